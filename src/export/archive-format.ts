import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import yauzl from 'yauzl';
import { CancelledError, errorMessage, OperationFailedError } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import { GZIP_MAGIC, InflatedTarWalk } from './inflated-tar-walk.js';
import { entryWalk } from './tar-entry-walk.js';
import { ExtractionError } from './tar-extraction.js';
import type { TarWalkOptions } from './tar-entry-walk.js';

export type { TarWalkOptions } from './tar-entry-walk.js';

export type BundleFormat = 'tar.gz' | 'zip' | 'unknown';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readHead(file: string, length = 16): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function formatFromMagic(head: Buffer): BundleFormat {
  if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'tar.gz';
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'zip';
  return 'unknown';
}

/** Says what a non-archive looks like: an HTML or XML error page is the usual culprit. */
export function describeHead(head: Buffer): string {
  const text = head.toString('latin1').trimStart().toLowerCase();
  if (text.startsWith('<?xml') || text.startsWith('<error')) return 'an XML document, not an archive';
  if (text.startsWith('<!doctype') || text.startsWith('<html')) return 'an HTML page, not an archive';
  if (text.startsWith('{') || text.startsWith('[')) return 'a JSON document, not an archive';
  if (head.length === 0) return 'empty';
  return `bytes ${head.subarray(0, 8).toString('hex')}: neither gzip (1f8b) nor zip (504b0304)`;
}

/**
 * Reads every entry header of a tar.gz without writing anything: proves the gzip stream and the
 * tar structure are complete. `visit` may refuse an entry by returning the reason, which stops the
 * walk with that reason as the error. Returns the entry count.
 *
 * node-tar judges the tar structure either way. The gzip layer goes through `ReusingGunzip` where
 * this Node allows it (a gigabyte bundle then allocates nothing per chunk), and through node-tar's
 * own stream otherwise, or when `InflatedTarWalk` hands over.
 */
export async function walkTarGz(file: string, options: TarWalkOptions = {}): Promise<number> {
  const entries = await walkTarGzInflatedHere(file, options);
  return entries ?? walkTarGzThroughStream(file, options);
}

const READ_BYTES = 1024 * 1024;

/**
 * The walk with the gzip layer inflated here; undefined when this Node cannot or the walk handed
 * over. `outputBytes` is for tests.
 */
export async function walkTarGzInflatedHere(
  file: string,
  options: TarWalkOptions,
  outputBytes?: number,
): Promise<number | undefined> {
  const walk = InflatedTarWalk.start(options, outputBytes);
  if (!walk) return undefined;
  // Two input buffers: the next read runs on the thread pool while this thread inflates.
  const inputs = [Buffer.allocUnsafe(READ_BYTES), Buffer.allocUnsafe(READ_BYTES)] as const;
  let turn: 0 | 1 = 0;
  let handle: FileHandle | undefined;
  let nextRead: Promise<{ bytesRead: number }> | undefined;
  try {
    handle = await open(file, 'r');
    nextRead = handle.read(inputs[turn], 0, READ_BYTES, null);
    for (;;) {
      const input = inputs[turn];
      const { bytesRead } = await nextRead;
      if (bytesRead === 0 || walk.stopped) break;
      turn = turn === 0 ? 1 : 0;
      nextRead = handle.read(inputs[turn], 0, READ_BYTES, null);
      walk.push(input.subarray(0, bytesRead));
      if (walk.behind) await new Promise<void>((resolve) => walk.whenCaughtUp(resolve));
    }
    return await walk.end();
  } finally {
    walk.close();
    // A read may still be in flight when the walk stopped early.
    await nextRead?.catch(() => undefined);
    await handle?.close();
  }
}

/** The walk with node-tar's own gzip stream. */
export function walkTarGzThroughStream(file: string, options: TarWalkOptions): Promise<number> {
  const walk = entryWalk(options);
  if (walk.isSettled()) return walk.done;
  const input = createReadStream(file, { highWaterMark: READ_BYTES });
  input.on('error', (error) => walk.finish(error));
  walk.done.catch(() => input.destroy());
  input.pipe(walk.parser);
  return walk.done;
}

/** Reads the zip central directory (every entry record), decompressing nothing. */
export async function listZip(file: string): Promise<number> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
  let entries = 0;
  try {
    for await (const _entry of zip.eachEntry()) entries += 1;
  } finally {
    zip.close();
  }
  return entries;
}

/**
 * Identifies the archive by its first bytes and checks it is readable to the end. Anything that is
 * not a complete tar.gz or zip is an OperationFailedError naming the file.
 */
export async function verifyArchive(
  file: string,
  options: {
    signal?: AbortSignal | undefined;
    label?: string;
    /** The walk already fed with the file's bytes (as they were downloaded): only its end is left. */
    walked?: InflatedTarWalk | undefined;
  } = {},
): Promise<{ format: 'tar.gz' | 'zip'; entries: number; readAgain: boolean }> {
  const label = options.label ?? basename(file);
  const head = await readHead(file);
  const format = formatFromMagic(head);
  const { walked } = options;
  if (format !== 'tar.gz') walked?.close();
  if (format === 'unknown') {
    throw new OperationFailedError(
      `${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
        'served something else: generate a new bundle link and download again.',
    );
  }
  let entries: number | undefined;
  let readAgain = true;
  try {
    if (format === 'zip') entries = await listZip(file);
    else {
      entries = await walked?.end();
      readAgain = entries === undefined;
      entries ??= await walkTarGz(file, { signal: options.signal });
    }
  } catch (error) {
    if (error instanceof CancelledError || error instanceof ExtractionError) throw error;
    throw new OperationFailedError(
      `${label} is a corrupt ${format} archive (${redact(errorMessage(error))}). Generate a new bundle link ` +
        'and download again; if it keeps failing, run the export job again.',
    );
  }
  if (entries === 0) {
    throw new OperationFailedError(
      `${label} is an empty ${format} archive: the export produced no files. Check the export job's page count.`,
    );
  }
  return { format, entries, readAgain };
}
