/**
 * The wait a `Retry-After` header asks for, in milliseconds: delay-seconds or an HTTP-date (RFC 9110
 * 10.2.3). A date in the past is no wait; anything else is no hint (undefined).
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
