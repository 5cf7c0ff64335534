/** Child of the validation benchmark: the kit's validateDocs on a directory; prints a one-line verdict. */
import { validateDocs } from '../../src/validate/index.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: validate-kit.js DIR');
const report = await validateDocs({ dir });
const operations = report.specs.reduce((sum, spec) => sum + spec.operations, 0);
process.stdout.write(
  `${report.errors.length} errors, ${report.warnings.length} warnings, ${report.pages.length} pages, ` +
    `${operations} operations\n`,
);
