import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface NodeChildOptions {
  /** The child's whole environment: nothing of the test's passes unless it is here. */
  env: NodeJS.ProcessEnv;
  /** Node's own flags, before the TypeScript hook (`--no-warnings`). */
  nodeFlags?: readonly string[];
  /** The child is killed after this long (none by default). */
  timeoutMs?: number;
  /** The most bytes kept of stdout or of stderr; more fails the run. 64 MiB by default. */
  maxBuffer?: number;
}

export interface NodeChildRun {
  /** Null when the child exited with 0; else execFile's error (`code`: the exit code, when there was one). */
  error: (Error & { code?: string | number | null }) | null;
  stdout: string;
  stderr: string;
}

/**
 * A TypeScript file of the repository (`script`, from its root) run in a plain Node process from
 * the root, the sources loaded through scripts/ts-resolve.mjs. Jest runs test code in a vm context
 * where every global lookup is a slow path (pngjs' and pixelmatch's inner loops: a PNG tile takes
 * seconds there, milliseconds here), so the PNG work of a test runs in a child. Resolves however the
 * child ends: what counts as a failure is the caller's to say.
 */
export function runNodeChild(
  script: string,
  args: readonly string[],
  options: NodeChildOptions,
): Promise<NodeChildRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [...(options.nodeFlags ?? []), '--import', './scripts/ts-resolve.mjs', script, ...args],
      {
        cwd: ROOT,
        env: options.env,
        maxBuffer: options.maxBuffer ?? 64 * 1024 * 1024,
        ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
      },
      (error, stdout, stderr) => done({ error, stdout, stderr }),
    );
  });
}
