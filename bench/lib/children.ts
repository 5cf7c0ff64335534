import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describeFailure, runProcess } from './processes.js';

export const ROOT = join(import.meta.dirname, '..', '..');
/** Plain JavaScript of src/ and bench/children/, under the repository so that node_modules resolves. */
export const BUILD_DIR = join(ROOT, 'bench', '.work', 'build');
const BUNDLES_DIR = join(ROOT, 'bench', '.work', 'bundles');

function listTypeScript(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Transpiles (no type check: others' work in progress must not stop the bench) the sources the
 * measured child processes run, so that they run as plain JavaScript, the way the shipped bundles
 * do: Node's own type stripping loads a WebAssembly compiler that costs ~50 MB of RSS and start-up
 * time that no user pays. Relative imports already end in .js.
 */
export function transpileForChildren(): string {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  for (const file of [
    ...listTypeScript(join(ROOT, 'src')),
    ...listTypeScript(join(ROOT, 'bench', 'children')),
    join(ROOT, 'bench', 'lib', 'traffic.ts'),
  ]) {
    const output = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2023,
        verbatimModuleSyntax: true,
        sourceMap: false,
      },
    });
    const target = join(BUILD_DIR, relative(ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output.outputText);
  }
  writeFileSync(join(BUILD_DIR, 'package.json'), JSON.stringify({ type: 'module', private: true }) + '\n');
  return BUILD_DIR;
}

let built = false;

/** Transpiles once per bench run. */
export function ensureChildrenBuilt(): void {
  if (built) return;
  transpileForChildren();
  built = true;
}

/** Path of a transpiled bench child, e.g. childScript('download-bundle'). */
export function childScript(name: string): string {
  return join(BUILD_DIR, 'bench', 'children', `${name}.js`);
}

const bundles = new Map<string, Promise<string>>();

/**
 * Bundles a child needs beside it, as dist/ has them: validateDocs looks for the validation worker at
 * `../validate-worker/index.js` from its own bundle.
 */
const COMPANIONS: Record<string, { name: string; source: string }[]> = {
  'validate-kit': [
    { name: 'validate-worker', source: join('src', 'validate', 'worker', 'validation-worker.js') },
  ],
};

async function nccBuild(label: string, script: string, out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  const ncc = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const run = await runProcess(process.execPath, [ncc, 'build', script, '-o', out, '--minify', '--quiet'], {
    cwd: ROOT,
    timeoutMs: 120_000,
  });
  if (run.code !== 0) throw new Error(describeFailure(`ncc build of ${label}`, run));
}

/**
 * The child bundled with ncc (minified, as the actions ship), from its transpiled JavaScript:
 * one file, so its start-up is that of a shipped bundle, not of a hundred module loads.
 */
export function bundledChild(name: string): Promise<string> {
  let bundle = bundles.get(name);
  if (!bundle) {
    bundle = (async () => {
      ensureChildrenBuilt();
      for (const companion of COMPANIONS[name] ?? []) {
        await nccBuild(companion.name, join(BUILD_DIR, companion.source), join(BUNDLES_DIR, companion.name));
      }
      const out = join(BUNDLES_DIR, name);
      await nccBuild(name, childScript(name), out);
      return join(out, 'index.js');
    })();
    bundles.set(name, bundle);
  }
  return bundle;
}
