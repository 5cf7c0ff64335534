import type { Clock } from '../../../../src/core/clock.js';
import type {
  AttemptFunction,
  AttemptOutcome,
  SchedulerOptions,
} from '../../../../src/links/schedule/host-scheduler.js';
import { HostScheduler } from '../../../../src/links/schedule/host-scheduler.js';
import type { DocumentCheck } from '../../../../src/links/types.js';

// The fake web and helpers the scheduler's tests share (host-scheduler-*.test.ts).

/** What a fake attempt answers; `latencyMs` overrides the document's. */
export interface Answer {
  code?: number | null;
  retry?: { afterMs?: number };
  unanswered?: boolean;
  requests?: number;
  latencyMs?: number;
}

/** The attempt's number for its document and for its host, and when it starts. */
export interface AttemptContext {
  docTry: number;
  hostTry: number;
  now: number;
}

interface Start {
  host: string;
  at: number;
  /** Requests in flight to the host, this one included. */
  inFlight: number;
}

/** Fake hosts: each attempt takes its latency in clock time and answers what `answer` says. */
export function fakeWeb(clock: Clock) {
  const starts: Start[] = [];
  const inFlight = new Map<string, number>();
  const hostTries = new Map<string, number>();
  const abortedSignals: AbortSignal[] = [];
  let total = 0;
  let maxTotal = 0;

  function attempt(
    host: string,
    latencyMs: number,
    answer: (c: AttemptContext) => Answer = () => ({}),
  ): AttemptFunction {
    let docTry = 0;
    return async (signal): Promise<AttemptOutcome> => {
      docTry++;
      const hostTry = (hostTries.get(host) ?? 0) + 1;
      hostTries.set(host, hostTry);
      const now = clock.now();
      const current = (inFlight.get(host) ?? 0) + 1;
      inFlight.set(host, current);
      starts.push({ host, at: now, inFlight: current });
      maxTotal = Math.max(maxTotal, ++total);
      const said = answer({ docTry, hostTry, now });
      try {
        await clock.sleep(said.latencyMs ?? latencyMs, signal);
      } catch {
        abortedSignals.push(signal);
        return { host, check: check(null, 'not checked: the time limit was reached', 1) };
      } finally {
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
        total--;
      }
      const code = said.code === undefined ? 200 : said.code;
      const reason = code === null ? `no answer from ${host} within 30 s` : `the server answers ${code}`;
      return {
        host,
        check: check(code, reason, said.requests ?? 1, host),
        ...(said.retry ? { retry: said.retry } : {}),
        ...(said.unanswered !== undefined ? { unanswered: said.unanswered } : {}),
      };
    };
  }

  return {
    attempt,
    starts,
    abortedSignals,
    startsOf: (host: string) => starts.filter((s) => s.host === host),
    maxInFlight: (host: string, from = -Infinity, to = Infinity) =>
      Math.max(
        0,
        ...starts.filter((s) => s.host === host && s.at >= from && s.at < to).map((s) => s.inFlight),
      ),
    maxTotal: () => maxTotal,
  };
}

export function check(code: number | null, reason: string, requests: number, host?: string): DocumentCheck {
  return {
    status: code !== null && code < 300 ? 'ok' : 'suspect',
    code,
    reason,
    finalUrl: code === null ? null : `https://${host}/`,
    requests,
  };
}

export function scheduler(clock: Clock, options: Partial<SchedulerOptions> = {}): HostScheduler {
  return new HostScheduler({
    maxConcurrency: 32,
    hostConcurrency: 2,
    retries: 2,
    maxWaitMs: 60_000,
    clock,
    random: () => 0,
    ...options,
  });
}

export function documents(
  run: HostScheduler,
  web: ReturnType<typeof fakeWeb>,
  host: string,
  count: number,
  latencyMs: number,
  answer?: (c: AttemptContext, doc: number) => Answer,
): Promise<DocumentCheck>[] {
  return Array.from({ length: count }, (_, doc) =>
    run.check(host, web.attempt(host, latencyMs, answer && ((c) => answer(c, doc)))),
  );
}

export const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/** A clock that counts its sleeps not yet over (resolved or cancelled). */
export function countingClock(inner: Clock): Clock & { openSleeps(): number } {
  let open = 0;
  return {
    now: () => inner.now(),
    timeoutSignal: (ms, message) => inner.timeoutSignal(ms, message),
    sleep: (ms, signal) => {
      open++;
      return inner.sleep(ms, signal).finally(() => open--);
    },
    openSleeps: () => open,
  };
}
