import type { Hunk } from './align.js';
import type { PixelCompareOptions, Span } from './pixels.js';
import { changedSpans, contentSpan, matchesShifted, repeatsNeighbours } from './pixels.js';
import type { TileReader } from './tile-reader.js';

/**
 * One change between the two captures: rows [a0, a1) of the first (before) side and [b0, b1) of the
 * second (after) side, with the columns it covers on each side. An empty row range is the point where
 * content was inserted (on the before side) or removed (on the after side); its columns are then null.
 */
export interface Change {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
  aColumns: [number, number] | null;
  bColumns: [number, number] | null;
}

/** The pixel comparison's threshold, and the gap (px) under which changes on both sides are one. */
export type ChangeOptions = PixelCompareOptions;

/** A band of blank rows this short (a rounding of the layout) is not a change. */
const MIN_BLANK_BAND = 3;
/**
 * Content moved by a fraction of a pixel is painted with a row doubled here and dropped there: a band
 * this thin whose every row repeats the row next to it is that rounding, not new content.
 */
const MAX_REPEATED_BAND = 2;

/** The changes inside one hunk of the row alignment. */
export async function changesOfHunk(
  a: TileReader,
  b: TileReader,
  hunk: Hunk,
  options: ChangeOptions,
): Promise<Change[]> {
  const aRows = hunk.a1 - hunk.a0;
  const bRows = hunk.b1 - hunk.b0;
  if (aRows === 0) return bandOnly(b, 'b', hunk.b0, bRows, hunk.a0);
  if (bRows === 0) return bandOnly(a, 'a', hunk.a0, aRows, hunk.b0);
  const common = Math.min(aRows, bRows);
  const top = await changedSpans(a, hunk.a0, b, hunk.b0, common, options);
  if (aRows === bRows)
    return notMoved(
      a,
      b,
      top.spans.map((s) => pairedChange(s, hunk.a0, hunk.b0)),
      options,
    );
  // Unequal heights: the overlap is compared aligned at the top or at the bottom, whichever differs
  // less; the rest is an inserted or removed band next to it (merged later if they touch).
  const bottom = await changedSpans(a, hunk.a1 - common, b, hunk.b1 - common, common, options);
  const atTop = top.pixels <= bottom.pixels;
  const chosen = atTop ? top : bottom;
  const a0 = atTop ? hunk.a0 : hunk.a1 - common;
  const b0 = atTop ? hunk.b0 : hunk.b1 - common;
  const changes = await notMoved(
    a,
    b,
    chosen.spans.map((s) => pairedChange(s, a0, b0)),
    options,
  );
  if (bRows > aRows) {
    const start = atTop ? hunk.b0 + common : hunk.b0;
    changes.push(...(await bandOnly(b, 'b', start, bRows - common, atTop ? hunk.a1 : hunk.a0)));
  } else {
    const start = atTop ? hunk.a0 + common : hunk.a0;
    changes.push(...(await bandOnly(a, 'a', start, aRows - common, atTop ? hunk.b1 : hunk.b0)));
  }
  return changes;
}

/** A paired change taller than this is not tried at other offsets (each try compares its whole area). */
const MAX_SHIFT_CHECKED_HEIGHT = 2000;
const MAX_SHIFT = 3;

/** The paired changes that are not the same content a few rows up or down (see matchesShifted). */
async function notMoved(
  a: TileReader,
  b: TileReader,
  changes: Change[],
  options: ChangeOptions,
): Promise<Change[]> {
  const kept: Change[] = [];
  for (const change of changes) {
    const height = change.b1 - change.b0;
    const moved =
      height <= MAX_SHIFT_CHECKED_HEIGHT &&
      (await matchesShifted(a, change.a0, b, change.b0, height, change.bColumns!, {
        threshold: options.threshold,
        maxShift: MAX_SHIFT,
      }));
    if (!moved) kept.push(change);
  }
  return kept;
}

function pairedChange(span: Span, a0: number, b0: number): Change {
  return {
    a0: a0 + span.y0,
    a1: a0 + span.y1,
    b0: b0 + span.y0,
    b1: b0 + span.y1,
    aColumns: [span.x0, span.x1],
    bColumns: [span.x0, span.x1],
  };
}

/**
 * Rows present on one side only: the band narrowed to its content (without blank margins).
 */
async function bandOnly(
  reader: TileReader,
  side: 'a' | 'b',
  start: number,
  rows: number,
  otherPoint: number,
): Promise<Change[]> {
  if (rows <= MAX_REPEATED_BAND && (await repeatsNeighbours(reader, start, rows))) return [];
  const content = await contentSpan(reader, start, rows);
  if (!content && rows < MIN_BLANK_BAND) return [];
  const y0 = start + (content?.y0 ?? 0);
  const y1 = start + (content?.y1 ?? rows);
  const columns: [number, number] = content ? [content.x0, content.x1] : [0, reader.width];
  return side === 'b'
    ? [{ a0: otherPoint, a1: otherPoint, b0: y0, b1: y1, aColumns: null, bColumns: columns }]
    : [{ a0: y0, a1: y1, b0: otherPoint, b1: otherPoint, aColumns: columns, bColumns: null }];
}

function distance(s0: number, s1: number, t0: number, t1: number): number {
  return Math.max(0, t0 - s1, s0 - t1);
}

function columnsOf(c: Change): [number, number] {
  const x0 = Math.min(c.aColumns?.[0] ?? Infinity, c.bColumns?.[0] ?? Infinity);
  const x1 = Math.max(c.aColumns?.[1] ?? -Infinity, c.bColumns?.[1] ?? -Infinity);
  return [x0, x1];
}

function unionColumns(p: [number, number] | null, q: [number, number] | null): [number, number] | null {
  if (!p) return q;
  if (!q) return p;
  return [Math.min(p[0], q[0]), Math.max(p[1], q[1])];
}

function close(c: Change, d: Change, gap: number): boolean {
  const [cx0, cx1] = columnsOf(c);
  const [dx0, dx1] = columnsOf(d);
  return (
    distance(c.a0, c.a1, d.a0, d.a1) <= gap &&
    distance(c.b0, c.b1, d.b0, d.b1) <= gap &&
    distance(cx0, cx1, dx0, dx1) <= gap
  );
}

function merge(c: Change, d: Change): Change {
  return {
    a0: Math.min(c.a0, d.a0),
    a1: Math.max(c.a1, d.a1),
    b0: Math.min(c.b0, d.b0),
    b1: Math.max(c.b1, d.b1),
    aColumns: unionColumns(c.aColumns, d.aColumns),
    bColumns: unionColumns(c.bColumns, d.bColumns),
  };
}

/**
 * Merges changes that are close on both sides (a rewritten paragraph is one change, not one a line),
 * until no two are close. A merged change covers the rows of all of its parts on each side.
 */
export function mergeChanges(changes: Change[], gap: number): Change[] {
  let current = [...changes].sort((c, d) => c.b0 - d.b0 || c.a0 - d.a0);
  for (let merged = true; merged;) {
    merged = false;
    const next: Change[] = [];
    for (const change of current) {
      const at = next.findIndex((kept) => close(kept, change, gap));
      if (at >= 0) {
        next[at] = merge(next[at]!, change);
        merged = true;
      } else {
        next.push(change);
      }
    }
    current = next.sort((c, d) => c.b0 - d.b0 || c.a0 - d.a0);
  }
  // Merging can leave an empty side's columns null while its rows grew: give it the other side's.
  return current.map((c) => ({
    ...c,
    aColumns: c.a1 > c.a0 ? (c.aColumns ?? c.bColumns) : null,
    bColumns: c.b1 > c.b0 ? (c.bColumns ?? c.aColumns) : null,
  }));
}

export function areaOf(c: Change): number {
  const width = (cols: [number, number] | null) => (cols ? cols[1] - cols[0] : 0);
  return Math.max((c.a1 - c.a0) * width(c.aColumns), (c.b1 - c.b0) * width(c.bColumns));
}
