import type { Box, IgnoredRegion, TiledCapture, VisualRegion } from '../types.js';
import { alignRows } from './align.js';
import { changesOfHunk, mergeChanges } from './changes.js';
import { decodePng } from './png-codec.js';
import { TileReader, hashRows, rowHashes } from './tile-reader.js';

export const MOVING_REASON = 'moves by itself: it differs between two captures of the same page';

/** Added around each moving box: a clock's digits differ, its whole face moves. */
const MOVING_MARGIN = 16;

/**
 * What differs between two captures of the same page (a clock, a carousel, a video), as boxes on the
 * first capture with a margin around each. The two captures are aligned like before and after, so a
 * carousel whose slides differ in height marks itself, not the whole page below it.
 */
export async function movingRegions(
  first: TiledCapture,
  second: TiledCapture,
  options: { threshold?: number } = {},
): Promise<Box[]> {
  // Bands taken again that came back byte for byte are the first capture's own tiles.
  if (second.tiles.length === first.tiles.length && second.tiles.every((tile, i) => tile === first.tiles[i]))
    return [];
  const width = Math.max(first.width, second.width);
  const hunks = alignRows(await rowHashes(first, width), await rowHashes(second, width));
  const a = new TileReader(first, width);
  const b = new TileReader(second, width);
  const changes = [];
  const settings = { threshold: options.threshold ?? 0.1, gap: 24 };
  for (const hunk of hunks) changes.push(...(await changesOfHunk(a, b, hunk, settings)));
  a.release();
  b.release();
  return mergeChanges(changes, settings.gap).map((c) => {
    const [x0, x1] = c.aColumns ?? c.bColumns ?? [0, first.width];
    const y0 = Math.max(0, c.a0 - MOVING_MARGIN);
    const y1 = Math.min(first.height, c.a1 + MOVING_MARGIN);
    const left = Math.max(0, x0 - MOVING_MARGIN);
    return {
      x: left,
      y: y0,
      width: Math.min(first.width, x1 + MOVING_MARGIN) - left,
      height: y1 - y0,
    };
  });
}

/**
 * Whether rows shot again (`shots[i]` holds rows `ranges[i]` of the page, as OpenCapture.peek takes
 * them) are the capture's rows, pixel for pixel: then nothing moved there.
 */
export async function rowsStill(
  capture: TiledCapture,
  ranges: ReadonlyArray<readonly [number, number]>,
  shots: readonly Buffer[],
): Promise<boolean> {
  const hashes = await rowHashes(capture);
  for (const [i, [top, bottom]] of ranges.entries()) {
    const shot = shots[i];
    if (!shot) return false;
    const image = await decodePng(shot);
    const rows = bottom - top;
    if (image.width !== capture.width || image.height !== rows) return false;
    const again = hashRows(image, rows, capture.width);
    for (let r = 0; r < rows; r++) if (again[r] !== hashes[top + r]) return false;
  }
  return true;
}

function overlaps(box: Box | null, boxes: readonly Box[]): boolean {
  if (!box) return false;
  return boxes.some(
    (m) =>
      box.x < m.x + m.width && m.x < box.x + box.width && box.y < m.y + m.height && m.y < box.y + box.height,
  );
}

/** Regions whose box overlaps moving content on its side go to `ignored`, with the reason. */
export function splitMoving(
  regions: readonly VisualRegion[],
  movingBefore: readonly Box[],
  movingAfter: readonly Box[],
): { regions: VisualRegion[]; ignored: IgnoredRegion[] } {
  const kept: VisualRegion[] = [];
  const ignored: IgnoredRegion[] = [];
  for (const region of regions) {
    if (overlaps(region.before, movingBefore) || overlaps(region.after, movingAfter)) {
      ignored.push({ ...region, reason: MOVING_REASON });
    } else {
      kept.push(region);
    }
  }
  return { regions: kept, ignored };
}
