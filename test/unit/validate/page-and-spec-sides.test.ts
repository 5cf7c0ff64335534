import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleReport } from '../../../src/validate/assemble-report.js';
import { checkSpecs } from '../../../src/validate/check-specs.js';
import type { ValidateOptions } from '../../../src/validate/index.js';
import { PageBatches } from '../../../src/validate/pages/check-mdx.js';
import { repositoryFiles } from '../../../src/validate/repository-files.js';
import { analyzeRepository, readRepository } from '../../../src/validate/validate-docs.js';

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/validate');
const cases = readdirSync(corpus)
  .filter((name) => existsSync(join(corpus, name, 'expected.json')))
  .sort();

// In a worker run the two sides share the pages' batches: whichever side is free reads the next one.
describe('the pages read by the spec side', () => {
  it.each(cases)('%s: the same report when the spec side reads every page', async (name) => {
    const expected = JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as {
      options?: Omit<ValidateOptions, 'dir'>;
    };
    const repository = await readRepository({ ...expected.options, dir: join(corpus, name) });
    const { report } = await analyzeRepository(repository);

    const pageSideReadNothing = Promise.resolve({
      references: [],
      unresolvedLinks: [],
      anchors: { links: [], anchors: new Map<string, string>() },
    });
    const { outcome } = await checkSpecs(repository, await repositoryFiles(repository), pageSideReadNothing, {
      batches: new PageBatches(),
    });
    expect(assembleReport(repository, outcome, [])).toEqual(report);
  });
});
