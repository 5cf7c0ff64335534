import { redact } from '../core/secrets.js';
import { main } from './main.js';

// The only place that exits the process: a dangling timer can never hold a finished command open.
process.on('unhandledRejection', (reason) => {
  process.stderr.write(redact(`error: unhandled rejection: ${String(reason)}`) + '\n');
  process.exit(1);
});

const code = await main(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  handleProcessSignals: true,
});
process.stdout.write('', () => process.exit(code));
