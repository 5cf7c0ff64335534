/**
 * Benchmark 13: the visual review. Two local sites (production and a preview) serve generated pages;
 * the kit's runVisual runs in a child process (plain JavaScript, as the bundles run) against:
 * - 20 changed pages (one paragraph inserted on the preview), against the floor: the same 40
 *   captures by a bare puppeteer-core loop (goto, full-page screenshot to disk), 2 pages in flight;
 * - 20 pages of 16,000 px, for the kit's own peak RSS (the Node process, not the browser);
 * - 20 unchanged pages with a late web font, lazy images, animations and a clock, 5 runs, for false
 *   changes;
 * and the aligned comparison's area figure (bench/visual-align.ts) is printed with them.
 */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../src/visual/browser/launch.js';
import { makeTempDir } from './lib/cleanup.js';
import { childScript, ensureChildrenBuilt } from './lib/children.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { round } from './lib/stats.js';
import { startBenchSite } from './lib/visual-pages.js';
import { alignedAreaFigure } from './visual-align.js';

const PAGES = 20;
const CONCURRENCY = 2;
const FALSE_CHANGE_RUNS = 5;

interface ChildAnswer {
  elapsedMs: number;
  summary: Record<string, number>;
  changed: string[];
  ignored: number;
}

/** The browser: CHROME_PATH, else the Chromium the @sparticuz/chromium devDependency brings. */
async function benchBrowser(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: [] };
  const chromium = (await import('@sparticuz/chromium')).default;
  const executablePath = await chromium.executablePath();
  const unwanted = /^--(single-process|disable-web-security|headless|allow-running-insecure-content)/;
  return { executablePath, args: chromium.args.filter((arg) => !unwanted.test(arg)) };
}

async function runKit(
  options: Record<string, unknown>,
  browser: { executablePath: string; args: string[] },
): Promise<ChildAnswer & { peakRssKiB: number | undefined }> {
  const run = await runNodeMeasured(
    [childScript('visual-run'), JSON.stringify({ ...options, browserArgs: browser.args })],
    {
      env: { ...process.env, CHROME_PATH: browser.executablePath },
      timeoutMs: 900_000,
    },
  );
  if (run.code !== 0) throw new Error(describeFailure('the visual child', run));
  const answer = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as ChildAnswer;
  return { ...answer, peakRssKiB: run.peakRssKiB };
}

/** The floor: the same captures by a bare driver loop, N pages in flight, each page written to disk. */
async function bareLoop(
  browser: { executablePath: string; args: string[] },
  urls: readonly string[],
  dir: string,
): Promise<number> {
  const started = performance.now();
  const launched = await launchBrowser({ executablePath: browser.executablePath, extraArgs: browser.args });
  try {
    let next = 0;
    const worker = async (chrome: Browser) => {
      while (next < urls.length) {
        const index = next++;
        const page = await chrome.newPage();
        await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
        await page.goto(urls[index]!, { waitUntil: 'load' });
        const png = await page.screenshot({ fullPage: true, type: 'png' });
        await writeFile(join(dir, `${index}.png`), png);
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(launched.browser)));
  } finally {
    await launched.close();
  }
  return performance.now() - started;
}

export async function visualReview(): Promise<BenchResult> {
  const started = Date.now();
  ensureChildrenBuilt();
  const browser = await benchBrowser();
  const before = await startBenchSite('before');
  const after = await startBenchSite('after');
  const dir = makeTempDir('docs-ci-bench-visual-');
  const paths = (kind: string) => Array.from({ length: PAGES }, (_, i) => `/${kind}/${i}`);
  const base = { before: before.url, after: after.url, concurrency: CONCURRENCY };
  try {
    const kit = await runKit({ ...base, pages: paths('changed'), out: join(dir, 'changed') }, browser);
    mkdirSync(join(dir, 'bare'));
    const urls = paths('changed').flatMap((path) => [`${after.url}${path}`, `${before.url}${path}`]);
    const floorMs = await bareLoop(browser, urls, join(dir, 'bare'));
    const tall = await runKit({ ...base, pages: paths('tall'), out: join(dir, 'tall') }, browser);
    const falseRuns: ChildAnswer[] = [];
    for (let run = 0; run < FALSE_CHANGE_RUNS; run++)
      falseRuns.push(await runKit({ ...base, pages: paths('busy'), out: join(dir, `busy-${run}`) }, browser));
    const falseChanges = falseRuns.reduce((sum, run) => sum + run.changed.length, 0);
    const figures: Figure[] = [
      figure({
        metric: `visual ${PAGES} changed pages: time after the preview is ready`,
        value: round(kit.elapsedMs / 1000, 2),
        unit: 's',
        reference: {
          label: `the same ${urls.length} captures by a bare puppeteer-core loop, ${CONCURRENCY} pages in flight`,
          value: round(floorMs / 1000, 2),
          unit: 's',
        },
        ratio: round(kit.elapsedMs / floorMs, 2),
        goal: { on: 'ratio', op: '<=', limit: 1.5 },
      }),
      await alignedAreaFigure(),
      figure({
        metric: `visual: peak RSS of the kit (not the browser), ${PAGES} pages of 16,000 px`,
        value: round((tall.peakRssKiB ?? NaN) / 1024, 0),
        unit: 'MiB',
        goal: { on: 'value', op: '<=', limit: 300, unit: 'MiB' },
      }),
      figure({
        metric: `visual: false changes on ${PAGES} unchanged pages with late fonts, lazy images, animations and clocks, ${FALSE_CHANGE_RUNS} runs`,
        value: falseChanges,
        unit: '',
        goal: { on: 'value', op: '<=', limit: 0 },
      }),
    ];
    return {
      id: 'visual',
      title: '13. Visual review',
      figures,
      notes: [
        `Chromium ${browser.executablePath}; pages at 1280 px, ${CONCURRENCY} captures in flight on both sides (the kit's ${CONCURRENCY} capture slots, each side of a page counting), one browser per run (its launch counted on both sides).`,
        `Changed pages: about 2,500 px each, one paragraph inserted mid-page on the preview; ${kit.summary.changed ?? 0} of ${PAGES} reported changed. ` +
          'The kit settles each page (fonts, images, aria-busy, a quiet network), captures it in bands, compares it aligned while the next pages load, and looks again at the rows of each region to learn moving content; the floor only loads and captures.',
        `Tall pages: ${tall.summary.changed ?? 0} of ${PAGES} changed, in ${round(tall.elapsedMs / 1000, 1)} s.`,
        `Unchanged busy pages: ${falseRuns.map((run) => run.ignored).join(', ')} regions ignored as moving content per run (the clocks).`,
      ],
      details: {
        kit,
        floorMs,
        tall,
        falseRuns,
      },
      durationMs: Date.now() - started,
    };
  } finally {
    await Promise.all([before.close(), after.close()]);
  }
}
