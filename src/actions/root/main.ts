import { errorMessage } from '../../core/errors.js';
import type { CommandName } from './choose-command.js';
import { chooseCommand, unusedInputs } from './choose-command.js';
import { COMMAND_INPUTS } from './command-inputs.js';
import { fail, info, setOutput, warning } from './runner-io.js';

/** The environment variable the runner sets for an input (hyphens stay, spaces become `_`). */
function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Every input of any command, given (non-empty) to this step. */
function givenInputs(env: NodeJS.ProcessEnv): Set<string> {
  const names = new Set(Object.values(COMMAND_INPUTS).flatMap((c) => Object.keys(c.inputs)));
  return new Set([...names].filter((name) => (env[inputVariable(name)] ?? '').trim() !== ''));
}

/**
 * The root action: picks the command, says which and why on the log's first line, warns about
 * inputs the command does not read, applies the defaults of the command's own action.yml (the root
 * declares none that differ between commands), then hands over to the command's own bundle,
 * `dist/<command>/index.js`, which runs exactly as the sub-action does. Only that bundle is loaded.
 */
export async function run(env: NodeJS.ProcessEnv): Promise<void> {
  const given = givenInputs(env);
  let command: CommandName;
  try {
    const choice = chooseCommand({
      command: env[inputVariable('command')] ?? '',
      eventName: env.GITHUB_EVENT_NAME ?? '',
      given,
    });
    command = choice.command;
    info(`docs-ci: running ${command} (${choice.reason})`);
  } catch (error) {
    const message = errorMessage(error);
    setOutput('result', JSON.stringify({ ok: false, error: { kind: 'configuration', message } }), env);
    fail(`docs-ci failed: ${message}`);
    return;
  }
  setOutput('command', command, env);
  for (const name of unusedInputs(command, given)) {
    warning(
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
  // The command's bundle sits beside this one in dist/; its entry runs the action when imported.
  const bundle = new URL(`../${command}/index.js`, import.meta.url).href;
  await import(/* webpackIgnore: true */ bundle);
}
