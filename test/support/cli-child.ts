import type { CliRun } from './cli.js';
import { runNodeChild } from './node-child.js';

/**
 * The CLI run in a child Node process (the TypeScript sources through scripts/ts-resolve.mjs), for
 * commands whose work jest's sandbox slows down (the visual review's PNG work). Same result shape as
 * `runCli`.
 */
export async function runCliChild(argv: string[], env: Record<string, string>): Promise<CliRun> {
  const { error, stdout, stderr } = await runNodeChild('test/support/cli.child.ts', argv, {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
  if (code === -1) throw error ?? new Error('no exit code');
  let json: Record<string, unknown> = {};
  if (argv.includes('--json')) {
    const lines = stdout.trim().split('\n');
    if (lines.length !== 1) throw new Error(`--json must print one line, got:\n${stdout}\n${stderr}`);
    json = JSON.parse(lines[0] as string) as Record<string, unknown>;
  }
  return { code, stdout, stderr, json };
}
