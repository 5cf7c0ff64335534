import { writeSync } from 'node:fs';
import type { BodySink } from '../client/raw-get.js';
import type { PieceHasher } from './piece-hasher.js';
import { InlineSha256 } from './piece-hasher.js';

/** How many bytes of the file were written, in order. */
export interface HashedFileState {
  bytes: number;
  /** Also given the bytes that reached the file, in the same order (the download's archive check). */
  tap?: ArchiveTap | undefined;
}

/** The download's archive check (and extraction): it may ask for a pause while its writes catch up. */
export interface ArchiveTap {
  push(bytes: Uint8Array): void;
  readonly behind?: boolean;
  whenCaughtUp?(callback: () => void): void;
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
 * takes the next, then tells the hasher what was written: a hasher on another thread
 * (`Sha256OnThread`) reads it back from the file. Short writes go on until the piece is written; a
 * failed write is final (the download ends and its hash is not used), so the hash covers the file
 * whenever the download goes on, and a resumed download goes on from `state.bytes` with it.
 *
 * Why the write stays on this thread: a piece (256 KiB from raw-get.ts, 64 KiB from Node's HTTP
 * client) is still in this core's cache after the socket read. Handing writes to libuv's thread pool
 * cost a wake-up per write and cache misses on both sides: on the bench machine 0.2-0.3 s more CPU
 * per GiB and a slower transfer, with or without a copy. The sha256 takes twice the CPU of the write
 * and needs no system call: that is what goes to another thread. While a write runs, the kernel
 * keeps receiving into the socket's buffer, so the network does not wait for the disk.
 */
export class HashingFileWriter implements BodySink {
  private failure: Error | undefined;
  private readonly fd: number;
  private readonly state: HashedFileState;
  private readonly writeAt: WriteAt;
  private hasher: PieceHasher;

  /** `writeAt` is for tests (a short write, then a failure); the default is `fs.writeSync`. */
  constructor(
    fd: number,
    state: HashedFileState,
    hasher: PieceHasher = new InlineSha256(),
    writeAt: WriteAt = writeSync,
  ) {
    this.fd = fd;
    this.state = state;
    this.hasher = hasher;
    this.writeAt = writeAt;
  }

  /** Hashes from zero with `hasher` (the caller has emptied the file and set `state.bytes` to 0). */
  restartHash(hasher: PieceHasher): void {
    this.hasher.close();
    this.hasher = hasher;
  }

  /** Writes and hashes; false once a write failed, or while the hasher or the archive tap is behind. */
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
    this.state.bytes += written;
    const landed = written === bytes.length ? bytes : bytes.subarray(0, written);
    const more = this.hasher.update(landed);
    this.state.tap?.push(landed);
    return !this.failure && more && this.state.tap?.behind !== true;
  }

  /** Calls back once it takes bytes again, with the error of a failed write or hasher if there was one. */
  whenWritable(callback: (error?: Error) => void): void {
    if (this.failure) return callback(this.failure);
    this.hasher.whenReady((error) => {
      const tap = this.state.tap;
      if (error || !tap?.behind || !tap.whenCaughtUp) return callback(error);
      tap.whenCaughtUp(() => callback());
    });
  }

  /**
   * Resolves when every write succeeded (`state` describes the file); rejects with the error of a
   * failed write, or of the hasher (then the download cannot go on either).
   */
  flush(): Promise<void> {
    const failure = this.failure ?? this.hasher.failure;
    return failure ? Promise.reject(failure) : Promise.resolve();
  }

  /** The sha256 of the file as written, in hex. */
  digest(): Promise<string> {
    return this.hasher.digest();
  }

  close(): void {
    this.hasher.close();
  }
}
