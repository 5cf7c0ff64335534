/** Child of the validation benchmark: the floor, reading and parsing the description. */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: json-parse.js FILE');
const parsed = JSON.parse(readFileSync(file, 'utf8')) as { paths?: Record<string, unknown> };
process.stdout.write(`${Object.keys(parsed.paths ?? {}).length} paths\n`);
