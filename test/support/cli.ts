import type { MainDeps } from '../../src/cli/main.js';
import { main } from '../../src/cli/main.js';
import { scaledClock } from '../../src/core/clock.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  json: Record<string, unknown>;
}

/** Runs the CLI in-process with its own env and captured streams. */
export async function runCli(
  argv: string[],
  env: Record<string, string>,
  deps: Partial<MainDeps> = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    env,
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    ...deps,
  });
  let json: Record<string, unknown> = {};
  if (argv.includes('--json')) {
    const lines = stdout.trim().split('\n');
    if (lines.length !== 1)
      throw new Error(`--json must print exactly one line, got ${lines.length}:\n${stdout}`);
    json = JSON.parse(lines[0] as string) as Record<string, unknown>;
  }
  return { code, stdout, stderr, json };
}

/** A clock that reads the emulator's emulated time and sleeps in its scale. */
export function clockOf(emulator: { timeScale: number; control: { now(): number } }) {
  return scaledClock(emulator.timeScale, Date.now(), emulator.control.now());
}

/**
 * The environment a CLI run needs to talk to an emulator: its URL and key, PATH (for helm and git),
 * and no quota file, so one test's requests never pace another's.
 */
export function cliEnv(emulator: { url: string; apiKey: string }): Record<string, string> {
  return {
    DOCS_API_URL: emulator.url,
    DOCS_API_KEY: emulator.apiKey,
    DOCS_CI_QUOTA_DIR: 'off',
    PATH: process.env.PATH ?? '',
  };
}
