import { execFile } from 'node:child_process';
import { basename, dirname, resolve } from 'node:path';

/**
 * Whether git tracks `file`, so the caller can warn: a committed presigned URL leaks a credential
 * until it expires, and pods restarting after expiry cannot fetch the bundle. False when git is
 * missing, the folder is not a repository, or the file is untracked.
 */
export function isTrackedByGit(file: string): Promise<boolean> {
  const path = resolve(file);
  return new Promise((done) => {
    execFile(
      'git',
      ['ls-files', '--error-unmatch', '--', basename(path)],
      { cwd: dirname(path), timeout: 10_000 },
      (error) => done(!error),
    );
  });
}
