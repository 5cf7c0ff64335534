import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import nock from 'nock';
import { ConfigurationError } from '../../../src/core/errors.js';
import { validateDocs } from '../../../src/validate/index.js';

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Remote', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/remote': { get: { summary: 'Remote call', responses: { '200': { description: 'OK' } } } },
    '/broken': { get: { responses: { '200': {} } } },
  },
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'validate-docs-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  nock.cleanAll();
  nock.enableNetConnect();
});

function write(file: string, content: string | object): void {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

describe('validateDocs configuration', () => {
  it('throws ConfigurationError when the directory or docs.json is missing', async () => {
    await expect(validateDocs({ dir: join(dir, 'nope') })).rejects.toThrow(ConfigurationError);
    await expect(validateDocs({ dir })).rejects.toThrow(/no docs\.json in/);
    write('file.txt', 'x');
    await expect(validateDocs({ dir: join(dir, 'file.txt') })).rejects.toThrow(/is not a directory/);
    await expect(validateDocs({ dir, config: 'site/docs.json' })).rejects.toThrow(/config: .*does not exist/);
    write('docs.json', '{}');
    await expect(validateDocs({ dir, extension: 'doc' })).rejects.toThrow(ConfigurationError);
  });

  it('reads a config file at another path, relative to dir', async () => {
    write('site/config.json', { navigation: { pages: ['missing'] } });
    const report = await validateDocs({ dir, config: 'site/config.json' });
    expect(report.errors).toEqual([
      expect.objectContaining({ file: 'site/config.json', rule: 'nav-page-not-found' }),
    ]);
  });
});

describe('validateDocs repository scan', () => {
  it('skips node_modules and .git', async () => {
    write('docs.json', { navigation: { pages: ['index'] } });
    write('index.mdx', '---\ntitle: Home\n---\n');
    write('node_modules/pkg/openapi.json', '{ "openapi": "3.0.0", broken');
    write('node_modules/pkg/page.mdx', '---\nopenapi: GET /nowhere\n---\n');
    write('.git/spec.yaml', 'openapi: 3.0.0\n  broken: [\n');
    write('docs/node_modules.yaml', 'openapi: 3.2.0\n');
    const report = await validateDocs({ dir });
    expect(report.errors.map((e) => `${e.file} ${e.rule}`)).toEqual([
      'docs/node_modules.yaml openapi-version-unsupported',
    ]);
  });

  it('reads front matter with CRLF line endings and a byte-order mark', async () => {
    write('docs.json', { navigation: { pages: ['ping'] } });
    write(
      'api.yaml',
      'openapi: 3.1.0\r\ninfo: { title: t, version: "1" }\r\npaths:\r\n  /ping:\r\n    get:\r\n      responses: { "200": { description: OK } }\r\n',
    );
    write('ping.mdx', '\uFEFF---\r\ntitle: Ping\r\nopenapi: GET /pong\r\nversion: 2\r\n---\r\n\r\nBody\r\n');
    const report = await validateDocs({ dir });
    expect(report.errors.map((e) => [e.file, e.line, e.column, e.rule])).toEqual([
      ['ping.mdx', 3, 10, 'mdx-openapi-not-found'],
      ['ping.mdx', 4, 10, 'mdx-front-matter-type'],
    ]);
  });
});

describe('validateDocs with fetchUrls', () => {
  it('downloads URL specs, checks them and generates their pages', async () => {
    write('docs.json', {
      navigation: { tabs: [{ tab: 'API', openapi: 'https://specs.example.com/openapi.json' }] },
    });
    nock('https://specs.example.com')
      .get('/openapi.json')
      .reply(200, JSON.stringify(SPEC, null, 2));
    const report = await validateDocs({ dir, fetchUrls: true });
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: 'https://specs.example.com/openapi.json',
        rule: 'openapi-schema',
        line: 26,
        message: expect.stringMatching(/missing the required field 'description'/),
      }),
    ]);
    expect(report.warnings.map((w) => w.rule)).toEqual(['openapi-source-url']);
    expect(report.pages.map((p) => p.url)).toEqual([
      '/api-reference/remote-call',
      '/api-reference/get-broken',
    ]);
    expect(report.specs).toEqual([
      { file: 'https://specs.example.com/openapi.json', openapi: '3.1.0', operations: 2 },
    ]);
  });

  it('reports a URL that cannot be downloaded', async () => {
    write('docs.json', {
      navigation: { tabs: [{ tab: 'API', openapi: 'https://specs.example.com/gone.yaml' }] },
    });
    nock('https://specs.example.com').get('/gone.yaml').reply(404, 'Not found');
    const report = await validateDocs({ dir, fetchUrls: true });
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: 'docs.json',
        rule: 'openapi-source-unreachable',
        message: expect.stringMatching(/HTTP 404/),
      }),
    ]);
  });

  it('does not touch the network by default', async () => {
    write('docs.json', {
      navigation: {
        tabs: [{ tab: 'API', openapi: 'https://specs.example.com/openapi.json', pages: ['GET /x'] }],
      },
    });
    nock.disableNetConnect();
    const report = await validateDocs({ dir });
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((w) => w.rule)).toEqual(['openapi-source-url']);
  });
});

describe('validateDocs robustness', () => {
  it('reports findings, never throws, whatever the values in docs.json, specs and front matter', async () => {
    const anyValue = fc.jsonValue({ maxDepth: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          navigation: anyValue,
          openapi: fc.oneof(fc.constant('3.1.0'), fc.constant('3.0.3'), anyValue),
          paths: anyValue,
          operation: anyValue,
          webhooks: anyValue,
          components: anyValue,
          tags: anyValue,
          security: anyValue,
          frontMatter: anyValue,
        }),
        async (values) => {
          write('docs.json', {
            navigation: { tabs: [{ openapi: 'spec.json', pages: ['GET /a', values.navigation] }] },
          });
          write('spec.json', {
            openapi: values.openapi,
            info: { title: 't', version: '1' },
            paths: { '/a': { get: values.operation }, '/b': values.paths },
            webhooks: values.webhooks,
            components: values.components,
            tags: values.tags,
            security: values.security,
            'x-doc': values.operation,
          });
          write(
            'page.mdx',
            `---\nopenapi: ${JSON.stringify(values.frontMatter)}\nopenapi-schema: ${JSON.stringify(values.frontMatter)}\n---\n`,
          );
          const report = await validateDocs({ dir });
          expect(Array.isArray(report.errors)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('validateDocs: specs it could not load', () => {
  const corpus = join(import.meta.dirname, '../../fixtures/validate');

  it('blames an unreadable spec once, counts the references that may be in it, and lists it as not loaded', async () => {
    const report = await validateDocs({ dir: join(corpus, 'spec-unreadable-once') });
    expect(report.errors.map((f) => `${f.file} ${f.rule}`)).toEqual(['api/openapi.json openapi-syntax']);
    expect(report.notes).toEqual([
      expect.stringMatching(
        /^3 endpoint or schema reference\(s\) found in no spec not reported: they may be in api\/openapi\.json, which could not be read/,
      ),
      expect.stringMatching(/^spec not loaded: api\/openapi\.json: not valid JSON: .+ \(line 7\)$/),
    ]);
  });

  it('lists the files that look like specs and are not loaded, with why', async () => {
    write('docs.json', { navigation: { pages: ['index'] } });
    write('index.mdx', '---\ntitle: Home\n---\n');
    write('legacy/swagger.json', { swagger: '2.0', info: { title: 'Old', version: '1' }, paths: {} });
    write('api/openapi.yaml', 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n');
    write('notes/openapi-settings.yaml', 'openapi:\n  owner: team\n');
    const report = await validateDocs({ dir });
    expect(report.specs.map((s) => s.file)).toEqual(['api/openapi.yaml']);
    expect(report.errors.map((f) => `${f.file} ${f.rule}`)).toEqual([
      'notes/openapi-settings.yaml openapi-version-unsupported',
    ]);
    expect(report.notes.filter((note) => note.startsWith('spec not loaded'))).toEqual([
      'spec not loaded: legacy/swagger.json: Swagger 2.0: the build reads OpenAPI 3.0 and 3.1 only',
      'spec not loaded: notes/openapi-settings.yaml: not an OpenAPI 3.0 or 3.1 document (reported in the file)',
    ]);
  });

  it('counts schema references into specs given by URL as not checked, never as errors', async () => {
    const report = await validateDocs({ dir: join(corpus, 'spec-site-settings') });
    expect(report.errors).toEqual([]);
    expect(report.notes).toEqual([
      expect.stringMatching(
        /^2 schema reference\(s\) not checked: they may be in the spec https:\/\/specs\.example\.test\/remote\.yaml, given by URL/,
      ),
    ]);
  });
});
