// Fails when an action.yml (the root one and actions/*) does not run on node24 or points at a bundle
// that does not exist. Run by the release workflow on the tag, and by the tests.
// Usage: node scripts/check-action-bundles.js
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['.', ...readdirSync(join(root, 'actions')).map((name) => join('actions', name))];
const problems = [];
let checked = 0;
for (const folder of folders.sort()) {
  const file = join(root, folder, 'action.yml');
  if (!existsSync(file)) continue;
  const action = parse(readFileSync(file, 'utf8'));
  const where = relative(root, file);
  checked++;
  if (action?.runs?.using !== 'node24')
    problems.push(`${where}: runs.using is ${action?.runs?.using}, not node24`);
  const main = action?.runs?.main;
  if (typeof main !== 'string') problems.push(`${where}: no runs.main`);
  else if (!existsSync(resolve(root, folder, main)))
    problems.push(`${where}: runs.main ${main} does not exist (npm run build, commit dist/)`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.error(`${checked} action.yml files point at existing node24 bundles`);
