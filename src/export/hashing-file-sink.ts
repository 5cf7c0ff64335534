import type { Hash } from 'node:crypto';
import { writev } from 'node:fs';
import { Writable } from 'node:stream';

/** The bytes on disk and the hash over exactly those bytes: both move only after a write succeeded. */
export interface HashedFileState {
  hash: Hash;
  bytes: number;
}

function writeAllAt(fd: number, chunks: Buffer[], position: number, done: (error?: Error) => void): void {
  writev(fd, chunks, position, (error, written) => {
    if (error) return done(error);
    let skip = written;
    const rest: Buffer[] = [];
    for (const chunk of chunks) {
      if (skip >= chunk.length) skip -= chunk.length;
      else {
        rest.push(skip > 0 ? chunk.subarray(skip) : chunk);
        skip = 0;
      }
    }
    if (rest.length === 0) return done();
    writeAllAt(fd, rest, position + written, done);
  });
}

/**
 * A writable that appends to `fd` at `state.bytes` and feeds the hash with what reached the file.
 * Hashing after the write (not before it) keeps the hash equal to the file's content when a
 * transfer breaks mid-way, so a resumed download can go on from `state.bytes` with the same hash.
 * Buffered chunks are written together (writev) to keep the per-chunk cost low.
 */
export function createHashingFileSink(fd: number, state: HashedFileState, highWaterMark: number): Writable {
  let busy = false;
  let whenIdle: (() => void) | undefined;

  const write = (chunks: Buffer[], callback: (error?: Error | null) => void) => {
    busy = true;
    writeAllAt(fd, chunks, state.bytes, (error) => {
      if (!error) {
        for (const chunk of chunks) {
          state.hash.update(chunk);
          state.bytes += chunk.length;
        }
      }
      busy = false;
      const idle = whenIdle;
      whenIdle = undefined;
      idle?.();
      callback(error ?? null);
    });
  };

  return new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      write([chunk], callback);
    },
    writev(entries, callback) {
      write(
        entries.map((entry) => entry.chunk as Buffer),
        callback,
      );
    },
    // A destroyed sink reports 'close' only once its last write has landed, so the caller sees a
    // settled `state` when the pipeline fails.
    destroy(error, callback) {
      if (busy) whenIdle = () => callback(error);
      else callback(error);
    },
  });
}
