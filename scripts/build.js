// Bundles every entry with ncc into <out>/<name>/index.js (default out: dist/).
// Usage: node scripts/build.js [--out DIR] [--only NAME[,NAME...]]
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPatches } from './apply-patches.js';
import { listEntries } from './entries.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? resolve(process.argv[outFlag + 1]) : join(root, 'dist');
const ncc = join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js');

const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? new Set(process.argv[onlyFlag + 1].split(',')) : undefined;
const entries = listEntries(root).filter((entry) => !only || only.has(entry.name));
if (only && entries.length !== only.size) {
  console.error(
    `unknown entry in --only; known: ${listEntries(root)
      .map((e) => e.name)
      .join(', ')}`,
  );
  process.exit(2);
}
// The bundles carry the patched dependencies: users of the package run no install script.
applyPatches();
if (!only) rmSync(out, { recursive: true, force: true });
for (const { name, source } of entries) {
  const target = join(out, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync(
    process.execPath,
    [ncc, 'build', join(root, source), '-o', target, '--minify', '--license', 'licenses.txt', '--quiet'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  // ncc writes a package.json marking ESM output; keep it deterministic.
  writeFileSync(join(target, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
  console.error(`built dist/${name}`);
}
