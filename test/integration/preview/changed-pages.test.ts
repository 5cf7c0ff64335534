import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { changedPagesOfPullRequest, findDocsRoot } from '../../../src/preview/changed-pages/changed-pages.js';
import { renderChangedPages } from '../../../src/preview/changed-pages/render.js';
import type { FakeGitHub, FakePullFile } from '../../support/fake-github.js';
import { fakeSha, octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { createRecordingLogger as recordingLogger } from '../../../src/core/logger.js';

let github: FakeGitHub;
let workspace: string;

const spec = (summaryOfCreate: string) => ({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: { summary: 'List pets', tags: ['pets'], responses: { '200': { description: 'ok' } } },
      post: { summary: summaryOfCreate, tags: ['pets'], responses: { '201': { description: 'ok' } } },
    },
  },
});

async function write(path: string, text: string) {
  await mkdir(dirname(join(workspace, path)), { recursive: true });
  await writeFile(join(workspace, path), text);
}

beforeEach(async () => {
  github = await startFakeGitHub();
  workspace = await mkdtemp(join(tmpdir(), 'docs-ci-changed-pages-'));
  await write(
    'docs/docs.json',
    JSON.stringify({
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index', 'guides/setup', 'guides/new-name'] },
          { group: 'API', openapi: 'api/openapi.yaml' },
        ],
      },
    }),
  );
  await write('docs/index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
  await write(
    'docs/guides/setup.mdx',
    '---\ntitle: "Set up <b>the</b> CLI"\n---\n\nimport Note from "/snippets/note.mdx";\n\n<Note />\n',
  );
  await write('docs/guides/new-name.mdx', '---\ntitle: Renamed page\n---\n\nText.\n');
  await write('docs/snippets/note.mdx', 'A note.\n');
  await write('docs/api/openapi.yaml', stringify(spec('Create a pet')));
  github.addPull({ number: 7, headRef: 'feature/pages' });
});
afterEach(async () => {
  await github.close();
  await rm(workspace, { recursive: true, force: true });
});

const baseSha = fakeSha('base');

function compute(files: FakePullFile[], logger = recordingLogger()) {
  github.setPullFiles(7, files);
  return changedPagesOfPullRequest({
    octokit: octokitFor(github),
    owner: 'acme',
    repo: 'docs',
    pullNumber: 7,
    baseSha,
    workspace,
    logger,
  });
}

describe('changed pages of a pull request', () => {
  it('lists added, modified, renamed and removed pages, the users of a snippet and the changed endpoints', async () => {
    github.setFileAt(baseSha, 'docs/api/openapi.yaml', stringify(spec('Add a pet')));
    const list = await compute([
      { filename: 'docs/index.mdx', status: 'modified' },
      {
        filename: 'docs/guides/new-name.mdx',
        status: 'renamed',
        previous_filename: 'docs/guides/old-name.mdx',
      },
      { filename: 'docs/guides/legacy.mdx', status: 'removed' },
      { filename: 'docs/snippets/note.mdx', status: 'modified' },
      { filename: 'docs/api/openapi.yaml', status: 'modified' },
      { filename: 'src/app.ts', status: 'modified' },
      { filename: 'README.md', status: 'modified' },
    ]);
    const pages = list!.pagesFor('https://acme-feature-pages.example.dev');
    expect(pages).toEqual([
      {
        path: 'docs/guides/new-name.mdx',
        url: 'https://acme-feature-pages.example.dev/guides/new-name',
        change: 'renamed',
        title: 'Renamed page',
        previousPath: 'docs/guides/old-name.mdx',
      },
      {
        path: 'docs/api/openapi.yaml',
        url: 'https://acme-feature-pages.example.dev/api-reference/pets/create-a-pet',
        change: 'modified',
        title: 'Create a pet',
        via: { kind: 'spec', file: 'docs/api/openapi.yaml' },
      },
      {
        path: 'docs/guides/setup.mdx',
        url: 'https://acme-feature-pages.example.dev/guides/setup',
        change: 'modified',
        title: 'Set up <b>the</b> CLI',
        via: { kind: 'snippet', file: 'docs/snippets/note.mdx' },
      },
      {
        path: 'docs/index.mdx',
        url: 'https://acme-feature-pages.example.dev/',
        change: 'modified',
        title: 'Home',
      },
      // Gone: titled as the build titles a page by its path.
      { path: 'docs/guides/legacy.mdx', url: null, change: 'removed', title: 'Legacy' },
    ]);
    expect(list!.pagesFor(undefined).every((p) => p.url === null)).toBe(true);
    const text = renderChangedPages(pages);
    expect(text).not.toContain('<b>');
  });

  it('follows every page of a long file list (more than 100 files)', async () => {
    const files: FakePullFile[] = Array.from({ length: 250 }, (_, i) => ({
      filename: `assets/img-${i}.png`,
      status: 'added',
    }));
    files.push({ filename: 'docs/guides/setup.mdx', status: 'modified' });
    const list = await compute(files);
    expect(list!.pagesFor('https://p.example').map((p) => p.path)).toEqual(['docs/guides/setup.mdx']);
    expect(github.requests.filter((r) => r.route?.endsWith('/files')).length).toBe(3);
  });

  it('names a spec in one line when its base version cannot be read', async () => {
    const list = await compute([{ filename: 'docs/api/openapi.yaml', status: 'modified' }]);
    expect(list!.pagesFor('https://p.example')).toEqual([
      expect.objectContaining({ path: 'docs/api/openapi.yaml', url: null, spec: true }),
    ]);
  });

  it('degrades to no list, with a warning naming the permission, when the file list is forbidden', async () => {
    github.denyPermission('pull_requests=read');
    const logger = recordingLogger();
    expect(await compute([{ filename: 'docs/index.mdx', status: 'modified' }], logger)).toBeUndefined();
    expect(logger.text()).toMatch(/warning: .*pull-requests: read/);
  });

  it('degrades to no list, with a warning, when the docs are not checked out', async () => {
    await rm(join(workspace, 'docs/docs.json'));
    const logger = recordingLogger();
    expect(await compute([{ filename: 'docs/index.mdx', status: 'modified' }], logger)).toBeUndefined();
    expect(logger.text()).toMatch(/warning: .*actions\/checkout/);
  });

  it('finds the docs folder: the input, else the root or docs/', async () => {
    expect(findDocsRoot(workspace, undefined)).toBe('docs');
    expect(findDocsRoot(workspace, 'docs')).toBe('docs');
    expect(findDocsRoot(workspace, 'site')).toBeUndefined();
    await write('docs.json', '{}');
    expect(findDocsRoot(workspace, undefined)).toBe('');
  });

  it('compares a spec its pages name only in front matter, and lists the pages whose operation changed through a $ref', async () => {
    const withRef = (minimum: number) => ({
      openapi: '3.1.0',
      info: { title: 'Orders', version: '1' },
      paths: {
        '/orders': {
          post: {
            summary: 'Create an order',
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
            },
            responses: { '201': { description: 'ok' } },
          },
          get: { summary: 'List orders', responses: { '200': { description: 'ok' } } },
        },
      },
      components: {
        schemas: { Order: { type: 'object', properties: { total: { type: 'number', minimum: minimum } } } },
      },
    });
    await write('docs/orders.json', JSON.stringify(withRef(1)));
    await write('docs/api/create-order.mdx', '---\nopenapi: "orders.json POST /orders"\n---\n');
    await write('docs/api/list-orders.mdx', '---\nopenapi: "orders.json GET /orders"\n---\n');
    github.setFileAt(baseSha, 'docs/orders.json', JSON.stringify(withRef(0)));
    const list = await compute([{ filename: 'docs/orders.json', status: 'modified' }]);
    expect(list!.pagesFor('https://p.example')).toEqual([
      {
        path: 'docs/api/create-order.mdx',
        url: 'https://p.example/api/create-order',
        change: 'modified',
        // No title in its front matter: the operation's summary, as the build titles it.
        title: 'Create an order',
        via: { kind: 'spec', file: 'docs/orders.json' },
      },
    ]);
  });

  it('reads the base version from git when the checkout has the base commit (no contents API call)', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', workspace, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        encoding: 'utf8',
      }).trim();
    await write('docs/api/openapi.yaml', stringify(spec('Add a pet')));
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const base = git('rev-parse', 'HEAD');
    await write('docs/api/openapi.yaml', stringify(spec('Create a pet')));
    github.setPullFiles(7, [{ filename: 'docs/api/openapi.yaml', status: 'modified' }]);
    const list = await changedPagesOfPullRequest({
      octokit: octokitFor(github),
      owner: 'acme',
      repo: 'docs',
      pullNumber: 7,
      baseSha: base,
      workspace,
      logger: recordingLogger(),
    });
    expect(list!.pagesFor('https://p.example').map((p) => [p.url, p.change])).toEqual([
      ['https://p.example/api-reference/pets/create-a-pet', 'modified'],
    ]);
    expect(github.requests.filter((r) => r.route?.includes('/contents/'))).toHaveLength(0);
  });
});
