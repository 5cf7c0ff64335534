import { errorMessage } from '../../core/errors.js';
import { run } from './main.js';
import { fail } from './runner-io.js';

try {
  await run(process.env);
} catch (error) {
  fail(`docs-ci failed: ${errorMessage(error)}`);
}
