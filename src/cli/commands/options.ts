/** Commander helpers shared by the commands. */

/** For repeatable options: `--branch a --branch b` -> ['a', 'b']. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}
