import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { callGitHub } from '../../github/call-policy.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { GitOptions } from './git.js';
import { git, gitStream, hasCommit } from './git.js';

/** How the base commit's files were had, and why that way: said in the log. */
export interface BaseTree {
  how: 'git' | 'git-fetch' | 'api';
  why: string;
}

export interface BaseTreeRequest {
  sha: string;
  /** Folders or files to read, relative to the repository root (posix); `''` is the whole tree. */
  paths: string[];
  /** Where the files land, at their repository paths. */
  dest: string;
  /** The checkout, when it is a git repository. */
  git?: GitOptions | undefined;
  /** The checkout lacked the commit and it was fetched before (reuse-head.ts): said in the log. */
  fetchedBefore?: boolean | undefined;
  /** GitHub's API, when a token is at hand. */
  github?: { octokit: GitHubClient; owner: string; repo: string } | undefined;
  logger: Logger;
}

/** No way to the base commit's files; `reasons` says what each way answered. */
export class BaseUnavailableError extends Error {
  override name = 'BaseUnavailableError';
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons.join('; '));
    this.reasons = reasons;
  }
}

/**
 * Writes the base commit's files under `dest`: from the checkout's git when it has the commit or can
 * fetch that one commit (`git fetch --depth=1 origin <sha>`, with the credentials actions/checkout
 * keeps), else from GitHub's tarball of the commit, keeping only `paths`.
 */
export async function readBaseTree(request: BaseTreeRequest): Promise<BaseTree> {
  await mkdir(request.dest, { recursive: true });
  const reasons: string[] = [];
  if (request.git) {
    try {
      const fetched: BaseTree = {
        how: 'git-fetch',
        why: 'the checkout lacked the base commit; fetched that one commit',
      };
      if (await hasCommit(request.sha, request.git)) {
        await archiveFromGit(request, request.git);
        return request.fetchedBefore ? fetched : { how: 'git', why: 'the checkout has the base commit' };
      }
      await git(['fetch', '--no-tags', '--depth=1', 'origin', request.sha], request.git);
      await archiveFromGit(request, request.git);
      return fetched;
    } catch (error) {
      reasons.push(`git: ${errorMessage(error)}`);
    }
  } else {
    reasons.push('git: the docs folder is not in a git checkout');
  }
  if (request.github) {
    try {
      await tarballFromGitHub(request, request.github);
      return {
        how: 'api',
        why: `git could not give the base commit (${reasons.join('; ')}); read GitHub's tarball of it`,
      };
    } catch (error) {
      reasons.push(`GitHub API: ${errorMessage(error)}`);
    }
  } else {
    reasons.push('GitHub API: no github-token');
  }
  throw new BaseUnavailableError(reasons);
}

/**
 * Writes the commit's files at `paths` with git itself: each folder read into a throwaway index and
 * checked out from it under `dest` (`git checkout-index --prefix`), each file from its blob. Git
 * writes a 25,000-file folder in about a second, where unpacking `git archive` in JavaScript took
 * tens of seconds; the checkout's own index and work tree are not touched.
 */
async function archiveFromGit(request: BaseTreeRequest, options: GitOptions): Promise<void> {
  for (const path of request.paths) {
    const object = `${request.sha}:${path}`;
    // A path the commit does not have is left out (the change adds it).
    const type = (await git(['cat-file', '-t', object], options).catch(() => '')).trim();
    if (type === 'tree') {
      const index = join(request.dest, `.docs-ci-index-${randomBytes(4).toString('hex')}`);
      const withIndex = { ...options, env: { ...options.env, GIT_INDEX_FILE: index } };
      try {
        await git(['read-tree', object], withIndex);
        const prefix = `${join(request.dest, ...(path === '' ? [] : path.split('/')))}${sep}`;
        await git(['checkout-index', '--all', '--force', `--prefix=${prefix}`], withIndex);
      } finally {
        await rm(index, { force: true });
      }
    } else if (type === 'blob') {
      const target = join(request.dest, ...path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await pipeline(gitStream(['cat-file', 'blob', object], options), createWriteStream(target));
    }
  }
}

async function tarballFromGitHub(
  request: BaseTreeRequest,
  github: NonNullable<BaseTreeRequest['github']>,
): Promise<void> {
  const answer = await callGitHub(
    { what: `downloading the tarball of commit ${request.sha.slice(0, 7)}`, area: 'branches' },
    () =>
      github.octokit.rest.repos.downloadTarballArchive({
        owner: github.owner,
        repo: github.repo,
        ref: request.sha,
        request: { parseSuccessResponseBody: false },
      }),
    { logger: request.logger },
  );
  const body: unknown = answer.data;
  const stream =
    body instanceof ArrayBuffer
      ? Readable.from(Buffer.from(body))
      : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  const wanted = (path: string) => {
    // GitHub's tarball puts everything under one `owner-repo-sha/` folder.
    const inRepo = path.replace(/^[^/]*\/?/, '');
    return request.paths.some(
      (prefix) =>
        prefix === '' ||
        inRepo === prefix ||
        inRepo.startsWith(`${prefix}/`) ||
        (inRepo.endsWith('/') && `${prefix}/`.startsWith(inRepo)),
    );
  };
  // Loaded here: node-tar is needed only on this way, and the validate action starts without it.
  const { Unpack } = await import('tar');
  await pipeline(stream, new Unpack({ cwd: request.dest, strip: 1, filter: wanted }));
}
