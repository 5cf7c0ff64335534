/**
 * Runs the visual comparison on synthetic pages in a plain Node process, as the runner does, and prints
 * the result as JSON. Jest runs test code in a vm context where every global lookup (`Math.abs` in
 * pngjs' and pixelmatch's inner loops) is a slow path: a PNG tile takes seconds there, milliseconds here.
 *   node --import scripts/ts-resolve.mjs test/support/visual-compare.child.ts '<job JSON>'
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SyntheticPage } from '../../bench/lib/synthetic-captures.js';
import { writeTiles } from '../../bench/lib/synthetic-captures.js';
import { compareCaptures, movingRegions, writeWholeImage } from '../../src/visual/compare/index.js';
import type { TiledCapture } from '../../src/visual/types.js';
import type { VisualJob } from './visual-compare.js';

function peakRssMiB(): number {
  const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
}

async function tiles(page: SyntheticPage | TiledCapture, dir: string, name: string, height: number) {
  return 'tiles' in page ? page : writeTiles(page, join(dir, 'tiles'), name, height);
}

async function run(job: VisualJob): Promise<unknown> {
  const [h1, h2] = job.tileHeights ?? [1000, 1000];
  switch (job.op) {
    case 'tiles':
      return writeTiles(job.page, job.dir, job.name, h1);
    case 'compare': {
      const a = await tiles(job.before, job.dir, 'before', h1);
      const b = await tiles(job.after, job.dir, 'after', h2);
      const startRss = peakRssMiB();
      const result = await compareCaptures(a, b, {
        outDir: job.dir,
        prefix: job.prefix ?? 'page',
        ...job.options,
      });
      return { ...result, startRss, peakRss: peakRssMiB() };
    }
    case 'moving': {
      const a = await tiles(job.first, job.dir, 'first', h1);
      const b = await tiles(job.second, job.dir, 'second', h2);
      return { boxes: await movingRegions(a, b), peakRss: peakRssMiB() };
    }
    case 'whole': {
      const capture = await tiles(job.page, job.dir, 'page', h1);
      return { ...(await writeWholeImage(capture, job.file, job.options)), peakRss: peakRssMiB() };
    }
  }
}

const job = JSON.parse(process.argv[2]!) as VisualJob;
process.stdout.write(JSON.stringify(await run(job)));
