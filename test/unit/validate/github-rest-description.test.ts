import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDocs } from '../../../src/validate/index.js';

// GitHub's REST API description (~1000 operations, ~13 MB of JSON), from the @octokit/openapi devDependency.
const require = createRequire(import.meta.url);
const description = join(
  require.resolve('@octokit/openapi/package.json'),
  '..',
  'generated',
  'api.github.com.json',
);

describe('GitHub REST API description', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'validate-github-'));
    copyFileSync(description, join(dir, 'github.json'));
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({ navigation: { tabs: [{ tab: 'REST API', openapi: 'github.json' }] } }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validates in a few seconds with no error', async () => {
    const started = performance.now();
    const report = await validateDocs({ dir });
    const elapsed = performance.now() - started;

    const parseStarted = performance.now();
    JSON.parse(readFileSync(description, 'utf8'));
    const parseElapsed = performance.now() - parseStarted;
    console.log(
      `validateDocs on api.github.com.json: ${elapsed.toFixed(0)} ms (read + JSON.parse alone: ${parseElapsed.toFixed(0)} ms); ` +
        `${report.pages.length} pages, ${report.errors.length} errors, ${report.warnings.length} warnings`,
    );

    expect(report.specs).toEqual([{ file: 'github.json', openapi: '3.0.3', operations: expect.any(Number) }]);
    expect(report.specs[0]!.operations).toBeGreaterThan(900);
    // The description is valid, so no error. Two operations share the tag and summary "Compare two
    // commits": the build keeps both and suffixes the later URL, which the page list shows.
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((w) => [w.rule, w.message.split(' would get ')[0]])).toEqual([
      ['page-url-collision', expect.stringMatching(/^GET \/repos\/\{owner\}\/\{repo\}\/compare\//)],
    ]);
    const compare = report.pages.filter((p) => p.url.startsWith('/api-reference/repos/compare-two-commits'));
    expect(compare.map((p) => p.url)).toEqual([
      '/api-reference/repos/compare-two-commits',
      '/api-reference/repos/compare-two-commits-1',
    ]);
    expect(new Set(report.pages.map((p) => p.url)).size).toBe(report.pages.length);
    // About 1 s on an idle machine (vs about 2.5 s for @readme/openapi-parser's validate()). CI
    // machines are shared, so this only guards against a regression by an order of magnitude.
    expect(elapsed).toBeLessThan(15_000);
  });
});
