/**
 * The visual review's alignment figure: the area reported for a paragraph inserted near the top of a
 * docs page, over the paragraph's own area (goal <= 1.5). The reference, measured on the same pair in
 * the same run, is what every other tool does: pixelmatch on the two captures top-aligned (the shorter
 * padded white), its changed pixels grouped into regions the same way, which marks the whole page
 * below the insertion.
 *   node --import ./scripts/ts-resolve.mjs bench/visual-align.ts
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareCaptures } from '../src/visual/compare/index.js';
import { changedSpans } from '../src/visual/compare/pixels.js';
import { TileReader } from '../src/visual/compare/tile-reader.js';
import type { TiledCapture, VisualRegion } from '../src/visual/types.js';
import { makeTempDir } from './lib/cleanup.js';
import type { Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { round } from './lib/stats.js';
import type { FlowItem } from './lib/synthetic-captures.js';
import { COLUMN, flowPage, writeTiles } from './lib/synthetic-captures.js';

const WIDTH = 1280;
const PARAGRAPH_LINES = 5;

/** A docs page of about 4,000 px: headings, paragraphs of 2 to 8 lines, images. */
function docsPage(): FlowItem[] {
  const items: FlowItem[] = [];
  for (let i = 0; i < 28; i++) {
    if (i % 7 === 0)
      items.push({ kind: 'text', height: 48, seed: 1000 + i, heading: `Section ${i / 7 + 1}` });
    else if (i % 7 === 4) items.push({ kind: 'image', height: 260, seed: 2000 + i, x: 380, width: 520 });
    else items.push({ kind: 'text', height: 24 * (2 + ((i * 5) % 7)), seed: 3000 + i });
  }
  return items;
}

export interface AlignedArea {
  pageHeight: number;
  paragraph: { width: number; height: number; area: number };
  aligned: { area: number; regions: number; kinds: string[] };
  topAligned: { area: number; regions: number };
  ms: { aligned: number; topAligned: number };
}

function regionArea(regions: readonly VisualRegion[]): number {
  return regions.reduce((sum, r) => {
    const area = (box: VisualRegion['before']) => (box ? box.width * box.height : 0);
    return sum + Math.max(area(r.before), area(r.after));
  }, 0);
}

/** What a top-aligned comparison reports: pixelmatch row y against row y, changed pixels grouped. */
async function topAlignedArea(
  before: TiledCapture,
  after: TiledCapture,
): Promise<{ area: number; regions: number }> {
  const height = Math.max(before.height, after.height);
  const a = new TileReader(before, WIDTH);
  const b = new TileReader(after, WIDTH);
  const { spans } = await changedSpans(a, 0, b, 0, height, { threshold: 0.1, gap: 24 });
  return {
    area: spans.reduce((sum, s) => sum + (s.x1 - s.x0) * (s.y1 - s.y0), 0),
    regions: spans.length,
  };
}

/** Measures the inserted paragraph's reported area on a synthetic pair, aligned and top-aligned. */
export async function measureAlignedArea(): Promise<AlignedArea> {
  const dir = makeTempDir('docs-ci-bench-visual-align-');
  try {
    const items = docsPage();
    const paragraph: FlowItem = { kind: 'text', height: 24 * PARAGRAPH_LINES, seed: 99 };
    const before = flowPage(WIDTH, items);
    const after = flowPage(WIDTH, [...items.slice(0, 2), paragraph, ...items.slice(2)]);
    const a = await writeTiles(before, join(dir, 'tiles'), 'before', 4096);
    const b = await writeTiles(after, join(dir, 'tiles'), 'after', 4096);
    let started = performance.now();
    const { regions } = await compareCaptures(a, b, { outDir: join(dir, 'out'), prefix: 'page' });
    const alignedMs = performance.now() - started;
    started = performance.now();
    const top = await topAlignedArea(a, b);
    const topMs = performance.now() - started;
    const own = { width: COLUMN.width, height: paragraph.height, area: COLUMN.width * paragraph.height };
    return {
      pageHeight: after.height,
      paragraph: own,
      aligned: { area: regionArea(regions), regions: regions.length, kinds: regions.map((r) => r.kind) },
      topAligned: top,
      ms: { aligned: round(alignedMs, 0), topAligned: round(topMs, 0) },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The figure for BENCHMARKS.md, with the top-aligned reference of the same run. */
export async function alignedAreaFigure(): Promise<Figure> {
  const m = await measureAlignedArea();
  return figure({
    metric: 'visual: area reported for an inserted paragraph / its own area',
    value: round(m.aligned.area / m.paragraph.area, 2),
    unit: 'x',
    reference: {
      label: `top-aligned pixelmatch on the same pair (${m.topAligned.regions} regions, page ${m.pageHeight} px)`,
      value: round(m.topAligned.area / m.paragraph.area, 2),
      unit: 'x',
    },
    goal: { on: 'value', op: '<=', limit: 1.5 },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const m = await measureAlignedArea();
  console.log(JSON.stringify(m, null, 2));
  console.log(
    `aligned: ${round(m.aligned.area / m.paragraph.area, 2)} x the paragraph's area (${m.aligned.kinds.join(', ')}); ` +
      `top-aligned pixelmatch: ${round(m.topAligned.area / m.paragraph.area, 2)} x`,
  );
}
