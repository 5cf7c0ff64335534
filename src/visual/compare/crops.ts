import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Change } from './changes.js';
import type { Rgba } from './png-io.js';
import { writePngUnder } from './png-io.js';
import type { TileReader } from './tile-reader.js';

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { round } = Math;

export interface CropOptions {
  outDir: string;
  /** File names are `${prefix}-r<N>-before.png`, `-after.png`, `-diff.png`. */
  prefix: string;
  /** Pixels of context around the region (above, below and at the sides). */
  context: number;
  threshold: number;
  /** The tallest crop written; a taller region is cut (and the note says so). */
  maxHeight: number;
  maxBytes: number;
}

/** Crops narrower than this are widened around the region, so that the context reads. */
const MIN_CROP_WIDTH = 320;

const TINTS: Record<'inserted' | 'removed' | 'changed', [number, number, number]> = {
  inserted: [40, 167, 69],
  removed: [215, 58, 73],
  changed: [255, 140, 0],
};

export interface CropFiles {
  images: { before: string | null; after: string | null; diff: string | null };
  note?: string | undefined;
}

/**
 * Writes the before and after crops of one change (the same columns on both sides, with context; for an
 * insertion or removal, the other side shows the context around the point where it happens) and a diff:
 * pixelmatch's picture when both crops pair row for row, otherwise the crop of the side that has the
 * content with the change tinted.
 */
export async function writeCrops(
  a: TileReader,
  b: TileReader,
  change: Change,
  index: number,
  options: CropOptions,
): Promise<CropFiles> {
  const kind = change.a1 === change.a0 ? 'inserted' : change.b1 === change.b0 ? 'removed' : 'changed';
  const [x0, x1] = cropColumns(change, Math.min(a.width, b.width), options.context);
  const before = cropRows(change.a0, change.a1, a.height, options);
  const after = cropRows(change.b0, change.b1, b.height, options);
  const beforeImage = await readCrop(a, x0, x1, before.y0, before.y1);
  const afterImage = await readCrop(b, x0, x1, after.y0, after.y1);
  const name = (suffix: string) => `${options.prefix}-r${index}-${suffix}.png`;
  const files = { before: name('before'), after: name('after'), diff: name('diff') };
  await writePngUnder(join(options.outDir, files.before), beforeImage, options.maxBytes);
  await writePngUnder(join(options.outDir, files.after), afterImage, options.maxBytes);
  const paired =
    kind === 'changed' &&
    change.a1 - change.a0 === change.b1 - change.b0 &&
    before.y1 - before.y0 === after.y1 - after.y0 &&
    change.a0 - before.y0 === change.b0 - after.y0;
  const diff = paired
    ? pixelDiff(beforeImage, afterImage, options.threshold)
    : kind === 'removed'
      ? tinted(beforeImage, change.a0 - before.y0, change.a1 - before.y0, change.aColumns, x0, TINTS.removed)
      : tinted(afterImage, change.b0 - after.y0, change.b1 - after.y0, change.bColumns, x0, TINTS[kind]);
  await writePngUnder(join(options.outDir, files.diff), diff, options.maxBytes);
  const cut = before.cut || after.cut;
  const tallest = Math.max(change.a1 - change.a0, change.b1 - change.b0);
  return {
    images: files,
    note: cut
      ? `The crops stop at ${options.maxHeight} px; the region is ${tallest} px tall: the whole captures show the rest.`
      : undefined,
  };
}

function cropColumns(change: Change, width: number, context: number): [number, number] {
  const x0 = Math.min(change.aColumns?.[0] ?? Infinity, change.bColumns?.[0] ?? Infinity);
  const x1 = Math.max(change.aColumns?.[1] ?? -Infinity, change.bColumns?.[1] ?? -Infinity);
  let from = Math.max(0, x0 - context);
  let to = Math.min(width, x1 + context);
  const missing = Math.min(width, MIN_CROP_WIDTH) - (to - from);
  if (missing > 0) {
    from = Math.max(0, from - Math.ceil(missing / 2));
    to = Math.min(width, from + Math.min(width, MIN_CROP_WIDTH));
    from = Math.max(0, to - Math.min(width, MIN_CROP_WIDTH));
  }
  return [from, to];
}

function cropRows(
  y0: number,
  y1: number,
  height: number,
  options: CropOptions,
): { y0: number; y1: number; cut: boolean } {
  const from = Math.max(0, y0 - options.context);
  const to = Math.min(height, y1 + options.context);
  if (to - from <= options.maxHeight)
    return { y0: from, y1: Math.max(to, Math.min(height, from + 1)), cut: false };
  return { y0: from, y1: from + options.maxHeight, cut: true };
}

async function readCrop(reader: TileReader, x0: number, x1: number, y0: number, y1: number): Promise<Rgba> {
  const height = Math.max(1, y1 - y0);
  return { width: x1 - x0, height, data: await reader.readRows(y0, height, { x0, x1 }) };
}

function pixelDiff(before: Rgba, after: Rgba, threshold: number): Rgba {
  const data = new Uint8Array(before.data.length);
  pixelmatch(before.data, after.data, data, before.width, before.height, { threshold, includeAA: false });
  return { width: before.width, height: before.height, data };
}

/** The crop with the change's rows and columns blended towards a colour (a third of the way). */
function tinted(
  image: Rgba,
  y0: number,
  y1: number,
  columns: [number, number] | null,
  cropX: number,
  tint: [number, number, number],
): Rgba {
  const data = new Uint8Array(image.data);
  const from = Math.max(0, (columns?.[0] ?? cropX) - cropX);
  const to = Math.min(image.width, (columns?.[1] ?? cropX + image.width) - cropX);
  for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y++) {
    for (let x = from; x < to; x++) {
      const at = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c++) data[at + c] = round(data[at + c]! * 0.67 + tint[c]! * 0.33);
    }
  }
  return { ...image, data };
}
