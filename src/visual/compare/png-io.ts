import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { decodePng, encodePng } from './png-codec.js';

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { floor, min, round } = Math;

/** GitHub's image proxy refuses images over 5 MB. */
export const MAX_IMAGE_BYTES = 5_000_000;

/** Decoded RGBA pixels, 4 bytes a pixel, rows top to bottom. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Pixel buffers of tiles no longer needed, reused by the next tile of the same size: a page's tiles
 * are decoded two or three times and every page has the same tile size, and big freed blocks stay in
 * the process (glibc keeps them), so allocating each decode anew would grow it page after page.
 */
const spares: Uint8Array[] = [];
const MAX_SPARES = 2;

/** Gives a tile's pixels back for reuse; the caller must not read them afterwards. */
export function releasePixels(data: Uint8Array): void {
  if (spares.length < MAX_SPARES && !spares.includes(data)) spares.push(data);
}

/** Reads a PNG as RGBA, into a released buffer of the right size when there is one. */
export async function readPng(file: string): Promise<Rgba> {
  const bytes = await readFile(file);
  const size = bytes.length >= 24 ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) * 4 : -1;
  const at = spares.findIndex((spare) => spare.length === size);
  const into = at >= 0 ? spares.splice(at, 1)[0] : undefined;
  return await decodePng(bytes, into);
}

export { encodePng };

/** Shrinks an image to `width` (any factor) with a box filter (each target pixel averages its source area). */
export function downscale(image: Rgba, width: number): Rgba {
  if (width >= image.width) return image;
  const scale = width / image.width;
  const height = Math.max(1, round(image.height * scale));
  const out = new Uint8Array(width * height * 4);
  const sums = new Float64Array(width * 4);
  const weights = new Float64Array(width);
  for (let ty = 0; ty < height; ty++) {
    const sy0 = floor(ty / scale);
    const sy1 = Math.max(sy0 + 1, min(image.height, floor((ty + 1) / scale)));
    sums.fill(0);
    weights.fill(0);
    for (let sy = sy0; sy < sy1; sy++) accumulateRow(image, sy, scale, width, sums, weights);
    writeAverages(out, ty * width * 4, sums, weights);
  }
  return { width, height, data: out };
}

/** Adds one source row into per-target-column sums (the column boxes of a downscale to `width`). */
export function accumulateRow(
  image: { width: number; data: Uint8Array },
  y: number,
  scale: number,
  width: number,
  sums: Float64Array,
  weights: Float64Array,
  rowOffset = y * image.width * 4,
): void {
  const data = image.data;
  for (let sx = 0; sx < image.width; sx++) {
    const tx = min(width - 1, floor(sx * scale));
    const at = rowOffset + sx * 4;
    const t = tx * 4;
    sums[t] = sums[t]! + data[at]!;
    sums[t + 1] = sums[t + 1]! + data[at + 1]!;
    sums[t + 2] = sums[t + 2]! + data[at + 2]!;
    sums[t + 3] = sums[t + 3]! + data[at + 3]!;
    weights[tx] = weights[tx]! + 1;
  }
}

export function writeAverages(
  out: Uint8Array,
  offset: number,
  sums: Float64Array,
  weights: Float64Array,
): void {
  for (let tx = 0; tx < weights.length; tx++) {
    const w = weights[tx] || 1;
    for (let c = 0; c < 4; c++) out[offset + tx * 4 + c] = round(sums[tx * 4 + c]! / w);
  }
}

/**
 * Writes an image as PNG under `maxBytes`: when the encoded file is too big (a noisy photo can be), the
 * image is scaled down until it fits. Returns the size written and the scale applied (1: none).
 */
export async function writePngUnder(
  file: string,
  image: Rgba,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<{ width: number; height: number; scale: number; bytes: number }> {
  let current = image;
  for (;;) {
    const encoded = encodePng(current);
    if (encoded.length <= maxBytes || current.width <= 64) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, encoded);
      return {
        width: current.width,
        height: current.height,
        scale: current.width / image.width,
        bytes: encoded.length,
      };
    }
    // PNG size grows about with the pixel count: aim for the limit with some room.
    const factor = Math.max(0.5, min(0.9, Math.sqrt(maxBytes / encoded.length) * 0.95));
    current = downscale(current, Math.max(64, floor(current.width * factor)));
  }
}
