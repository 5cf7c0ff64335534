// Applies patches/ to node_modules (patch-package; already applied patches are left as they are).
// Not an install script: the published package carries no install script, and `npx github:...`
// installs of the repository must not need patch-package. Instead, everything in the repository
// that reads the patched code calls this first: the type-check (the patched types), the build (so the
// bundles carry the patch), the test run (jest's globalSetup) and the benchmarks.
// Usage: node scripts/apply-patches.js
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function applyPatches() {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/patch-package/index.js'), '--error-on-fail'],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    throw new Error(
      `patch-package failed (exit ${run.status ?? run.signal}): patches/ no longer applies to node_modules.\n` +
        `${run.stdout}${run.stderr}\nRedo the patch (CONTRIBUTING.md) or run \`npm ci\` for a clean node_modules.`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    applyPatches();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
