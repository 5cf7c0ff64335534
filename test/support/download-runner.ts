// Runs one downloadBundle in a plain Node process (no jest, no nock) and prints one JSON line.
// Jest re-activates nock's socket interceptors after every test file of a worker, and the stacked
// interceptors reset real client connections from the second file on: real downloads run here.
import { closeAgents } from '../../src/client/agent.js';
import type { Clock } from '../../src/core/clock.js';
import { scaledClock } from '../../src/core/clock.js';
import { createRecordingLogger } from '../../src/core/logger.js';
import type { DownloadTransport } from '../../src/export/bundle-answer.js';
import type { DownloadResult, FreshBundleUrl } from '../../src/export/download.js';
import { downloadBundle } from '../../src/export/download.js';
import { Sha256OnThread } from '../../src/export/sha256-on-thread.js';

export interface DownloadScenario {
  url: string;
  dest: string;
  expectedSize?: number;
  expiresAt?: string;
  /** Answers of getFreshUrl, in order (the last one repeats); none: no getFreshUrl. */
  freshUrls?: FreshBundleUrl[];
  abortAfterMs?: number;
  maxAttempts?: number;
  idleTimeoutMs?: number;
  /** Default: downloadBundle's own (`auto`). */
  transport?: DownloadTransport;
  archiveCheck?: 'as-it-lands' | 'after';
  /** Extracts the bundle as it lands into this folder. */
  extractTo?: string;
  /** 0: hash on the worker thread whatever the size. */
  hashOnThreadFromBytes?: number;
  /** Each sha256 thread fails as soon as it is started (as a worker that cannot boot would). */
  failHashThreads?: boolean;
  /** Samples live memory (after a forced GC) while downloading; needs --expose-gc. */
  measureMemory?: boolean;
}

export interface DownloadOutcome {
  result?: DownloadResult;
  error?: { name: string; message: string };
  logs: string;
  freshCalls: number;
  /** The pauses downloadBundle asked its clock for (slept 100x faster), in order. */
  clockSleeps: number[];
  elapsedMs: number;
  /** Peak growth of heap + array buffers over the start, in bytes, with measureMemory. */
  memoryGrowth?: number;
  memorySamples?: number;
  /**
   * sha256 threads started (`beforeRequest`: before downloadBundle logged that it sends the request),
   * and how many of them were closed by the end.
   */
  hashThreads: { started: number; beforeRequest: number; closed: number };
}

const scenario = JSON.parse(process.argv[2] ?? '{}') as DownloadScenario;
const logger = createRecordingLogger();
const controller = new AbortController();
if (scenario.abortAfterMs !== undefined) setTimeout(() => controller.abort(), scenario.abortAfterMs);

const gc = (globalThis as { gc?: () => void }).gc;
const live = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
const baseline = scenario.measureMemory ? live() : 0;
let peak = baseline;
let samples = 0;
const sampler = scenario.measureMemory
  ? setInterval(() => {
      samples += 1;
      peak = Math.max(peak, live());
      // Often enough for several samples while a 50 MB test bundle downloads (100-300 ms here).
    }, 10)
  : undefined;

// Counts the sha256 threads: each must be closed, whichever path the download took.
const threads = new Set<Sha256OnThread>();
const closedThreads = new Set<Sha256OnThread>();
let threadsBeforeRequest = 0;
const startThread = Sha256OnThread.start.bind(Sha256OnThread);
Sha256OnThread.start = (path: string) => {
  const thread = startThread(path);
  if (thread) threads.add(thread);
  if (thread && !logger.text().includes('the export bundle from')) threadsBeforeRequest += 1;
  if (thread && scenario.failHashThreads) {
    (thread as unknown as { fail(error: Error): void }).fail(new Error('it could not start'));
  }
  return thread;
};
const closeThread = Sha256OnThread.prototype.close;
Sha256OnThread.prototype.close = function (this: Sha256OnThread) {
  closedThreads.add(this);
  closeThread.call(this);
};

let freshCalls = 0;
const fresh = scenario.freshUrls;
const clockSleeps: number[] = [];
const scaled = scaledClock(100);
const clock: Clock = {
  ...scaled,
  sleep: (ms, signal) => {
    clockSleeps.push(ms);
    return scaled.sleep(ms, signal);
  },
};
const outcome: DownloadOutcome = {
  logs: '',
  freshCalls: 0,
  clockSleeps,
  elapsedMs: 0,
  hashThreads: { started: 0, beforeRequest: 0, closed: 0 },
};
const started = Date.now();
try {
  outcome.result = await downloadBundle({
    url: scenario.url,
    dest: scenario.dest,
    expectedSize: scenario.expectedSize,
    expiresAt: scenario.expiresAt,
    maxAttempts: scenario.maxAttempts,
    idleTimeoutMs: scenario.idleTimeoutMs,
    extractTo: scenario.extractTo,
    transport: scenario.transport,
    archiveCheck: scenario.archiveCheck,
    hashOnThreadFromBytes: scenario.hashOnThreadFromBytes,
    retryDelayMs: 5,
    clock,
    signal: controller.signal,
    logger,
    getFreshUrl: fresh
      ? () => Promise.resolve(fresh[Math.min(freshCalls++, fresh.length - 1)] as FreshBundleUrl)
      : undefined,
  });
} catch (error) {
  outcome.error = { name: (error as Error).name, message: (error as Error).message };
} finally {
  if (sampler) clearInterval(sampler);
  closeAgents();
}
outcome.elapsedMs = Date.now() - started;
outcome.logs = logger.text();
outcome.freshCalls = freshCalls;
outcome.hashThreads = {
  started: threads.size,
  beforeRequest: threadsBeforeRequest,
  closed: closedThreads.size,
};
if (scenario.measureMemory) {
  outcome.memoryGrowth = peak - baseline;
  outcome.memorySamples = samples;
}
process.stdout.write(`${JSON.stringify(outcome)}\n`);
