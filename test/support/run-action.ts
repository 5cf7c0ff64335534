import { resolve } from 'node:path';
import type { ActionRunResult, RunActionOptions } from '../../src/demo/action-runner.js';
import { readActionYaml as readYaml, runBuiltAction as run } from '../../src/demo/action-runner.js';

export type { ActionRunResult } from '../../src/demo/action-runner.js';
export { parseOutputFile } from '../../src/demo/action-runner.js';

export const ROOT = resolve(import.meta.dirname, '../..');

export function readActionYaml(name: string) {
  return readYaml(ROOT, name);
}

/** Runs `dist/<name>/index.js` of this checkout the way the runner does. */
export function runBuiltAction(
  name: string,
  options: Omit<RunActionOptions, 'root' | 'host'> = {},
): Promise<ActionRunResult> {
  return run(name, { root: ROOT, host: { PATH: process.env.PATH, HOME: process.env.HOME }, ...options });
}
