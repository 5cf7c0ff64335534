import type { Hash } from 'node:crypto';
import { write } from 'node:fs';
import type { BodySink } from '../client/raw-get.js';

/** The bytes on disk and the hash over exactly those bytes: both move only after a write succeeded. */
export interface HashedFileState {
  hash: Hash;
  bytes: number;
  /** Also given the bytes the hash is given, in the same order (the download's archive check). */
  tap?: { push(bytes: Uint8Array): void } | undefined;
}

export interface WriterLimits {
  /** Size of one batch: the most one write takes at once. */
  batchBytes: number;
  /** Batches in the pool: one being written, the others filling (received ahead of the disk). */
  batches: number;
  /** The largest piece `write` is given at once: a batch with less room left counts as full. */
  pieceBytes: number;
}

interface Batch {
  buffer: Buffer;
  filled: number;
  /** False for a one-off batch beyond the pool (see fillingBatch): dropped once written. */
  pooled: boolean;
}

/**
 * Appends received bytes to `fd` at `state.bytes` through a small pool of fixed batches, and feeds
 * the hash with what reached the file. Hashing after the write (not before it) keeps the hash equal
 * to the file's content whenever a transfer breaks, so a resumed download goes on from
 * `state.bytes` with the same hash.
 *
 * One write is in flight at a time (on libuv's thread pool) while the next batch fills; when a write
 * lands, the next one starts at once and only then is the landed batch hashed, so hashing on this
 * thread overlaps the next write. A write starts as soon as the previous one landed, with what has
 * arrived: batches fill up to `batchBytes` only while the disk is the slower side. The pool's
 * buffers are reused: the download allocates no memory per read.
 */
export class HashingFileWriter implements BodySink {
  private readonly free: Batch[] = [];
  private readonly full: Batch[] = [];
  private filling: Batch | undefined;
  private inFlight: Batch | undefined;
  private allocated = 0;
  private failure: Error | undefined;
  private waiting: ((error?: Error) => void)[] = [];
  private idle: { resolve: () => void; reject: (error: Error) => void }[] = [];

  private readonly fd: number;
  private readonly state: HashedFileState;
  private readonly limits: WriterLimits;

  constructor(fd: number, state: HashedFileState, limits: WriterLimits) {
    this.fd = fd;
    this.state = state;
    this.limits = limits;
  }

  /** Copies `bytes` into the pool; false when the pool has no room for another piece. */
  write(bytes: Uint8Array): boolean {
    if (this.failure) return false;
    let offset = 0;
    while (offset < bytes.length) {
      const batch = this.fillingBatch(bytes.length - offset);
      const taken = Math.min(bytes.length - offset, batch.buffer.length - batch.filled);
      batch.buffer.set(bytes.subarray(offset, offset + taken), batch.filled);
      batch.filled += taken;
      offset += taken;
      if (batch.filled === batch.buffer.length) this.queueFilling();
    }
    this.pump();
    return this.hasRoom();
  }

  whenWritable(callback: (error?: Error) => void): void {
    if (this.failure) return callback(this.failure);
    if (this.hasRoom()) return callback();
    // TLS may hand over a few more reads after the socket paused: each may ask again.
    this.waiting.push(callback);
  }

  /**
   * Writes what is held and resolves once nothing is in flight: `state` then describes the file.
   * Rejects with the error of a failed write (what was not written is dropped).
   */
  flush(): Promise<void> {
    if (this.filling && this.filling.filled > 0) this.queueFilling();
    this.pump();
    if (this.failure) return Promise.reject(this.failure);
    if (!this.inFlight) return Promise.resolve();
    return new Promise((resolve, reject) => this.idle.push({ resolve, reject }));
  }

  private hasRoom(): boolean {
    if (this.free.length > 0 || this.allocated < this.limits.batches) return true;
    const batch = this.filling;
    return batch !== undefined && batch.buffer.length - batch.filled >= this.limits.pieceBytes;
  }

  private fillingBatch(needed: number): Batch {
    if (this.filling) return this.filling;
    let batch = this.free.pop();
    if (!batch && this.allocated < this.limits.batches) {
      this.allocated += 1;
      batch = { buffer: Buffer.allocUnsafeSlow(this.limits.batchBytes), filled: 0, pooled: true };
    }
    // Only when a caller wrote past a false return, or a piece larger than promised: correct, if
    // above the memory budget.
    batch ??= { buffer: Buffer.allocUnsafeSlow(needed), filled: 0, pooled: false };
    this.filling = batch;
    return batch;
  }

  private queueFilling(): void {
    if (this.filling) this.full.push(this.filling);
    this.filling = undefined;
  }

  private pump(): void {
    if (this.inFlight || this.failure) return;
    if (this.full.length === 0 && this.filling && this.filling.filled > 0) this.queueFilling();
    const batch = this.full.shift();
    if (!batch) return;
    this.inFlight = batch;
    this.writeAll(batch, 0);
  }

  private writeAll(batch: Batch, done: number): void {
    write(this.fd, batch.buffer, done, batch.filled - done, this.state.bytes + done, (error, written) => {
      if (error) return this.landed(batch, error);
      if (done + written < batch.filled) return this.writeAll(batch, done + written);
      this.landed(batch);
    });
  }

  private landed(batch: Batch, error?: Error): void {
    this.inFlight = undefined;
    if (error) {
      this.failure = error;
      this.full.length = 0;
      this.filling = undefined;
    } else {
      // The position of the next write is known before hashing: start it first.
      this.state.bytes += batch.filled;
      this.pump();
      const landed = batch.buffer.subarray(0, batch.filled);
      this.state.hash.update(landed);
      this.state.tap?.push(landed);
      batch.filled = 0;
      if (batch.pooled) this.free.push(batch);
    }
    if (this.waiting.length > 0 && (this.failure || this.hasRoom())) {
      const waiting = this.waiting;
      this.waiting = [];
      for (const callback of waiting) callback(this.failure);
    }
    if (!this.inFlight) {
      const idle = this.idle;
      this.idle = [];
      for (const waiter of idle) {
        if (this.failure) waiter.reject(this.failure);
        else waiter.resolve();
      }
    }
  }
}
