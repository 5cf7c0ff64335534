import fc from 'fast-check';
import { parseRateLimit, retryAfterMs } from '../../../src/client/rate-limit.js';
import { formatDuration } from '../../../src/core/duration.js';
import { outcome, rejection } from '../../support/outcome.js';

const window = fc.oneof(
  fc.integer({ min: 1, max: 3599 }).map((s) => s * 1000),
  fc.integer({ min: 1, max: 999 }),
  fc.integer({ min: 60, max: 1440 }).map((m) => m * 60_000),
);

describe('parseRateLimit (property)', () => {
  it('reads COUNT/DURATION back, with or without spaces around the parts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), window, fc.boolean(), (count, windowMs, spaced) => {
        const text = spaced
          ? ` ${count} / ${formatDuration(windowMs)} `
          : `${count}/${formatDuration(windowMs)}`;
        expect(parseRateLimit(text, 'input rate-limit')).toEqual({ count, windowMs });
      }),
    );
  });

  it('never accepts a count below one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), window, (count, windowMs) => {
        const message = rejection(() =>
          parseRateLimit(`${count}/${formatDuration(windowMs)}`, '--rate-limit'),
        );
        expect(message).toMatch(/^--rate-limit: /);
      }),
    );
  });

  it('accepts nothing but a whole count >= 1 and a positive window; only throws ConfigurationError', () => {
    const nearLimit = fc
      .tuple(
        fc.oneof(
          fc.integer({ min: -5, max: 50 }).map(String),
          fc.constantFrom('', ' ', '1.5', 'five', '1e3'),
        ),
        fc.constantFrom('/', ' / ', '//', '', ':', '/ '),
        fc.oneof(fc.constantFrom('60s', '0s', '1m', '-1s', 's', '', '10', '0.4ms', '5 minutes'), fc.string()),
      )
      .map(([a, b, c]) => a + b + c);
    fc.assert(
      fc.property(fc.oneof(fc.string(), nearLimit), (text) => {
        const result = outcome(() => parseRateLimit(text, 'input rate-limit'));
        if (result.ok) {
          expect(Number.isSafeInteger(result.value.count)).toBe(true);
          expect(result.value.count).toBeGreaterThanOrEqual(1);
          expect(Number.isSafeInteger(result.value.windowMs)).toBe(true);
          expect(result.value.windowMs).toBeGreaterThan(0);
        } else {
          expect(result.error.message).toMatch(/^input rate-limit: /);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('retryAfterMs (property)', () => {
  const now = fc.integer({ min: 0, max: 4_102_444_800_000 });
  const headerValue = fc.oneof(
    fc.nat().map(String),
    fc.double({ noNaN: true }).map(String),
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
    fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
    fc.constantFrom(
      '',
      ' ',
      'soon',
      'Infinity',
      '-0',
      '1e400',
      '9'.repeat(400),
      'Thu, 01 Jan 1970 00:00:00 GMT',
    ),
    fc.string(),
  );
  const headers = fc.record(
    {
      'retry-after': headerValue,
      'x-ratelimit-reset': headerValue,
      'ratelimit-reset': headerValue,
    },
    { requiredKeys: [] },
  );

  it('never returns a negative, NaN or infinite wait, nor one too long for a timer', () => {
    fc.assert(
      fc.property(headers, now, (h, at) => {
        const ms = retryAfterMs(h, at);
        if (ms !== undefined) {
          expect(Number.isFinite(ms)).toBe(true);
          expect(ms).toBeGreaterThanOrEqual(0);
          // Node fires longer timers after 1 ms: a huge hint must not become a tight retry loop.
          expect(ms).toBeLessThanOrEqual(2_147_483_647);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reads delta-seconds exactly and an HTTP-date as the time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), now, (seconds, at) => {
        expect(retryAfterMs({ 'retry-after': String(seconds) }, at)).toBe(seconds * 1000);
        const date = new Date(Math.ceil(at / 1000) * 1000 + seconds * 1000).toUTCString();
        expect(retryAfterMs({ 'retry-after': date }, at)).toBe(Date.parse(date) - at);
      }),
    );
  });
});
