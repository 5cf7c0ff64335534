import { posix } from 'node:path';

export type EntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'device' | 'fifo' | 'other';

export interface ArchiveEntry {
  path: string;
  kind: EntryKind;
  /** Symlink target (relative to the link's folder) or hardlink target (relative to the root). */
  linkpath?: string | undefined;
}

function isAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path);
}

/**
 * Walks `target` from the folder `start` segment by segment, as the file system would. Passing
 * through an earlier symlink is refused: where it leads depends on that link, not on the text.
 */
function resolveLink(start: string, target: string, symlinks: Set<string>): string | undefined {
  const stack = start === '.' ? [] : start.split('/');
  const segments = target.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (stack.length === 0) return 'points outside the extraction folder';
      stack.pop();
      continue;
    }
    stack.push(segment);
    const sofar = stack.join('/');
    const last = segments.slice(i + 1).every((s) => s === '' || s === '.');
    if (symlinks.has(sofar) && !last) return `goes through the symlink "${sofar}"`;
  }
  return undefined;
}

/** `a//b/./c/` → `a/b/c`; `./` → `.` */
function normalizeEntryPath(path: string): string {
  return posix.normalize(path).replace(/\/+$/, '') || '.';
}

/**
 * Decides, entry by entry, whether an archive may be extracted under its root. Refuses absolute
 * paths, `..` segments, backslashes, device and fifo entries, links whose target leaves the root,
 * and any entry that would be written through a symlink extracted earlier (a link to `.` followed
 * by `link/x -> ..` is inside the root on paper and outside it on disk).
 * Returns the reason for a refusal, or undefined when the entry is safe.
 */
export function createEntryGuard(): (entry: ArchiveEntry) => string | undefined {
  const symlinks = new Set<string>();

  const throughSymlink = (path: string): string | undefined => {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      if (symlinks.has(prefix)) return prefix;
    }
    return undefined;
  };

  return (entry) => {
    const { path, kind } = entry;
    if (path.includes('\\')) return `entry "${path}" has a backslash in its path`;
    if (path.includes('\0')) return `entry "${path}" has a NUL character in its path`;
    if (isAbsolute(path)) return `entry "${path}" has an absolute path`;
    if (path.split('/').includes('..')) return `entry "${path}" has a ".." segment`;
    if (kind === 'device' || kind === 'fifo') return `entry "${path}" is a ${kind}, not a file`;
    if (kind === 'other') return `entry "${path}" has an unsupported type`;
    const normalized = normalizeEntryPath(path);
    if (normalized === '.' && kind !== 'directory') return `entry "${path}" would replace the root folder`;
    if (symlinks.has(normalized)) return `entry "${path}" would replace the symlink of the same name`;
    const via = throughSymlink(normalized);
    if (via) return `entry "${path}" would be written through the symlink "${via}"`;

    if (kind === 'symlink' || kind === 'hardlink') {
      const target = entry.linkpath ?? '';
      if (target === '') return `link "${path}" has an empty target`;
      if (target.includes('\\')) return `link "${path}" -> "${target}" has a backslash in its target`;
      if (isAbsolute(target)) return `link "${path}" -> "${target}" points to an absolute path`;
      const start = kind === 'symlink' ? posix.dirname(normalized) : '.';
      const problem = resolveLink(start, target, symlinks);
      if (problem) return `link "${path}" -> "${target}" ${problem}`;
      // A hard link to a symlink copies its text to another folder, where it means something else.
      if (kind === 'hardlink' && symlinks.has(normalizeEntryPath(target))) {
        return `hard link "${path}" -> "${target}" points to a symlink`;
      }
      if (kind === 'symlink') symlinks.add(normalized);
    }
    return undefined;
  };
}
