import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedBrowser } from '../../../src/visual/browser/launch.js';
import { launchBrowser } from '../../../src/visual/browser/launch.js';
import { DEFAULT_CAPTURE, openCapture } from '../../../src/visual/capture/capture-page.js';
import { movedInRows } from '../../../src/visual/compare/index.js';
import { testBrowser } from '../../support/browser.js';
import { runVisualChild } from '../../support/visual-child.js';
import type { VisualSites } from '../../support/visual-sites.js';
import { startVisualSites } from '../../support/visual-sites.js';

const SLOW = 180_000;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-slots-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A site whose documents answer after 150 ms, counting how many are asked for at once. */
async function countingSite(counter: {
  now: number;
  most: number;
}): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return response.writeHead(404).end();
    counter.now += 1;
    counter.most = Math.max(counter.most, counter.now);
    setTimeout(() => {
      counter.now -= 1;
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>p</title><body style="font:16px sans-serif"><h1>${request.url}</h1>` +
          `<p>${'text '.repeat(200)}</p></body>`,
      );
    }, 150);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the visual review in a real Chromium: capture slots and second captures', () => {
  it(
    'loads at most `concurrency` pages at once, both sides counted, while comparisons go on behind them',
    async () => {
      const counter = { now: 0, most: 0 };
      const before = await countingSite(counter);
      const after = await countingSite(counter);
      try {
        const pages = Array.from({ length: 6 }, (_, i) => `/page-${i}`);
        const run = (concurrency: number, folder: string) =>
          runVisualChild({
            before: before.url,
            after: after.url,
            pages,
            concurrency,
            out: join(dir, folder),
          });
        const one = await run(1, 'one');
        expect(one.report.summary.unchanged).toBe(6);
        expect(counter.most).toBe(1);
        counter.most = 0;
        const two = await run(2, 'two');
        expect(two.report.summary.unchanged).toBe(6);
        expect(counter.most).toBe(2);
      } finally {
        before.server.close();
        after.server.close();
      }
    },
    SLOW,
  );

  describe('a second capture in the same tab', () => {
    let sites: VisualSites;
    let launched: LaunchedBrowser;
    beforeAll(async () => {
      sites = await startVisualSites();
      const browser = await testBrowser();
      launched = await launchBrowser({ executablePath: browser.executablePath, extraArgs: browser.args });
    }, SLOW);
    afterAll(async () => {
      await launched?.close();
      await sites?.close();
    });

    const open = (path: string, prefix: string) =>
      openCapture(
        launched.browser,
        { url: `${sites.after.url}${path}`, allowedOrigins: [sites.after.url], dir, prefix },
        { ...DEFAULT_CAPTURE, masks: [], settleMs: 4_000 },
      );

    it(
      'keeps the first tile of a still page (it came back byte for byte) and takes a new one of a clock',
      async () => {
        const still = await open('/plain', 'still');
        const clock = await open('/clock', 'clock');
        try {
          if (still.result.kind !== 'captured' || clock.result.kind !== 'captured')
            throw new Error('not captured');
          const stillAgain = await still.again([[0, 200]]);
          expect(stillAgain!.tiles[0]).toBe(still.result.capture.tiles[0]);
          const clockAgain = await clock.again([[0, 200]]);
          expect(clockAgain!.tiles[0]).not.toBe(clock.result.capture.tiles[0]);
          expect(clockAgain!.tiles[0]!.file).not.toBe(clock.result.capture.tiles[0]!.file);
          // Nothing to take again: the first capture itself, at once.
          expect(await still.again([])).toBe(still.result.capture);
        } finally {
          await Promise.all([still.close(), clock.close()]);
        }
      },
      SLOW,
    );

    it(
      'peeks at rows as Chrome painted them in the band: equal on a still page, not over a clock',
      async () => {
        const still = await open('/plain', 'peek-still');
        const clock = await open('/clock', 'peek-clock');
        try {
          if (still.result.kind !== 'captured' || clock.result.kind !== 'captured')
            throw new Error('not captured');
          const ranges: Array<[number, number]> = [
            [0, 150],
            [300, 420],
          ];
          expect(await movedInRows(still.result.capture, ranges, (await still.peek(ranges))!)).toEqual([]);
          const moving = await movedInRows(clock.result.capture, ranges, (await clock.peek(ranges))!);
          expect(moving).toHaveLength(1);
          // The clock's line, not the page around it.
          expect(moving![0]!.height).toBeLessThan(100);
        } finally {
          await Promise.all([still.close(), clock.close()]);
        }
      },
      SLOW,
    );

    it(
      'is due againDelayMs after the first capture',
      async () => {
        const started = Date.now();
        const still = await open('/plain', 'due');
        try {
          expect(still.againAt).toBeGreaterThanOrEqual(started + DEFAULT_CAPTURE.againDelayMs);
          expect(still.againAt).toBeLessThanOrEqual(Date.now() + DEFAULT_CAPTURE.againDelayMs);
        } finally {
          await still.close();
        }
      },
      SLOW,
    );
  });
});
