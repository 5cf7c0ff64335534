import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRecordingLogger } from '../../../../src/core/logger.js';
import type { GitHubClient } from '../../../../src/github/octokit.js';
import { changedPagesOfPullRequest } from '../../../../src/preview/changed-pages/changed-pages.js';
import type { PullRequestFile } from '../../../../src/preview/changed-pages/types.js';

// Pages that name their operation in front matter, one per language, and specs changed without the
// operation's own text changing. The repository at the head is the fixture folder (docs root `head`);
// `base/` holds the base version of each changed spec at its repository path, read through the
// (fake) contents API, as in a shallow checkout without the base commit.
const fixture = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/changed-pages/front-matter-operations',
);

function fakeOctokit(files: PullRequestFile[]): GitHubClient {
  const fake = {
    paginate: () => Promise.resolve(files.map((file) => ({ filename: file.filename, status: file.status }))),
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
  const list = await changedPagesOfPullRequest({
    octokit: fakeOctokit(files),
    owner: 'acme',
    repo: 'docs',
    pullNumber: 41,
    baseSha: 'b'.repeat(40),
    workspace: fixture,
    docsDir: 'head',
    logger: createRecordingLogger(),
  });
  return list!
    .pagesFor('https://p.example')
    .map((page) => [page.change, page.path, page.title, page.url, page.via?.file]);
}

describe('pages whose front matter names an operation changed only through its spec', () => {
  it('lists the pages of every operation that uses a changed security scheme', async () => {
    // Only the bearer scheme's description changed: the operations name the scheme by key in
    // `security`, no `$ref`, and every page of an operation under that security shows it.
    const pages = await changedPages([{ filename: 'head/admin-openapi.json', status: 'modified' }]);
    expect(pages).toEqual([
      [
        'modified',
        'head/api/agent/create-agent-job.mdx',
        'Create agent job',
        'https://p.example/api/agent/create-agent-job',
        'head/admin-openapi.json',
      ],
      [
        'modified',
        'head/es/api/agent/create-agent-job.mdx',
        'Crear tarea de agente',
        'https://p.example/es/api/agent/create-agent-job',
        'head/admin-openapi.json',
      ],
      // Not `GET /health` (`security: []`), nor the French page, which names its own copy.
    ]);
  });

  it('lists a page naming, without a file, an operation the pull request removed', async () => {
    // `POST /chat/topic` is gone from the only spec that had it; the Spanish page still names it.
    const pages = await changedPages([{ filename: 'head/discovery-openapi.json', status: 'modified' }]);
    expect(pages).toEqual([
      [
        'modified',
        'head/es/api/assistant/create-topic.mdx',
        'Crear tema',
        'https://p.example/es/api/assistant/create-topic',
        'head/discovery-openapi.json',
      ],
    ]);
  });
});
