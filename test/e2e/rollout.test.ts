import { execFileSync } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import type { ActionRunResult } from '../support/run-action.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/export');
const SIGNATURE = 'e2e0rollout0signature0do0not0leak';
const BUNDLE_URL = `https://storage.example.com/exports/se_1/bundle.tar.gz?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=${SIGNATURE}`;

let dir: string;
let values: string;

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const runBuiltAction = withSecretGuard(runUnguarded, () => ({ secrets: [BUNDLE_URL] }));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-rollout-'));
  values = join(dir, 'values.yaml');
  await copyFile(join(FIXTURES, 'values.input.yaml'), values);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const result = (run: ActionRunResult) => JSON.parse(run.outputs['result'] ?? '{}') as Record<string, unknown>;

function expectNoLeak(run: ActionRunResult) {
  const shown = [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.stderr,
    run.summary,
    JSON.stringify(run.outputs),
  ].join('\n');
  expect(shown).not.toContain(SIGNATURE);
  expect(shown).not.toContain(BUNDLE_URL);
  // Workflow commands escape % as %25; the runner decodes it.
  expect(run.stdout).toContain(`::add-mask::${BUNDLE_URL.replace(/%/g, '%25')}`);
}

/** A fake helm first on PATH: records its arguments, then runs `body`. */
async function fakeHelm(body = 'echo "Happy Helming!"') {
  const bin = join(dir, 'bin');
  await mkdir(bin);
  const argvFile = join(dir, 'argv.txt');
  await writeFile(join(bin, 'helm'), `#!/bin/sh\nprintf '%s\\n' "$@" > "${argvFile}"\n${body}\n`);
  await chmod(join(bin, 'helm'), 0o755);
  return {
    env: { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
    argv: async () => (await readFile(argvFile, 'utf8')).trimEnd().split('\n'),
  };
}

describe('rollout action (dist)', () => {
  it('updates the values file (golden), then leaves it untouched the second time', async () => {
    const inputs = { 'values-file': values, 'bundle-url': BUNDLE_URL, version: '2026.11.22' };
    const first = await runBuiltAction('rollout', { inputs });
    expect(first.exitCode).toBe(0);
    expect(first.outputs['values-changed']).toBe('true');
    expect(result(first)).toMatchObject({ ok: true, changed: true, valuesFile: values });
    const written = await readFile(values, 'utf8');
    expect(written.replace(BUNDLE_URL, '<BUNDLE_URL>')).toBe(
      await readFile(join(FIXTURES, 'values.expected.yaml'), 'utf8'),
    );
    expect(first.summary).toContain('## Docs rollout');
    expect(first.summary).toContain('bundle.tar.gz?<redacted>');
    expectNoLeak(first);

    const before = await stat(values);
    const second = await runBuiltAction('rollout', { inputs });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['values-changed']).toBe('false');
    expect(await readFile(values, 'utf8')).toBe(written);
    expect((await stat(values)).mtimeMs).toBe(before.mtimeMs);
    expectNoLeak(second);
  });

  it('runs helm upgrade --install with -f and the extra arguments, never the URL', async () => {
    const helm = await fakeHelm();
    const run = await runBuiltAction('rollout', {
      inputs: {
        'values-file': values,
        'bundle-url': BUNDLE_URL,
        'helm-release': 'docs',
        'helm-chart': './charts/docs-site',
        'helm-namespace': 'docs',
        'helm-args': '--wait --atomic',
      },
      env: helm.env,
    });
    expect(run.exitCode).toBe(0);
    const argv = await helm.argv();
    expect(argv).toEqual([
      'upgrade',
      '--install',
      'docs',
      './charts/docs-site',
      '--namespace',
      'docs',
      '-f',
      values,
      '--wait',
      '--atomic',
    ]);
    expect(argv.join(' ')).not.toMatch(/https?:|--set/);
    expect(result(run)).toMatchObject({ ok: true, helmRelease: 'docs' });
    expectNoLeak(run);
  });

  it('a failing helm fails the step, keeping values-changed and the diff', async () => {
    const helm = await fakeHelm(
      'echo "Error: UPGRADE FAILED: timed out waiting for the condition" >&2; exit 1',
    );
    const run = await runBuiltAction('rollout', {
      inputs: { 'values-file': values, 'bundle-url': BUNDLE_URL, 'helm-release': 'docs', 'helm-chart': 'c' },
      env: helm.env,
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['values-changed']).toBe('true');
    expect(result(run)).toMatchObject({ ok: false, changed: true, error: { kind: 'operation' } });
    expect(run.stdout).toMatch(/::error::rollout failed: helm upgrade of release "docs" failed/);
    expect(run.summary).toContain('UPGRADE FAILED');
    expect(run.summary).toContain('+  enabled: true');
    expectNoLeak(run);
  });

  it('warns when git tracks the values file', async () => {
    execFileSync('git', ['init', '-q', dir]);
    execFileSync('git', ['add', 'values.yaml'], { cwd: dir });
    const run = await runBuiltAction('rollout', {
      inputs: { 'values-file': values, 'bundle-url': BUNDLE_URL },
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/::warning::.*values\.yaml is tracked by git/);
    expect(run.summary).toContain('tracked by git');
    expect(result(run)).toMatchObject({ trackedByGit: true });
  });

  it('rejects missing or bad inputs, naming them', async () => {
    const missing = await runBuiltAction('rollout', { inputs: { 'values-file': values } });
    expect(missing.exitCode).toBe(1);
    expect(missing.stdout).toMatch(/input bundle-url is empty/);
    const helmOnly = await runBuiltAction('rollout', {
      inputs: { 'values-file': values, 'bundle-url': BUNDLE_URL, 'helm-chart': 'c' },
    });
    expect(helmOnly.stdout).toMatch(/input helm-release is required/);
    const args = await runBuiltAction('rollout', {
      inputs: {
        'values-file': values,
        'bundle-url': BUNDLE_URL,
        'helm-release': 'docs',
        'helm-chart': 'c',
        'helm-args': `--set 'staticExport.bundleUrl=${BUNDLE_URL}'`,
      },
    });
    expect(args.exitCode).toBe(1);
    expect(args.stdout).toMatch(/must not be passed on the helm command line/);
    expectNoLeak(args);
    expect(await readFile(values, 'utf8')).toBe(await readFile(join(FIXTURES, 'values.input.yaml'), 'utf8'));
  });
});
