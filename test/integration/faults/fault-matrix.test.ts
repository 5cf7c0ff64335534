import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDuration } from '../../../src/core/duration.js';
import { parseFaultSpec } from '../../../src/emulator/index.js';
import { clockOf, runCli } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';
import { expectNoSecrets } from '../../support/secret-guard.js';
import { watchUnhandledRejections } from './unhandled.js';
import { operationFaultCases } from './fault-cases-operations.js';
import { transportFaultCases } from './fault-cases-transport.js';
import { MARGIN_MS, SCALE } from './fault-harness.js';
import type { CaseContext, FaultCase, FaultHarness } from './fault-harness.js';

// The cases and what they promise: fault-harness.ts; the cases themselves: fault-cases-*.ts.
const suite = useExportCliSuite({ emulator: { timeScale: SCALE, previewLimit: false, deployLimit: false } });
const rejections = watchUnhandledRejections();

beforeEach(() => {
  suite.emulator.control.resetLimits();
  suite.emulator.control.configure({
    retryAfter: 'seconds',
    failBranches: [],
    stuckBranches: [],
    extraStates: [],
    deployment: { queuedMs: 5_000, buildingMs: 40_000, extraStateMs: 5_000 },
    exportQueuedMs: 1_000,
    exportDurationMs: 20_000,
    exportOutcome: 'completed',
    bundleTtlMs: 24 * 3_600_000,
    storageFraming: 'length',
  });
});

const count = (operation: string) => suite.emulator.requests.filter((r) => r.operation === operation).length;
/** Export jobs created by the current case (the emulator keeps every job of the file). */
let jobsBefore = 0;
const newJobs = () => suite.emulator.control.jobs().length - jobsBefore;

/** Starts an export job straight through the API (for the bundle command's cases). */
async function startJob(): Promise<string> {
  const response = await fetch(`${suite.emulator.url}/static-export/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${suite.emulator.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'docs.example.com' }),
  });
  const job = (await response.json()) as { jobId: string };
  return job.jobId;
}

/** Triggers a deployment straight through the API (for the status command's cases). */
async function startDeployment(): Promise<string> {
  const response = await fetch(`${suite.emulator.url}/project/update/proj`, {
    method: 'POST',
    headers: { authorization: `Bearer ${suite.emulator.apiKey}` },
  });
  const answer = (await response.json()) as { statusId: string };
  return answer.statusId;
}

const harness: FaultHarness = {
  get emulator() {
    return suite.emulator;
  },
  count,
  newJobs,
  startJob,
  startDeployment,
};
const cases: FaultCase[] = [...transportFaultCases(harness), ...operationFaultCases(harness)];

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('fault matrix (docs-ci in-process against the emulator)', () => {
  it('covers at least 25 distinct faults', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = await mkdtemp(join(tmpdir(), 'docs-ci-fault-'));
    try {
      let ctx: CaseContext = { dir, out: join(dir, 'bundle.tar.gz'), emulator: suite.emulator, jobId: '' };
      if (c.configure) suite.emulator.control.configure(c.configure);
      ctx = { ...ctx, ...(await c.setup?.(ctx)) };
      suite.emulator.control.clearRequests();
      jobsBefore = suite.emulator.control.jobs().length;
      for (const spec of c.faults ?? []) suite.emulator.control.addFault(parseFaultSpec(spec));

      const argv = typeof c.argv === 'function' ? c.argv(ctx) : c.argv;
      const started = Date.now();
      const run = await runCli(
        [...argv, ...(c.download ? ['--out', ctx.out] : []), '--timeout', c.timeout, '--json'],
        { ...suite.env, ...c.env },
        { clock: clockOf(suite.emulator) },
      );
      const elapsed = Date.now() - started;

      const context = `exit ${run.code}\n${run.stderr}`;
      expect({ code: run.code, context }).toEqual({ code: c.code, context });
      expect(run.json.ok).toBe(c.code === 0);
      if (c.message) expect(run.stderr).toMatch(c.message);
      if (c.code === 1) {
        // ONE clear error: a single `error:` line from the CLI, the same message in the JSON result.
        expect(run.stderr.match(/^error: /gm) ?? []).toHaveLength(1);
        expect(run.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
      }
      expect(elapsed).toBeLessThan(parseDuration(c.timeout, 'timeout') / SCALE + MARGIN_MS);
      if (c.download) {
        expect(await exists(ctx.out)).toBe(c.code === 0);
        expect((await readdir(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
      }
      await c.check?.(run, ctx);
      expectNoSecrets(run, { apiKey: suite.emulator.apiKey });
      await rejections.expectNone();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
