import * as core from '@actions/core';
import { errorMessage } from '../../core/errors.js';
import { redact } from '../../core/secrets.js';
import type { CommandName } from './choose-command.js';
import { chooseCommand, unusedInputs } from './choose-command.js';
import { COMMAND_INPUTS } from './command-inputs.js';

/** The environment variable the runner sets for an input (hyphens stay, spaces become `_`). */
function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Each command's own module, loaded only when it runs: a run pays for one command's code. */
const LOADERS: Record<CommandName, () => Promise<{ run: () => Promise<void> }>> = {
  deploy: () => import('../deploy/main.js'),
  export: () => import('../export/main.js'),
  preview: () => import('../preview/main.js'),
  rollout: () => import('../rollout/main.js'),
  validate: () => import('../validate/main.js'),
  'watch-specs': () => import('../watch-specs/main.js'),
};

/** Every input of any command, given (non-empty) to this step. */
function givenInputs(env: NodeJS.ProcessEnv): Set<string> {
  const names = new Set(Object.values(COMMAND_INPUTS).flatMap((c) => Object.keys(c.inputs)));
  return new Set([...names].filter((name) => (env[inputVariable(name)] ?? '').trim() !== ''));
}

/**
 * The root action: picks the command, says which and why on the log's first line, warns about
 * inputs the command does not read, applies the defaults of the command's own action.yml (the root
 * declares none that differ between commands), then runs the command exactly as its sub-action does.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const given = givenInputs(env);
  let command: CommandName;
  try {
    const choice = chooseCommand({
      command: env[inputVariable('command')] ?? '',
      eventName: env.GITHUB_EVENT_NAME ?? '',
      given,
    });
    command = choice.command;
    core.info(`docs-ci: running ${command} (${choice.reason})`);
  } catch (error) {
    const message = redact(errorMessage(error));
    core.setOutput('result', JSON.stringify({ ok: false, error: { kind: 'configuration', message } }));
    core.setFailed(`docs-ci failed: ${message}`);
    return;
  }
  core.setOutput('command', command);
  for (const name of unusedInputs(command, given)) {
    core.warning(
      `input ${name} is not used by the ${command} command; remove it or set command to the one that reads it.`,
    );
  }
  for (const [name, fallback] of Object.entries(
    COMMAND_INPUTS[command].inputs as Record<string, string | null>,
  )) {
    const variable = inputVariable(name);
    // `${{ github.token }}` is the runner's to expand: the root declares that default itself.
    if (fallback !== null && !fallback.includes('${{') && (env[variable] ?? '') === '')
      env[variable] = fallback;
  }
  const { run: runCommand } = await LOADERS[command]();
  await runCommand();
}
