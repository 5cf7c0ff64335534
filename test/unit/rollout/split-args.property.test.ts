import fc from 'fast-check';
import { splitArgs } from '../../../src/rollout/split-args.js';
import { outcome } from '../../support/outcome.js';

/** Arguments as a user writes them: anything printable, including quotes, spaces and `$`. */
const arg = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_=./:,@%+"\'$`\\;|&<>()*'), maxLength: 12 });

/** POSIX single quotes: every character literal; a single quote is closed, escaped, reopened. */
const singleQuoted = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
/** POSIX double quotes: only `"`, `\`, `$` and backquote need a backslash. */
const doubleQuoted = (a: string) => `"${a.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;

describe('splitArgs (property)', () => {
  it('round-trips arguments quoted with single quotes', () => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
        expect(splitArgs(args.map(singleQuoted).join(' '))).toEqual(args);
      }),
    );
  });

  it('round-trips arguments quoted with double quotes, separated by any blanks', () => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), fc.constantFrom(' ', '  ', '\t', '\n'), (args, gap) => {
        expect(splitArgs(gap + args.map(doubleQuoted).join(gap) + gap)).toEqual(args);
      }),
    );
  });

  it('plain words split on whitespace', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abc019-_=./:,@+'), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        expect(splitArgs(words.join(' '))).toEqual(words);
      }),
    );
  });

  it('only throws ConfigurationError, naming the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), arg), (text) => {
        const result = outcome(() => splitArgs(text, 'input helm-args'));
        if (!result.ok) expect(result.error.message).toMatch(/^input helm-args: /);
      }),
      { numRuns: 500 },
    );
  });
});
