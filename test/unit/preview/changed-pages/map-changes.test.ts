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
        via: { kind: 'spec', file: 'docs/api/openapi.yaml' },
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
        via: { kind: 'spec', file: 'docs/api/openapi.yaml' },
      },
      { path: 'docs/index.mdx', url: 'https://acme-feature.example.dev/', change: 'modified', title: 'Home' },
      {
        path: 'docs/uses-snippet.mdx',
        url: 'https://acme-feature.example.dev/uses-snippet',
        change: 'modified',
        title: 'Uses snippet',
        via: { kind: 'snippet', file: 'docs/snippets/note.mdx' },
      },
      {
        path: 'docs/api/openapi.yaml',
        url: null,
        change: 'removed',
        title: 'DELETE /users/{id}',
        via: { kind: 'spec', file: 'docs/api/openapi.yaml' },
      },
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

  it('calls a page whose file moved but whose URL stayed "moved", renamed or removed-and-added alike', () => {
    const site = fakeSite();
    const pageOf = site.pageOf;
    site.pageOf = (file) =>
      file === 'docs/migration/index.mdx' || file === 'docs/faq/index.mdx'
        ? { url: file === 'docs/faq/index.mdx' ? '/faq' : '/migration', title: 'Moved' }
        : pageOf(file);
    const pages = mapChangedPages({
      site,
      previewUrl: 'https://p.example',
      files: [
        { filename: 'docs/migration/index.mdx', status: 'renamed', previousFilename: 'docs/migration.mdx' },
        { filename: 'docs/faq.mdx', status: 'removed' },
        { filename: 'docs/faq/index.mdx', status: 'added' },
        { filename: 'docs/guide/new name.mdx', status: 'renamed', previousFilename: 'docs/guide/old.mdx' },
      ],
      specChanges: [],
    });
    expect(pages.map((p) => [p.path, p.change, p.previousPath])).toEqual([
      ['docs/guide/new name.mdx', 'renamed', 'docs/guide/old.mdx'],
      ['docs/faq/index.mdx', 'moved', 'docs/faq.mdx'],
      ['docs/migration/index.mdx', 'moved', 'docs/migration.mdx'],
    ]);
  });

  it('lists the pages whose front matter names a changed operation or schema of the spec, through the spec', () => {
    const site = fakeSite();
    site.specReferencePages = () => [
      { file: 'docs/api/get-user.mdx', url: '/api/get-user', title: 'Get a user', operation: 'GET /users' },
      { file: 'docs/api/pets.mdx', url: '/api/pets', title: 'Pets', operation: 'GET /pets' },
      { file: 'docs/api/user-model.mdx', url: '/api/user-model', title: 'User', schema: 'User' },
    ];
    const pages = mapChangedPages({
      site,
      previewUrl: 'https://p.example',
      files: [],
      specChanges: [
        {
          file: 'docs/api/openapi.yaml',
          diff: {
            added: [],
            modified: [{ method: 'GET', path: '/users' }],
            removed: [],
            schemas: { added: [], modified: ['User'], removed: [] },
          },
        },
      ],
    });
    expect(pages.map((p) => [p.path, p.url, p.change, p.via?.file])).toEqual([
      ['docs/api/get-user.mdx', 'https://p.example/api/get-user', 'modified', 'docs/api/openapi.yaml'],
      [
        'docs/api/openapi.yaml',
        'https://p.example/api-reference/users/list-users',
        'modified',
        'docs/api/openapi.yaml',
      ],
      ['docs/api/user-model.mdx', 'https://p.example/api/user-model', 'modified', 'docs/api/openapi.yaml'],
    ]);
  });
});

describe('removed operations of a spec', () => {
  const diff = {
    added: [],
    modified: [],
    removed: [
      { method: 'DELETE', path: '/users/{id}' },
      { method: 'POST', path: '/internal' },
      { method: 'GET', path: '/users' },
    ],
  };

  it('are removed pages only where the base site published one, titled as it was, and not where the URL stays', () => {
    const basePages = new Map([
      ['DELETE /users/{id}', { url: '/api-reference/users/delete-user', title: 'Delete a user' }],
      // The head still publishes this URL (fakeSite's endpoint pages): the page stays.
      ['GET /users', { url: '/api-reference/users/list-users', title: 'List users' }],
    ]);
    const pages = mapChangedPages({
      site: fakeSite(),
      previewUrl: 'https://p.example',
      files: [],
      specChanges: [{ file: 'docs/api/openapi.yaml', diff, basePages }],
    });
    expect(pages.map((p) => [p.change, p.path, p.title, p.url])).toEqual([
      ['removed', 'docs/api/openapi.yaml', 'Delete a user', null],
    ]);
  });

  it('are none when the base site published no page of the spec', () => {
    const pages = mapChangedPages({
      site: fakeSite(),
      previewUrl: 'https://p.example',
      files: [],
      specChanges: [{ file: 'docs/api/openapi.yaml', diff, basePages: new Map() }],
    });
    expect(pages).toEqual([]);
  });
});
