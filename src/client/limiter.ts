import type { Clock } from '../core/clock.js';
import { abortReason, systemClock } from '../core/clock.js';
import type { SlotStore } from './quota-file.js';
import type { RateLimit } from './rate-limit.js';

export interface SharingOptions {
  /**
   * Behave as one of several uncoordinated clients of the organization's quota (default true); see
   * the class. false: the plain sliding window, every caller resuming exactly when Retry-After allows
   * (the behaviour before, kept for comparison).
   */
  adaptive?: boolean | undefined;
  /** Random numbers in [0, 1) for the jitter (tests pass a seeded sequence). */
  random?: (() => number) | undefined;
}

/** Hands the slot back with what the answer said: its HTTP status, or nothing when no answer came. */
export type Release = (status?: number) => void;

export type WaitReason = 'quota' | 'retry-after';

/** Requests a fresh adaptive limiter sends one at a time before its rate starts doubling. */
export const START_PROBES = 3;

/**
 * A sliding-window limiter: at most `count` requests in any `windowMs`. A slot is held from the
 * moment a request is sent until its answer arrives and is counted from the answer's time, so the
 * service (which counts arrival times somewhere in between) never sees more than `count` in a
 * window, whatever the latency. A 429 holds every caller until Retry-After allows.
 *
 * Several runners of one organization (matrix legs, other repositories) share the service's quota
 * without sharing this limiter; each learns of the others only through 429s. With `adaptive` (the
 * default) the limiter behaves well among them, the way TCP senders share a link:
 * - Jitter: after a 429 it resumes at a random moment between Retry-After and Retry-After plus one
 *   slot's share of the window (12 s of 5 per minute), never before, so clients released by the same
 *   Retry-After do not all arrive at once; without Retry-After, exponential backoff from one slot's
 *   share with half of each wait random ("equal jitter").
 * - Rate: the number of requests it lets out at once (a congestion window) drops to one on a 429,
 *   so the first request after a pause is a probe and a client that lost the race for the freed slots
 *   meets one 429, not one per queued request. It stays at one while the quota is crowded (until a
 *   window after the last 429's pause ended): a slot just won was the one that had freed, and a burst
 *   right after it meets only 429s. Once a whole window passes so, every accepted answer doubles it, up to
 *   `count`. A run starts with its first `START_PROBES` requests one at a time, then doubles: it costs
 *   a few round trips of a minute's window, and runners that start together do not all burst into the
 *   one slot the first answers left.
 *
 * In the simulation of 4 runners with 10 previews each on 5 per minute (test/support/shared-quota.ts,
 * 300 seeds), a third of the 429s came in the first window from the runners' second bursts and a
 * third from the request sent right after a won slot; staying at one request while crowded and
 * starting with three probes halves the first and trims the second (28 -> 22 429s per run), at no
 * cost to the makespan (benchmark 6 of BENCHMARKS.md measures the same on real processes).
 */
export class SlidingWindowLimiter {
  readonly limit: RateLimit;
  private readonly clock: Clock;
  private readonly store: SlotStore | undefined;
  private readonly adaptive: boolean;
  private readonly random: () => number;
  /** Answer times of the requests that count against the quota, oldest first. */
  private readonly slots: number[] = [];
  private inFlight = 0;
  /** Requests let out at once (adaptive only; the sliding window applies as well). */
  private congestionWindow: number;
  private pausedUntil = 0;
  /** The end of the current pause before its jitter: later 429s naming no later end share its draw. */
  private pauseTarget = 0;
  private rateLimitedInARow = 0;
  /** When the last 429 was answered: until a window after it (and after its pause), the quota is crowded. */
  private lastRateLimitedAt = -Infinity;
  /** Accepted answers so far: the first START_PROBES go one at a time. */
  private acceptedAnswers = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Callers whose only way to a slot is a request in flight: woken by the next release. */
  private releaseWaiters: (() => void)[] = [];

  constructor(limit: RateLimit, clock: Clock = systemClock, store?: SlotStore, options: SharingOptions = {}) {
    this.limit = limit;
    this.clock = clock;
    this.store = store;
    this.adaptive = options.adaptive ?? true;
    this.random = options.random ?? Math.random;
    this.congestionWindow = this.adaptive ? 1 : Infinity;
  }

  /** Requests this limiter currently lets out at once (the service's count when nothing crowds it). */
  get rate(): number {
    return Math.min(this.congestionWindow, this.limit.count);
  }

  /** Waits for a free slot (callers are served in order) and returns the function that releases it. */
  async acquire(signal?: AbortSignal, onWait?: (ms: number, reason: WaitReason) => void): Promise<Release> {
    const turn = this.queue.then(() => this.waitForSlot(signal, onWait));
    // The next caller queues behind this one whether it succeeds or is aborted.
    this.queue = turn.catch(() => undefined);
    await turn;
    this.inFlight++;
    let released = false;
    return (status?: number) => {
      if (released) return;
      released = true;
      this.inFlight--;
      const now = this.clock.now();
      if (status === 429 && this.adaptive) {
        // Refused: it does not count against the quota, and the crowd calls for one request at a time.
        this.congestionWindow = 1;
        this.rateLimitedInARow++;
        this.lastRateLimitedAt = now;
      } else {
        this.slots.push(now);
        this.store?.save(this.slots.filter((t) => t + this.limit.windowMs > now));
        if (status !== undefined && status !== 429 && this.adaptive) {
          this.acceptedAnswers++;
          this.rateLimitedInARow = 0;
          // Crowded until a whole window has passed since the last 429's pause ended: that pause is
          // about a window long, so counting from the 429 itself would end it as the client resumes.
          const crowded =
            this.lastRateLimitedAt > -Infinity &&
            now < Math.max(this.lastRateLimitedAt, this.pausedUntil) + this.limit.windowMs;
          if (!crowded && this.acceptedAnswers >= START_PROBES)
            this.congestionWindow = Math.min(this.limit.count, this.congestionWindow * 2);
        }
      }
      const waiters = this.releaseWaiters;
      this.releaseWaiters = [];
      for (const wake of waiters) wake();
    };
  }

  /** Nobody sends before `until` (clock time). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
  }

  /**
   * After a 429: pauses every caller and returns how long (ms) the caller should wait. With a
   * Retry-After hint (`askedMs`) never less than it; without one, exponential backoff from one slot's
   * share of the window. `attempt` counts this call's 429s in a row.
   */
  afterRateLimited(askedMs: number | undefined, attempt: number): number {
    const now = this.clock.now();
    if (!this.adaptive) {
      const wait = askedMs ?? fixedBackoff(this.limit, attempt);
      this.pauseUntil(now + wait);
      return wait;
    }
    const slotShare = this.limit.windowMs / this.limit.count;
    let earliest: number;
    let spread: number;
    if (askedMs === undefined) {
      const inARow = Math.max(1, this.rateLimitedInARow);
      const backoff = Math.min(this.limit.windowMs, slotShare * 2 ** (inARow - 1));
      earliest = now + backoff / 2;
      spread = backoff / 2;
    } else {
      earliest = now + askedMs;
      spread = slotShare;
    }
    if (earliest > this.pauseTarget) {
      this.pauseTarget = earliest;
      this.pauseUntil(earliest + this.random() * spread);
    }
    return Math.max(0, this.pausedUntil - now);
  }

  /** Clock time at which the next request may be sent, ignoring requests still in flight. */
  private nextFreeAt(now: number): number {
    if (this.store) {
      // Requests other processes sent for the same organization count too.
      const known = new Set(this.slots);
      for (const t of this.store.load()) if (!known.has(t)) this.slots.push(t);
      this.slots.sort((a, b) => a - b);
    }
    while (this.slots.length > 0 && (this.slots[0] as number) + this.limit.windowMs <= now)
      this.slots.shift();
    // As many requests out as the congestion window allows: the next answer decides on more.
    if (this.inFlight >= this.congestionWindow) return Infinity;
    let at = Math.max(now, this.pausedUntil);
    const used = this.slots.length + this.inFlight;
    if (used >= this.limit.count) {
      // The oldest completed slot that must expire before one is free; in-flight requests occupy the rest.
      const slot = this.slots[used - this.limit.count];
      at = Math.max(at, slot === undefined ? Infinity : slot + this.limit.windowMs);
    }
    return at;
  }

  private async waitForSlot(
    signal: AbortSignal | undefined,
    onWait: ((ms: number, reason: WaitReason) => void) | undefined,
  ): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const at = this.nextFreeAt(now);
      if (at <= now) return;
      if (Number.isFinite(at)) {
        const wait = at - now;
        onWait?.(wait, this.pausedUntil >= at ? 'retry-after' : 'quota');
        await this.clock.sleep(wait, signal);
      } else {
        // Only requests in flight can free a slot: their answer decides when.
        await this.nextRelease(signal);
      }
    }
  }

  private nextRelease(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      const onAbort = () => {
        this.releaseWaiters = this.releaseWaiters.filter((w) => w !== wake);
        reject(abortReason(signal as AbortSignal));
      };
      const wake = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.releaseWaiters.push(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/**
 * The wait after a 429 without a Retry-After hint when no adaptive limiter handles it: exponential
 * backoff from one slot's share of the window (2 s without a limit), ±20% jitter.
 */
export function fixedBackoff(limit: RateLimit | undefined, attempt: number): number {
  const window = limit?.windowMs ?? 60_000;
  const base = limit ? window / limit.count : 2000;
  const jitter = 0.8 + Math.random() * 0.4;
  return Math.round(Math.min(window, base * 2 ** (attempt - 1)) * jitter);
}

/** One limiter per bucket for the whole process: every call, from any capability, shares it. */
const registry = new Map<string, SlidingWindowLimiter>();

export function sharedLimiter(
  bucket: string,
  limit: RateLimit,
  clock?: Clock,
  store?: SlotStore,
  options: SharingOptions = {},
): SlidingWindowLimiter {
  const key = `${bucket}:${limit.count}/${limit.windowMs}:${options.adaptive ?? true}`;
  let limiter = registry.get(key);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(limit, clock, store, options);
    registry.set(key, limiter);
  }
  return limiter;
}

export function resetSharedLimitersForTests(): void {
  registry.clear();
}
