import type { PublishedPage, SiteModel } from '../../../../src/preview/changed-pages/map-changes.js';
import { mapChangedPages } from '../../../../src/preview/changed-pages/map-changes.js';

function fakeSite(): SiteModel {
  const pages: Record<string, PublishedPage> = {
    'docs/index.mdx': { url: '/', title: 'Home' },
    'docs/guide/setup.mdx': { url: '/guide/setup', title: 'Setup' },
    'docs/guide/new name.mdx': { url: '/guide/new name', title: 'New name' },
    'docs/uses-snippet.mdx': { url: '/uses-snippet', title: 'Uses snippet' },
  };
  return {
    docsRoot: 'docs',
    pageOf: (file) => pages[file],
    pathPageOf: (file) =>
      file.startsWith('docs/') && /\.mdx?$/.test(file)
        ? { url: '/' + file.slice(5).replace(/\.mdx?$/, ''), title: file.slice(5).replace(/\.mdx?$/, '') }
        : undefined,
    isSnippet: (file) => file.startsWith('docs/snippets/'),
    pagesImporting: (file) =>
      file === 'docs/snippets/note.mdx'
        ? [{ file: 'docs/uses-snippet.mdx', ...pages['docs/uses-snippet.mdx']! }]
        : [],
    isSpec: (file) => file === 'docs/api/openapi.yaml',
    endpointPages: () =>
      new Map([
        ['GET /users', { url: '/api-reference/users/list-users', title: 'List users' }],
        ['POST /users', { url: '/api-reference/users/create-user', title: 'Create user' }],
      ]),
  };
}

describe('mapChangedPages', () => {
  it('maps added, modified, renamed and removed pages, snippets and spec operations', () => {
    const pages = mapChangedPages({
      site: fakeSite(),
      previewUrl: 'https://acme-feature.example.dev/',
      files: [
        { filename: 'docs/index.mdx', status: 'modified' },
        { filename: 'docs/guide/setup.mdx', status: 'added' },
        { filename: 'docs/guide/new name.mdx', status: 'renamed', previousFilename: 'docs/guide/old.mdx' },
        { filename: 'docs/legacy.md', status: 'removed' },
        { filename: 'docs/snippets/note.mdx', status: 'modified' },
        { filename: 'README.md', status: 'modified' },
        { filename: 'docs/images/logo.png', status: 'added' },
      ],
      specChanges: [
        {
          file: 'docs/api/openapi.yaml',
          diff: {
            added: [{ method: 'POST', path: '/users' }],
            modified: [{ method: 'GET', path: '/users' }],
            removed: [{ method: 'DELETE', path: '/users/{id}' }],
          },
        },
      ],
    });
    expect(pages).toEqual([
      {
        path: 'docs/api/openapi.yaml',
        url: 'https://acme-feature.example.dev/api-reference/users/create-user',
        change: 'added',
        title: 'Create user',
      },
      {
        path: 'docs/guide/setup.mdx',
        url: 'https://acme-feature.example.dev/guide/setup',
        change: 'added',
        title: 'Setup',
      },
      {
        path: 'docs/guide/new name.mdx',
        url: 'https://acme-feature.example.dev/guide/new%20name',
        change: 'renamed',
        title: 'New name',
        previousPath: 'docs/guide/old.mdx',
      },
      {
        path: 'docs/api/openapi.yaml',
        url: 'https://acme-feature.example.dev/api-reference/users/list-users',
        change: 'modified',
        title: 'List users',
      },
      { path: 'docs/index.mdx', url: 'https://acme-feature.example.dev/', change: 'modified', title: 'Home' },
      {
        path: 'docs/uses-snippet.mdx',
        url: 'https://acme-feature.example.dev/uses-snippet',
        change: 'modified',
        title: 'Uses snippet',
      },
      { path: 'docs/api/openapi.yaml', url: null, change: 'removed', title: 'DELETE /users/{id}' },
      { path: 'docs/legacy.md', url: null, change: 'removed', title: 'legacy' },
    ]);
  });

  it('lists a spec whose versions could not be compared as one line, and keeps pages unlinked without a preview URL', () => {
    const pages = mapChangedPages({
      site: fakeSite(),
      previewUrl: undefined,
      files: [{ filename: 'docs/index.mdx', status: 'modified' }],
      specChanges: [{ file: 'docs/api/openapi.yaml', diff: undefined }],
    });
    expect(pages).toEqual([
      {
        path: 'docs/api/openapi.yaml',
        url: null,
        change: 'modified',
        title: 'OpenAPI spec docs/api/openapi.yaml (its endpoint pages may have changed)',
        spec: true,
      },
      { path: 'docs/index.mdx', url: null, change: 'modified', title: 'Home' },
    ]);
  });

  it('keeps one line per page: a page changed itself and through a snippet is listed once, as its own change', () => {
    const pages = mapChangedPages({
      site: fakeSite(),
      previewUrl: 'https://p.example',
      files: [
        { filename: 'docs/snippets/note.mdx', status: 'modified' },
        { filename: 'docs/uses-snippet.mdx', status: 'added' },
      ],
      specChanges: [],
    });
    expect(pages).toHaveLength(1);
    expect(pages[0]?.change).toBe('added');
  });
});
