import fc from 'fast-check';
import { sanitizeKey, stickyMarker } from '../../../src/github/sticky-comment.js';
import { outcome, rejection } from '../../support/outcome.js';

const symbols = fc.string({ unit: fc.constantFrom(...'!@#$%^&*()+=[]{};:\'"<>,?`~|\\ -_./'), minLength: 1 });

describe('sanitizeKey (property)', () => {
  it('only throws ConfigurationError; a key is short, marker-safe and idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const result = outcome(() => sanitizeKey(text));
        if (!result.ok) return;
        const key = result.value;
        expect(key).toMatch(/^[A-Za-z0-9._/-]{1,100}$/);
        expect(key).toMatch(/[A-Za-z0-9]/);
        expect(key).not.toMatch(/^-|-$|--/);
        expect(sanitizeKey(key)).toBe(key);
        // It can never end the HTML comment it lives in.
        expect(stickyMarker(text)).toMatch(/^<!-- docs-ci:preview key=[^<>]* -->$/);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a key of symbols only, asking for a letter or a digit', () => {
    fc.assert(
      fc.property(symbols, (text) => {
        expect(rejection(() => sanitizeKey(text))).toMatch(/must contain a letter or a digit/);
      }),
    );
  });
});
