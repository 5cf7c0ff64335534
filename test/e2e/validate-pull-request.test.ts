import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import type { FakeGitHub } from '../support/fake-github.js';
import { startFakeGitHub } from '../support/fake-github.js';
import { git, page, write } from '../support/pr-scenario.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

// The built validate action on a pull request, as the runner runs it: a repository with 118
// findings of its own (58 missing snippets, 60 broken links), a pull request that adds 2 errors, a
// checkout of GitHub's merge commit, and a fake GitHub behind GITHUB_API_URL.
const runBuiltAction = withSecretGuard(runUnguarded);
const TOKEN = 'ghs_validate_pull_request_token';
let root: string;
let workspace: string;
let fake: FakeGitHub;
let base: string;
let head: string;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  root = mkdtempSync(join(tmpdir(), 'docs-ci-e2e-pr-'));
  const origin = join(root, 'origin');
  git(root, 'init', '-q', '-b', 'main', origin);
  const imports = Array.from({ length: 58 }, (_, i) => `import S${i} from '/snippets/missing-${i}.mdx';`);
  const links = Array.from({ length: 60 }, (_, i) => `[link ${i}](/gone-${i})`);
  write(origin, {
    'docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index', 'old'] } }) + '\n',
    'index.mdx': page('Home', 'Welcome.'),
    'old.mdx': page('Old', `${imports.join('\n')}\n\n${links.join('\n')}`),
  });
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  base = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'feature');
  write(origin, {
    'index.mdx': page(
      'Home',
      "import A from '/snippets/new-a.mdx';\nimport B from '/snippets/new-b.mdx';\n\nWelcome.",
    ),
  });
  git(origin, 'commit', '-q', '-am', 'feature');
  head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  workspace = join(root, 'workspace');
  git(root, 'clone', '-q', origin, workspace);
  git(workspace, 'merge', '-q', '--no-ff', '-m', 'Merge feature', 'origin/feature');
  fake = await startFakeGitHub();
}, 60_000);

afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

const validate = (inputs: Record<string, string> = {}) =>
  runBuiltAction('validate', {
    inputs,
    workspace,
    eventName: 'pull_request',
    event: { number: 9, pull_request: { number: 9, head: { sha: head }, base: { sha: base } } },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: fake.url },
  });

describe('validate action on a pull request (dist)', () => {
  it('120 findings: one check run with every annotation in batches of 50, 50 and 20; the 2 new errors decide', async () => {
    const run = await validate();
    expect(run.exitCode).toBe(1);
    const [check, ...others] = fake.checkRuns();
    expect(others).toEqual([]);
    expect(check).toMatchObject({
      name: 'docs-ci validate',
      headSha: head,
      conclusion: 'failure',
      requests: 3,
    });
    const batches = fake.requests
      .filter((r) => r.route?.includes('check-runs'))
      .map((r) => ((r.body as { output: { annotations: unknown[] } }).output.annotations ?? []).length);
    expect(batches).toEqual([50, 50, 20]);
    // The new ones come first, marked, then the others.
    expect(check?.annotations.slice(0, 2)).toEqual([
      expect.objectContaining({
        path: 'index.mdx',
        annotation_level: 'failure',
        title: 'snippet-not-found (new)',
      }),
      expect.objectContaining({
        path: 'index.mdx',
        annotation_level: 'failure',
        title: 'snippet-not-found (new)',
      }),
    ]);
    expect(check?.summary).toContain('### New findings');
    // No workflow-command annotations beside the check run: the failure itself is the only one.
    expect(run.stdout.match(/^::(error|warning) file=/gm)).toBeNull();
    expect(run.outputs).toMatchObject({
      errors: '60',
      warnings: '60',
      'new-errors': '2',
      'new-warnings': '0',
    });
    const result = JSON.parse(run.outputs.result as string) as {
      scope: string;
      annotated: string;
      errors: { new: boolean; file: string }[];
    };
    expect(result.scope).toBe('new');
    expect(result.annotated).toBe('check-run');
    expect(result.errors.filter((f) => f.new).map((f) => f.file)).toEqual(['index.mdx', 'index.mdx']);
    expect(run.stdout).toMatch(
      /validate failed: 2 new error\(s\), 0 new warning\(s\) \(60 error\(s\), 60 warning\(s\) in all\)/,
    );
    // The summary: the new ones linked to the file at the head commit, the old ones folded.
    expect(run.summary).toContain(`(https://github.com/acme/docs/blob/${head}/index.mdx#L5)`);
    expect(run.summary).toMatch(/<details><summary>118 pre-existing findings/);
    // The pull request only edits a page: the base's findings come from the same validation.
    expect(run.stdout).toMatch(
      /Compared with the base commit \w+ \(the first parent of the checked-out merge commit\) in one validation: the change edits 1 page\(s\) in place/,
    );
  }, 120_000);

  it('403 on the check run (a fork, a read-only token): workflow commands, new ones first, and one warning', async () => {
    fake.denyPermission('checks=write');
    try {
      const run = await validate();
      expect(run.exitCode).toBe(1);
      const annotations = run.stdout.match(/^::(error|warning) [^\n]*/gm) ?? [];
      expect(annotations[0]).toMatch(
        /^::error title=snippet-not-found \(new\),file=index\.mdx,line=5,col=\d+::/,
      );
      expect(run.stdout).toMatch(
        /^::warning::Could not create the check run "docs-ci validate" .*checks: write/m,
      );
      expect(run.stdout).toMatch(
        /GitHub shows at most 10 error and 10 warning annotations per step: 50 error\(s\) and 50 warning\(s\)/,
      );
      expect(JSON.parse(run.outputs.result as string)).toMatchObject({ annotated: 'commands', scope: 'new' });
    } finally {
      fake.allowAll();
    }
  }, 120_000);

  it('annotate: commands never calls the Checks API; scope: all fails on the old findings too', async () => {
    const before = fake.checkRuns().length;
    const run = await validate({ annotate: 'commands', scope: 'all', 'fail-on': 'never' });
    expect(run.exitCode).toBe(0);
    expect(fake.checkRuns()).toHaveLength(before);
    expect(run.outputs['new-errors']).toBeUndefined();
    expect(JSON.parse(run.outputs.result as string)).toMatchObject({ scope: 'all', annotated: 'commands' });
  }, 120_000);

  it('a bad scope or annotate is one clear message before any request', async () => {
    const before = fake.requests.length;
    const bad = await validate({ scope: 'mine' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(/input scope: "mine" is not one of auto, new, all/);
    const noToken = await runBuiltAction('validate', {
      inputs: { annotate: 'check-run', 'github-token': '' },
      workspace,
    });
    expect(noToken.stdout).toMatch(/input annotate: check-run needs github-token/);
    expect(fake.requests.length).toBe(before);
  }, 120_000);
});
