import { posix } from 'node:path';
import fc from 'fast-check';
import { normalizePosixPath } from '../../../../src/validate/source/repo-files.js';

describe('normalizePosixPath', () => {
  it('is posix.normalize', () => {
    const path = fc
      .array(fc.constantFrom('/', '.', '..', 'a', 'b-1', '.well-known', 'x.mdx', ' '), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(path, (p) => {
        expect(normalizePosixPath(p)).toBe(posix.normalize(p));
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['/en/guides/setup', 'snippets/note.mdx', '/a/b/'])('keeps %s, which is normal, as it is', (p) =>
    expect(normalizePosixPath(p)).toBe(p),
  );
});
