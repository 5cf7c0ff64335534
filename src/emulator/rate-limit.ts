import type { RateLimit, RetryAfterForm } from './options.js';

/** A form that one 429 can carry: `mixed` picks one of these per answer. */
export type HintForm = Exclude<RetryAfterForm, 'mixed'>;

/** A request that came before the last Retry-After its client was given allowed it. */
export interface EarlyRequest {
  /** How much too early, in the limit's ms (emulated when the limits run on emulated time). */
  earlyMs: number;
  /** Real ms between that 429's answer and this request's arrival (a few ms: it was already on its way). */
  afterAnswerMs: number;
}

/**
 * The retry hints each client (told apart by its Authorization header) was given, so that a request
 * arriving before its hint allowed is noted in the request log: the proof that a client honours
 * Retry-After. `mixed` answers alternate between a Retry-After in seconds and no hint at all, as
 * services do when a proxy or another layer answers some of the 429s.
 */
export class RetryAfterBook {
  private readonly given = new Map<string, { until: number; answeredAt: number }>();
  private answers = 0;

  formOf(form: RetryAfterForm): HintForm {
    if (form !== 'mixed') return form;
    return this.answers++ % 2 === 0 ? 'seconds' : 'none';
  }

  /** A 429 with a hint of `waitMs` from `nowMs` (limit clock), answered at real `answeredAt`. */
  note(client: string, form: HintForm, nowMs: number, waitMs: number, answeredAt: number): void {
    if (form === 'none') return;
    const wait = form === 'seconds' ? Math.max(1, Math.ceil(waitMs / 1000)) * 1000 : waitMs;
    this.given.set(client, { until: nowMs + wait, answeredAt });
  }

  check(client: string, nowMs: number, arrivedAt: number): EarlyRequest | undefined {
    const hint = this.given.get(client);
    if (!hint || nowMs >= hint.until) return undefined;
    return { earlyMs: hint.until - nowMs, afterAnswerMs: arrivedAt - hint.answeredAt };
  }

  reset(): void {
    this.given.clear();
    this.answers = 0;
  }
}

export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

/**
 * Sliding-window log per key (organization + operation): a request is accepted when fewer than
 * `count` requests were accepted in the last `windowMs` REAL ms. Rejected requests do not count, so a
 * client that waits for the retry hint always finds a free slot.
 */
export class SlidingWindowLimiter {
  private readonly accepted = new Map<string, number[]>();
  readonly hints = new RetryAfterBook();

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
    this.hints.reset();
  }
}

/**
 * Headers of a 429 for a wait of `waitMs` REAL ms. Every form rounds up, so waiting exactly what the
 * header says is always enough.
 */
export function retryHintHeaders(
  form: HintForm,
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
