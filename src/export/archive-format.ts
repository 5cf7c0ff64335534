import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Parser } from 'tar';
import type { ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { CancelledError, errorMessage, OperationFailedError } from '../core/errors.js';
import { redact } from '../core/secrets.js';

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

/**
 * Reads every entry header of a tar.gz without writing anything: proves the gzip stream and the
 * tar structure are complete. `visit` may refuse an entry by returning the reason, which stops the
 * walk with that reason as the error. Returns the entry count.
 */
export function walkTarGz(
  file: string,
  options: {
    signal?: AbortSignal | undefined;
    visit?: (entry: ReadEntry) => string | undefined;
    refuse?: (reason: string) => Error;
  } = {},
): Promise<number> {
  const { signal, visit } = options;
  return new Promise((resolve, reject) => {
    let entries = 0;
    let settled = false;
    const input = createReadStream(file, { highWaterMark: 1024 * 1024 });
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve(entries);
      else {
        input.destroy();
        reject(error instanceof Error ? error : new Error(errorMessage(error)));
      }
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
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    input.on('error', finish);
    parser.on('error', finish);
    parser.on('end', () => finish());
    input.pipe(parser);
  });
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
