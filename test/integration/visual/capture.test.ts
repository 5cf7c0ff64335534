import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedBrowser } from '../../../src/visual/browser/launch.js';
import { launchBrowser } from '../../../src/visual/browser/launch.js';
import { capturePage, DEFAULT_CAPTURE } from '../../../src/visual/capture/capture-page.js';
import type { CaptureResult, CaptureSettings } from '../../../src/visual/capture/capture-page.js';
import { testBrowser } from '../../support/browser.js';
import { captureBytes, holdsColour, pixelOf } from '../../support/visual-capture.js';
import type { VisualSites } from '../../support/visual-sites.js';
import { startVisualSites } from '../../support/visual-sites.js';

const SLOW = 120_000;

let sites: VisualSites;
let launched: LaunchedBrowser;
let dir: string;
let count = 0;

beforeAll(async () => {
  sites = await startVisualSites();
  const browser = await testBrowser();
  launched = await launchBrowser({ executablePath: browser.executablePath, extraArgs: browser.args });
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-capture-'));
}, SLOW);

afterAll(async () => {
  await launched?.close();
  await sites?.close();
  await rm(dir, { recursive: true, force: true });
});

async function take(path: string, settings: Partial<CaptureSettings> = {}): Promise<CaptureResult> {
  count += 1;
  return capturePage(
    launched.browser,
    {
      url: `${sites.after.url}${path}`,
      allowedOrigins: [sites.after.url, sites.before.url],
      dir,
      prefix: `c${count}`,
    },
    { ...DEFAULT_CAPTURE, masks: [], settleMs: 4_000, ...settings },
  );
}

function captured(result: CaptureResult) {
  if (result.kind !== 'captured') throw new Error(`not captured: ${JSON.stringify(result)}`);
  return result;
}

describe('capturePage in a real Chromium', () => {
  it(
    'captures a 30,000 px page whole, in bands, the bottom marker in the last one',
    async () => {
      const { capture, code } = captured(await take('/tall'));
      expect(code).toBe(200);
      expect(capture.width).toBe(1280);
      expect(capture.height).toBeGreaterThanOrEqual(29_900);
      expect(capture.tiles.length).toBeGreaterThanOrEqual(8);
      let y = 0;
      for (const tile of capture.tiles) {
        expect(tile.y).toBe(y);
        expect(tile.height).toBeLessThanOrEqual(4096);
        y += tile.height;
      }
      expect(y).toBe(capture.height);
      const last = capture.tiles[capture.tiles.length - 1]!;
      expect(await pixelOf(last.file, 640, last.height - 50)).toEqual([255, 0, 255]);
      expect(await holdsColour(capture.tiles[0]!.file, [255, 0, 255])).toBe(false);
      expect(capture.headings).toEqual([{ y: expect.any(Number) as number, text: 'Tall' }]);
    },
    SLOW,
  );

  it(
    'makes lazy images eager and waits for them; an image that answers 404 does not block',
    async () => {
      const started = Date.now();
      const result = captured(await take('/lazy'));
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(result.notes).toEqual([]);
      const bands = await Promise.all(
        result.capture.tiles.map((tile) => holdsColour(tile.file, [0, 128, 0])),
      );
      expect(bands).toContain(true);
    },
    SLOW,
  );

  it(
    'waits for a late web font (font-display: swap, answered after 900 ms): two captures are the same',
    async () => {
      const first = captured(await take('/late-font'));
      const second = captured(await take('/late-font'));
      expect(first.notes).toEqual([]);
      expect((await captureBytes(first.capture)).equals(await captureBytes(second.capture))).toBe(true);
    },
    SLOW,
  );

  it(
    'names a font that never loads, after a bounded wait',
    async () => {
      const result = captured(await take('/missing-font', { settleMs: 1_500 }));
      expect(result.notes.join('\n')).toMatch(/font never loaded: NeverFace/);
    },
    SLOW,
  );

  it(
    'stops animations and waits for aria-busy to clear: two captures are the same',
    async () => {
      for (const path of ['/animated', '/busy']) {
        const first = captured(await take(path));
        const second = captured(await take(path));
        expect(first.notes).toEqual([]);
        expect((await captureBytes(first.capture)).equals(await captureBytes(second.capture))).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'paints masked elements over: a clock under a mask captures the same twice',
    async () => {
      const first = captured(await take('/clock', { masks: ['#clock'] }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = captured(await take('/clock', { masks: ['#clock'] }));
      expect((await captureBytes(first.capture)).equals(await captureBytes(second.capture))).toBe(true);
      const unmasked = captured(await take('/clock', { masks: ['.no-such-thing'] }));
      expect(unmasked.notes).toContain('mask .no-such-thing matched no element');
    },
    SLOW,
  );

  it(
    'captures a page that never settles after a bounded wait, with a note',
    async () => {
      const started = Date.now();
      const result = captured(await take('/never', { settleMs: 1_500 }));
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(result.notes[0]).toMatch(/did not settle within 1.5 s/);
    },
    SLOW,
  );

  it(
    'tells a missing page, an error and a login wall apart, capturing none of them',
    async () => {
      expect(await take('/no-such-page')).toMatchObject({ kind: 'absent', code: 404 });
      expect(await take('/error')).toMatchObject({
        kind: 'failed',
        code: 500,
        reason: 'the page answers 500',
      });
      const login = await take('/private');
      expect(login).toMatchObject({ kind: 'login' });
      expect(login.kind === 'login' && login.reason).toMatch(/asks for a login .* redirected to .*\/login/);
    },
    SLOW,
  );

  it(
    'keeps navigation on the two sites; assets from other hosts load',
    async () => {
      const away = await take('/away');
      expect(away).toMatchObject({
        kind: 'failed',
        reason: expect.stringMatching(/leads to another site/) as string,
      });
      const leaves = captured(await take('/leaves'));
      expect(leaves.finalUrl).toBe(`${sites.after.url}/leaves`);
      expect(sites.outside.requests).toContain('/img/outside.svg');
      expect(sites.outside.requests).not.toContain('/elsewhere');
      expect(sites.outside.requests).not.toContain('/framed');
      expect(await holdsColour(leaves.capture.tiles[0]!.file, [255, 165, 0])).toBe(true);
    },
    SLOW,
  );

  it(
    'dismisses an alert and closes a pop-up: the page is captured, the pop-up never loads',
    async () => {
      const result = captured(await take('/interrupts'));
      expect(result.notes).toEqual([]);
      expect(sites.outside.requests).not.toContain('/popup');
    },
    SLOW,
  );

  it(
    'captures in the dark colour scheme when asked',
    async () => {
      const light = captured(await take('/plain'));
      const dark = captured(await take('/plain', { colorScheme: 'dark' }));
      // The synthetic page has no dark style: the capture is the same, but the media feature is set.
      expect((await captureBytes(light.capture)).equals(await captureBytes(dark.capture))).toBe(true);
    },
    SLOW,
  );
});
