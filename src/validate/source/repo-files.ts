import { readdir, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

/**
 * Where a repository's files are read: its folder, or the head's folder with the files another
 * version changed taken from an overlay folder (a base commit validated without writing it out).
 */
export type FileRoot = string | { root: string; overlay: string; overlaid: ReadonlySet<string> };

/** The path to read a repository file (posix, relative to the root) from. */
export function fileAt(root: FileRoot, file: string): string {
  if (typeof root === 'string') return join(root, file);
  return join(root.overlaid.has(file) ? root.overlay : root.root, file);
}

/** Whether a repository path (`dir/` for a folder) lies in a folder the listing skips. */
export function inSkippedDirectory(path: string): boolean {
  const folders = path.split('/').slice(0, -1);
  return folders.some((folder) => SKIPPED_DIRECTORIES.has(folder));
}

/**
 * Every file of the repository as a posix path relative to `root`, sorted. `onCount` hears how many
 * files are listed so far, after each folder.
 */
export async function listRepositoryFiles(
  root: string,
  onCount?: (files: number) => void,
): Promise<string[]> {
  const files: string[] = [];
  let directories = [''];
  while (directories.length > 0) {
    const next: string[] = [];
    await Promise.all(
      directories.map(async (relative) => {
        const entries = await readdir(join(root, relative), { withFileTypes: true });
        for (const entry of entries) {
          const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
          if (entry.isDirectory()) {
            if (!SKIPPED_DIRECTORIES.has(entry.name)) next.push(path);
          } else if (entry.isFile()) {
            files.push(path);
          } else if (entry.isSymbolicLink()) {
            // Linked files count; linked directories are not followed (no cycles).
            const target = await stat(join(root, path)).catch(() => undefined);
            if (target?.isFile()) files.push(path);
          }
        }
        onCount?.(files.length);
      }),
    );
    directories = next;
  }
  return files.sort();
}

/**
 * A repository-root-relative reference (`/a/b.json`, `a/b.json`, `./a/b.json`) in normal form;
 * undefined when it leaves the repository.
 */
export function normalizeRepoPath(reference: string): string | undefined {
  const trimmed = reference.trim().replace(/\\/g, '/').replace(/^\/+/, '');
  if (trimmed === '') return undefined;
  const normal = normalizePosixPath(trimmed);
  if (normal === '..' || normal.startsWith('../') || normal === '.') return undefined;
  return normal;
}

/**
 * posix.normalize, without its cost for a path that is normal already (no `.` or `..` segment, no
 * doubled slash): on a large site, most links and imports.
 */
export function normalizePosixPath(path: string): string {
  return path !== '' && !path.startsWith('.') && !path.includes('//') && !path.includes('/.')
    ? path
    : posix.normalize(path);
}

export function isHttpUrlLike(reference: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference.trim());
}
