// Writes the inputs and outputs tables of every actions/<name>/README.md from its action.yml,
// between <!-- inputs --> ... <!-- /inputs --> and <!-- outputs --> ... <!-- /outputs -->.
// Usage: node scripts/action-docs.js [--check]   (--check fails instead of writing)
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

export function inputsTable(action) {
  const rows = Object.entries(action.inputs ?? {}).map(([name, spec]) => {
    const fallback =
      spec.default === undefined ? (spec.required ? '(required)' : '') : `\`${cell(spec.default)}\``;
    return `| \`${name}\` | ${cell(spec.description)} | ${fallback} |`;
  });
  return ['| Name | Description | Default |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(action) {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`,
  );
  return ['| Name | Description |', '| --- | --- |', ...rows].join('\n');
}

function replaceBetween(text, tag, body, file) {
  const pattern = new RegExp(`<!-- ${tag} -->[\\s\\S]*?<!-- /${tag} -->`);
  if (!pattern.test(text)) throw new Error(`${file}: missing <!-- ${tag} --> ... <!-- /${tag} --> markers`);
  return text.replace(pattern, `<!-- ${tag} -->\n${body}\n<!-- /${tag} -->`);
}

let stale = 0;
// The root action.yml's tables live in the repository README (what the Marketplace shows).
const folders = [
  '.',
  ...readdirSync(join(root, 'actions'))
    .sort()
    .map((name) => join('actions', name)),
];
for (const folder of folders) {
  const name = folder === '.' ? 'the root action' : folder;
  const yml = join(root, folder, 'action.yml');
  const readme = join(root, folder, 'README.md');
  if (!existsSync(yml)) continue;
  if (!existsSync(readme)) {
    console.error(`${join(folder, 'README.md')} is missing`);
    stale++;
    continue;
  }
  const action = parse(readFileSync(yml, 'utf8'));
  const before = readFileSync(readme, 'utf8');
  let after = replaceBetween(before, 'inputs', inputsTable(action), readme);
  after = replaceBetween(after, 'outputs', outputsTable(action), readme);
  if (after !== before) {
    if (check) {
      console.error(
        `${join(folder, 'README.md')} (${name}): inputs/outputs tables differ from action.yml (run npm run docs)`,
      );
      stale++;
    } else {
      writeFileSync(readme, after);
      console.error(`updated ${join(folder, 'README.md')}`);
    }
  }
}
if (stale > 0) process.exit(1);
