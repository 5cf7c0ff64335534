/**
 * A PNG decoder and encoder for what screenshots are: 8-bit RGB or RGBA, not interlaced. pngjs maps
 * every pixel through a generic per-pixel function: half a second for a 1280 x 4096 tile, read two
 * or three times a page; zlib plus one tight unfilter loop is about five times faster. Anything else
 * (palette, 16-bit, interlaced) goes to pngjs.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, starting on a 4-byte boundary. */
  data: Uint8Array;
}

export function decodePng(file: Buffer): DecodedPng {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const depth = file[24];
  const colorType = file[25];
  const interlace = file[28];
  if (depth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) return viaPngjs(file);
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) throw new Error('PNG data is shorter than its size says');
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++)
    unfilterRow(raw, y * (stride + 1), rows, y * stride, stride, channels, y > 0);
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i]!;
    data[j + 1] = rows[i + 1]!;
    data[j + 2] = rows[i + 2]!;
    data[j + 3] = 255;
  }
  return { width, height, data };
}

function unfilterRow(
  raw: Uint8Array,
  from: number,
  out: Uint8Array,
  at: number,
  stride: number,
  bpp: number,
  hasAbove: boolean,
): void {
  const filter = raw[from]!;
  const src = from + 1;
  const up = at - stride;
  switch (filter) {
    case 0:
      out.set(raw.subarray(src, src + stride), at);
      return;
    case 1:
      for (let i = 0; i < stride; i++)
        out[at + i] = (raw[src + i]! + (i >= bpp ? out[at + i - bpp]! : 0)) & 255;
      return;
    case 2:
      for (let i = 0; i < stride; i++) out[at + i] = (raw[src + i]! + (hasAbove ? out[up + i]! : 0)) & 255;
      return;
    case 3:
      for (let i = 0; i < stride; i++) {
        const left = i >= bpp ? out[at + i - bpp]! : 0;
        const above = hasAbove ? out[up + i]! : 0;
        out[at + i] = (raw[src + i]! + ((left + above) >> 1)) & 255;
      }
      return;
    case 4:
      for (let i = 0; i < stride; i++) {
        const left = i >= bpp ? out[at + i - bpp]! : 0;
        const above = hasAbove ? out[up + i]! : 0;
        const corner = hasAbove && i >= bpp ? out[up + i - bpp]! : 0;
        out[at + i] = (raw[src + i]! + paeth(left, above, corner)) & 255;
      }
      return;
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
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
