import { staticImports } from '../../support/static-imports.js';

// The parts that only some runs of the links action need stay out of its start-up: BENCHMARKS.md
// section 5 measures the difference.
describe('links action: the code evaluated at start-up', () => {
  const { files, packages } = staticImports('src/actions/links/index.ts');

  it('reads the pages and checks links without loading what only some runs need', () => {
    for (const lazy of [
      'src/links/live/run-live.ts',
      'src/links/live/live-check.ts',
      'src/links/live/source-lines.ts',
      'src/actions/links/report-issue.ts',
      'src/links/issue-report.ts',
      'src/github/sticky-issue.ts',
      'src/links/github/github-checker.ts',
      'src/validate/validate-docs.ts',
      'src/validate/check-specs.ts',
      'src/validate/index.ts',
      'src/validate/base/compare-with-base.ts',
      // The HTTP engine: only when some document is neither cached nor answered by GitHub's API.
      'src/links/fetch-documents.ts',
      'src/links/http/fetch-document.ts',
      'src/links/schedule/host-scheduler.ts',
    ])
      expect([lazy, files.has(lazy)]).toEqual([lazy, false]);
    for (const lazy of ['yaml', 'js-yaml', '@actions/cache', '@actions/github'])
      expect([lazy, packages.has(lazy)]).toEqual([lazy, false]);
  });

  it('still loads what every run uses: the page scan, the checker and the report', () => {
    for (const eager of [
      'src/links/collect.ts',
      'src/links/run-links.ts',
      'src/validate/page-links.ts',
      'src/links/render.ts',
      'src/links/check-documents.ts',
      'src/links/cache.ts',
    ])
      expect([eager, files.has(eager)]).toEqual([eager, true]);
  });
});
