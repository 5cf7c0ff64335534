import { randomBytes } from 'node:crypto';
import { close, futimes, link, mkdir, open, rename, rm, rmdir, symlink, unlink, write } from 'node:fs';
import type { Mode, PathLike } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReadEntry } from 'tar';
import { errorMessage, OperationFailedError } from '../core/errors.js';
import type { EntryKind } from './entry-guard.js';
import { createEntryGuard } from './entry-guard.js';

/** An archive refused by the entry checks, or an extraction that failed writing: never retried as damage. */
export class ExtractionError extends OperationFailedError {}

export function refusedArchive(archive: string, reason: string): ExtractionError {
  return new ExtractionError(
    `Refusing to extract ${archive}: ${reason}. Nothing was extracted; the bundle is unsafe ` +
      'or not a documentation export.',
  );
}

export const TAR_KINDS: Record<string, EntryKind> = {
  File: 'file',
  OldFile: 'file',
  ContiguousFile: 'file',
  Directory: 'directory',
  SymbolicLink: 'symlink',
  Link: 'hardlink',
  CharacterDevice: 'device',
  BlockDevice: 'device',
  FIFO: 'fifo',
};

export interface ExtractCounts {
  files: number;
  bytes: number;
}

/** Files up to this size are gathered whole and written with one call; larger ones piece by piece. */
const WHOLE_FILE_BYTES = 1024 * 1024;
/** File system calls in flight at once: enough to keep libuv's 4 threads busy while this one parses. */
const MAX_IN_FLIGHT = 16;
/** Bytes taken from the archive but not yet written: above this the reader is asked to wait. */
const MAX_BACKLOG_BYTES = 16 * 1024 * 1024;
/** Each queued entry counts this much, so that many empty files also make the reader wait. */
const ENTRY_COST = 512;

const call =
  <A extends unknown[], R>(
    fn: (...args: [...A, (error: NodeJS.ErrnoException | null, result: R) => void]) => void,
  ) =>
  (...args: A): Promise<R> =>
    new Promise((resolve, reject) =>
      fn(...args, (error, result) => (error ? reject(error) : resolve(result))),
    );
const openFile = call<[PathLike, string, Mode], number>(open);
const writeAt = call<[number, Buffer, number, number, number | null], number>(write);
const closeFile = call<[number], void>(close);
const setTimes = call<[number, Date, Date], void>(futimes);
const makeDir = call<[PathLike, { recursive: boolean; mode?: Mode }], string | undefined>(mkdir);
const makeSymlink = call<[PathLike, PathLike], void>(symlink);
const makeLink = call<[PathLike, PathLike], void>(link);
const removeFile = call<[PathLike], void>(unlink);

/**
 * Memory for the bodies of small files, carved from 1 MiB slabs that are reused once every file in
 * them is written: fewer, same-sized allocations than a buffer per file (40,000 buffers of mixed
 * sizes, freed at the garbage collector's pace).
 */
class SlabPool {
  private readonly free: Buffer[] = [];
  private readonly users = new Map<Buffer, number>();
  private current: Buffer | undefined;
  private used = 0;

  /** `size` bytes (at most WHOLE_FILE_BYTES), and the slab to hand back to `release`. */
  take(size: number): { body: Buffer; slab: Buffer } {
    if (!this.current || this.used + size > this.current.length) {
      const previous = this.current;
      this.current = this.free.pop() ?? Buffer.allocUnsafeSlow(WHOLE_FILE_BYTES);
      this.used = 0;
      this.users.set(this.current, 0);
      if (previous && this.users.get(previous) === 0) this.recycle(previous);
    }
    const slab = this.current;
    this.users.set(slab, (this.users.get(slab) ?? 0) + 1);
    const body = slab.subarray(this.used, this.used + size);
    this.used += size;
    return { body, slab };
  }

  release(slab: Buffer): void {
    const left = (this.users.get(slab) ?? 1) - 1;
    this.users.set(slab, left);
    if (left === 0 && slab !== this.current) this.recycle(slab);
  }

  private recycle(slab: Buffer): void {
    this.users.delete(slab);
    // A few spare slabs are kept; the rest go back to the garbage collector.
    if (this.free.length < 8) this.free.push(slab);
  }
}

function normalized(path: string): string {
  return posix.normalize(path).replace(/\/+$/, '') || '.';
}

async function writeAll(fd: number, bytes: Buffer): Promise<void> {
  for (let done = 0; done < bytes.length;) done += await writeAt(fd, bytes, done, bytes.length - done, null);
}

/**
 * Extracts the entries of a tar archive as its parser hands them over (from a file, or from a
 * download as it lands) into a temporary folder beside `target`, renamed into place by `commit`.
 * Every entry passes `createEntryGuard` first, in archive order. Writes overlap (libuv's thread
 * pool) up to MAX_IN_FLIGHT calls; each folder is made once; `behind` tells the reader to wait
 * while too many bytes wait to be written, so memory stays bounded.
 */
export class TarExtraction {
  readonly target: string;
  readonly temp: string;
  readonly counts: ExtractCounts = { files: 0, bytes: 0 };
  private readonly archive: string;
  private readonly slabs = new SlabPool();
  private readonly guard = createEntryGuard();
  private readonly folders = new Map<string, Promise<unknown>>();
  /** Writes in flight by path: a hard link or a later entry of the same name waits for them. */
  private readonly pending = new Map<string, Promise<void>>();
  private readonly folderModes: [string, number][] = [];
  private readonly queue: { cost: number; run: () => Promise<void> }[] = [];
  /** Large files being written: released at a failure, when their data stops coming. */
  private readonly unfinished = new Set<() => void>();
  private readonly waiting: (() => void)[] = [];
  private readonly onFailure: ((error: Error) => void)[] = [];
  private inFlight = 0;
  private backlog = 0;
  private tasks = 0;
  private idle: (() => void) | undefined;
  private failure: Error | undefined;
  private readonly root: Promise<unknown>;

  constructor(target: string, archive: string) {
    this.target = target;
    this.archive = archive;
    this.temp = join(dirname(target), `.${basename(target)}.extracting-${randomBytes(6).toString('hex')}`);
    this.root = this.track(makeDir(this.temp, { recursive: false }));
    this.folders.set('.', this.root);
  }

  /** True once an entry was refused or a write failed: more bytes change nothing. */
  get failed(): Error | undefined {
    return this.failure;
  }

  /** The reader should wait (`whenCaughtUp`) before handing over more. */
  get behind(): boolean {
    return this.backlog > MAX_BACKLOG_BYTES && this.failure === undefined;
  }

  whenCaughtUp(callback: () => void): void {
    if (!this.behind) callback();
    else this.waiting.push(callback);
  }

  /** Called with the first failure of a write (a refusal is returned by `take` instead). */
  onFailed(callback: (error: Error) => void): void {
    this.onFailure.push(callback);
  }

  /**
   * Checks one entry and takes its data. Returns the reason when it is refused (then nothing more
   * should be handed over). Must be called from the parser's entry callback, before its data flows.
   */
  take(entry: ReadEntry): string | undefined {
    if (this.failure) {
      entry.resume();
      return undefined;
    }
    const kind = TAR_KINDS[entry.type] ?? 'other';
    const reason = this.guard({ path: entry.path, kind, linkpath: entry.linkpath });
    if (reason !== undefined) {
      entry.resume();
      this.fail(refusedArchive(this.archive, reason));
      return reason;
    }
    const path = normalized(entry.path);
    if (kind === 'directory') {
      entry.resume();
      if (path !== '.') {
        this.enqueue(0, () => this.folder(path).then(() => undefined));
        // Never group- or world-writable (as tar under the usual umask 022), never setuid or sticky.
        const mode = (entry.mode ?? 0o755) & 0o755;
        if (mode !== 0o755) this.folderModes.push([path, mode]);
      }
      return undefined;
    }
    if (kind === 'symlink' || kind === 'hardlink') {
      entry.resume();
      const linkpath = entry.linkpath as string;
      this.enqueueFor(path, 0, async (full) => {
        if (kind === 'symlink') return makeSymlink(linkpath, full);
        await this.pending.get(normalized(linkpath));
        return makeLink(join(this.temp, normalized(linkpath)), full);
      });
      return undefined;
    }
    this.takeFile(entry, path);
    return undefined;
  }

  /** Resolves once every write is done: the counts, the folder in place. Throws the first failure. */
  async commit(): Promise<ExtractCounts> {
    await this.drained();
    if (this.failure) throw this.failure;
    const { chmod } = await import('node:fs/promises');
    // Deepest first, after every write into them: a read-only folder is read-only last.
    for (const [path, mode] of this.folderModes.reverse()) await chmod(join(this.temp, path), mode);
    await call<[PathLike], void>(rmdir)(this.target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await call<[PathLike, PathLike], void>(rename)(this.temp, this.target);
    return this.counts;
  }

  /** Stops taking entries, waits for the writes in flight and removes the temporary folder. */
  async discard(): Promise<void> {
    this.stop(this.failure ?? new Error('discarded'));
    await this.drained();
    await call<[PathLike, { recursive: boolean; force: boolean }], void>(rm)(this.temp, {
      recursive: true,
      force: true,
    });
    // A write that the thread pool had already started may land just after.
    await sleep(20);
    await call<[PathLike, { recursive: boolean; force: boolean }], void>(rm)(this.temp, {
      recursive: true,
      force: true,
    });
  }

  private takeFile(entry: ReadEntry, path: string): void {
    const size = entry.size ?? 0;
    // No setuid, setgid or sticky bits from a downloaded archive.
    const mode = (entry.mode ?? 0o644) & 0o777;
    const mtime = entry.mtime;
    this.counts.files += 1;
    this.counts.bytes += size;
    if (size <= WHOLE_FILE_BYTES) {
      // The parser's pieces may be views of buffers it reuses: copied as they come.
      const { body, slab } = this.slabs.take(size);
      let filled = 0;
      this.backlog += size;
      entry.on('data', (chunk: Buffer) => {
        filled += chunk.copy(body, filled);
      });
      entry.on('end', () => {
        this.backlog -= size;
        this.enqueueFor(path, size, async (full) => {
          try {
            const fd = await openFile(full, 'wx', mode);
            try {
              await writeAll(fd, body.subarray(0, filled));
              if (mtime) await setTimes(fd, mtime, mtime);
            } finally {
              await closeFile(fd);
            }
          } finally {
            this.slabs.release(slab);
          }
        });
      });
      return;
    }
    // A large file: opened first, then written piece by piece in order.
    let fd: Promise<number> | undefined;
    let chain: Promise<void> = Promise.resolve();
    let opened: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    this.enqueueFor(path, 0, async (full) => {
      fd = openFile(full, 'wx', mode);
      await fd;
      opened?.();
      await finished;
    });
    let finish: (() => void) | undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    this.unfinished.add(finish as () => void);
    void finished.then(() => this.unfinished.delete(finish as () => void));
    entry.on('data', (chunk: Buffer) => {
      const copy = Buffer.from(chunk);
      this.backlog += copy.length;
      chain = chain
        .then(() => ready)
        .then(async () => writeAll(await (fd as Promise<number>), copy))
        .finally(() => {
          this.backlog -= copy.length;
          this.release();
        });
      chain.catch((error: unknown) => this.fail(error));
    });
    entry.on('end', () => {
      chain = chain
        .then(() => ready)
        .then(async () => {
          const handle = await (fd as Promise<number>);
          try {
            if (mtime) await setTimes(handle, mtime, mtime);
          } finally {
            await closeFile(handle);
          }
        });
      chain.then(finish, (error: unknown) => {
        this.fail(error);
        finish?.();
      });
    });
  }

  /** Queues a write of `path` after its folder and after any earlier write of the same path in flight. */
  private enqueueFor(path: string, bytes: number, task: (full: string) => Promise<void>): void {
    const full = join(this.temp, path);
    const earlier = this.pending.get(path);
    const parent = posix.dirname(path);
    let done: (() => void) | undefined;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.pending.set(path, mine);
    this.enqueue(bytes, async () => {
      try {
        await this.folder(parent);
        await earlier;
        await task(full).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
          // A later entry of the same name replaces the earlier one, as tar does.
          await removeFile(full);
          await task(full);
        });
      } finally {
        if (this.pending.get(path) === mine) this.pending.delete(path);
        done?.();
      }
    });
  }

  private folder(path: string): Promise<unknown> {
    let made = this.folders.get(path);
    if (!made) {
      made = this.root.then(() => makeDir(join(this.temp, path), { recursive: true }));
      made.catch(() => undefined);
      this.folders.set(path, made);
    }
    return made;
  }

  private enqueue(bytes: number, task: () => Promise<void>): void {
    if (this.failure) return;
    const cost = bytes + ENTRY_COST;
    this.backlog += cost;
    this.tasks += 1;
    this.queue.push({
      cost,
      run: async () => {
        try {
          if (!this.failure) await task();
        } catch (error) {
          this.fail(error);
        }
      },
    });
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const next = this.queue.shift() as { cost: number; run: () => Promise<void> };
      this.inFlight += 1;
      void next.run().then(() => {
        this.inFlight -= 1;
        this.done(next.cost);
        this.pump();
      });
    }
  }

  private done(cost: number): void {
    this.backlog -= cost;
    this.tasks -= 1;
    this.release();
  }

  private release(): void {
    if (!this.behind) for (const callback of this.waiting.splice(0)) callback();
    if (this.tasks === 0) this.idle?.();
  }

  private async drained(): Promise<void> {
    await this.root.catch(() => undefined);
    if (this.tasks === 0) return;
    await new Promise<void>((resolve) => {
      this.idle = () => {
        if (this.tasks === 0) resolve();
      };
    });
  }

  /** Drops what waits in the queue and lets large files in progress end. */
  private stop(error: Error): void {
    this.failure ??= error;
    for (const dropped of this.queue.splice(0)) this.done(dropped.cost);
    for (const finish of [...this.unfinished]) finish();
    this.release();
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    promise.catch((error: unknown) => this.fail(error));
    return promise;
  }

  private fail(error: unknown): void {
    if (this.failure) return;
    this.failure =
      error instanceof ExtractionError
        ? error
        : new ExtractionError(
            `Extracting ${this.archive} failed: ${errorMessage(error)}. Nothing was extracted.`,
          );
    this.stop(this.failure);
    for (const callback of this.onFailure) callback(this.failure);
  }
}
