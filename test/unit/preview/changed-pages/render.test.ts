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
    expect(text).toContain('#### Changed pages (3): 1 added · 1 renamed · 1 removed');
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
      '- … and 5 more: 5 modified ([full list in the job summary](https://github.com/o/r/actions/runs/1))',
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

  it('says in one line that no page changed (notes under it)', () => {
    expect(renderChangedPages([])).toBe(
      '**Changed pages:** none, this pull request changes no published page.',
    );
    expect(renderChangedPages([], { notes: ['GitHub lists only the first 3000 files'] })).toContain('3000');
  });

  it('counts each kind in the heading and keeps every kind within the limit', () => {
    const pages = [
      ...Array.from({ length: 150 }, (_, i) => page({ title: `M${i}`, path: `m${i}.mdx` })),
      ...Array.from({ length: 2709 }, (_, i) =>
        page({ change: 'removed', title: `R${i}`, path: `r${i}.mdx`, url: null }),
      ),
      page({ change: 'added', title: 'New', path: 'new.mdx' }),
    ];
    const text = renderChangedPages(pages, { limit: 25 });
    expect(text).toContain('#### Changed pages (2,860): 1 added · 150 modified · 2,709 removed');
    expect(text.match(/^- `added`/gm)).toHaveLength(1);
    expect(text.match(/^- `modified`/gm)).toHaveLength(12);
    expect(text.match(/^- `removed`/gm)).toHaveLength(12);
    expect(text).toContain('- … and 2,835 more: 138 modified, 2,697 removed (full list in the job summary)');
  });

  it('names the snippet or spec a page is listed through, and the old path of a moved page', () => {
    const text = renderChangedPages([
      page({ via: { kind: 'snippet', file: 'docs/snippets/note.mdx' } }),
      page({ change: 'moved', path: 'docs/migration/index.mdx', previousPath: 'docs/migration.mdx' }),
      page({ path: 'api.yaml', title: 'List users', via: { kind: 'spec', file: 'api.yaml' } }),
    ]);
    expect(text).toContain('· docs/guide\\.mdx · through the snippet docs/snippets/note\\.mdx');
    expect(text).toContain(
      '- `moved` [Guide](https://acme-pr.example.dev/guide) · docs/migration/index\\.mdx (moved from docs/migration\\.mdx)',
    );
    expect(text).toContain('[List users](https://acme-pr.example.dev/guide) · through the spec api\\.yaml');
  });

  it('puts the marker a caller supplies at the start of a page line', () => {
    const text = renderChangedPages([page({}), page({ path: 'b.mdx', title: 'B' })], {
      marker: (p) => (p.path === 'b.mdx' ? '⚠️' : undefined),
    });
    expect(text).toContain('- ⚠️ `modified` [B]');
    expect(text).toContain('- `modified` [Guide]');
  });
});
