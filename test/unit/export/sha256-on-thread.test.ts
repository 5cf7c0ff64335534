import { createHash, randomBytes } from 'node:crypto';
import { SLOT_BYTES, Sha256OnThread } from '../../../src/export/sha256-on-thread.js';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const hashers: Sha256OnThread[] = [];

function start(): Sha256OnThread {
  const hasher = Sha256OnThread.start();
  if (!hasher) throw new Error('this Node started no worker thread');
  hashers.push(hasher);
  return hasher;
}

afterEach(() => {
  for (const hasher of hashers.splice(0)) hasher.close();
});

const ready = (hasher: Sha256OnThread) =>
  new Promise<void>((done, fail) => hasher.whenReady((error) => (error ? fail(error) : done())));

/** A deterministic jumble of piece sizes: empty, small, a slot, more than a slot. */
function pieceSize(i: number): number {
  return [0, 1, 511, 4096, 65_536, 100_003, SLOT_BYTES, SLOT_BYTES + 1, 3 * SLOT_BYTES + 7][(i * 7) % 9] ?? 1;
}

describe('Sha256OnThread', () => {
  it('gives the sha256 of every piece in order, whether read into a lent slot or copied', async () => {
    const hasher = start();
    const data = randomBytes(24 * 1024 * 1024);
    let offset = 0;
    let lent = 0;
    for (let i = 0; offset < data.length; i++) {
      const size = Math.min(pieceSize(i), data.length - offset);
      // As raw-get.ts does: a read lands in the slot lent last, when there is one and it fits.
      const slot = i % 4 === 3 ? undefined : hasher.lendBuffer();
      let more: boolean;
      if (slot && size <= slot.length) {
        slot.set(data.subarray(offset, offset + size));
        more = hasher.update(slot.subarray(0, size));
        lent += 1;
      } else {
        // Also what happens to a slot lent to a connection that then ended: it is never filled.
        more = hasher.update(data.subarray(offset, offset + size));
      }
      offset += size;
      if (!more) await ready(hasher);
    }
    expect(lent).toBeGreaterThan(20);
    expect(await hasher.digest()).toBe(sha256(data));
  });

  it('keeps in order what found no free slot, and hashes it before the digest', async () => {
    const hasher = start();
    const data = randomBytes(6 * 1024 * 1024);
    let held = 0;
    // Never waits: pieces beyond the ring wait as copies.
    for (let offset = 0; offset < data.length; offset += 100_000) {
      if (!hasher.update(data.subarray(offset, offset + 100_000))) held += 1;
    }
    expect(held).toBeGreaterThan(0);
    // Nothing is lent while copies wait: they go first.
    expect(hasher.lendBuffer()).toBeUndefined();
    expect(await hasher.digest()).toBe(sha256(data));
  });

  it('gives the sha256 of nothing when given nothing', async () => {
    expect(await start().digest()).toBe(sha256(Buffer.alloc(0)));
  });

  it('lends the same slot again until a read fills it', () => {
    const hasher = start();
    const first = hasher.lendBuffer();
    expect(first?.length).toBe(SLOT_BYTES);
    expect(hasher.lendBuffer()).toBe(first);
    first!.fill(1, 0, 10);
    hasher.update(first!.subarray(0, 10));
    expect(hasher.lendBuffer()).not.toBe(first);
  });

  it('reports a worker that stopped to whoever waits, and to the digest', async () => {
    const hasher = start();
    hasher.update(randomBytes(1000));
    await (hasher as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(ready(hasher)).rejects.toThrow(/^The sha256 thread of the download failed: it exited/);
    expect(hasher.failure).toBeInstanceOf(Error);
    expect(hasher.update(randomBytes(10))).toBe(false);
    expect(hasher.lendBuffer()).toBeUndefined();
    await expect(hasher.digest()).rejects.toBe(hasher.failure);
  });

  it('ends a wait for room when closed, and leaves no timer behind', async () => {
    const hasher = start();
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    // 40 slots of copies: the wait for room goes on while the worker hashes them.
    hasher.update(randomBytes(40 * SLOT_BYTES));
    const outcome = new Promise<Error | undefined>((done) => hasher.whenReady(done));
    await new Promise((done) => setImmediate(done));
    hasher.close();
    const error = await outcome;
    // Closed while waiting, or the room came first: either way the caller heard once.
    if (error) expect(error.message).toMatch(/closed/);
    await new Promise((done) => setImmediate(done));
    expect(timers()).toBe(before);
  });

  it('takes nothing once closed', async () => {
    const hasher = start();
    hasher.close();
    expect(hasher.update(randomBytes(10))).toBe(false);
    await expect(hasher.digest()).rejects.toThrow(/closed/);
  });
});
