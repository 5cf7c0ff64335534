import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fakeSha } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';

const TOKEN = 'ghs_root_e2e_token_0123456789';
const FIXTURES = resolve(import.meta.dirname, '../fixtures/export');
const suite = useActionSuite({ token: TOKEN, emulator: { exportDurationMs: 20_000 } });
const { runBuiltAction } = suite;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-root-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const pullRequestEvent = (branch: string) => ({
  action: 'synchronize',
  number: 7,
  pull_request: {
    number: 7,
    head: {
      ref: branch,
      sha: fakeSha(branch),
      repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } },
    },
    base: { ref: 'main', repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } } },
  },
  repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
});

function run(
  name: '.' | 'preview' | 'export',
  eventName: string,
  event: unknown,
  inputs: Record<string, string>,
) {
  return runBuiltAction(name, {
    eventName,
    event,
    inputs: { 'api-key': suite.emulator.apiKey, 'base-url': suite.emulator.url, ...inputs },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
  });
}

/** Outputs minus the ones that differ between any two runs (ids, timings). */
function stable(outputs: Record<string, string>) {
  const { result, 'comment-id': _c, 'deployment-id': _d, 'status-id': _s, ...rest } = outputs;
  const parsed = JSON.parse(result ?? '{}') as Record<string, unknown>;
  return { ...rest, resultKeys: Object.keys(parsed).sort(), ok: parsed.ok };
}

describe('root action (dist)', () => {
  it('on pull_request runs preview: says so first, comments, and gives the sub-action outputs plus command', async () => {
    const root = await run('.', 'pull_request', pullRequestEvent('feature/root'), { 'project-id': 'proj' });
    expect(root.exitCode).toBe(0);
    expect(root.stdout.split('\n')[0]).toBe('docs-ci: running preview (command: auto, pull_request event)');
    expect(root.outputs.command).toBe('preview');
    const comments = suite.github.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(root.outputs['preview-url']);
    expect(suite.github.deployments()).toHaveLength(1);

    const sub = await run('preview', 'pull_request', pullRequestEvent('feature/sub'), {
      'project-id': 'proj',
    });
    const { command: _command, ...rootOutputs } = root.outputs;
    expect(Object.keys(rootOutputs).sort()).toEqual(Object.keys(sub.outputs).sort());
    expect(stable(rootOutputs)).toEqual({
      ...stable(sub.outputs),
      'preview-url': rootOutputs['preview-url'],
    });
    const shape = (summary: string) =>
      summary.split('\n').map((line) => line.split('|')[1]?.trim() ?? line.slice(0, 12));
    expect(shape(root.summary)).toEqual(shape(sub.summary));
  });

  it('on schedule with branches refreshes every matching branch', async () => {
    suite.github.addBranches(['main', 'feature/a', 'feature/b', 'fix/c']);
    const root = await run('.', 'schedule', {}, { 'project-id': 'proj', branches: 'feature/*' });
    expect(root.exitCode).toBe(0);
    expect(root.stdout.split('\n')[0]).toBe(
      'docs-ci: running preview (command: auto, schedule event, scheduled mode for the branches input)',
    );
    const result = JSON.parse(root.outputs.result!) as { results: { branch: string }[] };
    expect(result.results.map((r) => r.branch).sort()).toEqual(['feature/a', 'feature/b']);
  });

  it('on workflow_dispatch with domain exports and rolls out, like the export sub-action', async () => {
    const values = join(dir, 'values.yaml');
    await copyFile(join(FIXTURES, 'values.input.yaml'), values);
    const root = await run(
      '.',
      'workflow_dispatch',
      {},
      {
        domain: 'docs.example.com',
        'values-file': values,
        version: '2026.11.23',
      },
    );
    expect(root.exitCode).toBe(0);
    expect(root.stdout.split('\n')[0]).toBe('docs-ci: running export (command: auto, input domain is given)');
    expect(root.outputs).toMatchObject({ command: 'export', status: 'completed', 'values-changed': 'true' });
    expect(root.outputs['bundle-path']).toBeTruthy();
    const written = await readFile(values, 'utf8');
    expect(written).toContain('enabled: true');
    expect(written).toMatch(/version: ['"]?2026\.11\.23/);
    // The export's own default for values-key (staticExport) was applied by the root.
    expect(written).toMatch(/staticExport:\n(?:.*\n)*?\s+bundleUrl: "?http/);

    const sub = await run('export', 'workflow_dispatch', {}, { domain: 'docs.example.com' });
    const { command: _command, ...rootOutputs } = root.outputs;
    expect(Object.keys(rootOutputs).sort()).toEqual(Object.keys(sub.outputs).sort());
  });

  it('on an unsupported event under auto fails before any request, naming the command input', async () => {
    const root = await run('.', 'issue_comment', {}, { 'project-id': 'proj' });
    expect(root.exitCode).toBe(1);
    expect(root.stdout).toMatch(
      /::error::docs-ci failed: input command: auto cannot pick a command for the issue_comment event/,
    );
    expect(JSON.parse(root.outputs.result!)).toMatchObject({ ok: false, error: { kind: 'configuration' } });
    expect(suite.emulator.requests).toHaveLength(0);
    expect(suite.github.requests).toHaveLength(0);
  });

  it('an explicit command runs on any event; an input the command does not read is a warning naming it', async () => {
    const root = await run(
      '.',
      'release',
      {},
      { command: 'validate', 'docs-dir': dir, domain: 'docs.example.com' },
    );
    expect(root.stdout.split('\n')[0]).toBe('docs-ci: running validate (command: validate)');
    expect(root.stdout).toMatch(/::warning::input domain is not used by the validate command/);
    expect(root.stdout).toMatch(/::warning::input api-key is not used by the validate command/);
    expect(root.outputs.command).toBe('validate');
  });
});
