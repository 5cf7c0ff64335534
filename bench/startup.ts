import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { makeTempDir, onCleanup, removeTempDir, trackChild } from './lib/cleanup.js';
import { ROOT } from './lib/children.js';
import { runProcess } from './lib/processes.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { MB, median, round, spreadOf } from './lib/stats.js';

// 15: the root action's figure is a median of paired differences whose single pairs spread by ±30 ms here.
const RUNS = 15;
const GIVE_UP_MS = 15_000;
const API_KEY = 'dcs_benchstartup0000000000000000000000';

interface ActionEntry {
  name: string;
  bundle: string;
  inputs: Record<string, { default?: string }>;
  /** For the root action: the command it runs, compared with that command's sub-action. */
  command?: string;
}

/** Actions whose bundle exists now (others may be rebuilding theirs). */
function presentActions(): { present: ActionEntry[]; missing: string[] } {
  const present: ActionEntry[] = [];
  const missing: string[] = [];
  const dir = join(ROOT, 'actions');
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'action.yml');
    if (!existsSync(file)) continue;
    const yaml = parse(readFileSync(file, 'utf8')) as {
      inputs?: Record<string, { default?: string }>;
      runs?: { main?: string };
    };
    const bundle = yaml.runs?.main ? resolve(dir, name, yaml.runs.main) : undefined;
    if (bundle && existsSync(bundle)) present.push({ name, bundle, inputs: yaml.inputs ?? {} });
    else missing.push(name);
  }
  // The root action, once per command, with exactly the inputs that command reads (plus command).
  const root = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { main: string } };
  const rootBundle = resolve(ROOT, root.runs.main);
  if (existsSync(rootBundle)) {
    for (const sub of [...present]) {
      const inputs: Record<string, { default?: string }> = { command: { default: sub.name } };
      for (const name of Object.keys(sub.inputs)) inputs[name] = {};
      present.push({ name: `root (command: ${sub.name})`, bundle: rootBundle, inputs, command: sub.name });
    }
  } else missing.push('root');
  return { present, missing };
}

/**
 * Every dist/<name>/index.js, actions and CLI alike: the code evaluated at start-up. The chunks
 * beside it (`<id>.index.js`) are loaded by dynamic import only when a run needs them.
 */
function bundleSizes(): { name: string; bytes: number; chunkBytes: number[] }[] {
  const dist = join(ROOT, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .sort()
    .map((name) => ({ name, file: join(dist, name, 'index.js') }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => ({
      name,
      bytes: statSync(file).size,
      chunkBytes: readdirSync(join(dist, name))
        .filter((chunk) => /^\d+\.index\.js$/.test(chunk))
        .map((chunk) => statSync(join(dist, name, chunk)).size)
        .sort((a, b) => b - a),
    }));
}

/** Answers anything with a JSON body every trigger accepts and reports the first request's arrival. */
async function startRecorder() {
  let waiting: ((at: { at: number; path: string }) => void) | undefined;
  const server = createServer((req, res) => {
    const at = performance.now();
    waiting?.({ at, path: `${req.method ?? ''} ${(req.url ?? '').split('?')[0] ?? ''}` });
    waiting = undefined;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusId: 'st_bench',
        previewUrl: 'http://127.0.0.1/preview',
        jobId: 'se_bench',
        status: 'queued',
        progress: 0,
      }),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const close = onCleanup(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    nextRequest: () => new Promise<{ at: number; path: string }>((done) => (waiting = done)),
    close,
  };
}

function actionEnv(action: ActionEntry, origin: string, dir: string): NodeJS.ProcessEnv {
  const event = join(dir, 'event.json');
  writeFileSync(event, '{}');
  for (const file of ['output', 'summary', 'state']) writeFileSync(join(dir, file), '');
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Bench', navigation: { pages: [] } }));
  const given: Record<string, string> = {
    'api-key': API_KEY,
    'base-url': `${origin}/v1`,
    'project-id': 'bench-project',
    branch: 'bench',
    domain: 'docs.example.com',
    wait: 'false',
    comment: 'false',
    deployment: 'false',
    download: 'false',
    'github-token': '',
    dir,
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: origin,
    GITHUB_API_URL: origin,
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: dir,
  };
  for (const [input, spec] of Object.entries(action.inputs)) {
    const value = given[input] ?? spec.default ?? '';
    env[`INPUT_${input.toUpperCase().replace(/ /g, '_')}`] = value.includes('${{') ? '' : value;
  }
  return env;
}

interface StartRun {
  ms: number;
  /** What ended the measurement: the first request (method and path) or the exit. */
  endedBy: string;
}

/** Spawns the action; the figure ends at its first request, or at its exit when it sends none. */
async function startOnce(
  action: ActionEntry,
  recorder: Awaited<ReturnType<typeof startRecorder>>,
): Promise<StartRun> {
  const dir = makeTempDir(`startup-${action.name}`);
  try {
    const env = actionEnv(action, recorder.origin, dir);
    const request = recorder.nextRequest();
    const started = performance.now();
    const child = spawn(process.execPath, [action.bundle], { env, cwd: dir, stdio: 'ignore' });
    trackChild(child);
    const exited = new Promise<{ at: number; path: string }>((done) =>
      child.once('exit', (code) => done({ at: performance.now(), path: `exit ${code ?? 'signal'}` })),
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), GIVE_UP_MS);
    const first = await Promise.race([request, exited]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    return { ms: first.at - started, endedBy: first.path };
  } finally {
    removeTempDir(dir);
  }
}

async function bareNodeOnce(): Promise<number> {
  const run = await runProcess(process.execPath, ['-e', '0'], { timeoutMs: GIVE_UP_MS });
  return run.wallMs;
}

export async function startupTime(): Promise<BenchResult> {
  const started = performance.now();
  const { present, missing } = presentActions();
  const recorder = await startRecorder();
  const bare: number[] = [];
  const perAction = new Map<string, StartRun[]>(present.map((a) => [a.name, []]));
  try {
    // Round-robin over bare node and every action, so that load hits them alike. The root action runs
    // right beside its sub-action, first or second by turns: their difference is a few ms, less than
    // the spread of either from one moment to the next.
    const subActions = present.filter((a) => a.command === undefined);
    const rootFor = new Map(present.flatMap((a) => (a.command === undefined ? [] : [[a.command, a]])));
    for (let round = 0; round < RUNS; round++) {
      bare.push(await bareNodeOnce());
      for (const sub of subActions) {
        const root = rootFor.get(sub.name);
        const pair = root ? (round % 2 === 0 ? [sub, root] : [root, sub]) : [sub];
        for (const action of pair) perAction.get(action.name)?.push(await startOnce(action, recorder));
      }
    }
  } finally {
    await recorder.close();
  }
  const bareMs = median(bare);
  const figures: Figure[] = [];
  const medianOf = (name: string) => median((perAction.get(name) ?? []).map((r) => r.ms));
  for (const action of present) {
    const runs = perAction.get(action.name) ?? [];
    const ms = median(runs.map((r) => r.ms));
    if (action.command !== undefined) {
      const sub = medianOf(action.command);
      const subRuns = perAction.get(action.command) ?? [];
      const differences = runs.map((r, i) => r.ms - (subRuns[i]?.ms ?? NaN));
      const overSub = median(differences);
      figures.push(
        figure({
          metric: `root action, command ${action.command}: start-up over the ${action.command} sub-action`,
          value: overSub,
          spread: spreadOf(differences),
          unit: 'ms',
          reference: {
            label: `${action.command} sub-action`,
            value: sub,
            unit: 'ms',
            spread: spreadOf(subRuns.map((r) => r.ms)),
          },
          ratio: (sub + overSub) / sub,
          goal: { on: 'value', op: '<=', limit: 10 },
        }),
      );
      continue;
    }
    const endedBy = runs[runs.length - 1]?.endedBy ?? '';
    const exitCode = /^exit (.*)$/.exec(endedBy)?.[1];
    const until = exitCode === undefined ? 'first request' : `exit (code ${exitCode}, no request sent)`;
    figures.push(
      figure({
        metric: `${action.name}: start to ${until}, over bare node`,
        value: ms - bareMs,
        // Each round of the action over the median of bare node.
        spread: spreadOf(runs.map((r) => r.ms - bareMs)),
        unit: 'ms',
        reference: { label: 'node -e 0', value: bareMs, unit: 'ms', spread: spreadOf(bare) },
        ratio: ms / bareMs,
        goal: { on: 'value', op: '<=', limit: 100 },
      }),
    );
  }
  const sizes = bundleSizes();
  const actionNames = new Set([...present.map((a) => a.name), ...missing, 'root']);
  for (const { name, bytes, chunkBytes } of sizes) {
    const isAction = actionNames.has(name);
    const lazy = chunkBytes.reduce((sum, size) => sum + size, 0);
    figures.push(
      figure({
        metric:
          `dist/${name}: code evaluated at start-up (index.js)${isAction ? '' : ' (not an action)'}` +
          (chunkBytes.length > 0 ? `; ${chunkBytes.length} lazy chunks, ${round(lazy / MB, 2)} MB` : ''),
        value: bytes / MB,
        unit: 'MB',
        ...(isAction ? { goal: { on: 'value' as const, op: '<=' as const, limit: 1 } } : {}),
      }),
    );
  }
  const notes = [
    `Each action's dist bundle spawned with INPUT_* env (action.yml defaults plus a local base-url, wait false, ` +
      'no GitHub token) against a local HTTP server that notes the arrival of the first request; the figure is the ' +
      `median of ${RUNS} from spawn to that arrival, minus the median of \`node -e 0\` from spawn to exit. ` +
      "The spread beside each figure: each round of the action minus bare node's median (root action: each pair's " +
      'difference). Bundle sizes: every dist/<name>/index.js present (MB = 10^6 bytes; the CLI is listed too). The root action ' +
      "runs once per command with that command's inputs, right before or after that sub-action (by turns); its " +
      'figure is the median of the differences within each pair (dist/root/index.js is the dispatcher and the ' +
      'shared code; each command is a chunk).',
  ];
  if (missing.length > 0)
    notes.push(`Not measured (bundle not built at the time of the run): ${missing.join(', ')}.`);
  return {
    id: 'startup',
    title: '5. Start-up',
    figures,
    notes,
    details: {
      bareNodeMs: bare.map((ms) => round(ms, 1)),
      actions: Object.fromEntries(
        [...perAction.entries()].map(([name, runs]) => [
          name,
          { ms: runs.map((r) => round(r.ms, 1)), endedBy: runs[runs.length - 1]?.endedBy },
        ]),
      ),
      bundleBytes: Object.fromEntries(sizes.map((s) => [s.name, s.bytes])),
      lazyChunkBytes: Object.fromEntries(sizes.map((s) => [s.name, s.chunkBytes])),
      missing,
    },
    durationMs: performance.now() - started,
  };
}
