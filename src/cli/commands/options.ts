import { ConfigurationError } from '../../core/errors.js';

/** Commander helpers shared by the commands. */

/** For repeatable options: `--branch a --branch b` -> ['a', 'b']. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/**
 * The base a command compares with (`--baseline` or `--base-dir`, not both) and whether `--scope
 * new` has one; true when a base is given. Checked before any work.
 */
export function checkBaseOptions(options: { baseline?: string; baseDir?: string; scope: string }): boolean {
  if (options.baseline !== undefined && options.baseDir !== undefined)
    throw new ConfigurationError('give --baseline or --base-dir, not both');
  const compared = options.baseline !== undefined || options.baseDir !== undefined;
  if (options.scope === 'new' && !compared)
    throw new ConfigurationError('--scope new needs a base: give --baseline REPORT.json or --base-dir DIR');
  return compared;
}
