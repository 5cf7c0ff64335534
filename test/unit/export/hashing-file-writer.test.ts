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
});
