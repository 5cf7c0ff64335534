import { renderChangedPages } from '../../../../src/preview/changed-pages/render.js';
import type { ChangedPage } from '../../../../src/preview/changed-pages/types.js';

const page = (over: Partial<ChangedPage>): ChangedPage => ({
  path: 'docs/guide.mdx',
  url: 'https://acme-pr.example.dev/guide',
  change: 'modified',
  title: 'Guide',
  ...over,
});

describe('renderChangedPages', () => {
  it('links pages, shows the old path of a renamed one and no link for a removed one', () => {
    const text = renderChangedPages([
      page({
        change: 'added',
        title: 'Quickstart',
        path: 'docs/quickstart.mdx',
        url: 'https://p.example/quickstart',
      }),
      page({ change: 'renamed', previousPath: 'docs/old.mdx' }),
      page({ change: 'removed', title: 'Legacy', path: 'docs/legacy.mdx', url: null }),
    ]);
    expect(text).toContain('#### Changed pages (3)');
    expect(text).toContain('- `added` [Quickstart](https://p.example/quickstart) · docs/quickstart\\.mdx');
    expect(text).toContain(
      '- `renamed` [Guide](https://acme-pr.example.dev/guide) · docs/guide\\.mdx (from docs/old\\.mdx)',
    );
    expect(text).toContain('- `removed` Legacy · docs/legacy\\.mdx');
    expect(text).not.toContain('(https://p.example/legacy');
  });

  it('shows the limit and counts the rest', () => {
    const pages = Array.from({ length: 30 }, (_, i) => page({ title: `Page ${i}`, path: `p${i}.mdx` }));
    const text = renderChangedPages(pages, {
      limit: 25,
      fullListUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(text.match(/^- `modified`/gm)).toHaveLength(25);
    expect(text).toContain(
      '- … and 5 more ([full list in the job summary](https://github.com/o/r/actions/runs/1))',
    );
  });

  it('lets nothing in a file name or title become markdown or HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>[x](javascript:alert(1))@team #1 `code` |cell|.mdx';
    const text = renderChangedPages([
      page({ path: hostile, title: hostile, url: 'https://p.example/a%20b)(<x>' }),
      page({ change: 'removed', path: hostile, title: hostile, url: null }),
    ]);
    expect(text).not.toMatch(/<img|<x>|\]\(javascript/);
    expect(text).not.toMatch(/@team|#1\b/);
    expect(text).not.toMatch(/(?<!\\)\|/);
    expect(text).toContain('(https://p.example/a%20b%29%28%3Cx%3E)');
  });

  it('renders nothing for no pages and no notes, and notes alone otherwise', () => {
    expect(renderChangedPages([])).toBe('');
    expect(renderChangedPages([], { notes: ['GitHub lists only the first 3000 files'] })).toContain('3000');
  });
});
