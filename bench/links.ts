/**
 * Benchmark 11: the kit's external link check on a simulated web of 300 hosts and 5,000 URLs
 * (bench/lib/simulated-web.ts), against what the hosts allow (the politeness bound) and against
 * linkinator on the same web and the same links, in the same run; the service's own CLI
 * (`mint broken-links --check-external`) once when it is installed or can be. Before them, the kit
 * alone on a second web whose host loads are skewed (5,134 URLs on 496 hosts, a few heavy ones),
 * against its politeness bound.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULTS } from '../src/links/run-links.js';
import { politenessBoundMs } from '../src/links/schedule/politeness-bound.js';
import type { HostLoad } from '../src/links/schedule/politeness-bound.js';
import { bundledChild, childScript, ensureChildrenBuilt, ROOT } from './lib/children.js';
import { makeTempDir, onCleanup } from './lib/cleanup.js';
import { describeTimeline, linkTimeline } from './lib/link-timeline.js';
import type { LinkTimeline } from './lib/link-timeline.js';
import { describeFailure, runNodeMeasured, runProcess } from './lib/processes.js';
import type { ProcessRun } from './lib/processes.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import {
  BENCH_WEB,
  generateLinkSite,
  SKEWED_WEB,
  hostAllowances,
  scoreVerdicts,
  startSimulatedWeb,
  writeMarkdownCopy,
} from './lib/simulated-web.js';
import type { HostStats, Score, SimulatedWeb, Verdict, WebPlan } from './lib/simulated-web.js';
import { median, MiB, round, spreadOf } from './lib/stats.js';

const ROUNDS = 3;
const PAGES = 400;
/** A path that never answers holds the connection this long, then drops it (a proxy's timeout): linkinator sets none. */
const HANG_MS = 15_000;
/** The kit sends github.com's pages one request at a time (they answer 429 to CI runners). */
const ONE_AT_A_TIME = new Set(['github.com', 'www.github.com']);
const LINKINATOR = join(ROOT, 'node_modules', 'linkinator');
const SERVICE_CLI_DIR = join(ROOT, 'bench', '.work', 'compat');
const SERVICE_CLI = join(SERVICE_CLI_DIR, 'node_modules', 'mint', 'index.js');

/** The children's environment: no proxy (every name is the web's), no colours. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'ALL_PROXY', 'all_proxy'])
    delete env[name];
  return env;
}

interface CheckerRun {
  wallMs: number;
  verdicts: Map<string, Verdict>;
  score: Score;
  /** What the web received. */
  traffic: HostStats;
  /** Hosts sent more requests at once than the checker's per-host limit. */
  hostsOverLimit: number;
  peakRssMiB?: number | undefined;
  /** The kit's own count of requests. */
  reportedRequests?: number | undefined;
  /** The host that received the run's last request, and when (ms after the start). */
  lastHost: { name: string; atMs: number };
  /** Where the kit's wall time went, from what the web saw. */
  timeline?: LinkTimeline | undefined;
}

/** The host whose own politeness sets the bound (its queue decides when the run ends). */
interface CriticalHost {
  name: string;
  concurrency: number;
}

function kitVerdict(status: string): Verdict {
  return status === 'broken' ? 'broken' : status === 'ok' ? 'ok' : 'other';
}

interface Setup {
  web: SimulatedWeb;
  /** Closes the web (its addresses and port are free again). */
  close: () => Promise<void>;
  docsDir: string;
  markdownDir: string;
  names: string;
  work: string;
  kitBundle: string;
  resolver: string;
}

function hostLimit(web: SimulatedWeb, host: string): number {
  return web.port === 80 && ONE_AT_A_TIME.has(host) ? 1 : DEFAULTS.hostConcurrency;
}

function traffic(web: SimulatedWeb, limit: (host: string) => number) {
  let over = 0;
  let lastHost = { name: '', atMs: 0 };
  for (const [host, stats] of web.stats()) {
    if (stats.maxConcurrent > limit(host)) over++;
    if (stats.lastRequestMs > lastHost.atMs) lastHost = { name: host, atMs: stats.lastRequestMs };
  }
  return { traffic: web.totals(), hostsOverLimit: over, lastHost };
}

async function runKit(
  setup: Setup,
  cacheFile: string,
  label: string,
  critical?: CriticalHost,
): Promise<CheckerRun> {
  const { web } = setup;
  web.resetStats();
  const out = join(setup.work, `kit-${label}.json`);
  const run = await runNodeMeasured([setup.kitBundle, setup.docsDir, setup.names, out, cacheFile], {
    env: childEnv(),
    timeoutMs: 300_000,
  });
  if (run.code !== 0) throw new Error(describeFailure(`the kit's link check (${label})`, run));
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    summary: { requests: number };
    links: [string, string, string][];
  };
  rmSync(out, { force: true });
  const verdicts = new Map(report.links.map(([url, status]) => [url, kitVerdict(status)]));
  return {
    wallMs: run.wallMs,
    verdicts,
    score: scoreVerdicts(web, verdicts),
    ...traffic(web, (host) => hostLimit(web, host)),
    peakRssMiB: run.peakRssKiB === undefined ? undefined : (run.peakRssKiB * 1024) / MiB,
    reportedRequests: report.summary.requests,
    timeline:
      critical &&
      linkTimeline(web.requests(), {
        heaviest: critical.name,
        concurrency: critical.concurrency,
        slots: DEFAULTS.maxConcurrency,
      }),
  };
}

/** linkinator's verdict for each URL it reported (a URL on several pages: broken if any says so). */
function linkinatorVerdicts(stdout: string): Map<string, Verdict> {
  const result = JSON.parse(stdout) as { links: { url: string; state: string }[] };
  const verdicts = new Map<string, Verdict>();
  for (const link of result.links) {
    if (!/^https?:/.test(link.url)) continue;
    const verdict: Verdict = link.state === 'BROKEN' ? 'broken' : link.state === 'OK' ? 'ok' : 'other';
    if (verdicts.get(link.url) !== 'broken') verdicts.set(link.url, verdict);
  }
  return verdicts;
}

/** Per URL of the web: the checker's verdict on it, or on its document when it reports URLs without fragments. */
function byWebUrl(web: SimulatedWeb, reported: ReadonlyMap<string, Verdict>): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const link of web.urls) {
    const verdict = reported.get(link.url) ?? reported.get(link.document);
    if (verdict) verdicts.set(link.url, verdict);
  }
  return verdicts;
}

async function runLinkinator(setup: Setup): Promise<CheckerRun> {
  const { web } = setup;
  web.resetStats();
  const run = await runNodeMeasured(
    [
      '--import',
      setup.resolver,
      join(LINKINATOR, 'build', 'src', 'cli.js'),
      'links/*.md',
      '--markdown',
      '--retry',
      '--format',
      'json',
      // Output only: the links it skipped (bot challenges) are listed too.
      '--verbosity',
      'info',
    ],
    {
      cwd: setup.markdownDir,
      env: childEnv({ SIM_WEB_NAMES: setup.names }),
      timeoutMs: 400_000,
      keepChars: 64 * MiB,
    },
  );
  // Exit 1: broken links found.
  if (run.code !== 0 && run.code !== 1) throw new Error(describeFailure('linkinator', run));
  const verdicts = byWebUrl(web, linkinatorVerdicts(run.stdout));
  return {
    wallMs: run.wallMs,
    verdicts,
    score: scoreVerdicts(web, verdicts),
    // linkinator has no per-host limit: measured against the kit's.
    ...traffic(web, (host) => hostLimit(web, host)),
  };
}

/** Installs the service's CLI as bench/compat.ts does, once; its entry point, or why not. */
async function serviceCli(): Promise<{ entry: string } | { problem: string }> {
  if (existsSync(SERVICE_CLI)) return { entry: SERVICE_CLI };
  mkdirSync(SERVICE_CLI_DIR, { recursive: true });
  const run = await runProcess(
    'npm',
    [
      'install',
      '--prefix',
      SERVICE_CLI_DIR,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      'mint@latest',
    ],
    { cwd: SERVICE_CLI_DIR, timeoutMs: 180_000 },
  ).catch(
    (error: unknown) => ({ code: -1, stderr: (error as Error).message, stdout: '' }) as unknown as ProcessRun,
  );
  if (run.code !== 0 || !existsSync(SERVICE_CLI)) {
    const why = (run.stderr.trim() || run.stdout.trim() || `exit ${run.code ?? run.signal}`)
      .split('\n')
      .slice(-1)[0];
    return { problem: `not installed (npm install mint: ${why})` };
  }
  return { entry: SERVICE_CLI };
}

function serviceCliVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(join(dirname(SERVICE_CLI), 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '?';
  }
}

/**
 * `mint broken-links --check-external` in the docs folder. It starts itself again with the `node`
 * of PATH, so the name resolver is preloaded through NODE_OPTIONS (any process it starts resolves
 * the web's names and nothing else). It lists only the links it finds broken.
 */
async function runServiceCli(setup: Setup, entry: string): Promise<CheckerRun | { problem: string }> {
  const { web } = setup;
  web.resetStats();
  const run = await runProcess(process.execPath, [entry, 'broken-links', '--check-external'], {
    cwd: setup.docsDir,
    env: childEnv({
      SIM_WEB_NAMES: setup.names,
      NODE_OPTIONS: `--import=${setup.resolver}`,
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    }),
    timeoutMs: 300_000,
    keepChars: 16 * MiB,
  });
  const text = `${run.stdout}\n${run.stderr}`.replace(/\r/g, '\n');
  const ended = /found \d+ broken links? in|no broken links found/.test(text);
  if (!ended) return { problem: describeFailure('mint broken-links --check-external', run) };
  const reported = new Map<string, Verdict>();
  for (const match of text.matchAll(/⎿\s+(https?:\/\/\S+)\s+\(/g)) reported.set(match[1]!, 'broken');
  // Every other link it checked passed.
  const verdicts = new Map<string, Verdict>(
    web.urls.map((link) => [link.url, reported.get(link.url) ?? 'ok']),
  );
  return {
    wallMs: run.wallMs,
    verdicts,
    score: scoreVerdicts(web, verdicts),
    ...traffic(web, () => 5),
  };
}

function describeScore(score: Score): string {
  const kinds = Object.entries(score.falseBrokenByKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const missed = Object.entries(score.missedBrokenByKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  return (
    `${score.falseBroken} false broken${kinds ? ` (${kinds})` : ''}, ${score.missedBroken} broken missed` +
    `${missed ? ` (${missed})` : ''}${score.unjudged ? `, ${score.unjudged} not reported` : ''}`
  );
}

/** What the hosts allow the kit: per host its documents at its latency in rounds of its allowed concurrency, and its rate. */
function politenessBound(web: SimulatedWeb): { boundMs: number; setBy: string; critical: CriticalHost } {
  const loads: (HostLoad & { name: string })[] = hostAllowances(web, (host) => hostLimit(web, host));
  // A path that never answers costs any checker one request timeout (retrying it is a choice).
  if (web.urls.some((link) => link.kind === 'hang'))
    loads.push({
      name: 'a path that never answers',
      urls: 1,
      latencyMs: DEFAULTS.requestTimeoutMs,
      concurrency: 1,
    });
  const boundMs = politenessBoundMs(loads, DEFAULTS.maxConcurrency);
  const setBy =
    loads.find((load) => Math.abs(politenessBoundMs([load]) - boundMs) < 1)?.name ?? 'all hosts together';
  const heaviest = loads.reduce((most, load) =>
    politenessBoundMs([load]) > politenessBoundMs([most]) ? load : most,
  );
  return { boundMs, setBy, critical: { name: heaviest.name, concurrency: heaviest.concurrency } };
}

async function prepare(plan: WebPlan, name: string): Promise<Setup> {
  ensureChildrenBuilt();
  const kitBundle = await bundledChild('links-kit');
  // Port 80 when it can be had (URLs without a port, as on the web); else one port free on every address.
  const web = await startSimulatedWeb(plan, { port: 80, hangMs: HANG_MS }).catch(() =>
    startSimulatedWeb(plan, { port: 0, hangMs: HANG_MS }),
  );
  const close = onCleanup(() => web.close());
  const work = makeTempDir(name);
  const site = generateLinkSite(web, { dir: join(work, 'docs'), pages: PAGES });
  const markdownDir = join(work, 'markdown');
  writeMarkdownCopy(site, markdownDir);
  return {
    web,
    close,
    docsDir: site.dir,
    markdownDir,
    names: web.writeNames(join(work, 'names.json')),
    work,
    kitBundle,
    resolver: childScript('links-resolve'),
  };
}

/** The kit alone, `rounds` fresh processes, on one web (the second web of the benchmark; a quick look at either). */
/** A web's two figures: the wall time against its politeness bound (<= 1.2 x), and the peak RSS (<= 200 MiB). */
function boundFigures(name: string, wall: number[], bound: number, rss: number[]): Figure[] {
  return [
    figure({
      metric: `${name}: wall time vs the politeness bound`,
      value: round(median(wall), 1),
      unit: 's',
      spread: spreadOf(wall),
      reference: { label: 'politeness bound', value: round(bound, 1), unit: 's' },
      ratio: median(wall) / bound,
      ratioSpread: spreadOf(wall.map((s) => s / bound)),
      goal: { on: 'ratio', op: '<=', limit: 1.2 },
    }),
    figure({
      metric: `${name}: peak RSS`,
      value: round(median(rss), 1),
      unit: 'MiB',
      spread: spreadOf(rss),
      goal: { on: 'value', op: '<=', limit: 200 },
    }),
  ];
}

export async function kitAlone(
  plan: WebPlan,
  name: string,
  rounds = ROUNDS,
): Promise<{ runs: CheckerRun[]; boundMs: number; setBy: string; web: SimulatedWeb }> {
  const setup = await prepare(plan, name);
  try {
    const { boundMs, setBy, critical } = politenessBound(setup.web);
    const runs: CheckerRun[] = [];
    for (let round = 0; round < rounds; round++)
      runs.push(
        await runKit(setup, join(setup.work, `cache-${round}.json`), `${name} round ${round + 1}`, critical),
      );
    return { runs, boundMs, setBy, web: setup.web };
  } finally {
    await setup.close();
  }
}

export async function linkCheck(): Promise<BenchResult> {
  const started = performance.now();
  // The second web first, in a fresh bench process (after linkinator's rounds its answers came later).
  const skewed = await kitAlone(SKEWED_WEB, 'links-skewed');
  const setup = await prepare(BENCH_WEB, 'links');
  const { web } = setup;
  const { boundMs, setBy, critical } = politenessBound(web);
  const kitRuns: CheckerRun[] = [];
  const linkinatorRuns: CheckerRun[] = [];
  let cached: { first: CheckerRun; second: CheckerRun } | undefined;
  const order: string[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const turn = round % 2 === 0 ? ['kit', 'linkinator'] : ['linkinator', 'kit'];
    order.push(turn);
    for (const checker of turn) {
      if (checker === 'linkinator') {
        linkinatorRuns.push(await runLinkinator(setup));
        continue;
      }
      const cacheFile = join(setup.work, `cache-${round}.json`);
      const first = await runKit(setup, cacheFile, `round ${round + 1}`, critical);
      kitRuns.push(first);
      if (round === 0) cached = { first, second: await runKit(setup, cacheFile, 'with the cache') };
    }
  }
  const service = await serviceCli();
  const serviceRun = 'entry' in service ? await runServiceCli(setup, service.entry) : service;
  await setup.close();
  const skewedWall = skewed.runs.map((run) => run.wallMs / 1000);
  const skewedRss = skewed.runs.flatMap((run) => (run.peakRssMiB === undefined ? [] : [run.peakRssMiB]));
  const skewedBound = skewed.boundMs / 1000;
  const skewedHosts = SKEWED_WEB.hosts;

  const wall = (runs: CheckerRun[]) => runs.map((run) => run.wallMs / 1000);
  const kitWall = wall(kitRuns);
  const linkinatorWall = wall(linkinatorRuns);
  const rss = kitRuns.flatMap((run) => (run.peakRssMiB === undefined ? [] : [run.peakRssMiB]));
  const bound = boundMs / 1000;
  const firstRequests = cached!.first.traffic.requests;
  const secondRequests = cached!.second.traffic.requests;
  const kitScore = kitRuns[kitRuns.length - 1]!.score;
  const linkinatorScore = linkinatorRuns[linkinatorRuns.length - 1]!.score;
  const falseBroken = (runs: CheckerRun[]) => runs.map((run) => run.score.falseBroken);
  const range = (values: number[], digits = 1) =>
    `${round(Math.min(...values), digits)}-${round(Math.max(...values), digits)}`;
  const documents = new Set(web.urls.map((link) => link.document)).size;
  const truths = { ok: 0, broken: 0, 'not-links-fault': 0 };
  for (const link of web.urls) truths[link.truth]++;
  const hosts = BENCH_WEB.hosts;
  const rateLimited = hosts.filter((h) => h.rateLimit).length;
  const serviceNote =
    'problem' in serviceRun
      ? `The service's CLI (mint broken-links --check-external): ${serviceRun.problem}; not compared.`
      : `The service's CLI (mint ${serviceCliVersion()} broken-links --check-external; HEAD only, 5 at once, 10 s timeout, anything but 404 passes), one run: ` +
        `${round(serviceRun.wallMs / 1000, 1)} s, ${serviceRun.traffic.requests} requests (${serviceRun.traffic.tooMany} answered 429); ${describeScore(serviceRun.score)}.`;

  return {
    id: 'links',
    title: '11. Link check',
    figures: [
      ...boundFigures('links 5,000-url', kitWall, bound, rss),
      figure({
        metric: 'links 5,000-url: requests in a second run with the cache',
        value: round((100 * secondRequests) / firstRequests, 2),
        unit: '%',
        reference: { label: 'first run', value: firstRequests, unit: 'requests' },
        goal: { on: 'value', op: '<=', limit: 5 },
      }),
      figure({
        metric: 'links 5,000-url: wall time vs linkinator',
        value: round(median(kitWall), 1),
        unit: 's',
        spread: spreadOf(kitWall),
        reference: {
          label: `linkinator ${linkinatorVersion()} --retry`,
          value: round(median(linkinatorWall), 1),
          unit: 's',
          spread: spreadOf(linkinatorWall),
        },
        ratio: median(kitWall) / median(linkinatorWall),
        ratioSpread: spreadOf(kitWall.map((s, i) => s / linkinatorWall[i]!)),
        goal: { on: 'ratio', op: '<=', limit: 0.8 },
      }),
      ...boundFigures('links skewed 5,134-url', skewedWall, skewedBound, skewedRss),
      figure({
        metric: 'links 5,000-url: false broken links',
        value: median(falseBroken(kitRuns)),
        unit: 'links',
        spread: spreadOf(falseBroken(kitRuns)),
        reference: {
          label: 'linkinator',
          value: median(falseBroken(linkinatorRuns)),
          unit: 'links',
          spread: spreadOf(falseBroken(linkinatorRuns)),
        },
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
    ],
    notes: [
      `A simulated web on loopback (bench/lib/simulated-web.ts, seed ${BENCH_WEB.seed}): ${hosts.length} hosts on 127.1.x.y port ${web.port}, ` +
        `${web.urls.length.toLocaleString('en')} distinct URLs (${documents.toLocaleString('en')} documents; ${truths.ok} work, ${truths.broken} broken, ${truths['not-links-fault']} fail by no fault of theirs) ` +
        `linked ${PAGES} MDX pages as markdown links, JSX <a href> and autolinks; a long tail (a few hosts with hundreds of URLs, most with a handful), latencies 15-500 ms, ` +
        `${rateLimited} hosts rate-limited (429 with Retry-After in seconds or as an HTTP date), each host answering 429 past the requests it serves at once; ` +
        'HEAD refused (405, or 404 while GET works), seeded 503s, a bot challenge (403 cf-mitigated), 999, redirects (relative, chains), ' +
        `404/410, names that do not resolve, and a slow host whose paths that never answer are dropped after ${HANG_MS / 1000} s.`,
      `The kit: runLinkCheck with its defaults (${DEFAULTS.hostConcurrency} per host, ${DEFAULTS.maxConcurrency} in all, ${DEFAULTS.requestTimeoutMs / 1000} s timeout), bundled with ncc, in a fresh process each round (peak RSS = VmHWM), names resolved by the web's table. ` +
        `${ROUNDS} rounds, the order alternating; medians; wall time ${range(kitWall)} s, linkinator ${range(linkinatorWall)} s, peak RSS ${range(rss)} MiB.`,
      `Politeness bound ${round(bound, 1)} s (politenessBoundMs, set by ${setBy}): per host its documents × the latency of the requests a careful checker needs ` +
        `(GET after a refused HEAD, each redirect hop) in rounds of min(what the host serves, ${DEFAULTS.hostConcurrency}; github.com 1), its rate limit, ` +
        `all the work over ${DEFAULTS.maxConcurrency} slots, and one request timeout for a path that never answers.`,
      `The kit, last round: ${kitRuns.at(-1)!.traffic.requests} requests (${kitRuns.at(-1)!.traffic.tooMany} answered 429), ` +
        `${kitRuns.at(-1)!.hostsOverLimit} hosts sent more than its per-host limit at once, its last request to ${lastOf(kitRuns.at(-1)!)}; ${describeScore(kitScore)}.`,
      `linkinator ${linkinatorVersion()} (devDependency) on the same pages as Markdown copies (it does not read MDX): \`linkinator "links/*.md" --markdown --retry --format json --verbosity info\`, ` +
        'its defaults otherwise (100 requests at once, no per-host limit, no timeout; --retry waits out a 429 with Retry-After). ' +
        `Last round: ${linkinatorRuns.at(-1)!.traffic.requests} requests (${linkinatorRuns.at(-1)!.traffic.tooMany} answered 429, ` +
        `up to ${linkinatorRuns.at(-1)!.traffic.maxConcurrent} at once to one host, its last request to ${lastOf(linkinatorRuns.at(-1)!)}); ${describeScore(linkinatorScore)}.`,
      `Second run with the cache file of the first (round 1): ${secondRequests} requests against ${firstRequests} (${round(cached!.second.wallMs / 1000, 1)} s, its last request to ${lastOf(cached!.second)}); ` +
        'only documents found ok are reused, so the broken and suspect ones are asked again.',
      serviceNote,
      `Skewed web (SKEWED_WEB, seed ${SKEWED_WEB.seed}): ${skewedHosts.length} hosts, ${skewed.web.urls.length.toLocaleString('en')} URLs, latencies 40-250 ms, ` +
        `${skewedHosts
          .slice(0, 5)
          .map((h) => `${h.name} ${h.urls}`)
          .join(', ')} URLs on the heavy hosts, the rest on a tail of small ones, ` +
        `${skewedHosts.filter((h) => h.rateLimit).length} rate-limited. The kit alone, ${ROUNDS} rounds: wall time ${range(skewedWall)} s against a bound of ${round(skewedBound, 1)} s ` +
        `(set by ${skewed.setBy}), peak RSS ${range(skewedRss)} MiB; last round ${skewed.runs.at(-1)!.traffic.requests} requests ` +
        `(${skewed.runs.at(-1)!.traffic.tooMany} answered 429), ${skewed.runs.at(-1)!.hostsOverLimit} hosts over the per-host limit, its last request to ${lastOf(skewed.runs.at(-1)!)}; ` +
        `${describeScore(skewed.runs.at(-1)!.score)}.`,
      ...timelineNotes('Skewed web', skewed.runs),
      ...timelineNotes('First web', kitRuns),
    ],
    details: {
      boundMs: round(boundMs, 0),
      kit: kitRuns.map((run) => runDetails(run)),
      linkinator: linkinatorRuns.map((run) => runDetails(run)),
      cacheRun: {
        first: firstRequests,
        second: secondRequests,
        secondWallMs: round(cached!.second.wallMs, 0),
      },
      service: 'problem' in serviceRun ? serviceRun.problem : runDetails(serviceRun),
      skewed: { boundMs: round(skewed.boundMs, 0), kit: skewed.runs.map((run) => runDetails(run)) },
      order,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
    },
    durationMs: performance.now() - started,
  };
}

function lastOf(run: CheckerRun): string {
  return `${run.lastHost.name} at ${round(run.lastHost.atMs / 1000, 1)} s`;
}

/** Per round, where the kit's wall time went (what the web saw). */
function timelineNotes(label: string, runs: CheckerRun[]): string[] {
  return runs.flatMap((run, index) =>
    run.timeline
      ? [
          `${label}, round ${index + 1} (${round(run.wallMs / 1000, 1)} s): ${describeTimeline(run.timeline, run.wallMs)}.`,
        ]
      : [],
  );
}

function runDetails(run: CheckerRun) {
  return {
    wallMs: round(run.wallMs, 0),
    peakRssMiB: run.peakRssMiB === undefined ? undefined : round(run.peakRssMiB, 1),
    requests: run.traffic.requests,
    reportedRequests: run.reportedRequests,
    tooMany: run.traffic.tooMany,
    maxConcurrent: run.traffic.maxConcurrent,
    hostsOverLimit: run.hostsOverLimit,
    lastHost: run.lastHost.name,
    lastRequestMs: round(run.lastHost.atMs, 0),
    falseBroken: run.score.falseBroken,
    missedBroken: run.score.missedBroken,
    falseBrokenByKind: run.score.falseBrokenByKind,
    ...(run.timeline ? { timeline: roundTimeline(run.timeline) } : {}),
  };
}

function roundTimeline(timeline: LinkTimeline) {
  const ms = (value: number) => round(value, 0);
  return {
    firstRequestMs: ms(timeline.firstRequestMs),
    lastAnswerMs: ms(timeline.lastAnswerMs),
    heaviest: {
      name: timeline.heaviest.name,
      startMs: ms(timeline.heaviest.startMs),
      endMs: ms(timeline.heaviest.endMs),
      webMs: ms(timeline.heaviest.webMs),
      gapMs: ms(timeline.heaviest.gapMs),
    },
    lastHost: timeline.lastHost.name,
    tailMs: ms(timeline.tailMs),
    idleSlotSeconds: round(timeline.idleSlotSeconds, 1),
    tooMany: timeline.tooMany,
  };
}

function linkinatorVersion(): string {
  return (JSON.parse(readFileSync(join(LINKINATOR, 'package.json'), 'utf8')) as { version: string }).version;
}
