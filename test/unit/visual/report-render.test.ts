import { renderReportHtml } from '../../../src/visual/report/render-html.js';
import { renderVisualText, visualFails } from '../../../src/visual/report/render-text.js';
import { summarize } from '../../../src/visual/report/summary.js';
import type { VisualPage, VisualReport } from '../../../src/visual/types.js';

const side = (url: string, image: string | null) => ({ url, code: 200, image, width: 1280, height: 900 });

function report(pages: VisualPage[]): VisualReport {
  return {
    pages,
    summary: summarize(pages),
    browser: 'HeadlessChrome/153',
    beforeUrl: 'https://docs.example.com/',
    afterUrl: 'https://preview.example.com/',
  };
}

const changed: VisualPage = {
  path: '/guides/<setup>',
  status: 'changed',
  before: side('https://docs.example.com/guides', 'images/001-before.png'),
  after: side('https://preview.example.com/guides', 'images/001-after.png'),
  regions: [
    {
      kind: 'inserted',
      before: null,
      after: { x: 0, y: 10, width: 100, height: 20 },
      images: {
        before: 'images/001-r1-before.png',
        after: 'images/001-r1-after.png',
        diff: 'images/001-r1-diff.png',
      },
      heading: 'Install',
    },
  ],
  ignored: [],
};
const failed: VisualPage = {
  path: '/broken',
  status: 'failed',
  reason: 'preview: the page answers 500',
  before: null,
  after: null,
  regions: [],
  ignored: [],
};

describe('the visual report', () => {
  it('counts pages per status', () => {
    expect(summarize([changed, failed])).toEqual({
      changed: 1,
      new: 0,
      removed: 0,
      failed: 1,
      unchanged: 0,
      captured: 0,
      total: 2,
    });
  });

  it('renders a self-contained page: inline style and script, relative images, escaped text', () => {
    const html = renderReportHtml(report([changed, failed]));
    expect(html).toContain('<style>');
    expect(html).toContain('<script>');
    expect(html).not.toMatch(/<link|<script src|src="https?:/);
    expect(html).toContain('src="images/001-r1-after.png"');
    expect(html).toContain('src="images/001-before.png"');
    expect(html).toContain('/guides/&#60;setup&#62;');
    expect(html).toContain('data-mode="flip"');
    expect(html).toContain('data-mode="overlay"');
    expect(html).toContain('preview: the page answers 500');
  });

  it('prints one line per page and the path of index.html', () => {
    const lines = renderVisualText(report([changed, failed]), '/tmp/out');
    expect(lines).toContain('changed   /guides/<setup>  (1 region(s))');
    expect(lines).toContain('failed    /broken  (preview: the page answers 500)');
    expect(lines[lines.length - 1]).toBe('Report: /tmp/out/index.html');
  });

  it('fails by --fail-on: never, failed pages, or any difference', () => {
    const unchanged = report([{ ...changed, status: 'unchanged', regions: [] }]);
    expect(visualFails(report([failed]), 'never')).toBe(false);
    expect(visualFails(report([failed]), 'failed')).toBe(true);
    expect(visualFails(report([changed]), 'failed')).toBe(false);
    expect(visualFails(report([changed]), 'changed')).toBe(true);
    expect(visualFails(unchanged, 'changed')).toBe(false);
  });
});
