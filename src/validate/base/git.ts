import { execFile, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Plain git, asked never to prompt (a fetch without credentials fails instead of waiting). */
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo', LC_ALL: 'C' };

export interface GitOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number | undefined;
}

/** Runs git and returns its stdout; a failure carries git's own last line of stderr. */
export async function git(args: string[], options: GitOptions): Promise<string> {
  try {
    const { stdout } = await run('git', args, {
      cwd: options.cwd,
      env: { ...options.env, ...GIT_ENV },
      timeout: options.timeoutMs ?? 60_000,
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout;
  } catch (error) {
    throw new Error(gitFailure(args, error), { cause: error });
  }
}

/** git as a stream of its stdout (`git archive`), failing the stream when git fails. */
export function gitStream(args: string[], options: GitOptions): Readable {
  const child = spawn('git', args, {
    cwd: options.cwd,
    env: { ...options.env, ...GIT_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: options.timeoutMs ?? 120_000,
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-2000)));
  child.on('close', (code) => {
    if (code !== 0)
      child.stdout.destroy(new Error(gitFailure(args, { stderr, message: `exit code ${code}` })));
  });
  child.on('error', (error) => child.stdout.destroy(new Error(gitFailure(args, error))));
  return child.stdout;
}

function gitFailure(args: string[], error: unknown): string {
  const { stderr, message, code } = error as { stderr?: string; message?: string; code?: unknown };
  if (code === 'ENOENT') return 'git is not installed on this runner';
  const last = (stderr ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return `git ${args[0] ?? ''} failed: ${last ?? message ?? String(error)}`;
}

/** The parents of a commit, read from the commit object (present in shallow clones too). */
export async function commitParents(rev: string, options: GitOptions): Promise<string[]> {
  const text = await git(['cat-file', '-p', rev], options);
  return [...text.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((match) => match[1] as string);
}

export async function hasCommit(sha: string, options: GitOptions): Promise<boolean> {
  return git(['cat-file', '-e', `${sha}^{commit}`], options).then(
    () => true,
    () => false,
  );
}

/** A file's move between two commits: `R` lines of `git diff --name-status -M`. */
export interface TreeChange {
  /** Path at the head, relative to the repository root. */
  path: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  /** Path at the base, for renames. */
  previousPath?: string | undefined;
}

/** What changed between two commits, renames detected as git detects them. */
export async function treeChanges(base: string, head: string, options: GitOptions): Promise<TreeChange[]> {
  const out = await git(['diff', '--name-status', '-M', '-z', base, head], options);
  const fields = out.split('\0');
  const changes: TreeChange[] = [];
  for (let i = 0; i < fields.length - 1;) {
    const status = fields[i++] ?? '';
    if (status.startsWith('R') || status.startsWith('C')) {
      const previousPath = fields[i++] ?? '';
      const path = fields[i++] ?? '';
      changes.push(
        status.startsWith('R') ? { path, status: 'renamed', previousPath } : { path, status: 'added' },
      );
    } else {
      const path = fields[i++] ?? '';
      changes.push({ path, status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified' });
    }
  }
  return changes;
}

/**
 * The bytes of files at a commit (`git cat-file --batch`, one process for all); undefined for a
 * path the commit does not have as a file.
 */
export async function readFilesAt(
  sha: string,
  paths: readonly string[],
  options: GitOptions,
): Promise<Map<string, Buffer | undefined>> {
  const texts = new Map<string, Buffer | undefined>();
  if (paths.length === 0) return texts;
  if (paths.some((path) => path.includes('\n')))
    throw new Error('a path with a line break cannot be read by name');
  const output = await gitWithInput(
    ['cat-file', '--batch'],
    paths.map((path) => `${sha}:${path}\n`).join(''),
    options,
  );
  let at = 0;
  for (const path of paths) {
    const end = output.indexOf(0x0a, at);
    if (end < 0) throw new Error(`git cat-file ended before ${path}`);
    const header = output.toString('utf8', at, end);
    at = end + 1;
    const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!match) {
      texts.set(path, undefined); // "<name> missing", or "ambiguous"
      continue;
    }
    const size = Number(match[2]);
    texts.set(path, match[1] === 'blob' ? output.subarray(at, at + size) : undefined);
    at += size + 1;
  }
  return texts;
}

/**
 * Paths under `paths` where the working tree is not the checked-out commit: modified, untracked or
 * ignored files (a step before may have generated some).
 */
export async function workingTreeDifferences(
  paths: readonly string[],
  options: GitOptions,
): Promise<string[]> {
  const out = await git(
    [
      'status',
      '--porcelain=v1',
      '-z',
      '--ignored=matching',
      '--untracked-files=all',
      '--no-renames',
      '--',
      ...paths,
    ],
    options,
  );
  return out
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(3));
}

function gitWithInput(args: string[], input: string, options: GitOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: options.cwd,
      env: { ...options.env, ...GIT_ENV },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 60_000,
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-2000)));
    child.on('error', (error) => reject(new Error(gitFailure(args, error))));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error(gitFailure(args, { stderr, message: `exit code ${code}` })));
    });
    child.stdin.on('error', () => undefined); // git gone early: its exit code says why
    child.stdin.end(input);
  });
}

/** A tree entry of `git ls-tree -r`: path relative to the repository root. */
export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  path: string;
}

/** Every entry under `paths` at a commit (recursive; submodules are `commit` entries). */
export async function treeEntries(
  sha: string,
  paths: readonly string[],
  options: GitOptions,
): Promise<TreeEntry[]> {
  const out = await git(['ls-tree', '-r', '-z', '--full-tree', sha, '--', ...paths], options);
  const entries: TreeEntry[] = [];
  for (const record of out.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', type = ''] = record.slice(0, tab).split(' ');
    entries.push({ mode, type: type as TreeEntry['type'], path: record.slice(tab + 1) });
  }
  return entries;
}
