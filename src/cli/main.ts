import { Command, CommanderError, Option } from 'commander';
import { closeAgents, prepareProxySupport } from '../client/agent.js';
import type { Clock } from '../core/clock.js';
import { DocsCiError, errorMessage } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import { VERSION } from '../version.js';
import type { CliContext, GlobalOptions } from './context.js';
import { createContext } from './context.js';
import type { CommandOutcome } from './output.js';
import { renderOutcome } from './output.js';
import { registerCommands } from './commands/index.js';

export interface MainDeps {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  clock?: Clock;
  /** The real process listens to SIGINT/SIGTERM; tests do not. */
  handleProcessSignals?: boolean;
}

/** A command's body: gets the context and its own options, returns its outcome. */
export type CommandHandler<O> = (ctx: CliContext, options: O, args: string[]) => Promise<CommandOutcome>;

/** Lets command modules turn a handler into a commander action without knowing about exit codes. */
export type Execute = <O>(
  handler: CommandHandler<O>,
  defaults?: { timeoutMs?: number },
) => (...args: unknown[]) => Promise<void>;

function errorResult(error: unknown): Record<string, unknown> {
  const kind = error instanceof DocsCiError ? error.kind : 'internal';
  return { error: { kind, message: redact(errorMessage(error)) } };
}

/** Runs the CLI and returns the exit code: 0 success, 1 the operation failed, 2 usage or configuration. */
export async function main(argv: string[], deps: MainDeps): Promise<number> {
  let exitCode = 0;
  const writeErr = (line: string) => deps.stderr(redact(line) + '\n');
  const wantsJson = argv.includes('--json');

  const execute: Execute =
    (handler, defaults = {}) =>
    async (...actionArgs: unknown[]) => {
      const command = actionArgs[actionArgs.length - 1] as Command;
      const options = command.optsWithGlobals<GlobalOptions & Record<string, unknown>>();
      const positional = command.args;
      let ctx: CliContext | undefined;
      try {
        ctx = createContext(
          options,
          {
            env: deps.env,
            stdout: deps.stdout,
            writeErr,
            clock: deps.clock,
            handleProcessSignals: deps.handleProcessSignals ?? false,
          },
          defaults.timeoutMs,
        );
        await prepareProxySupport(deps.env);
        const outcome = await handler(ctx, options as never, positional);
        deps.stdout(renderOutcome(outcome, ctx.json));
        exitCode = outcome.ok ? 0 : 1;
      } catch (error) {
        exitCode = error instanceof DocsCiError ? error.exitCode : 1;
        const message = redact(errorMessage(error));
        writeErr(`error: ${message}`);
        if (!(error instanceof DocsCiError) && error instanceof Error && error.stack) {
          writeErr(redact(error.stack));
        }
        if (ctx?.json ?? wantsJson)
          deps.stdout(renderOutcome({ ok: false, result: errorResult(error), human: [] }, true));
      } finally {
        ctx?.run.dispose();
      }
    };

  const program = new Command('docs-ci')
    .description('CI for a documentation platform: previews, deployments, static export, validation.')
    .addOption(new Option('--base-url <url>', 'API base URL, ending in /v1 (env DOCS_API_URL)'))
    .addOption(
      new Option('--api-key <key>', 'admin API key (prefer env DOCS_API_KEY: options land in shell history)'),
    )
    .option('--json', 'print exactly one JSON object on stdout when the command ends; logs go to stderr')
    .option(
      '--rate-limit <n/duration>',
      'preview trigger limit shared by this run (default 5/60s, the service limit)',
    )
    .option('--timeout <duration>', "the whole command's deadline, e.g. 500ms, 30s, 15m")
    .option('--verbose', 'debug logging')
    .exitOverride()
    .configureOutput({ writeOut: (s) => deps.stdout(s), writeErr: (s) => deps.stderr(s) })
    .showHelpAfterError('(run docs-ci --help for usage)');
  registerCommands(program, execute);

  // Commander's own --version would also swallow `export --version <label>`: only the bare form counts.
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    deps.stdout(`${VERSION}\n`);
    return 0;
  }

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successes; every other parse failure is a usage error.
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      ) {
        return 0;
      }
      if (wantsJson) {
        deps.stdout(
          renderOutcome(
            { ok: false, result: { error: { kind: 'usage', message: error.message } }, human: [] },
            true,
          ),
        );
      }
      return 2;
    }
    throw error;
  } finally {
    closeAgents();
  }
  return exitCode;
}
