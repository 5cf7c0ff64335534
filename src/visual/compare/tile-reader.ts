import type { TiledCapture } from '../types.js';
import type { Rgba } from './png-io.js';
import { readPng, releasePixels } from './png-io.js';

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { imul } = Math;

/** Rows past a capture's own width (the other side is wider) read as white. */
const PAD = 0xff;

/**
 * Reads rows of a tiled capture without holding the page: tiles are decoded when a row in them is
 * asked for, and at most `keep` decoded tiles stay in memory (a 1280 x 4096 tile is 21 MB).
 */
export class TileReader {
  readonly capture: TiledCapture;
  /** The width rows are returned at (at least the capture's own). */
  readonly width: number;
  private readonly keep: number;
  private readonly decoded: Array<{ index: number; image: Rgba }> = [];

  constructor(capture: TiledCapture, width = capture.width, keep = 1) {
    this.capture = capture;
    this.width = Math.max(width, capture.width);
    this.keep = keep;
  }

  get height(): number {
    return this.capture.height;
  }

  /**
   * Rows [y, y + count), columns [x0, x1) (default: all `width`), as one RGBA buffer; rows and columns
   * outside the page read as white. `into` (at least that size) is filled instead of a new buffer, so
   * that a loop over bands allocates once: the process keeps big freed blocks.
   */
  async readRows(
    y: number,
    count: number,
    options: { into?: Uint8Array; x0?: number; x1?: number } = {},
  ): Promise<Uint8Array> {
    const x0 = options.x0 ?? 0;
    const x1 = options.x1 ?? this.width;
    const rowBytes = (x1 - x0) * 4;
    const size = count * rowBytes;
    const out =
      options.into && options.into.length >= size ? options.into.subarray(0, size) : new Uint8Array(size);
    out.fill(PAD);
    let row = Math.max(0, y);
    const end = Math.min(this.capture.height, y + count);
    const tiles = this.capture.tiles;
    while (row < end) {
      const index = this.tileIndexOf(row);
      const tile = tiles[index]!;
      const image = await this.tile(index);
      const ownEnd = Math.min(image.width, x1);
      const tileEnd = Math.min(end, tiles[index + 1]?.y ?? this.capture.height);
      // A tile shorter than it claims leaves its missing rows white.
      const imageEnd = Math.min(tileEnd, tile.y + image.height);
      for (; row < imageEnd; row++) {
        if (ownEnd <= x0) continue;
        const from = ((row - tile.y) * image.width + x0) * 4;
        out.set(image.data.subarray(from, from + (ownEnd - x0) * 4), (row - y) * rowBytes);
      }
      row = Math.max(row, tileEnd);
    }
    return out;
  }

  /** Gives the decoded tiles back for reuse (the reader decodes again if asked for more rows). */
  release(): void {
    for (const { image } of this.decoded.splice(0)) releasePixels(image.data);
  }

  private tileIndexOf(row: number): number {
    const tiles = this.capture.tiles;
    let lo = 0;
    let hi = tiles.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tiles[mid]!.y <= row) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private async tile(index: number): Promise<Rgba> {
    const hit = this.decoded.find((d) => d.index === index);
    if (hit) return hit.image;
    // Drop before decoding, so that the peak holds `keep` tiles, not `keep + 1`.
    while (this.decoded.length >= this.keep) releasePixels(this.decoded.shift()!.image.data);
    const image = await readPng(this.capture.tiles[index]!.file);
    this.decoded.push({ index, image });
    return image;
  }
}

type Tile = TiledCapture['tiles'][number];

/**
 * Row hashes of tiles already read, at the capture's own width: a capture is read once for its whole
 * image and its hashes, and the comparison and the moving-content check reuse them. A second capture
 * that kept a band of the first (nothing to take again there) holds the same tile object, so its
 * hashes come for free too. Weak: they go with the capture.
 */
const tileHashes = new WeakMap<Tile, Float64Array>();

/**
 * Decodes each tile of a capture once, top to bottom, records its rows' hashes (see rowHashes) and
 * hands the pixels to `visit` (rows [0, rows) of the image are the capture's rows [tile.y, tile.y +
 * rows)); the pixels are given back for reuse once `visit` returns.
 */
export async function scanTiles(
  capture: TiledCapture,
  visit?: (image: Rgba, tile: Tile, rows: number) => void,
): Promise<void> {
  for (const tile of capture.tiles) {
    if (!visit && tileHashes.has(tile)) continue;
    const image = await readPng(tile.file);
    const rows = Math.max(0, Math.min(image.height, capture.height - tile.y));
    if (!tileHashes.has(tile)) tileHashes.set(tile, hashRows(image, rows, capture.width, 0));
    visit?.(image, tile, rows);
    releasePixels(image.data);
  }
}

/**
 * A 53-bit hash of each pixel row (two 32-bit murmur-style hashes of the row's RGBA words), computed
 * tile by tile. Equal rows have equal hashes; two different rows share one with a chance of about 2^-53.
 * Rows are hashed at `width` columns (padded white), so captures of different widths stay comparable.
 * Rows past a shorter tile's end keep hash 0, as before.
 */
export async function rowHashes(capture: TiledCapture, width = capture.width): Promise<Float64Array> {
  const hashes = new Float64Array(capture.height);
  const padWords = Math.max(0, width - capture.width);
  if (padWords === 0 && width === capture.width) {
    await scanTiles(capture);
    for (const tile of capture.tiles) {
      const known = tileHashes.get(tile)!;
      hashes.set(known.subarray(0, Math.max(0, Math.min(known.length, capture.height - tile.y))), tile.y);
    }
    return hashes;
  }
  for (const tile of capture.tiles) {
    const image = await readPng(tile.file);
    const rows = Math.max(0, Math.min(image.height, capture.height - tile.y));
    hashes.set(hashRows(image, rows, width, padWords), tile.y);
    releasePixels(image.data);
  }
  return hashes;
}

/** The row hashes of an image's first `rows` rows, as rowHashes gives them for a capture `width` wide. */
export function hashRows(image: Rgba, rows: number, width: number, padWords = 0): Float64Array {
  const words = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const ownWords = Math.min(image.width, width);
  const hashes = new Float64Array(rows);
  for (let r = 0; r < rows; r++) hashes[r] = hashRow(words, r * image.width, ownWords, padWords);
  return hashes;
}

function hashRow(words: Uint32Array, start: number, count: number, padWords: number): number {
  let h1 = 0x9747b28c;
  let h2 = 0x2545f491;
  const end = start + count;
  for (let i = start; i < end + padWords; i++) {
    const w = i < end ? words[i]! : 0xffffffff;
    let k = imul(w, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = imul(k, 0x1b873593);
    h1 ^= k;
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (imul(h1, 5) + 0xe6546b64) | 0;
    h2 = imul(h2 ^ w, 0x01000193);
    h2 ^= h2 >>> 15;
  }
  h1 = fmix(h1 ^ (count + padWords));
  h2 = fmix(h2 ^ h1);
  return (h1 >>> 0) * 0x200000 + (h2 >>> 11);
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}
