import { join } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteMap, mapSitePages, pageUrlOfFile, validateDocs } from '../../../../src/validate/index.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/validate');

describe('pageUrlOfFile', () => {
  it.each([
    ['index.mdx', '/'],
    ['guides/index.mdx', '/guides'],
    ['guides/setup.mdx', '/guides/setup'],
    ['notes.md', '/notes'],
    ['es/index.md', '/es'],
    ['readme.mdx', '/readme'],
    ['guides/license.mdx', '/guides/license'],
    ['code_of_conduct.md', '/code_of_conduct'],
  ])('%s is published at %s', (file, url) => expect(pageUrlOfFile(file)).toBe(url));

  it.each([
    'snippets/intro.mdx',
    '_snippets/old.mdx',
    'Snippets/intro.mdx',
    'images/logo.png',
    'openapi.yaml',
    'guides/readme.md',
    'contribute.md',
    'sdk/LICENSE.md',
  ])('%s is no page', (file) => expect(pageUrlOfFile(file)).toBeUndefined());
});

describe('buildSiteMap', () => {
  it('lists file and generated pages, and which pages use a snippet (also through other snippets)', () => {
    const site = buildSiteMap({
      files: ['a.mdx', 'b/index.mdx', 'c.mdx'],
      imports: new Map([
        ['a.mdx', ['snippets/x.mdx']],
        ['snippets/x.mdx', ['snippets/y.jsx']],
        ['c.mdx', ['snippets/y.jsx']],
      ]),
      generated: [
        { title: 'List', url: '/api-reference/list', method: 'GET', path: '/l', spec: 'o.yaml' },
        { title: 'List', url: '/api-reference/list-1', method: 'GET', path: '/m', spec: 'o.yaml' },
      ],
    });
    expect(site.pages.map((p) => [p.url, p.kind, p.source])).toEqual([
      ['/a', 'file', 'a.mdx'],
      ['/api-reference/list', 'openapi', 'o.yaml'],
      ['/api-reference/list-1', 'openapi', 'o.yaml'],
      ['/b', 'file', 'b/index.mdx'],
      ['/c', 'file', 'c.mdx'],
    ]);
    expect(site.pagesUsingSnippet('snippets/y.jsx').map((p) => p.url)).toEqual(['/a', '/c']);
    expect(site.pagesUsingSnippet('snippets/x.mdx').map((p) => p.url)).toEqual(['/a']);
    expect(site.pageOfFile('b/index.mdx')?.url).toBe('/b');
    expect(site.hasPagesUnder('/api-reference')).toBe(true);
  });
});

describe('mapSitePages', () => {
  it('maps a repository as the build publishes it: ignored files and snippets left out, generated pages in', async () => {
    const site = await mapSitePages({ dir: join(fixtures, 'valid-site-patterns') });
    expect(site.pages.map((p) => p.url)).toEqual([
      '/api-reference/pets/list-pets',
      '/api/overview',
      '/es/guides',
      '/es/quickstart',
      '/guides',
      '/guides/links',
      '/quickstart',
    ]);
    expect(site.pageOfFile('quickstart.mdx')?.snippets).toEqual(['snippets/intro.mdx', 'snippets/note.jsx']);
    expect(site.pagesUsingSnippet('snippets/note.jsx').map((p) => p.url)).toEqual(['/quickstart']);
    expect(site.pageOfFile('drafts/broken.mdx')).toBeUndefined();
    expect(site.pageOfFile('README.md')).toBeUndefined();
  });

  it('gives colliding generated pages their suffixed URLs', async () => {
    const site = await mapSitePages({ dir: join(fixtures, 'page-url-collisions') });
    expect(site.byUrl.get('/api-reference/pets/list-pets-1')?.endpoint?.path).toBe('/animals');
    expect(site.byUrl.get('/api-reference/pets/list-pets!')?.endpoint?.path).toBe('/creatures');
    expect(site.byUrl.get('/custom/page-1')?.endpoint?.path).toBe('/b');
    expect(site.pages.filter((p) => p.kind === 'openapi').map((p) => p.url)).toEqual([
      '/api-reference/pets/list-pets',
      '/api-reference/pets/list-pets!',
      '/api-reference/pets/list-pets-1',
      '/custom/page',
      '/custom/page-1',
    ]);
  });
});

describe('references into specs given by URL, offline', () => {
  it('are counted in the notes, never reported as missing', async () => {
    const report = await validateDocs({ dir: join(fixtures, 'spec-references-loose') });
    expect(report.errors).toEqual([]);
    expect(report.notes).toEqual([
      expect.stringMatching(
        /^1 endpoint reference\(s\) not checked: .*https:\/\/specs\.example\.com\/remote\.yaml.*--fetch-urls/,
      ),
    ]);
  });
});
