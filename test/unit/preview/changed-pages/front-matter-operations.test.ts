import { changedPagesOfFixture } from '../../../support/changed-pages-fixture.js';
import type { PullRequestFile } from '../../../../src/preview/changed-pages/types.js';

// Pages that name their operation in front matter, one per language, and specs changed without the
// operation's own text changing; the base of each changed spec is read through the (fake) contents
// API, as in a shallow checkout without the base commit (see changed-pages-fixture.ts).
async function changedPages(files: PullRequestFile[]) {
  const { pages } = await changedPagesOfFixture('front-matter-operations', files, 41);
  return pages.map((page) => [page.change, page.path, page.title, page.url, page.via?.file]);
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
