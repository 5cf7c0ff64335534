import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HashedFileState } from '../../../src/export/hashing-file-writer.js';
import { HashingFileWriter } from '../../../src/export/hashing-file-writer.js';
import { removeDir, sha256, tempDir } from '../../support/export-fixtures.js';

const LIMITS = { batchBytes: 64 * 1024, batches: 3, pieceBytes: 16 * 1024 };
let dir: string;
let fd: number | undefined;

beforeEach(async () => {
  dir = await tempDir('docs-ci-writer-');
});
afterEach(async () => {
  if (fd !== undefined) closeSync(fd);
  fd = undefined;
  await removeDir(dir);
});

function open(): { writer: HashingFileWriter; state: HashedFileState; path: string } {
  const path = join(dir, 'out.bin');
  fd = openSync(path, 'w');
  const state: HashedFileState = { hash: createHash('sha256'), bytes: 0 };
  return { writer: new HashingFileWriter(fd, state, LIMITS), state, path };
}

/** Writes `data` in pieces of `piece` bytes, waiting whenever the writer asks to. */
async function writeAll(writer: HashingFileWriter, data: Buffer, piece: number): Promise<number> {
  let holds = 0;
  for (let offset = 0; offset < data.length; offset += piece) {
    if (!writer.write(data.subarray(offset, offset + piece))) {
      holds += 1;
      await new Promise<void>((resume, fail) =>
        writer.whenWritable((error) => (error ? fail(error) : resume())),
      );
    }
  }
  return holds;
}

describe('HashingFileWriter', () => {
  it('writes every byte in order and hashes exactly the file', async () => {
    const { writer, state, path } = open();
    const data = randomBytes(1_000_003);
    const holds = await writeAll(writer, data, 16 * 1024);
    await writer.flush();
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(state.bytes).toBe(data.length);
    expect(state.hash.digest('hex')).toBe(sha256(data));
    // 1 MB through a 192 KiB pool faster than the disk: the writer held the producer back.
    expect(holds).toBeGreaterThan(0);
  });

  it('keeps the hash equal to the bytes on disk at every flush (what a resume relies on)', async () => {
    const { writer, state, path } = open();
    const data = randomBytes(300_000);
    for (const end of [1, 70_000, 70_001, 300_000]) {
      await writeAll(writer, data.subarray(state.bytes, end), 5_000);
      await writer.flush();
      expect(state.bytes).toBe(end);
      expect(state.hash.copy().digest('hex')).toBe(sha256(readFileSync(path)));
    }
  });

  it('takes pieces larger than a batch, and more than it asked for, without losing any', async () => {
    const { writer, state, path } = open();
    const data = randomBytes(500_000);
    // Ignores every false return: the writer must stay correct, if over its memory budget.
    for (let offset = 0; offset < data.length; offset += 100_000)
      writer.write(data.subarray(offset, offset + 100_000));
    await writer.flush();
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(state.hash.digest('hex')).toBe(sha256(data));
  });

  it('reports a failed write to the producer and to flush, and takes nothing more', async () => {
    const { path } = open();
    const readOnly = openSync(path, 'r'); // every write fails with EBADF
    const state: HashedFileState = { hash: createHash('sha256'), bytes: 0 };
    const writer = new HashingFileWriter(readOnly, state, LIMITS);
    const errors: (Error | undefined)[] = [];
    writer.write(randomBytes(1000));
    await expect(writer.flush()).rejects.toMatchObject({ code: 'EBADF' });
    expect(writer.write(randomBytes(10))).toBe(false);
    writer.whenWritable((error) => errors.push(error));
    expect(errors).toEqual([expect.objectContaining({ code: 'EBADF' })]);
    expect(state.bytes).toBe(0);
    closeSync(readOnly);
  });

  it('takes reads that landed in the memory it lent without copying, mixed with copied pieces', async () => {
    const { writer, state, path } = open();
    const data = randomBytes(2_000_000);
    let random = 7;
    const next = (below: number) => {
      random = (random * 48271) % 2147483647;
      return random % below;
    };
    let at = 0;
    let inPlace = 0;
    while (at < data.length) {
      const lent = writer.receiveBuffer();
      const size = Math.min(1 + next(20_000), data.length - at);
      let piece: Buffer;
      if (lent && next(4) > 0) {
        // A socket read into the lent memory (sometimes less than it could take).
        const taken = Math.min(size, lent.length);
        data.copy(lent, 0, at, at + taken);
        piece = lent.subarray(0, taken);
        const before = writer.receiveBuffer();
        inPlace += 1;
        // Asking again without a read lends the same place: nothing moved.
        expect(before?.byteOffset).toBe(lent.byteOffset);
      } else {
        // A piece from elsewhere (the bytes that came with the head, or another transport).
        piece = Buffer.from(data.subarray(at, at + size));
      }
      at += piece.length;
      if (!writer.write(piece)) {
        await new Promise<void>((resume, fail) =>
          writer.whenWritable((error) => (error ? fail(error) : resume())),
        );
      }
    }
    await writer.flush();
    expect(inPlace).toBeGreaterThan(50);
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(state.bytes).toBe(data.length);
    expect(state.hash.digest('hex')).toBe(sha256(data));
  });

  it('advances in place: the next lent memory starts where the read ended', async () => {
    const { writer, path } = open();
    // A write in flight: the filling batch then waits for more instead of going to disk at once.
    writer.write(Buffer.alloc(10, 0));
    const first = writer.receiveBuffer() as Buffer;
    first.fill(1, 0, 1000);
    expect(writer.write(first.subarray(0, 1000))).toBe(true);
    const second = writer.receiveBuffer() as Buffer;
    expect(second.buffer === first.buffer).toBe(true);
    expect(second.byteOffset).toBe(first.byteOffset + 1000);
    // A copied piece never goes where a read may still land: it starts another batch.
    writer.write(Buffer.alloc(10, 2));
    const third = writer.receiveBuffer() as Buffer;
    expect(third.buffer === first.buffer).toBe(false);
    await writer.flush();
    expect(readFileSync(path)).toEqual(
      Buffer.concat([Buffer.alloc(10, 0), Buffer.alloc(1000, 1), Buffer.alloc(10, 2)]),
    );
  });
});
