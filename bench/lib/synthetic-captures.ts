/**
 * Synthetic page captures for the visual comparison's tests and benchmark: a page is a list of blocks
 * (lines of "text" whose every pixel row is its own, images, boxes with anti-aliased edges) on a
 * background, rendered band by band into PNG tiles like the capture writes them, so that a 30,000 px
 * page never sits whole in memory.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { TiledCapture } from '../../src/visual/types.js';

export type Rgb = [number, number, number];

export interface PageBlock {
  kind: 'text' | 'image' | 'box';
  /** Fractional positions give a box anti-aliased edges. */
  x: number;
  y: number;
  width: number;
  height: number;
  seed: number;
  color?: Rgb | undefined;
}

export interface SyntheticPage {
  width: number;
  height: number;
  blocks: PageBlock[];
  background?: Rgb | undefined;
  /** Added to every channel of every pixel: a colour drift no one sees. */
  drift?: number | undefined;
  /**
   * Rows (of this page) that repeat the row above them, the rest moving down: what a browser paints when
   * layout moves content by a fraction of a pixel. The page's height counts them.
   */
  repeatRows?: number[] | undefined;
  headings?: Array<{ y: number; text: string }> | undefined;
}

/** One item of a page laid out top to bottom: its kind and height; x and width default to a column. */
export interface FlowItem {
  kind: PageBlock['kind'];
  height: number;
  seed: number;
  x?: number;
  width?: number;
  color?: Rgb;
  heading?: string;
}

export const COLUMN = { x: 280, width: 720 };
export const FLOW_GAP = 24;

/** Stacks items with FLOW_GAP between them (and above the first and below the last). */
export function flowPage(
  width: number,
  items: readonly FlowItem[],
  extra: Partial<SyntheticPage> = {},
): SyntheticPage {
  const blocks: PageBlock[] = [];
  const headings: Array<{ y: number; text: string }> = [];
  let y = FLOW_GAP;
  for (const item of items) {
    blocks.push({
      kind: item.kind,
      x: item.x ?? COLUMN.x,
      y,
      width: item.width ?? COLUMN.width,
      height: item.height,
      seed: item.seed,
      color: item.color,
    });
    if (item.heading) headings.push({ y, text: item.heading });
    y += item.height + FLOW_GAP;
  }
  return { width, height: y, blocks, headings, ...extra };
}

function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h =
    Math.imul(h ^ (h >>> 15) ^ Math.imul(c, 0x27d4eb2f), 0x165667b1) ^ Math.imul(d + 0x1b873593, 0xcc9e2d51);
  h ^= h >>> 13;
  h = Math.imul(h, 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

const LINE = 24;
const GLYPH_TOP = 5;
const GLYPH_ROWS = 14;

/** Paints one pixel row of a text block: words of seeded widths, every row different. */
function paintTextRow(
  words: Uint32Array,
  rowStart: number,
  block: PageBlock,
  ly: number,
  width: number,
  ink: number,
): void {
  const line = Math.floor(ly / LINE);
  const r = (ly % LINE) - GLYPH_TOP;
  if (r < 0 || r >= GLYPH_ROWS) return;
  const left = Math.floor(block.x);
  const right = Math.min(width, left + Math.ceil(block.width));
  // Words: runs of 24..88 px separated by 8 px, seeded per line.
  for (let word = 0, start = 0; start < block.width; word++) {
    const length = 24 + (hash(block.seed, line, word, 1) % 64);
    const salt = hash(block.seed, line, word, r);
    for (let x = 0; x < length && left + start + x < right; x++) {
      if ((x * 5 + r * 3 + salt) % 7 < 3) words[rowStart + left + start + x] = ink;
    }
    start += length + 8;
  }
}

function coverage(lo: number, hi: number, p: number): number {
  return Math.max(0, Math.min(hi, p + 1) - Math.max(lo, p));
}

function word([r, g, b]: Rgb): number {
  // Little-endian: the first byte of a pixel is the low byte of its word.
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** Paints rows [y0, y0 + rows) of the page into an RGBA buffer. */
export function renderRows(page: SyntheticPage, y0: number, rows: number): Uint8Array {
  if (page.repeatRows?.length) return renderRepeated(page, page.repeatRows, y0, rows);
  const { width } = page;
  const out = new Uint8Array(width * rows * 4);
  const words = new Uint32Array(out.buffer);
  words.fill(word(page.background ?? [255, 255, 255]));
  for (const block of page.blocks) {
    const top = Math.max(y0, Math.floor(block.y));
    const bottom = Math.min(y0 + rows, Math.ceil(block.y + block.height));
    const left = Math.max(0, Math.floor(block.x));
    const right = Math.min(width, Math.ceil(block.x + block.width));
    const ink = word(block.color ?? [33, 37, 41]);
    for (let y = top; y < bottom; y++) {
      const ly = y - Math.floor(block.y);
      if (block.kind === 'text') {
        paintTextRow(words, (y - y0) * width, block, ly, width, ink);
        continue;
      }
      for (let x = left; x < right; x++) {
        const at = (y - y0) * width + x;
        const lx = x - Math.floor(block.x);
        if (block.kind === 'image') {
          const h = hash(block.seed, lx >> 3, ly >> 3, 7);
          words[at] = word([
            (lx * 2 + (h & 63)) & 255,
            (ly + ((h >> 8) & 63)) & 255,
            (block.seed * 40 + ((h >> 16) & 63)) & 255,
          ]);
        } else {
          const alpha =
            coverage(block.x, block.x + block.width, x) * coverage(block.y, block.y + block.height, y);
          const [r, g, b] = block.color ?? [20, 60, 160];
          for (const [c, value] of [r, g, b].entries()) {
            out[at * 4 + c] = Math.round(out[at * 4 + c]! * (1 - alpha) + value * alpha);
          }
        }
      }
    }
  }
  if (page.drift) {
    for (let i = 0; i < out.length; i++) {
      if (i % 4 !== 3) out[i] = Math.max(0, Math.min(255, out[i]! + page.drift));
    }
  }
  return out;
}

function renderRepeated(page: SyntheticPage, repeats: number[], y0: number, rows: number): Uint8Array {
  const plain = { ...page, repeatRows: undefined };
  const out = new Uint8Array(page.width * rows * 4);
  for (let r = 0; r < rows; r++) {
    const y = y0 + r;
    // Each repeated row at or above y shifts the source up by one; a repeated row itself shows the row above.
    const source = y - repeats.filter((repeat) => repeat <= y).length;
    out.set(renderRows(plain, source, 1), r * page.width * 4);
  }
  return out;
}

/** Renders the page into PNG tiles of `tileHeight` rows under `dir` (`${name}-<i>.png`). */
export async function writeTiles(
  page: SyntheticPage,
  dir: string,
  name: string,
  tileHeight = 1000,
): Promise<TiledCapture> {
  await mkdir(dir, { recursive: true });
  const tiles: TiledCapture['tiles'] = [];
  for (let y = 0, i = 0; y < page.height; y += tileHeight, i++) {
    const height = Math.min(tileHeight, page.height - y);
    const png = new PNG({ width: page.width, height });
    png.data = Buffer.from(renderRows(page, y, height).buffer);
    const file = join(dir, `${name}-${i}.png`);
    await writeFile(file, PNG.sync.write(png, { deflateLevel: 1, filterType: 1 }));
    tiles.push({ y, height, file });
  }
  return { width: page.width, height: page.height, tiles, headings: page.headings };
}
