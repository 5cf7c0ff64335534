import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { validateDocs } from '../../../src/validate/index.js';
import type { ValidationReport } from '../../../src/validate/index.js';
import { pageSlug } from '../../../src/validate/pages/slug.js';

// The spec side checks the navigation before it reads pages (check-specs.ts): the pass is kept
// unless a spec that only a page names changes the registry, and then it is checked again.

async function validate(files: Record<string, unknown>): Promise<ValidationReport> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-ci-navigation-first-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    }
    return await validateDocs({ dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rules = (report: ValidationReport) => [...report.errors, ...report.warnings].map((f) => f.rule);

function spec(paths: Record<string, Record<string, unknown>>, tags?: unknown[]) {
  return {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    ...(tags ? { tags } : {}),
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, operation]) => [
        path,
        { get: { responses: { '200': { description: 'ok' } }, ...operation } },
      ]),
    ),
  };
}

describe('the navigation checked before the pages are read', () => {
  it('is checked again when a spec only a page names is loaded: download-spec then has a spec', async () => {
    const report = await validate({
      'docs.json': { navigation: { pages: ['index'] }, contextual: { options: ['download-spec'] } },
      // Not a spec by its name: loaded only because the page names it, after the pages are read.
      'api.txt': spec({ '/items': { summary: 'List items' } }),
      'index.mdx': '---\ntitle: Index\nopenapi: api.txt GET /items\n---\n\nHello\n',
    });
    expect(rules(report)).not.toContain('contextual-download-spec-no-spec');
    expect(report.specs.map((s) => s.file)).toEqual(['api.txt']);
  });

  it('keeps its findings and pages when the pages change no spec entry', async () => {
    const report = await validate({
      'docs.json': {
        contextual: { options: ['download-spec'] },
        navigation: {
          groups: [
            { group: 'API', openapi: 'openapi.json' },
            { group: 'Entries', openapi: 'openapi.json', pages: ['GET /missing', 'index'] },
          ],
        },
      },
      'openapi.json': spec({
        '/a': { summary: 'Same', tags: ['t'] },
        '/b': { summary: 'Same', tags: ['t'] },
      }),
      'index.mdx': '---\ntitle: Index\nopenapi: openapi.json GET /a\n---\n\nHello\n',
    });
    expect(rules(report).sort()).toEqual(['nav-endpoint-not-found', 'page-url-collision']);
    expect(report.pages.map((page) => page.url)).toEqual([
      '/api-reference/t/same',
      '/api-reference/t/same-1',
    ]);
  });

  it('still reports download-spec without a spec when no page names one', async () => {
    const report = await validate({
      'docs.json': { navigation: { pages: ['index'] }, contextual: { options: ['download-spec'] } },
      'index.mdx': '---\ntitle: Index\n---\n\nHello\n',
    });
    expect(rules(report)).toEqual(['contextual-download-spec-no-spec']);
  });
});

describe('generated page URLs', () => {
  // The URL as the build makes it: the directory, the tag and the summary joined, then resolved.
  const expected = (directory: string, tag: string, summary: string) =>
    posix.resolve('/', posix.join(directory, pageSlug(tag), pageSlug(summary))).toLowerCase();

  it.each([
    'api',
    'Api/Reference',
    '/api',
    'api/',
    './api',
    'api/./v2',
    'api/../v2',
    'a//b',
    'api/v2/.',
    'api/v2/..',
  ])('directory %j: the same URL as resolving the joined path', async (directory) => {
    const tags = ['Items', '()', 'Deep Tag'];
    const report = await validate({
      'docs.json': {
        navigation: { groups: [{ group: 'API', openapi: { source: 'openapi.json', directory } }] },
      },
      'openapi.json': spec(
        Object.fromEntries(tags.map((tag, i) => [`/p${i}`, { summary: `Get Thing ${i}`, tags: [tag] }])),
      ),
    });
    expect(report.pages.map((page) => page.url)).toEqual(
      tags.map((tag, i) => expected(directory, tag, `Get Thing ${i}`)),
    );
  });

  it("groups a tag by its first declaration's x-group", async () => {
    const report = await validate({
      'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } },
      'openapi.json': spec(
        { '/a': { summary: 'A', tags: ['pets'] }, '/b': { summary: 'B', tags: ['plain'] } },
        [{ name: 'pets', 'x-group': 'Animals' }, { name: 'pets', 'x-group': 'Later' }, { name: 'plain' }],
      ),
    });
    expect(report.pages.map((page) => [page.url, page.group])).toEqual([
      ['/api-reference/pets/a', 'Animals'],
      ['/api-reference/plain/b', 'plain'],
    ]);
  });
});
