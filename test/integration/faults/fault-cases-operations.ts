import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEPLOY, EXPORT, PREVIEW } from './fault-harness.js';
import type { FaultCase, FaultHarness } from './fault-harness.js';

/** Faults of the operations: refusals, failed and stuck builds and jobs, bundle links, downloads. */
export function operationFaultCases(h: FaultHarness): FaultCase[] {
  return [
    {
      name: '401 from the API is not retried',
      faults: ['401@preview'],
      argv: PREVIEW,
      timeout: '10m',
      code: 1,
      message: /trigger preview failed with HTTP 401.*DOCS_API_KEY/,
      check: () => expect(h.count('preview')).toBe(1),
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
      check: () => expect(h.count('bundle')).toBe(0),
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
      setup: async () => ({ jobId: await h.startJob() }),
      argv: (ctx) => ['bundle', ctx.jobId],
      timeout: '20m',
      code: 0,
      message: /bundle not ready yet \(409, job running\)/,
      check: (run) => expect(String(run.json.bundleUrl)).toContain('X-Amz-Signature='),
    },
    {
      name: '409 on the bundle of a job that never finishes stops at the deadline',
      configure: { exportOutcome: 'stuck' },
      setup: async () => ({ jobId: await h.startJob() }),
      argv: (ctx) => ['bundle', ctx.jobId],
      timeout: '2m',
      code: 1,
      message: /the bundle of export job (se_\w+) was not ready: timed out after 2m.*docs-ci bundle se_\w+/,
    },
    {
      name: '409 on the bundle of a failed job ends at once with the job error',
      configure: { exportOutcome: 'failed', exportDurationMs: 1_000 },
      setup: async () => {
        const jobId = await h.startJob();
        h.emulator.control.advanceTime(60_000);
        return { jobId };
      },
      argv: (ctx) => ['bundle', ctx.jobId],
      timeout: '20m',
      code: 1,
      message: /export job se_\w+ failed: Rendering failed.*no bundle/s,
      check: () => expect(h.count('bundle')).toBe(1),
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
      check: () => expect(h.count('bundle')).toBe(2),
    },
    {
      name: 'every link refused as expired at once: the storage quoted, 3 fresh links, a hint at the runner clock',
      faults: ['expire@download*Infinity'],
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 1,
      message:
        /has expired \(HTTP 403 AccessDenied Request has expired\), again after 3 fresh links from the service\. Each link was refused as expired at once, before a byte arrived: check the runner's clock/,
      check: () => expect(h.count('bundle')).toBe(4),
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
        expect(h.count('bundle')).toBe(2);
        expect(h.emulator.requests.filter((r) => r.operation === 'download').map((r) => r.status)).toEqual([
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
    // ---- answers framed or routed otherwise: one request per hop per download attempt ----
    ...(['chunked', 'close'] as const).map((framing): FaultCase => ({
      name: `a ${framing === 'chunked' ? 'chunked' : 'close-delimited'} bundle answer: read as it came, one request`,
      configure: { storageFraming: framing },
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 0,
      check: () => expect(downloads(h)).toEqual(['200 object']),
    })),
    {
      name: 'a redirected bundle link (302, relative Location): one request per hop',
      faults: ['redirect@download*inf'],
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 0,
      check: () => expect(downloads(h)).toEqual(['302 object', '200 redirected']),
    },
    {
      name: 'a redirect to a chunked answer cut mid-body: resumed with Range, one request per hop per attempt',
      configure: { storageFraming: 'chunked' },
      faults: ['truncate:600@download+1', 'redirect@download*inf'],
      argv: EXPORT,
      download: true,
      timeout: '20m',
      code: 0,
      message: /interrupted after 600 B \(connection closed early at 600 bytes\); resuming/,
      check: () =>
        expect(downloads(h)).toEqual(['302 object', '200 redirected', '302 object', '206 redirected']),
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
        check: () => expect(h.count('download')).toBe(2),
      },
      {
        name: `${what}, every time: one clear error after the second try`,
        faults: [`${fault}*Infinity`],
        argv: EXPORT,
        download: true,
        timeout: '20m',
        code: 1,
        message: /failed its check twice, the second time from a freshly generated link/,
        check: () => expect(h.count('download')).toBe(2),
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
}

/** The download requests of the case: status, and whether at the object's own path or redirected. */
function downloads(h: FaultHarness): string[] {
  return h.emulator.requests
    .filter((r) => r.operation === 'download')
    .map((r) => `${r.status} ${r.path.startsWith('/storage/redirected/') ? 'redirected' : 'object'}`);
}
