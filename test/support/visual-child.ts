import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { VisualOptions } from '../../src/visual/run-visual.js';
import type { VisualReport } from '../../src/visual/types.js';
import { testBrowser } from './browser.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The environment a child needs to find the test browser: CHROME_PATH and PATH. */
export async function browserEnv(): Promise<Record<string, string>> {
  const browser = await testBrowser();
  return { CHROME_PATH: browser.executablePath, PATH: process.env.PATH ?? '' };
}

/**
 * runVisual in a child Node process (jest's sandbox slows its PNG work down ten times or more), with
 * the test browser and its flags; returns the report and the child's log.
 */
export async function runVisualChild(
  options: Omit<VisualOptions, 'env' | 'logger' | 'signal'>,
): Promise<{ report: VisualReport; log: string }> {
  const browser = await testBrowser();
  const env = await browserEnv();
  const argument = JSON.stringify({ browserArgs: browser.args, ...options });
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--import', './scripts/ts-resolve.mjs', 'test/support/visual-run.child.ts', argument],
      { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return fail(new Error(`${error.message}\n${stderr}`));
        done({ report: JSON.parse(stdout) as VisualReport, log: stderr });
      },
    );
  });
}
