import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { TiledCapture } from '../../src/visual/types.js';

/** The bytes of every band of a capture, joined: equal bytes are equal pixels. */
export async function captureBytes(capture: TiledCapture): Promise<Buffer> {
  return Buffer.concat(await Promise.all(capture.tiles.map((tile) => readFile(tile.file))));
}

/** The RGB of one pixel of a band. */
export async function pixelOf(file: string, x: number, y: number): Promise<[number, number, number]> {
  const png = PNG.sync.read(await readFile(file));
  const at = (y * png.width + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

/** Whether a band holds a pixel of this colour (within a small tolerance). */
export async function holdsColour(file: string, rgb: [number, number, number]): Promise<boolean> {
  const png = PNG.sync.read(await readFile(file));
  for (let at = 0; at < png.data.length; at += 4)
    if (
      Math.abs(png.data[at]! - rgb[0]) < 8 &&
      Math.abs(png.data[at + 1]! - rgb[1]) < 8 &&
      Math.abs(png.data[at + 2]! - rgb[2]) < 8
    )
      return true;
  return false;
}
