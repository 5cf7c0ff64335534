/**
 * Child of the validation-at-scale benchmark: the floor. Lists the repository, reads every file
 * (synchronously: on this kind of machine the fastest way to read many small files),
 * JSON.parses docs.json and every JSON file, and splits the front matter off every page, with no
 * parsing of it and no checks. Prints a one-line count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: read-site.js DIR');

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
let json = 0;
let frontMatter = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    JSON.parse(text);
    json += 1;
  } else if (/\.mdx?$/.test(file) && text.startsWith('---')) {
    const end = text.indexOf('\n---', 3);
    if (end > 0 && text.slice(3, end).length >= 0) frontMatter += 1;
  }
}
process.stdout.write(`${files.length} files, ${json} JSON parsed, ${frontMatter} front matters split\n`);
