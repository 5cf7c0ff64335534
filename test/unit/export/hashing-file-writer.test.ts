import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { HashedFileState, WriteAt } from '../../../src/export/hashing-file-writer.js';
import { HashingFileWriter } from '../../../src/export/hashing-file-writer.js';
import type { PieceHasher } from '../../../src/export/piece-hasher.js';
import { InlineSha256 } from '../../../src/export/piece-hasher.js';
import { Sha256OnThread } from '../../../src/export/sha256-on-thread.js';
import { removeDir, sha256, tempDir } from '../../support/export-fixtures.js';

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

function open(
  writeAt?: WriteAt,
  hasher: PieceHasher = new InlineSha256(),
): {
  writer: HashingFileWriter;
  state: HashedFileState;
  path: string;
  tapped: Buffer[];
} {
  const path = join(dir, 'out.bin');
  fd = openSync(path, 'w');
  const tapped: Buffer[] = [];
  const state: HashedFileState = {
    bytes: 0,
    tap: { push: (bytes) => tapped.push(Buffer.from(bytes)) },
  };
  return { writer: new HashingFileWriter(fd, state, hasher, writeAt), state, path, tapped };
}

describe('HashingFileWriter', () => {
  it('writes every byte in order, hashes exactly the file and taps the same bytes', async () => {
    const { writer, state, path, tapped } = open();
    const data = randomBytes(1_000_003);
    for (
      let offset = 0, piece = 1;
      offset < data.length;
      offset += piece, piece = (piece * 7) % 300_000 || 1
    ) {
      expect(writer.write(data.subarray(offset, offset + piece))).toBe(true);
    }
    await writer.flush();
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(state.bytes).toBe(data.length);
    expect(await writer.digest()).toBe(sha256(data));
    expect(Buffer.concat(tapped).equals(data)).toBe(true);
  });

  it('keeps the hash equal to the bytes on disk after every write (what a resume relies on)', () => {
    const hasher = new InlineSha256();
    const { writer, state, path } = open(undefined, hasher);
    const data = randomBytes(300_000);
    for (const end of [1, 70_000, 70_001, 300_000]) {
      writer.write(data.subarray(state.bytes, end));
      expect(state.bytes).toBe(end);
      expect(hasher.peek()).toBe(sha256(readFileSync(path)));
    }
  });

  it('lets the caller reuse its buffer as soon as write returns', async () => {
    const { writer, path, tapped } = open();
    const reused = Buffer.alloc(4096);
    const expected: Buffer[] = [];
    for (let i = 0; i < 5; i++) {
      reused.fill(i + 1);
      expected.push(Buffer.from(reused));
      writer.write(reused);
    }
    const data = Buffer.concat(expected);
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(await writer.digest()).toBe(sha256(data));
    expect(Buffer.concat(tapped).equals(data)).toBe(true);
  });

  it('goes on after a short write, at the right position', async () => {
    let calls = 0;
    // The first call of each piece writes 1000 bytes at most, as a full disk or a signal may cause.
    const shortFirst: WriteAt = (target, bytes, offset, length, position) =>
      writeSync(target, bytes, offset, calls++ % 2 === 0 ? Math.min(length, 1000) : length, position);
    const { writer, state, path } = open(shortFirst);
    const data = randomBytes(50_000);
    writer.write(data.subarray(0, 20_000));
    writer.write(data.subarray(20_000));
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(state.bytes).toBe(data.length);
    expect(await writer.digest()).toBe(sha256(data));
  });

  it('after a failed write: counts what reached the file, reports the error, takes nothing more', async () => {
    const noSpace = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    let calls = 0;
    // 3000 bytes reach the disk, then the disk is full.
    const fillsUp: WriteAt = (target, bytes, offset, length, position) => {
      if (calls++ > 0) throw noSpace;
      return writeSync(target, bytes, offset, Math.min(length, 3000), position);
    };
    const hasher = new InlineSha256();
    const { writer, state, path, tapped } = open(fillsUp, hasher);
    const data = randomBytes(10_000);
    expect(writer.write(data)).toBe(false);
    // The hasher is told of what reached the file only.
    expect(hasher.peek()).toBe(sha256(data.subarray(0, 3000)));
    await expect(writer.flush()).rejects.toBe(noSpace);
    expect(writer.write(randomBytes(10))).toBe(false);
    const errors: (Error | undefined)[] = [];
    writer.whenWritable((error) => errors.push(error));
    expect(errors).toEqual([noSpace]);
    expect(state.bytes).toBe(3000);
    expect(readFileSync(path).equals(data.subarray(0, 3000))).toBe(true);
    // The download ends on it: its hash is not used again.
    expect(Buffer.concat(tapped).equals(data.subarray(0, 3000))).toBe(true);
  });

  it('reports a write to a descriptor that cannot be written (EBADF)', async () => {
    const { path } = open();
    const readOnly = openSync(path, 'r');
    const state: HashedFileState = { bytes: 0 };
    const writer = new HashingFileWriter(readOnly, state);
    expect(writer.write(randomBytes(1000))).toBe(false);
    await expect(writer.flush()).rejects.toMatchObject({ code: 'EBADF' });
    expect(state.bytes).toBe(0);
    closeSync(readOnly);
  });

  it('calls back at once when nothing failed', () => {
    const { writer } = open();
    const calls: (Error | undefined)[] = [];
    writer.whenWritable((error) => calls.push(error));
    expect(calls).toEqual([undefined]);
  });
  it('hashes on the worker thread what it writes, read back from the file, short writes too', async () => {
    let calls = 0;
    const shortEveryThird: WriteAt = (target, bytes, offset, length, position) =>
      writeSync(target, bytes, offset, calls++ % 3 === 0 ? Math.min(length, 777) : length, position);
    const hasher = Sha256OnThread.start(join(dir, 'out.bin'));
    if (!hasher) throw new Error('no worker thread');
    const { writer, state, path } = open(shortEveryThird, hasher);
    const data = randomBytes(3_000_000);
    for (let offset = 0, round = 0; offset < data.length; round++) {
      const piece = data.subarray(offset, offset + 70_000 + round * 1000);
      // The worker never holds the writer back.
      expect(writer.write(piece)).toBe(true);
      offset += piece.length;
    }
    await writer.flush();
    expect(state.bytes).toBe(data.length);
    expect(readFileSync(path).equals(data)).toBe(true);
    expect(await writer.digest()).toBe(sha256(data));
    writer.close();
  });

  it('fails its flush, and asks for no more, when the worker thread fails', async () => {
    const hasher = Sha256OnThread.start(join(dir, 'out.bin'));
    if (!hasher) throw new Error('no worker thread');
    const { writer } = open(undefined, hasher);
    writer.write(randomBytes(1000));
    await (hasher as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await new Promise((done) => setImmediate(done));
    const error = await new Promise<Error | undefined>((done) => writer.whenWritable(done));
    expect(error?.message).toMatch(/^The sha256 thread of the download failed: it exited with code \d+$/);
    await expect(writer.flush()).rejects.toBe(error);
    expect(writer.write(randomBytes(10))).toBe(false);
    await expect(writer.digest()).rejects.toBe(error);
  });
});
