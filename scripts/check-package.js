// The npm package as users get it: packs the project, installs the tarball into an empty folder with
// the network off (`npm install --offline`, an empty cache, a registry that does not answer), then
// runs every command of the installed `docs-ci` on each Node given: validate on fixtures (the worker
// bundle included), the emulator from that same install, preview, deploy, status, export, bundle,
// rollout, watch-specs, demo, and the three recipes for other CI systems of docs/cli.md, as written.
// Prints the tarball's size and file count and fails over the size limit.
//
// Usage: node scripts/check-package.js [--node PATH]... [--oldest] [--max-bytes N] [--json]
//   --node PATH   run the installed CLI with this Node binary (repeatable; default: the Node running this)
//   --oldest      also with the oldest Node that package.json `engines` allows, installed once from the
//                 npm registry into .tmp/node-<version>/ (git-ignored)
//   --json        one JSON summary on stdout (the report goes to stderr)
// Plain JavaScript on Node built-ins only: CI runs it on each Node line without `npm ci`.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliRecipes, RECIPES_PAGE } from './cli-recipes.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'test/fixtures/validate');
/** The packed tarball's budget: CI systems without a cache fetch it on every run. */
const MAX_BYTES = 2_000_000;
/** Every file of the package lives under one of these (package.json `files`, plus what npm always adds). */
const ALLOWED = [
  /^bin\/docs-ci\.js$/,
  /^dist\/cli\//,
  /^dist\/validate-worker\//,
  /^(package\.json|README\.md|LICENSE)$/,
];
const REQUIRED = [
  'bin/docs-ci.js',
  'dist/cli/index.js',
  'dist/validate-worker/index.js',
  'LICENSE',
  'README.md',
];
/** From this many files on, validate runs in worker threads (src/validate/validate-docs.ts, WORKER_FROM_FILES). */
const WORKER_FROM_FILES = 2000;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const values = (name) => args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]] : []));
const maxBytes = Number(values('--max-bytes')[0] ?? MAX_BYTES);
const failures = [];
/** Report lines, printed as they come or, for a Node leg running beside others, when it ends. */
function reporter(write, failurePrefix = '') {
  const say = (text) => write(`${text}\n`);
  const check = (ok, what, detail = '') => {
    say(
      `  ${ok ? '✓' : '✗'} ${what}${!ok && detail ? `\n      ${detail.trim().split('\n').join('\n      ')}` : ''}`,
    );
    if (!ok) failures.push(`${failurePrefix}${what}`);
    return ok;
  };
  return { say, check };
}
const { say, check } = reporter((text) => process.stderr.write(text));

/** Runs a command to its end; never rejects (a spawn error is exit code 127 with its message). */
function run(command, argv, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const killer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      done({ code: code ?? (signal ? 128 : 127), stdout, stderr });
    });
  });
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The oldest Node `engines` allows, from the npm registry's `node` package, kept in .tmp/. */
async function oldestNode(engines) {
  const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines)?.[1];
  if (!floor)
    throw new Error(`package.json engines.node "${engines}" is not ">=X.Y.Z"; teach --oldest to read it`);
  const prefix = join(root, '.tmp', `node-${floor}`);
  const binary = join(prefix, 'node_modules/node/bin/node');
  if (!existsSync(binary)) {
    say(`Installing Node ${floor} from the npm registry into ${prefix} (once)...`);
    const npmArgs = ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--prefer-offline'];
    const installed = await run('npm', [...npmArgs, '--no-audit', '--no-fund', `node@${floor}`], {
      timeoutMs: 300_000,
    });
    if (installed.code !== 0 || !existsSync(binary))
      throw new Error(`could not install node@${floor} (npm exit ${installed.code}):\n${installed.stderr}`);
  }
  return binary;
}

async function pack(work) {
  const packed = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: root });
  const info = parseJson(packed.stdout)?.[0];
  if (packed.code !== 0 || !info) throw new Error(`npm pack failed (exit ${packed.code}):\n${packed.stderr}`);
  return info;
}

function checkContents(info) {
  const files = info.files.map((f) => f.path);
  say(
    `${info.filename}: ${(info.size / 1e6).toFixed(2)} MB packed (limit ${(maxBytes / 1e6).toFixed(2)} MB), ` +
      `${(info.unpackedSize / 1e6).toFixed(2)} MB unpacked, ${info.entryCount} files`,
  );
  check(info.size <= maxBytes, `the tarball is at most ${maxBytes} bytes`, `${info.size} bytes`);
  const stray = files.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)));
  check(
    stray.length === 0,
    'the tarball holds only the CLI, its worker, README and LICENSE',
    stray.join('\n'),
  );
  const missing = REQUIRED.filter((file) => !files.includes(file));
  check(missing.length === 0, 'the tarball holds bin/ and both bundles', missing.join('\n'));
}

async function install(work, tarball) {
  const app = join(work, 'app');
  mkdirSync(app);
  // An empty cache and a registry nobody answers: anything the tarball asks for fails the install.
  const installed = await run(
    'npm',
    [
      'install',
      '--offline',
      '--cache',
      join(work, 'npm-cache'),
      '--registry',
      'http://127.0.0.1:9/',
      tarball,
    ],
    { cwd: app, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } },
  );
  check(installed.code === 0, 'npm install --offline of the tarball into an empty folder', installed.stderr);
  const manifest = parseJson(readFileSync(join(app, 'node_modules/docs-ci/package.json'), 'utf8'));
  const scripts = Object.keys(manifest.scripts ?? {}).filter((name) =>
    ['preinstall', 'install', 'postinstall', 'prepare'].includes(name),
  );
  check(scripts.length === 0, 'the package runs no install script', scripts.join(', '));
  const deps = ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'].filter(
    (key) => Object.keys(manifest[key] ?? {}).length > 0,
  );
  check(deps.length === 0, 'the package has no dependencies (the bundles carry them)', deps.join(', '));
  const bin = join(app, 'node_modules/.bin/docs-ci');
  check(existsSync(bin) && (statSync(bin).mode & 0o111) !== 0, 'npm linked an executable docs-ci');
  return { app, bin, manifest };
}

/** Starts `docs-ci emulator` from the install; resolves its DOCS_API_URL/DOCS_API_KEY and a stop function. */
function startEmulator(bin, env) {
  return new Promise((done, fail) => {
    const child = spawn(bin, ['emulator', '--port', '0', '--time-scale', '60'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise((gone) => child.on('close', gone));
    const stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the emulator printed no DOCS_API_URL/DOCS_API_KEY within 15 s:\n${stdout}${stderr}`));
    }, 15_000);
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      stdout += d;
      const url = /^DOCS_API_URL=(.+)$/m.exec(stdout)?.[1];
      const key = /^DOCS_API_KEY=(.+)$/m.exec(stdout)?.[1];
      if (url && key) {
        clearTimeout(timer);
        done({ DOCS_API_URL: url, DOCS_API_KEY: key, stop });
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
  });
}

/** The findings of a --json validate report as comparable `rule file:line:column` strings. */
const findingKeys = (findings, withColumn) =>
  findings.map((f) => `${f.rule} ${f.file}:${f.line}${withColumn(f) ? `:${f.column}` : ''}`).sort();

async function checkValidate(cli, leg, { check }) {
  for (const name of ['spec-refs', 'valid-inheritance', 'valid-openapi-31-features']) {
    const expected = JSON.parse(readFileSync(join(fixtures, name, 'expected.json'), 'utf8'));
    const result = await cli(['validate', join(fixtures, name), '--json']);
    const report = parseJson(result.stdout) ?? {};
    const columns = new Set(
      expected.findings.filter((f) => f.column !== undefined).map((f) => `${f.rule} ${f.file}:${f.line}`),
    );
    const actual = findingKeys([...(report.errors ?? []), ...(report.warnings ?? [])], (f) =>
      columns.has(`${f.rule} ${f.file}:${f.line}`),
    );
    const wanted = findingKeys(expected.findings, (f) => f.column !== undefined);
    const exit = (report.errors ?? []).length > 0 ? 1 : 0;
    check(
      result.code === exit &&
        JSON.stringify(actual) === JSON.stringify(wanted) &&
        (report.pages ?? []).length === (expected.pages ?? report.pages ?? []).length,
      `validate ${name}: exit ${exit}, the ${wanted.length} finding(s) and ${(expected.pages ?? []).length} pages of its expected.json`,
      `exit ${result.code}\n${JSON.stringify(actual)}\n${result.stderr.slice(-2000)}`,
    );
  }

  // A repository large enough for the worker threads, whose bundle (dist/validate-worker/) must load
  // from the install: a preload records each Worker the CLI starts and what it answers.
  const large = join(leg, 'large-docs');
  const pages = Array.from({ length: WORKER_FROM_FILES }, (_, i) => `guide/page-${i}`);
  mkdirSync(join(large, 'guide'), { recursive: true });
  writeFileSync(join(large, 'docs.json'), JSON.stringify({ name: 'Large', navigation: { pages } }));
  pages.forEach((page, i) => {
    const next = i === 7 ? '/guide/no-such-page' : `/guide/page-${(i + 1) % pages.length}`;
    writeFileSync(
      join(large, `${page}.mdx`),
      `---\ntitle: Page ${i}\n---\n\nSee [the next page](${next}).\n`,
    );
  });
  const log = join(leg, 'workers.log');
  const preload = join(leg, 'record-workers.mjs');
  writeFileSync(preload, RECORD_WORKERS);
  const result = await cli(['validate', large, '--json'], {
    NODE_OPTIONS: `--import=${preload}`,
    DOCS_CI_WORKER_LOG: log,
  });
  const events = existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  const fromPackage = events.every((e) =>
    e.script.includes('/node_modules/docs-ci/dist/validate-worker/index.js'),
  );
  const count = (event) => events.filter((e) => e.event === event).length;
  const report = parseJson(result.stdout) ?? {};
  check(
    result.code === 0 &&
      report.warnings?.length === 1 &&
      report.warnings[0].rule === 'link-broken' &&
      fromPackage &&
      count('online') === 2 &&
      count('message') >= 2 &&
      count('error') === 0,
    `validate ${WORKER_FROM_FILES} pages: in the package's two worker threads, 1 broken link found`,
    `exit ${result.code}\n${JSON.stringify(events)}\n${result.stdout.slice(0, 500)}\n${result.stderr.slice(-2000)}`,
  );
}

const RECORD_WORKERS = `
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const threads = createRequire(import.meta.url)('node:worker_threads');
const log = process.env.DOCS_CI_WORKER_LOG;
if (threads.isMainThread && log) {
  const record = (event, script) => appendFileSync(log, JSON.stringify({ event, script: String(script) }) + '\\n');
  threads.Worker = class extends threads.Worker {
    constructor(script, options) {
      super(script, options);
      for (const event of ['online', 'message', 'error']) this.on(event, () => record(event, script));
    }
  };
}
`;

async function checkService(cli, leg, { check }) {
  const preview = await cli(['preview', '--project-id', 'pkg', '--branch', 'docs/package-check', '--json']);
  const previewed = parseJson(preview.stdout) ?? {};
  check(
    preview.code === 0 && previewed.status === 'success' && Boolean(previewed.previewUrl),
    'preview against the emulator: success, with its address',
    `exit ${preview.code}\n${preview.stdout}${preview.stderr}`,
  );
  const deploy = await cli(['deploy', '--project-id', 'pkg', '--json']);
  const deployed = parseJson(deploy.stdout) ?? {};
  const status = await cli(['status', String(deployed.statusId), '--json']);
  check(
    deploy.code === 0 &&
      deployed.status === 'success' &&
      status.code === 0 &&
      parseJson(status.stdout)?.status === 'success',
    'deploy, then status of that deployment: success',
    `${deploy.stdout}${deploy.stderr}${status.stdout}${status.stderr}`,
  );
  const values = join(leg, 'values.yaml');
  writeFileSync(values, 'replicaCount: 1\n');
  const exported = await cli([
    'export',
    '--domain',
    'docs.example.com',
    '--out',
    join(leg, 'bundle.tar.gz'),
    '--extract',
    join(leg, 'site'),
    '--values',
    values,
    '--json',
  ]);
  const job = parseJson(exported.stdout) ?? {};
  check(
    exported.code === 0 &&
      job.status === 'completed' &&
      /^[0-9a-f]{64}$/.test(job.sha256 ?? '') &&
      existsSync(join(leg, 'site')),
    'export: completed, downloaded (sha256), extracted, rolled into a values file',
    `${exported.stdout}${exported.stderr}`,
  );
  const bundle = await cli(['bundle', String(job.jobId), '--json']);
  const link = parseJson(bundle.stdout)?.bundleUrl;
  check(
    bundle.code === 0 && typeof link === 'string',
    'bundle: a fresh link for the job',
    `${bundle.stdout}${bundle.stderr}`,
  );
  const rollout = await cli(['rollout', '--values', values, '--version', 'package-check', '--json'], {
    DOCS_BUNDLE_URL: link ?? '',
  });
  check(
    rollout.code === 0 &&
      parseJson(rollout.stdout)?.changed === true &&
      readFileSync(values, 'utf8').includes('package-check'),
    'rollout: the fresh link and version into the values file',
    `${rollout.stdout}${rollout.stderr}`,
  );
  const watched = await cli([
    'watch-specs',
    join(fixtures, 'valid-inheritance'),
    '--project-id',
    'pkg',
    '--state',
    join(leg, 'specs-state.json'),
    '--json',
  ]);
  check(
    watched.code === 0 && Array.isArray(parseJson(watched.stdout)?.changed),
    'watch-specs: nothing to redeploy',
    `${watched.stdout}${watched.stderr}`,
  );
  const demo = await cli(['demo']);
  check(
    demo.code === 2 &&
      /clone the repository/.test(demo.stderr) &&
      demo.stderr.trim().split('\n').length === 1,
    'demo: one line saying it runs from a checkout of the repository (exit 2)',
    `exit ${demo.code}\n${demo.stderr}`,
  );
}

/** The recipes of docs/cli.md, with `npx --yes docs-ci@1` served by the package installed from the tarball. */
async function checkRecipes(bin, env, leg, { check }) {
  const shims = join(leg, 'shims');
  mkdirSync(shims);
  const npx = join(shims, 'npx');
  writeFileSync(
    npx,
    '#!/bin/sh\n# The recipes say `npx --yes docs-ci@1 ...`: served by the package installed from the tarball.\n' +
      `[ "$1" = --yes ] && [ "$2" = docs-ci@1 ] || { echo "unexpected npx call: $*" >&2; exit 127; }\n` +
      `shift 2\nexec '${bin}' "$@"\n`,
  );
  chmodSync(npx, 0o755);
  const recipes = cliRecipes(readFileSync(join(root, RECIPES_PAGE), 'utf8'));
  check(
    recipes.length === 3,
    `${RECIPES_PAGE} has the shell, GitLab CI and Bitbucket Pipelines recipes`,
    recipes.map((r) => r.name).join(', '),
  );
  for (const recipe of recipes) {
    const workspace = join(leg, `recipe-${recipe.name}`);
    cpSync(join(fixtures, 'valid-inheritance'), join(workspace, 'docs'), { recursive: true });
    const branch = `docs/${recipe.name}-recipe`;
    const recipeEnv = {
      ...env,
      PATH: `${shims}${delimiter}${env.PATH}`,
      DOCS_PROJECT_ID: 'recipes',
      ...recipe.env(branch),
    };
    if (recipe.name === 'shell') {
      const git = (...argv) =>
        run('git', ['-c', 'user.name=check', '-c', 'user.email=check@example.com', ...argv], {
          cwd: workspace,
        });
      await git('init', '--quiet', '--initial-branch', branch);
      await git('add', '.');
      await git('commit', '--quiet', '-m', 'docs');
    }
    writeFileSync(join(workspace, 'recipe.sh'), recipe.script);
    const ran = await run('sh', ['recipe.sh'], { cwd: workspace, env: recipeEnv });
    const preview = existsSync(join(workspace, 'preview.json'))
      ? parseJson(readFileSync(join(workspace, 'preview.json'), 'utf8'))
      : undefined;
    check(
      ran.code === 0 &&
        preview?.status === 'success' &&
        preview?.branch === branch &&
        /^Preview at http/m.test(ran.stdout),
      `recipe ${recipe.name} of ${RECIPES_PAGE}: validates docs/, previews ${branch}`,
      `exit ${ran.code}\n${ran.stdout}${ran.stderr}`,
    );
  }
}

async function checkOnNode(node, installed, work, index) {
  const leg = join(work, `node-${index}`);
  mkdirSync(leg);
  const path = `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`;
  const version = (await run(node, ['--version'])).stdout.trim();
  let text = '';
  const report = reporter((line) => (text += line), `Node ${version}: `);
  report.say(`\nThe installed docs-ci on Node ${version} (${node}):`);
  // The bin's shebang (`#!/usr/bin/env node`) finds this Node first on PATH, as on a user's machine.
  const base = { PATH: path, HOME: process.env.HOME ?? leg, DOCS_CI_QUOTA_DIR: join(leg, 'quota') };
  const cli = (argv, extra = {}) => run(installed.bin, argv, { cwd: leg, env: { ...base, ...extra } });
  try {
    const shown = await cli(['--version']);
    report.check(
      shown.code === 0 && shown.stdout.trim() === installed.manifest.version,
      `docs-ci --version: ${installed.manifest.version}`,
      `${shown.stdout}${shown.stderr}`,
    );
    await checkValidate(cli, leg, report);
    const emulator = await startEmulator(installed.bin, base);
    try {
      const env = { ...base, DOCS_API_URL: emulator.DOCS_API_URL, DOCS_API_KEY: emulator.DOCS_API_KEY };
      report.check(true, `docs-ci emulator: serving at ${emulator.DOCS_API_URL}`);
      await checkService((argv, extra = {}) => cli(argv, { ...env, ...extra }), leg, report);
      await checkRecipes(installed.bin, env, leg, report);
    } finally {
      await emulator.stop();
    }
  } catch (error) {
    report.check(false, error instanceof Error ? error.message : String(error));
  }
  process.stderr.write(text);
  return version;
}

const work = mkdtempSync(join(tmpdir(), 'docs-ci-package-'));
let summary = {};
try {
  const info = await pack(work);
  checkContents(info);
  summary = {
    tarball: info.filename,
    sizeBytes: info.size,
    unpackedBytes: info.unpackedSize,
    files: info.entryCount,
    maxBytes,
  };
  if (failures.length === 0) {
    const installed = await install(work, join(work, info.filename));
    const nodes = values('--node');
    if (nodes.length === 0) nodes.push(process.execPath);
    if (flag('--oldest')) nodes.push(await oldestNode(installed.manifest.engines?.node ?? ''));
    // The legs wait on the emulator most of the time: side by side they take about as long as one.
    summary.nodes = await Promise.all(nodes.map((node, index) => checkOnNode(node, installed, work, index)));
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  say(`  ✗ ${failures.at(-1)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
summary.failures = failures;
say(
  failures.length === 0
    ? '\nThe package works as installed.'
    : `\nThe package check failed (${failures.length}):\n  ${failures.join('\n  ')}`,
);
if (flag('--json')) process.stdout.write(`${JSON.stringify(summary)}\n`);
process.exitCode = failures.length === 0 ? 0 : 1;
