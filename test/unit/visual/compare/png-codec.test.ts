import { PNG } from 'pngjs';
import { decodePng, encodePng } from '../../../../src/visual/compare/png-codec.js';

/** A small image with flat areas, gradients and noise, opaque or not. */
function sample(width: number, height: number, opaque: boolean): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data[at] = x < width / 2 ? 250 : (x * 7) & 255;
      data[at + 1] = (y * 13 + x) & 255;
      data[at + 2] = (x * y * 31) & 255;
      data[at + 3] = opaque ? 255 : (x * 3 + y) & 255;
    }
  }
  return data;
}

function withPngjs(data: Uint8Array, width: number, height: number, options: object): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data);
  return PNG.sync.write(png, options);
}

describe('PNG codec', () => {
  it.each([
    ['RGBA, every filter', { filterType: -1 }, false],
    ['RGBA, Paeth', { filterType: 4 }, false],
    ['RGBA, Average', { filterType: 3 }, false],
    ['RGB, every filter', { colorType: 2, filterType: -1 }, true],
    ['RGB, Paeth', { colorType: 2, filterType: 4 }, true],
    ['RGB, Average', { colorType: 2, filterType: 3 }, true],
    ['RGB, Up', { colorType: 2, filterType: 2 }, true],
    ['RGB, none', { colorType: 2, filterType: 0 }, true],
  ])('decodes what pngjs writes (%s)', async (_name, options, opaque) => {
    const data = sample(37, 23, opaque);
    const decoded = await decodePng(withPngjs(data, 37, 23, options));
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(data))).toBe(true);
    expect(decoded.data.byteOffset % 4).toBe(0);
  });

  it('decodes other kinds (here greyscale) through pngjs', async () => {
    const data = sample(16, 8, true);
    for (let i = 0; i < data.length; i += 4) data[i + 1] = data[i + 2] = data[i]!;
    const file = withPngjs(data, 16, 8, { colorType: 0 });
    expect(file[25]).toBe(0);
    expect(Buffer.from((await decodePng(file)).data).equals(Buffer.from(data))).toBe(true);
  });

  it.each([true, false])('writes a PNG that pngjs reads back unchanged (opaque: %s)', (opaque) => {
    const data = sample(41, 19, opaque);
    const file = encodePng({ width: 41, height: 19, data });
    const read = PNG.sync.read(file);
    expect([read.width, read.height]).toEqual([41, 19]);
    expect(read.data.equals(Buffer.from(data))).toBe(true);
    // Opaque images are written as RGB: colour type 2 in the header.
    expect(file[25]).toBe(opaque ? 2 : 6);
  });

  it('refuses what is not a PNG', async () => {
    await expect(decodePng(Buffer.from('GIF89a........................'))).rejects.toThrow(/not a PNG/);
  });
});
