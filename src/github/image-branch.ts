import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { ApiError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/**
 * The visual review's images on an orphan branch of the repository, written through the Git Data
 * API (no checkout, no git binary): GitHub renders `SERVER/OWNER/REPO/blob/SHA/PATH?raw=true` in a
 * comment for everyone who can read the repository, private ones included. The branch holds one
 * commit with no parent; each run's commit carries the images of the pull requests still open plus
 * its own, so the branch never grows past what open pull requests show. A comment pins the commit
 * it embeds: pruning later leaves old comments' images readable while GitHub keeps that commit.
 */

export const IMAGE_BRANCH = 'docs-ci-assets';
/** GitHub's image proxy refuses larger images. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageToPublish {
  /** The key the caller finds its URL under (e.g. the report's relative image path). */
  key: string;
  /** The file on disk. */
  file: string;
}

export interface PublishImagesOptions {
  owner: string;
  repo: string;
  pullRequestNumber: number;
  images: readonly ImageToPublish[];
  /** GITHUB_SERVER_URL: github.com, or a GHES host. */
  serverUrl: string;
  branch?: string | undefined;
  logger: Logger;
}

export interface PublishedImages {
  commitSha: string;
  /** key -> embeddable URL. */
  urls: Map<string, string>;
  /** Images left out, each with why (over 5 MB, unreadable). */
  skipped: Array<{ key: string; reason: string }>;
  /** Folders of closed pull requests dropped from the branch by this run. */
  pruned: string[];
}

/** The token may not write the repository (a read-only token, a fork's pull request): 403 or 404 on a write. */
export class ImageBranchPermissionError extends ApiError {
  override name = 'ImageBranchPermissionError';
  constructor(message: string, status: number, operation: string) {
    super(message, { status, operation });
  }
}

interface TreeEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  sha: string;
}

const folderOf = (pullRequest: number) => `pr-${pullRequest}`;

/** Publishes the images and returns their URLs, pinned to the one commit of the branch. */
export async function publishImages(
  octokit: GitHubClient,
  options: PublishImagesOptions,
): Promise<PublishedImages> {
  const { owner, repo, logger } = options;
  const branch = options.branch ?? IMAGE_BRANCH;
  const folder = folderOf(options.pullRequestNumber);
  const skipped: PublishedImages['skipped'] = [];
  const files = new Map<string, { path: string; key: string[]; bytes: Buffer }>();
  for (const image of options.images) {
    const size = await stat(image.file).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) {
      skipped.push({ key: image.key, reason: 'the file is missing' });
      continue;
    }
    if (size >= MAX_IMAGE_BYTES) {
      skipped.push({
        key: image.key,
        reason: `${(size / 1024 / 1024).toFixed(1)} MB, over the 5 MB GitHub's image proxy shows`,
      });
      continue;
    }
    const bytes = await readFile(image.file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const path = `${folder}/${hash}${extname(image.file).toLowerCase() || '.png'}`;
    const known = files.get(path);
    if (known) known.key.push(image.key);
    else files.set(path, { path, key: [image.key], bytes });
  }

  const call = <T>(what: string, run: () => Promise<T>) =>
    callGitHub({ what, area: 'contents' }, run, { logger });
  const openPulls = new Set(
    (
      await call('listing the open pull requests', () =>
        octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 }),
      )
    ).map((pull) => pull.number),
  );
  openPulls.add(options.pullRequestNumber);

  // Another run may move the branch between our read and our write: then we build on its commit.
  for (let attempt = 1; ; attempt += 1) {
    const current = await readBranch(octokit, owner, repo, branch, call);
    const kept: TreeEntry[] = [];
    const pruned = new Set<string>();
    for (const entry of current?.entries ?? []) {
      const top = /^pr-(\d+)\//.exec(entry.path);
      if (top && !openPulls.has(Number(top[1]))) pruned.add(`pr-${top[1]}`);
      else kept.push(entry);
    }
    const present = new Set(kept.map((entry) => entry.path));
    const added: TreeEntry[] = [];
    for (const file of files.values()) {
      if (present.has(file.path)) continue;
      const blob = await write('storing an image', () =>
        octokit.rest.git.createBlob({
          owner,
          repo,
          content: file.bytes.toString('base64'),
          encoding: 'base64',
        }),
      );
      added.push({ path: file.path, mode: '100644', type: 'blob', sha: blob.data.sha });
    }
    const tree = await write('writing the image tree', () =>
      octokit.rest.git.createTree({ owner, repo, tree: [...kept, ...added] }),
    );
    const commit = await write('committing the images', () =>
      octokit.rest.git.createCommit({
        owner,
        repo,
        message: `docs-ci visual review images (pull request #${options.pullRequestNumber})`,
        tree: tree.data.sha,
        parents: [],
      }),
    );
    const moved = await moveBranch(
      octokit,
      { owner, repo, branch, sha: commit.data.sha, expected: current?.sha },
      call,
    );
    if (moved || attempt >= 3) {
      if (!moved)
        logger.warning(`The branch ${branch} kept moving; the images are pinned to their own commit.`);
      const urls = new Map<string, string>();
      const server = options.serverUrl.replace(/\/+$/, '');
      for (const file of files.values()) {
        const url = `${server}/${owner}/${repo}/blob/${commit.data.sha}/${file.path}?raw=true`;
        for (const key of file.key) urls.set(key, url);
      }
      if (pruned.size > 0)
        logger.info(`Image branch ${branch}: dropped the images of ${[...pruned].join(', ')} (closed).`);
      return { commitSha: commit.data.sha, urls, skipped, pruned: [...pruned] };
    }
    logger.info(`The branch ${branch} moved while the images were written; building on its new commit.`);
  }

  /** A write that a read-only token cannot make becomes ImageBranchPermissionError. */
  async function write<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await call(what, run);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        throw new ImageBranchPermissionError(
          `The images could not be written to the branch ${branch} (${what}: ${error.status}): the token cannot write the repository's contents. Give the workflow \`permissions: contents: write\` to show them inline (pull requests from forks get a read-only token).`,
          error.status,
          what,
        );
      }
      throw error;
    }
  }
}

type Call = <T>(what: string, run: () => Promise<T>) => Promise<T>;

/** The branch's commit and its files; undefined when the branch does not exist yet. */
async function readBranch(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  branch: string,
  call: Call,
): Promise<{ sha: string; entries: TreeEntry[] } | undefined> {
  let sha: string;
  try {
    const ref = await call('reading the image branch', () =>
      octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }),
    );
    sha = ref.data.object.sha;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
  const commit = await call('reading the image commit', () =>
    octokit.rest.git.getCommit({ owner, repo, commit_sha: sha }),
  );
  const tree = await call('reading the image tree', () =>
    octokit.rest.git.getTree({ owner, repo, tree_sha: commit.data.tree.sha, recursive: '1' }),
  );
  const entries = tree.data.tree.flatMap((entry): TreeEntry[] =>
    entry.type === 'blob' && entry.path && entry.sha
      ? [{ path: entry.path, mode: '100644', type: 'blob', sha: entry.sha }]
      : [],
  );
  return { sha, entries };
}

/**
 * Points the branch at `sha`: created when missing, forced otherwise (the new commit has no parent).
 * False when the branch is no longer at `expected` (another run wrote it meanwhile).
 */
async function moveBranch(
  octokit: GitHubClient,
  target: { owner: string; repo: string; branch: string; sha: string; expected: string | undefined },
  call: Call,
): Promise<boolean> {
  const { owner, repo, branch, sha } = target;
  const wrap = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await call(what, run);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        throw new ImageBranchPermissionError(
          `The branch ${branch} could not be moved (${error.status}): give the workflow \`permissions: contents: write\`.`,
          error.status,
          what,
        );
      }
      throw error;
    }
  };
  if (target.expected === undefined) {
    try {
      await wrap('creating the image branch', () =>
        octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha }),
      );
      return true;
    } catch (error) {
      // "Reference already exists": another run created it first.
      if (error instanceof ApiError && error.status === 422) return false;
      throw error;
    }
  }
  const now = await call('reading the image branch', () =>
    octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }),
  ).catch(() => undefined);
  if (now && now.data.object.sha !== target.expected) return false;
  await wrap('moving the image branch', () =>
    octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true }),
  );
  return true;
}
