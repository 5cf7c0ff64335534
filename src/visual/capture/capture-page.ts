import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { errorMessage } from '../../core/errors.js';
import { loginWall } from '../../links/live/login-wall.js';
import type { DocumentCheck } from '../../links/types.js';
import type { TiledCapture } from '../types.js';
import {
  ariaBusyGone,
  eagerImages,
  fontsLoaded,
  FREEZE,
  MEASURE,
  NEXT_PAINT,
  paintMasks,
} from './in-page.js';

export type ColorScheme = 'light' | 'dark';

export interface CaptureSettings {
  /** CSS px (device scale 1). */
  width: number;
  colorScheme: ColorScheme;
  /** Selectors of elements painted over. */
  masks: readonly string[];
  /** Longest wait for the document's answer. */
  navigationTimeoutMs: number;
  /** Longest wait for the page to settle (load, images, fonts, aria-busy, the network) before the shutter. */
  settleMs: number;
  /** Height of one captured band (Chrome's single capture breaks near 16,384 px). */
  bandHeight: number;
  /** Pages taller than this are cut there, with a note. */
  maxHeight: number;
  /** Longest time for the whole capture of one page. */
  pageTimeoutMs: number;
  /** How long a page is left running before it is captured again to see what moves by itself. */
  againDelayMs: number;
  /**
   * The quiet the network must keep before the shutter (no request in flight for this long), counted
   * from the document's answer, so that the other waits run inside it. Percy's asset discovery waits
   * for 100 ms the same way.
   */
  networkIdleMs: number;
}

export const DEFAULT_CAPTURE: Omit<CaptureSettings, 'masks'> = {
  width: 1280,
  colorScheme: 'light',
  navigationTimeoutMs: 30_000,
  settleMs: 10_000,
  bandHeight: 4096,
  maxHeight: 60_000,
  pageTimeoutMs: 120_000,
  againDelayMs: 500,
  networkIdleMs: 100,
};

export interface CaptureRequest {
  url: string;
  /** Origins a page may navigate to (top level and frames): the two sites. */
  allowedOrigins: readonly string[];
  /** Folder of the bands, and their names' start (`<prefix>-<n>.png`). */
  dir: string;
  prefix: string;
}

interface Answered {
  /** The document's HTTP status (null: no answer). */
  code: number | null;
  /** The URL after redirects. */
  finalUrl: string | null;
}

export type CaptureResult =
  | (Answered & { kind: 'captured'; capture: TiledCapture; notes: string[] })
  /** 404 or 410: there is no such page. */
  | (Answered & { kind: 'absent' })
  | (Answered & { kind: 'login'; reason: string })
  /** `unreachable`: no HTTP answer came (refused, DNS, TLS, a timeout). */
  | (Answered & { kind: 'failed'; reason: string; unreachable: boolean });

const ABSENT = new Set([404, 410]);
class CaptureFailure extends Error {}

/**
 * One page captured in a tab of its own: loaded (navigation kept on the two sites), settled, then
 * taken in bands written to disk one by one. A page behind a login is not captured; a crash, a
 * timeout or an error status ends only this page.
 */
export async function capturePage(
  browser: Browser,
  request: CaptureRequest,
  settings: CaptureSettings,
): Promise<CaptureResult> {
  const open = await openCapture(browser, request, settings);
  await open.close();
  return open.result;
}

/** A capture whose tab stays open, to be captured again, until `close`. */
export interface OpenCapture {
  result: CaptureResult;
  /**
   * The same page captured again in its tab after a short while, to learn what moves by itself: the
   * bands over `rows` (`[top, bottom)` ranges) are taken again, the others reused from the first
   * capture. Undefined when the page was not captured or the tab no longer answers.
   */
  again(rows: ReadonlyArray<readonly [number, number]>): Promise<TiledCapture | undefined>;
  /**
   * A quicker look than `again`: only the given rows (`[top, bottom)`, within the page) shot again as
   * they are now, one PNG a range, in that order. Chrome paints a clip as it paints the band around
   * it, so equal rows mean nothing moved there; rows that differ are worth `again` to be sure.
   * Undefined when the page was not captured or the tab no longer answers.
   */
  peek(ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[] | undefined>;
  /** When `again` is due (ms since the epoch): the page has then run `againDelayMs` since its capture. */
  againAt: number;
  close(): Promise<void>;
}

export async function openCapture(
  browser: Browser,
  request: CaptureRequest,
  settings: CaptureSettings,
): Promise<OpenCapture> {
  const page = await browser.newPage();
  let timer: NodeJS.Timeout | undefined;
  let crashed = false;
  const answered: Answered = { code: null, finalUrl: null };
  const stopped = new Promise<never>((_, reject) => {
    page.once('error', () => {
      crashed = true;
      reject(new CaptureFailure('the tab crashed'));
    });
    timer = setTimeout(
      () => reject(new CaptureFailure(`the capture took longer than ${seconds(settings.pageTimeoutMs)}`)),
      settings.pageTimeoutMs,
    );
  });
  stopped.catch(() => undefined);
  let result: CaptureResult;
  let capturedAt = 0;
  try {
    result = await Promise.race([capture(page, request, settings, answered), stopped]);
    capturedAt = Date.now();
  } catch (error) {
    const message = error instanceof CaptureFailure ? error.message : errorMessage(error);
    result = { kind: 'failed', ...answered, reason: message, unreachable: false };
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    await Promise.race([page.close().catch(() => undefined), sleep(5_000)]);
  };
  if (result.kind !== 'captured') await close();
  const again = async (rows: ReadonlyArray<readonly [number, number]>) => {
    if (result.kind !== 'captured' || closed || crashed) return undefined;
    try {
      return await Promise.race([retake(page, request, settings, result.capture, capturedAt, rows), stopped]);
    } catch {
      return undefined;
    }
  };
  const peek = async (ranges: ReadonlyArray<readonly [number, number]>) => {
    if (result.kind !== 'captured' || closed || crashed) return undefined;
    const { width } = result.capture;
    const shoot = async () => {
      await sleep(capturedAt + settings.againDelayMs - Date.now());
      await page.evaluate(FREEZE);
      const shots: Buffer[] = [];
      for (const [top, bottom] of ranges) {
        const png = await page.screenshot({
          type: 'png',
          clip: { x: 0, y: top, width, height: bottom - top },
          captureBeyondViewport: true,
          optimizeForSpeed: true,
        });
        shots.push(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      }
      return shots;
    };
    try {
      return await Promise.race([shoot(), stopped]);
    } catch {
      return undefined;
    }
  };
  return { result, again, peek, againAt: capturedAt + settings.againDelayMs, close };
}

/**
 * Takes again the bands that hold `rows`, once the page has run `againDelayMs` since it was captured
 * (timers tick, slides turn). A band that comes back byte for byte as it was is the first capture's
 * own tile: nothing moved there, and the comparison knows it without decoding a pixel.
 */
async function retake(
  page: Page,
  request: CaptureRequest,
  settings: CaptureSettings,
  first: TiledCapture,
  capturedAt: number,
  rows: ReadonlyArray<readonly [number, number]>,
): Promise<TiledCapture> {
  const holds = (tile: TiledCapture['tiles'][number]) =>
    rows.some(([top, end]) => top < tile.y + tile.height && tile.y < end);
  if (!first.tiles.some(holds)) return first;
  await sleep(capturedAt + settings.againDelayMs - Date.now());
  await page.evaluate(FREEZE);
  const tiles: TiledCapture['tiles'] = [];
  for (const [index, tile] of first.tiles.entries()) {
    if (!holds(tile)) {
      tiles.push(tile);
      continue;
    }
    const png = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: tile.y, width: first.width, height: tile.height },
      captureBeyondViewport: true,
      optimizeForSpeed: true,
    });
    if (Buffer.from(png.buffer, png.byteOffset, png.byteLength).equals(await readFile(tile.file))) {
      tiles.push(tile);
      continue;
    }
    const file = join(request.dir, `${request.prefix}-again-${index}.png`);
    await writeFile(file, png);
    tiles.push({ ...tile, file });
  }
  return { ...first, tiles };
}

async function capture(
  page: Page,
  request: CaptureRequest,
  settings: CaptureSettings,
  answered: Answered,
): Promise<CaptureResult> {
  await page.setViewport({ width: settings.width, height: 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: settings.colorScheme },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  await page.setBypassCSP(true);
  // An alert would stop the page's scripts, a pop-up would open a page outside the interception.
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
  await page.evaluateOnNewDocument('window.open = () => null;');
  page.on('popup', (popup) => void popup?.close().catch(() => undefined));
  const blocked = await keepNavigationOnSites(page, request.allowedOrigins);

  let response;
  try {
    response = await page.goto(request.url, {
      waitUntil: 'domcontentloaded',
      timeout: settings.navigationTimeoutMs,
    });
  } catch (error) {
    const message = errorMessage(error);
    const away = blocked.mainFrame;
    if (away !== undefined) {
      answered.finalUrl = away.url;
      const wall = loginWallOf(request.url, away.status, away.url);
      if (wall) return { kind: 'login', ...answered, reason: wall };
      return {
        kind: 'failed',
        ...answered,
        reason: `it leads to another site (${new URL(away.url).origin}), which is not captured`,
        unreachable: false,
      };
    }
    if (/timeout/i.test(message))
      return {
        kind: 'failed',
        ...answered,
        reason: `no answer within ${seconds(settings.navigationTimeoutMs)}`,
        unreachable: true,
      };
    return {
      kind: 'failed',
      ...answered,
      reason: `the page could not be loaded (${netError(message)})`,
      unreachable: true,
    };
  }
  blocked.loaded = true;
  answered.code = response?.status() ?? null;
  answered.finalUrl = response?.url() ?? page.url();
  const code = answered.code;
  if (code !== null && ABSENT.has(code)) return { kind: 'absent', ...answered };
  const wall = loginWallOf(request.url, code, answered.finalUrl);
  if (wall) return { kind: 'login', ...answered, reason: wall };
  if (code !== null && code >= 400)
    return { kind: 'failed', ...answered, reason: `the page answers ${code}`, unreachable: false };

  const notes = await settle(page, settings, quietNetwork(page, settings));
  const capture = await takeBands(page, request, settings, notes);
  return { kind: 'captured', ...answered, capture, notes };
}

interface BlockedNavigations {
  /** The first navigation of the top frame to another site, with the status that sent it there. */
  mainFrame?: { url: string; status: number | null };
  /** Set once the document answered: later navigations away are refused in place. */
  loaded?: boolean;
}

/**
 * Top-level and frame navigations stay on the allowed origins; a page's images, fonts, scripts and
 * styles load from any host, as in a browser.
 */
async function keepNavigationOnSites(
  page: Page,
  allowedOrigins: readonly string[],
): Promise<BlockedNavigations> {
  const blocked: BlockedNavigations = {};
  const allowed = new Set(allowedOrigins);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (request.isNavigationRequest() && !navigable(url, allowed)) {
      const top = request.frame() === page.mainFrame();
      if (top && !blocked.loaded) {
        // The document itself leaves the sites (a redirect): the load fails, and says where it went.
        const hops = request.redirectChain();
        const last = hops[hops.length - 1];
        blocked.mainFrame ??= { url, status: last?.response()?.status() ?? null };
        request.abort('blockedbyclient').catch(() => undefined);
        return;
      }
      // Later (a script, a frame): 204 No Content leaves the frame where it is; an abort would
      // replace it with an error page.
      request.respond({ status: 204, body: '' }).catch(() => undefined);
      return;
    }
    request.continue().catch(() => undefined);
  });
  return blocked;
}

function navigable(url: string, allowed: ReadonlySet<string>): boolean {
  if (url === 'about:blank' || url.startsWith('about:srcdoc')) return true;
  try {
    return allowed.has(new URL(url).origin);
  } catch {
    return false;
  }
}

function loginWallOf(requested: string, code: number | null, finalUrl: string | null): string | undefined {
  const check: DocumentCheck = { status: 'ok', code, reason: '', finalUrl, requests: 1 };
  try {
    return loginWall(requested, check, new URL(requested))?.reason;
  } catch {
    return undefined;
  }
}

/**
 * Resolves true once no request has been in flight for `networkIdleMs`, false when that does not come
 * within the settle budget (at most 5 s). Started as soon as the document answered.
 */
function quietNetwork(page: Page, settings: CaptureSettings): Promise<boolean> {
  return page
    .waitForNetworkIdle({
      idleTime: settings.networkIdleMs,
      timeout: Math.max(1, Math.min(5_000, settings.settleMs)),
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * The waits before the shutter, within `settleMs` altogether: the load event, images, fonts,
 * aria-busy, a quiet network (already being waited for: `quiet`); then animations stopped and masks
 * painted. What did not come in time is said in a note, and the page is captured as it is.
 */
async function settle(page: Page, settings: CaptureSettings, quiet: Promise<boolean>): Promise<string[]> {
  const notes: string[] = [];
  const until = Date.now() + settings.settleMs;
  const left = (cap = Infinity) => Math.max(0, Math.min(cap, until - Date.now()));
  let late = false;
  try {
    await page.waitForFunction('document.readyState === "complete"', {
      timeout: Math.max(1, left()),
      polling: 20,
    });
  } catch {
    late = true;
  }
  await page.evaluate(FREEZE);
  const images = (await page.evaluate(eagerImages(left()))) as string[];
  if (images.length > 0) notes.push(`images still loading when captured: ${images.join(', ')}`);
  const busy = (await page.evaluate(ariaBusyGone(left()))) as number;
  if (busy > 0) notes.push(`${busy} element(s) still marked aria-busy when captured`);
  if (!(await quiet)) late = true;
  await page.evaluate(FREEZE);
  const masks = (await page.evaluate(paintMasks(settings.masks))) as number[];
  settings.masks.forEach((selector, index) => {
    if ((masks[index] ?? 0) === 0) notes.push(`mask ${selector} matched no element`);
  });
  // The font status is read right before the shutter: a late font-display: swap face starts late.
  const fonts = (await page.evaluate(fontsLoaded(Math.max(left(), 1_000)))) as {
    loading: string[];
    failed: string[];
  };
  if (fonts.loading.length > 0) notes.push(`font never loaded: ${fonts.loading.join(', ')}`);
  if (fonts.failed.length > 0) notes.push(`font failed to load: ${fonts.failed.join(', ')}`);
  await page.evaluate(FREEZE);
  await page.evaluate(NEXT_PAINT);
  if (late)
    notes.unshift(`the page did not settle within ${seconds(settings.settleMs)}: captured as it was then`);
  return notes;
}

async function takeBands(
  page: Page,
  request: CaptureRequest,
  settings: CaptureSettings,
  notes: string[],
): Promise<TiledCapture> {
  const measured = (await page.evaluate(MEASURE)) as {
    height: number;
    headings: Array<{ y: number; text: string }>;
  };
  let height = Math.max(1, measured.height);
  if (height > settings.maxHeight) {
    notes.push(`the page is ${height} px high: captured down to ${settings.maxHeight} px`);
    height = settings.maxHeight;
  }
  await mkdir(request.dir, { recursive: true });
  const tiles: TiledCapture['tiles'] = [];
  for (let y = 0, index = 0; y < height; y += settings.bandHeight, index += 1) {
    const bandHeight = Math.min(settings.bandHeight, height - y);
    await page.evaluate(FREEZE);
    const png = await page.screenshot({
      type: 'png',
      clip: { x: 0, y, width: settings.width, height: bandHeight },
      captureBeyondViewport: true,
      optimizeForSpeed: true,
    });
    const file = join(request.dir, `${request.prefix}-${index}.png`);
    await writeFile(file, png);
    tiles.push({ y, height: bandHeight, file });
  }
  return {
    width: settings.width,
    height,
    tiles,
    headings: measured.headings.filter((heading) => heading.y < height),
  };
}

function netError(message: string): string {
  return /net::ERR_[A-Z_]+/.exec(message)?.[0] ?? message.split('\n')[0] ?? message;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function sleep(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
