import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowItem, SyntheticPage } from '../../../../bench/lib/synthetic-captures.js';
import { FLOW_GAP, flowPage } from '../../../../bench/lib/synthetic-captures.js';
import type { CompareResult } from '../../../../src/visual/compare/index.js';
import type { VisualRegion } from '../../../../src/visual/types.js';
import { runVisualJob } from '../../../support/visual-compare.js';

const WIDTH = 1280;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-compare-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = (seed: number, lines: number, heading?: string): FlowItem => ({
  kind: 'text',
  height: lines * 24,
  seed,
  ...(heading ? { heading } : {}),
});
const image = (seed: number, height = 240): FlowItem => ({ kind: 'image', height, seed, x: 380, width: 520 });

/** A docs-like page: a title, paragraphs, an image, more paragraphs. */
function article(): FlowItem[] {
  return [
    text(1, 2, 'Setup'),
    text(2, 5),
    text(3, 4),
    image(4),
    text(5, 6, 'Limits'),
    text(6, 3),
    text(7, 5),
    text(8, 4),
  ];
}

let run = 0;
/** Writes both pages as tiles of odd, different heights (so content straddles tile borders) and compares them. */
async function compare(before: SyntheticPage, after: SyntheticPage): Promise<VisualRegion[]> {
  run++;
  const job = {
    op: 'compare' as const,
    before,
    after,
    dir: join(dir, `run-${run}`),
    tileHeights: [97, 131] as [number, number],
  };
  const { regions } = await runVisualJob<CompareResult>(job);
  return regions;
}

/** A PNG's size from its IHDR chunk (decoding it under jest's vm is slow). */
function pngSize(file: Buffer): { width: number; height: number } {
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

function yOf(page: SyntheticPage, index: number): number {
  return page.blocks[index]!.y;
}

describe('compareCaptures', () => {
  it('finds no region in identical captures', async () => {
    const page = flowPage(WIDTH, article());
    expect(await compare(page, flowPage(WIDTH, article()))).toEqual([]);
  });

  it('reports a paragraph inserted near the top as one inserted band, and nothing below it', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(WIDTH, [items[0]!, text(99, 4), ...items.slice(1)]);
    const regions = await compare(before, after);
    expect(regions).toHaveLength(1);
    const [region] = regions;
    expect(region!.kind).toBe('inserted');
    expect(region!.before).toBeNull();
    // The block is 96 px (4 lines); its ink starts 5 px into the first line and ends 5 px above the last line's end.
    expect(region!.after!.y).toBeGreaterThanOrEqual(yOf(after, 1) - FLOW_GAP);
    expect(region!.after!.height).toBeGreaterThanOrEqual(80);
    expect(region!.after!.height).toBeLessThanOrEqual(96 + FLOW_GAP);
    expect(region!.after!.x).toBeGreaterThanOrEqual(280);
    expect(region!.after!.x + region!.after!.width).toBeLessThanOrEqual(1000);
    expect(region!.heading).toBe('Setup');
  });

  it('sees no change in the blank rows that fill a short page to the window when content grows', async () => {
    // Both captures are as tall as the window; the paragraph the after side gains pushes out as many
    // of the before side's trailing blank rows.
    const items = article();
    const window = { height: flowPage(WIDTH, items).height + 400 };
    const before = flowPage(WIDTH, items, window);
    const after = flowPage(WIDTH, [items[0]!, text(99, 4), ...items.slice(1)], window);
    const regions = await compare(before, after);
    expect(regions.map((region) => region.kind)).toEqual(['inserted']);
  });

  it('reports a removed section as one removed band', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(WIDTH, [...items.slice(0, 5), ...items.slice(7)]);
    const regions = await compare(before, after);
    expect(regions.map((r) => r.kind)).toEqual(['removed']);
    const box = regions[0]!.before!;
    expect(regions[0]!.after).toBeNull();
    // Paragraphs 6 and 7 (3 + 5 lines and the gap between them) are gone.
    expect(box.y).toBeGreaterThanOrEqual(yOf(before, 5) - FLOW_GAP);
    expect(box.y + box.height).toBeLessThanOrEqual(yOf(before, 7));
    expect(box.height).toBeGreaterThanOrEqual(8 * 24 + FLOW_GAP - 10);
    expect(regions[0]!.heading).toBe('Limits');
  });

  it('reports an image swapped for one of the same size as one changed region at its place', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(
      WIDTH,
      items.map((item, i) => (i === 3 ? image(40) : item)),
    );
    const regions = await compare(before, after);
    expect(regions).toHaveLength(1);
    const [region] = regions;
    expect(region!.kind).toBe('changed');
    expect(region!.before).toEqual(region!.after);
    const place = before.blocks[3]!;
    expect(region!.before!.y).toBeGreaterThanOrEqual(place.y);
    expect(region!.before!.y + region!.before!.height).toBeLessThanOrEqual(place.y + place.height);
    expect(region!.before!.x).toBeGreaterThanOrEqual(place.x);
    expect(region!.before!.x + region!.before!.width).toBeLessThanOrEqual(place.x + place.width);
    expect(region!.before!.height).toBeGreaterThan(place.height * 0.9);
  });

  it('sees no change in a colour drift of 2 levels over the whole page', async () => {
    const items = article();
    const regions = await compare(flowPage(WIDTH, items), flowPage(WIDTH, items, { drift: 2 }));
    expect(regions).toEqual([]);
  });

  it('sees no change when an anti-aliased edge moves by one pixel', async () => {
    // Edges at half pixels: each edge column is a grey anti-aliasing pixel.
    const box = (x: number): FlowItem => ({ kind: 'box', height: 120, seed: 0, x, width: 300 });
    const items = article();
    const before = flowPage(WIDTH, [...items.slice(0, 3), box(400.5), ...items.slice(3)]);
    const after = flowPage(WIDTH, [...items.slice(0, 3), box(401.5), ...items.slice(3)]);
    expect(await compare(before, after)).toEqual([]);
  });

  it('reports a box with hard edges moved by 4 px as a change at each edge', async () => {
    const box = (x: number): FlowItem => ({ kind: 'box', height: 120, seed: 0, x, width: 300 });
    const items = article();
    const before = flowPage(WIDTH, [...items.slice(0, 3), box(400), ...items.slice(3)]);
    const after = flowPage(WIDTH, [...items.slice(0, 3), box(404), ...items.slice(3)]);
    const regions = await compare(before, after);
    expect(regions.map((r) => [r.kind, r.before!.x, r.before!.width])).toEqual([
      ['changed', 400, 4],
      ['changed', 700, 4],
    ]);
  });

  it('reports an insertion and a change lower down with the right box on each side', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(WIDTH, [
      items[0]!,
      text(99, 4),
      ...items.slice(1, 3),
      image(40),
      ...items.slice(4),
    ]);
    const regions = await compare(before, after);
    expect(regions.map((r) => r.kind)).toEqual(['inserted', 'changed']);
    const changed = regions[1]!;
    const shift = 96 + FLOW_GAP;
    expect(changed.after!.y - changed.before!.y).toBe(shift);
    expect(changed.before!.y).toBeGreaterThanOrEqual(yOf(before, 3));
    expect(changed.after!.y).toBeGreaterThanOrEqual(yOf(after, 4));
    expect(changed.before!.height).toBe(changed.after!.height);
  });

  it('sees no change in rows doubled by a fractional layout shift', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    // Two rows inside text lines painted twice, as a browser does when content moves by a fraction of a pixel.
    const lines = [before.blocks[2]!.y + 12, before.blocks[5]!.y + 30];
    const after = { ...before, height: before.height + 2, repeatRows: lines };
    expect(await compare(before, after)).toEqual([]);
  });

  it('reports content added at the end of a longer page as inserted at the bottom', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(WIDTH, [...items, text(77, 10)]);
    expect(after.height).toBeGreaterThan(before.height);
    const regions = await compare(before, after);
    expect(regions.map((r) => r.kind)).toEqual(['inserted']);
    expect(regions[0]!.after!.y).toBeGreaterThanOrEqual(before.height - FLOW_GAP);
  });

  it('reports a rewritten paragraph as one region, not one a line', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(
      WIDTH,
      items.map((item, i) => (i === 2 ? text(55, 4) : item)),
    );
    const regions = await compare(before, after);
    expect(regions.map((r) => r.kind)).toEqual(['changed']);
    expect(regions[0]!.after!.height).toBeGreaterThan(3 * 24);
  });

  it('reports a paragraph that grows by a line as one changed region with a box on each side', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(
      WIDTH,
      items.map((item, i) => (i === 2 ? text(55, 5) : item)),
    );
    const regions = await compare(before, after);
    expect(regions.map((r) => r.kind)).toEqual(['changed']);
    expect(regions[0]!.after!.height - regions[0]!.before!.height).toBe(24);
  });

  it('writes before, after and diff crops with context around the region', async () => {
    const items = article();
    const before = flowPage(WIDTH, items);
    const after = flowPage(
      WIDTH,
      items.map((item, i) => (i === 3 ? image(40) : item)),
    );
    const out = join(dir, 'crops');
    const { regions } = await runVisualJob<CompareResult>({
      op: 'compare',
      before,
      after,
      dir: out,
      tileHeights: [200, 200],
      prefix: 'guides-setup',
      options: { context: 40 },
    });
    const [region] = regions;
    expect(region!.images).toEqual({
      before: 'guides-setup-r1-before.png',
      after: 'guides-setup-r1-after.png',
      diff: 'guides-setup-r1-diff.png',
    });
    for (const file of Object.values(region!.images)) {
      const png = pngSize(await readFile(join(out, file!)));
      expect(png.width).toBe(region!.after!.width + 80);
      expect(png.height).toBe(region!.after!.height + 80);
    }
  });

  it('lists the 20 largest regions and counts the rest', async () => {
    const small = (seed: number, x: number): FlowItem => ({
      kind: 'image',
      height: 30,
      seed,
      x,
      width: 30 + seed,
    });
    const row = (seed: number) => [small(seed, 100), small(seed + 100, 700)];
    const before = flowPage(WIDTH, Array.from({ length: 13 }, (_, i) => row(i + 1)).flat());
    const after = flowPage(WIDTH, Array.from({ length: 13 }, (_, i) => row(i + 50)).flat());
    const result = await runVisualJob<CompareResult>({
      op: 'compare',
      before,
      after,
      dir: join(dir, 'many'),
    });
    expect(result.regions).toHaveLength(20);
    expect(result.omitted).toBe(6);
    const ys = result.regions.map((r) => r.after!.y);
    expect(ys).toEqual([...ys].sort((p, q) => p - q));
  });
});
