import type { Clock } from '../core/clock.js';
import { abortReason, systemClock } from '../core/clock.js';
import type { SlotStore } from './quota-file.js';
import type { RateLimit } from './rate-limit.js';

export interface SharingOptions {
  /**
   * Behave as one of several uncoordinated clients of the organization's quota (default true): after
   * a 429, resume at a random moment after Retry-After allows it (jitter) and with one probe request
   * before the rest; lower the allowance while other clients' requests cause 429s and raise it again
   * once a full window passes without one. false: the plain sliding window, every caller resuming
   * exactly when Retry-After allows (the behaviour before 0.2, kept for comparison).
   */
  adaptive?: boolean | undefined;
  /** Random numbers in [0, 1) for the jitter (tests pass a fixed sequence). */
  random?: (() => number) | undefined;
}

/** Hands the slot back with what the answer said: its HTTP status, or nothing when no answer came. */
export type Release = (status?: number) => void;

export type WaitReason = 'quota' | 'retry-after';

/**
 * A sliding-window limiter: at most `count` requests in any `windowMs`. A slot is held from the
 * moment a request is sent until its answer arrives and is counted from the answer's time, so the
 * service (which counts arrival times somewhere in between) never sees more than `count` in a
 * window, whatever the latency. A 429 holds every caller until Retry-After allows.
 *
 * Several runners of one organization (matrix legs, other repositories) share the service's quota
 * without sharing this limiter. With `adaptive` the limiter behaves well among them:
 * - Jitter: after a 429 it resumes at Retry-After plus a random part of one slot's share of the
 *   window, so clients released by the same Retry-After do not all arrive at the same instant.
 * - Probe: after a 429 one request goes first; the others follow only once it is accepted, so a
 *   client that lost the race for the freed slots meets one 429, not one per queued request.
 * - Allowance: a 429 while this client used fewer than `count` slots of the window was caused by
 *   another client. The allowance (requests per window this client sends) then drops to what it
 *   actually got in that window, at least halving once per round (multiplicative decrease). After a
 *   full window without a 429 it rises by 1, 2, 4, ... up to `count`, so a client left alone soon
 *   uses the whole quota again.
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
  private pausedUntil = 0;
  /** The end of the current pause before its jitter: later 429s naming the same end share one draw. */
  private pauseTarget = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Callers whose only way to a slot is a request in flight: woken by the next release. */
  private releaseWaiters: (() => void)[] = [];
  private allowanceNow: number;
  private increaseStep = 1;
  /** Since when no 429 has been seen (and no pause held): a full window of it raises the allowance. */
  private calmSince = -Infinity;
  /** 429s of requests sent before this moment belong to a round that has already lowered the allowance. */
  private lastDecreaseAt = -Infinity;
  private probing = false;
  private rateLimitedInARow = 0;

  constructor(
    limit: RateLimit,
    clock: Clock = systemClock,
    store?: SlotStore,
    options: SharingOptions = {},
  ) {
    this.limit = limit;
    this.clock = clock;
    this.store = store;
    this.adaptive = options.adaptive ?? true;
    this.random = options.random ?? Math.random;
    this.allowanceNow = limit.count;
  }

  /** Requests per window this client currently allows itself (`limit.count` unless other clients crowd the quota). */
  get allowance(): number {
    return this.allowanceNow;
  }

  /** Waits for a free slot (callers are served in order) and returns the function that releases it. */
  async acquire(signal?: AbortSignal, onWait?: (ms: number, reason: WaitReason) => void): Promise<Release> {
    const turn = this.queue.then(() => this.waitForSlot(signal, onWait));
    // The next caller queues behind this one whether it succeeds or is aborted.
    this.queue = turn.catch(() => undefined);
    await turn;
    this.inFlight++;
    const sentAt = this.clock.now();
    let released = false;
    return (status?: number) => {
      if (released) return;
      released = true;
      this.inFlight--;
      const now = this.clock.now();
      if (status === 429 && this.adaptive) {
        // Refused requests do not count against the quota.
        this.rateLimited(sentAt, now);
      } else {
        this.slots.push(now);
        this.store?.save(this.slots.filter((t) => t + this.limit.windowMs > now));
        if (status !== undefined && status !== 429) {
          this.probing = false;
          this.rateLimitedInARow = 0;
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
      const backoff = Math.min(this.limit.windowMs, slotShare * 2 ** Math.max(0, this.rateLimitedInARow - 1));
      earliest = now + backoff / 2;
      spread = backoff / 2;
    } else {
      earliest = now + askedMs;
      spread = slotShare / 2;
    }
    if (earliest > this.pauseTarget) {
      this.pauseTarget = earliest;
      this.pauseUntil(earliest + this.random() * spread);
    }
    this.calmSince = Math.max(this.calmSince, this.pausedUntil);
    return Math.max(0, this.pausedUntil - now);
  }

  private rateLimited(sentAt: number, now: number): void {
    this.probing = true;
    this.rateLimitedInARow++;
    this.increaseStep = 1;
    this.calmSince = Math.max(this.calmSince, now);
    const own = this.countedAt(now) + this.inFlight;
    if (own >= this.limit.count) return; // our own requests filled the window: no one else to yield to
    if (sentAt >= this.lastDecreaseAt) {
      this.allowanceNow = Math.max(1, Math.ceil(this.allowanceNow / 2));
      this.lastDecreaseAt = now;
    }
    // What this client actually got in the window is what the others leave it.
    this.allowanceNow = Math.max(1, Math.min(this.allowanceNow, own));
  }

  private countedAt(now: number): number {
    return this.slots.filter((t) => t + this.limit.windowMs > now).length;
  }

  private raiseAllowanceWhenCalm(now: number): void {
    if (this.allowanceNow >= this.limit.count || now - this.calmSince < this.limit.windowMs) return;
    this.allowanceNow = Math.min(this.limit.count, this.allowanceNow + this.increaseStep);
    this.increaseStep *= 2;
    this.calmSince = now;
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
    // A probe is out: its answer decides whether the others follow.
    if (this.probing && this.inFlight > 0) return Infinity;
    if (this.adaptive) this.raiseAllowanceWhenCalm(now);
    let at = Math.max(now, this.pausedUntil);
    const allowed = this.adaptive ? this.allowanceNow : this.limit.count;
    const used = this.slots.length + this.inFlight;
    if (used >= allowed) {
      // The oldest completed slot that must expire before one is free; in-flight requests occupy the rest.
      const slot = this.slots[used - allowed];
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
