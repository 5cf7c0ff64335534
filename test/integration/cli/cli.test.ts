import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { clockOf, runCli } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';

// 200x: a 45 s deployment takes about a quarter of a real second.
const suite = useExportCliSuite({ emulator: { previewLimit: { count: 5, windowMs: 1500 } } });
beforeEach(() => {
  suite.emulator.control.resetLimits();
  suite.emulator.control.configure({
    failBranches: [],
    extraStates: [],
    deployment: { extraStateMs: 5_000 },
  });
});

describe('docs-ci preview', () => {
  it('prints one JSON object with statusId, previewUrl and status once the preview is live', async () => {
    const run = await runCli(
      ['preview', '--project-id', 'proj', '--branch', 'feature/a', '--wait', '--json'],
      suite.env,
    );
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, status: 'success', statusId: expect.any(String) });
    expect(String(run.json.previewUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/previews\//);
    // The preview URL answers once the preview is live.
    expect((await fetch(String(run.json.previewUrl))).status).toBe(200);
    expect(run.stderr).not.toContain(suite.emulator.apiKey);
  });

  it('seven branches at 5 per window: every one triggered, no 429, the last two wait for the window', async () => {
    const branches = Array.from({ length: 7 }, (_, i) => ['--branch', `b${i}`]).flat();
    const started = Date.now();
    const run = await runCli(
      ['preview', '--project-id', 'proj', ...branches, '--no-wait', '--rate-limit', '5/1500ms', '--json'],
      suite.env,
    );
    expect(run.code).toBe(0);
    const results = run.json.results as { status: string }[];
    expect(results).toHaveLength(7);
    expect(results.every((r) => r.status === 'triggered')).toBe(true);
    expect(suite.emulator.requests.filter((r) => r.status === 429)).toHaveLength(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(run.stderr).toMatch(/waiting .* for the rate limit \(5 per 2s\)|waiting .* for the rate limit/);
  });

  it('seven separate runs in a row share the quota through the quota file: no 429', async () => {
    const quotaDir = mkdtempSync(join(tmpdir(), 'docs-ci-quota-test-'));
    try {
      for (let i = 0; i < 7; i++) {
        resetSharedLimitersForTests(); // a new process each time
        const run = await runCli(
          [
            'preview',
            '--project-id',
            'proj',
            '--branch',
            `seq${i}`,
            '--no-wait',
            '--rate-limit',
            '5/1500ms',
            '--json',
          ],
          { ...suite.env, DOCS_CI_QUOTA_DIR: quotaDir },
        );
        expect(run.code).toBe(0);
      }
      expect(suite.emulator.requests.filter((r) => r.status === 429)).toHaveLength(0);
      expect(suite.emulator.requests.filter((r) => r.operation === 'preview')).toHaveLength(7);
    } finally {
      rmSync(quotaDir, { recursive: true, force: true });
    }
  });

  it('a failed deployment exits 1 with the service summary and log lines', async () => {
    suite.emulator.control.configure({ failBranches: ['broken/*'] });
    const run = await runCli(
      ['preview', '--project-id', 'proj', '--branch', 'broken/x', '--json'],
      suite.env,
    );
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, status: 'failure' });
    expect(run.stderr).toMatch(/ended in failure/);
  });

  it('tolerates undocumented states', async () => {
    suite.emulator.control.configure({
      extraStates: ['skipped', 'building'],
      deployment: { extraStateMs: 30_000 },
    });
    const run = await runCli(['preview', '--project-id', 'proj', '--branch', 'odd', '--json'], suite.env, {
      clock: clockOf(suite.emulator),
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/skipped|building/);
  });

  it('recovers from a 503 and a reset connection', async () => {
    suite.emulator.control.addFault({ kind: 'status', status: 503, operation: 'preview', times: 1 } as never);
    const run = await runCli(
      ['preview', '--project-id', 'proj', '--branch', 'flaky', '--no-wait', '--json'],
      suite.env,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/HTTP 503.*Retrying/);
  });
});

describe('docs-ci usage and configuration errors exit 2 before any request', () => {
  it.each([
    [['preview', '--branch', 'b', '--json']],
    [['preview', '--project-id', 'a/b', '--branch', 'b', '--json']],
    [['preview', '--project-id', 'p', '--branch', '  ', '--json']],
    [['preview', '--project-id', 'p', '--branch', 'b', '--timeout', '0s', '--json']],
    [['preview', '--project-id', 'p', '--branch', 'b', '--rate-limit', 'lots', '--json']],
    [['export', '--domain', 'https://docs.example.com', '--json']],
    [['export', '--domain', 'docs.example.com/guide', '--json']],
    [['status', 'a/b', '--json']],
    [['nonsense', '--json']],
  ])('%j', async (argv) => {
    const run = await runCli(argv, suite.env);
    expect(run.code).toBe(2);
    expect(run.json.ok).toBe(false);
    expect(suite.emulator.requests).toHaveLength(0);
  });

  it('without DOCS_API_KEY', async () => {
    const run = await runCli(['deploy', '--project-id', 'p'], { DOCS_API_URL: suite.emulator.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/DOCS_API_KEY/);
  });
});

describe('docs-ci deploy, status, export, bundle', () => {
  it('deploys and follows to success; status reads it back', async () => {
    const run = await runCli(['deploy', '--project-id', 'proj', '--json'], suite.env);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ status: 'success' });
    const status = await runCli(['status', String(run.json.statusId), '--json'], suite.env);
    expect(status.json).toMatchObject({ statusId: run.json.statusId, status: 'success' });
  });

  it('exports, following progress, and prints the bundle link only in the JSON result', async () => {
    const run = await runCli(['export', '--domain', 'docs.example.com', '--json'], suite.env, {
      clock: clockOf(suite.emulator),
    });
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ status: 'completed', jobId: expect.stringMatching(/^se_/) });
    // stdout is kept in the logs of most CI systems: the link without its query string, as logged.
    expect(String(run.json.bundleUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[^?]+\?<redacted>$/);
    expect(run.stdout).not.toContain('X-Amz-');
    expect(run.stderr).not.toContain('X-Amz-Signature');
    expect(run.stderr).toMatch(/running \d+(\.\d)?%/);
    const bundle = await runCli(['bundle', String(run.json.jobId), '--json'], suite.env);
    expect(String(bundle.json.bundleUrl)).toContain('X-Amz-Signature=');
  });

  it('export --show-bundle-url prints the live link in the JSON result (and still never logs it)', async () => {
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--show-bundle-url', '--json'],
      suite.env,
      {
        clock: clockOf(suite.emulator),
      },
    );
    expect(run.code).toBe(0);
    expect(String(run.json.bundleUrl)).toContain('X-Amz-Signature=');
    expect(run.stderr).not.toContain('X-Amz-Signature');
  });

  it('a failed export exits 1 with the job error', async () => {
    suite.emulator.control.configure({ exportOutcome: 'failed' });
    const run = await runCli(['export', '--domain', 'docs.example.com', '--json'], suite.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/export job se_\w+ failed/);
  });

  it('a stuck export hits the deadline with the job id to resume', async () => {
    suite.emulator.control.configure({ exportOutcome: 'stuck' });
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--timeout', '2s', '--json'],
      suite.env,
    );
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(run.stderr).toMatch(/--job-id se_/);
  });
});
