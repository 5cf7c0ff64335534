import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TiledCapture } from '../types.js';
import type { Rgba } from './png-io.js';
import { MAX_IMAGE_BYTES, accumulateRow, downscale, encodePng, writeAverages } from './png-io.js';
import { TileReader } from './tile-reader.js';

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
const BAND_ROWS = 256;

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

/** The capture scaled to `width` with a box filter, read band by band. */
async function scaledCapture(capture: TiledCapture, width: number): Promise<Rgba> {
  const scale = width / capture.width;
  const height = Math.max(1, Math.round(capture.height * scale));
  const out = new Uint8Array(width * height * 4);
  const reader = new TileReader(capture, capture.width, 1);
  const sums = new Float64Array(width * 4);
  const weights = new Float64Array(width);
  let target = 0;
  const into = new Uint8Array(BAND_ROWS * capture.width * 4);
  for (let start = 0; start < capture.height; start += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, capture.height - start);
    const band = { width: capture.width, data: await reader.readRows(start, rows, { into }) };
    for (let r = 0; r < rows; r++) {
      const ty = Math.min(height - 1, Math.floor((start + r) * scale));
      if (ty !== target) {
        writeAverages(out, target * width * 4, sums, weights);
        sums.fill(0);
        weights.fill(0);
        target = ty;
      }
      accumulateRow(band, r, scale, width, sums, weights);
    }
  }
  writeAverages(out, target * width * 4, sums, weights);
  reader.release();
  return { width, height, data: out };
}
