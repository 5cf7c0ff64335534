import { fixedBackoff } from '../../client/limiter.js';
import type { Clock } from '../../core/clock.js';
import { systemClock } from '../../core/clock.js';
import { formatDuration } from '../../core/duration.js';
import type { Attempt } from '../http/fetch-document.js';
import type { DocumentCheck } from '../types.js';

export interface SchedulerOptions {
  /** Requests in flight at once, all hosts together. */
  maxConcurrency: number;
  /** Requests in flight at once to one host (lowered for a host that answers 429). */
  hostConcurrency: number;
  /** Further attempts after a transient failure (429, 5xx, a timeout). */
  retries: number;
  /** The longest single wait a server may ask for; a longer one gives up at once. */
  maxWaitMs: number;
  /** Attempts in a row without any answer after which a host gets no more requests. */
  hostFailureLimit?: number | undefined;
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
}

interface Task {
  attempt: (signal: AbortSignal) => Promise<Attempt>;
  tries: number;
  requests: number;
  resolve: (check: DocumentCheck) => void;
}

interface Host {
  name: string;
  queue: Task[];
  active: number;
  limit: number;
  pausedUntil: number;
  answeredInARow: number;
  unansweredInARow: number;
  /** Why the host gets no more requests. */
  givenUp: string | undefined;
  requests: number;
}

/** Successes in a row after which a host slowed by a 429 gets one more request at a time. */
const RAISE_AFTER = 8;

/**
 * Runs each document's attempts politely per host and fast overall: at most `hostConcurrency`
 * requests in flight per host and `maxConcurrency` in all, hosts served in turn so that a host with
 * thousands of links does not hold back the others, and every free slot of a host with work filled at
 * once (the run then takes what the slowest host allows). A host that answers 429 or sends
 * `Retry-After` is paused (its in-flight requests finish) and slowed down while the others go on;
 * other transient failures are retried after the kit's backoff with jitter; a host that stops
 * answering is given up on, its other documents resolved without a request.
 */
export class HostScheduler {
  private readonly options: SchedulerOptions;
  private readonly clock: Clock;
  private readonly hosts = new Map<string, Host>();
  /** Hosts with queued work, in turn order. */
  private readonly turn: Host[] = [];
  private active = 0;
  private retries = 0;
  private waitedMs = 0;
  private wakeAt = Infinity;
  private readonly controller = new AbortController();
  private readonly signal: AbortSignal;

  constructor(options: SchedulerOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    this.signal = options.signal
      ? AbortSignal.any([options.signal, this.controller.signal])
      : this.controller.signal;
    this.signal.addEventListener('abort', () => this.abandonQueued(), { once: true });
  }

  check(host: string, attempt: (signal: AbortSignal) => Promise<Attempt>): Promise<DocumentCheck> {
    return new Promise((resolve) => {
      const task: Task = { attempt, tries: 0, requests: 0, resolve };
      if (this.signal.aborted) return resolve(notChecked(task));
      const state = this.host(host);
      if (state.givenUp !== undefined) return resolve(givenUp(state, task));
      this.enqueue(state, task);
      this.pump();
    });
  }

  setHostConcurrency(host: string, limit: number): void {
    this.host(host).limit = Math.max(1, limit);
  }

  stats(): { requests: number; hosts: number; retries: number; waitedMs: number } {
    let requests = 0;
    let hosts = 0;
    for (const host of this.hosts.values()) {
      requests += host.requests;
      if (host.requests > 0) hosts++;
    }
    return { requests, hosts, retries: this.retries, waitedMs: this.waitedMs };
  }

  private host(name: string): Host {
    let host = this.hosts.get(name);
    if (!host) {
      host = {
        name,
        queue: [],
        active: 0,
        limit: this.options.hostConcurrency,
        pausedUntil: 0,
        answeredInARow: 0,
        unansweredInARow: 0,
        givenUp: undefined,
        requests: 0,
      };
      this.hosts.set(name, host);
    }
    return host;
  }

  private enqueue(host: Host, task: Task): void {
    if (host.queue.length === 0 && !this.turn.includes(host)) this.turn.push(host);
    host.queue.push(task);
  }

  /**
   * Starts every task the limits allow now, each time from the host with the fewest requests in
   * flight (in turn order among equals, the host served last at the back); sets one timer for the
   * earliest paused host with work.
   */
  private pump(): void {
    if (this.signal.aborted) return;
    const now = this.clock.now();
    let earliest = Infinity;
    while (this.active < this.options.maxConcurrency) {
      let chosen = -1;
      for (let i = 0; i < this.turn.length; i++) {
        const host = this.turn[i]!;
        if (host.queue.length === 0) {
          this.turn.splice(i--, 1);
          continue;
        }
        if (host.pausedUntil > now) {
          earliest = Math.min(earliest, host.pausedUntil);
          continue;
        }
        if (host.active >= host.limit) continue;
        if (chosen < 0 || host.active < this.turn[chosen]!.active) chosen = i;
        if (host.active === 0) break;
      }
      if (chosen < 0) break;
      const host = this.turn[chosen]!;
      this.start(host, host.queue.shift()!);
      this.turn.splice(chosen, 1);
      if (host.queue.length > 0) this.turn.push(host);
    }
    if (earliest < this.wakeAt) {
      this.wakeAt = earliest;
      this.clock.sleep(earliest - now, this.signal).then(
        () => {
          this.wakeAt = Infinity;
          this.pump();
        },
        () => undefined,
      );
    }
  }

  private start(host: Host, task: Task): void {
    host.active++;
    this.active++;
    task.tries++;
    task.attempt(this.signal).then(
      (attempt) => this.settle(host, task, attempt),
      (error: unknown) =>
        this.settle(host, task, {
          host: host.name,
          check: {
            status: 'suspect',
            code: null,
            reason: `the check failed: ${(error as Error).message}`,
            finalUrl: null,
            requests: 0,
          },
        }),
    );
  }

  private settle(host: Host, task: Task, attempt: Attempt): void {
    host.active--;
    this.active--;
    task.requests += attempt.check.requests;
    host.requests += attempt.check.requests;
    const check = { ...attempt.check, requests: task.requests };
    if (attempt.unanswered) {
      host.unansweredInARow++;
      host.answeredInARow = 0;
    } else {
      host.unansweredInARow = 0;
      if (++host.answeredInARow >= RAISE_AFTER && host.limit < this.options.hostConcurrency) {
        host.limit++;
        host.answeredInARow = 0;
      }
    }
    const limit = this.options.hostFailureLimit ?? 3;
    if (host.unansweredInARow >= limit && host.givenUp === undefined) {
      host.givenUp = `not tried: ${host.name} did not answer the last ${limit} requests`;
      for (const queued of host.queue.splice(0)) queued.resolve(givenUp(host, queued));
    }
    if (
      attempt.retry &&
      !this.signal.aborted &&
      host.givenUp === undefined &&
      task.tries <= this.options.retries
    ) {
      const asked = attempt.retry.afterMs;
      if (asked !== undefined && asked > this.options.maxWaitMs) {
        task.resolve({
          ...check,
          reason: `${check.reason}; it asks to wait ${formatDuration(asked)}, longer than a check waits`,
        });
      } else {
        this.retries++;
        const waitMs = asked ?? fixedBackoff(undefined, task.tries);
        this.waitedMs += waitMs;
        if (asked !== undefined || check.code === 429) {
          // The server speaks for the whole host: pause it, and send less at once from now on.
          host.pausedUntil = Math.max(host.pausedUntil, this.clock.now() + waitMs);
          if (check.code === 429) host.limit = Math.max(1, Math.floor(host.limit / 2));
          host.answeredInARow = 0;
          host.queue.unshift(task);
          if (!this.turn.includes(host)) this.turn.push(host);
        } else {
          this.clock.sleep(waitMs, this.signal).then(
            () => {
              this.enqueue(host, task);
              this.pump();
            },
            () => task.resolve(notChecked(task)),
          );
        }
      }
    } else {
      task.resolve(check);
    }
    this.pump();
  }

  private abandonQueued(): void {
    for (const host of this.hosts.values())
      for (const task of host.queue.splice(0)) task.resolve(notChecked(task));
    this.turn.length = 0;
  }
}

function notChecked(task: Task): DocumentCheck {
  return {
    status: 'suspect',
    code: null,
    reason: 'not checked: the time limit was reached',
    finalUrl: null,
    requests: task.requests,
  };
}

function givenUp(host: Host, task: Task): DocumentCheck {
  return { status: 'suspect', code: null, reason: host.givenUp!, finalUrl: null, requests: task.requests };
}
