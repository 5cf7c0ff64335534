/**
 * Child of the visual benchmark: the kit's runVisual over the given pages, as `docs-ci visual` runs it.
 * Prints one JSON line: the time it took and the statuses.
 *   visual-run.js OPTIONS_JSON
 */
import { silentLogger } from '../../src/core/logger.js';
import { runVisual } from '../../src/visual/run-visual.js';
import type { VisualOptions } from '../../src/visual/run-visual.js';

const options = JSON.parse(process.argv[2] ?? '{}') as Omit<VisualOptions, 'env' | 'logger'>;
const started = performance.now();
const report = await runVisual({ ...options, env: process.env, logger: silentLogger });
const elapsedMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({
    elapsedMs,
    summary: report.summary,
    changed: report.pages.filter((page) => page.status === 'changed').map((page) => page.path),
    ignored: report.pages.reduce((sum, page) => sum + page.ignored.length, 0),
  })}\n`,
);
