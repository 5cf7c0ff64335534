/**
 * Child of the changed-pages benchmark: the preview's changed-pages step on a checked-out site, from
 * the pull request's file list to the comment's section and the bounded output, in a fresh process as
 * the action runs it (its modules loaded on the clock, as the action loads them as a chunk of their
 * own). The base version of a changed spec is read from a file here (git or the contents API in the
 * action). Prints the step's milliseconds and a summary.
 */
import { readFileSync } from 'node:fs';

const [siteDir, scenarioFile] = process.argv.slice(2);
if (!siteDir || !scenarioFile) throw new Error('usage: changed-pages.js SITE_DIR SCENARIO.json');
const scenario = JSON.parse(readFileSync(scenarioFile, 'utf8')) as {
  files: { filename: string; status: string; previousFilename?: string }[];
  specBases: Record<string, string>;
};

const started = performance.now();
const cpuStart = process.cpuUsage();
const [{ loadSiteModel }, { mapChangedPages }, { diffSpecs }, { renderChangedPages }, { boundChangedPages }] =
  await Promise.all([
    import('../../src/preview/changed-pages/site-model.js'),
    import('../../src/preview/changed-pages/map-changes.js'),
    import('../../src/preview/changed-pages/spec-diff.js'),
    import('../../src/preview/changed-pages/render.js'),
    import('../../src/preview/changed-pages/output.js'),
  ]);
const site = await loadSiteModel({
  repositoryRoot: siteDir,
  docsRoot: '',
  changedFiles: scenario.files.filter((f) => f.status !== 'removed').map((f) => f.filename),
});
const specChanges = scenario.files
  .filter((f) => f.status !== 'removed' && site.isSpec(f.filename))
  .map((f) => ({
    file: f.filename,
    diff: diffSpecs(
      JSON.parse(readFileSync(scenario.specBases[f.filename]!, 'utf8')),
      site.specAtHead(f.filename),
    ),
  }));
const pages = mapChangedPages({
  files: scenario.files,
  site,
  previewUrl: 'https://preview.example',
  specChanges,
});
const comment = renderChangedPages(pages, { limit: 25 });
const output = JSON.stringify(boundChangedPages(pages));
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
process.stdout.write(
  `${ms.toFixed(1)} ms (CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms): ${pages.length} pages listed, comment ${comment.length} chars, output ${output.length} bytes\n`,
);
