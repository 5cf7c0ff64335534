import fc from 'fast-check';
import { compileBranchPatterns, matchesBranchPatterns } from '../../../src/github/branches.js';
import { outcome } from '../../support/outcome.js';

/** A path component git allows in a branch name: no leading dot, no "..". */
const name = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.'),
    minLength: 1,
    maxLength: 12,
  })
  .filter((n) => !n.startsWith('.') && !n.includes('..') && !n.endsWith('.lock'));
const branch = fc.array(name, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
const globText = fc.string({
  unit: fc.constantFrom(...'ab/*?![]{}()\\,.+@^$|- '),
  maxLength: 16,
});

describe('compileBranchPatterns (property)', () => {
  it('never throws anything but ConfigurationError, whatever the patterns', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), globText), { maxLength: 5 }), (patterns) => {
        const result = outcome(() => compileBranchPatterns(patterns));
        if (result.ok) {
          expect(result.value.some((p) => !p.negated)).toBe(true);
          for (const p of result.value) expect(typeof p.matches('main')).toBe('boolean');
        } else {
          expect(result.error.message).toMatch(/^branches: /);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a branch name is a pattern that selects itself', () => {
    fc.assert(
      fc.property(branch, (b) => expect(matchesBranchPatterns(b, compileBranchPatterns([b]))).toBe(true)),
    );
  });

  it('** selects every branch; a later exclusion of the branch itself deselects it', () => {
    fc.assert(
      fc.property(branch, (b) => {
        expect(matchesBranchPatterns(b, compileBranchPatterns(['**']))).toBe(true);
        expect(matchesBranchPatterns(b, compileBranchPatterns(['**', `!${b}`]))).toBe(false);
      }),
    );
  });

  it('* stays within one path segment', () => {
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        const patterns = compileBranchPatterns([`${a}/*`]);
        expect(matchesBranchPatterns(`${a}/${b}`, patterns)).toBe(true);
        expect(matchesBranchPatterns(`${a}/${b}/${c}`, patterns)).toBe(false);
      }),
    );
  });
});
