import type { Hash } from 'node:crypto';
import { writeSync } from 'node:fs';
import type { BodySink } from '../client/raw-get.js';

/** The bytes on disk and the hash over exactly those bytes: both move only after a write succeeded. */
export interface HashedFileState {
  hash: Hash;
  bytes: number;
  /** Also given the bytes the hash is given, in the same order (the download's archive check). */
  tap?: { push(bytes: Uint8Array): void } | undefined;
}

/** `fs.writeSync`'s positional form: the number of bytes written, or a thrown error. */
export type WriteAt = (
  fd: number,
  bytes: Uint8Array,
  offset: number,
  length: number,
  position: number,
) => number;

/**
 * Writes each received piece to `fd` at `state.bytes`, on the thread that received it and before it
 * takes the next, then feeds the same bytes to the hash and the tap. Hashing after the write keeps
 * the hash equal to the file's content at every moment, so a resumed download goes on from
 * `state.bytes` with the same hash.
 *
 * Why not libuv's thread pool: a piece (256 KiB from raw-get.ts, 64 KiB from Node's HTTP client) is
 * still in this core's cache after the socket read, so the copy into the page cache, the sha256 and
 * the archive walk read it from there. Handing it to another thread cost a copy into a batch, a
 * wake-up per write and cache misses on both sides: on the bench machine 0.3 s more CPU per GiB
 * (1.5 s against 1.2 s) and a slower transfer. While a write runs, the kernel keeps receiving into
 * the socket's buffer, so the network does not wait for the disk either way; a disk slower than
 * the network holds both ways back alike.
 */
export class HashingFileWriter implements BodySink {
  private failure: Error | undefined;
  private readonly fd: number;
  private readonly state: HashedFileState;
  private readonly writeAt: WriteAt;

  /** `writeAt` is for tests (a short write, then a failure); the default is `fs.writeSync`. */
  constructor(fd: number, state: HashedFileState, writeAt: WriteAt = writeSync) {
    this.fd = fd;
    this.state = state;
    this.writeAt = writeAt;
  }

  /** Writes, then hashes, what was written; false once a write failed (nothing more is taken). */
  write(bytes: Uint8Array): boolean {
    if (this.failure) return false;
    let written = 0;
    try {
      while (written < bytes.length) {
        written += this.writeAt(this.fd, bytes, written, bytes.length - written, this.state.bytes + written);
      }
    } catch (error) {
      this.failure = error as Error;
    }
    const landed = written === bytes.length ? bytes : bytes.subarray(0, written);
    this.state.bytes += written;
    this.state.hash.update(landed);
    this.state.tap?.push(landed);
    return !this.failure;
  }

  /** Nothing is held back: calls back at once, with the error of a failed write if there was one. */
  whenWritable(callback: (error?: Error) => void): void {
    callback(this.failure);
  }

  /** Resolves when every write succeeded (`state` describes the file); rejects with the failed write's error. */
  flush(): Promise<void> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve();
  }
}
