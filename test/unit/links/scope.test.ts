import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError } from '../../../src/core/errors.js';
import { isNewLink, readLinkBaseline } from '../../../src/links/scope.js';

describe('isNewLink', () => {
  const base = new Map([
    ['a.mdx', new Set(['https://x.test/1'])],
    ['old-name.mdx', new Set(['https://x.test/2'])],
  ]);

  it('is new where a page has the URL its base version did not', () => {
    expect(isNewLink('https://x.test/1', ['a.mdx'], base)).toBe(false);
    expect(isNewLink('https://x.test/1', ['a.mdx', 'b.mdx'], base)).toBe(true);
    expect(isNewLink('https://x.test/9', ['a.mdx'], base)).toBe(true);
  });

  it('follows renames: a page only renamed adds no link', () => {
    const renames = new Map([['old-name.mdx', 'new-name.mdx']]);
    expect(isNewLink('https://x.test/2', ['new-name.mdx'], base, renames)).toBe(false);
    expect(isNewLink('https://x.test/2', ['new-name.mdx'], base)).toBe(true);
  });
});

describe('readLinkBaseline', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'link-baseline-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the pages of each link of a --format json report', async () => {
    const file = join(dir, 'r.json');
    writeFileSync(
      file,
      JSON.stringify({
        links: [{ url: 'https://x.test/', status: 'ok', sources: [{ file: 'a.mdx', line: 1, column: 1 }] }],
      }),
    );
    expect(await readLinkBaseline(file)).toEqual(new Map([['a.mdx', new Set(['https://x.test/'])]]));
  });

  it.each([
    ['{', 'cannot read'],
    ['{"errors": []}', 'not a docs-ci links report'],
    ['{"links": [], "truncated": {}}', 'cut report'],
  ])('refuses %p with one clear message', async (text, words) => {
    const file = join(dir, 'r.json');
    writeFileSync(file, text);
    await expect(readLinkBaseline(file)).rejects.toThrow(ConfigurationError);
    await expect(readLinkBaseline(file)).rejects.toThrow(words);
  });
});
