import { startEmulator } from '../src/emulator/index.js';
import type { RetryAfterForm } from '../src/emulator/index.js';
import { onCleanup } from './lib/cleanup.js';
import { childScript, ensureChildrenBuilt } from './lib/children.js';
import { describeFailure, runProcess } from './lib/processes.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, round } from './lib/stats.js';
import { retryAfterViolations } from './lib/traffic.js';
import type { RateLimitAnswer } from './lib/traffic.js';

const CLIENTS = 4;
const BRANCHES = 10;
const COUNT = 5;
/** The service's window, in emulated ms; the emulator and the clients run TIME_SCALE times faster. */
const WINDOW_MS = 60_000;
const TIME_SCALE = 30;
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
  };
}

/** Makespan as a figure: against the minimum, or against another scenario's makespan. */
function makespanFigure(
  metric: string,
  s: Scenario,
  options: { against?: { label: string; scenario: Scenario }; goal?: number } = {},
): Figure {
  const { against, goal } = options;
  return figure({
    metric,
    value: s.makespanMs / 1000,
    unit: 's',
    reference: against
      ? { label: against.label, value: against.scenario.makespanMs / 1000, unit: 's' }
      : { label: 'minimum', value: s.minimumMs / 1000, unit: 's' },
    ratio: s.ratio,
    ...(goal === undefined ? {} : { goal: { on: 'ratio' as const, op: '<=' as const, limit: goal } }),
  });
}

/** 429s per client per window (mean), against the same figure of the scenario without adaptation. */
function rateLimitedFigure(metric: string, s: Scenario, plain: Scenario, goal?: number): Figure {
  return figure({
    metric,
    value: s.perClientPerWindow.mean,
    unit: '',
    reference: { label: 'no jitter/adaptation', value: plain.perClientPerWindow.mean, unit: '' },
    ratio: s.perClientPerWindow.mean / plain.perClientPerWindow.mean,
    ...(goal === undefined ? {} : { goal: { on: 'value' as const, op: '<=' as const, limit: goal } }),
  });
}

export async function matrixSharing(): Promise<BenchResult> {
  const started = performance.now();
  ensureChildrenBuilt();
  const total = CLIENTS * BRANCHES;
  // Interleaved, so that the kit and its comparison meet the same load.
  const adaptive = await runScenario('adaptive', 'seconds');
  const fixed = await runScenario('fixed', 'seconds');
  const adaptiveNoHint = await runScenario('adaptive', 'none');
  const fixedNoHint = await runScenario('fixed', 'none');
  const early = (s: Scenario) => s.earlyAtServer + s.earlyAtClients;
  const window = `${COUNT}/${WINDOW_MS / 1000}s`;

  return {
    id: 'matrix',
    title: '6. One quota, 4 runners',
    figures: [
      figure({
        metric: `previews accepted (${CLIENTS} clients x ${BRANCHES}, ${window}, Retry-After)`,
        value: adaptive.accepted,
        unit: `of ${total}`,
        goal: { on: 'value', op: '>=', limit: total, unit: '' },
      }),
      figure({
        metric: 'requests sent before Retry-After allowed',
        value: early(adaptive),
        unit: '',
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
      makespanFigure('makespan / minimum', adaptive, { goal: 1.15 }),
      rateLimitedFigure('429s per client per window (mean of 4)', adaptive, fixed, 1),
      makespanFigure('no jitter/adaptation: makespan / minimum', fixed),
      figure({
        metric: 'no jitter/adaptation: previews accepted / sent early',
        value: fixed.accepted,
        unit: `of ${total} / ${early(fixed)}`,
      }),
      makespanFigure('no Retry-After: makespan / minimum', adaptiveNoHint, {
        against: { label: 'no jitter/adaptation', scenario: fixedNoHint },
      }),
      rateLimitedFigure('no Retry-After: 429s per client per window', adaptiveNoHint, fixedNoHint),
      figure({
        metric: 'no Retry-After: previews accepted (kit / no adaptation)',
        value: adaptiveNoHint.accepted,
        unit: `of ${total} / ${fixedNoHint.accepted}`,
      }),
    ],
    notes: [
      `${CLIENTS} client processes (as on ${CLIENTS} runners: own limiter, no quota file), each with its own API key of ` +
        `one organization, each previewing ${BRANCHES} branches (previewBranches, wait: false) from a common start. ` +
        `The emulator allows ${COUNT} previews per ${WINDOW_MS / 1000} s per organization on emulated time at time scale ` +
        `${TIME_SCALE} (one window = ${WINDOW_MS / TIME_SCALE / 1000} s real); the clients run a scaled clock of the same ` +
        'scale and their default limit (5/60s). Figures are emulated time.',
      `Minimum = ${Math.ceil(total / COUNT) - 1} windows + one answer's latency (the median first answer of the clients, ` +
        'measured in the run): 40 previews need 8 batches of 5.',
      'Kit: after a 429 it resumes between Retry-After and Retry-After + 12 s (jitter), one request at a time, ' +
        'doubling with every accepted answer (its rate adapts down and back up). "No jitter/adaptation": the same clients with ' +
        'adaptiveRateLimit: false (every caller resumes exactly at Retry-After, full rate), run right after.',
      'Sent early: the emulator notes every request that arrives before the last Retry-After given to its key allowed ' +
        `(requests arriving within ${IN_FLIGHT_TOLERANCE_MS} ms real of that 429 were already on their way and are not ` +
        'counted); each client also records, through diagnostics_channel, its send times against the receipt of every ' +
        'earlier 429 plus its Retry-After (no tolerance).',
      '"No Retry-After": the same two runs with 429s that carry no hint at all (the service does not document one).',
    ],
    details: {
      adaptive: describe(adaptive),
      fixed: describe(fixed),
      adaptiveNoHint: describe(adaptiveNoHint),
      fixedNoHint: describe(fixedNoHint),
    },
    durationMs: performance.now() - started,
  };
}
