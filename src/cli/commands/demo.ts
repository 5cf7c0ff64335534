import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { ConfigurationError } from '../../core/errors.js';
import { runDemo } from '../../demo/run-demo.js';
import type { Execute } from '../main.js';

/** dist/cli/index.js -> the project folder holding actions/ and dist/. */
function projectRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../..');
}

export function registerDemo(program: Command, execute: Execute): void {
  program
    .command('demo')
    .description('run the whole kit offline against the embedded emulator and a local fake of GitHub')
    .action(
      execute<Record<string, never>>(
        async (ctx) => {
          const root = projectRoot();
          // The npm package carries the CLI alone (package.json `files`), not the actions the demo runs.
          if (!existsSync(join(root, 'actions')))
            throw new ConfigurationError(
              'demo runs the GitHub Actions of a checkout of the docs-ci repository, which this package does not carry: clone the repository and run `npm ci && npm run demo` there.',
            );
          const ok = await runDemo({
            root,
            host: { PATH: ctx.env.PATH, HOME: ctx.env.HOME, CHROME_PATH: ctx.env.CHROME_PATH },
            write: (text) => ctx.print(text),
          });
          return { ok, result: { demo: ok ? 'passed' : 'failed' }, human: [] };
        },
        { timeoutMs: 5 * 60_000 },
      ),
    );
}
