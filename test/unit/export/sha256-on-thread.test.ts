import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sha256OnThread } from '../../../src/export/sha256-on-thread.js';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const hashers: Sha256OnThread[] = [];
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sha256-thread-'));
});

afterEach(() => {
  for (const hasher of hashers.splice(0)) hasher.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(path: string): Sha256OnThread {
  const hasher = Sha256OnThread.start(path);
  if (!hasher) throw new Error('this Node started no worker thread');
  hashers.push(hasher);
  return hasher;
}

/** Writes `data` to `fd` at `at`, then tells the hasher, as HashingFileWriter does. */
function writeAndTell(fd: number, hasher: Sha256OnThread, data: Uint8Array, at: number): boolean {
  let written = 0;
  while (written < data.length) written += writeSync(fd, data, written, data.length - written, at + written);
  return hasher.update(data);
}

/** A deterministic jumble of piece sizes: empty, small, a read of the worker, more than one. */
function pieceSize(i: number): number {
  return [0, 1, 511, 4096, 65_536, 100_003, 262_144, 262_145, 786_439][(i * 7) % 9] ?? 1;
}

describe('Sha256OnThread', () => {
  it('gives the sha256 of the file as written piece by piece, and never asks the writer to wait', async () => {
    const path = join(dir, 'bundle.partial');
    // Started before the file exists, as the download starts it.
    const hasher = start(path);
    const fd = openSync(path, 'w');
    const data = randomBytes(24 * 1024 * 1024);
    let offset = 0;
    for (let i = 0; offset < data.length; i++) {
      const piece = data.subarray(offset, offset + pieceSize(i));
      expect(writeAndTell(fd, hasher, piece, offset)).toBe(true);
      offset += piece.length;
    }
    expect(await hasher.digest()).toBe(sha256(data));
    closeSync(fd);
  });

  it('goes on across writes through another descriptor (a resumed download appends to the same file)', async () => {
    const path = join(dir, 'bundle.partial');
    const hasher = start(path);
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const cut = 1_234_567;
    const first = openSync(path, 'w');
    writeAndTell(first, hasher, data.subarray(0, cut), 0);
    closeSync(first);
    const second = openSync(path, 'r+');
    writeAndTell(second, hasher, data.subarray(cut), cut);
    expect(await hasher.digest()).toBe(sha256(data));
    closeSync(second);
  });

  it('gives the sha256 of nothing when told of nothing (the file need not exist)', async () => {
    expect(await start(join(dir, 'never-written')).digest()).toBe(sha256(Buffer.alloc(0)));
  });

  it('fails, naming the byte, when the file is shorter than what it was told was written', async () => {
    const path = join(dir, 'bundle.partial');
    const hasher = start(path);
    const fd = openSync(path, 'w');
    writeAndTell(fd, hasher, randomBytes(1000), 0);
    ftruncateSync(fd, 10);
    // Told of bytes that never reached the file: the worker finds the file ending first.
    hasher.update(randomBytes(5000));
    await expect(hasher.digest()).rejects.toThrow(
      /^The sha256 thread of the download failed: the file ends at byte (10|1000), before the 6000 bytes written to it$/,
    );
    expect(hasher.update(randomBytes(10))).toBe(false);
    const error = await new Promise<Error | undefined>((done) => hasher.whenReady(done));
    expect(error).toBe(hasher.failure);
    closeSync(fd);
  });

  it('fails when the file cannot be opened', async () => {
    const hasher = start(join(dir, 'missing', 'bundle.partial'));
    hasher.update(randomBytes(10));
    await expect(hasher.digest()).rejects.toThrow(/^The sha256 thread of the download failed: .*ENOENT/);
  });

  it('reports a worker that stopped to whoever waits, and to the digest', async () => {
    const path = join(dir, 'bundle.partial');
    const hasher = start(path);
    await (hasher as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    // The exit event comes after terminate resolves.
    await new Promise((done) => setImmediate(done));
    expect(hasher.failure?.message).toMatch(/^The sha256 thread of the download failed: it exited/);
    expect(hasher.update(randomBytes(10))).toBe(false);
    const error = await new Promise<Error | undefined>((done) => hasher.whenReady(done));
    expect(error).toBe(hasher.failure);
    await expect(hasher.digest()).rejects.toBe(hasher.failure);
  });

  it('rejects a digest it is waiting for when closed, and takes nothing more', async () => {
    const path = join(dir, 'bundle.partial');
    const hasher = start(path);
    const fd = openSync(path, 'w');
    writeAndTell(fd, hasher, randomBytes(8 * 1024 * 1024), 0);
    const digest = hasher.digest();
    hasher.close();
    await expect(digest).rejects.toThrow(/closed/);
    expect(hasher.update(randomBytes(10))).toBe(false);
    await expect(hasher.digest()).rejects.toThrow(/closed/);
    closeSync(fd);
  });

  it('closes the descriptor it read the file through once closed, after a digest or in the middle', async () => {
    if (!existsSync('/proc/self/fd')) return;
    /** Descriptors of this process open on `path`. */
    const openOn = (path: string) =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === path;
        } catch {
          return false;
        }
      });
    for (const digestFirst of [true, false]) {
      const path = join(dir, `bundle-${digestFirst}.partial`);
      const hasher = start(path);
      const fd = openSync(path, 'w');
      writeAndTell(fd, hasher, randomBytes(4 * 1024 * 1024), 0);
      closeSync(fd);
      if (digestFirst) await hasher.digest();
      expect(openOn(path)).toHaveLength(1);
      hasher.close();
      // terminate() resolves once the worker has stopped; the descriptor is closed after that.
      for (let i = 0; i < 100 && openOn(path).length > 0; i++)
        await new Promise((done) => setTimeout(done, 10));
      expect(openOn(path)).toEqual([]);
    }
  });

  it('does not keep the process alive while idle', async () => {
    const before = process.getActiveResourcesInfo().sort();
    const hasher = start(join(dir, 'bundle.partial'));
    hasher.update(Buffer.alloc(0));
    await new Promise((done) => setImmediate(done));
    expect(process.getActiveResourcesInfo().sort()).toEqual(before);
  });
});
