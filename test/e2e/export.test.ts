import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ANSWER_MODES } from '../support/fake-github.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import type { ActionRunResult } from '../support/run-action.js';
import { useActionSuite } from '../support/action-suite.js';
import { DAY_MS } from '../support/export-cli.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/export');

let dir: string;

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const suite = useActionSuite({
  github: false,
  emulator: { timeScale: 100, bundleTtlMs: DAY_MS, exportDurationMs: 30_000 },
});
const { runBuiltAction } = suite;

beforeEach(async () => {
  suite.emulator.control.clearFaults();
  suite.emulator.control.configure({ exportOutcome: 'completed', exportDurationMs: 30_000 });
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-export-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const inputs = (extra: Record<string, string> = {}, target: RunningEmulator = suite.emulator) => ({
  'api-key': target.apiKey,
  'base-url': target.url,
  domain: 'docs.example.com',
  ...extra,
});

const result = (run: ActionRunResult) => JSON.parse(run.outputs['result'] ?? '{}') as Record<string, unknown>;

/**
 * The presigned link and the API key appear only in `::add-mask::` lines and in the masked
 * bundle-url output; the result JSON and the summary carry no presigned query string at all.
 */
function expectNoLeak(run: ActionRunResult, apiKey = suite.emulator.apiKey) {
  const bundleUrl = run.outputs['bundle-url'];
  const signature = bundleUrl ? new URL(bundleUrl).searchParams.get('X-Amz-Signature') : null;
  const { 'bundle-url': _masked, ...otherOutputs } = run.outputs;
  const shown = [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.stderr,
    run.summary,
    JSON.stringify(otherOutputs),
  ].join('\n');
  expect(shown).not.toContain(apiKey);
  expect(shown).not.toContain('X-Amz-Signature');
  if (bundleUrl) expect(shown).not.toContain(bundleUrl);
  if (signature) expect(shown).not.toContain(signature);
  expect(run.summary).not.toMatch(/\?X-Amz|X-Amz-Credential/);
  expect(run.outputs['result'] ?? '').not.toMatch(/X-Amz|\/storage\//);
}

/**
 * Every case runs against the emulator's full answers and its sparse ones: a job with only its id
 * and state (no progress, page count or error text), a bundle answer with only the link.
 */
describe.each(ANSWER_MODES)('with %s answers', (_mode, sparse) => {
  beforeEach(() => suite.emulator.control.configure({ sparse }));

  describe('export action (dist)', () => {
    it('runs the whole loop: outputs, summary, values file, masked link', async () => {
      const values = join(dir, 'values.yaml');
      await copyFile(join(FIXTURES, 'values.input.yaml'), values);
      const site = join(dir, 'site');
      // 1.5 real seconds: long enough for the log to show the job running.
      suite.emulator.control.configure({ exportDurationMs: 150_000 });
      const run = await runBuiltAction('export', {
        inputs: inputs({
          version: '2026.11.22',
          extract: site,
          'values-file': values,
          'deployment-type': 'client-hosted',
        }),
      });

      expect(run.exitCode).toBe(0);
      const outputs = run.outputs;
      expect(outputs['job-id']).toMatch(/^se_/);
      expect(outputs['status']).toBe('completed');
      expect(outputs['bundle-url']).toContain('X-Amz-Signature=');
      if (sparse) {
        // Neither the page count nor the link's expiry was given: not made up.
        expect(outputs['page-count']).toBeUndefined();
        expect(outputs['expires-at']).toBeUndefined();
      } else {
        expect(Number(outputs['page-count'])).toBeGreaterThan(0);
        expect(Date.parse(outputs['expires-at'] ?? '')).toBeGreaterThan(Date.now());
      }
      expect(Number(outputs['size-bytes'])).toBeGreaterThan(0);
      expect(outputs['bundle-path']).toMatch(/docs-ci-export[/\\]se_\w+-bundle\.tar\.gz$/);
      expect(outputs['sha256']).toMatch(/^[0-9a-f]{64}$/);
      expect(outputs['values-changed']).toBe('true');
      expect(result(run)).toMatchObject({
        ok: true,
        jobId: outputs['job-id'],
        status: 'completed',
        sha256: outputs['sha256'],
        valuesChanged: true,
        bundleVersion: '2026.11.22',
      });
      // Workflow commands escape % as %25; the runner decodes it.
      expect(run.stdout).toContain(`::add-mask::${String(outputs['bundle-url']).replace(/%/g, '%25')}`);
      expect(run.stdout).toMatch(sparse ? /export job se_\w+: running/ : /running \d+(\.\d)?%/);

      expect(await readdir(site)).toContain('index.html');
      const written = await readFile(values, 'utf8');
      expect(written.replace(String(outputs['bundle-url']), '<BUNDLE_URL>')).toBe(
        await readFile(join(FIXTURES, 'values.expected.yaml'), 'utf8'),
      );

      expect(run.summary).toContain('## Docs static export');
      expect(run.summary).toContain(String(outputs['sha256']));
      expect(run.summary).toContain('Offline readiness (client-hosted)');
      expect(run.summary).toContain('+  enabled: true');
      expect(run.summary).toContain('?<redacted>');
      expectNoLeak(run);
    });

    it('with download false produces the link alone', async () => {
      const run = await runBuiltAction('export', { inputs: inputs({ download: 'false' }) });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['bundle-url']).toContain('X-Amz-Signature=');
      expect(run.outputs['bundle-path']).toBeUndefined();
      expect(run.outputs['values-changed']).toBe('false');
      expect(suite.emulator.requests.filter((r) => r.operation === 'download')).toHaveLength(0);
      expectNoLeak(run);
    });

    it('a failed job fails the step with the job error, keeping the outputs', async () => {
      suite.emulator.control.configure({ exportOutcome: 'failed' });
      const run = await runBuiltAction('export', { inputs: inputs() });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['job-id']).toMatch(/^se_/);
      expect(run.outputs['status']).toBe('failed');
      expect(run.outputs['bundle-url']).toBeUndefined();
      expect(result(run)).toMatchObject({ ok: false, status: 'failed', error: { kind: 'operation' } });
      expect(run.stdout).toMatch(
        sparse
          ? /::error::export failed: export job se_\w+ failed\. No bundle was generated/
          : /::error::export failed: export job se_\w+ failed: Rendering failed/,
      );
      expect(run.summary).toContain('export job failed');
      expectNoLeak(run);
    });

    it('a stuck job hits the timeout: the job id is in the outputs and the message, to resume', async () => {
      suite.emulator.control.configure({ exportOutcome: 'stuck' });
      const run = await runBuiltAction('export', { inputs: inputs({ timeout: '2s' }) });
      expect(run.exitCode).toBe(1);
      const jobId = String(run.outputs['job-id']);
      expect(jobId).toMatch(/^se_/);
      expect(run.outputs['status']).toMatch(/queued|running/);
      expect(result(run)).toMatchObject({ ok: false, jobId, error: { kind: 'timeout' } });
      expect(run.stdout).toMatch(new RegExp(`::error::export failed: .*job-id.*${jobId}|${jobId}.*job-id`));
      expect(run.summary).toContain('timed out');
    });

    it('a bundle corrupt once is downloaded again from a fresh link', async () => {
      suite.emulator.control.addFault({ kind: 'corrupt', operation: 'bundle' });
      const download = join(dir, 'bundle.tar.gz');
      const run = await runBuiltAction('export', { inputs: inputs({ download }) });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toMatch(/::warning::Download attempt 1 of 2 failed its check/);
      expect(run.outputs['bundle-path']).toBe(download);
      expect(await readdir(dir)).toEqual(['bundle.tar.gz']);
      expectNoLeak(run);
    });

    it('a bundle corrupt twice fails the step; the job outputs stay, no bundle path', async () => {
      suite.emulator.control.addFault({ kind: 'corrupt', operation: 'bundle', times: 2 });
      const download = join(dir, 'bundle.tar.gz');
      const run = await runBuiltAction('export', { inputs: inputs({ download }) });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['status']).toBe('completed');
      expect(run.outputs['bundle-url']).toBeTruthy();
      expect(run.outputs['bundle-path']).toBeUndefined();
      expect(await readdir(dir)).toEqual([]);
      expectNoLeak(run);
    });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('air-gapped with external assets fails naming the origins, with the findings in the summary', async () => {
        const external = await startEmulator({
          timeScale: 100,
          bundleTtlMs: DAY_MS,
          exportDurationMs: 30_000,
          externalAssets: true,
        });
        try {
          const run = await runBuiltAction('export', {
            inputs: inputs(
              {
                extract: join(dir, 'site'),
                'deployment-type': 'air-gapped',
                'allow-origins': 'cdn.jsdelivr.net',
              },
              external,
            ),
          });
          expect(run.exitCode).toBe(1);
          expect(run.stdout).toMatch(/::error::export failed: .*https:\/\/fonts\.googleapis\.com/);
          expect(run.outputs['sha256']).toMatch(/^[0-9a-f]{64}$/);
          expect(run.summary).toContain('**Blocking:**');
          expect(result(run)).toMatchObject({ ok: false, offline: { blocking: true } });
          expectNoLeak(run, external.apiKey);
        } finally {
          await external.close();
        }
      });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('rejects bad inputs before any request, naming the input', async () => {
        for (const [extra, pattern] of [
          [{ domain: 'https://docs.example.com' }, /input domain/],
          [{ domain: '' }, /domain .*job-id/],
          [{ download: 'false', extract: join(dir, 'x') }, /download and extract/],
          [{ 'helm-release': 'docs' }, /values-file is required/],
          [{ 'deployment-type': 'on-prem' }, /input deployment-type/],
        ] as const) {
          const run = await runBuiltAction('export', { inputs: inputs(extra) });
          expect(run.exitCode).toBe(1);
          expect(run.stdout).toMatch(pattern);
          expect(result(run)).toMatchObject({ ok: false, error: { kind: 'configuration' } });
        }
        expect(suite.emulator.requests).toHaveLength(0);
      });
  });
});
