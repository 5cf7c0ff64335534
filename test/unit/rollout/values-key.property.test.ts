import fc from 'fast-check';
import { parseValuesKey } from '../../../src/rollout/values-key.js';
import { outcome, rejection, WHITESPACE } from '../../support/outcome.js';

const segment = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'),
  minLength: 1,
  maxLength: 16,
});
const segments = fc.array(segment, { minLength: 1, maxLength: 5 });

describe('parseValuesKey (property)', () => {
  it('splits dotted keys into their segments', () => {
    fc.assert(fc.property(segments, (parts) => expect(parseValuesKey(parts.join('.'))).toEqual(parts)));
  });

  it('rejects surrounding whitespace, suggesting the trimmed key', () => {
    fc.assert(
      fc.property(segments, fc.constantFrom(...WHITESPACE), fc.boolean(), (parts, ws, before) => {
        const key = parts.join('.');
        const message = rejection(() => parseValuesKey(before ? ws + key : key + ws, 'input values-key'));
        expect(message).toMatch(/^input values-key: /);
        expect(message).toContain(`write it as "${key}"`);
      }),
    );
  });

  it('rejects empty segments (leading, trailing or doubled dots)', () => {
    fc.assert(
      fc.property(segments, fc.constantFrom('lead', 'trail', 'double'), (parts, where) => {
        const key = parts.join('.');
        const text =
          where === 'lead'
            ? `.${key}`
            : where === 'trail'
              ? `${key}.`
              : `${parts[0]}..${parts.slice(1).join('.')}`;
        expect(rejection(() => parseValuesKey(text, '--values-key'))).toMatch(
          /^--values-key: .*empty segment/,
        );
      }),
    );
  });

  it('only throws ConfigurationError; accepted segments are plain names', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = outcome(() => parseValuesKey(text));
        if (result.ok) {
          expect(result.value.join('.')).toBe(text);
          for (const part of result.value) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
        }
      }),
    );
  });
});
