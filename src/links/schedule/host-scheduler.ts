import { getMaxListeners, setMaxListeners } from 'node:events';
import { fixedBackoff } from '../../client/limiter.js';
import type { Clock } from '../../core/clock.js';
import { systemClock } from '../../core/clock.js';
import { formatDuration } from '../../core/duration.js';
import type { DocumentCheck } from '../types.js';

/** What one HTTP attempt at a document found (the shape fetch-document returns). */
export interface AttemptOutcome {
  check: DocumentCheck;
  /**
   * Present when transient (429, 5xx, timeout, reset): another attempt may succeed; afterMs from
   * Retry-After; `maxTries` caps the attempts of this kind below the scheduler's (a timeout costs a
   * whole timeout each time: one retry tells a slow moment from a page that never answers).
   */
  retry?: { afterMs?: number | undefined; maxTries?: number | undefined } | undefined;
  /** The host that answered last (after redirects); the scheduler keys hosts by what `check` was given. */
  host: string;
  /**
   * No answer at all (a timeout, a refused or reset connection). When absent, a transient failure
   * without an HTTP status counts as one.
   */
  unanswered?: boolean | undefined;
}

export type AttemptFunction = (signal: AbortSignal) => Promise<AttemptOutcome>;

export interface SchedulerOptions {
  /** Requests in flight at once, all hosts together. */
  maxConcurrency: number;
  /** Requests in flight at once to one host; lowered per host with setHostConcurrency, halved by a 429. */
  hostConcurrency: number;
  /** Further attempts after a transient failure. */
  retries: number;
  /** The longest single Retry-After honoured; a longer one gives up on the host at once. */
  maxWaitMs: number;
  clock?: Clock | undefined;
  /** Random numbers in [0, 1) spreading the resumption after a Retry-After. */
  random?: (() => number) | undefined;
  /** The run's deadline: when it aborts, every pending document resolves as not checked. */
  signal?: AbortSignal | undefined;
  /** Attempts in a row without any answer after which a host gets no more requests (default 3). */
  hostFailureLimit?: number | undefined;
}

export interface SchedulerStats {
  /** HTTP requests sent: the sum of every attempt's `check.requests`. */
  requests: number;
  /** Hosts that were sent at least one attempt. */
  hosts: number;
  /** Attempts scheduled again after a transient failure. */
  retries: number;
  /** Clock time spent waiting: hosts paused (each pause counted once) plus documents backing off. */
  waitedMs: number;
}

/** Answers that speak for the whole host: it is overloaded or limits the rate, not just this document. */
const HOST_WIDE = new Set([429, 503]);
/** Answers in a row after which a host slowed by a 429 gets one more request at a time again. */
const RAISE_AFTER = 10;
/** The resumption after a Retry-After is spread over this share of the wait (at most 1 s), never before it. */
const RESUME_SPREAD = 0.1;
const RESUME_SPREAD_MAX_MS = 1000;
const TIME_LIMIT = 'the time limit was reached';
/** The weight of the latest attempt in a host's expected time per document (exponential average). */
const COST_WEIGHT = 0.2;

interface Task {
  readonly host: HostState;
  readonly attempt: AttemptFunction;
  readonly resolve: (check: DocumentCheck) => void;
  tries: number;
  requests: number;
  /** The check of the latest attempt, returned as it is when no further attempt is made. */
  last: DocumentCheck | undefined;
  /** The order of its latest start among all starts. */
  startOrder: number;
  /** When its latest attempt started (clock time): the attempt's duration teaches the host's cost. */
  startedAt: number;
  /** Its latest attempt was given its slot in turns. */
  inTurn: boolean;
  /** When a document backing off may be attempted again. */
  readyAt: number;
  done: boolean;
}

interface HostState {
  readonly name: string;
  /** Documents ready to be attempted, retried ones first. */
  queue: Task[];
  active: number;
  /** The concurrency the host is allowed at most (setHostConcurrency). */
  ceiling: number;
  /** The concurrency it has now: the ceiling, halved after a 429 and raised again as it answers. */
  limit: number;
  /** The number of starts when its concurrency was last halved (-1: never): later 429s of the same burst do not halve it again. */
  cutAfterStart: number;
  answeredSinceCut: number;
  pausedUntil: number;
  throttledInARow: number;
  unansweredInARow: number;
  /** Why the host gets no more requests ("example.org did not answer the last 3 requests"). */
  givenUp: string | undefined;
  /** Order of the host's latest start, for turns among hosts. */
  servedAt: number;
  attempted: boolean;
  /** Expected time of one attempt (ms), learnt from its answers; undefined before the first. */
  costMs: number | undefined;
  /** It limited the rate (429 or Retry-After): it goes first whenever it may be sent to. */
  rateLimited: boolean;
}

/**
 * Runs each document's attempts politely per host and fast overall: at most `hostConcurrency`
 * requests in flight per host and `maxConcurrency` in all. A free slot goes, in this order:
 *
 * 1. to a host that limits the rate (it answered 429 or sent Retry-After), as soon as it may be sent
 *    to again: its rate, not the slots, decides when it is done;
 * 2. when it is the last free slot and no request in flight was given in turns: to the host served
 *    longest ago (in turns), so that no host is starved: every host with work is served within a
 *    turn of all the waiting hosts, and a host with thousands of documents never holds back one with
 *    three;
 * 3. else to the host with the most work left: its documents (queued and in flight) times its
 *    expected time per attempt (learnt from its answers) over its concurrency. The longest queue
 *    starts at once and at its full concurrency, and it is what decides when the run ends.
 *
 * No host with work sits below its limit while the overall limit allows: the run takes what its
 * largest host's politeness, or all the work over the overall limit, allows.
 *
 * A server speaking for its host (Retry-After, 429, 503) pauses that host only (its requests in
 * flight finish, the other hosts go on); a 429 also halves the host's concurrency for the rest of the
 * run, raised again by one after every RAISE_AFTER answers. Other transient failures back off the
 * document alone with the kit's backoff. A host that asks to wait longer than `maxWaitMs`, or stops
 * answering, gets no more requests: its other documents resolve as suspect without one.
 *
 * One clock sleep at a time wakes the scheduler for the earliest paused host or backed-off document;
 * it is cancelled once nothing waits, so no timer outlives the work.
 */
export class HostScheduler {
  private readonly maxConcurrency: number;
  private readonly hostConcurrency: number;
  private readonly retries: number;
  private readonly maxWaitMs: number;
  private readonly failureLimit: number;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly deadline: AbortSignal | undefined;
  /** What attempts are given: the deadline, or a signal that never aborts. */
  private readonly attemptSignal: AbortSignal;
  private readonly hosts = new Map<string, HostState>();
  /** Hosts with documents ready to be attempted. */
  private readonly waiting = new Set<HostState>();
  /** Documents backing off, earliest `readyAt` first. */
  private backingOff: Task[] = [];
  private readonly inFlight = new Set<Task>();
  private active = 0;
  private pending = 0;
  private starts = 0;
  private pumpQueued = false;
  /** Requests in flight that were given their slot in turns (at most one at a time). */
  private turnsInFlight = 0;
  /** Expected time of one attempt over all hosts (exponential average); undefined before the first answer. */
  private meanCostMs: number | undefined;
  private wake: { at: number; cancel: AbortController } | undefined;
  private readonly totals = { requests: 0, retries: 0, waitedMs: 0 };
  private readonly onDeadline = () => this.abandonAll();

  constructor(options: SchedulerOptions) {
    this.maxConcurrency = atLeast(options.maxConcurrency, 1, 'maxConcurrency');
    this.hostConcurrency = atLeast(options.hostConcurrency, 1, 'hostConcurrency');
    this.retries = atLeast(options.retries, 0, 'retries');
    this.failureLimit = atLeast(options.hostFailureLimit ?? 3, 1, 'hostFailureLimit');
    if (!(options.maxWaitMs >= 0)) throw new RangeError('maxWaitMs must be zero or more');
    this.maxWaitMs = options.maxWaitMs;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.deadline = options.signal;
    this.attemptSignal = options.signal ?? new AbortController().signal;
    // Each attempt in flight listens to the deadline: as many as run at once (two schedulers of
    // one run share it), which is no leak (MaxListenersExceededWarning otherwise).
    if (options.signal)
      setMaxListeners(Math.max(getMaxListeners(options.signal), 2 * this.maxConcurrency + 8), options.signal);
  }

  /** Runs attempt() for one document of `host` under the limits, retrying transient failures. */
  check(host: string, attempt: AttemptFunction): Promise<DocumentCheck> {
    return new Promise((resolve) => {
      const state = this.hostState(host);
      const task: Task = {
        host: state,
        attempt,
        resolve,
        tries: 0,
        requests: 0,
        last: undefined,
        startOrder: 0,
        startedAt: 0,
        inTurn: false,
        readyAt: 0,
        done: false,
      };
      if (this.deadline?.aborted) return resolve(notChecked(task));
      if (state.givenUp !== undefined) return resolve(notTried(task, state.givenUp));
      if (this.pending++ === 0) this.deadline?.addEventListener('abort', this.onDeadline, { once: true });
      this.enqueue(task, false);
      this.schedulePump();
    });
  }

  setHostConcurrency(host: string, n: number): void {
    const state = this.hostState(host);
    state.ceiling = Math.max(1, Math.floor(n));
    state.limit = state.cutAfterStart >= 0 ? Math.min(state.limit, state.ceiling) : state.ceiling;
    this.schedulePump();
  }

  /** Bookkeeping for the report and the bench. */
  stats(): SchedulerStats {
    let hosts = 0;
    for (const host of this.hosts.values()) if (host.attempted) hosts++;
    return { ...this.totals, hosts };
  }

  private hostState(name: string): HostState {
    let host = this.hosts.get(name);
    if (!host) {
      host = {
        name,
        queue: [],
        active: 0,
        ceiling: this.hostConcurrency,
        limit: this.hostConcurrency,
        cutAfterStart: -1,
        answeredSinceCut: 0,
        pausedUntil: -Infinity,
        throttledInARow: 0,
        unansweredInARow: 0,
        givenUp: undefined,
        servedAt: 0,
        attempted: false,
        costMs: undefined,
        rateLimited: false,
      };
      this.hosts.set(name, host);
    }
    return host;
  }

  private enqueue(task: Task, first: boolean): void {
    if (first) task.host.queue.unshift(task);
    else task.host.queue.push(task);
    this.waiting.add(task.host);
  }

  /** Pumps once after the current burst of calls (5,000 check() calls in a row make one pass). */
  private schedulePump(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => this.pump());
  }

  /** Starts every attempt the limits allow now, then sets the wake-up for the earliest waiting work. */
  private pump(): void {
    this.pumpQueued = false;
    if (this.deadline?.aborted) return;
    const now = this.clock.now();
    this.releaseBackedOff(now);
    while (this.active < this.maxConcurrency) {
      const next = this.nextHost(now);
      if (!next) break;
      this.start(next.host, next.inTurn);
    }
    this.armWake(now);
  }

  /** The expected time one attempt at the host takes: its own, or the mean of all hosts' before its first answer. */
  private costOf(host: HostState): number {
    return host.costMs ?? this.meanCostMs ?? 1;
  }

  /** The time the host needs for its documents left at its concurrency. */
  private workLeft(host: HostState): number {
    return ((host.queue.length + host.active) * this.costOf(host)) / host.limit;
  }

  /** The host the next free slot goes to (see the class comment), or none. */
  private nextHost(now: number): { host: HostState; inTurn: boolean } | undefined {
    let limited: HostState | undefined;
    let limitedLeft = -1;
    let most: HostState | undefined;
    let mostLeft = -1;
    let turn: HostState | undefined;
    for (const host of this.waiting) {
      if (host.pausedUntil > now || host.active >= host.limit) continue;
      const left = this.workLeft(host);
      if (host.rateLimited) {
        if (left > limitedLeft || (left === limitedLeft && host.servedAt < limited!.servedAt))
          [limited, limitedLeft] = [host, left];
        continue;
      }
      if (left > mostLeft || (left === mostLeft && host.servedAt < most!.servedAt))
        [most, mostLeft] = [host, left];
      if (!turn || host.servedAt < turn.servedAt) turn = host;
    }
    if (limited) return { host: limited, inTurn: false };
    if (turn && this.turnsInFlight === 0 && this.maxConcurrency - this.active === 1)
      return { host: turn, inTurn: true };
    return most && { host: most, inTurn: false };
  }

  private start(host: HostState, inTurn: boolean): void {
    const task = host.queue.shift() as Task;
    if (host.queue.length === 0) this.waiting.delete(host);
    host.active++;
    host.servedAt = ++this.starts;
    this.active++;
    task.tries++;
    task.startOrder = this.starts;
    task.startedAt = this.clock.now();
    task.inTurn = inTurn;
    if (inTurn) this.turnsInFlight++;
    this.inFlight.add(task);
    let outcome: Promise<AttemptOutcome>;
    try {
      outcome = task.attempt(this.attemptSignal);
    } catch (error) {
      outcome = Promise.resolve(failedAttempt(host.name, error));
    }
    outcome.then(
      (result) => this.settle(task, result),
      (error: unknown) => this.settle(task, failedAttempt(host.name, error)),
    );
  }

  private settle(task: Task, outcome: AttemptOutcome): void {
    const host = task.host;
    host.active--;
    this.active--;
    this.inFlight.delete(task);
    if (task.inTurn) this.turnsInFlight--;
    task.requests += outcome.check.requests;
    this.totals.requests += outcome.check.requests;
    // A host counts once a request reached it (a name that did not resolve sent none).
    if (outcome.check.requests > 0) host.attempted = true;
    const check: DocumentCheck = { ...outcome.check, requests: task.requests };
    task.last = check;
    const now = this.clock.now();
    this.learnCost(host, now - task.startedAt);
    const hostPaused = this.learn(host, task, outcome, now);
    this.schedulePump();
    if (task.done) return;
    const asked = outcome.retry?.afterMs;
    if (asked !== undefined && asked > this.maxWaitMs) {
      this.finish(task, { ...check, reason: `${check.reason}; it ${this.waitTooLong(asked)}` });
      return;
    }
    if (
      !outcome.retry ||
      host.givenUp !== undefined ||
      task.tries > this.retries ||
      task.tries >= (outcome.retry.maxTries ?? Infinity) ||
      this.deadline?.aborted
    ) {
      this.finish(task, check);
      return;
    }
    this.totals.retries++;
    if (hostPaused) {
      // The host's pause decides when it goes again.
      this.enqueue(task, true);
    } else {
      const waitMs = fixedBackoff(undefined, task.tries);
      task.readyAt = now + waitMs;
      this.totals.waitedMs += waitMs;
      this.backingOff.splice(this.backedOffIndex(task.readyAt), 0, task);
    }
  }

  /** The attempt's duration in the host's expected time per attempt, and in the mean of all hosts. */
  private learnCost(host: HostState, durationMs: number): void {
    const ms = Math.max(0, durationMs);
    host.costMs = host.costMs === undefined ? ms : host.costMs + COST_WEIGHT * (ms - host.costMs);
    this.meanCostMs =
      this.meanCostMs === undefined ? ms : this.meanCostMs + COST_WEIGHT * (ms - this.meanCostMs);
  }

  /** What the outcome says about its host; returns whether the host is paused for it. */
  private learn(host: HostState, task: Task, outcome: AttemptOutcome, now: number): boolean {
    const code = outcome.check.code;
    const unanswered = outcome.unanswered ?? (outcome.retry !== undefined && code === null);
    if (unanswered) {
      if (++host.unansweredInARow >= this.failureLimit)
        this.giveUp(host, `${host.name} did not answer the last ${host.unansweredInARow} requests`);
    } else if (code !== null) {
      host.unansweredInARow = 0;
    }
    if (code === 429 || outcome.retry?.afterMs !== undefined) host.rateLimited = true;
    if (code === 429 && task.startOrder > host.cutAfterStart) {
      // Requests sent before the cut were part of the same burst: one cut per burst, as TCP does.
      host.limit = Math.max(1, Math.floor(host.limit / 2));
      host.cutAfterStart = this.starts;
      host.answeredSinceCut = 0;
    } else if (code !== null && !HOST_WIDE.has(code)) {
      host.throttledInARow = 0;
      if (host.limit < host.ceiling && ++host.answeredSinceCut >= RAISE_AFTER) {
        host.limit++;
        host.answeredSinceCut = 0;
      }
    }
    if (!outcome.retry) return false;
    const asked = outcome.retry.afterMs;
    if (asked !== undefined) {
      if (asked > this.maxWaitMs) {
        this.giveUp(host, `${host.name} ${this.waitTooLong(asked)}`);
        return false;
      }
      const spread = Math.min(Math.max(0, asked) * RESUME_SPREAD, RESUME_SPREAD_MAX_MS);
      this.pauseHost(host, now + Math.max(0, asked) + this.random() * spread, now);
      return true;
    }
    if (code !== null && HOST_WIDE.has(code)) {
      this.pauseHost(host, now + fixedBackoff(undefined, ++host.throttledInARow), now);
      return true;
    }
    return false;
  }

  private waitTooLong(askedMs: number): string {
    return `asks to wait ${formatDuration(askedMs)}, longer than a check waits (${formatDuration(this.maxWaitMs)})`;
  }

  private pauseHost(host: HostState, until: number, now: number): void {
    if (until <= host.pausedUntil) return;
    this.totals.waitedMs += until - Math.max(host.pausedUntil, now);
    host.pausedUntil = until;
  }

  /** The host gets no more requests: its documents still waiting resolve without one. */
  private giveUp(host: HostState, why: string): void {
    if (host.givenUp !== undefined) return;
    host.givenUp = why;
    const queued = host.queue;
    host.queue = [];
    this.waiting.delete(host);
    for (const task of queued) this.finish(task, notTried(task, why));
    this.backingOff = this.backingOff.filter((task) => {
      if (task.host !== host) return true;
      this.finish(task, notTried(task, why));
      return false;
    });
  }

  private releaseBackedOff(now: number): void {
    let ready = 0;
    while (ready < this.backingOff.length && (this.backingOff[ready] as Task).readyAt <= now) ready++;
    if (ready === 0) return;
    for (const task of this.backingOff.splice(0, ready)) this.enqueue(task, true);
  }

  private backedOffIndex(readyAt: number): number {
    let low = 0;
    let high = this.backingOff.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.backingOff[middle] as Task).readyAt <= readyAt) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** One sleep for the earliest paused host with documents, or backed-off document; none when nothing waits. */
  private armWake(now: number): void {
    let at = this.backingOff[0]?.readyAt ?? Infinity;
    for (const host of this.waiting) if (host.pausedUntil > now) at = Math.min(at, host.pausedUntil);
    if (this.wake?.at === at) return;
    this.cancelWake();
    if (at === Infinity) return;
    const cancel = new AbortController();
    this.wake = { at, cancel };
    this.clock.sleep(at - now, cancel.signal).then(
      () => {
        if (this.wake?.cancel === cancel) this.wake = undefined;
        this.pump();
      },
      () => undefined,
    );
  }

  private cancelWake(): void {
    this.wake?.cancel.abort();
    this.wake = undefined;
  }

  private finish(task: Task, check: DocumentCheck): void {
    if (task.done) return;
    task.done = true;
    if (--this.pending === 0) {
      this.deadline?.removeEventListener('abort', this.onDeadline);
      this.cancelWake();
    }
    task.resolve(check);
  }

  /** The deadline: documents waiting, backing off or in flight resolve now; late answers are only counted. */
  private abandonAll(): void {
    this.cancelWake();
    for (const host of this.waiting) {
      const queued = host.queue;
      host.queue = [];
      for (const task of queued) this.finish(task, notChecked(task));
    }
    this.waiting.clear();
    const backingOff = this.backingOff;
    this.backingOff = [];
    for (const task of backingOff) this.finish(task, notChecked(task));
    for (const task of this.inFlight) this.finish(task, notChecked(task));
  }
}

function atLeast(value: number, min: number, name: string): number {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be an integer of at least ${min}`);
  return value;
}

/** A document the deadline stopped: its latest check when it had one, said to be final. */
function notChecked(task: Task): DocumentCheck {
  if (task.last) return { ...task.last, reason: `${task.last.reason}; not retried: ${TIME_LIMIT}` };
  return {
    status: 'suspect',
    code: null,
    reason: `not checked: ${TIME_LIMIT}`,
    finalUrl: null,
    requests: task.requests,
  };
}

/** A document of a host given up on, resolved without a request. */
function notTried(task: Task, why: string): DocumentCheck {
  if (task.last) return { ...task.last, reason: `${task.last.reason}; not tried again: ${why}` };
  return {
    status: 'suspect',
    code: null,
    reason: `not tried: ${why}`,
    finalUrl: null,
    requests: task.requests,
  };
}

function failedAttempt(host: string, error: unknown): AttemptOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return {
    host,
    check: {
      status: 'suspect',
      code: null,
      reason: `the check failed: ${message}`,
      finalUrl: null,
      requests: 0,
    },
  };
}
