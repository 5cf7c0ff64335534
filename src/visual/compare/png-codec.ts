/**
 * A PNG decoder and encoder for what screenshots are: 8-bit RGB or RGBA, not interlaced. pngjs maps
 * every pixel through a generic per-pixel function: half a second for a 1280 x 4096 tile, read two
 * or three times a page; zlib plus one tight unfilter loop is about five times faster. Anything else
 * (palette, 16-bit, interlaced) goes to pngjs.
 */
import { crc32, createInflate, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, starting on a 4-byte boundary. */
  data: Uint8Array;
}

interface Header {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA). */
  channels: number;
  /** The compressed image data (the IDAT chunks). */
  idat: Buffer[];
}

/** The header and image data of a screenshot-kind PNG, or null for another kind. */
function readHeader(file: Buffer): Header | null {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  const colorType = file[25];
  if (file[24] !== 8 || (colorType !== 2 && colorType !== 6) || file[28] !== 0) return null;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return {
    width: file.readUInt32BE(16),
    height: file.readUInt32BE(20),
    channels: colorType === 6 ? 4 : 3,
    idat,
  };
}

/**
 * Decodes a PNG into RGBA, inflating it as a stream: rows are restored one by one as the inflated bytes
 * arrive, straight into the pixels, so that no inflated copy of the tile is ever held (a 1280 x 4096
 * tile would be 21 MB more, and glibc keeps such freed blocks in the process). `into`, when given and
 * of the right size (width x height x 4), receives the pixels instead of a new buffer: a reader that
 * decodes tile after tile reuses one.
 */
export async function decodePng(file: Buffer, into?: Uint8Array): Promise<DecodedPng> {
  const header = readHeader(file);
  if (!header) return viaPngjs(file);
  const { width, height, channels, idat } = header;
  const stride = width * channels;
  const size = width * height * 4;
  const data = into && into.length === size ? into : new Uint8Array(size);
  let current = new Uint8Array(stride + 1);
  let previous = new Uint8Array(stride + 1);
  let filled = 0;
  let y = 0;
  const take = (chunk: Buffer) => {
    for (let offset = 0; offset < chunk.length && y < height;) {
      const n = Math.min(stride + 1 - filled, chunk.length - offset);
      current.set(chunk.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled <= stride) continue;
      unfilterRow(current, previous, stride, channels);
      writeRow(current, data, y * width * 4, width, channels);
      [current, previous] = [previous, current];
      filled = 0;
      y++;
    }
  };
  await new Promise<void>((resolve, reject) => {
    const inflater = createInflate({ chunkSize: 256 * 1024 });
    inflater.on('data', take);
    inflater.on('end', resolve);
    inflater.on('error', reject);
    for (const part of idat) inflater.write(part);
    inflater.end();
  });
  if (y < height) throw new Error('PNG data is shorter than its size says');
  return { width, height, data };
}

/** Whether this machine stores a Uint32 with its lowest byte first (x86 and ARM as run do). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Copies a restored row (after its filter byte) into RGBA pixels. */
function writeRow(row: Uint8Array, data: Uint8Array, at: number, width: number, channels: number): void {
  if (channels === 4) {
    data.set(row.subarray(1, 1 + width * 4), at);
    return;
  }
  if (LITTLE_ENDIAN && at % 4 === 0 && data.byteOffset % 4 === 0) {
    // One 32-bit store a pixel: R | G << 8 | B << 16 | 255 << 24 is R, G, B, 255 in memory.
    const words = new Uint32Array(data.buffer, data.byteOffset + at, width);
    for (let x = 0, i = 1; x < width; x++, i += 3)
      words[x] = (row[i]! | (row[i + 1]! << 8) | (row[i + 2]! << 16) | 0xff000000) >>> 0;
    return;
  }
  for (let i = 1, j = at, end = 1 + width * 3; i < end; i += 3, j += 4) {
    data[j] = row[i]!;
    data[j + 1] = row[i + 1]!;
    data[j + 2] = row[i + 2]!;
    data[j + 3] = 255;
  }
}

/**
 * Restores one row in place (`row[0]` is its filter byte) from the row above, already restored (all
 * zeros above the first row, as the format says). The first pixel, which has no left neighbour, is
 * restored apart, so that the loops over the rest have no branch.
 */
function unfilterRow(row: Uint8Array, above: Uint8Array, stride: number, bpp: number): void {
  const filter = row[0];
  const first = Math.min(stride, bpp);
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = 1 + bpp; i <= stride; i++) row[i] = (row[i]! + row[i - bpp]!) & 255;
      return;
    case 2:
      for (let i = 1; i <= stride; i++) row[i] = (row[i]! + above[i]!) & 255;
      return;
    case 3:
      for (let i = 1; i <= first; i++) row[i] = (row[i]! + (above[i]! >> 1)) & 255;
      for (let i = 1 + bpp; i <= stride; i++) row[i] = (row[i]! + ((row[i - bpp]! + above[i]!) >> 1)) & 255;
      return;
    case 4:
      // Paeth with no left and no corner is the byte above.
      for (let i = 1; i <= first; i++) row[i] = (row[i]! + above[i]!) & 255;
      for (let i = 1 + bpp; i <= stride; i++) {
        const a = row[i - bpp]!;
        const b = above[i]!;
        const c = above[i - bpp]!;
        const p = a + b - c;
        const pa = p > a ? p - a : a - p;
        const pb = p > b ? p - b : b - p;
        const pc = p > c ? p - c : c - p;
        row[i] = (row[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
      return;
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
}

function viaPngjs(file: Buffer): DecodedPng {
  const png = PNG.sync.read(file);
  const data =
    png.data.byteOffset % 4 === 0
      ? new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length)
      : new Uint8Array(png.data);
  return { width: png.width, height: png.height, data };
}

/**
 * Encodes RGBA as an 8-bit PNG, RGB when every pixel is opaque (screenshots are), each row with the
 * Sub filter (each byte minus the one a pixel to its left: flat areas become zeros).
 */
export function encodePng(image: DecodedPng, level = 6): Buffer {
  const { width, height, data } = image;
  let opaque = true;
  for (let i = 3; i < width * height * 4; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1;
    let prev = row + 1;
    for (let x = 0, src = y * width * 4; x < width; x++, src += 4) {
      for (let c = 0; c < channels; c++) {
        const value = data[src + c]!;
        const left = x > 0 ? data[src + c - 4]! : 0;
        raw[prev++] = (value - left) & 255;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
