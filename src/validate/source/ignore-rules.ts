import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ignore from 'ignore';

/** The ignore file the service's build reads at the docs root (gitignore syntax). */
export const IGNORE_FILE = '.mintignore';

/**
 * What the build leaves out whatever the ignore file says (observed from its published build
 * tooling), in gitignore syntax, matched without regard to case as the build matches them. Only
 * the `.md` variants of README, LICENSE, CHANGELOG and CONTRIBUTING: a `readme.mdx` or
 * `license.mdx` is a page. Only these dot-folders: any other (`.changeset/`) is published.
 * `node_modules` and `.git` are not even listed (see repo-files.ts).
 */
export const DEFAULT_IGNORES: readonly string[] = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  '.mintlify/**',
  '!.mintlify/**/',
  '!.mintlify/skills/**',
  '!.mintlify/**/*.json',
  '!.mintlify/**/*.yaml',
  '!.mintlify/**/*.yml',
  'node_modules',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

/** Whether the build leaves a file (posix path relative to the docs root) out. */
export function ignoreRules(ignoreFileText: string): (file: string) => boolean {
  const lines = ignoreFileText.split(/\r?\n/).map((line) => line.trim());
  const rules = ignore().add([...new Set([...DEFAULT_IGNORES, ...lines])]);
  return (file) => file !== '' && rules.ignores(file);
}

/** The build's ignore rules for a docs root: the defaults and the ignore file there, if any. */
export async function readIgnoreRules(root: string): Promise<(file: string) => boolean> {
  const text = await readFile(join(root, IGNORE_FILE), 'utf8').catch(() => '');
  return ignoreRules(text);
}
