import pixelmatch from 'pixelmatch';
import type { TileReader } from './tile-reader.js';

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { abs, floor } = Math;

/** A rectangle as half-open ranges [x0, x1) x [y0, y1). */
export interface Span {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface PixelCompareOptions {
  /** pixelmatch's threshold (OKLab distance, 0..1): below it two pixels are the same colour. */
  threshold: number;
  /** Changed pixels closer than this (px) belong to one group. */
  gap: number;
}

/** Rows compared at once: 256 rows of 1280 px are 1.3 MB a side. */
const BAND_ROWS = 256;
const CELL = 8;

/**
 * Compares rows [ya, ya + height) of one capture with rows [yb, yb + height) of the other, band by band,
 * with pixelmatch's anti-aliasing detection (anti-aliased pixels are not changes) and groups the changed
 * pixels into boxes relative to the compared rows. Each band carries one row of context above and below,
 * so that anti-aliasing is judged with the neighbours a whole-image comparison would see.
 */
export async function changedSpans(
  a: TileReader,
  ya: number,
  b: TileReader,
  yb: number,
  height: number,
  options: PixelCompareOptions,
): Promise<{ spans: Span[]; pixels: number }> {
  const width = a.width;
  const grid = new ChangeGrid(width, height);
  let pixels = 0;
  const bandBytes = (BAND_ROWS + 2) * width * 4;
  const buffers = {
    first: new Uint8Array(bandBytes),
    second: new Uint8Array(bandBytes),
    output: new Uint8Array(bandBytes),
  };
  for (let start = 0; start < height; start += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, height - start);
    const above = Math.min(1, ya + start, yb + start);
    const below = Math.min(1, a.height - (ya + start + rows), b.height - (yb + start + rows));
    const count = above + rows + Math.max(0, below);
    const first = await a.readRows(ya + start - above, count, { into: buffers.first });
    const second = await b.readRows(yb + start - above, count, { into: buffers.second });
    const output = buffers.output.subarray(0, first.length).fill(0);
    const found = pixelmatch(first, second, output, width, count, {
      threshold: options.threshold,
      includeAA: false,
      diffMask: true,
    });
    if (found === 0) continue;
    for (let r = above; r < above + rows; r++) {
      const rowStart = r * width * 4;
      for (let x = 0; x < width; x++) {
        if (output[rowStart + x * 4 + 3] !== 0) {
          grid.mark(x, start + r - above);
          pixels++;
        }
      }
    }
  }
  return { spans: grid.groups(options.gap), pixels };
}

/**
 * Changed pixels on a grid of 8 px cells (each cell keeps the exact bounds of its pixels), grouped into
 * connected groups where cells closer than `gap` touch.
 */
export class ChangeGrid {
  private readonly columns: number;
  private readonly rows: number;
  private readonly bounds: Int32Array;
  private readonly marked: Uint8Array;
  private readonly markedCells: number[] = [];

  constructor(width: number, height: number) {
    this.columns = Math.max(1, Math.ceil(width / CELL));
    this.rows = Math.max(1, Math.ceil(height / CELL));
    this.marked = new Uint8Array(this.columns * this.rows);
    this.bounds = new Int32Array(this.columns * this.rows * 4);
  }

  mark(x: number, y: number): void {
    const cell = floor(y / CELL) * this.columns + floor(x / CELL);
    const at = cell * 4;
    if (this.marked[cell] === 0) {
      this.marked[cell] = 1;
      this.markedCells.push(cell);
      this.bounds.set([x, x + 1, y, y + 1], at);
      return;
    }
    const b = this.bounds;
    if (x < b[at]!) b[at] = x;
    if (x + 1 > b[at + 1]!) b[at + 1] = x + 1;
    if (y < b[at + 2]!) b[at + 2] = y;
    if (y + 1 > b[at + 3]!) b[at + 3] = y + 1;
  }

  groups(gap: number): Span[] {
    const reach = Math.max(1, Math.ceil(gap / CELL));
    const visited = new Uint8Array(this.marked.length);
    const spans: Span[] = [];
    for (const seed of this.markedCells) {
      if (visited[seed] === 1) continue;
      visited[seed] = 1;
      const span = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
      const queue = [seed];
      while (queue.length > 0) {
        const cell = queue.pop()!;
        this.extend(span, cell);
        const cx = cell % this.columns;
        const cy = floor(cell / this.columns);
        for (let ny = Math.max(0, cy - reach); ny <= Math.min(this.rows - 1, cy + reach); ny++) {
          for (let nx = Math.max(0, cx - reach); nx <= Math.min(this.columns - 1, cx + reach); nx++) {
            const next = ny * this.columns + nx;
            if (this.marked[next] === 1 && visited[next] === 0) {
              visited[next] = 1;
              queue.push(next);
            }
          }
        }
      }
      spans.push(span);
    }
    return spans;
  }

  private extend(span: Span, cell: number): void {
    const at = cell * 4;
    span.x0 = Math.min(span.x0, this.bounds[at]!);
    span.x1 = Math.max(span.x1, this.bounds[at + 1]!);
    span.y0 = Math.min(span.y0, this.bounds[at + 2]!);
    span.y1 = Math.max(span.y1, this.bounds[at + 3]!);
  }
}

/**
 * The columns where rows [y, y + height) differ from a reference row (the row just outside the band,
 * usually the page's background there), and the first and last rows that differ from it at all: the
 * content of an inserted or removed band, without its blank margins. Null when every row equals it.
 */
export async function contentSpan(reader: TileReader, y: number, height: number): Promise<Span | null> {
  const referenceRow = y > 0 ? y - 1 : y + height < reader.height ? y + height : -1;
  const width = reader.width;
  const reference = referenceRow >= 0 ? await reader.readRows(referenceRow, 1) : null;
  const span = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
  const into = new Uint8Array(Math.min(BAND_ROWS, height) * width * 4);
  for (let start = 0; start < height; start += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, height - start);
    const band = await reader.readRows(y + start, rows, { into });
    for (let r = 0; r < rows; r++) {
      const at = r * width * 4;
      let rowDiffers = false;
      for (let x = 0; x < width; x++) {
        const p = at + x * 4;
        if (reference ? !samePixel(band, p, reference, x * 4) : true) {
          rowDiffers = true;
          if (x < span.x0) span.x0 = x;
          if (x + 1 > span.x1) span.x1 = x + 1;
        }
      }
      if (rowDiffers) {
        span.y0 = Math.min(span.y0, start + r);
        span.y1 = Math.max(span.y1, start + r + 1);
      }
    }
  }
  return span.x1 > span.x0 ? span : null;
}

/**
 * Whether rows [yb, yb + height) x [x0, x1) of the second capture match the first capture's rows at
 * [ya + d, ...) for a small vertical offset d: content that moved by a pixel or two against its
 * surroundings (a rounding of a fractional layout shift, a sticky column's edge breaking the row
 * pairing) is moved, not changed.
 */
export async function matchesShifted(
  a: TileReader,
  ya: number,
  b: TileReader,
  yb: number,
  height: number,
  columns: [number, number],
  options: { threshold: number; maxShift: number },
): Promise<boolean> {
  const [x0, x1] = columns;
  const width = x1 - x0;
  const second = await b.readRows(yb, height, { x0, x1 });
  for (let d = 1; d <= options.maxShift; d++) {
    for (const shift of [-d, d]) {
      if (ya + shift < 0 || ya + shift + height > a.height) continue;
      const first = await a.readRows(ya + shift, height, { x0, x1 });
      const found = pixelmatch(first, second, null, width, height, {
        threshold: options.threshold,
        includeAA: false,
      });
      if (found === 0) return true;
    }
  }
  return false;
}

/** Whether each row of [y, y + count) equals (but for drift) the row above it or the row below it. */
export async function repeatsNeighbours(reader: TileReader, y: number, count: number): Promise<boolean> {
  if (y <= 0 && y + count >= reader.height) return false;
  const rows = await reader.readRows(y - 1, count + 2);
  const rowBytes = reader.width * 4;
  const sameRows = (p: number, q: number) => {
    if (p + y - 1 < 0 || q + y - 1 < 0 || p + y - 1 >= reader.height || q + y - 1 >= reader.height)
      return false;
    for (let x = 0; x < rowBytes; x += 4) {
      if (!samePixel(rows, p * rowBytes + x, rows, q * rowBytes + x)) return false;
    }
    return true;
  };
  for (let r = 1; r <= count; r++) {
    if (!sameRows(r, r - 1) && !sameRows(r, r + 1)) return false;
  }
  return true;
}

/** Equal but for a drift no one sees (each channel within 8 levels). */
function samePixel(a: Uint8Array, at: number, b: Uint8Array, bt: number): boolean {
  return (
    abs(a[at]! - b[bt]!) <= 8 &&
    abs(a[at + 1]! - b[bt + 1]!) <= 8 &&
    abs(a[at + 2]! - b[bt + 2]!) <= 8 &&
    abs(a[at + 3]! - b[bt + 3]!) <= 8
  );
}
