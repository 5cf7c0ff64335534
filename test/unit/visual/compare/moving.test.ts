import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowItem, SyntheticPage } from '../../../../bench/lib/synthetic-captures.js';
import { flowPage } from '../../../../bench/lib/synthetic-captures.js';
import type { WholeImage } from '../../../../src/visual/compare/index.js';
import { MOVING_REASON, splitMoving } from '../../../../src/visual/compare/index.js';
import type { Box, TiledCapture, VisualRegion } from '../../../../src/visual/types.js';
import { runVisualJob } from '../../../support/visual-compare.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-moving-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = (seed: number, lines: number): FlowItem => ({ kind: 'text', height: lines * 24, seed });
/** A clock: a small box whose digits differ from one capture to the next. */
const clock = (seed: number): FlowItem => ({ kind: 'text', height: 24, seed, x: 1100, width: 120 });

async function moving(
  name: string,
  first: SyntheticPage,
  second: SyntheticPage,
  tileHeights: [number, number] = [1000, 1000],
): Promise<Box[]> {
  const job = { op: 'moving' as const, first, second, dir: join(dir, name), tileHeights };
  return (await runVisualJob<{ boxes: Box[] }>(job)).boxes;
}

/** A PNG's size from its IHDR chunk (decoding it under jest's vm is slow). */
function pngSize(file: Buffer): { width: number; height: number } {
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe('movingRegions', () => {
  it('finds nothing moving in two equal captures', async () => {
    const page = flowPage(1280, [text(1, 5), text(2, 5)]);
    expect(await moving('still', page, page, [90, 70])).toEqual([]);
  });

  it('finds a clock that differs between two captures of the same page, with a margin around it', async () => {
    const first = flowPage(1280, [text(1, 5), clock(10), text(2, 5)]);
    const second = flowPage(1280, [text(1, 5), clock(11), text(2, 5)]);
    const boxes = await moving('clock', first, second, [90, 90]);
    expect(boxes).toHaveLength(1);
    const place = first.blocks[1]!;
    const [box] = boxes;
    expect(box!.y).toBeLessThanOrEqual(place.y);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(place.y + 20);
    expect(box!.x).toBeLessThanOrEqual(place.x);
    expect(box!.x).toBeGreaterThanOrEqual(place.x - 32);
    expect(box!.height).toBeLessThan(80);
  });

  it('marks only a carousel whose slides differ in height, not the page below it', async () => {
    const slide = (seed: number, height: number): FlowItem => ({ kind: 'image', height, seed });
    const first = flowPage(1280, [text(1, 3), slide(5, 200), text(2, 8)]);
    const second = flowPage(1280, [text(1, 3), slide(6, 260), text(2, 8)]);
    const boxes = await moving('carousel', first, second);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.y + boxes[0]!.height).toBeLessThan(first.blocks[2]!.y + 24);
  });
});

describe('splitMoving', () => {
  const region = (kind: VisualRegion['kind'], y: number): VisualRegion => ({
    kind,
    before: kind === 'inserted' ? null : { x: 100, y, width: 200, height: 40 },
    after: kind === 'removed' ? null : { x: 100, y: y + 50, width: 200, height: 40 },
    images: { before: null, after: null, diff: null },
  });

  it('moves regions overlapping moving content on their side to ignored, with the reason', () => {
    const regions = [
      region('changed', 100),
      region('changed', 1000),
      region('inserted', 2000),
      region('removed', 3000),
    ];
    const result = splitMoving(
      regions,
      [
        { x: 250, y: 120, width: 50, height: 10 },
        { x: 0, y: 3030, width: 120, height: 5 },
      ],
      [{ x: 0, y: 2060, width: 1280, height: 5 }],
    );
    expect(result.regions).toEqual([regions[1]]);
    expect(result.ignored).toEqual([
      { ...regions[0], reason: MOVING_REASON },
      { ...regions[2], reason: MOVING_REASON },
      { ...regions[3], reason: MOVING_REASON },
    ]);
  });

  it('keeps a region that only touches a moving box or is moving on the other side alone', () => {
    const regions = [region('changed', 100)];
    // Touching the before box's edge; overlapping only where the after box is not.
    const result = splitMoving(
      regions,
      [{ x: 300, y: 100, width: 50, height: 40 }],
      [{ x: 100, y: 100, width: 200, height: 50 }],
    );
    expect(result).toEqual({ regions, ignored: [] });
  });
});

describe('writeWholeImage', () => {
  it('writes a small capture at 640 px wide, scaled by half', async () => {
    const page = flowPage(1280, [text(1, 10), text(2, 10)]);
    const file = join(dir, 'whole', 'page.png');
    const result = await runVisualJob<WholeImage>({
      op: 'whole',
      page,
      file,
      dir: join(dir, 'whole'),
      tileHeights: [150, 150],
    });
    const png = pngSize(await readFile(file));
    expect([png.width, png.height]).toEqual([640, Math.round(page.height / 2)]);
    expect(result).toMatchObject({ width: 640, height: png.height, scale: 0.5, cutRows: 0 });
  });

  it('keeps a 30,000 px page under 5 MB, and scales or cuts it further when the limit asks', async () => {
    const items = Array.from({ length: 75 }, (_, i): FlowItem =>
      i % 3 === 2 ? { kind: 'image', height: 420, seed: i } : text(i, 16),
    );
    const page = flowPage(1280, items);
    expect(page.height).toBeGreaterThan(30_000);
    const capture = await runVisualJob<TiledCapture>({
      op: 'tiles',
      page,
      name: 'page',
      dir: join(dir, 'tall'),
      tileHeights: [4096, 4096],
    });
    const file = join(dir, 'tall', 'page.png');
    const whole = await runVisualJob<WholeImage>({
      op: 'whole',
      page: capture,
      file,
      dir: join(dir, 'tall'),
    });
    expect((await stat(file)).size).toBeLessThan(5_000_000);
    expect(whole.width).toBeLessThanOrEqual(640);

    const tight = await runVisualJob<WholeImage>({
      op: 'whole',
      page: capture,
      file: join(dir, 'tall', 'tight.png'),
      dir: join(dir, 'tall'),
      options: { maxBytes: 200_000 },
    });
    expect((await stat(join(dir, 'tall', 'tight.png'))).size).toBeLessThanOrEqual(200_000);
    expect(tight.width).toBeGreaterThanOrEqual(320);
    expect(tight.cutRows).toBeGreaterThan(0);
    expect(tight.note).toMatch(/nothing is lost in the report/);
  }, 120_000);
});
