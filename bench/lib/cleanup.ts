import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the bench started and must stop or remove whatever happens: child processes (killed by
 * their own handle, never by name), temp directories and closers (servers, emulators).
 */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const closers = new Set<() => Promise<void> | void>();

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `docs-ci-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Registers `close` to run at cleanup; returns the function that runs it now and unregisters it. */
export function onCleanup(close: () => Promise<void> | void): () => Promise<void> {
  closers.add(close);
  return async () => {
    if (!closers.delete(close)) return;
    await close();
  };
}

export async function cleanupEverything(): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const close of [...closers]) {
    closers.delete(close);
    await Promise.resolve()
      .then(close)
      .catch(() => undefined);
  }
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

/** Ctrl-C or a CI cancel still removes the gigabyte files and stops the children. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void cleanupEverything().finally(() => process.exit(130));
    });
  }
}
