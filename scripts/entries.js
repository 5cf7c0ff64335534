// The one list of bundles: every action entry under src/actions/<name>/index.ts, the CLI and the
// validation worker.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function listEntries(root) {
  const entries = [
    { name: 'cli', source: 'src/cli/index.ts' },
    // Not an action: the worker thread that validate runs large repositories in.
    { name: 'validate-worker', source: 'src/validate/worker/validation-worker.ts' },
  ];
  const actionsDir = join(root, 'src/actions');
  if (existsSync(actionsDir)) {
    for (const name of readdirSync(actionsDir).sort()) {
      const source = `src/actions/${name}/index.ts`;
      if (existsSync(join(root, source))) entries.push({ name, source });
    }
  }
  return entries;
}
