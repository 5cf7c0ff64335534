import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { CancelledError, errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { mapLimited, slots } from '../core/concurrency.js';
import { siteBase } from '../core/site-address.js';
import { findBrowser } from './browser/find-browser.js';
import { withBrowser } from './browser/launch.js';
import { DEFAULT_CAPTURE, openCapture } from './capture/capture-page.js';
import type { CaptureResult, CaptureSettings, ColorScheme, OpenCapture } from './capture/capture-page.js';
import {
  compareCaptures,
  headingAbove,
  MOVING_REASON,
  movedInRows,
  movingRegions,
  splitMoving,
  writeWholeImage,
} from './compare/index.js';
import { renderReportHtml } from './report/render-html.js';
import { summarize } from './report/summary.js';
import type {
  Box,
  CaptureSide,
  IgnoredRegion,
  TiledCapture,
  VisualPage,
  VisualRegion,
  VisualReport,
} from './types.js';

export { BrowserNotFoundError } from './browser/find-browser.js';

export interface VisualOptions {
  /** The preview: the pages as the pull request makes them. */
  after: string;
  /** The production site; without it every page is `captured` alone. */
  before?: string | undefined;
  /** Page paths such as `/guides/setup`, in the order the report lists them. */
  pages: readonly string[];
  /** The report folder: images, `report.json`, `index.html`. */
  out: string;
  width?: number | undefined;
  colorScheme?: ColorScheme | undefined;
  /** Selectors of elements painted over in both captures. */
  mask?: readonly string[] | undefined;
  /** Pages beyond this many are listed in `notCaptured`. */
  maxPages?: number | undefined;
  /** The browser's path (`--browser`); else `CHROME_PATH` from `env`, then the usual locations. */
  browser?: string | undefined;
  env: NodeJS.ProcessEnv;
  /** Captures at once (default 2), in one browser: each side of a page counts. */
  concurrency?: number | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  /** More Chrome flags (a packaged Chromium's). */
  browserArgs?: readonly string[] | undefined;
  /** Capture timings (tests and benchmarks shorten them). */
  capture?: Partial<Omit<CaptureSettings, 'width' | 'colorScheme' | 'masks'>> | undefined;
}

/**
 * `docs-ci visual` and the preview's visual review: each page captured on the preview (after) and on
 * production (before), the two compared row-aligned, moving content learnt from a second capture and
 * left out; the report written as `report.json` and `index.html` with the images beside them.
 */
export async function runVisual(options: VisualOptions): Promise<VisualReport> {
  const found = findBrowser({ explicit: options.browser, env: options.env });
  const after = siteBase(new URL(options.after));
  const before = options.before === undefined ? undefined : siteBase(new URL(options.before));
  const limit = options.maxPages ?? Infinity;
  const chosen = options.pages.slice(0, limit);
  const notCaptured = options.pages.slice(chosen.length);
  const settings: CaptureSettings = {
    ...DEFAULT_CAPTURE,
    ...options.capture,
    width: options.width ?? DEFAULT_CAPTURE.width,
    colorScheme: options.colorScheme ?? 'light',
    masks: options.mask ?? [],
  };
  const out = options.out;
  await mkdir(join(out, 'images'), { recursive: true });
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const run: PageRun = {
    pixelWork: slots(1),
    captureSlot: slots(concurrency),
    out,
    after,
    before,
    settings,
    origins: [after.origin, ...(before ? [before.origin] : [])],
    logger: options.logger,
  };
  options.logger.info(
    `Visual review of ${chosen.length} page(s) at ${after.href}${before ? ` against ${before.href}` : ''} (browser: ${found.path}).`,
  );
  const { version, outcomes } = await withBrowser(
    { executablePath: found.path, extraArgs: options.browserArgs, signal: options.signal },
    async ({ browser, version }) => {
      // Pages whose captures are done are compared while the next pages are captured: twice as many
      // pages as capture slots are open at once.
      const outcomes = await mapLimited(chosen, concurrency * 2, async (path, index) => {
        if (options.signal?.aborted) throw new CancelledError('the visual review was cancelled');
        const outcome = await reviewPage(browser, run, path, index);
        options.logger.info(`${outcome.page.status.padEnd(9)} ${path}`);
        return outcome;
      });
      return { version, outcomes };
    },
  );
  await rm(join(out, 'captures'), { recursive: true, force: true });
  const report = assemble(options, run, outcomes, version, notCaptured);
  await writeFile(join(out, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  await writeFile(join(out, 'index.html'), renderReportHtml(report));
  return report;
}

interface PageRun {
  /**
   * Runs PNG work (whole images, comparisons) one page at a time: it is JavaScript on this one thread,
   * so running two at once gains nothing and holds two pages' pixels; captures still overlap it.
   */
  pixelWork: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Runs a capture (load, settle, shutter) or a second capture in one of `concurrency` slots: the
   * browser loads and paints that many pages at once, whatever the comparisons behind them are doing.
   */
  captureSlot: <T>(work: () => Promise<T>) => Promise<T>;
  out: string;
  after: URL;
  before: URL | undefined;
  settings: CaptureSettings;
  origins: string[];
  logger: Logger;
}

interface PageOutcome {
  page: VisualPage;
  /** Whether production answered for this page (any HTTP status). */
  beforeAnswered: boolean;
  login?: { url: string; reason: string };
}

export function pageUrl(site: URL, path: string): string {
  return new URL(path.replace(/^\/+/, ''), site).href;
}

async function reviewPage(browser: Browser, run: PageRun, path: string, index: number): Promise<PageOutcome> {
  const n = String(index + 1).padStart(3, '0');
  const tiles = join(run.out, 'captures', n);
  const open = (site: URL, name: string) =>
    openCapture(
      browser,
      { url: pageUrl(site, path), allowedOrigins: run.origins, dir: tiles, prefix: `${n}-${name}` },
      run.settings,
    );
  const page: VisualPage = { path, status: 'failed', before: null, after: null, regions: [], ignored: [] };
  const outcome: PageOutcome = { page, beforeAnswered: false };
  // Both sides are captured at once (each in a capture slot), and both tabs stay open until the
  // comparison is done: a page with regions is captured again in them.
  const [afterOpen, beforeOpen] = await bothOrNeither(
    run.captureSlot(() => open(run.after, 'after')),
    run.before ? run.captureSlot(() => open(run.before!, 'before')) : undefined,
  );
  try {
    const afterResult = afterOpen.result;
    const beforeResult = beforeOpen?.result;
    const notes = [
      ...(afterResult.kind === 'captured' ? afterResult.notes : []),
      ...(beforeResult?.kind === 'captured' ? beforeResult.notes.map((note) => `production: ${note}`) : []),
    ];
    if (notes.length > 0) page.notes = notes;
    await run.pixelWork(async () => {
      page.after = await sideOf(run, afterResult, pageUrl(run.after, path), `images/${n}-after.png`);
      if (run.before && beforeResult)
        page.before = await sideOf(run, beforeResult, pageUrl(run.before, path), `images/${n}-before.png`);
    });
    outcome.beforeAnswered =
      beforeResult !== undefined && !(beforeResult.kind === 'failed' && beforeResult.unreachable);
    decide(outcome, afterResult, beforeResult);
    const opened = beforeOpen;
    if (page.status === 'changed' && opened)
      await compare(run, page, { after: afterOpen, before: opened }, n);
  } catch (error) {
    page.status = 'failed';
    page.reason = `the comparison failed: ${errorMessage(error)}`;
    page.regions = [];
    page.ignored = [];
  } finally {
    await Promise.all([afterOpen.close(), beforeOpen?.close()]);
    // The bands were only for the comparison: the report keeps whole images and crops.
    await rm(tiles, { recursive: true, force: true });
  }
  return outcome;
}

/** Both tabs, or the error of the one that could not be opened (the other one closed). */
async function bothOrNeither(
  after: Promise<OpenCapture>,
  before: Promise<OpenCapture> | undefined,
): Promise<[OpenCapture, OpenCapture | undefined]> {
  const [a, b] = await Promise.allSettled([after, before]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  const opened = [a, b].flatMap((side) => (side.status === 'fulfilled' && side.value ? [side.value] : []));
  await Promise.all(opened.map((side) => side.close()));
  throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
}

/** One side of the report: its answer, and its whole capture as one image. */
async function sideOf(run: PageRun, result: CaptureResult, url: string, image: string): Promise<CaptureSide> {
  if (result.kind !== 'captured') return { url, code: result.code, image: null, width: 0, height: 0 };
  // The image may be scaled down to stay under 5 MB; the side's size is the capture's, in CSS px.
  await writeWholeImage(result.capture, join(run.out, image));
  return { url, code: result.code, image, width: result.capture.width, height: result.capture.height };
}

/** The status from the two answers; `changed` means "to be compared". */
function decide(outcome: PageOutcome, after: CaptureResult, before: CaptureResult | undefined): void {
  const { page } = outcome;
  const fail = (reason: string) => {
    page.status = 'failed';
    page.reason = reason;
  };
  for (const [result, side] of [
    [after, 'preview'],
    [before, 'production'],
  ] as const) {
    if (result?.kind === 'login') {
      outcome.login = {
        url: page[side === 'preview' ? 'after' : 'before']?.url ?? '',
        reason: result.reason,
      };
      return fail(result.reason);
    }
  }
  if (after.kind === 'failed') return fail(`preview: ${after.reason}`);
  if (after.kind === 'absent') {
    page.status = 'removed';
    if (before === undefined || before.kind === 'absent')
      page.reason = `the page answers ${after.code} on the preview${before ? ' and on production' : ''}`;
    return;
  }
  if (before === undefined) {
    page.status = 'captured';
    return;
  }
  if (before.kind === 'absent') {
    page.status = 'new';
    return;
  }
  if (before.kind === 'failed') return fail(`production: ${before.reason}`);
  page.status = 'changed';
}

/** Rows `[top, bottom)` of the regions on one side, with a margin. */
function rowsOf(regions: readonly VisualRegion[], side: 'before' | 'after'): Array<[number, number]> {
  return regions.flatMap((region) => {
    const box = region[side];
    return box ? [[Math.max(0, box.y - 64), box.y + box.height + 64] as [number, number]] : [];
  });
}

/**
 * The two captures compared; when regions are found, each side is captured again in its tab a moment
 * later (the bands over the regions), and what differs between a side's two captures moves by
 * itself: regions over it are ignored, never reported.
 */
async function compare(
  run: PageRun,
  page: VisualPage,
  open: { before: OpenCapture; after: OpenCapture },
  n: string,
): Promise<void> {
  const { before, after } = open;
  if (before.result.kind !== 'captured' || after.result.kind !== 'captured') return;
  const captures = { before: before.result.capture, after: after.result.capture };
  const { regions, omitted } = await run.pixelWork(() =>
    compareCaptures(captures.before, captures.after, { outDir: join(run.out, 'images'), prefix: n }),
  );
  if (omitted > 0) (page.notes ??= []).push(`${omitted} smaller region(s) not listed`);
  let kept: VisualRegion[] = regions;
  let ignored: IgnoredRegion[] = [];
  if (regions.length > 0) {
    const [movingAfter, movingBefore] = await Promise.all([
      movingOnSide(run, after, rowsOf(regions, 'after')),
      movingOnSide(run, before, rowsOf(regions, 'before')),
    ]);
    const split = splitMoving(regions, movingBefore, movingAfter);
    kept = split.regions;
    ignored = split.ignored.map((region) => ({ ...region, reason: region.reason || MOVING_REASON }));
  }
  page.regions = kept.map((region) => located(run.out, region, captures));
  page.ignored = ignored.map((region) => ({ ...located(run.out, region, captures), reason: region.reason }));
  page.status = page.regions.length > 0 ? 'changed' : 'unchanged';
}

/**
 * What moves by itself on one side, over the rows of its regions. The page is left running (outside
 * the capture slots) until its second capture is due; then those rows alone are shot again and
 * compared with the first capture's: when they are the same, nothing moved there. When they differ
 * (or are too many rows for a quick look), the bands around them are taken again and compared
 * aligned, and what either look saw move is moving: a clock may show the same digits at one moment,
 * not at two. A side without regions takes no slot.
 */
async function movingOnSide(run: PageRun, open: OpenCapture, rows: Array<[number, number]>): Promise<Box[]> {
  if (rows.length === 0 || open.result.kind !== 'captured') return [];
  const first = open.result.capture;
  await sleep(open.againAt - Date.now());
  const ranges = mergedRanges(rows, first.height);
  let seen: Box[] = [];
  // A look at rows as tall as a band is no quicker than the band itself (nor can one shot be that tall).
  if (ranges.reduce((sum, [top, bottom]) => sum + bottom - top, 0) <= run.settings.bandHeight) {
    const shots = await run.captureSlot(() => open.peek(ranges));
    const moved = shots ? await run.pixelWork(() => movedInRows(first, ranges, shots)) : null;
    if (moved?.length === 0) return [];
    seen = moved ?? [];
  }
  const again = await run.captureSlot(() => open.again(rows));
  const later = again ? await run.pixelWork(() => movingRegions(first, again)) : [];
  return [...seen, ...later];
}

/** Row ranges in whole rows, within `[0, height)`, overlapping ones merged, top to bottom. */
function mergedRanges(
  rows: ReadonlyArray<readonly [number, number]>,
  height: number,
): Array<[number, number]> {
  const sorted = rows
    .map(([top, bottom]): [number, number] => [
      Math.max(0, Math.floor(top)),
      Math.min(height, Math.ceil(bottom)),
    ])
    .filter(([top, bottom]) => bottom > top)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** Image paths relative to the report folder (the crops' are relative to `images/`), and the heading. */
function located<T extends VisualRegion>(
  out: string,
  region: T,
  captures: { before: TiledCapture; after: TiledCapture },
): T {
  const rel = (file: string | null) =>
    file === null
      ? null
      : (isAbsolute(file) ? relative(out, file) : join('images', file)).split('\\').join('/');
  const images = {
    before: rel(region.images.before),
    after: rel(region.images.after),
    diff: rel(region.images.diff),
  };
  const heading =
    region.heading ??
    (region.after
      ? headingAbove(captures.after, region.after.y)
      : region.before
        ? headingAbove(captures.before, region.before.y)
        : undefined);
  return { ...region, images, ...(heading ? { heading } : {}) };
}

/**
 * The report: when production was given and no page answered there, it could not be read at all:
 * pages are `captured` (not all `new`), and the report says so.
 */
function assemble(
  options: VisualOptions,
  run: PageRun,
  outcomes: PageOutcome[],
  browser: string,
  notCaptured: string[],
): VisualReport {
  let beforeReadable: boolean | undefined;
  let beforeNote: string | undefined;
  if (run.before) {
    beforeReadable = outcomes.length === 0 || outcomes.some((outcome) => outcome.beforeAnswered);
    if (!beforeReadable) {
      beforeNote = `production could not be read at ${run.before.href}`;
      options.logger.warning(`Visual review: ${beforeNote}; the pages are shown as the preview has them.`);
      for (const { page } of outcomes) {
        page.before = null;
        if (page.status === 'failed' && page.reason?.startsWith('production:')) {
          page.status = 'captured';
          page.reason = beforeNote;
        }
      }
    }
  }
  const pages = outcomes.map((outcome) => outcome.page);
  const login = outcomes.find((outcome) => outcome.login)?.login;
  return {
    pages,
    summary: summarize(pages),
    browser,
    ...(run.before ? { beforeUrl: run.before.href } : {}),
    afterUrl: run.after.href,
    ...(notCaptured.length > 0 ? { notCaptured } : {}),
    ...(beforeReadable === undefined ? {} : { beforeReadable }),
    ...(beforeNote ? { beforeNote } : {}),
    ...(login ? { login } : {}),
  };
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
