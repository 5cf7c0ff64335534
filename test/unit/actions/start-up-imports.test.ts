import { staticImports } from '../../support/static-imports.js';

// What the export, validate and watch-specs actions load only when a run needs it (import()):
// BENCHMARKS.md section 5 measures their start-up. Each list pairs what stays out with what a
// typical run still evaluates at start, so that a walk that finds nothing cannot pass.

describe('export action: the code evaluated at start-up', () => {
  const { files, packages } = staticImports('src/actions/export/index.ts');

  it('starts the job without the download, the extraction or the rollout', () => {
    for (const lazy of [
      'src/export/download.ts',
      'src/export/tar-extraction.ts',
      'src/export/extract.ts',
      'src/rollout/values.ts',
      'src/rollout/run-rollout.ts',
      'src/rollout/helm.ts',
    ])
      expect([lazy, files.has(lazy)]).toEqual([lazy, false]);
    expect(['yaml', packages.has('yaml')]).toEqual(['yaml', false]);
  });

  it('still loads the inputs, the job and the summary', () => {
    for (const eager of [
      'src/actions/export/inputs.ts',
      'src/export/run-export.ts',
      'src/export/job.ts',
      'src/export/export-summary.ts',
    ])
      expect([eager, files.has(eager)]).toEqual([eager, true]);
  });
});

describe('validate action: the code evaluated at start-up', () => {
  const { files, packages } = staticImports('src/actions/validate/index.ts');

  it('reads docs.json without the YAML parsers', () => {
    expect(files.has('src/validate/source/source-document.ts')).toBe(false);
    for (const lazy of ['yaml', 'js-yaml']) expect([lazy, packages.has(lazy)]).toEqual([lazy, false]);
  });

  it('still loads the validation and the JSON reader', () => {
    for (const eager of [
      'src/validate/validate-docs.ts',
      'src/validate/check-specs.ts',
      'src/validate/pages/check-mdx.ts',
      'src/validate/openapi/spec-registry.ts',
      'src/validate/source/json-source.ts',
    ])
      expect([eager, files.has(eager)]).toEqual([eager, true]);
  });
});

describe('watch-specs action: the code evaluated at start-up', () => {
  const { files, packages } = staticImports('src/actions/watch-specs/index.ts');

  it('reads docs.json (JSON) without the YAML parsers', () => {
    expect(files.has('src/validate/source/source-document.ts')).toBe(false);
    for (const lazy of ['yaml', 'js-yaml']) expect([lazy, packages.has(lazy)]).toEqual([lazy, false]);
    expect(files.has('src/watch-specs/url-specs.ts')).toBe(true);
    expect(files.has('src/validate/source/json-source.ts')).toBe(true);
  });
});
