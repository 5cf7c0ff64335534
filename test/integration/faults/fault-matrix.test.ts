import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { parseDuration } from '../../../src/core/duration.js';
import type { RunningEmulator, SettingsPatch } from '../../../src/emulator/index.js';
import { parseFaultSpec, startEmulator } from '../../../src/emulator/index.js';
import type { CliRun } from '../../support/cli.js';
import { cliEnv, clockOf, runCli } from '../../support/cli.js';
import { expectNoSecrets } from '../../support/secret-guard.js';
import { watchUnhandledRejections } from './unhandled.js';

/**
 * Every fault the emulator can inject, against the CLI in-process. Each case ends in success after
 * recovery or in ONE clear error with the right exit code; never an unhandled rejection, never past
 * its deadline, never a partial file at --out.
 *
 * Time: the emulator and the CLI's clock run 200x (a 45 s deployment takes a quarter of a second), so
 * `timeout` is emulated time; the retry backoff, the download's resume delay, the per-request timeout
 * and `slow:` delays are real time.
 */
const SCALE = 200;
/** Real ms allowed past a case's deadline (process scheduling, the last retry's answer). */
const MARGIN_MS = 2500;
/** A domain and a branch every case uses. */
const EXPORT = ['export', '--domain', 'docs.example.com'];
const PREVIEW = ['preview', '--project-id', 'proj', '--branch', 'feature/faults', '--no-wait'];
const DEPLOY = ['deploy', '--project-id', 'proj'];

interface CaseContext {
  dir: string;
  out: string;
  emulator: RunningEmulator;
  /** Ids made by `setup`. */
  jobId: string;
}

interface FaultCase {
  name: string;
  /** Fault specs in the emulator's notation (KIND[@OPERATION][*COUNT][+AFTER]). */
  faults?: string[];
  configure?: SettingsPatch;
  argv: string[] | ((ctx: CaseContext) => string[]);
  /** The command's deadline (emulated time). */
  timeout: string;
  code: 0 | 1;
  /** The one error (code 1) or the recovery notice (code 0), on stderr. */
  message?: RegExp;
  /** Adds --out <file>: the file is complete after success and absent (no .partial) after a failure. */
  download?: boolean;
  env?: Record<string, string>;
  setup?: (ctx: CaseContext) => Promise<Partial<CaseContext>>;
  check?: (run: CliRun, ctx: CaseContext) => void | Promise<void>;
}

let emulator: RunningEmulator;
let env: Record<string, string>;
const rejections = watchUnhandledRejections();

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ timeScale: SCALE, previewLimit: false, deployLimit: false });
  env = cliEnv(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => {
  resetSharedLimitersForTests();
  emulator.control.clearFaults();
  emulator.control.clearRequests();
  emulator.control.resetLimits();
  emulator.control.configure({
    retryAfter: 'seconds',
    failBranches: [],
    stuckBranches: [],
    extraStates: [],
    deployment: { queuedMs: 5_000, buildingMs: 40_000, extraStateMs: 5_000 },
    exportQueuedMs: 1_000,
    exportDurationMs: 20_000,
    exportOutcome: 'completed',
    bundleTtlMs: 24 * 3_600_000,
  });
});

const count = (operation: string) => emulator.requests.filter((r) => r.operation === operation).length;
/** Export jobs created by the current case (the emulator keeps every job of the file). */
let jobsBefore = 0;
const newJobs = () => emulator.control.jobs().length - jobsBefore;

/** Starts an export job straight through the API (for the bundle command's cases). */
async function startJob(): Promise<string> {
  const response = await fetch(`${emulator.url}/static-export/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'docs.example.com' }),
  });
  const job = (await response.json()) as { jobId: string };
  return job.jobId;
}

const NOT_RESENT = /not sent again.*resume it with job-id/s;

const cases: FaultCase[] = [
  // ---- rate limits: the service's word is waited for, then the call goes through ----
  {
    name: '429 with Retry-After in seconds (twice)',
    faults: ['429:seconds@preview*2'],
    argv: PREVIEW,
    timeout: '10m',
    code: 0,
    message: /rate limited \(HTTP 429\), waiting \d+s \(Retry-After 1s, plus jitter/,
    check: () => expect(count('preview')).toBe(3),
  },
  {
    name: '429 with Retry-After as an HTTP-date',
    faults: ['429:http-date@preview'],
    argv: PREVIEW,
    timeout: '10m',
    code: 0,
    message: /rate limited \(HTTP 429\), waiting \d+(ms|s)( \(Retry-After [^)]*\))?\n/,
  },
  {
    name: '429 without Retry-After',
    faults: ['429:none@preview'],
    argv: PREVIEW,
    timeout: '10m',
    code: 0,
    message: /no Retry-After: backing off/,
  },
  {
    name: '429 with an X-RateLimit-Reset header',
    faults: ['429:reset@deploy'],
    argv: [...DEPLOY, '--no-wait'],
    timeout: '10m',
    code: 0,
    message: /trigger deployment: rate limited \(HTTP 429\), waiting/,
  },
  {
    name: '429 while polling an export job',
    faults: ['429:seconds@export-get*2'],
    argv: EXPORT,
    timeout: '20m',
    code: 0,
    message: /get export job: rate limited/,
  },
  // ---- server errors: retried with backoff where re-sending is safe ----
  {
    name: '500 on the preview trigger',
    faults: ['500@preview'],
    argv: PREVIEW,
    timeout: '20m',
    code: 0,
    message: /HTTP 500.*Retrying in/,
    check: () => expect(count('preview')).toBe(2),
  },
  {
    name: '502 on the deployment status',
    faults: ['502@status'],
    argv: DEPLOY,
    timeout: '20m',
    code: 0,
    message: /HTTP 502.*Retrying in/,
  },
  {
    name: '503 on the export start (not processed: re-sent)',
    faults: ['503@export-start'],
    argv: EXPORT,
    timeout: '20m',
    code: 0,
    message: /HTTP 503.*Retrying in/,
    check: () => expect(newJobs()).toBe(1),
  },
  {
    name: '504 on the bundle link',
    faults: ['504@bundle'],
    argv: EXPORT,
    timeout: '20m',
    code: 0,
    message: /generate export bundle failed with HTTP 504.*Retrying in/,
  },
  {
    name: '500 on the export start is not re-sent',
    faults: ['500@export-start'],
    argv: EXPORT,
    timeout: '20m',
    code: 1,
    message: NOT_RESENT,
    check: () => expect(count('export-start')).toBe(1),
  },
  {
    name: '503 that never ends stops at the deadline',
    faults: ['503@preview*inf'],
    argv: PREVIEW,
    timeout: '2m',
    code: 1,
    message: /timed out after 2m/,
  },
  {
    name: 'HTML 502 page while polling the export job',
    faults: ['html-error@export-get'],
    argv: EXPORT,
    timeout: '20m',
    code: 0,
    message: /get export job failed with HTTP 502\. The service had a problem/,
  },
  {
    name: 'HTML 502 page on the export start is not re-sent',
    faults: ['html-error@export-start'],
    argv: EXPORT,
    timeout: '20m',
    code: 1,
    message: NOT_RESENT,
    check: (run) => expect(run.stderr).not.toContain('<html>'),
  },
  // ---- connection resets ----
  {
    name: 'connection reset before the preview request was read',
    faults: ['reset-before@preview'],
    argv: PREVIEW,
    timeout: '20m',
    code: 0,
    message: /trigger preview: .*Retrying in/,
  },
  {
    name: 'connection reset before the status answer',
    faults: ['reset-before@status'],
    argv: DEPLOY,
    timeout: '20m',
    code: 0,
    message: /get deployment status: .*Retrying in/,
  },
  {
    name: 'connection reset after the preview was processed (idempotent: re-sent)',
    faults: ['reset-after@preview'],
    argv: PREVIEW,
    timeout: '20m',
    code: 0,
    check: () => expect(count('preview')).toBe(2),
  },
  {
    name: 'connection reset after the export start was processed (not re-sent)',
    faults: ['reset-after@export-start'],
    argv: EXPORT,
    timeout: '20m',
    code: 1,
    message: NOT_RESENT,
    check: (run) => {
      expect(count('export-start')).toBe(1);
      // One job exists, and the error says how to pick it up instead of starting another.
      expect(newJobs()).toBe(1);
      expect(run.json).toMatchObject({ ok: false, error: { kind: 'network' } });
    },
  },
  // ---- answers slower than the per-request timeout ----
  {
    name: 'status answer slower than the request timeout (retried)',
    faults: ['slow:1500@status'],
    env: { DOCS_CI_REQUEST_TIMEOUT: '300ms' },
    argv: DEPLOY,
    timeout: '20m',
    code: 0,
    message: /no answer within 300 ms.*Retrying in/,
  },
  {
    name: 'export start slower than the request timeout (not re-sent)',
    faults: ['slow:1500@export-start'],
    env: { DOCS_CI_REQUEST_TIMEOUT: '300ms' },
    argv: EXPORT,
    timeout: '20m',
    code: 1,
    message: /no answer within 300 ms.*not sent again/s,
  },
  // ---- answers that are not what the service documents ----
  {
    name: 'malformed JSON from the preview trigger',
    faults: ['malformed-json@preview'],
    argv: PREVIEW,
    timeout: '10m',
    code: 1,
    message: /trigger preview: the service answered HTTP 202 with a body that is not JSON.*base-url/,
  },
  {
    name: 'a status answer without status (another shape) is an unknown state: the wait goes on',
    faults: ['wrong-shape@status'],
    argv: DEPLOY,
    timeout: '10m',
    code: 0,
    message: /unknown/,
  },
  {
    name: 'one garbled (cut off) status body during a wait: polled again, success',
    faults: ['malformed-json@status+1'],
    argv: DEPLOY,
    timeout: '10m',
    code: 0,
    message: /checking deployment .* failed \(get deployment status: .*not JSON.*\); retrying in/,
  },
  {
    name: 'one garbled export job body during a wait: polled again, success',
    faults: ['malformed-json@export-get'],
    argv: EXPORT,
    timeout: '20m',
    code: 0,
    message: /checking export job .* failed \(get export job: .*not JSON/,
  },
  {
    name: 'a garbled status body past the error budget: one clear error naming base-url',
    faults: ['malformed-json@status*Infinity'],
    argv: DEPLOY,
    timeout: '20m',
    code: 1,
    message: /get deployment status: the service answered HTTP 200 with a body that is not JSON.*base-url/,
    check: () => expect(count('status')).toBe(6),
  },
  {
    name: 'valid JSON of the wrong shape from the bundle operation',
    faults: ['wrong-shape@bundle'],
    argv: EXPORT,
    timeout: '10m',
    code: 1,
    message: /generate export bundle: unexpected answer from the service/,
  },
  {
    name: '401 from the API is not retried',
    faults: ['401@preview'],
    argv: PREVIEW,
    timeout: '10m',
    code: 1,
    message: /trigger preview failed with HTTP 401.*DOCS_API_KEY/,
    check: () => expect(count('preview')).toBe(1),
  },
  {
    name: '404 for an unknown export job',
    argv: ['export', '--job-id', 'se_0000000000000000'],
    timeout: '10m',
    code: 1,
    message: /get export job failed with HTTP 404.*check the job id/,
  },
  // ---- deployments ----
  {
    name: 'unknown deployment states are reported and waited through',
    configure: { extraStates: ['skipped', 'building'], deployment: { extraStateMs: 30_000 } },
    argv: DEPLOY,
    timeout: '20m',
    code: 0,
    message: /skipped/,
  },
  {
    name: 'a failed deployment',
    configure: { failBranches: ['main'] },
    argv: DEPLOY,
    timeout: '20m',
    code: 1,
    message: /deployment ended in failure/,
  },
  {
    name: 'a deployment that never finishes stops at the deadline',
    configure: { stuckBranches: ['main'] },
    argv: DEPLOY,
    timeout: '3m',
    code: 1,
    message: /did not finish: timed out after 3m/,
  },
  // ---- export jobs ----
  {
    name: 'a failed export job',
    configure: { exportOutcome: 'failed' },
    argv: EXPORT,
    download: true,
    timeout: '20m',
    code: 1,
    message: /export job se_\w+ failed: Rendering failed/,
    check: () => expect(count('bundle')).toBe(0),
  },
  {
    name: 'a stuck export job stops at the deadline with the job id to resume',
    configure: { exportOutcome: 'stuck' },
    argv: EXPORT,
    download: true,
    timeout: '3m',
    code: 1,
    message: /export job (se_\w+) did not finish: timed out after 3m.*--job-id se_\w+/,
    check: (run) => expect(run.json).toMatchObject({ jobId: expect.stringMatching(/^se_/) }),
  },
  {
    name: '409 on the bundle of a running job: waits, then the link',
    configure: { exportDurationMs: 60_000 },
    setup: async () => ({ jobId: await startJob() }),
    argv: (ctx) => ['bundle', ctx.jobId],
    timeout: '20m',
    code: 0,
    message: /bundle not ready yet \(409, job running\)/,
    check: (run) => expect(String(run.json.bundleUrl)).toContain('X-Amz-Signature='),
  },
  {
    name: '409 on the bundle of a job that never finishes stops at the deadline',
    configure: { exportOutcome: 'stuck' },
    setup: async () => ({ jobId: await startJob() }),
    argv: (ctx) => ['bundle', ctx.jobId],
    timeout: '2m',
    code: 1,
    message: /the bundle of export job (se_\w+) was not ready: timed out after 2m.*docs-ci bundle se_\w+/,
  },
  {
    name: '409 on the bundle of a failed job ends at once with the job error',
    configure: { exportOutcome: 'failed', exportDurationMs: 1_000 },
    setup: async () => {
      const jobId = await startJob();
      emulator.control.advanceTime(60_000);
      return { jobId };
    },
    argv: (ctx) => ['bundle', ctx.jobId],
    timeout: '20m',
    code: 1,
    message: /export job se_\w+ failed: Rendering failed.*no bundle/s,
    check: () => expect(count('bundle')).toBe(1),
  },
  // ---- downloads ----
  {
    name: 'expired link at the download: a fresh link, then the bundle',
    faults: ['expire@download'],
    argv: EXPORT,
    download: true,
    timeout: '20m',
    code: 0,
    message: /has expired: asking the service for a fresh one/,
    check: () => expect(count('bundle')).toBe(2),
  },
  {
    name: '403 from storage mid-download: a fresh link, resumed',
    faults: ['truncate:600@download', '403@download+1'],
    argv: EXPORT,
    download: true,
    timeout: '20m',
    code: 0,
    message: /was refused \(HTTP 403 AccessDenied/,
    check: () => {
      expect(count('bundle')).toBe(2);
      expect(emulator.requests.filter((r) => r.operation === 'download').map((r) => r.status)).toEqual([
        200, 403, 206,
      ]);
    },
  },
  {
    name: 'truncated body: resumed with a Range request',
    faults: ['truncate:600@download'],
    argv: EXPORT,
    download: true,
    timeout: '20m',
    code: 0,
    message: /interrupted after 600 B.*resuming/,
  },
  {
    name: 'storage 503 that never ends stops at the deadline',
    faults: ['503@download*inf'],
    argv: EXPORT,
    download: true,
    timeout: '4m',
    code: 1,
    message: /bundle download did not finish: timed out after 4m/,
  },
  // ---- a transfer that completes but fails its check: downloaded again once from a fresh link ----
  ...(
    [
      ['a size different from the announced one', 'wrong-size@bundle'],
      ['corrupt gzip from the bundle link', 'corrupt@bundle'],
      ['corrupt bytes from storage', 'corrupt@download'],
    ] as const
  ).flatMap(([what, fault]): FaultCase[] => [
    {
      name: `${what}, once: downloaded again from a fresh link`,
      faults: [fault],
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 0,
      message: /Download attempt 1 of 2 failed its check: .*freshly generated bundle link/,
      check: () => expect(count('download')).toBe(2),
    },
    {
      name: `${what}, every time: one clear error after the second try`,
      faults: [`${fault}*Infinity`],
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 1,
      message: /failed its check twice, the second time from a freshly generated link/,
      check: () => expect(count('download')).toBe(2),
    },
  ]),
  {
    name: 'an archive escaping the extraction folder is refused',
    faults: ['traversal@bundle'],
    argv: (ctx) => [...EXPORT, '--extract', join(ctx.dir, 'site')],
    timeout: '20m',
    code: 1,
    message: /Refusing to extract/,
    check: async (_run, ctx) => {
      // Nothing extracted, nothing written next to the folder; the temporary download is gone.
      expect(await readdir(ctx.dir)).toEqual([]);
    },
  },
  {
    name: 'an unwritable target (its parent is a file)',
    setup: async (ctx) => {
      await writeFile(join(ctx.dir, 'not-a-folder'), 'x');
      return { out: join(ctx.dir, 'not-a-folder', 'bundle.tar.gz') };
    },
    argv: (ctx) => [...EXPORT, '--out', ctx.out],
    timeout: '20m',
    code: 1,
    message: /The bundle cannot be written to .*not-a-folder.*(ENOTDIR|EEXIST).*Choose a writable/,
    check: async (_run, ctx) => expect(await readdir(ctx.dir)).toEqual(['not-a-folder']),
  },
];

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
      let ctx: CaseContext = { dir, out: join(dir, 'bundle.tar.gz'), emulator, jobId: '' };
      if (c.configure) emulator.control.configure(c.configure);
      ctx = { ...ctx, ...(await c.setup?.(ctx)) };
      emulator.control.clearRequests();
      jobsBefore = emulator.control.jobs().length;
      for (const spec of c.faults ?? []) emulator.control.addFault(parseFaultSpec(spec));

      const argv = typeof c.argv === 'function' ? c.argv(ctx) : c.argv;
      const started = Date.now();
      const run = await runCli(
        [...argv, ...(c.download ? ['--out', ctx.out] : []), '--timeout', c.timeout, '--json'],
        { ...env, ...c.env },
        { clock: clockOf(emulator) },
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
      expectNoSecrets(run, { apiKey: emulator.apiKey });
      await rejections.expectNone();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
