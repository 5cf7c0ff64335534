import type { VisualOptions } from '../../src/visual/run-visual.js';
import type { VisualReport } from '../../src/visual/types.js';
import { testBrowser } from './browser.js';
import { runNodeChild } from './node-child.js';

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
  const { error, stdout, stderr } = await runNodeChild('test/support/visual-run.child.ts', [argument], {
    env,
  });
  if (error) throw new Error(`${error.message}\n${stderr}`);
  return { report: JSON.parse(stdout) as VisualReport, log: stderr };
}
