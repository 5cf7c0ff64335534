import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProcess } from './processes.js';
import { ROOT } from './children.js';

/** Reference validators, installed at bench time into bench/.work (git-ignored), never into the project. */
export const REFERENCE_TOOLS = {
  '@redocly/cli': '2.77.0',
  '@readme/openapi-parser': '9.0.0',
  '@apidevtools/swagger-parser': '13.1.0',
} as const;

export type ReferenceTool = keyof typeof REFERENCE_TOOLS;

export const TOOLS_DIR = join(ROOT, 'bench', '.work');

function installedVersion(name: string): string | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(join(TOOLS_DIR, 'node_modules', name, 'package.json'), 'utf8'),
    ) as {
      version?: string;
    };
    return manifest.version;
  } catch {
    return undefined;
  }
}

async function npmInstall(specs: string[]): Promise<string | undefined> {
  const run = await runProcess(
    'npm',
    ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', ...specs],
    { cwd: TOOLS_DIR, timeoutMs: 300_000 },
  );
  if (run.code === 0) return undefined;
  return (run.stderr.trim() || run.stdout.trim() || `exit ${run.code ?? run.signal}`)
    .split('\n')
    .slice(-3)
    .join(' ');
}

/**
 * Installs the missing reference tools (a fresh clone pays this once). Returns the tools that are
 * usable and a note for each one that could not be installed.
 */
export async function ensureReferenceTools(): Promise<{ usable: Set<ReferenceTool>; notes: string[] }> {
  mkdirSync(TOOLS_DIR, { recursive: true });
  const names = Object.keys(REFERENCE_TOOLS) as ReferenceTool[];
  const missing = names.filter((name) => installedVersion(name) !== REFERENCE_TOOLS[name]);
  const notes: string[] = [];
  if (missing.length > 0) {
    const specs = names.map((name) => `${name}@${REFERENCE_TOOLS[name]}`);
    // All together (a later --no-save install would prune the others); one by one if that fails.
    const failure = await npmInstall(specs);
    if (failure) {
      for (const name of names) {
        if (installedVersion(name) === REFERENCE_TOOLS[name]) continue;
        const single = await npmInstall([`${name}@${REFERENCE_TOOLS[name]}`]);
        if (single) notes.push(`${name}@${REFERENCE_TOOLS[name]} could not be installed, skipped: ${single}`);
      }
    }
  }
  const usable = new Set(names.filter((name) => installedVersion(name) === REFERENCE_TOOLS[name]));
  return { usable, notes };
}

export function redoclyCli(): string {
  return join(TOOLS_DIR, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
}
