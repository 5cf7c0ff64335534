import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../support/cli.js';
import type { PullRequestScenario } from '../../support/pr-scenario.js';
import { createPullRequestScenario, EXPECTED_NEW, git } from '../../support/pr-scenario.js';

// The CLI anywhere (a GitLab merge request, a laptop): the base as a previous report or as a
// checkout of the base commit (a git worktree), and only the new findings decide.
let root: string;
let scenario: PullRequestScenario;
let head: string;
let baseWorktree: string;
// git runs with the CLI's environment: it needs PATH to be found.
const env = { PATH: process.env.PATH ?? '' };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-ci-cli-base-'));
  scenario = createPullRequestScenario(root);
  head = join(root, 'head');
  git(root, 'clone', '-q', scenario.origin, head);
  git(head, 'checkout', '-q', scenario.merge);
  baseWorktree = join(root, 'base');
  git(head, 'worktree', 'add', '-q', '--detach', baseWorktree, scenario.base);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

type JsonFinding = { rule: string; file: string; new?: boolean };
const newOnes = (json: Record<string, unknown>) =>
  [...(json.errors as JsonFinding[]), ...(json.warnings as JsonFinding[])]
    .filter((f) => f.new)
    .map(({ rule, file }) => ({ rule, file }))
    .sort((a, b) => a.file.localeCompare(b.file));

describe('docs-ci validate against a base', () => {
  it('--base-dir: a worktree of the base, renames followed through git', async () => {
    const run = await runCli(
      ['validate', join(head, 'docs'), '--base-dir', join(baseWorktree, 'docs'), '--format', 'json'],
      env,
    );
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(run.code).toBe(1);
    expect(newOnes(json)).toEqual(EXPECTED_NEW);
    expect(json).toMatchObject({ scope: 'new', comparison: { newErrors: 2, newWarnings: 0 } });
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('--base-dir of a worktree that is not its commit: validated apart, renames still followed', async () => {
    const generated = join(baseWorktree, 'docs', 'generated.json');
    writeFileSync(generated, '{}');
    try {
      const run = await runCli(
        ['validate', join(head, 'docs'), '--base-dir', join(baseWorktree, 'docs'), '--format', 'json'],
        env,
      );
      expect(run.stderr).toMatch(/validated apart \(the base folder: the working tree differs/);
      expect(newOnes(JSON.parse(run.stdout) as Record<string, unknown>)).toEqual(EXPECTED_NEW);
    } finally {
      rmSync(generated);
    }
  }, 60_000);

  it('--baseline: a previous --format json report; --scope all still fails on old errors', async () => {
    const base = await runCli(['validate', join(baseWorktree, 'docs'), '--format', 'json'], env);
    const report = join(root, 'base-report.json');
    writeFileSync(report, base.stdout);
    const compared = await runCli(['validate', join(head, 'docs'), '--baseline', report], env);
    expect(compared.code).toBe(1);
    expect(compared.stdout).toMatch(/^reference\.mdx:5:\d+: error \(new\) snippet-not-found/m);
    expect(compared.stdout).toMatch(/^index\.mdx:9:\d+: error snippet-not-found/m);
    expect(compared.stdout).toMatch(/compared with baseline .*: 2 new errors, 1 new warning$/m);
    // Without the rename (a report has no git), the moved file's warning counts as new: fail-on errors ignores it.
    const lenient = await runCli(
      ['validate', join(head, 'docs'), '--baseline', report, '--fail-on', 'never', '--format', 'json'],
      env,
    );
    expect(lenient.code).toBe(0);
  }, 60_000);

  it('a pull request that adds nothing passes with old errors present', async () => {
    const run = await runCli(
      ['validate', join(baseWorktree, 'docs'), '--base-dir', join(baseWorktree, 'docs')],
      env,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 new errors, 0 new warnings/);
    const all = await runCli(
      ['validate', join(baseWorktree, 'docs'), '--base-dir', join(baseWorktree, 'docs'), '--scope', 'all'],
      env,
    );
    expect(all.code).toBe(1);
  }, 60_000);

  it('--base-dir of a worktree whose change only edits a page: one validation, as the base validated apart', async () => {
    const edited = join(root, 'edited');
    git(head, 'worktree', 'add', '-q', '--detach', edited, scenario.base);
    const page = join(edited, 'docs', 'index.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nSee [nowhere](/not-a-page).\n`);
    git(edited, 'commit', '-q', '-am', 'edit a page');
    const args = [
      'validate',
      join(edited, 'docs'),
      '--base-dir',
      join(baseWorktree, 'docs'),
      '--format',
      'json',
    ];
    const reused = await runCli(args, env);
    expect(reused.stderr).toMatch(/in one validation: the change edits 1 page\(s\) in place/);
    const json = JSON.parse(reused.stdout) as Record<string, unknown>;
    expect(newOnes(json)).toEqual([expect.objectContaining({ file: 'index.mdx' })]);
    // A file in the base worktree that is not its commit: the base folder is validated apart.
    const generated = join(baseWorktree, 'docs', 'generated.json');
    writeFileSync(generated, '{}');
    try {
      const apart = await runCli(args, env);
      expect(apart.stderr).toMatch(
        /The base folder is validated apart \(the base folder: the working tree differs/,
      );
      expect(newOnes(JSON.parse(apart.stdout) as Record<string, unknown>)).toEqual(newOnes(json));
    } finally {
      rmSync(generated);
    }
  }, 60_000);

  it('usage mistakes exit 2 with one message', async () => {
    const both = await runCli(['validate', head, '--baseline', 'x.json', '--base-dir', 'y'], env);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--baseline or --base-dir, not both/);
    const scope = await runCli(['validate', head, '--scope', 'new'], env);
    expect(scope.code).toBe(2);
    expect(scope.stderr).toMatch(/--scope new needs a base/);
  });
});
