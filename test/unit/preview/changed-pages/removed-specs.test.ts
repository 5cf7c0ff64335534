import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRecordingLogger } from '../../../../src/core/logger.js';
import type { GitHubClient } from '../../../../src/github/octokit.js';
import { changedPagesOfPullRequest } from '../../../../src/preview/changed-pages/changed-pages.js';
import type { PullRequestFile } from '../../../../src/preview/changed-pages/types.js';

// The repository at the head is the fixture folder (docs root `head`); `base/` holds the base
// version of each file the pull request changed, at its repository path. The fixture is in no git
// checkout of its own, so the base is read through the (fake) contents API.
const fixture = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/changed-pages/removed-specs',
);

/** Enough of Octokit for the changed-pages list: the pull request's files, and files at the base. */
function fakeOctokit(files: PullRequestFile[]): GitHubClient {
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

async function changedPages(files: PullRequestFile[]) {
  const logger = createRecordingLogger();
  const list = await changedPagesOfPullRequest({
    octokit: fakeOctokit(files),
    owner: 'acme',
    repo: 'docs',
    pullNumber: 3,
    baseSha: 'a'.repeat(40),
    workspace: fixture,
    docsDir: 'head',
    logger,
  });
  return list!.pagesFor('https://p.example');
}

describe('removed specs and operations, held against the base site', () => {
  it('lists as removed only the endpoint pages the base published', async () => {
    const pages = await changedPages([
      { filename: 'head/docs.json', status: 'modified' },
      { filename: 'head/api/kept.yaml', status: 'modified' },
      // Named by the base's navigation: its two operations had pages.
      { filename: 'head/api/gone.yaml', status: 'removed' },
      // Used by no navigation and no page.
      { filename: 'head/unused/retrieval.json', status: 'removed' },
      // In a folder the build ignores (.mintignore), though the base's navigation names it.
      { filename: 'head/.gitbook/assets/search.yaml', status: 'removed' },
    ]);
    expect(pages.map((page) => [page.change, page.path, page.title, page.url])).toEqual([
      ['removed', 'head/api/gone.yaml', 'Create a gadget', null],
      ['removed', 'head/api/gone.yaml', 'List gadgets', null],
      // `POST /internal/reindex` was removed too, but no page showed it.
      ['removed', 'head/api/kept.yaml', 'Delete a widget', null],
    ]);
  });

  it('takes the navigation of the head when the pull request leaves docs.json as it was', async () => {
    const pages = await changedPages([{ filename: 'head/unused/retrieval.json', status: 'removed' }]);
    expect(pages).toEqual([]);
  });
});
