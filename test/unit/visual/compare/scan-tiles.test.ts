import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { movedInRows, movingRegions, writeWholeImage } from '../../../../src/visual/compare/index.js';
import { decodePng, encodePng } from '../../../../src/visual/compare/png-codec.js';
import { downscale } from '../../../../src/visual/compare/png-io.js';
import { rowHashes } from '../../../../src/visual/compare/tile-reader.js';
import type { TiledCapture } from '../../../../src/visual/types.js';

// In-process on purpose (small images): jest's vm is slow for pixels, not for a few thousand of them.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-scan-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Pixels whose 2 x 2 sums land on every remainder, so that rounding shows. */
function noisy(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = (i % 4 === 3 ? 255 : (i * 2654435761) >>> 24) & 255;
  return data;
}

/** The image cut into tiles of the given heights, written as PNGs. */
async function tiled(
  name: string,
  width: number,
  data: Uint8Array,
  heights: number[],
): Promise<TiledCapture> {
  const tiles: TiledCapture['tiles'] = [];
  let y = 0;
  for (const [index, height] of heights.entries()) {
    const file = join(dir, `${name}-${index}.png`);
    const part = data.subarray(y * width * 4, (y + height) * width * 4);
    await writeFile(file, encodePng({ width, height, data: part }));
    tiles.push({ y, height, file });
    y += height;
  }
  return { width, height: y, tiles };
}

describe('reading a capture once', () => {
  it('scales 1280 px to 640 px exactly as the general box filter does, across tile borders and odd heights', async () => {
    const width = 1280;
    const data = noisy(width, 33);
    // Rows 20 and 21 make one row of the half-size image but sit in two tiles.
    const capture = await tiled('halved', width, data, [21, 12]);
    const file = join(dir, 'halved-whole.png');
    const whole = await writeWholeImage(capture, file, { maxWidth: 640 });
    expect([whole.width, whole.height, whole.scale]).toEqual([640, 17, 0.5]);
    const written = await decodePng(await readFile(file));
    const expected = downscale({ width, height: 33, data }, 640);
    expect(Buffer.from(written.data).equals(Buffer.from(expected.data))).toBe(true);
  });

  it('keeps the row hashes it read for the whole image: the comparison reads no tile again', async () => {
    const data = noisy(64, 30);
    const capture = await tiled('hashes', 64, data, [16, 14]);
    const fresh = await rowHashes(await tiled('hashes-copy', 64, data, [16, 14]));
    await writeWholeImage(capture, join(dir, 'hashes-whole.png'), { maxWidth: 32 });
    for (const tile of capture.tiles) await rm(tile.file);
    expect(Array.from(await rowHashes(capture))).toEqual(Array.from(fresh));
    // Equal rows, equal hashes; a row differs from the next.
    expect(new Set(fresh).size).toBe(30);
  });

  it('finds nothing moving, without reading a pixel, when every band taken again came back as it was', async () => {
    const capture = await tiled('still', 64, noisy(64, 20), [10, 10]);
    const again: TiledCapture = { ...capture, tiles: [...capture.tiles] };
    for (const tile of capture.tiles) await rm(tile.file);
    expect(await movingRegions(capture, again)).toEqual([]);
  });

  it('finds what moved in rows shot again, with the moving margin; none when they are as they were', async () => {
    const data = noisy(64, 40);
    const capture = await tiled('peek', 64, data, [16, 24]);
    const shot = (top: number, bottom: number, pixels = data) =>
      encodePng({ width: 64, height: bottom - top, data: pixels.subarray(top * 256, bottom * 256) });
    const both: Array<[number, number]> = [
      [10, 30],
      [35, 40],
    ];
    // Rows 10-30 cross the border of the two tiles.
    expect(await movedInRows(capture, both, [shot(10, 30), shot(35, 40)])).toEqual([]);
    const moved = data.slice();
    // Pixel (2, 20) and pixel (40, 22): one box (rows closer than 24 are one), 16 px around it.
    moved[20 * 256 + 8] = (moved[20 * 256 + 8]! + 1) & 255;
    moved[22 * 256 + 160] = (moved[22 * 256 + 160]! + 1) & 255;
    expect(await movedInRows(capture, both, [shot(10, 30, moved), shot(35, 40)])).toEqual([
      { x: 0, y: 4, width: 57, height: 35 },
    ]);
    expect(await movedInRows(capture, [[10, 30]], [shot(10, 29)])).toBeNull();
    expect(await movedInRows(capture, [[10, 30]], [])).toBeNull();
  });
});
