import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { DocsApiClient } from '../../../src/client/client.js';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { scaledClock } from '../../../src/core/clock.js';
import { OperationFailedError, TimeoutError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { renderExportSummary } from '../../../src/export/export-summary.js';
import type { ExportRunState, RunExportOptions } from '../../../src/export/run-export.js';
import { bundleFileName, exportResultJson, runExport } from '../../../src/export/run-export.js';

const DAY_MS = 24 * 3_600_000;
let emulator: RunningEmulator;
let dir: string;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ timeScale: 200, bundleTtlMs: DAY_MS });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  resetSharedLimitersForTests();
  emulator.control.clearFaults();
  emulator.control.clearRequests();
  emulator.control.configure({ exportOutcome: 'completed', bundleInStatus: false, bundleTtlMs: DAY_MS });
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-run-export-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function setup(overrides: Partial<RunExportOptions> = {}) {
  const logger = createRecordingLogger();
  const clock = scaledClock(emulator.timeScale, Date.now(), emulator.control.now());
  const client = new DocsApiClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, logger, clock });
  const seen: ExportRunState[] = [];
  const options: RunExportOptions = {
    client,
    logger,
    clock,
    domain: 'docs.example.com',
    downloadRetryDelayMs: 10,
    onProgress: (state) => seen.push(structuredClone(state)),
    ...overrides,
  };
  return { logger, options, seen };
}

const operations = (name: string) => emulator.requests.filter((r) => r.operation === name);

describe('runExport', () => {
  it('runs the loop and returns facts that never carry the link', async () => {
    const { options, seen, logger } = setup({ download: `${dir}/` });
    const state = await runExport(options);
    expect(state.facts).toMatchObject({ status: 'completed', format: 'tar.gz' });
    expect(state.facts.bundlePath).toBe(join(dir, `${String(state.facts.jobId)}-bundle.tar.gz`));
    expect((await stat(state.facts.bundlePath as string)).size).toBe(state.facts.sizeBytes);
    expect(seen[0]?.facts.jobId).toMatch(/^se_/);
    const json = JSON.stringify(exportResultJson(state));
    expect(json).not.toMatch(/X-Amz|http/);
    expect(logger.text()).not.toContain('X-Amz-Signature');
  });

  it('takes the link from the job status when the API revision carries it there', async () => {
    emulator.control.configure({ bundleInStatus: true });
    emulator.control.addFault({ kind: 'expire', operation: 'download' });
    const { options } = setup({ download: join(dir, 'b.tar.gz') });
    const state = await runExport(options);
    expect(state.facts.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The expired link is replaced by reading the status again, not by the bundle operation.
    expect(operations('bundle')).toHaveLength(0);
  });

  it('a link that expired on the service before the download starts is replaced', async () => {
    let advanced = false;
    const { options } = setup({ download: join(dir, 'b.tar.gz') });
    const onProgress = options.onProgress;
    options.onProgress = (state) => {
      onProgress?.(state);
      if (state.bundle && !advanced) {
        advanced = true;
        emulator.control.advanceTime(2 * DAY_MS);
      }
    };
    const state = await runExport(options);
    expect(operations('download').map((r) => r.status)).toEqual([403, 200]);
    expect(operations('bundle')).toHaveLength(2);
    expect(state.facts.bundlePath).toBe(join(dir, 'b.tar.gz'));
  });

  it('a size different from the announced one, once: downloaded again from a fresh link, success', async () => {
    emulator.control.addFault({ kind: 'wrong-size', operation: 'bundle' });
    const { options, logger } = setup({ download: join(dir, 'b.tar.gz') });
    const state = await runExport(options);
    expect(state.download?.path).toBe(join(dir, 'b.tar.gz'));
    expect(operations('bundle')).toHaveLength(2);
    expect(logger.text()).toMatch(
      /Download attempt 1 of 2 failed its check: .*announced.*freshly generated bundle link[\s\S]*Download attempt 2 of 2/,
    );
    expect(await readdir(dir)).toEqual(['b.tar.gz']);
  });

  it.each([
    ['a size different from the announced one', 'wrong-size'],
    ['bytes that are not a readable archive', 'corrupt'],
  ] as const)('%s, twice: one clear error, no file left', async (_name, kind) => {
    emulator.control.addFault({ kind, operation: 'bundle', times: 2 });
    const { options } = setup({ download: join(dir, 'b.tar.gz') });
    const error = await runExport(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect((error as Error).message).toMatch(
      /failed its check twice, the second time from a freshly generated link .*run the export job again/,
    );
    expect(operations('bundle')).toHaveLength(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it('reports the job id before a deadline ends the run', async () => {
    emulator.control.configure({ exportOutcome: 'stuck' });
    const controller = new AbortController();
    const { options, seen } = setup({
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(300)]),
    });
    const error = await runExport(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect([TimeoutError.name, 'CancelledError']).toContain((error as Error).name);
    const last = seen[seen.length - 1];
    expect(last?.facts.jobId).toMatch(/^se_/);
    expect(last?.facts.status).toMatch(/queued|running/);
  });

  it('rolls out a fresh link when the current one is inside the clock-skew margin', async () => {
    const values = join(dir, 'values.yaml');
    const { options } = setup({ rollout: { valuesFile: values }, clockSkewMs: 2 * DAY_MS });
    const state = await runExport(options);
    expect(operations('bundle')).toHaveLength(2);
    expect(await readFile(values, 'utf8')).toContain(state.bundle?.bundleUrl);
    expect(state.facts.bundleVersion).toBe(state.facts.jobId);
  });

  it('renders a summary without the link, with the values diff redacted', async () => {
    const values = join(dir, 'values.yaml');
    const { options } = setup({ extract: join(dir, 'site'), rollout: { valuesFile: values } });
    const state = await runExport(options);
    const summary = renderExportSummary({ state });
    expect(summary).toContain('## Docs static export');
    expect(summary).toContain('Offline readiness');
    expect(summary).toContain('staticExport');
    expect(summary).not.toContain('X-Amz');
    expect(summary).not.toContain(state.bundle?.bundleUrl);
    const failed = renderExportSummary({ state, error: { kind: 'timeout', message: 'took too long' } });
    expect(failed).toContain('timed out');
  });
});

describe('bundleFileName', () => {
  it.each([
    ['https://s.example.com/exports/se_1/bundle.tar.gz?X-Amz-Signature=x', 'se_1-bundle.tar.gz'],
    ['https://s.example.com/exports/se_1/site.zip', 'se_1-site.zip'],
    ['https://s.example.com/exports/se_1/..%2F..%2Fevil', 'se_1-bundle.tar.gz'],
    ['https://s.example.com/download?id=1', 'se_1-bundle.tar.gz'],
  ])('%s', (url, name) => {
    expect(bundleFileName('se_1', url)).toBe(name);
  });
});
