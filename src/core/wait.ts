import type { Clock } from './clock.js';
import { abortReason, systemClock } from './clock.js';
import { formatDuration } from './duration.js';
import { CancelledError, errorMessage, isTransient, SchemaError, TimeoutError } from './errors.js';
import type { Logger } from './logger.js';
import type { PollSample, PollSchedule } from './poll-schedule.js';
import { defaultSchedule, nextPollDelay, predictEnd } from './poll-schedule.js';

export interface Observation {
  /** The service's state, verbatim (unknown states are kept and treated as not terminal). */
  state: string;
  done: boolean;
  /** 0-100 when the service reports it. */
  progress?: number | undefined;
  /** Extra words for the log line, e.g. "128 pages". */
  detail?: string | undefined;
}

export interface WaitOptions<T> {
  /** Names the thing waited for in logs and errors: "export job se_123". */
  what: string;
  poll: (signal: AbortSignal) => Promise<T>;
  observe: (value: T) => Observation;
  logger: Logger;
  signal?: AbortSignal | undefined;
  clock?: Clock | undefined;
  schedule?: Partial<PollSchedule> | undefined;
  /**
   * Consecutive transient failures tolerated before giving up (default 5). During a wait, an answer
   * that cannot be read (not JSON, cut off, another shape) counts as one: a proxy or the service can
   * garble one body of many, and the next poll is usually fine.
   */
  errorBudget?: number | undefined;
  /** Log at least this often while nothing changes (default 30 s). */
  heartbeatMs?: number | undefined;
  /** Added to timeout and cancellation messages, e.g. how to resume. */
  resumeHint?: string | undefined;
  /** The first observation is already known (e.g. from the start request): skip the first poll. */
  initial?: T | undefined;
  /** Absolute clock time of the run's deadline: the last poll lands just before it. */
  deadline?: number | undefined;
}

export interface WaitResult<T> {
  value: T;
  polls: number;
  elapsedMs: number;
}

export function describeObservation(o: Observation, eta?: number): string {
  const parts = [o.state];
  if (o.progress !== undefined) parts.push(`${Math.floor(o.progress * 10) / 10}%`);
  let text = parts.join(' ');
  if (o.detail) text += ` (${o.detail})`;
  if (eta !== undefined && eta > 0 && !o.done) text += `, ETA ${formatDuration(eta)}`;
  return text;
}

/**
 * The one poll loop of the kit: deadline and cancellation through `signal`, a budget of transient
 * failures, heartbeats with progress and ETA, and an adaptive schedule (see poll-schedule.ts).
 */
export async function waitUntilDone<T>(options: WaitOptions<T>): Promise<WaitResult<T>> {
  const clock = options.clock ?? systemClock;
  const schedule = { ...defaultSchedule, ...options.schedule };
  const budget = options.errorBudget ?? 5;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const signal = options.signal ?? new AbortController().signal;
  const started = clock.now();
  const samples: PollSample[] = [];
  let polls = 0;
  let lastLogged = '';
  let lastLogAt = -Infinity;
  let last: Observation | undefined;
  let pending: T | undefined = options.initial;

  const stop = (): never => {
    const reason = abortReason(signal);
    const lastState = last ? `; last state: ${describeObservation(last)}` : '';
    const hint = options.resumeHint ? `. ${options.resumeHint}` : '';
    if (reason instanceof TimeoutError) {
      throw new TimeoutError(`${options.what} did not finish: ${reason.message}${lastState}${hint}`);
    }
    throw new CancelledError(`${options.what}: ${reason.message}${lastState}${hint}`);
  };

  for (;;) {
    if (signal.aborted) stop();
    let value: T;
    if (pending !== undefined) {
      value = pending;
      pending = undefined;
    } else {
      try {
        value = await readWithRetries(
          () => {
            polls++;
            return options.poll(signal);
          },
          {
            what: `checking ${options.what}`,
            logger: options.logger,
            signal,
            clock,
            errorBudget: budget,
            initialMs: schedule.initialMs,
            maxMs: schedule.maxMs,
            retryable: (error) => isTransient(error) || error instanceof SchemaError,
          },
        );
      } catch (error) {
        if (signal.aborted) stop();
        throw error;
      }
    }

    const observation = options.observe(value);
    last = observation;
    const now = clock.now();
    samples.push({ at: now, state: observation.state, progress: observation.progress });
    if (observation.done) {
      options.logger.info(`${options.what}: ${describeObservation(observation)}`);
      return { value, polls, elapsedMs: now - started };
    }

    const predicted = predictEnd(samples);
    const line = describeObservation(observation, predicted === undefined ? undefined : predicted - now);
    const changed = line.replace(/, ETA .*/, '') !== lastLogged.replace(/, ETA .*/, '');
    if (changed || now - lastLogAt >= heartbeatMs) {
      options.logger.info(`${options.what}: ${line}`);
      lastLogged = line;
      lastLogAt = now;
    }
    let delay = nextPollDelay(samples, clock.now(), schedule);
    if (options.deadline !== undefined) {
      const beforeDeadline = options.deadline - clock.now() - schedule.minMs;
      if (beforeDeadline > 0) delay = Math.min(delay, beforeDeadline);
    }
    // Long waits are cut into heartbeat-sized pieces so the log shows the step is alive.
    let slept = 0;
    while (slept < delay) {
      const piece = Math.min(heartbeatMs, delay - slept);
      await clock.sleep(piece, signal).catch(stop);
      slept += piece;
      if (slept < delay) {
        options.logger.info(`${options.what}: still ${line}; next check in ${formatDuration(delay - slept)}`);
        lastLogAt = clock.now();
      }
    }
  }
}

export interface ReadOptions {
  /** Starts the retry warning: "checking export job se_1", "reading deployment st_1". */
  what: string;
  logger: Logger;
  signal?: AbortSignal | undefined;
  clock?: Clock | undefined;
  /** Failures in a row tolerated before giving up (default 5, a wait's). */
  errorBudget?: number | undefined;
  /** First retry delay, doubled per failure up to maxMs (defaults: the poll schedule's). */
  initialMs?: number | undefined;
  maxMs?: number | undefined;
  /**
   * Which failures are worth another read (default: an answer that could not be read, SchemaError).
   * The client has already retried transient failures (no answer, 5xx) within its own retries.
   */
  retryable?: ((error: unknown) => boolean) | undefined;
}

/**
 * One idempotent read (a status, a job, a bundle link) with the error budget of a wait: an answer
 * that cannot be read (cut off, not JSON, another shape) is asked for again after a pause, as a
 * poll of a wait would be, and only when it repeats past the budget is its error final.
 */
export async function readWithRetries<T>(read: () => Promise<T>, options: ReadOptions): Promise<T> {
  const clock = options.clock ?? systemClock;
  const budget = options.errorBudget ?? 5;
  const initialMs = options.initialMs ?? defaultSchedule.initialMs;
  const maxMs = options.maxMs ?? defaultSchedule.maxMs;
  const retryable = options.retryable ?? ((error: unknown) => error instanceof SchemaError);
  for (let failures = 0; ;) {
    try {
      return await read();
    } catch (error) {
      if (options.signal?.aborted || !retryable(error) || failures >= budget) throw error;
      failures++;
      const delay = Math.min(maxMs, initialMs * 2 ** failures);
      options.logger.warning(
        `${options.what} failed (${errorMessage(error)}); retrying in ${formatDuration(delay)} ` +
          `(${budget - failures + 1} tries left)`,
      );
      await clock.sleep(delay, options.signal);
    }
  }
}
