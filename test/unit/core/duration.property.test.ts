import fc from 'fast-check';
import { formatDuration, parseDuration } from '../../../src/core/duration.js';
import { outcome, rejection } from '../../support/outcome.js';

const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;

/** `1h5m30s250ms`-style text with its value, from any combination of whole units. */
const composed = fc
  .record({
    h: fc.nat(48),
    m: fc.nat(59),
    s: fc.nat(59),
    ms: fc.nat(999),
  })
  .filter((parts) => Object.values(parts).some((n) => n > 0))
  .map((parts) => {
    const text = (Object.keys(UNIT_MS) as (keyof typeof UNIT_MS)[])
      .filter((unit) => parts[unit] > 0)
      .map((unit) => `${parts[unit]}${unit}`)
      .join('');
    const ms = (Object.keys(UNIT_MS) as (keyof typeof UNIT_MS)[]).reduce(
      (sum, unit) => sum + parts[unit] * UNIT_MS[unit],
      0,
    );
    return { text, ms };
  });

/** Text near the grammar: digits, dots, units, signs and spaces. */
const nearDuration = fc.stringMatching(/^[\s\d.+-]{0,4}(\d{0,6}(\.\d{0,4})?(ms|s|m|h|d|x)?){0,3}\s?$/);

describe('parseDuration (property)', () => {
  it('reads every composed duration back to its milliseconds', () => {
    fc.assert(
      fc.property(composed, ({ text, ms }) => {
        expect(parseDuration(text, 'timeout')).toBe(ms);
        expect(parseDuration(`  ${text}\t`, 'timeout')).toBe(ms);
      }),
    );
  });

  it('round-trips formatted durations (whole seconds below an hour, whole minutes above)', () => {
    const below = fc.integer({ min: 1, max: 3599 }).map((s) => s * 1000);
    const subSecond = fc.integer({ min: 1, max: 999 });
    const above = fc.integer({ min: 60, max: 10_000 }).map((m) => m * 60_000);
    fc.assert(
      fc.property(fc.oneof(below, subSecond, above), (ms) => {
        expect(parseDuration(formatDuration(ms), 'timeout')).toBe(ms);
      }),
    );
  });

  it('a bare number is seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seconds) => {
        expect(parseDuration(String(seconds), 'timeout')).toBe(seconds * 1000);
      }),
    );
  });

  it('never returns a non-positive, fractional or non-finite value, and only throws ConfigurationError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nearDuration), (text) => {
        const result = outcome(() => parseDuration(text, 'input timeout'));
        if (result.ok) {
          expect(Number.isSafeInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThan(0);
        } else {
          // The message names the input and shows an example of a good value.
          expect(result.error.message).toMatch(/^input timeout: /);
          expect(result.error.message).toMatch(/30s/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rejects every negative or zero duration', () => {
    fc.assert(
      fc.property(composed, fc.constantFrom('0', '0s', '0ms', '0.0m', '0h0m'), ({ text }, zero) => {
        rejection(() => parseDuration(`-${text}`, 'timeout'));
        rejection(() => parseDuration(zero, 'timeout'));
      }),
    );
  });

  it('rejects durations that round to zero milliseconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.49, noNaN: true }), (fraction) => {
        const text = `${fraction.toFixed(3)}ms`;
        expect(rejection(() => parseDuration(text, 'timeout'))).toMatch(/greater than zero/);
      }),
    );
  });
});
