import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/children.js';
import { ensureGeneratedSite, SCALE_SITE } from './lib/generated-site.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, min, MiB, round, spreadOf } from './lib/stats.js';

const ROUNDS = 5;
const CHANGED_PAGES = 10;
/** Bump when the repository's commits change shape. */
const SCENARIO_VERSION = 2;

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_AUTHOR_DATE: '2026-11-01T12:00:00Z',
  GIT_COMMITTER_DATE: '2026-11-01T12:00:00Z',
};

interface PullRequest {
  /** The checkout of its merge commit. */
  repo: string;
  base: string;
  head: string;
}

interface Scenario {
  /** 10 pages edited in place. */
  edits: PullRequest;
  /** One page added and listed in docs.json: the base is validated apart (its listing from git, the files the change touched from git, the rest from the checkout). */
  addition: PullRequest;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 64 * MiB }).trim();
}

/**
 * The generated site as a git repository with two pull requests, each checked out as
 * actions/checkout checks a pull request out (its merge commit): one edits 10 pages (lines inserted
 * above their content, one new broken link), the other adds a page and lists it in docs.json. Made
 * once, kept in bench/.work/pr-scope.
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

  git(repo, 'checkout', '-q', '-b', 'edits');
  const all = git(repo, 'ls-files', '--', 'en/*.mdx').split('\n');
  for (let i = 0; i < CHANGED_PAGES; i++) {
    const page = all[Math.floor(((i + 0.5) * all.length) / CHANGED_PAGES)]!;
    const text = readFileSync(join(repo, page), 'utf8');
    const end = text.indexOf('\n---\n', 4) + 5;
    const added = i === 0 ? '\nSee [the page that is gone](/en/no-such-page).\n' : '';
    writeFileSync(
      join(repo, page),
      `${text.slice(0, end)}\nA new paragraph\nof two lines.\n${added}${text.slice(end)}`,
    );
  }
  git(repo, 'commit', '-q', '-am', `Edit ${CHANGED_PAGES} pages`);
  const editsHead = git(repo, 'rev-parse', 'HEAD');

  git(repo, 'checkout', '-q', '-b', 'addition', base);
  writeFileSync(
    join(repo, 'en/new-page.mdx'),
    '---\ntitle: New page\n---\n\nSee [the page that is gone](/en/no-such-page).\n',
  );
  const docs = JSON.parse(readFileSync(join(repo, 'docs.json'), 'utf8')) as {
    navigation: { languages: { tabs: { groups: { pages: unknown[] }[] }[] }[] };
  };
  docs.navigation.languages[0]!.tabs[0]!.groups[0]!.pages.unshift('en/new-page');
  writeFileSync(join(repo, 'docs.json'), JSON.stringify(docs, null, 2));
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'Add a page');
  const additionHead = git(repo, 'rev-parse', 'HEAD');

  const mergeInto = (branch: string, checkout: string) => {
    git(repo, 'checkout', '-q', '--detach', base);
    git(repo, 'merge', '-q', '--no-ff', '-m', `Merge ${branch}`, branch);
    const merge = git(repo, 'rev-parse', 'HEAD');
    if (checkout !== repo) git(repo, 'worktree', 'add', '-q', '--detach', checkout, merge);
    return merge;
  };
  const additionRepo = join(workDir, 'repo-addition');
  mergeInto('addition', additionRepo);
  mergeInto('edits', repo);
  const scenario: Scenario = {
    edits: { repo, base, head: editsHead },
    addition: { repo: additionRepo, base, head: additionHead },
  };
  writeFileSync(stamp, JSON.stringify(scenario));
  return scenario;
}

/** The validate action (dist/validate) as the runner starts it on a pull request, with `scope`. */
function actionRun(scenario: PullRequest, dir: string, scope: 'all' | 'auto') {
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
  type Run = 'all' | 'auto' | 'added';
  const wall: Record<Run, number[]> = { all: [], auto: [], added: [] };
  const rss: Record<Run, number[]> = { all: [], auto: [], added: [] };
  const said: Record<Run, string> = { all: '', auto: '', added: '' };
  const order: Run[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const turn: Run[] = r % 2 === 0 ? ['all', 'auto', 'added'] : ['added', 'auto', 'all'];
    order.push(turn);
    for (const id of turn) {
      const scope = id === 'all' ? 'all' : 'auto';
      const pr = id === 'added' ? scenario.addition : scenario.edits;
      const { env, output } = actionRun(pr, runDir, scope);
      const run = await runNodeMeasured([entry], { env, cwd: pr.repo, timeoutMs: 300_000 });
      if (run.code !== 0) throw new Error(describeFailure(`validate action (${id})`, run));
      wall[id].push(run.wallMs);
      if (run.peakRssKiB !== undefined) rss[id].push((run.peakRssKiB * 1024) / MiB);
      const reused = /in one validation/.test(run.stdout);
      said[id] =
        `${outputValue(output, 'warnings') ?? '?'} warnings, ${outputValue(output, 'new-warnings') || 'not compared'} new` +
        (scope === 'all'
          ? ''
          : reused
            ? `; the base's findings: the head's, with the base versions of the edited pages checked beside it`
            : '; the base validated apart');
      if (scope === 'auto' && outputValue(output, 'new-warnings') !== '1')
        throw new Error(
          `${id}: ${outputValue(output, 'new-warnings')} new warnings, not the 1 the pull request adds`,
        );
      if (reused !== (id === 'auto')) throw new Error(`${id}: the base was ${reused ? '' : 'not '}reused`);
    }
  }
  const ratio = median(wall.auto) / median(wall.all);
  const spread = (values: number[]) => `${round(min(values), 0)}-${round(max(values), 0)}`;
  // Both wall-time figures are read against one full validation (scope all), round by round.
  const scopeAll = {
    label: 'scope all',
    value: round(median(wall.all), 0),
    unit: 'ms',
    spread: spreadOf(wall.all),
  } as const;
  const againstAll = (values: number[]) => spreadOf(values.map((ms, i) => ms / wall.all[i]!));
  return {
    id: 'pr-scope',
    title: '9. Pull-request scope at scale',
    figures: [
      figure({
        metric: `pr-scope ${SCALE_SITE.pages.toLocaleString('en')}-page: wall time vs one full validation`,
        value: round(median(wall.auto), 0),
        unit: 'ms',
        spread: spreadOf(wall.auto),
        reference: scopeAll,
        ratio,
        ratioSpread: againstAll(wall.auto),
        goal: { on: 'ratio', op: '<=', limit: 1.3 },
      }),
      figure({
        metric: `pr-scope ${SCALE_SITE.pages.toLocaleString('en')}-page, a page added to docs.json (base validated apart): wall time`,
        value: round(median(wall.added), 0),
        unit: 'ms',
        spread: spreadOf(wall.added),
        reference: scopeAll,
        ratio: median(wall.added) / median(wall.all),
        ratioSpread: againstAll(wall.added),
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
      `${ROUNDS} rounds, each a fresh process, the order alternating; medians, min-max: scope auto ${spread(wall.auto)} ms, scope all ${spread(wall.all)} ms, page added ${spread(wall.added)} ms; peak RSS (VmHWM) auto ${spread(rss.auto)} MiB, all ${spread(rss.all)} MiB, page added ${spread(rss.added)} MiB.`,
      `Scope auto: ${said.auto}. Scope all: ${said.all}. A page added (its own pull request, listed in docs.json, one broken link): ${said.added}.`,
    ],
    details: {
      wallMs: Object.fromEntries(Object.entries(wall).map(([id, v]) => [id, v.map((ms) => round(ms, 0))])),
      peakRssMiB: Object.fromEntries(Object.entries(rss).map(([id, v]) => [id, v.map((m) => round(m, 1))])),
      order,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
    },
    durationMs: performance.now() - started,
  };
}
