import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Unpack } from 'tar';
import type { ReadEntry } from 'tar';
import yauzl from 'yauzl';
import type { Entry as ZipEntry } from 'yauzl';
import { CancelledError, ConfigurationError, errorMessage, OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { formatFromMagic, readHead, walkTarGz, walkTarGzInflatedHere } from './archive-format.js';
import { refusedArchive, TAR_KINDS, TarExtraction } from './tar-extraction.js';
import { formatBytes } from '../core/bytes.js';
import type { EntryKind } from './entry-guard.js';
import { createEntryGuard } from './entry-guard.js';

type EntryGuard = ReturnType<typeof createEntryGuard>;

export interface ExtractOptions {
  archive: string;
  /** Created by the extraction; when it exists it must be empty. */
  dir: string;
  logger: Logger;
  signal?: AbortSignal | undefined;
}

export interface ExtractResult {
  files: number;
  bytes: number;
}

interface Counts {
  files: number;
  bytes: number;
}

/**
 * Extracts a tar.gz or zip bundle into `dir`, all or nothing: entries go to a temporary folder
 * beside `dir`, which is renamed into place only when every entry passed the checks of
 * `createEntryGuard`. A refused or broken archive leaves no trace.
 */
export async function extractBundle(options: ExtractOptions): Promise<ExtractResult> {
  const { logger, signal } = options;
  const target = resolve(options.dir);
  const existing = await checkExtractTarget(target);
  const format = formatFromMagic(await readHead(options.archive));
  if (format === 'unknown') {
    throw new OperationFailedError(
      `${options.archive} is neither a tar.gz nor a zip archive: nothing extracted.`,
    );
  }

  await mkdir(dirname(target), { recursive: true });
  const counts =
    format === 'tar.gz' ? await extractTarGzInOnePass(options.archive, target, signal) : undefined;
  if (counts) {
    logger.info(`Extracted ${counts.files} files (${formatBytes(counts.bytes)}) to ${target}.`);
    return counts;
  }
  const temp = await mkdtemp(join(dirname(target), `.${basename(target)}.extracting-`));
  try {
    const counts =
      format === 'tar.gz'
        ? await extractTarGz(options.archive, temp, signal)
        : await extractZip(options.archive, temp, signal);
    if (existing) await rmdir(target);
    await rename(temp, target);
    logger.info(`Extracted ${counts.files} files (${formatBytes(counts.bytes)}) to ${target}.`);
    return counts;
  } catch (error) {
    await removeTemp(temp);
    if (error instanceof CancelledError || error instanceof OperationFailedError) throw error;
    throw new OperationFailedError(
      `Extracting ${basename(options.archive)} failed: ${errorMessage(error)}. Nothing was extracted.`,
    );
  }
}

/**
 * Refuses a target folder that exists and is not empty, before anything is read or downloaded.
 * True when it exists (empty).
 */
export async function checkExtractTarget(dir: string): Promise<boolean> {
  const target = resolve(dir);
  const existing = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing && existing.length > 0) {
    throw new ConfigurationError(
      `extract directory: ${target} already exists and is not empty. Extract into a new or empty directory.`,
    );
  }
  return existing !== undefined;
}

/**
 * One pass over a tar.gz: inflated here, each entry checked and written as its bytes come
 * (`TarExtraction`). Undefined when the walk handed over (not gzip, or compressed twice): the
 * two-pass path below then judges it as node-tar's stream does.
 */
async function extractTarGzInOnePass(
  archive: string,
  target: string,
  signal: AbortSignal | undefined,
): Promise<ExtractResult | undefined> {
  const extraction = new TarExtraction(target, basename(archive));
  let entries: number | undefined;
  try {
    entries = await walkTarGzInflatedHere(archive, { signal, sink: extraction });
  } catch (error) {
    await extraction.discard();
    if (error instanceof CancelledError)
      throw new CancelledError('Extraction cancelled; nothing was extracted.');
    if (error instanceof OperationFailedError) throw error;
    throw new OperationFailedError(
      `${basename(archive)} is not a readable tar.gz archive: ${errorMessage(error)}. Nothing was extracted.`,
    );
  }
  if (entries === undefined) {
    await extraction.discard();
    return undefined;
  }
  try {
    return await extraction.commit();
  } catch (error) {
    await extraction.discard();
    throw error;
  }
}

/** Writes already in flight when an unpack fails may land just after the first removal. */
async function removeTemp(temp: string): Promise<void> {
  await rm(temp, { recursive: true, force: true });
  await sleep(100);
  await rm(temp, { recursive: true, force: true });
}

function refused(archive: string, reason: string): OperationFailedError {
  return refusedArchive(basename(archive), reason);
}

function checkTarEntry(guard: EntryGuard, entry: ReadEntry): string | undefined {
  return guard({ path: entry.path, kind: TAR_KINDS[entry.type] ?? 'other', linkpath: entry.linkpath });
}

/**
 * Two passes: the first reads every header and refuses before anything is written (so a refusal
 * never races with writes in flight); the second unpacks with the same checks as a safety net.
 */
async function extractTarGz(archive: string, dir: string, signal: AbortSignal | undefined): Promise<Counts> {
  const counts: Counts = { files: 0, bytes: 0 };
  const scanGuard = createEntryGuard();
  try {
    await walkTarGz(archive, {
      signal,
      visit: (entry) => {
        const reason = checkTarEntry(scanGuard, entry);
        if (reason === undefined && TAR_KINDS[entry.type] === 'file') {
          counts.files += 1;
          counts.bytes += entry.size ?? 0;
        }
        return reason;
      },
      refuse: (reason) => refused(archive, reason),
    });
  } catch (error) {
    if (error instanceof CancelledError || error instanceof OperationFailedError) throw error;
    throw new OperationFailedError(
      `${basename(archive)} is not a readable tar.gz archive: ${errorMessage(error)}.`,
    );
  }
  await unpackTarGz(archive, dir, signal);
  return counts;
}

function unpackTarGz(archive: string, dir: string, signal: AbortSignal | undefined): Promise<void> {
  const guard = createEntryGuard();
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    const input = createReadStream(archive, { highWaterMark: 1024 * 1024 });
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolvePromise();
      else {
        input.destroy();
        reject(error instanceof Error ? error : new Error(errorMessage(error)));
      }
    };
    const unpack = new Unpack({
      cwd: dir,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) => {
        const read = entry as ReadEntry;
        const reason = checkTarEntry(guard, read);
        if (reason) {
          finish(refused(archive, reason));
          unpack.abort(new Error(reason));
          return false;
        }
        // No setuid, setgid or sticky bits from a downloaded archive.
        if (read.mode) read.mode &= 0o777;
        return true;
      },
    });
    const onAbort = () => {
      finish(new CancelledError('Extraction cancelled; nothing was extracted.'));
      unpack.abort(new Error('cancelled'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    input.on('error', finish);
    unpack.on('error', finish);
    unpack.on('close', () => finish());
    input.pipe(unpack);
  });
}

const S_IFMT = 0o170000;
const ZIP_KINDS: Record<number, EntryKind> = {
  0o100000: 'file',
  0o040000: 'directory',
  0o120000: 'symlink',
  0o020000: 'device',
  0o060000: 'device',
  0o010000: 'fifo',
  0o140000: 'other',
};

function zipEntryKind(entry: ZipEntry): EntryKind {
  if (entry.fileName.endsWith('/')) return 'directory';
  const madeByUnix = entry.versionMadeBy >> 8 === 3;
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (!madeByUnix || type === 0) return 'file';
  return ZIP_KINDS[type] ?? 'other';
}

async function readAll(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length > limit) throw new Error(`symlink target longer than ${limit} bytes`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function extractZip(archive: string, dir: string, signal: AbortSignal | undefined): Promise<Counts> {
  const guard = createEntryGuard();
  const counts: Counts = { files: 0, bytes: 0 };
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
  } catch (error) {
    throw new OperationFailedError(
      `${basename(archive)} is not a readable zip archive: ${errorMessage(error)}.`,
    );
  }
  try {
    for await (const entry of zip.eachEntry()) {
      if (signal?.aborted) throw new CancelledError('Extraction cancelled; nothing was extracted.');
      const kind = zipEntryKind(entry);
      const linkpath =
        kind === 'symlink' ? await readAll(await zip.openReadStreamPromise(entry), 4096) : undefined;
      const path = entry.fileName;
      const reason = guard({ path, kind, linkpath });
      if (reason) throw refused(archive, reason);
      const destination = join(dir, path);
      if (kind === 'directory') {
        await mkdir(destination, { recursive: true });
        continue;
      }
      await mkdir(dirname(destination), { recursive: true });
      if (kind === 'symlink') {
        await symlink(linkpath as string, destination);
        continue;
      }
      const mode = (entry.externalFileAttributes >>> 16) & 0o777 || 0o644;
      await pipeline(
        await zip.openReadStreamPromise(entry),
        createWriteStream(destination, { flags: 'wx', mode, highWaterMark: 1024 * 1024 }),
        { signal },
      );
      counts.files += 1;
      counts.bytes += entry.uncompressedSize;
    }
  } catch (error) {
    if (signal?.aborted) throw new CancelledError('Extraction cancelled; nothing was extracted.');
    if (error instanceof OperationFailedError) throw error;
    // yauzl names the entry in its own refusals ("invalid relative path: ../x").
    throw refused(archive, errorMessage(error));
  } finally {
    zip.close();
  }
  return counts;
}
