import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDocs } from '../../../src/validate/index.js';

describe('validator regressions', () => {
  it('a document shadowing valueOf (found by the property test) is reported, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-ci-valueof-'));
    try {
      writeFileSync(join(dir, 'docs.json'), JSON.stringify({ navigation: { openapi: 'openapi.json' } }));
      writeFileSync(
        join(dir, 'openapi.json'),
        JSON.stringify({
          openapi: '3.0.3',
          info: { title: 't', version: '1' },
          paths: {},
          tags: [{}, { valueOf: null }],
        }),
      );
      const report = await validateDocs({ dir });
      expect(report.errors.map((e) => e.rule)).toContain('openapi-schema');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
