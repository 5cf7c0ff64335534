import { Worker } from 'node:worker_threads';
import type { PieceHasher } from './piece-hasher.js';

const SLOTS = 8;
/** raw-get.ts reads 256 KiB at most: one socket read fills one slot at most. */
export const SLOT_BYTES = 256 * 1024;

// Control words (Int32): how many slots were published and consumed since the start, then the
// length of each slot's piece, or a command in its place.
const PUBLISHED = 0;
const CONSUMED = 1;
const LENGTHS = 2;
const DIGEST = -1;
const DIGEST_BYTES = 32;

/**
 * The hashing thread. It blocks in `Atomics.wait` while the ring is empty, so it runs no event loop
 * of its own; the digest goes back as a message. Plain CommonJS evaluated in place (`eval`): the
 * bundles need no file of its own for it.
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { data, control, slots, slotBytes } = workerData;
const words = new Int32Array(control);
const bytes = Buffer.from(data);
let hash = createHash('sha256');
for (let consumed = 0; ; ) {
  const published = Atomics.load(words, ${PUBLISHED});
  if (published === consumed) {
    Atomics.wait(words, ${PUBLISHED}, published);
    continue;
  }
  const slot = consumed % slots;
  const length = words[${LENGTHS} + slot];
  if (length >= 0) hash.update(bytes.subarray(slot * slotBytes, slot * slotBytes + length));
  else parentPort.postMessage(hash.digest());
  consumed += 1;
  Atomics.store(words, ${CONSUMED}, consumed);
  Atomics.notify(words, ${CONSUMED});
}
`;

function closedError(): Error {
  return new Error('the sha256 thread was closed');
}

type WaitAsync = (
  words: Int32Array,
  index: number,
  value: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };

/**
 * A sha256 computed on a worker thread, so that the downloading thread only receives, writes and
 * walks the archive. On the bench machine (2 cores, shared with the server) a 1 GiB download as
 * shipped went from 0.66-0.69 x curl's throughput to 0.77-0.85 x in A/Bs; see BENCHMARKS.md,
 * benchmark 3.
 *
 * Pieces travel through a ring of eight 256 KiB slots in a SharedArrayBuffer. Four kept the download
 * waiting for the hash more often (0.84 x curl against 0.90 x with eight); sixteen (0.95 x) cost
 * 2 MiB more, over the memory goal. raw-get.ts reads the socket straight into the next free slot
 * (`lendBuffer`), so a piece is never copied; a piece that arrived elsewhere (Node's HTTP client,
 * the first read after the response head) is copied into one. The worker costs about 20 MiB of
 * memory and 20-40 ms to start: the download uses it for large bundles only.
 */
export class Sha256OnThread implements PieceHasher {
  private readonly data = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
  private readonly words = new Int32Array(new SharedArrayBuffer((LENGTHS + SLOTS) * 4));
  private readonly slots: Buffer[] = [];
  private readonly worker: Worker;
  private published = 0;
  /** The slot the next socket read lands in, or -1. It is always slot `published % SLOTS`. */
  private lentSlot = -1;
  /** Copies of pieces that found no free slot, in order; published before anything else. */
  private readonly backlog: Buffer[] = [];
  private failed: Error | undefined;
  private digestWaiter: { resolve: (hex: string) => void; reject: (error: Error) => void } | undefined;
  private closed = false;

  private constructor() {
    for (let slot = 0; slot < SLOTS; slot++) {
      this.slots.push(Buffer.from(this.data, slot * SLOT_BYTES, SLOT_BYTES));
    }
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { data: this.data, control: this.words.buffer, slots: SLOTS, slotBytes: SLOT_BYTES },
    });
    // Nothing waits on the worker but this object: it must not keep the process alive.
    this.worker.unref();
    this.worker.on('message', (digest: Uint8Array) => this.settleDigest(digest));
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`it exited with code ${code}`)));
  }

  /** Undefined when this Node cannot start a worker thread (then the caller hashes inline). */
  static start(): Sha256OnThread | undefined {
    try {
      return new Sha256OnThread();
    } catch {
      return undefined;
    }
  }

  get failure(): Error | undefined {
    return this.failed;
  }

  lendBuffer(): Uint8Array | undefined {
    if (this.failure || this.closed || this.backlog.length > 0) return undefined;
    if (this.lentSlot < 0) {
      if (this.free() === 0) return undefined;
      this.lentSlot = this.published % SLOTS;
    }
    return this.slots[this.lentSlot];
  }

  update(bytes: Uint8Array): boolean {
    if (this.failure || this.closed) return false;
    if (bytes.length === 0) return true;
    const slot = this.lentSlot;
    if (slot >= 0 && bytes.buffer === this.data && bytes.byteOffset === slot * SLOT_BYTES) {
      this.lentSlot = -1;
      this.publish(bytes.length);
    } else {
      // A piece read elsewhere. Any lent slot belonged to a connection that has ended: no read
      // lands in it any more, so the next piece may take it.
      this.lentSlot = -1;
      for (let offset = 0; offset < bytes.length; offset += SLOT_BYTES) {
        const piece = bytes.subarray(offset, offset + SLOT_BYTES);
        if (this.backlog.length === 0 && this.free() > 0) this.publishCopy(piece);
        else this.backlog.push(Buffer.from(piece));
      }
    }
    // Go on reading while a slot stays free after the one lent for the next read.
    return this.backlog.length === 0 && this.free() >= 2;
  }

  whenReady(callback: (error?: Error) => void): void {
    // After the caller's read returns: the socket has then taken the slot lent for its next read.
    queueMicrotask(() => this.waitForRoom(callback));
  }

  async digest(): Promise<string> {
    await new Promise<void>((done, fail) => this.waitForRoom((error) => (error ? fail(error) : done())));
    const digest = new Promise<string>((resolve, reject) => (this.digestWaiter = { resolve, reject }));
    this.lentSlot = -1;
    this.worker.ref();
    this.publish(DIGEST);
    try {
      return await digest;
    } finally {
      this.worker.unref();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    void this.worker.terminate();
    this.digestWaiter?.reject(closedError());
    this.digestWaiter = undefined;
    // Ends a wait for room (a cancelled download closes while its reads are held), which would
    // otherwise never call back.
    Atomics.notify(this.words, CONSUMED);
  }

  /** Slots neither waiting for the worker nor lent to the socket. */
  private free(): number {
    return this.freeAfter(Atomics.load(this.words, CONSUMED));
  }

  private freeAfter(consumed: number): number {
    return SLOTS - (this.published - consumed) - (this.lentSlot >= 0 ? 1 : 0);
  }

  private publish(length: number): void {
    this.words[LENGTHS + (this.published % SLOTS)] = length;
    this.published += 1;
    Atomics.store(this.words, PUBLISHED, this.published);
    Atomics.notify(this.words, PUBLISHED);
  }

  private publishCopy(piece: Uint8Array): void {
    (this.slots[this.published % SLOTS] as Buffer).set(piece);
    this.publish(piece.length);
  }

  /** Calls back once the backlog is published and a slot is free, or with the failure. */
  private waitForRoom(callback: (error?: Error) => void): void {
    for (;;) {
      if (this.failure) return callback(this.failure);
      if (this.closed) return callback(closedError());
      // The wait below must start from the very count that showed no room: a slot freed in between
      // then ends it at once instead of being missed.
      const consumed = Atomics.load(this.words, CONSUMED);
      if (this.freeAfter(consumed) === 0) return this.waitForConsumed(consumed, callback);
      const next = this.backlog.shift();
      if (!next) return callback();
      this.publishCopy(next);
    }
  }

  private waitForConsumed(consumed: number, callback: (error?: Error) => void): void {
    const wait = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync(this.words, CONSUMED, consumed);
    if (!wait.async) return this.waitForRoom(callback);
    // A pending waitAsync does not keep Node's event loop alive, and a paused socket does not either:
    // the worker, which the wait is on, does while it lasts.
    this.worker.ref();
    void wait.value.then(() => {
      this.worker.unref();
      this.waitForRoom(callback);
    });
  }

  private settleDigest(digest: Uint8Array): void {
    const waiter = this.digestWaiter;
    this.digestWaiter = undefined;
    if (digest.length !== DIGEST_BYTES)
      waiter?.reject(new Error('the sha256 thread sent a malformed digest'));
    else waiter?.resolve(Buffer.from(digest).toString('hex'));
  }

  private fail(error: Error): void {
    if (this.closed || this.failed) return;
    this.failed = new Error(`The sha256 thread of the download failed: ${error.message}`);
    this.digestWaiter?.reject(this.failed);
    this.digestWaiter = undefined;
    // Wakes a waitForRoom that waits on the worker: it then sees the failure.
    Atomics.notify(this.words, CONSUMED);
  }
}
