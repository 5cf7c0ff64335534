import { AnchorIndex, PageFilesByUrl, SitePageFiles } from '../../../../src/validate/pages/check-anchors.js';
import { pageUrlOfFile } from '../../../../src/validate/pages/site-pages.js';

// The two lookups the anchor check makes for every fragment link, taken without building strings
// per link: they must answer what the plain lookups answer.

describe('AnchorIndex.ownListHas', () => {
  const records = new Map<string, string>([
    ['page.mdx', '\nsetup\nsetup-2\nuse-it\n\0snippets/part.mdx\nsnippets/tip'],
    ['alone.mdx', '\nintro\n'],
    ['unknown.mdx', '!'],
    ['empty.mdx', ''],
    ['imports-only.mdx', '\0snippets/part.mdx'],
    ['snippets/part.mdx', '\npart-heading\n'],
    ['snippets/tip', '\nsetup-2\n'],
  ]);
  const index = new AnchorIndex(
    (file) => records.get(file),
    () => undefined,
    new Set(records.keys()),
  );

  it.each([
    ['page.mdx', 'setup', true],
    ['page.mdx', 'setup-2', true],
    ['page.mdx', 'use-it', true],
    ['page.mdx', 'set', false],
    ['page.mdx', 'etup', false],
    ['page.mdx', 'setup-', false],
    ['page.mdx', 'use-it\nsetup', false],
    // Names of the imported files are not anchors, and a snippet's anchors are not the page's own.
    ['page.mdx', 'snippets/tip', false],
    ['page.mdx', 'part-heading', false],
    ['alone.mdx', 'intro', true],
    ['alone.mdx', '', false],
    ['unknown.mdx', '!', false],
    ['empty.mdx', 'intro', false],
    ['imports-only.mdx', 'snippets/part.mdx', false],
    ['never-read.mdx', 'intro', false],
  ])('%s holds %j in its own list: %s', (file, id, expected) => {
    expect(index.ownListHas(file, id)).toBe(expected);
  });

  it('never says yes where the whole anchors do not hold the id', () => {
    for (const file of records.keys()) {
      for (const id of ['setup', 'setup-2', 'use-it', 'intro', 'part-heading', 'snippets/tip', '', '!']) {
        if (index.ownListHas(file, id)) expect(index.of(file)?.has(id)).toBe(true);
      }
    }
  });
});

describe('SitePageFiles with the files listed', () => {
  const files = [
    'a.md',
    'a.mdx',
    'a/index.md',
    'a/index.mdx',
    'b/index.mdx',
    'b.mdx',
    'c/index.md',
    'c/index.mdx',
    'Guide.MDX',
    'index.mdx',
    'index/index.mdx',
    'README.md',
    'docs/readme.mdx',
    'docs/license.md',
    'snippets/s.mdx',
    'nested/deep/page.mdx',
    'nested/deep/index.md',
  ];
  const urls = [
    ...new Set(files.map((file) => pageUrlOfFile(file)).filter((url) => url !== undefined)),
    '/Guide',
    '/README',
    '/none',
    '/docs/license',
    '/snippets/s',
  ];

  it.each([
    ['every file published', files],
    ['some files not published', files.filter((_, i) => i % 3 !== 0)],
    ['no .md file', files.filter((file) => !file.endsWith('.md'))],
  ])('%s: the same page for every URL as looking each name up', (_, published) => {
    const set = new Set(published);
    const listed = new SitePageFiles(
      (file) => set.has(file),
      () => published,
    );
    const byName = new SitePageFiles((file) => set.has(file));
    // Asked often enough that the later answers come from its index of the listed files.
    const asked = Array.from({ length: 5 }, () => urls).flat();
    expect(asked.length).toBeGreaterThan(64);
    const answers = asked.map((url) => [url, listed.fileAt(url)]);
    expect(answers).toEqual(asked.map((url) => [url, byName.fileAt(url)]));
    // Not vacuous: most URLs have a page.
    expect(answers.filter(([, file]) => file !== undefined).length).toBeGreaterThan(4);
  });

  it('gives the same pages from an index, whatever order the files are added in', () => {
    const set = new Set(files);
    const byName = new SitePageFiles((file) => set.has(file));
    for (const order of [files, [...files].reverse(), [...files].sort()]) {
      const index = new PageFilesByUrl();
      for (const file of order) index.add(file);
      const pages = SitePageFiles.indexed(index);
      expect(urls.map((url) => pages.fileAt(url))).toEqual(urls.map((url) => byName.fileAt(url)));
    }
  });
});
