import type { RateLimit, RetryAfterForm } from './options.js';

export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

/**
 * Sliding-window log per key (organization + operation): a request is accepted when fewer than
 * `count` requests were accepted in the last `windowMs` REAL ms. Rejected requests do not count, so a
 * client that waits for the retry hint always finds a free slot.
 */
export class SlidingWindowLimiter {
  private readonly accepted = new Map<string, number[]>();

  take(key: string, limit: RateLimit, nowMs: number): LimitDecision {
    const since = nowMs - limit.windowMs;
    const times = (this.accepted.get(key) ?? []).filter((t) => t > since);
    if (times.length >= limit.count) {
      this.accepted.set(key, times);
      const oldestThatCounts = times[times.length - limit.count] as number;
      return { allowed: false, retryAfterMs: Math.max(1, oldestThatCounts + limit.windowMs - nowMs) };
    }
    times.push(nowMs);
    this.accepted.set(key, times);
    return { allowed: true, remaining: limit.count - times.length };
  }

  reset(): void {
    this.accepted.clear();
  }
}

/**
 * Headers of a 429 for a wait of `waitMs` REAL ms. Every form rounds up, so waiting exactly what the
 * header says is always enough.
 */
export function retryHintHeaders(
  form: RetryAfterForm,
  waitMs: number,
  nowMs: number,
  limitCount?: number,
): Record<string, string> {
  const resetEpochSeconds = Math.ceil((nowMs + waitMs) / 1000);
  switch (form) {
    case 'seconds':
      return { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) };
    case 'http-date':
      return { 'Retry-After': new Date(resetEpochSeconds * 1000).toUTCString() };
    case 'reset':
      return {
        'X-RateLimit-Reset': String(resetEpochSeconds),
        'X-RateLimit-Remaining': '0',
        ...(limitCount !== undefined ? { 'X-RateLimit-Limit': String(limitCount) } : {}),
      };
    case 'none':
      return {};
  }
}

export function describeWindow(windowMs: number): string {
  if (windowMs === 1000) return 'second';
  if (windowMs === 60_000) return 'minute';
  if (windowMs === 3_600_000) return 'hour';
  return windowMs % 1000 === 0 ? `${windowMs / 1000} seconds` : `${windowMs} ms`;
}
