import { startEmulator } from '../src/emulator/index.js';
import type { RetryAfterForm } from '../src/emulator/index.js';
import { onCleanup } from './lib/cleanup.js';
import { childScript, ensureChildrenBuilt } from './lib/children.js';
import { describeFailure, runProcess } from './lib/processes.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, round, spreadOf } from './lib/stats.js';
import { retryAfterViolations } from './lib/traffic.js';
import type { FailedRequest, RateLimitAnswer } from './lib/traffic.js';

const CLIENTS = 4;
const BRANCHES = 10;
const COUNT = 5;
/** The service's window, in emulated ms; the emulator and the clients run TIME_SCALE times faster. */
const WINDOW_MS = 60_000;
const TIME_SCALE = 30;
/** Runs of every scenario: the figures are their medians (counts: the worst round, or all rounds). */
const ROUNDS = 3;
const ORG = 'org_matrix';
/** Real ms left to the children to start before the common start. */
const START_DELAY_MS = 2500;
/** A request arriving this soon (real ms) after a 429 was answered may have been on its way already. */
const IN_FLIGHT_TOLERANCE_MS = 100;

type Mode = 'adaptive' | 'fixed';

interface ChildReport {
  ok: number;
  errors: string[];
  sent: number[];
  accepted: number[];
  rateLimited: RateLimitAnswer[];
  /** Requests that failed without an answer (real epoch ms). */
  failed?: FailedRequest[];
}

/** One client's traffic in emulated seconds from the common start (what the details keep). */
interface Timeline {
  sentS: number[];
  acceptedS: number[];
  /** Each 429: when it arrived and the wait its Retry-After asked for (emulated s). */
  rateLimited: { atS: number; retryAfterS: number }[];
  failed: { atS: number; code: string; reusedSocket: boolean }[];
}

export interface Scenario {
  mode: Mode;
  form: RetryAfterForm;
  accepted: number;
  /** Emulated ms from the common start to the last accepted answer. */
  makespanMs: number;
  minimumMs: number;
  ratio: number;
  rateLimitedPerClient: number[];
  /** 429s per client per window of the makespan: mean and worst client. */
  perClientPerWindow: { mean: number; max: number };
  /** Requests that came before a Retry-After allowed: in the emulator's log and at the clients. */
  earlyAtServer: number;
  earlyAtClients: number;
  smallestMarginMs: number | undefined;
  timelines: Timeline[];
}

function keyOf(index: number): string {
  return `dcs_matrixclient${index}_${'k'.repeat(16)}`;
}

async function runScenario(mode: Mode, form: RetryAfterForm): Promise<Scenario> {
  const emulator = await startEmulator({
    keys: Array.from({ length: CLIENTS }, (_, i) => ({ key: keyOf(i), org: ORG })),
    previewLimit: { count: COUNT, windowMs: WINDOW_MS },
    rateLimitClock: 'emulated',
    timeScale: TIME_SCALE,
    retryAfter: form,
  });
  const close = onCleanup(() => emulator.close());
  try {
    const startAt = Date.now() + START_DELAY_MS;
    const runs = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        runProcess(
          process.execPath,
          [
            childScript('quota-client'),
            emulator.url,
            `matrix-${i + 1}`,
            String(BRANCHES),
            String(startAt),
            String(TIME_SCALE),
            mode,
          ],
          { env: { ...process.env, DOCS_API_KEY: keyOf(i) }, timeoutMs: 300_000 },
        ),
      ),
    );
    const reports = runs.map((run, i) => {
      if (run.code !== 0) throw new Error(describeFailure(`matrix client ${i + 1}`, run));
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as ChildReport;
    });
    const toEmulated = (realMs: number) => realMs * TIME_SCALE;
    const seconds = (realAt: number) => round(toEmulated(realAt - startAt) / 1000, 2);
    const timelines = reports.map((r): Timeline => ({
      sentS: r.sent.map(seconds),
      acceptedS: r.accepted.map(seconds),
      rateLimited: r.rateLimited.map((a) => ({
        atS: seconds(a.at),
        retryAfterS: round(toEmulated(a.retryAfterMs) / 1000, 2),
      })),
      failed: (r.failed ?? []).map((f) => ({ ...f, atS: seconds(f.at) })),
    }));
    const lastAccepted = max(reports.flatMap((r) => r.accepted));
    const makespanMs = toEmulated(lastAccepted - startAt);
    const latencies = reports.map((r) => {
      const firstAnswer = Math.min(r.accepted[0] ?? Infinity, r.rateLimited[0]?.at ?? Infinity);
      return toEmulated(firstAnswer - (r.sent[0] as number));
    });
    const minimumMs = (Math.ceil((CLIENTS * BRANCHES) / COUNT) - 1) * WINDOW_MS + median(latencies);
    const windows = makespanMs / WINDOW_MS;
    const rateLimitedPerClient = reports.map((r) => r.rateLimited.length);
    const perWindow = rateLimitedPerClient.map((n) => n / windows);
    const checks = reports.map((r) => retryAfterViolations(r.sent, r.rateLimited, 0));
    const margins = checks.map((c) => c.smallestMarginMs).filter((m): m is number => m !== undefined);
    const earlyAtServer = emulator.requests.filter(
      (r) => r.operation === 'preview' && r.early && r.early.afterAnswerMs > IN_FLIGHT_TOLERANCE_MS,
    ).length;
    return {
      mode,
      form,
      accepted: reports.reduce((sum, r) => sum + r.ok, 0),
      makespanMs,
      minimumMs,
      ratio: makespanMs / minimumMs,
      rateLimitedPerClient,
      perClientPerWindow: {
        mean: perWindow.reduce((a, b) => a + b, 0) / perWindow.length,
        max: max(perWindow),
      },
      earlyAtServer,
      earlyAtClients: checks.reduce((sum, c) => sum + c.violations, 0),
      smallestMarginMs: margins.length > 0 ? toEmulated(Math.min(...margins)) : undefined,
      timelines,
    };
  } finally {
    await close();
  }
}

function describe(s: Scenario): Record<string, unknown> {
  return {
    makespanS: round(s.makespanMs / 1000, 2),
    minimumS: round(s.minimumMs / 1000, 2),
    ratio: round(s.ratio, 3),
    accepted: s.accepted,
    rateLimitedPerClient: s.rateLimitedPerClient,
    perClientPerWindow: {
      mean: round(s.perClientPerWindow.mean, 2),
      max: round(s.perClientPerWindow.max, 2),
    },
    earlyAtServer: s.earlyAtServer,
    earlyAtClients: s.earlyAtClients,
    smallestMarginAfterRetryAfterS:
      s.smallestMarginMs === undefined ? null : round(s.smallestMarginMs / 1000, 3),
    // Issue 30 item 8: a request sent and never answered shows as a failure, or as a send without an answer.
    requestsWithoutAnswer: s.timelines.reduce((sum, t) => sum + t.failed.length, 0),
    sendsWithoutAnswer: s.timelines.reduce(
      (sum, t) => sum + t.sentS.length - t.acceptedS.length - t.rateLimited.length,
      0,
    ),
    timelines: s.timelines,
  };
}

/** A scenario's rounds: each round ran every scenario once, in turn. */
type Rounds = Scenario[];

const makespansS = (rounds: Rounds) => rounds.map((s) => s.makespanMs / 1000);
const rateLimitedMeans = (rounds: Rounds) => rounds.map((s) => s.perClientPerWindow.mean);

/** Makespan as a figure (medians of the rounds): against the minimum, or another scenario's makespan. */
function makespanFigure(
  metric: string,
  rounds: Rounds,
  options: { against?: { label: string; rounds: Rounds }; goal?: number } = {},
): Figure {
  const { against, goal } = options;
  const ratios = rounds.map((s) => s.ratio);
  const reference = against ? makespansS(against.rounds) : rounds.map((s) => s.minimumMs / 1000);
  return figure({
    metric,
    value: median(makespansS(rounds)),
    spread: spreadOf(makespansS(rounds)),
    unit: 's',
    reference: {
      label: against ? against.label : 'minimum',
      value: median(reference),
      unit: 's',
      spread: spreadOf(reference),
    },
    ratio: median(ratios),
    ratioSpread: spreadOf(ratios),
    ...(goal === undefined ? {} : { goal: { on: 'ratio' as const, op: '<=' as const, limit: goal } }),
  });
}

/** 429s per client per window (median of the rounds' means), against the scenario without adaptation. */
function rateLimitedFigure(metric: string, rounds: Rounds, plain: Rounds, goal?: number): Figure {
  const value = median(rateLimitedMeans(rounds));
  const reference = median(rateLimitedMeans(plain));
  return figure({
    metric,
    value,
    spread: spreadOf(rateLimitedMeans(rounds)),
    unit: '',
    reference: {
      label: 'no jitter/adaptation',
      value: reference,
      unit: '',
      spread: spreadOf(rateLimitedMeans(plain)),
    },
    ratio: value / reference,
    ...(goal === undefined ? {} : { goal: { on: 'value' as const, op: '<=' as const, limit: goal } }),
  });
}

export async function matrixSharing(): Promise<BenchResult> {
  const started = performance.now();
  ensureChildrenBuilt();
  const total = CLIENTS * BRANCHES;
  // Interleaved, so that the kit and its comparison meet the same load: every round runs each
  // scenario once, starting with another one each round.
  const scenarios = [
    { id: 'adaptive', mode: 'adaptive', form: 'seconds' },
    { id: 'fixed', mode: 'fixed', form: 'seconds' },
    { id: 'adaptiveNoHint', mode: 'adaptive', form: 'none' },
    { id: 'fixedNoHint', mode: 'fixed', form: 'none' },
  ] as const;
  const rounds = new Map<string, Rounds>(scenarios.map((s) => [s.id, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < scenarios.length; step++) {
      const { id, mode, form } = scenarios[(round + step) % scenarios.length] as (typeof scenarios)[number];
      rounds.get(id)?.push(await runScenario(mode, form));
    }
  }
  const [adaptive, fixed, adaptiveNoHint, fixedNoHint] = scenarios.map((s) => rounds.get(s.id) as Rounds) as [
    Rounds,
    Rounds,
    Rounds,
    Rounds,
  ];
  const accepted = (rs: Rounds) => Math.min(...rs.map((s) => s.accepted));
  const early = (rs: Rounds) => rs.reduce((sum, s) => sum + s.earlyAtServer + s.earlyAtClients, 0);
  const window = `${COUNT}/${WINDOW_MS / 1000}s`;

  return {
    id: 'matrix',
    title: '6. One quota, 4 runners',
    figures: [
      figure({
        metric: `previews accepted (${CLIENTS} clients x ${BRANCHES}, ${window}, Retry-After; fewest of ${ROUNDS} rounds)`,
        value: accepted(adaptive),
        unit: `of ${total}`,
        goal: { on: 'value', op: '>=', limit: total, unit: '' },
      }),
      figure({
        metric: `requests sent before Retry-After allowed (all ${ROUNDS} rounds)`,
        value: early(adaptive),
        unit: '',
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
      makespanFigure('makespan / minimum', adaptive, { goal: 1.15 }),
      rateLimitedFigure('429s per client per window (mean of 4)', adaptive, fixed, 1),
      makespanFigure('no jitter/adaptation: makespan / minimum', fixed),
      figure({
        metric: 'no jitter/adaptation: previews accepted / sent early',
        value: accepted(fixed),
        unit: `of ${total} / ${early(fixed)}`,
      }),
      makespanFigure('no Retry-After: makespan / minimum', adaptiveNoHint, {
        against: { label: 'no jitter/adaptation', rounds: fixedNoHint },
      }),
      rateLimitedFigure('no Retry-After: 429s per client per window', adaptiveNoHint, fixedNoHint),
      figure({
        metric: 'no Retry-After: previews accepted (kit / no adaptation)',
        value: accepted(adaptiveNoHint),
        unit: `of ${total} / ${accepted(fixedNoHint)}`,
      }),
    ],
    notes: [
      `${CLIENTS} client processes (as on ${CLIENTS} runners: own limiter, no quota file), each with its own API key of ` +
        `one organization, each previewing ${BRANCHES} branches (previewBranches, wait: false) from a common start. ` +
        `The emulator allows ${COUNT} previews per ${WINDOW_MS / 1000} s per organization on emulated time at time scale ` +
        `${TIME_SCALE} (one window = ${WINDOW_MS / TIME_SCALE / 1000} s real); the clients run a scaled clock of the same ` +
        'scale and their default limit (5/60s). Figures are emulated time. ' +
        `${ROUNDS} rounds, each running the four scenarios once in turn (each round starting with another): timing ` +
        'figures and 429s per client per window are medians of the rounds (ratios: the median of the ratios of the rounds), ' +
        'previews accepted the fewest of a round, requests sent early the sum of all rounds. The details keep every ' +
        "client's sends, answers, 429s (with the wait asked for) and requests that failed without an answer.",
      `Minimum = ${Math.ceil(total / COUNT) - 1} windows + one answer's latency (the median first answer of the clients, ` +
        'measured in the run): 40 previews need 8 batches of 5.',
      'Kit: after a 429 it resumes between Retry-After and Retry-After + 12 s (jitter); it sends one request at a time ' +
        'while the quota is crowded (a 429 within the last window) and its first three one at a time, then doubles with ' +
        'every accepted answer (its rate adapts down and back up). "No jitter/adaptation": the same clients with ' +
        'adaptiveRateLimit: false (every caller resumes exactly at Retry-After, full rate), in the same rounds.',
      'Sent early: the emulator notes every request that arrives before the last Retry-After given to its key allowed ' +
        `(requests arriving within ${IN_FLIGHT_TOLERANCE_MS} ms real of that 429 were already on their way and are not ` +
        'counted); each client also records, through diagnostics_channel, its send times against the receipt of every ' +
        'earlier 429 plus its Retry-After (no tolerance).',
      '"No Retry-After": the same two runs with 429s that carry no hint at all (the service does not document one).',
    ],
    details: Object.fromEntries(scenarios.map((s) => [s.id, (rounds.get(s.id) ?? []).map(describe)])),
    durationMs: performance.now() - started,
  };
}
