import type { IncomingHttpHeaders } from 'node:http';
import { ConfigurationError } from '../core/errors.js';
import { parseDuration } from '../core/duration.js';

export interface RateLimit {
  count: number;
  windowMs: number;
}

/** The service's documented limits. */
export const PREVIEW_LIMIT: RateLimit = { count: 5, windowMs: 60_000 };
export const DEPLOY_LIMIT: RateLimit = { count: 10, windowMs: 10_000 };

/** Parses `5/60s`, `10/10s`, `5/1m`: at most N requests per DURATION. */
export function parseRateLimit(text: string, what = 'rate-limit'): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\S+)\s*$/.exec(text);
  if (!match) {
    throw new ConfigurationError(
      `${what}: "${text}" is not a rate limit. Use REQUESTS/DURATION, for example 5/60s (the service's limit).`,
    );
  }
  const count = Number(match[1]);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new ConfigurationError(
      `${what}: "${text}" must allow at least one request per window, e.g. 5/60s.`,
    );
  }
  return { count, windowMs: parseDuration(match[2] as string, what) };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * How long the service asked us to wait, in ms: `Retry-After` as delta-seconds or an HTTP-date,
 * else a reset header (`X-RateLimit-Reset`/`RateLimit-Reset`: epoch seconds, or seconds from now
 * when small), else undefined.
 */
export function retryAfterMs(headers: IncomingHttpHeaders, now = Date.now()): number | undefined {
  const retryAfter = header(headers, 'retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return asWait(Math.round(Number(retryAfter) * 1000));
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return asWait(date - now);
  }
  const reset = (header(headers, 'x-ratelimit-reset') ?? header(headers, 'ratelimit-reset'))?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const value = Number(reset);
    // Epoch seconds are large; small values are "seconds from now" (the IETF RateLimit header form).
    return asWait(value > 1e9 ? value * 1000 - now : Math.round(value * 1000));
  }
  return undefined;
}

/** The longest delay a timer holds (about 24.8 days); Node fires longer ones after 1 ms. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * A usable wait: never negative, and a hint too large for a timer is clamped rather than becoming a
 * 1 ms retry loop (the run's deadline ends the wait long before). An unreadable number is no hint.
 */
function asWait(ms: number): number | undefined {
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(MAX_WAIT_MS, Math.max(0, ms));
}
