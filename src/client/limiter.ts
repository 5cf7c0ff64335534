import type { Clock } from '../core/clock.js';
import { abortReason, systemClock } from '../core/clock.js';
import type { SlotStore } from './quota-file.js';
import type { RateLimit } from './rate-limit.js';

/**
 * A sliding-window limiter: at most `count` requests in any `windowMs`. A slot is held from the
 * moment a request is sent until its answer arrives and is counted from the answer's time, so the
 * service (which counts arrival times somewhere in between) never sees more than `count` in a
 * window, whatever the latency. `pauseUntil` holds every caller after a 429.
 */
export class SlidingWindowLimiter {
  readonly limit: RateLimit;
  private readonly clock: Clock;
  private readonly slots: number[] = [];
  private inFlight = 0;
  private pausedUntil = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly store: SlotStore | undefined;
  /** Callers whose only way to a slot is a request in flight: woken by the next release. */
  private releaseWaiters: (() => void)[] = [];

  constructor(limit: RateLimit, clock: Clock = systemClock, store?: SlotStore) {
    this.limit = limit;
    this.clock = clock;
    this.store = store;
  }

  /** Waits for a free slot (callers are served in order) and returns the function that releases it. */
  async acquire(signal?: AbortSignal, onWait?: (ms: number, reason: 'quota' | 'retry-after') => void) {
    const turn = this.queue.then(() => this.waitForSlot(signal, onWait));
    // The next caller queues behind this one whether it succeeds or is aborted.
    this.queue = turn.catch(() => undefined);
    await turn;
    this.inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight--;
      this.slots.push(this.clock.now());
      this.store?.save(this.slots.filter((t) => t + this.limit.windowMs > this.clock.now()));
      const waiters = this.releaseWaiters;
      this.releaseWaiters = [];
      for (const wake of waiters) wake();
    };
  }

  /** After a 429: nobody sends before `until` (clock time). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
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
    let at = Math.max(now, this.pausedUntil);
    const used = this.slots.length + this.inFlight;
    if (used >= this.limit.count) {
      // The oldest completed slot that must expire before one is free; in-flight requests occupy the rest.
      const index = used - this.limit.count;
      const slot = this.slots[index];
      at = Math.max(at, slot === undefined ? Infinity : slot + this.limit.windowMs);
    }
    return at;
  }

  private async waitForSlot(
    signal: AbortSignal | undefined,
    onWait: ((ms: number, reason: 'quota' | 'retry-after') => void) | undefined,
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

/** One limiter per bucket for the whole process: every call, from any capability, shares it. */
const registry = new Map<string, SlidingWindowLimiter>();

export function sharedLimiter(
  bucket: string,
  limit: RateLimit,
  clock?: Clock,
  store?: SlotStore,
): SlidingWindowLimiter {
  const key = `${bucket}:${limit.count}/${limit.windowMs}`;
  let limiter = registry.get(key);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(limit, clock, store);
    registry.set(key, limiter);
  }
  return limiter;
}

export function resetSharedLimitersForTests(): void {
  registry.clear();
}
