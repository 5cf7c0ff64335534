import { parseRateLimit, retryAfterMs } from '../../../src/client/rate-limit.js';
import { ConfigurationError } from '../../../src/core/errors.js';

describe('parseRateLimit', () => {
  it.each([
    ['5/60s', 5, 60_000],
    ['10/10s', 10, 10_000],
    ['5/1m', 5, 60_000],
    [' 3 / 500ms ', 3, 500],
  ])('parses %s', (text, count, windowMs) => {
    expect(parseRateLimit(text)).toEqual({ count, windowMs });
  });

  it.each([
    '',
    '5',
    '5/',
    '/60s',
    '0/60s',
    '-1/60s',
    '5/0s',
    'five/60s',
    '5/60 seconds',
    '5/60s/2',
    '1.5/60s',
  ])('rejects %p with a message naming the input', (text) => {
    expect(() => parseRateLimit(text, '--rate-limit')).toThrow(ConfigurationError);
    expect(() => parseRateLimit(text, '--rate-limit')).toThrow(/--rate-limit/);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('reads delta-seconds', () => {
    expect(retryAfterMs({ 'retry-after': '41' }, now)).toBe(41_000);
    expect(retryAfterMs({ 'retry-after': '0' }, now)).toBe(0);
    expect(retryAfterMs({ 'retry-after': '1.5' }, now)).toBe(1500);
  });
  it('reads an HTTP-date', () => {
    expect(retryAfterMs({ 'retry-after': 'Sun, 22 Nov 2026 12:00:30 GMT' }, now)).toBe(30_000);
    expect(retryAfterMs({ 'retry-after': 'Sun, 22 Nov 2026 11:00:00 GMT' }, now)).toBe(0);
  });
  it('falls back to reset headers (epoch seconds or seconds from now)', () => {
    expect(retryAfterMs({ 'x-ratelimit-reset': String(now / 1000 + 12) }, now)).toBe(12_000);
    expect(retryAfterMs({ 'ratelimit-reset': '7' }, now)).toBe(7000);
  });
  it('is undefined without any hint, or with garbage', () => {
    expect(retryAfterMs({}, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
  });
});
