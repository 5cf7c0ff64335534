import { changedPagesOfFixture } from '../../../support/changed-pages-fixture.js';
import type { PullRequestFile } from '../../../../src/preview/changed-pages/types.js';

// The base of each changed file is read through the (fake) contents API: see changed-pages-fixture.ts.
async function changedPages(files: PullRequestFile[]) {
  return (await changedPagesOfFixture('removed-specs', files, 3)).pages;
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
