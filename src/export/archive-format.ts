import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Parser } from 'tar';
import type { ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { CancelledError, errorMessage, OperationFailedError } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import { ReusingGunzip, ZlibError } from './reusing-gunzip.js';

export type BundleFormat = 'tar.gz' | 'zip' | 'unknown';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
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

export interface TarWalkOptions {
  signal?: AbortSignal | undefined;
  visit?: (entry: ReadEntry) => string | undefined;
  refuse?: (reason: string) => Error;
}

/**
 * Reads every entry header of a tar.gz without writing anything: proves the gzip stream and the
 * tar structure are complete. `visit` may refuse an entry by returning the reason, which stops the
 * walk with that reason as the error. Returns the entry count.
 *
 * node-tar judges the tar structure either way. The gzip layer goes through `ReusingGunzip` where
 * this Node allows it (a gigabyte bundle then allocates nothing per chunk), through node-tar's own
 * stream otherwise, and also when the content is compressed a second time, which node-tar would
 * judge differently once given the inflated bytes.
 */
export async function walkTarGz(file: string, options: TarWalkOptions = {}): Promise<number> {
  const entries = await walkTarGzInflatedHere(file, options);
  return entries ?? walkTarGzThroughStream(file, options);
}

/**
 * The walk with the gzip layer inflated here; undefined when this Node cannot, when the file is not
 * gzip, or when its content is compressed again (node-tar's stream then judges). `outputBytes` is
 * for tests.
 */
export async function walkTarGzInflatedHere(
  file: string,
  options: TarWalkOptions,
  outputBytes?: number,
): Promise<number | undefined> {
  const gunzip = ReusingGunzip.create(outputBytes);
  if (!gunzip) return undefined;
  try {
    const entries = await walkInflated(file, gunzip, options);
    return entries === STREAM_JUDGES ? undefined : entries;
  } finally {
    gunzip.close();
  }
}

const READ_BYTES = 1024 * 1024;
/** The file is not gzip, or its content is compressed again: node-tar's stream judges it. */
const STREAM_JUDGES = Symbol('the stream judges this file');
/** node-tar's defaults, applied the same way when the inflating happens here. */
const MAX_DECOMPRESSION_RATIO = 1000;
const COMPRESSED_MAGICS = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];

/** One node-tar parser counting entries; `done` settles once, with the count or the first error. */
function entryWalk(options: TarWalkOptions) {
  const { signal, visit } = options;
  let entries = 0;
  let settled = false;
  let settle: { resolve: (count: number) => void; reject: (error: Error) => void } | undefined;
  const done = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (error?: unknown) => {
    if (settled) return;
    settled = true;
    signal?.removeEventListener('abort', onAbort);
    if (error === undefined) settle?.resolve(entries);
    else settle?.reject(error instanceof Error ? error : new Error(errorMessage(error)));
  };
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      entries += 1;
      const reason = visit?.(entry);
      if (reason !== undefined) {
        finish(options.refuse ? options.refuse(reason) : new Error(reason));
        parser.abort(new Error(reason));
      }
      entry.resume();
    },
  });
  const onAbort = () => {
    finish(new CancelledError('Archive read cancelled.'));
    parser.abort(new Error('cancelled'));
  };
  parser.on('error', finish);
  parser.on('end', () => finish());
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return { parser, done, finish, isSettled: () => settled };
}

/** The walk with node-tar's own gzip stream. */
export function walkTarGzThroughStream(file: string, options: TarWalkOptions): Promise<number> {
  const walk = entryWalk(options);
  if (walk.isSettled()) return walk.done;
  const input = createReadStream(file, { highWaterMark: READ_BYTES });
  input.on('error', walk.finish);
  walk.done.catch(() => input.destroy());
  input.pipe(walk.parser);
  return walk.done;
}

async function walkInflated(
  file: string,
  gunzip: ReusingGunzip,
  options: TarWalkOptions,
): Promise<number | typeof STREAM_JUDGES> {
  const walk = entryWalk(options);
  const { parser } = walk;
  // Settled by the caller's fallback or by the walk itself: never an unhandled rejection.
  walk.done.catch(() => undefined);
  const head = Buffer.alloc(4);
  let headBytes = 0;
  let compressed = 0;
  let inflated = 0;
  const write = (chunk: Buffer) => {
    try {
      parser.write(chunk);
    } catch (error) {
      walk.finish(error);
    }
  };
  // node-tar is given whole 512-byte blocks only. It then consumes every write at once and keeps no
  // view of the reused output buffers. And its verdict does not depend on where the pieces end: it
  // holds back a body tail shorter than a block until more comes, so an archive without its closing
  // blocks would pass or fail by chance.
  const carry = Buffer.alloc(512);
  let carried = 0;
  let nested = false;
  const feed = (view: Buffer) => {
    if (walk.isSettled() || nested) return;
    if (headBytes < head.length) {
      headBytes += view.copy(head, headBytes, 0, head.length - headBytes);
      if (headBytes === head.length && startsCompressed(head)) nested = true;
    }
    inflated += view.length;
    if (inflated / compressed > MAX_DECOMPRESSION_RATIO) {
      const ratio = (inflated / compressed).toFixed(2);
      parser.abort(new Error(`max decompression ratio exceeded: ${ratio} > ${MAX_DECOMPRESSION_RATIO}`));
      return;
    }
    let at = 0;
    if (carried > 0) {
      at = view.copy(carry, carried, 0, carry.length - carried);
      carried += at;
      if (carried < carry.length) return;
      write(Buffer.from(carry));
      carried = 0;
    }
    const wholeBlocksEnd = at + Math.floor((view.length - at) / 512) * 512;
    if (wholeBlocksEnd > at) write(view.subarray(at, wholeBlocksEnd));
    carried = view.copy(carry, 0, wholeBlocksEnd);
  };
  const endInput = () => {
    if (carried > 0 && !walk.isSettled()) write(Buffer.from(carry.subarray(0, carried)));
    parser.end();
  };
  const handOver = (): typeof STREAM_JUDGES => {
    walk.finish(new Error('handed over to the stream'));
    return STREAM_JUDGES;
  };
  // Two input buffers: the next read runs on the thread pool while this thread inflates.
  const inputs: Buffer[] = [Buffer.allocUnsafe(READ_BYTES), Buffer.allocUnsafe(READ_BYTES)];
  let turn = 0;
  const handle = await open(file, 'r');
  let nextRead: Promise<{ bytesRead: number }> = handle.read(inputs[0] as Buffer, 0, READ_BYTES, null);
  try {
    while (!walk.isSettled()) {
      const input = inputs[turn % 2] as Buffer;
      const { bytesRead } = await nextRead;
      turn += 1;
      if (bytesRead > 0) nextRead = handle.read(inputs[turn % 2] as Buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) {
        // An empty file gives node-tar nothing to inflate: it judges it as it would an empty stream.
        if (compressed > 0) gunzip.finish(feed);
        if (nested || (headBytes > 0 && startsCompressed(head.subarray(0, headBytes)))) return handOver();
        endInput();
        break;
      }
      if (compressed === 0 && !startsGzip(input.subarray(0, bytesRead))) return handOver();
      compressed += bytesRead;
      gunzip.push(input.subarray(0, bytesRead), feed);
      if (nested) return handOver();
    }
  } catch (error) {
    // Worded as node-tar words the errors of its own gzip stream.
    walk.finish(error instanceof ZlibError ? new Error(`zlib: ${error.message}`) : error);
  } finally {
    // A read may still be in flight when the walk stopped early.
    await nextRead.catch(() => undefined);
    await handle.close();
  }
  return walk.done;
}

function startsGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function startsCompressed(head: Buffer): boolean {
  return COMPRESSED_MAGICS.some((magic) =>
    head.subarray(0, magic.length).equals(magic.subarray(0, head.length)),
  );
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
  options: { signal?: AbortSignal | undefined; label?: string } = {},
): Promise<{ format: 'tar.gz' | 'zip'; entries: number }> {
  const label = options.label ?? basename(file);
  const head = await readHead(file);
  const format = formatFromMagic(head);
  if (format === 'unknown') {
    throw new OperationFailedError(
      `${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
        'served something else: generate a new bundle link and download again.',
    );
  }
  let entries: number;
  try {
    entries = format === 'tar.gz' ? await walkTarGz(file, { signal: options.signal }) : await listZip(file);
  } catch (error) {
    if (error instanceof CancelledError) throw error;
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
  return { format, entries };
}
