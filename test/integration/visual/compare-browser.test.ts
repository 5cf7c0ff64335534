import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedBrowser } from '../../../src/visual/browser/launch.js';
import { launchBrowser } from '../../../src/visual/browser/launch.js';
import { capturePage, DEFAULT_CAPTURE } from '../../../src/visual/capture/capture-page.js';
import type { CompareResult } from '../../../src/visual/compare/index.js';
import type { TiledCapture } from '../../../src/visual/types.js';
import { testBrowser } from '../../support/browser.js';
import { runVisualJob } from '../../support/visual-compare.js';

// Real layout moves content by fractions of a pixel (line-height 1.63 of 17 px, margins in em): rows
// are then doubled or dropped here and there and a sticky column's edge breaks the row pairing. The
// comparison must still report only what the pull request changed.
const SLOW = 120_000;

const words = 'the quick brown fox jumps over the lazy dog and reads the docs again. ';
const style =
  '<style>body{font-family:sans-serif;margin:0;color:#222}main{margin-left:240px;max-width:760px;padding:20px}' +
  'p{font-size:17px;line-height:1.63;margin:0 0 0.9em}h2{font-size:1.37em;margin:1.1em 0 .5em}</style>';
const nav =
  '<nav style="position:sticky;top:0;float:left;width:220px;height:100vh;background:#f6f6f8;padding:12px;box-sizing:border-box">' +
  Array.from({ length: 12 }, (_, i) => `<div>Nav item ${i}</div>`).join('') +
  '</nav>';

type Variant = 'same' | 'insert' | 'remove' | 'grow' | 'both';

function docsPage(side: 'before' | 'after', variant: Variant): string {
  const items: string[] = [];
  for (let i = 0; i < 40; i++) {
    if (i % 8 === 0) items.push(`<h2>Section ${i / 8}</h2>`);
    items.push(`<p>Paragraph ${i}: ${words.repeat(1 + (i % 3))}</p>`);
    const after = side === 'after';
    if (variant === 'insert' && after && i === 3)
      items.push(`<p>A new paragraph, long enough to wrap: ${words}</p>`);
    if (variant === 'remove' && after && (i === 9 || i === 10)) items.pop();
    if (variant === 'grow' && i === 12)
      items.push(`<p>This paragraph ${after ? words.repeat(2) : 'is short'}.</p>`);
    if (variant === 'both' && after && i === 3) items.push('<p>A brand new paragraph.</p>');
    if (variant === 'both' && i === 25) {
      items.push(`<div style="width:300px;height:80px;background:${after ? '#36c' : '#c63'}"></div>`);
    }
  }
  return `<!doctype html><html><head>${style}</head><body>${nav}<main>${items.join('')}</main></body></html>`;
}

let server: Server;
let base: string;
let launched: LaunchedBrowser;
let dir: string;
let count = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, side, variant] = (request.url ?? '').split('/');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(docsPage(side === 'after' ? 'after' : 'before', variant as Variant));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await testBrowser();
  launched = await launchBrowser({ executablePath: browser.executablePath, extraArgs: browser.args });
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-compare-browser-'));
}, SLOW);

afterAll(async () => {
  await launched?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function capture(path: string): Promise<TiledCapture> {
  count += 1;
  const result = await capturePage(
    launched.browser,
    { url: `${base}${path}`, allowedOrigins: [base], dir, prefix: `c${count}` },
    { ...DEFAULT_CAPTURE, masks: [] },
  );
  if (result.kind !== 'captured') throw new Error(`not captured: ${JSON.stringify(result)}`);
  return result.capture;
}

async function compare(variant: Variant): Promise<CompareResult> {
  const before = await capture(`/before/${variant}`);
  const after = await capture(`/after/${variant}`);
  return runVisualJob<CompareResult>({ op: 'compare', before, after, dir: join(dir, variant) });
}

describe('the aligned comparison on captures of a real Chromium', () => {
  it(
    'finds nothing between two captures of the same page',
    async () => expect((await compare('same')).regions).toEqual([]),
    SLOW,
  );

  it(
    'reports an inserted paragraph as one inserted region and nothing below it',
    async () => {
      const { regions } = await compare('insert');
      expect(regions.map((r) => r.kind)).toEqual(['inserted']);
      expect(regions[0]!.after!.height).toBeLessThan(80);
      expect(regions[0]!.heading).toBe('Section 0');
    },
    SLOW,
  );

  it(
    'reports two removed paragraphs as one removed region',
    async () => {
      const { regions } = await compare('remove');
      expect(regions.map((r) => r.kind)).toEqual(['removed']);
    },
    SLOW,
  );

  it(
    'reports a paragraph grown by a line as one changed region, taller after',
    async () => {
      const { regions } = await compare('grow');
      expect(regions.map((r) => r.kind)).toEqual(['changed']);
      expect(regions[0]!.after!.height).toBeGreaterThan(regions[0]!.before!.height);
    },
    SLOW,
  );

  it(
    'reports an insertion and a recoloured box lower down, each at its place',
    async () => {
      const { regions } = await compare('both');
      expect(regions.map((r) => r.kind)).toEqual(['inserted', 'changed']);
      const box = regions[1]!;
      expect([box.before!.width, box.before!.height]).toEqual([300, 80]);
      expect(box.after!.y).toBeGreaterThan(box.before!.y);
    },
    SLOW,
  );
});
