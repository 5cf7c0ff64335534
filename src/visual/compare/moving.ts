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
    return withMargin(first, x0, x1, c.a0, c.a1);
  });
}

/** Changed rows closer than this make one moving box. */
const MOVING_GAP = 24;

/**
 * What moved in rows shot again (`shots[i]` holds rows `ranges[i]` of the page, as OpenCapture.peek
 * takes them), compared pixel for pixel with the same rows of the capture: boxes on the capture with
 * a margin around each, as movingRegions gives them ([] when nothing moved), or null when a shot is
 * missing or is not the size of its rows.
 */
export async function movedInRows(
  capture: TiledCapture,
  ranges: ReadonlyArray<readonly [number, number]>,
  shots: readonly Buffer[],
): Promise<Box[] | null> {
  const hashes = await rowHashes(capture);
  const width = capture.width;
  const reader = new TileReader(capture);
  const found: Array<{ x0: number; x1: number; y0: number; y1: number }> = [];
  try {
    for (const [i, [top, bottom]] of ranges.entries()) {
      const shot = shots[i];
      if (!shot) return null;
      const image = await decodePng(shot);
      const rows = bottom - top;
      if (image.width !== width || image.height !== rows) return null;
      const again = hashRows(image, rows, width);
      const shotWords = new Uint32Array(image.data.buffer, image.data.byteOffset, width * rows);
      let firstWords: Uint32Array | undefined;
      let box: (typeof found)[number] | undefined;
      for (let r = 0; r < rows; r++) {
        if (again[r] === hashes[top + r]) continue;
        if (!firstWords) {
          const pixels = await reader.readRows(top, rows);
          firstWords = new Uint32Array(pixels.buffer, pixels.byteOffset, width * rows);
        }
        let x0 = -1;
        let x1 = -1;
        for (let x = 0, at = r * width; x < width; x++, at++) {
          if (shotWords[at] === firstWords[at]) continue;
          if (x0 < 0) x0 = x;
          x1 = x + 1;
        }
        if (x0 < 0) continue;
        const y = top + r;
        if (box && y - box.y1 <= MOVING_GAP) {
          box.x0 = Math.min(box.x0, x0);
          box.x1 = Math.max(box.x1, x1);
          box.y1 = y + 1;
        } else {
          box = { x0, x1, y0: y, y1: y + 1 };
          found.push(box);
        }
      }
    }
  } finally {
    reader.release();
  }
  return found.map(({ x0, x1, y0, y1 }) => withMargin(capture, x0, x1, y0, y1));
}

/** A moving box with MOVING_MARGIN around it, within the capture. */
function withMargin(capture: TiledCapture, x0: number, x1: number, y0: number, y1: number): Box {
  const top = Math.max(0, y0 - MOVING_MARGIN);
  const left = Math.max(0, x0 - MOVING_MARGIN);
  return {
    x: left,
    y: top,
    width: Math.min(capture.width, x1 + MOVING_MARGIN) - left,
    height: Math.min(capture.height, y1 + MOVING_MARGIN) - top,
  };
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
