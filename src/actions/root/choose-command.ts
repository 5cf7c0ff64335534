import { ConfigurationError } from '../../core/errors.js';
import { SUPPORTED_EVENTS } from '../../github/events.js';
import { COMMAND_INPUTS } from './command-inputs.js';

export type CommandName = keyof typeof COMMAND_INPUTS;

export const COMMANDS = Object.keys(COMMAND_INPUTS) as CommandName[];

/** Events on which `auto` runs a preview (scheduled mode when `branches` is given; attached on deployment_status). */
export const PREVIEW_EVENTS = SUPPORTED_EVENTS;

export interface CommandChoice {
  command: CommandName;
  /** Why, for the log's first line: "command: auto, domain is given". */
  reason: string;
}

/**
 * The command the root action runs: the `command` input, or under `auto` (the default) `export`
 * when `domain` or `job-id` is given, else `preview` on the events a preview belongs to.
 */
export function chooseCommand(options: {
  command: string;
  eventName: string;
  /** Non-empty inputs of the step, by name. */
  given: ReadonlySet<string>;
}): CommandChoice {
  const requested = options.command.trim().toLowerCase() || 'auto';
  if (requested !== 'auto') {
    if (!(COMMANDS as string[]).includes(requested)) {
      throw new ConfigurationError(
        `input command: "${options.command.trim()}" is not a command; use auto (the default) or one of ${COMMANDS.join(', ')}.`,
      );
    }
    return { command: requested as CommandName, reason: `command: ${requested}` };
  }
  for (const input of ['domain', 'job-id']) {
    if (options.given.has(input))
      return { command: 'export', reason: `command: auto, input ${input} is given` };
  }
  const event = options.eventName;
  if ((PREVIEW_EVENTS as readonly string[]).includes(event)) {
    const scheduled = options.given.has('branches');
    const mode =
      event === 'deployment_status'
        ? ", attached to the service app's preview (no trigger)"
        : scheduled
          ? ', scheduled mode for the branches input'
          : '';
    return { command: 'preview', reason: `command: auto, ${event} event${mode}` };
  }
  throw new ConfigurationError(
    `input command: auto cannot pick a command for the ${event ? `${event} event` : 'run (no event name)'}; ` +
      `it runs export when domain or job-id is given and preview on ${PREVIEW_EVENTS.join(', ')}. ` +
      `Set command to one of ${COMMANDS.join(', ')}.`,
  );
}

/** Inputs given to the step that the chosen command does not read (github-token has a default everywhere). */
export function unusedInputs(command: CommandName, given: ReadonlySet<string>): string[] {
  const read = COMMAND_INPUTS[command].inputs as Record<string, string | null>;
  return [...given].filter((name) => name !== 'command' && name !== 'github-token' && !(name in read)).sort();
}
