import { DEPLOY, EXPORT, NOT_RESENT, PREVIEW } from './fault-harness.js';
import type { FaultCase, FaultHarness } from './fault-harness.js';

/** Faults of the transport: rate limits, 5xx, resets, slow and garbled answers. */
export function transportFaultCases(h: FaultHarness): FaultCase[] {
  return [
    // ---- rate limits: the service's word is waited for, then the call goes through ----
    {
      name: '429 with Retry-After in seconds (twice)',
      faults: ['429:seconds@preview*2'],
      argv: PREVIEW,
      timeout: '10m',
      code: 0,
      message: /rate limited \(HTTP 429\), waiting \d+s \(Retry-After 1s, plus jitter/,
      check: () => expect(h.count('preview')).toBe(3),
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
      check: () => expect(h.count('preview')).toBe(2),
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
      check: () => expect(h.newJobs()).toBe(1),
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
      check: () => expect(h.count('export-start')).toBe(1),
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
      // On a kept-alive connection (the trigger's) the reset is a closed reused connection: sent again
      // at once on a new one, with no warning; on a new connection, retried after the backoff.
      name: 'connection reset before the status answer',
      faults: ['reset-before@status'],
      argv: DEPLOY,
      timeout: '20m',
      code: 0,
      message: /get deployment status: .*Retrying in|deployment \(status \w+\): success/,
    },
    {
      name: 'connection reset after the preview was processed (idempotent: re-sent)',
      faults: ['reset-after@preview'],
      argv: PREVIEW,
      timeout: '20m',
      code: 0,
      check: () => expect(h.count('preview')).toBe(2),
    },
    {
      name: 'connection reset after the export start was processed (not re-sent)',
      faults: ['reset-after@export-start'],
      argv: EXPORT,
      timeout: '20m',
      code: 1,
      message: NOT_RESENT,
      check: (run) => {
        expect(h.count('export-start')).toBe(1);
        // One job exists, and the error says how to pick it up instead of starting another.
        expect(h.newJobs()).toBe(1);
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
      check: () => expect(h.count('status')).toBe(6),
    },
    // ---- single reads are as idempotent as the polls of a wait: same budget for unreadable answers ----
    {
      name: 'one garbled status body on a single read (docs-ci status ID): read again, success',
      faults: ['malformed-json@status'],
      setup: async () => ({ jobId: await h.startDeployment() }),
      argv: (ctx) => ['status', ctx.jobId],
      timeout: '10m',
      code: 0,
      message: /reading deployment .* failed \(get deployment status: .*not JSON.*\); retrying in/,
      check: () => expect(h.count('status')).toBe(2),
    },
    {
      name: 'a garbled status body on every single read: one clear error after the budget',
      faults: ['malformed-json@status*Infinity'],
      setup: async () => ({ jobId: await h.startDeployment() }),
      argv: (ctx) => ['status', ctx.jobId],
      timeout: '10m',
      code: 1,
      message: /get deployment status: the service answered HTTP 200 with a body that is not JSON.*base-url/,
      check: () => expect(h.count('status')).toBe(6),
    },
    {
      name: 'valid JSON of the wrong shape from the bundle operation, once: asked again, success',
      faults: ['wrong-shape@bundle'],
      argv: EXPORT,
      timeout: '10m',
      code: 0,
      message:
        /asking for the bundle link of export job se_\w+ failed \(generate export bundle: unexpected answer/,
      check: () => expect(h.count('bundle')).toBe(2),
    },
    {
      name: 'a garbled bundle link answer on docs-ci bundle JOB_ID, once: asked again, success',
      faults: ['malformed-json@bundle'],
      setup: async () => {
        const jobId = await h.startJob();
        h.emulator.control.advanceTime(60_000);
        return { jobId };
      },
      argv: (ctx) => ['bundle', ctx.jobId],
      timeout: '10m',
      code: 0,
      check: (run) => {
        expect(String(run.json.bundleUrl)).toContain('X-Amz-Signature=');
        expect(h.count('bundle')).toBe(2);
      },
    },
    {
      name: 'valid JSON of the wrong shape from the bundle operation, every time: one clear error after the budget',
      faults: ['wrong-shape@bundle*Infinity'],
      argv: EXPORT,
      timeout: '10m',
      code: 1,
      message: /generate export bundle: unexpected answer from the service/,
      check: () => expect(h.count('bundle')).toBe(6),
    },
  ];
}
