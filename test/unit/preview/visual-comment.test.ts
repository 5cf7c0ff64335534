import { renderPreviewComment } from '../../../src/preview/comment.js';
import type { VisualImages } from '../../../src/preview/visual-comment.js';
import {
  renderVisualSection,
  renderVisualSummary,
  withVisualSection,
} from '../../../src/preview/visual-comment.js';
import type { VisualPage, VisualReport, VisualRegion } from '../../../src/visual/types.js';

const PREVIEW = 'https://acme-docs-edit.preview.example.com/';
const PRODUCTION = 'https://docs.example.com/';

function region(n: string, kind: VisualRegion['kind'], heading?: string): VisualRegion {
  const box = { x: 0, y: 100, width: 1280, height: 80 };
  return {
    kind,
    before: kind === 'inserted' ? null : box,
    after: kind === 'removed' ? null : box,
    images: {
      before: `images/${n}-before.png`,
      after: `images/${n}-after.png`,
      diff: `images/${n}-diff.png`,
    },
    heading,
  };
}

function page(path: string, status: VisualPage['status'], extra: Partial<VisualPage> = {}): VisualPage {
  const side = (base: string, name: string) => ({
    url: `${base}${path.slice(1)}`,
    code: 200,
    image: `images/${name}`,
    width: 1280,
    height: 2000,
  });
  return {
    path,
    status,
    before:
      status === 'new' || status === 'captured' ? null : side(PRODUCTION, `${path.slice(1)}-before.png`),
    after: status === 'removed' ? null : side(PREVIEW, `${path.slice(1)}-after.png`),
    regions: [],
    ignored: [],
    ...extra,
  };
}

function report(pages: VisualPage[], extra: Partial<VisualReport> = {}): VisualReport {
  const summary = {
    changed: 0,
    unchanged: 0,
    new: 0,
    removed: 0,
    captured: 0,
    failed: 0,
    total: pages.length,
  };
  for (const p of pages) summary[p.status] += 1;
  return {
    pages,
    summary,
    browser: 'HeadlessChrome/153',
    beforeUrl: PRODUCTION,
    afterUrl: PREVIEW,
    ...extra,
  };
}

const inline: VisualImages = {
  mode: 'inline',
  url: (path) =>
    path ? `https://github.com/acme/docs/blob/${'a'.repeat(40)}/pr-7/${path.slice(7)}?raw=true` : undefined,
};

const sample = report([
  page('/guides/unchanged', 'unchanged'),
  page('/guides/broken', 'failed', { reason: 'the preview answered 500' }),
  page('/guides/setup', 'changed', {
    regions: [region('setup-r1', 'inserted', 'Install'), region('setup-r2', 'changed', 'Logo')],
    ignored: [
      { ...region('setup-clock', 'changed'), reason: 'moves by itself' },
      { ...region('setup-carousel', 'changed'), reason: 'moves by itself' },
    ],
  }),
  page('/guides/new', 'new'),
]);

describe('the visual review section of the comment', () => {
  it('shows changed pages first, each region as a before | after pair with its heading, the whole pages folded', () => {
    const text = renderVisualSection({ report: sample, images: inline, maxPages: 10 });
    expect(text).toMatch(
      /^#### Visual changes\n\n🔶 \*\*1 page changed\*\* · 1 new · 1 unchanged · 1 failed, compared with \[production\]/,
    );
    const setup = text.indexOf('`/guides/setup`');
    const added = text.indexOf('`/guides/new`');
    expect(setup).toBeGreaterThan(0);
    expect(added).toBeGreaterThan(setup);
    expect(text).toContain(
      '**🔶 [`/guides/setup`](https://acme-docs-edit.preview.example.com/guides/setup)** · 2 regions',
    );
    expect(text).toMatch(
      /Inserted at 100–180 px under \*\*Install\*\*:\n\n\| Before \| After \|\n\|---\|---\|\n\| <img src="https:\/\/github\.com\/acme\/docs\/blob\/a{40}\/pr-7\/setup-r1-before\.png\?raw=true" alt="before" width="400"> \| <img src="[^"]+setup-r1-after\.png\?raw=true" alt="after" width="400"> \|/,
    );
    expect(text).toMatch(/Changed at 100–180 px under \*\*Logo\*\*:/);
    expect(text).toContain('_2 regions that move by themselves were left out._');
    expect(text).toMatch(
      /<details><summary>The whole pages, before and after<\/summary>\n\n\| Before \| After \|\n\|---\|---\|\n\| <img src="[^"]+guides\/setup-before\.png\?raw=true"/,
    );
    // A new page: after only.
    const newBlock = text.slice(added, text.indexOf('</details>', added));
    expect(newBlock).toContain('new page');
    expect(newBlock).not.toContain('before');
    expect(newBlock).toContain('new-after.png');
    expect(text).toContain('Unchanged: `/guides/unchanged`.');
    expect(text).toContain('- ❌ `/guides/broken`: the preview answered 500');
    // Diff images are for index.html, not the comment.
    expect(text).not.toContain('diff.png');
  });

  it('says production could not be read, and names the login that kept pages from being captured', () => {
    const text = renderVisualSection({
      report: report([page('/a', 'captured')], {
        beforeReadable: false,
        beforeNote: 'production could not be read at https://docs.example.com/',
        login: { url: `${PREVIEW}b`, reason: 'the site asks for a login (401)' },
      }),
      images: inline,
      maxPages: 10,
    });
    expect(text).toContain(
      '⚠️ Production could not be read at [`https://docs.example.com/`](https://docs.example.com/): the pages are shown as the preview has them.',
    );
    expect(text).toContain(
      '🔒 the site asks for a login \\(401\\): pages behind a login are never captured.',
    );
  });

  it('lists the regions as text with the artifact linked and the permission named when images are not inline', () => {
    const text = renderVisualSection({
      report: sample,
      images: {
        mode: 'artifact',
        name: 'docs-ci-visual-7',
        url: 'https://github.com/acme/docs/actions/runs/42/artifacts/9',
        why: 'Give the workflow `permissions: contents: write` to show the images here.',
      },
      maxPages: 10,
    });
    expect(text).toContain(
      '📦 The images and a page to compare them (`index.html`) are in [the artifact `docs-ci-visual-7`](https://github.com/acme/docs/actions/runs/42/artifacts/9).',
    );
    expect(text).toMatch(/contents: write/);
    expect(text).toContain('- inserted at 100–180 px under **Install**');
    expect(text).not.toContain('<img');
  });

  it('counts the pages it could not show, and the changed pages beyond visual-max-pages', () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      page(`/guides/page-${i}`, 'changed', {
        regions: [
          region(`p${i}-a`, 'changed', `Heading ${i}`),
          region(`p${i}-b`, 'inserted'),
          region(`p${i}-c`, 'removed'),
        ],
      }),
    );
    const text = renderVisualSection(
      { report: report(many, { notCaptured: ['/x', '/y'] }), images: inline, maxPages: 50 },
      20_000,
    );
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toMatch(
      /_\d+ more pages with visual results not shown here \(the comment's size limit\): see the job summary\._/,
    );
    expect(text).toContain('_2 more changed pages not captured (`visual-max-pages: 50`)._');
    // The job summary has room for every page.
    expect(renderVisualSummary({ report: report(many), images: inline, maxPages: 50 })).toContain(
      '`/guides/page-49`',
    );
  });

  it('keeps the whole comment within 65,536 characters with 50 changed pages and a long changed-pages list', () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      page(`/guides/${'long-name-'.repeat(8)}${i}`, 'changed', {
        regions: Array.from({ length: 6 }, (_, j) =>
          region(`p${i}-${j}-${'x'.repeat(40)}`, 'changed', 'H'.repeat(100)),
        ),
      }),
    );
    const state = {
      status: 'ready' as const,
      branch: 'docs/edit',
      sha: 'a'.repeat(40),
      previewUrl: PREVIEW,
      finishedAt: 0,
      changedPages: '- [Page](https://example.com/x)\n'.repeat(600),
    };
    const body = renderPreviewComment(
      withVisualSection(state, { report: report(many), images: inline, maxPages: 50 }),
    );
    expect(body.length).toBeLessThanOrEqual(65_536 - 2_000);
    expect(body).toContain('#### Visual changes');
    expect(body).toMatch(/more pages with visual results not shown here/);
  });

  it('says the review is running, and a line when it did not run', () => {
    expect(renderVisualSection({ running: true })).toContain(
      '⏳ _Comparing the changed pages with production…_',
    );
    expect(renderVisualSection({ line: 'no browser: set `CHROME_PATH`' })).toBe(
      '#### Visual changes\n\nno browser: set `CHROME_PATH`\n',
    );
  });
});
