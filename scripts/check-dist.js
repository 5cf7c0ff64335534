// Rebuilds every bundle into a temporary folder and fails when dist/ differs from it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fresh = mkdtempSync(join(tmpdir(), 'docs-ci-dist-'));

function files(dir) {
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

try {
  execFileSync(process.execPath, [join(root, 'scripts/build.js'), '--out', fresh], { stdio: 'inherit' });
  const committed = files(join(root, 'dist'));
  const rebuilt = files(fresh);
  const problems = [];
  for (const f of rebuilt) {
    if (!committed.includes(f)) problems.push(`missing in dist/: ${f}`);
    else if (!readFileSync(join(root, 'dist', f)).equals(readFileSync(join(fresh, f))))
      problems.push(`stale: dist/${f}`);
  }
  for (const f of committed) if (!rebuilt.includes(f)) problems.push(`not produced by the build: dist/${f}`);
  if (problems.length > 0) {
    console.error(
      `dist/ is out of date (${problems.length}):\n  ${problems.join('\n  ')}\nRun \`npm run build\` and commit dist/.`,
    );
    process.exit(1);
  }
  console.error(`dist/ is up to date (${rebuilt.length} files)`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
