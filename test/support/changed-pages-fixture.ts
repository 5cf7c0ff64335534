import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRecordingLogger } from '../../src/core/logger.js';
import type { GitHubClient } from '../../src/github/octokit.js';
import { changedPagesOfPullRequest } from '../../src/preview/changed-pages/changed-pages.js';
import type { PullRequestFile } from '../../src/preview/changed-pages/types.js';

/**
 * The changed pages of a pull request over a fixture folder of test/fixtures/changed-pages: the
 * repository at the head is the folder (docs root `head`), and `base/` holds the base version of each
 * changed file at its repository path. The fixture is in no git checkout of its own, so the base is
 * read through a fake of GitHub's contents API, as after a shallow checkout.
 */
export async function changedPagesOfFixture(name: string, files: PullRequestFile[], pullNumber = 1) {
  const fixture = resolve(import.meta.dirname, '../fixtures/changed-pages', name);
  const logger = createRecordingLogger();
  const list = await changedPagesOfPullRequest({
    octokit: fakeOctokit(fixture, files),
    owner: 'acme',
    repo: 'docs',
    pullNumber,
    baseSha: 'a'.repeat(40),
    workspace: fixture,
    docsDir: 'head',
    logger,
  });
  return { pages: list!.pagesFor('https://p.example'), logger };
}

/** Enough of Octokit for the changed-pages list: the pull request's files, and files at the base. */
function fakeOctokit(fixture: string, files: PullRequestFile[]): GitHubClient {
  const fake = {
    paginate: () =>
      Promise.resolve(
        files.map((file) => ({
          filename: file.filename,
          status: file.status,
          previous_filename: file.previousFilename,
        })),
      ),
    rest: {
      pulls: { listFiles: () => Promise.reject(new Error('listed through paginate')) },
      repos: {
        getContent: ({ path }: { path: string }) =>
          Promise.resolve({ data: readFileSync(join(fixture, 'base', path), 'utf8') }),
      },
    },
  };
  return fake as unknown as GitHubClient;
}
