// Writes the inputs and outputs tables of every actions/<name>/README.md from its action.yml, and
// those of the root action.yml into docs/root-action.md (its page of the documentation site),
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
// Each action.yml and the page that documents it. The root action's tables are on its page of the
// documentation site (the repository README links there: it is the front door, not the reference).
const targets = [
  { yml: 'action.yml', page: 'docs/root-action.md', name: 'the root action' },
  ...readdirSync(join(root, 'actions'))
    .sort()
    .map((name) => ({
      yml: join('actions', name, 'action.yml'),
      page: join('actions', name, 'README.md'),
      name: join('actions', name),
    })),
];
for (const { yml, page, name } of targets) {
  const readme = join(root, page);
  if (!existsSync(join(root, yml))) continue;
  if (!existsSync(readme)) {
    console.error(`${page} is missing`);
    stale++;
    continue;
  }
  const action = parse(readFileSync(join(root, yml), 'utf8'));
  const before = readFileSync(readme, 'utf8');
  let after = replaceBetween(before, 'inputs', inputsTable(action), readme);
  after = replaceBetween(after, 'outputs', outputsTable(action), readme);
  if (after !== before) {
    if (check) {
      console.error(`${page} (${name}): inputs/outputs tables differ from action.yml (run npm run docs)`);
      stale++;
    } else {
      writeFileSync(readme, after);
      console.error(`updated ${page}`);
    }
  }
}
if (stale > 0) process.exit(1);
