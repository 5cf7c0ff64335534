import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { CliRun } from './cli.js';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The CLI run in a child Node process (the TypeScript sources through scripts/ts-resolve.mjs), for
 * commands whose work jest's sandbox slows down (the visual review's PNG work). Same result shape as
 * `runCli`.
 */
export function runCliChild(argv: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--import', './scripts/ts-resolve.mjs', 'test/support/cli.child.ts', ...argv],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (code === -1) return fail(error ?? new Error('no exit code'));
        let json: Record<string, unknown> = {};
        if (argv.includes('--json')) {
          const lines = stdout.trim().split('\n');
          if (lines.length !== 1)
            return fail(new Error(`--json must print one line, got:\n${stdout}\n${stderr}`));
          json = JSON.parse(lines[0] as string) as Record<string, unknown>;
        }
        done({ code, stdout, stderr, json });
      },
    );
  });
}
