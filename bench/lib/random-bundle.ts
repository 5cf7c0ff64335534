import { createHash, randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header } from 'tar';

const MiB = 1024 * 1024;
const BLOCK = 512;

/** Random (incompressible) tar content: `entries` files filling `tarBytes` exactly. */
function* tarOfRandomFiles(tarBytes: number, entries: number): Generator<Buffer> {
  const perEntry = Math.floor((tarBytes - 2 * BLOCK) / entries / BLOCK) * BLOCK;
  const dataBytes = perEntry - BLOCK;
  for (let i = 0; i < entries; i++) {
    const header = new Header({
      path: `site/assets/blob-${String(i).padStart(2, '0')}.bin`,
      mode: 0o644,
      uid: 0,
      gid: 0,
      size: dataBytes,
      mtime: new Date(0),
      type: 'File',
    });
    header.encode();
    yield Buffer.from(header.block as Buffer);
    for (let left = dataBytes; left > 0;) {
      const chunk = randomFillSync(Buffer.allocUnsafe(Math.min(left, MiB)));
      left -= chunk.length;
      yield chunk;
    }
  }
  yield Buffer.alloc(tarBytes - entries * perEntry);
}

/**
 * Writes a valid .tar.gz of about `bytes` bytes (random content, so gzip stores it: the archive is
 * as large as its content) and returns its size and sha256, computed while writing.
 */
export async function writeRandomTarGz(
  path: string,
  bytes: number,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(
    Readable.from(tarOfRandomFiles(bytes, 16)),
    createGzip({ level: 0 }),
    tap,
    createWriteStream(path),
  );
  return { size, sha256: hash.digest('hex') };
}
