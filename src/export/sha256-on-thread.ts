import { closeSync, openSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PieceHasher } from './piece-hasher.js';

/** One read of the file by the worker: 256 KiB is still in the core's cache when the hash reads it. */
const READ_BYTES = 256 * 1024;
const DIGEST_BYTES = 32;

// The control block (24 bytes, shared): an Int32 the worker waits on, bumped on every change, and
// the Int32 descriptor it reads the file through; then, at byte 8, two Int64: the bytes written to
// the file so far, and the file's final length once the digest is asked for (-1 before).
const CONTROL_BYTES = 24;
const DESCRIPTOR = 1;
const COUNTS_AT = 8;
const WRITTEN = 0;
const FINAL = 1;

/**
 * The hashing thread. It reads the file behind the writes (`pread`, from the page cache, through the
 * descriptor the calling thread opened), and waits in `Atomics.wait` when it has caught up. It sends
 * the digest once it has hashed the final length, then waits to be terminated. Plain CommonJS
 * evaluated in place (`eval`): the bundles need no file for it.
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { readSync } = require('node:fs');
const { control, readBytes } = workerData;
const words = new Int32Array(control, 0, 2);
const counts = new BigInt64Array(control, ${COUNTS_AT}, 2);
const buffer = Buffer.allocUnsafe(readBytes);
const hash = createHash('sha256');
let hashed = 0;
let sent = false;
for (;;) {
  const seen = Atomics.load(words, 0);
  const written = Number(Atomics.load(counts, ${WRITTEN}));
  if (!sent && hashed < written) {
    const fd = Atomics.load(words, ${DESCRIPTOR});
    const read = readSync(fd, buffer, 0, Math.min(readBytes, written - hashed), hashed);
    if (read === 0) throw new Error('the file ends at byte ' + hashed + ', before the ' + written + ' bytes written to it');
    hash.update(read === readBytes ? buffer : buffer.subarray(0, read));
    hashed += read;
    continue;
  }
  const final = Number(Atomics.load(counts, ${FINAL}));
  if (!sent && final >= 0 && hashed >= final) {
    parentPort.postMessage(hash.digest());
    sent = true;
  }
  Atomics.wait(words, 0, seen);
}
`;

function closedError(): Error {
  return new Error('the sha256 thread was closed');
}

/**
 * The sha256 of the download's file, computed on a worker thread that reads the file behind the
 * writes. The downloading thread only receives, writes and walks the archive, and never waits for
 * the hash: what the worker has not read yet waits in the page cache, not in this process's memory,
 * so its lead has no bound. At the end the worker reads what is left (the last few MiB, usually) and
 * sends the digest. The hash is of the bytes as they are in the file.
 *
 * Why not hand the worker the received pieces instead: they then wait in a ring of shared buffers,
 * whose few MiB bound the lead, and a full ring stops the socket. On the bench machine (2 cores, the
 * server on them too) the download stopped about 250 times per GiB for 150-200 ms in all, with a core
 * idle meanwhile. Reading the file back costs a copy per byte from the page cache (about 0.1 s per
 * GiB) and saves more than that in wake-ups: in five full bench runs each, the transfer with its
 * sha256 went from 0.81-0.99 x curl's throughput to 1.15-1.18 x, with less CPU and 1-3 MiB less
 * memory (BENCHMARKS.md, benchmark 3).
 *
 * `update` is told of each piece once it is in the file, in order (HashingFileWriter calls it after
 * the write); only the lengths count. The first opens the file for reading; `close` closes it once
 * the worker has stopped. The file must not shrink while this hasher is in use: a download that
 * restarts from zero takes a new hasher. The worker costs about 20 MiB of memory and
 * 25-35 ms to start: the download uses it for large bundles only.
 */
export class Sha256OnThread implements PieceHasher {
  private readonly control = new SharedArrayBuffer(CONTROL_BYTES);
  private readonly words = new Int32Array(this.control, 0, 2);
  private readonly counts = new BigInt64Array(this.control, COUNTS_AT, 2);
  private readonly worker: Worker;
  private readonly path: string;
  /** The descriptor the worker reads through, opened at the first bytes written. */
  private descriptor = -1;
  private written = 0;
  private failed: Error | undefined;
  private digestWaiter: { resolve: (hex: string) => void; reject: (error: Error) => void } | undefined;
  private closed = false;

  private constructor(path: string) {
    this.path = path;
    Atomics.store(this.counts, FINAL, -1n);
    Atomics.store(this.words, DESCRIPTOR, -1);
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { control: this.control, readBytes: READ_BYTES },
      // It allocates a few objects per read: a small young generation keeps its memory small.
      resourceLimits: { maxYoungGenerationSizeMb: 1 },
    });
    this.worker.on('message', (digest: Uint8Array) => this.settleDigest(digest));
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`it exited with code ${code}`)));
    // Nothing waits on the worker but this object: it must not keep the process alive. (After the
    // listeners: a 'message' listener refs the worker's port again.)
    this.worker.unref();
  }

  /**
   * A worker that will hash the file at `path` (opened for reading at the first bytes written, so it
   * need not exist yet). Undefined when this Node cannot start a worker thread: then hash inline.
   */
  static start(path: string): Sha256OnThread | undefined {
    try {
      return new Sha256OnThread(path);
    } catch {
      return undefined;
    }
  }

  get failure(): Error | undefined {
    return this.failed;
  }

  /** The next `bytes.length` bytes of the file are written. False once failed or closed. */
  update(bytes: Uint8Array): boolean {
    if (this.failure || this.closed) return false;
    if (bytes.length === 0) return true;
    if (this.descriptor < 0) {
      try {
        this.descriptor = openSync(this.path, 'r');
      } catch (error) {
        this.fail(error as Error);
        return false;
      }
      Atomics.store(this.words, DESCRIPTOR, this.descriptor);
    }
    this.written += bytes.length;
    Atomics.store(this.counts, WRITTEN, BigInt(this.written));
    this.wake();
    return true;
  }

  whenReady(callback: (error?: Error) => void): void {
    callback(this.failure ?? (this.closed ? closedError() : undefined));
  }

  async digest(): Promise<string> {
    if (this.failure) throw this.failure;
    if (this.closed) throw closedError();
    const digest = new Promise<string>((resolve, reject) => (this.digestWaiter = { resolve, reject }));
    this.worker.ref();
    Atomics.store(this.counts, FINAL, BigInt(this.written));
    this.wake();
    try {
      return await digest;
    } finally {
      this.worker.unref();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const descriptor = this.descriptor;
    // Only once the worker has stopped: a number closed earlier could be reused by the next open
    // while the worker still reads through it.
    const closeDescriptor = () => {
      try {
        if (descriptor >= 0) closeSync(descriptor);
      } catch {
        // Nothing left to free.
      }
    };
    this.worker.terminate().then(closeDescriptor, closeDescriptor);
    this.digestWaiter?.reject(closedError());
    this.digestWaiter = undefined;
  }

  private wake(): void {
    Atomics.add(this.words, 0, 1);
    Atomics.notify(this.words, 0);
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
  }
}
