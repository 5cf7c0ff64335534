import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { mapChangedPages } from '../../../../src/preview/changed-pages/map-changes.js';
import { loadSiteModel } from '../../../../src/preview/changed-pages/site-model.js';
import { diffSpecs } from '../../../../src/preview/changed-pages/spec-diff.js';
import type { PullRequestFile } from '../../../../src/preview/changed-pages/types.js';

// The fixture's head is laid out as `site/head` in a repository whose docs root is `head`.
const fixture = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/changed-pages/site');
const base = (file: string) => load(readFileSync(join(fixture, 'base', file), 'utf8'));

// Each URL and title below is what the service's build (its published prebuild) gave for the head.
async function changed(files: PullRequestFile[], specBases: Record<string, string> = {}) {
  const site = await loadSiteModel({
    repositoryRoot: fixture,
    docsRoot: 'head',
    changedFiles: files.filter((f) => f.status !== 'removed').map((f) => f.filename),
  });
  const specChanges = files
    .filter((f) => site.isSpec(f.filename))
    .map((f) => ({
      file: f.filename,
      diff: diffSpecs(base(specBases[f.filename]!), site.specAtHead(f.filename)),
    }));
  return mapChangedPages({ files, site, previewUrl: 'https://p.example', specChanges });
}

describe('the changed-pages site model, held against the build', () => {
  it('places an operation at its x-mint href and names a summary with an apostrophe as the build does', async () => {
    const pages = await changed([{ filename: 'head/api/service.json', status: 'modified' }], {
      'head/api/service.json': 'service.json',
    });
    expect(pages.map((p) => [p.url, p.title, p.change])).toEqual([
      ['https://p.example/reference/users/create-a-users-account', "Create a user's account", 'modified'],
      ['https://p.example/users/list', 'List users', 'modified'],
    ]);
  });

  it('keeps Japanese voiced marks in generated URLs', async () => {
    const site = await loadSiteModel({
      repositoryRoot: fixture,
      docsRoot: 'head',
      changedFiles: ['head/api/ja.yaml'],
    });
    expect([...site.endpointPages('head/api/ja.yaml').values()].map((p) => p.url)).toEqual([
      '/api-reference/ジョブ/ジョブを取得する',
      '/api-reference/ジョブ/データを削除',
    ]);
  });

  it('lists the pages whose front matter names an operation or schema changed only through a $ref', async () => {
    const pages = await changed([{ filename: 'head/api/orders.yaml', status: 'modified' }], {
      'head/api/orders.yaml': 'orders.yaml',
    });
    expect(pages.map((p) => [p.path, p.url, p.title, p.via?.file])).toEqual([
      [
        'head/api/create-order.mdx',
        'https://p.example/api/create-order',
        'Create order',
        'head/api/orders.yaml',
      ],
      ['head/api/order-model.mdx', 'https://p.example/api/order-model', 'Order', 'head/api/orders.yaml'],
    ]);
  });

  it('names the snippet a page is listed through, also through another snippet', async () => {
    const pages = await changed([{ filename: 'head/snippets/shared.mdx', status: 'modified' }]);
    expect(pages.map((p) => [p.path, p.title, p.via])).toEqual([
      ['head/guides/setup.mdx', 'Setup', { kind: 'snippet', file: 'head/snippets/shared.mdx' }],
      ['head/index.mdx', 'Home', { kind: 'snippet', file: 'head/snippets/shared.mdx' }],
    ]);
  });

  it('finds the same pages without git (every page read instead of git grep)', async () => {
    const files: PullRequestFile[] = [
      { filename: 'head/snippets/shared.mdx', status: 'modified' },
      { filename: 'head/api/orders.yaml', status: 'modified' },
    ];
    const withGit = await changed(files, { 'head/api/orders.yaml': 'orders.yaml' });
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(await changed(files, { 'head/api/orders.yaml': 'orders.yaml' })).toEqual(withGit);
    } finally {
      process.env.PATH = path;
    }
    expect(withGit.map((p) => p.path)).toEqual([
      'head/api/create-order.mdx',
      'head/api/order-model.mdx',
      'head/guides/setup.mdx',
      'head/index.mdx',
    ]);
  });

  it('lists readme.mdx (added or removed) and not README.md; moved to index is "moved"', async () => {
    const pages = await changed([
      { filename: 'head/readme.mdx', status: 'added' },
      { filename: 'head/README.md', status: 'modified' },
      { filename: 'head/license.mdx', status: 'removed' },
      { filename: 'head/LICENSE.md', status: 'removed' },
      { filename: 'head/migration/index.mdx', status: 'renamed', previousFilename: 'head/migration.mdx' },
    ]);
    expect(pages.map((p) => [p.path, p.change, p.title])).toEqual([
      ['head/readme.mdx', 'added', 'Read me first'],
      ['head/migration/index.mdx', 'moved', 'Migration'],
      ['head/license.mdx', 'removed', 'License'],
    ]);
  });
});
