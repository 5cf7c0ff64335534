import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { validateWithScope } from '../../../src/validate/base/scoped-validation.js';
import type { ScopedValidationOptions } from '../../../src/validate/base/scoped-validation.js';
import type { Finding } from '../../../src/validate/index.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import type { PullRequestScenario } from '../../support/pr-scenario.js';
import { createPullRequestScenario, EXPECTED_NEW, EXPECTED_OLD, git } from '../../support/pr-scenario.js';

// Real git, a real pull request: the base commit comes from the checkout, from one fetched commit,
// or from GitHub's tarball, and each way finds exactly the two findings the pull request introduced.
let root: string;
let scenario: PullRequestScenario;
let fake: FakeGitHub;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  root = mkdtempSync(join(tmpdir(), 'docs-ci-pr-'));
  scenario = createPullRequestScenario(root);
  fake = await startFakeGitHub();
  const baseTree = join(root, 'base-tree');
  scenario.exportTree(scenario.base, baseTree);
  await fake.setTreeAt(scenario.base, baseTree);
  fake.setPullFiles(1, [
    { filename: 'docs/guides/guide.mdx', status: 'renamed', previous_filename: 'docs/guide.mdx' },
    { filename: 'docs/index.mdx', status: 'modified' },
    { filename: 'docs/reference.mdx', status: 'modified' },
    { filename: 'docs/extra.mdx', status: 'removed' },
  ]);
}, 60_000);

afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

function pullRequestRun(workspace: string, overrides: Partial<ScopedValidationOptions> = {}) {
  const logger = createRecordingLogger();
  const options: ScopedValidationOptions = {
    docsDir: join(workspace, 'docs'),
    fetchUrls: false,
    scope: 'auto',
    eventName: 'pull_request',
    eventPayload: {
      number: 1,
      pull_request: { number: 1, head: { sha: scenario.head }, base: { sha: scenario.base } },
    },
    workspace,
    tempDir: join(root, 'tmp'),
    env: process.env,
    logger,
    ...overrides,
  };
  return { logger, run: () => validateWithScope(options) };
}

const summary = (findings: Finding[], isNew: boolean) =>
  findings
    .filter((f) => f.new === isNew)
    .map((f) => ({ rule: f.rule, file: f.file }))
    .sort((a, b) => a.file.localeCompare(b.file));

function expectOnlyIntroduced(findings: Finding[]) {
  expect(summary(findings, true)).toEqual(EXPECTED_NEW);
  expect(summary(findings, false)).toEqual(EXPECTED_OLD);
}

describe('scope auto on a pull request', () => {
  it('a full checkout of the merge commit: the base is its first parent, from git', async () => {
    const workspace = join(root, 'full');
    git(root, 'clone', '-q', scenario.origin, workspace);
    git(workspace, 'checkout', '-q', scenario.merge);
    const { logger, run } = pullRequestRun(workspace);
    const result = await run();
    expect(result.scope).toBe('new');
    const { errors, warnings, comparison } = result.report;
    expectOnlyIntroduced([...errors, ...warnings]);
    expect(comparison).toEqual({
      base: `commit ${scenario.base.slice(0, 7)} (git)`,
      newErrors: 2,
      newWarnings: 0,
    });
    expect(logger.text()).toMatch(/first parent of the checked-out merge commit\), read through git/);
    // The files the pull request touched, renames and deletions included, from git.
    expect([...(result.changedFiles ?? [])].sort()).toEqual([
      'extra.mdx',
      'guides/guide.mdx',
      'index.mdx',
      'reference.mdx',
    ]);
  }, 60_000);

  it('a depth-1 checkout fetches the one base commit', async () => {
    const workspace = join(root, 'shallow');
    git(root, 'clone', '-q', '--depth=1', '--branch', 'pull/1/merge', `file://${scenario.origin}`, workspace);
    expect(() => git(workspace, 'cat-file', '-e', `${scenario.base}^{commit}`)).toThrow();
    const { logger, run } = pullRequestRun(workspace);
    const result = await run();
    expectOnlyIntroduced([...result.report.errors, ...result.report.warnings]);
    expect(logger.text()).toMatch(/read through git: the files the change touched \(the commit fetched\)/);
    git(workspace, 'cat-file', '-e', `${scenario.base}^{commit}`);
  }, 60_000);

  it('no git: the base from GitHub tarball, the renames from the pull request files', async () => {
    const workspace = join(root, 'no-git');
    scenario.exportTree(scenario.merge, workspace);
    const { logger, run } = pullRequestRun(workspace, {
      github: { octokit: octokitFor(fake), owner: 'acme', repo: 'docs' },
    });
    const result = await run();
    expectOnlyIntroduced([...result.report.errors, ...result.report.warnings]);
    expect(logger.text()).toMatch(/read through api: git could not give the base commit/);
    const tarball = fake.requests.filter((r) => r.route?.includes('tarball'));
    expect(tarball).toHaveLength(1);
    expect(result.report.comparison?.base).toBe(`commit ${scenario.base.slice(0, 7)} (api)`);
  }, 60_000);

  it('a checkout of the head itself is compared with the merge base GitHub names', async () => {
    const workspace = join(root, 'head-only');
    scenario.exportTree(scenario.head, workspace);
    // The base branch moved on after the pull request branched off: the payload names its new tip.
    fake.setMergeBase('f'.repeat(40), scenario.head, scenario.base);
    const { run } = pullRequestRun(workspace, {
      eventPayload: {
        pull_request: { number: 1, head: { sha: scenario.head }, base: { sha: 'f'.repeat(40) } },
      },
      github: { octokit: octokitFor(fake), owner: 'acme', repo: 'docs' },
    });
    const result = await run();
    expectOnlyIntroduced([...result.report.errors, ...result.report.warnings]);
  }, 60_000);

  it('no base to be had: every finding decides, with one warning naming the fixes', async () => {
    const workspace = join(root, 'nothing');
    scenario.exportTree(scenario.merge, workspace);
    const { logger, run } = pullRequestRun(workspace);
    const result = await run();
    expect(result.scope).toBe('all');
    expect(result.report.comparison).toBeUndefined();
    const warnings = logger.lines.filter((line) => line.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/every finding decides \(scope all\)/);
    expect(warnings[0]?.message).toMatch(/fetch-depth: 0/);
    expect(warnings[0]?.message).toMatch(/contents: read/);
  }, 60_000);

  it('scope all never reads the base; scope auto on a push or a schedule decides on all', async () => {
    const workspace = join(root, 'full');
    for (const [scope, eventName] of [
      ['all', 'pull_request'],
      ['auto', 'push'],
      ['auto', 'schedule'],
    ] as const) {
      const before = fake.requests.length;
      const { run } = pullRequestRun(workspace, { scope, eventName });
      const result = await run();
      expect(result.scope).toBe('all');
      expect(result.report.comparison).toBeUndefined();
      expect(result.report.errors.every((f) => f.new === undefined)).toBe(true);
      expect(fake.requests.length).toBe(before);
    }
  }, 60_000);

  it('scope new on a push compares with the commit before it', async () => {
    const workspace = join(root, 'full');
    const { run } = pullRequestRun(workspace, {
      scope: 'new',
      eventName: 'push',
      eventPayload: { before: scenario.base, after: scenario.merge },
    });
    const result = await run();
    expect(result.scope).toBe('new');
    expectOnlyIntroduced([...result.report.errors, ...result.report.warnings]);
  }, 60_000);
});
