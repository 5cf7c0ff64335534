// Runs the CLI in a plain Node process (started by test/support/cli-child.ts): jest's module sandbox
// makes the PNG work of `docs-ci visual` ten times slower or more (Buffers indexed across realms).
import { main } from '../../src/cli/main.js';

const code = await main(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
