import { DocsApiClient, TERMINAL_EXPORT_STATES } from '../src/client/index.js';
import { parseApiKey, parseBaseUrl } from '../src/client/config-checks.js';
import type { Clock } from '../src/core/clock.js';
import { scaledClock } from '../src/core/clock.js';
import { silentLogger } from '../src/core/logger.js';
import { startEmulator } from '../src/emulator/index.js';
import type { RunningEmulator } from '../src/emulator/index.js';
import { runExportJob } from '../src/export/job.js';
import { onCleanup } from './lib/cleanup.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, medianOf, round, spreadOf } from './lib/stats.js';

const TIME_SCALE = 60;
const EXPORT_MS = 600_000;
const FIXED_INTERVAL_MS = 10_000;
/** Emulated queue times: each run meets the end of the job at another phase of a fixed poll. */
const QUEUED_MS = [3_000, 4_700, 6_100, 7_900, 9_300];
const DOMAIN = 'docs.example.com';

interface WaitRun {
  statusRequests: number;
  /** Emulated ms between the job completing and the waiter returning. */
  delayMs: number;
}

type Waiter = (client: DocsApiClient, clock: Clock) => Promise<void>;

/** The kit: runExportJob with its adaptive schedule. */
const kitWaiter: Waiter = async (client, clock) => {
  await runExportJob({ client, logger: silentLogger, request: { domain: DOMAIN, paths: [] }, clock });
};

/** What users do today: ask every 10 s (emulated) until the job is done. */
const fixedPollWaiter: Waiter = async (client, clock) => {
  const { jobId } = await client.startExport({ domain: DOMAIN });
  for (;;) {
    await clock.sleep(FIXED_INTERVAL_MS);
    const job = await client.getExportJob(jobId);
    if ((TERMINAL_EXPORT_STATES as readonly string[]).includes(job.status)) return;
  }
};

/** Real epoch ms with sub-millisecond resolution. */
function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

async function measure(waiter: Waiter, queuedMs: number): Promise<WaitRun> {
  const emulator: RunningEmulator = await startEmulator({
    timeScale: TIME_SCALE,
    exportDurationMs: EXPORT_MS,
    exportQueuedMs: queuedMs,
  });
  const close = onCleanup(() => emulator.close());
  try {
    // The kit's clock reads the emulator's emulated time and sleeps in its scale.
    const clock = scaledClock(emulator.timeScale, Date.now(), emulator.control.now());
    const client = new DocsApiClient({
      baseUrl: parseBaseUrl(emulator.url, 'base-url'),
      apiKey: parseApiKey(emulator.apiKey, 'api-key'),
      logger: silentLogger,
      clock,
    });
    await waiter(client, clock);
    const noticed = preciseNow();
    const job = emulator.control.jobs()[0];
    if (job?.status !== 'completed') throw new Error(`export job ended ${job?.status ?? 'missing'}`);
    // updatedAt of a completed job is the real moment it completed (ms precision).
    const completed = Date.parse(job.updatedAt);
    return {
      statusRequests: emulator.requests.filter((r) => r.operation === 'export-get').length,
      delayMs: (noticed - completed) * TIME_SCALE,
    };
  } finally {
    await close();
  }
}

export async function waitEfficiency(): Promise<BenchResult> {
  const started = performance.now();
  // Every run has its own emulator; kit and reference runs go side by side (about 10 s in all).
  const [kit, fixed] = await Promise.all([
    Promise.all(QUEUED_MS.map((q) => measure(kitWaiter, q))),
    Promise.all(QUEUED_MS.map((q) => measure(fixedPollWaiter, q))),
  ]);
  const kitRequests = max(kit.map((r) => r.statusRequests));
  const fixedRequests = median(fixed.map((r) => r.statusRequests));
  const kitDelay = medianOf(
    kit.map((r) => r.delayMs),
    1 / 1000,
  );
  const fixedDelay = medianOf(
    fixed.map((r) => r.delayMs),
    1 / 1000,
  );
  return {
    id: 'wait',
    title: '2. Wait efficiency',
    figures: [
      figure({
        metric: 'status requests (most of 5 runs)',
        value: kitRequests,
        unit: '',
        spread: spreadOf(kit.map((r) => r.statusRequests)),
        reference: {
          label: 'fixed 10 s',
          value: fixedRequests,
          unit: '',
          spread: spreadOf(fixed.map((r) => r.statusRequests)),
        },
        ratio: kitRequests / fixedRequests,
        goal: { on: 'value', op: '<=', limit: 15 },
      }),
      figure({
        metric: 'delay completion -> noticed (median of 5)',
        value: kitDelay.median,
        spread: kitDelay.spread,
        unit: 's',
        reference: { label: 'fixed 10 s', value: fixedDelay.median, unit: 's', spread: fixedDelay.spread },
        ratio: kitDelay.median / fixedDelay.median,
        goal: { on: 'value', op: '<=', limit: 2 },
      }),
    ],
    notes: [
      `An export job of ${EXPORT_MS / 60_000} emulated minutes with steady progress, the emulator at time scale ` +
        `${TIME_SCALE} (about ${EXPORT_MS / TIME_SCALE / 1000} s real) and the kit on a scaled clock matching it; ` +
        `delays in emulated seconds (real time of the service). ${QUEUED_MS.length} runs with queue times ` +
        `${QUEUED_MS.map((q) => q / 1000).join(', ')} s so that fixed polling meets the end at different phases.`,
      'Status requests count the GETs of the job (the start request not included); the kit figure is the largest of ' +
        'the runs, the reference the median. Delay = when runExportJob (or the fixed loop) returned minus the moment ' +
        "the emulator's job completed.",
    ],
    details: {
      kit: kit.map((r) => ({ statusRequests: r.statusRequests, delayS: round(r.delayMs / 1000, 2) })),
      fixed10s: fixed.map((r) => ({ statusRequests: r.statusRequests, delayS: round(r.delayMs / 1000, 2) })),
    },
    durationMs: performance.now() - started,
  };
}
