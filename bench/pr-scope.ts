import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/children.js';
import { ensureGeneratedSite, SCALE_SITE } from './lib/generated-site.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, min, MiB, round } from './lib/stats.js';

const ROUNDS = 3;
const CHANGED_PAGES = 10;
/** Bump when the repository's commits change shape. */
const SCENARIO_VERSION = 1;

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_AUTHOR_DATE: '2026-11-01T12:00:00Z',
  GIT_COMMITTER_DATE: '2026-11-01T12:00:00Z',
};

interface Scenario {
  repo: string;
  base: string;
  head: string;
  merge: string;
  pages: string[];
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 64 * MiB }).trim();
}

/**
 * The generated site as a git repository with a pull request of 10 edited pages (lines inserted
 * above their content, and one new broken link), checked out as actions/checkout checks a pull
 * request out: the merge commit. Made once, kept in bench/.work/pr-scope.
 */
function ensureScenario(siteDir: string, workDir: string): Scenario {
  const stamp = join(workDir, `scenario-v${SCENARIO_VERSION}.json`);
  if (existsSync(stamp)) return JSON.parse(readFileSync(stamp, 'utf8')) as Scenario;
  rmSync(workDir, { recursive: true, force: true });
  const repo = join(workDir, 'repo');
  mkdirSync(repo, { recursive: true });
  cpSync(siteDir, repo, { recursive: true, filter: (path) => !path.endsWith('.generated.json') });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', '-b', 'feature');
  const all = git(repo, 'ls-files', '--', 'en/*.mdx').split('\n');
  const pages = Array.from(
    { length: CHANGED_PAGES },
    (_, i) => all[Math.floor(((i + 0.5) * all.length) / CHANGED_PAGES)]!,
  );
  pages.forEach((page, i) => {
    const text = readFileSync(join(repo, page), 'utf8');
    const end = text.indexOf('\n---\n', 4) + 5;
    const added = i === 0 ? '\nSee [the page that is gone](/en/no-such-page).\n' : '';
    writeFileSync(
      join(repo, page),
      `${text.slice(0, end)}\nA new paragraph\nof two lines.\n${added}${text.slice(end)}`,
    );
  });
  git(repo, 'commit', '-q', '-am', 'Edit 10 pages');
  const head = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', 'main');
  git(repo, 'merge', '-q', '--no-ff', '-m', 'Merge feature', 'feature');
  const merge = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', '--detach', merge);
  const scenario: Scenario = { repo, base, head, merge, pages };
  writeFileSync(stamp, JSON.stringify(scenario));
  return scenario;
}

/** The validate action (dist/validate) as the runner starts it on a pull request, with `scope`. */
function actionRun(scenario: Scenario, dir: string, scope: 'all' | 'auto') {
  const event = join(dir, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      number: 1,
      pull_request: { number: 1, head: { sha: scenario.head }, base: { sha: scenario.base } },
    }),
  );
  const output = join(dir, `output-${scope}`);
  const summary = join(dir, `summary-${scope}`);
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_WORKSPACE: scenario.repo,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: dir,
    INPUT_SCOPE: scope,
    'INPUT_DOCS-DIR': '.',
    'INPUT_FAIL-ON': 'never',
    INPUT_ANNOTATE: 'commands',
    'INPUT_FETCH-URLS': 'false',
  };
  return { env, output };
}

function outputValue(file: string, name: string): string | undefined {
  const text = readFileSync(file, 'utf8');
  const match = new RegExp(`^${name}<<(.+)\\n([\\s\\S]*?)\\n\\1$`, 'm').exec(text);
  return match?.[2];
}

/**
 * A pull request of 10 edited pages on the generated 25,000-page repository, validated by the
 * validate action with `scope: auto` (findings compared with the base commit's), against one full
 * validation of the same checkout by the same action (`scope: all`).
 */
export async function prScopeAtScale(): Promise<BenchResult> {
  const started = performance.now();
  const site = ensureGeneratedSite(join(ROOT, 'bench', '.work', 'scale'));
  const workDir = join(ROOT, 'bench', '.work', 'pr-scope');
  const scenario = ensureScenario(site.dir, workDir);
  const runDir = join(workDir, 'run');
  mkdirSync(runDir, { recursive: true });
  const entry = join(ROOT, 'dist', 'validate', 'index.js');
  const wall: Record<'all' | 'auto', number[]> = { all: [], auto: [] };
  const rss: Record<'all' | 'auto', number[]> = { all: [], auto: [] };
  const said: Record<'all' | 'auto', string> = { all: '', auto: '' };
  const order: ('all' | 'auto')[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const turn: ('all' | 'auto')[] = r % 2 === 0 ? ['all', 'auto'] : ['auto', 'all'];
    order.push(turn);
    for (const scope of turn) {
      const { env, output } = actionRun(scenario, runDir, scope);
      const run = await runNodeMeasured([entry], { env, cwd: scenario.repo, timeoutMs: 300_000 });
      if (run.code !== 0) throw new Error(describeFailure(`validate action, scope ${scope}`, run));
      wall[scope].push(run.wallMs);
      if (run.peakRssKiB !== undefined) rss[scope].push((run.peakRssKiB * 1024) / MiB);
      said[scope] =
        `${outputValue(output, 'warnings') ?? '?'} warnings, ${outputValue(output, 'new-warnings') || 'not compared'} new; ` +
        (scope === 'all'
          ? 'no comparison'
          : /in one validation/.test(run.stdout)
            ? `the base's findings: the head's, with the base versions of the ${CHANGED_PAGES} pages checked beside it`
            : 'the base validated from its own files');
      if (scope === 'auto' && outputValue(output, 'new-warnings') !== '1')
        throw new Error(
          `scope auto found ${outputValue(output, 'new-warnings')} new warnings, not the 1 the pull request adds`,
        );
    }
  }
  const ratio = median(wall.auto) / median(wall.all);
  const spread = (values: number[]) => `${round(min(values), 0)}-${round(max(values), 0)}`;
  return {
    id: 'pr-scope',
    title: '9. Pull-request scope at scale',
    figures: [
      figure({
        metric: `pr-scope ${SCALE_SITE.pages.toLocaleString('en')}-page: wall time vs one full validation`,
        value: round(median(wall.auto), 0),
        unit: 'ms',
        reference: { label: 'scope all', value: round(median(wall.all), 0), unit: 'ms' },
        ratio,
        goal: { on: 'ratio', op: '<=', limit: 1.3 },
      }),
      figure({
        metric: `pr-scope ${SCALE_SITE.pages.toLocaleString('en')}-page: peak RSS`,
        value: round(median(rss.auto), 1),
        unit: 'MiB',
        reference: { label: 'scope all', value: round(median(rss.all), 1), unit: 'MiB' },
        goal: { on: 'value', op: '<=', limit: 300 },
      }),
    ],
    notes: [
      `The generated repository of benchmark 7 as a git repository (made once in bench/.work/pr-scope), a pull request editing ${CHANGED_PAGES} pages ` +
        '(two lines inserted above their content, one new broken link), checked out as its merge commit like actions/checkout does; ' +
        'dist/validate run as the runner runs it (INPUT_* env, event payload, GITHUB_OUTPUT), scope auto against scope all on the same checkout.',
      `${ROUNDS} rounds, each a fresh process, the order alternating; medians, min-max: scope auto ${spread(wall.auto)} ms, scope all ${spread(wall.all)} ms; peak RSS (VmHWM) auto ${spread(rss.auto)} MiB, all ${spread(rss.all)} MiB.`,
      `Scope auto: ${said.auto}.`,
      `Scope all: ${said.all}.`,
    ],
    details: {
      wallMs: { auto: wall.auto.map((ms) => round(ms, 0)), all: wall.all.map((ms) => round(ms, 0)) },
      peakRssMiB: { auto: rss.auto.map((m) => round(m, 1)), all: rss.all.map((m) => round(m, 1)) },
      order,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
    },
    durationMs: performance.now() - started,
  };
}
