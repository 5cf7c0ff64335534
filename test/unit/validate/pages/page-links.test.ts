import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linksOfPage, linksOfPages, publishedPages } from '../../../../src/validate/index.js';

const targets = (text: string, kind?: 'md' | 'mdx') => linksOfPage(text, kind).map((link) => link.target);

describe('linksOfPage', () => {
  it('finds every kind of link the build reads, where it is written', () => {
    const page = [
      '---',
      'title: "See https://front.matter.test"',
      '---',
      'Read [the guide](https://a.test/guide#setup) and ![logo](https://img.test/l.png).',
      '<Card href="https://card.test/x" title="x" />',
      'A bare https://bare.test/path, and www.www.test.',
      '[ref]: https://ref.test/',
      'Use [this][ref].',
      '`https://code.test/` and',
      '```',
      'https://fence.test/',
      '```',
    ].join('\n');
    expect(linksOfPage(page)).toEqual([
      { target: 'https://a.test/guide#setup', line: 4, column: 18 },
      { target: 'https://img.test/l.png', line: 4, column: 58 },
      { target: 'https://card.test/x', line: 5, column: 12 },
      { target: 'https://bare.test/path', line: 6, column: 8 },
      { target: 'http://www.www.test', line: 6, column: 36 },
      { target: 'https://ref.test/', line: 7, column: 8 },
    ]);
  });

  it('ends an autolink literal as GFM does', () => {
    expect(
      targets('See https://a.test/x). And (https://b.test/y_(z)), then https://c.test/?q=1&amp; done'),
    ).toEqual(['https://a.test/x', 'https://b.test/y_(z)', 'https://c.test/?q=1']);
  });

  it('does not count the link text or destination of a markdown link twice', () => {
    expect(targets('[https://a.test/](https://a.test/)')).toEqual(['https://a.test/']);
  });

  it('reads <https://...> autolinks in plain markdown only (MDX reads them as JSX)', () => {
    expect(targets('go to <https://angle.test/x>', 'md')).toEqual(['https://angle.test/x']);
    expect(targets('go to <https://angle.test/x>', 'mdx')).toEqual([]);
  });
});

describe('publishedPages and linksOfPages', () => {
  it('lists the .md and .mdx pages the build publishes and reads their links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-links-'));
    try {
      mkdirSync(join(dir, 'guides'));
      mkdirSync(join(dir, 'node_modules', 'x'), { recursive: true });
      writeFileSync(join(dir, 'index.mdx'), '[a](https://a.test/)');
      writeFileSync(join(dir, 'guides', 'b.md'), '<https://b.test/>');
      writeFileSync(join(dir, 'node_modules', 'x', 'c.mdx'), '[c](https://c.test/)');
      writeFileSync(join(dir, 'drafts.mdx'), '[d](https://d.test/)');
      writeFileSync(join(dir, '.mintignore'), 'drafts.mdx\n');
      const pages = await publishedPages(dir);
      expect(pages).toEqual(['guides/b.md', 'index.mdx']);
      const links = await linksOfPages(dir, pages);
      expect([...links].map(([page, found]) => [page, found.map((link) => link.target)])).toEqual([
        ['guides/b.md', ['https://b.test/']],
        ['index.mdx', ['https://a.test/']],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
