import fc from 'fast-check';
import { checkPathId, parseApiKey, parseBaseUrl } from '../../../src/client/config-checks.js';
import { outcome, rejection, WHITESPACE } from '../../support/outcome.js';

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.';
const id = fc
  .string({ unit: fc.constantFrom(...ID_CHARS), minLength: 1, maxLength: 40 })
  .filter((s) => s !== '.' && s !== '..');
const FORBIDDEN = ['/', '?', '#', '%', '\\', ...WHITESPACE];

describe('checkPathId (property)', () => {
  it('accepts ids of letters, digits, "_", "-" and "." unchanged', () => {
    fc.assert(fc.property(id, (value) => expect(checkPathId(value, 'input project-id')).toBe(value)));
  });

  it('rejects any string containing / ? # % \\ or whitespace, naming the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...FORBIDDEN), fc.string(), (before, bad, after) => {
        expect(rejection(() => checkPathId(before + bad + after, 'input job-id'))).toMatch(/^input job-id: /);
      }),
    );
  });

  it('only throws ConfigurationError, and what it accepts is safe in a URL path segment', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const result = outcome(() => checkPathId(value, 'STATUS_ID'));
        if (result.ok) {
          expect(result.value).not.toMatch(/[/\\?#%\s]/);
          expect(['', '.', '..']).not.toContain(result.value);
          // Percent-encoded, it stays one segment below the template.
          expect(new URL(`https://x.test/a/${encodeURIComponent(result.value)}`).pathname).toBe(
            `/a/${encodeURIComponent(result.value)}`,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseBaseUrl (property)', () => {
  it('accepts http(s) URLs without query or fragment, without the trailing slash', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: false, withFragments: false }),
        fc.boolean(),
        (url, slash) => {
          const result = outcome(() => parseBaseUrl(slash ? `${url}/` : url, 'base-url'));
          // webUrl may generate credentials in the authority: refused, never echoed.
          if (!result.ok) expect(result.error.message).toMatch(/^base-url: .*(credentials|query)/);
          else expect(result.value.endsWith('/')).toBe(false);
        },
      ),
    );
  });

  it('refuses any query string or fragment', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'] }),
        fc.constantFrom('?key=secret', '#frag', '?'),
        (url, tail) => {
          const result = outcome(() => parseBaseUrl(url.replace(/[?#].*$/, '') + tail, 'base-url'));
          if (tail !== '?') expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.message).not.toContain('secret');
        },
      ),
    );
  });

  it('only throws ConfigurationError', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (value) => {
          outcome(() => parseBaseUrl(value, 'base-url'));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseApiKey (property)', () => {
  const key = fc.string({ unit: fc.constantFrom(...'abcdef0123456789'), minLength: 8, maxLength: 48 });

  it('accepts a key with surrounding whitespace, trimmed', () => {
    fc.assert(
      fc.property(key, fc.constantFrom(...WHITESPACE.filter((w) => w.trim() === '')), (k, ws) => {
        expect(parseApiKey(`${ws}dcs_${k}${ws}`, 'input api-key')).toBe(`dcs_${k}`);
      }),
    );
  });

  it('rejects a key with whitespace inside, without echoing it', () => {
    fc.assert(
      fc.property(key, key, fc.constantFrom(...WHITESPACE), (a, b, ws) => {
        const message = rejection(() => parseApiKey(`dcs_${a}${ws}${b}`, 'input api-key'));
        expect(message).not.toContain(a);
      }),
    );
  });
});
