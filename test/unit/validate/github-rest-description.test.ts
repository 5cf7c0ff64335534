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

  it('validates in a few seconds with no spec error', async () => {
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
    // The description itself is valid. Its only problem as a docs site is real: two operations
    // share the tag and summary "Compare two commits", so their generated pages share a URL.
    expect(report.errors.map((e) => [e.rule, e.message.split(' gets ')[0]])).toEqual([
      ['page-url-collision', expect.stringMatching(/^GET \/repos\/\{owner\}\/\{repo\}\/compare\//)],
    ]);
    expect(report.warnings).toEqual([]);
    // About 1 s on an idle machine (vs about 2.5 s for @readme/openapi-parser's validate()). CI
    // machines are shared, so this only guards against a regression by an order of magnitude.
    expect(elapsed).toBeLessThan(15_000);
  });
});
