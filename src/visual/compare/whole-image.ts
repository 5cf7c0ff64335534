import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TiledCapture } from '../types.js';
import type { Rgba } from './png-io.js';
import { MAX_IMAGE_BYTES, accumulateRow, downscale, encodePng, writeAverages } from './png-io.js';
import { scanTiles } from './tile-reader.js';

export interface WholeImageOptions {
  /** Largest file written (default 5 MB, GitHub's image proxy limit). */
  maxBytes?: number;
  /** Width the capture is scaled down to first (default 640 px). */
  maxWidth?: number;
}

export interface WholeImage {
  width: number;
  height: number;
  /** Image px per capture px. */
  scale: number;
  /** Capture rows left out at the bottom to stay under the size limit (0: none). */
  cutRows: number;
  /** Says what was scaled or cut, and that the report's tiles keep the whole capture. */
  note?: string | undefined;
}

const MIN_WIDTH = 320;

/**
 * The whole capture as one PNG under `maxBytes`: scaled down to `maxWidth` (read band by band, so only
 * the scaled image is held: 640 x 15,000 px for a 30,000 px page), then further down to 320 px wide,
 * and at last cut at the bottom if it is still too big.
 */
export async function writeWholeImage(
  capture: TiledCapture,
  file: string,
  options: WholeImageOptions = {},
): Promise<WholeImage> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const maxWidth = Math.min(options.maxWidth ?? 640, capture.width);
  let image = await scaledCapture(capture, maxWidth);
  let encoded = encodePng(image);
  while (encoded.length > maxBytes && image.width > MIN_WIDTH) {
    const factor = Math.max(0.5, Math.min(0.9, Math.sqrt(maxBytes / encoded.length) * 0.95));
    image = downscale(image, Math.max(MIN_WIDTH, Math.floor(image.width * factor)));
    encoded = encodePng(image);
  }
  const scale = image.width / capture.width;
  let keptRows = image.height;
  while (encoded.length > maxBytes && keptRows > 1) {
    keptRows = Math.max(1, Math.floor(keptRows * Math.min(0.9, (maxBytes / encoded.length) * 0.95)));
    encoded = encodePng({
      ...image,
      height: keptRows,
      data: image.data.subarray(0, keptRows * image.width * 4),
    });
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, encoded);
  const cutRows = keptRows < image.height ? capture.height - Math.floor(keptRows / scale) : 0;
  const notes: string[] = [];
  if (scale < 1) notes.push(`scaled to ${Math.round(scale * 100)}%`);
  if (cutRows > 0) notes.push(`cut after ${Math.floor(keptRows / scale)} of ${capture.height} px`);
  return {
    width: image.width,
    height: keptRows,
    scale,
    cutRows,
    note:
      notes.length > 0
        ? `The whole capture is ${notes.join(' and ')} to stay under ${megabytes(maxBytes)}; nothing is lost in the report: its tiles hold the full capture.`
        : undefined,
  };
}

function megabytes(bytes: number): string {
  return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
}

/**
 * The capture scaled to `width` with a box filter, tile by tile (each tile decoded once, its row hashes
 * recorded for the comparison on the way: see scanTiles).
 */
async function scaledCapture(capture: TiledCapture, width: number): Promise<Rgba> {
  if (width * 2 === capture.width) return halvedCapture(capture);
  const scale = width / capture.width;
  const height = Math.max(1, Math.round(capture.height * scale));
  const out = new Uint8Array(width * height * 4);
  const scratch = new Uint8Array(capture.width * 4);
  const sums = new Float64Array(width * 4);
  const weights = new Float64Array(width);
  let target = 0;
  const flush = () => {
    writeAverages(out, target * width * 4, sums, weights);
    sums.fill(0);
    weights.fill(0);
  };
  await scanTiles(capture, (image, tile, rows) => {
    for (let r = 0; r < rows; r++) {
      const ty = Math.min(height - 1, Math.floor((tile.y + r) * scale));
      if (ty !== target) {
        flush();
        target = ty;
      }
      accumulateRow(paddedRow(image, r, capture.width, scratch), 0, scale, width, sums, weights);
    }
  });
  flush();
  return { width, height, data: out };
}

/**
 * The usual case (1280 to 640 px) of scaledCapture, with the same result: each target pixel is the
 * rounded mean of its 2 x 2 source pixels (of 2 x 1 in the last row of an odd height), in integers.
 */
async function halvedCapture(capture: TiledCapture): Promise<Rgba> {
  const width = capture.width / 2;
  const height = Math.max(1, Math.round(capture.height / 2));
  const out = new Uint8Array(width * height * 4);
  const rowBytes = capture.width * 4;
  // The upper row of a pair whose lower row is in the next tile.
  const pending = new Uint8Array(rowBytes);
  let pendingRow = -1;
  const scratch = [new Uint8Array(rowBytes), new Uint8Array(rowBytes)] as const;
  await scanTiles(capture, (image, tile, rows) => {
    for (let r = 0; r < rows; r++) {
      const y = tile.y + r;
      const row = paddedRow(image, r, capture.width, scratch[0]).data;
      if (y % 2 === 1 && pendingRow === y - 1) {
        averagePair(pending, row, out, ((y - 1) / 2) * width * 4, width);
        pendingRow = -1;
      } else if (y % 2 === 0 && r + 1 < rows) {
        const lower = paddedRow(image, r + 1, capture.width, scratch[1]).data;
        averagePair(row, lower, out, (y / 2) * width * 4, width);
        r++;
      } else if (y % 2 === 0) {
        pending.set(row);
        pendingRow = y;
      }
    }
  });
  if (pendingRow >= 0) averageLone(pending, out, (pendingRow / 2) * width * 4, width);
  return { width, height, data: out };
}

function averagePair(upper: Uint8Array, lower: Uint8Array, out: Uint8Array, at: number, width: number): void {
  for (let t = 0, s = 0, o = at; t < width; t++, s += 8, o += 4) {
    for (let c = 0; c < 4; c++)
      out[o + c] = (upper[s + c]! + upper[s + 4 + c]! + lower[s + c]! + lower[s + 4 + c]! + 2) >> 2;
  }
}

function averageLone(row: Uint8Array, out: Uint8Array, at: number, width: number): void {
  for (let t = 0, s = 0, o = at; t < width; t++, s += 8, o += 4) {
    for (let c = 0; c < 4; c++) out[o + c] = (row[s + c]! + row[s + 4 + c]! + 1) >> 1;
  }
}

/** Row `r` of a tile at the capture's width: a narrower tile's missing columns read as white. */
function paddedRow(image: Rgba, r: number, width: number, scratch: Uint8Array): Rgba {
  const from = r * image.width * 4;
  if (image.width === width) return { width, height: 1, data: image.data.subarray(from, from + width * 4) };
  scratch.fill(0xff);
  scratch.set(image.data.subarray(from, from + Math.min(image.width, width) * 4));
  return { width, height: 1, data: scratch };
}
