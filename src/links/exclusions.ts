import { readFile } from 'node:fs/promises';
import { ConfigurationError } from '../core/errors.js';

/** A compiled exclusion, with where it was written (for the report and for mistakes). */
export interface Exclusion {
  pattern: RegExp;
  /** `--exclude`, `input exclude`, or `.lycheeignore:3`. */
  origin: string;
}

/**
 * Compiles one pattern as lychee reads it (a regular expression matched anywhere in the URL).
 * lychee's patterns are Rust regular expressions: the common differences are translated (a leading
 * `(?i)`, `(?P<name>`); anything else JavaScript cannot compile is one clear message naming where
 * the pattern is written.
 */
export function compileExclusion(source: string, origin: string): Exclusion {
  let text = source;
  let flags = '';
  const inline = /^\(\?([imsx]+)\)/.exec(text);
  if (inline) {
    if (inline[1]!.includes('x'))
      throw new ConfigurationError(
        `${origin}: the (?x) flag of ${JSON.stringify(source)} is not supported; write the pattern without it`,
      );
    flags = [...new Set(inline[1]!.split(''))].join('');
    text = text.slice(inline[0].length);
  }
  text = text.replace(/\(\?P</g, '(?<');
  try {
    return { pattern: new RegExp(text, `${flags}u`), origin };
  } catch (unicodeError) {
    try {
      // Patterns written for engines without `u` (`\-` outside classes, `\/`) still mean what they say.
      return { pattern: new RegExp(text, flags), origin };
    } catch {
      throw new ConfigurationError(
        `${origin}: ${JSON.stringify(source)} is not a valid regular expression (${(unicodeError as Error).message.replace(/^Invalid regular expression: /, '')})`,
      );
    }
  }
}

/** The patterns of a `.lycheeignore` file: one a line, `#` starts a comment line, blank lines skipped. */
export function parseLycheeIgnore(text: string, name: string): Exclusion[] {
  const found: Exclusion[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const pattern = line.trim();
    if (pattern === '' || pattern.startsWith('#')) return;
    found.push(compileExclusion(pattern, `${name}:${index + 1}`));
  });
  return found;
}

/** The `.lycheeignore` files at each folder (deduplicated), in order; a missing file is no file. */
export async function readLycheeIgnoreFiles(
  folders: readonly string[],
  display: (folder: string) => string,
): Promise<Exclusion[]> {
  const found: Exclusion[] = [];
  for (const folder of [...new Set(folders)]) {
    const path = `${folder.replace(/[\\/]+$/, '')}/.lycheeignore`;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw new ConfigurationError(`${display(folder)}: ${(error as Error).message}`);
    }
    found.push(...parseLycheeIgnore(text, display(folder)));
  }
  return found;
}

/** The first exclusion that matches the URL as written or in normal form. */
export function excludedBy(exclusions: readonly Exclusion[], ...forms: string[]): Exclusion | undefined {
  return exclusions.find((exclusion) => forms.some((form) => exclusion.pattern.test(form)));
}
