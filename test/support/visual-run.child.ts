// Runs runVisual in a plain Node process (started by runVisualChild in visual-child.ts): jest's module
// sandbox makes its PNG work ten times slower or more. Options come as one JSON argument; the report
// is printed as one JSON line, the log goes to stderr.
import { createStderrLogger } from '../../src/core/logger.js';
import { runVisual } from '../../src/visual/run-visual.js';
import type { VisualOptions } from '../../src/visual/run-visual.js';

const options = JSON.parse(process.argv[2] ?? '{}') as Omit<VisualOptions, 'env' | 'logger'>;
const logger = createStderrLogger({ verbose: false, write: (line) => process.stderr.write(`${line}\n`) });
const report = await runVisual({ ...options, env: process.env, logger });
process.stdout.write(`${JSON.stringify(report)}\n`);
