import { DocsApiClient } from '../src/client/index.js';
import { parseApiKey, parseBaseUrl } from '../src/client/config-checks.js';
import { resetSharedLimitersForTests } from '../src/client/limiter.js';
import { silentLogger } from '../src/core/logger.js';
import { startEmulator } from '../src/emulator/index.js';
import type { RunningEmulator } from '../src/emulator/index.js';
import { previewBranches } from '../src/preview/preview-branches.js';
import type { PreviewResult } from '../src/preview/preview-branches.js';
import { onCleanup } from './lib/cleanup.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { median, round, spreadOf } from './lib/stats.js';
import { recordClientTraffic, recordServerRateLimits, retryAfterViolations } from './lib/traffic.js';
import type { FailedRequest, RateLimitAnswer } from './lib/traffic.js';
import { runRival } from './rival.js';
import type { RivalResult } from './rival.js';

const COUNT = 5;
/** Runs of the kit alone: its figures are their medians. */
const ROUNDS = 3;
const WINDOW_MS = 2000;
const BRANCHES = 25;
const PROJECT = 'bench-docs';
const RIVAL_PROJECT = 'bench-rival';
/** A request arriving this soon after a 429 was answered may have been sent before the client read it. */
const IN_FLIGHT_TOLERANCE_MS = 5;

interface PacingRun {
  makespanMs: number;
  results: PreviewResult[];
  /** Our requests as the emulator logged them: arrival (real epoch ms) and status. */
  logged: { at: number; status: number }[];
  serverRateLimits: RateLimitAnswer[];
  clientSent: number[];
  /** When the client received each answer that was not a 429 (epoch ms). */
  clientAccepted: number[];
  clientFailed: FailedRequest[];
  clientRateLimits: RateLimitAnswer[];
}

/** An epoch-ms time as whole ms after `from` (0 when there is no `from`). */
const msAfter = (from: number | undefined) => (t: number) => Math.round(t - (from ?? t));

/** Epoch-ms times as whole ms after `from` (default: the first of them), in order. */
function sinceFirst(times: readonly number[], from = times[0]): number[] {
  return [...times].sort((a, b) => a - b).map(msAfter(from));
}

async function withEmulator<T>(run: (emulator: RunningEmulator) => Promise<T>): Promise<T> {
  const emulator = await startEmulator({
    previewLimit: { count: COUNT, windowMs: WINDOW_MS },
    retryAfter: 'seconds',
  });
  const close = onCleanup(() => emulator.close());
  try {
    return await run(emulator);
  } finally {
    await close();
  }
}

async function pacePreviews(emulator: RunningEmulator, beforeStart?: () => void): Promise<PacingRun> {
  resetSharedLimitersForTests();
  const client = new DocsApiClient({
    baseUrl: parseBaseUrl(emulator.url, 'base-url'),
    apiKey: parseApiKey(emulator.apiKey, 'api-key'),
    logger: silentLogger,
    previewLimit: { count: COUNT, windowMs: WINDOW_MS },
  });
  const ourPath = `/v1/project/preview/${PROJECT}`;
  const client429 = recordClientTraffic(ourPath);
  const server429 = recordServerRateLimits(ourPath);
  try {
    beforeStart?.();
    const branches = Array.from(
      { length: BRANCHES },
      (_, i) => `feature/bench-${String(i + 1).padStart(2, '0')}`,
    );
    const started = performance.now();
    const results = await previewBranches({
      client,
      projectId: PROJECT,
      branches,
      wait: false,
      logger: silentLogger,
    });
    const makespanMs = performance.now() - started;
    const logged = emulator.requests
      .filter((r) => r.operation === 'preview' && r.path === ourPath)
      .map((r) => ({ at: r.at, status: r.status }));
    return {
      makespanMs,
      results,
      logged,
      serverRateLimits: server429.answers,
      clientSent: client429.sent,
      clientAccepted: client429.accepted,
      clientFailed: client429.failed,
      clientRateLimits: client429.rateLimited,
    };
  } finally {
    client429.stop();
    server429.stop();
  }
}

interface AloneRound {
  run: PacingRun;
  latencyMs: number;
  minimumMs: number;
  ratio: number;
  rateLimited: number;
  ok: number;
}

/**
 * The kit alone. The minimum is 4 full windows (25 requests at 5 per window) plus the latency of the
 * last batch, taken as the slowest answer of the first window's batch of the same round.
 */
async function aloneRound(): Promise<AloneRound> {
  const run = await withEmulator((emulator) => pacePreviews(emulator));
  const firstBatch = run.results
    .map((r) => r.elapsedMs)
    .sort((a, b) => a - b)
    .slice(0, COUNT);
  const latencyMs = Math.max(...firstBatch);
  const minimumMs = (Math.ceil(BRANCHES / COUNT) - 1) * WINDOW_MS + latencyMs;
  return {
    run,
    latencyMs,
    minimumMs,
    ratio: run.makespanMs / minimumMs,
    rateLimited: run.logged.filter((r) => r.status === 429).length,
    ok: run.results.filter((r) => r.ok).length,
  };
}

/** Where the time of one round alone went: ms from its first send. */
function aloneDetails(alone: AloneRound): Record<string, unknown> {
  const { run } = alone;
  return {
    makespanMs: round1(run.makespanMs),
    minimumMs: round1(alone.minimumMs),
    ratio: round(alone.ratio, 4),
    batchLatencyMs: round1(alone.latencyMs),
    medianAnswerMs: round1(median(run.results.map((r) => r.elapsedMs))),
    requests: run.logged.length,
    rateLimited: alone.rateLimited,
    // Should the makespan be a window over again (run 2 of 26 Nov, once in 18 full runs since 25 Nov
    // 21:00): more sends than logged arrivals means a request sent again.
    sentMs: sinceFirst(run.clientSent),
    answeredMs: sinceFirst(run.clientAccepted, run.clientSent[0]),
    arrivedMs: sinceFirst(run.logged.map((r) => r.at)),
    failedRequests: run.clientFailed.map((f) => ({ ...f, at: msAfter(run.clientSent[0])(f.at) })),
  };
}

const round1 = (value: number) => round(value, 1);

export async function quotaPacing(): Promise<BenchResult> {
  const started = performance.now();
  const notes: string[] = [];

  // The kit alone, ROUNDS times; the rival run (counts, no timing figure) once, between the first two.
  const alone: AloneRound[] = [await aloneRound()];
  // A rival of the same organization (its own fetch loop, no shared limiter) spends half the quota
  // at the same time.
  const contested = await withEmulator(async (emulator) => {
    const rivalStop = new AbortController();
    let rival: Promise<RivalResult> = Promise.resolve({ accepted: 0, rateLimited: 0 });
    try {
      const run = await pacePreviews(emulator, () => {
        rival = runRival({
          url: `${emulator.url}/project/preview/${RIVAL_PROJECT}`,
          apiKey: parseApiKey(emulator.apiKey, 'api-key'),
          intervalMs: (2 * WINDOW_MS) / COUNT,
          signal: rivalStop.signal,
        });
      });
      rivalStop.abort();
      return { run, rival: await rival };
    } finally {
      rivalStop.abort();
      await rival.catch(() => undefined);
    }
  });
  for (let i = 1; i < ROUNDS; i++) alone.push(await aloneRound());
  const makespans = alone.map((r) => r.run.makespanMs);
  const minimums = alone.map((r) => r.minimumMs);
  const ratios = alone.map((r) => r.ratio);
  const alone429 = alone.reduce((sum, r) => sum + r.rateLimited, 0);
  const aloneOk = Math.min(...alone.map((r) => r.ok));
  const run2 = contested.run;
  const contestedOk = run2.results.filter((r) => r.ok).length;
  const serverCheck = retryAfterViolations(
    run2.logged.map((r) => r.at),
    run2.serverRateLimits,
    IN_FLIGHT_TOLERANCE_MS,
  );
  const clientCheck = retryAfterViolations(run2.clientSent, run2.clientRateLimits, 0);
  const our429InLog = run2.logged.filter((r) => r.status === 429).length;
  const countsAgree =
    run2.logged.length === run2.clientSent.length &&
    our429InLog === run2.serverRateLimits.length &&
    our429InLog === run2.clientRateLimits.length;
  const violations = serverCheck.violations + clientCheck.violations + (countsAgree ? 0 : 1);

  notes.push(
    `Emulator at ${COUNT} previews per ${WINDOW_MS / 1000} s (real), the client's previewLimit the same; ` +
      `${BRANCHES} branches through previewBranches (wait: false), system clock.`,
    `Alone: ${ROUNDS} rounds, each on a fresh emulator; the makespan and the minimum are medians, the ratio the ` +
      'median of the ratios of the rounds; 429s are counted over all rounds, previews completed is the fewest of a round. ' +
      `Minimum = ${Math.ceil(BRANCHES / COUNT) - 1} windows + one batch latency (median ${round(median(alone.map((r) => r.latencyMs)), 1)} ms, the slowest ` +
      "answer of the first window's batch, measured in each round). The limiter counts a slot from the answer, so a " +
      `strictly safe client needs ${Math.ceil(BRANCHES / COUNT) - 1} x latency more than this minimum.`,
    `Rival run (once, after the first round alone; counts, no timing figure): the same organization's key from a separate fetch loop (no shared limiter) sending one preview every ` +
      `${(2 * WINDOW_MS) / COUNT} ms (half the quota) and, after a 429, asking again every 10 ms until accepted, ` +
      'so it takes its half. ' +
      `Retry-After checked twice: in the emulator's request log (arrival of each of our requests vs every earlier ` +
      `429 answer of ours, ${IN_FLIGHT_TOLERANCE_MS} ms allowed for requests already in flight) and at the kit's HTTP ` +
      'client (send time vs receipt of every earlier 429 plus its Retry-After).',
  );
  if (!countsAgree) notes.push('The emulator log and the client-side record disagree on request counts.');

  return {
    id: 'quota',
    title: '1. Quota pacing',
    figures: [
      figure({
        metric: `makespan / minimum (${BRANCHES} previews, ${COUNT}/${WINDOW_MS / 1000}s)`,
        value: median(makespans),
        spread: spreadOf(makespans),
        unit: 'ms',
        reference: { label: 'minimum', value: median(minimums), unit: 'ms', spread: spreadOf(minimums) },
        ratio: median(ratios),
        ratioSpread: spreadOf(ratios),
        goal: { on: 'ratio', op: '<=', limit: 1.02 },
      }),
      figure({
        metric: `429s caused by the kit (alone, all ${ROUNDS} rounds)`,
        value: alone429,
        unit: '',
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
      figure({
        metric: `previews completed (alone, fewest of ${ROUNDS} rounds)`,
        value: aloneOk,
        unit: `of ${BRANCHES}`,
        goal: { on: 'value', op: '>=', limit: BRANCHES, unit: '' },
      }),
      figure({
        metric: 'previews completed (rival spends half the quota)',
        value: contestedOk,
        unit: `of ${BRANCHES}`,
        goal: { on: 'value', op: '>=', limit: BRANCHES, unit: '' },
      }),
      figure({
        metric: "rival's share of the previews accepted meanwhile",
        value: (100 * contested.rival.accepted) / (contested.rival.accepted + contestedOk),
        unit: '%',
      }),
      figure({
        metric: 'requests sent before Retry-After allowed (rival run)',
        value: violations,
        unit: '',
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
    ],
    notes,
    details: {
      alone: alone.map(aloneDetails),
      rival: {
        makespanMs: round(run2.makespanMs, 1),
        ourRequests: run2.logged.length,
        our429s: our429InLog,
        rivalAccepted: contested.rival.accepted,
        rivalRateLimited: contested.rival.rateLimited,
        serverLogViolations: serverCheck.violations,
        clientViolations: clientCheck.violations,
        smallestMarginAfterRetryAfterMs:
          clientCheck.smallestMarginMs === undefined ? null : round(clientCheck.smallestMarginMs, 1),
        countsAgree,
      },
    },
    durationMs: performance.now() - started,
  };
}
