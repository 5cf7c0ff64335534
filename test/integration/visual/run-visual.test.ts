import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VisualOptions } from '../../../src/visual/run-visual.js';
import type { VisualPage, VisualReport } from '../../../src/visual/types.js';
import { runVisualChild } from '../../support/visual-child.js';
import type { VisualSites } from '../../support/visual-sites.js';
import { startVisualSites } from '../../support/visual-sites.js';

const SLOW = 180_000;
let sites: VisualSites;
let out: string;

beforeAll(async () => {
  sites = await startVisualSites();
  out = await mkdtemp(join(tmpdir(), 'docs-ci-visual-'));
}, SLOW);

afterAll(async () => {
  await sites?.close();
  await rm(out, { recursive: true, force: true });
});

async function review(options: Partial<VisualOptions> & { pages: string[]; folder: string }) {
  const { folder, ...rest } = options;
  const { report, log } = await runVisualChild({
    after: sites.after.url,
    capture: { settleMs: 4_000 },
    ...rest,
    out: join(out, folder),
  });
  return { report, log };
}

const pageOf = (report: VisualReport, path: string): VisualPage => {
  const page = report.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('runVisual against two local sites in a real Chromium', () => {
  it(
    'reports each page by status, aligned regions, moving content ignored, and writes the report folder',
    async () => {
      const { report } = await review({
        before: sites.before.url,
        folder: 'both',
        pages: [
          '/plain',
          '/inserted',
          '/swapped',
          '/clock',
          '/gone-before',
          '/gone-after',
          '/error',
          '/private',
          '/animated',
        ],
      });
      const statuses = Object.fromEntries(report.pages.map((page) => [page.path, page.status]));
      expect(statuses).toEqual({
        '/plain': 'unchanged',
        '/inserted': 'changed',
        '/swapped': 'changed',
        '/clock': 'unchanged',
        '/gone-before': 'new',
        '/gone-after': 'removed',
        '/error': 'failed',
        '/private': 'failed',
        '/animated': 'unchanged',
      });
      const inserted = pageOf(report, '/inserted');
      expect(inserted.regions).toHaveLength(1);
      expect(inserted.regions[0]).toMatchObject({ kind: 'inserted', before: null, heading: 'New section' });
      expect(inserted.regions[0]!.after!.height).toBeLessThan(120);
      const swapped = pageOf(report, '/swapped');
      expect(swapped.regions).toHaveLength(1);
      expect(swapped.regions[0]).toMatchObject({ kind: 'changed', after: { width: 200, height: 120 } });
      const clock = pageOf(report, '/clock');
      expect(clock.regions).toEqual([]);
      expect(clock.ignored.length).toBeGreaterThanOrEqual(1);
      expect(clock.ignored[0]!.reason).toMatch(/moves by itself/);
      expect(pageOf(report, '/error').reason).toBe('preview: the page answers 500');
      expect(pageOf(report, '/private').reason).toMatch(/asks for a login/);
      expect(report.login?.reason).toMatch(/asks for a login/);
      expect(pageOf(report, '/private').after?.image).toBeNull();
      expect(pageOf(report, '/gone-before')).toMatchObject({
        before: { code: 404, image: null },
        after: { code: 200 },
      });
      expect(pageOf(report, '/gone-after')).toMatchObject({
        after: { code: 404, image: null },
        before: { code: 200 },
      });
      expect(report.summary).toEqual({
        changed: 2,
        unchanged: 3,
        new: 1,
        removed: 1,
        failed: 2,
        captured: 0,
        total: 9,
      });
      expect(report.beforeReadable).toBe(true);
      expect(report.browser).toMatch(/Chrome\/\d+/);

      const folder = join(out, 'both');
      expect(JSON.parse(await readFile(join(folder, 'report.json'), 'utf8'))).toEqual(report);
      const html = await readFile(join(folder, 'index.html'), 'utf8');
      expect(html).not.toMatch(/<link|<script src|src="https?:/);
      const images = report.pages.flatMap((page) => [
        page.before?.image,
        page.after?.image,
        ...page.regions.flatMap((region) => Object.values(region.images)),
      ]);
      for (const image of images.filter((file): file is string => typeof file === 'string')) {
        expect(image).not.toMatch(/^\//);
        expect(existsSync(join(folder, image))).toBe(true);
        expect(html).toContain(`src="${image}"`);
      }
      // The bands were for the comparison only.
      expect(existsSync(join(folder, 'captures'))).toBe(false);
    },
    SLOW,
  );

  it(
    'captures the preview alone without --before, and lists pages over --max-pages as not captured',
    async () => {
      const { report } = await review({
        folder: 'alone',
        pages: ['/plain', '/inserted', '/swapped'],
        maxPages: 2,
      });
      expect(report.pages.map((page) => [page.path, page.status])).toEqual([
        ['/plain', 'captured'],
        ['/inserted', 'captured'],
      ]);
      expect(report.notCaptured).toEqual(['/swapped']);
      expect(report.beforeUrl).toBeUndefined();
      expect(report.pages[0]!.before).toBeNull();
    },
    SLOW,
  );

  it(
    'says production could not be read when no page answers there, instead of calling every page new',
    async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const { report, log } = await review({
        before: `http://127.0.0.1:${port}`,
        folder: 'unreadable',
        pages: ['/plain', '/inserted'],
      });
      expect(report.beforeReadable).toBe(false);
      expect(report.beforeNote).toBe(`production could not be read at http://127.0.0.1:${port}/`);
      expect(report.pages.map((page) => page.status)).toEqual(['captured', 'captured']);
      expect(log).toMatch(/production could not be read/);
    },
    SLOW,
  );
});
