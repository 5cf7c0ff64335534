/**
 * The visual review's comparison: rows of the two captures aligned first (src/visual/compare/align.ts),
 * then the pixels of aligned rows compared with anti-aliasing tolerance, changed pixels grouped into
 * regions, each written as before / after / diff crops. Tiles are read lazily, so two 30,000 px
 * captures are compared without holding either.
 */
import type { Box, TiledCapture, VisualRegion } from '../types.js';
import { alignRows } from './align.js';
import type { Change } from './changes.js';
import { areaOf, changesOfHunk, mergeChanges } from './changes.js';
import { writeCrops } from './crops.js';
import { MAX_IMAGE_BYTES } from './png-io.js';
import { TileReader, rowHashes } from './tile-reader.js';

export { movedInRows, movingRegions, splitMoving, MOVING_REASON } from './moving.js';
export { writeWholeImage } from './whole-image.js';
export type { WholeImage, WholeImageOptions } from './whole-image.js';

export interface CompareOptions {
  /** Folder the crops are written to; the regions' image paths are relative to it. */
  outDir: string;
  /** Start of the crops' file names: `${prefix}-r<N>-before.png`. */
  prefix: string;
  /** pixelmatch's threshold (default 0.1). */
  threshold?: number;
  /** Pixels of context around each crop (default 48). */
  context?: number;
  /** Most regions listed (default 20, the largest; `omitted` counts the rest). */
  maxRegions?: number;
}

export interface CompareResult {
  regions: VisualRegion[];
  /** Regions found beyond `maxRegions`, not listed (the smallest). */
  omitted: number;
}

/** Changed pixels closer than this are one region. */
const GAP = 24;
const MAX_CROP_HEIGHT = 1600;

export async function compareCaptures(
  before: TiledCapture,
  after: TiledCapture,
  options: CompareOptions,
): Promise<CompareResult> {
  const threshold = options.threshold ?? 0.1;
  const width = Math.max(before.width, after.width);
  const hunks = alignRows(
    ...withoutCommonFill(await rowHashes(before, width), await rowHashes(after, width)),
  );
  const a = new TileReader(before, width);
  const b = new TileReader(after, width);
  const found: Change[] = [];
  for (const hunk of hunks) found.push(...(await changesOfHunk(a, b, hunk, { threshold, gap: GAP })));
  const merged = mergeChanges(found, GAP);
  const maxRegions = options.maxRegions ?? 20;
  const largest = new Set([...merged].sort((c, d) => areaOf(d) - areaOf(c)).slice(0, maxRegions));
  const listed = merged.filter((c) => largest.has(c));
  const regions: VisualRegion[] = [];
  for (const [i, change] of listed.entries()) {
    const crops = await writeCrops(a, b, change, i + 1, {
      outDir: options.outDir,
      prefix: options.prefix,
      context: options.context ?? 48,
      threshold,
      maxHeight: MAX_CROP_HEIGHT,
      maxBytes: MAX_IMAGE_BYTES,
    });
    const beforeBox = boxOf(change.a0, change.a1, change.aColumns);
    const afterBox = boxOf(change.b0, change.b1, change.bColumns);
    regions.push({
      kind: beforeBox && afterBox ? 'changed' : afterBox ? 'inserted' : 'removed',
      before: beforeBox,
      after: afterBox,
      images: crops.images,
      heading: afterBox ? headingAbove(after, afterBox.y) : headingAbove(before, change.a0),
      note: crops.note,
    });
  }
  a.release();
  b.release();
  return { regions, omitted: merged.length - listed.length };
}

/**
 * Both sides without the blank rows they end with, when those are the same row: a page shorter than
 * the window is filled to it, with fewer rows when the other side's content grew, and that is no change.
 */
function withoutCommonFill(a: Float64Array, b: Float64Array): [Float64Array, Float64Array] {
  const last = a[a.length - 1];
  if (last === undefined || last !== b[b.length - 1]) return [a, b];
  const contentEnd = (hashes: Float64Array) => {
    let end = hashes.length;
    while (end > 1 && hashes[end - 2] === last) end--;
    return end;
  };
  return [a.subarray(0, contentEnd(a)), b.subarray(0, contentEnd(b))];
}

function boxOf(y0: number, y1: number, columns: [number, number] | null): Box | null {
  if (y1 <= y0 || !columns) return null;
  return { x: columns[0], y: y0, width: columns[1] - columns[0], height: y1 - y0 };
}

/** The nearest heading at or above `y` in the capture. */
export function headingAbove(capture: TiledCapture, y: number): string | undefined {
  let best: { y: number; text: string } | undefined;
  for (const heading of capture.headings ?? []) {
    if (heading.y <= y && (!best || heading.y > best.y)) best = heading;
  }
  return best?.text;
}
