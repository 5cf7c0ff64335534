import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DownloadOutcome, DownloadScenario } from './download-runner.js';

const run = promisify(execFile);
const runner = fileURLToPath(new URL('./download-runner.ts', import.meta.url));
const hook = fileURLToPath(new URL('../../scripts/ts-resolve.mjs', import.meta.url));

/** downloadBundle in a child Node process (type stripping, no jest): see download-runner.ts. */
export async function runDownload(
  scenario: DownloadScenario,
  options: { exposeGc?: boolean; env?: Record<string, string> } = {},
): Promise<DownloadOutcome> {
  const flags = ['--no-warnings', '--import', hook, ...(options.exposeGc ? ['--expose-gc'] : [])];
  const { stdout } = await run(process.execPath, [...flags, runner, JSON.stringify(scenario)], {
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as DownloadOutcome;
}
