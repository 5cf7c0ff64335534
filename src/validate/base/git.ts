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
