import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ignore from 'ignore';

/** The ignore file the service's build reads at the docs root (gitignore syntax). */
export const IGNORE_FILE = '.mintignore';

/** Files the build never publishes, whatever the ignore file says. */
const DEFAULT_IGNORED =
  /(?:^|\/)(?:node_modules\/|\.[^/]+\/)|(?:^|\/)(?:readme|license|licence|contributing|code_of_conduct)\.mdx?$/i;

/**
 * Whether the build leaves a file out: the default ignores (node_modules, dot-folders,
 * README/LICENSE-style files) and the patterns of the ignore file at the docs root.
 */
export async function readIgnoreRules(root: string): Promise<(file: string) => boolean> {
  const text = await readFile(join(root, IGNORE_FILE), 'utf8').catch(() => '');
  const rules = ignore().add(text);
  return (file) => DEFAULT_IGNORED.test(file) || (text !== '' && rules.ignores(file));
}
