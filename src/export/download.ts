import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatDuration } from '../core/duration.js';
import type { Clock } from '../core/clock.js';
import { abortReason, systemClock } from '../core/clock.js';
import {
  CancelledError,
  ConfigurationError,
  errorMessage,
  isDocsCiError,
  NetworkError,
  OperationFailedError,
  TimeoutError,
} from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { redact, registerSecret, safeUrl } from '../core/secrets.js';
import type { BundleFormat } from './archive-format.js';
import { formatBytes } from '../core/bytes.js';
import type { HashedFileState } from './hashing-file-writer.js';
import type { InflatedTarWalk } from './inflated-tar-walk.js';
import { HashingFileWriter } from './hashing-file-writer.js';
import type { PieceHasher } from './piece-hasher.js';
import { InlineSha256 } from './piece-hasher.js';
import { Sha256OnThread } from './sha256-on-thread.js';
import { parseContentRange, parseStorageError } from '../client/http-get.js';
import { parseContentLength } from '../client/http-response-head.js';
import { tlsTrustError } from '../client/tls-trust.js';
import type { AnswerContext, BundleAnswer, DownloadTransport } from './bundle-answer.js';
import { requestBundle } from './bundle-answer.js';
import type { ExtractCounts } from './tar-extraction.js';
import { ExtractionError, TarExtraction } from './tar-extraction.js';

export interface FreshBundleUrl {
  url: string;
  expiresAt?: string | number | Date | undefined;
  sizeBytes?: number | undefined;
}

export interface DownloadProgress {
  bytes: number;
  totalBytes: number | undefined;
}

export interface DownloadOptions {
  /** Presigned bundle link: a credential until it expires. */
  url: string;
  dest: string;
  expectedSize?: number | undefined;
  /** Asks the service for a new link (Generate export bundle) when this one has expired. */
  getFreshUrl?: (() => Promise<FreshBundleUrl>) | undefined;
  expiresAt?: string | number | Date | undefined;
  /** A link expiring within this margin counts as expired (default 60 s). */
  clockSkewMs?: number | undefined;
  signal?: AbortSignal | undefined;
  logger: Logger;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  /** Failed transfers in a row, without progress, before giving up (default 5). */
  maxAttempts?: number | undefined;
  /** First retry delay, doubled each time up to 10 s (default 1 s). */
  retryDelayMs?: number | undefined;
  /** A connection silent this long is dropped and resumed (default 60 s). */
  idleTimeoutMs?: number | undefined;
  /** How the bytes travel (default `auto`: a plain socket when no proxy applies); see DownloadTransport. */
  transport?: DownloadTransport | undefined;
  /**
   * Bundles announced at least this large are hashed on a worker thread (default 64 MiB). With an
   * `expectedSize` that large, the thread starts with the download, before the request.
   */
  hashOnThreadFromBytes?: number | undefined;
  /**
   * When a tar.gz is checked (default `as-it-lands`: walked on the pass that hashes it; `after`:
   * the file is read again once the transfer ended). The benchmark measures both.
   */
  archiveCheck?: 'as-it-lands' | 'after' | undefined;
  /**
   * Extracts a tar.gz into this folder (new or empty) as it lands, on the pass that checks it:
   * all or nothing, as `extractBundle` does. A zip (or a tar.gz the walk hands over) is not
   * extracted here: `DownloadResult.extracted` is then undefined and the caller extracts after.
   */
  extractTo?: string | undefined;
  now?: (() => number) | undefined;
  /** Sleeps the pause between fresh-link requests (default: the system clock; tests scale it). */
  clock?: Clock | undefined;
  /** The pause before asking for the 2nd, 3rd... fresh link in a row (default 2 s, doubled each time). */
  freshLinkPauseMs?: number | undefined;
}

export interface DownloadResult {
  path: string;
  sizeBytes: number;
  sha256: string;
  format: BundleFormat;
  /** Set when `extractTo` was given and the bundle was extracted as it landed. */
  extracted?: ExtractCounts | undefined;
}

const MAX_FRESH_URLS = 3;
/**
 * Below this, the sha256 (about 35 ms per 64 MiB here) costs less than a worker thread's start-up
 * and its 20 MiB of memory.
 */
const HASH_ON_THREAD_FROM_BYTES = 64 * 1024 * 1024;
const PROGRESS_EVERY_MS = 500;
const LOG_PROGRESS_EVERY_MS = 15_000;

type AttemptOutcome =
  | { kind: 'complete' }
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  | { kind: 'refused'; detail: string; expired: boolean };

interface Transfer {
  url: string;
  /** The file being written (`<dest>.partial`). */
  partial: string;
  state: HashedFileState & { tap?: InflatedTarWalk | undefined };
  hashOnThreadFromBytes: number;
  /** A sha256 thread started with the download, for the first transfer from byte 0 to take. */
  earlyHasher: Sha256OnThread | undefined;
  /** The archive check walking the bytes as they land; a restart from zero starts a new one. */
  startArchiveWalk: () => InflatedTarWalk | undefined;
  writer: HashingFileWriter;
  handle: FileHandle;
  totalBytes: number | undefined;
  /** Strong ETag of the first full answer: a resume through another link must hit the same object. */
  etag: string | undefined;
  expectedSize: number | undefined;
}

/** A transfer completed but its bytes fail the size or archive check: damaged on the way, or at rest. */
export class BundleIntegrityError extends OperationFailedError {}

/**
 * Downloads a bundle to `dest`: streamed to `<dest>.partial`, hashed in the same pass, resumed with
 * Range after a cut, refreshed through `getFreshUrl` when the link expires, verified as a readable
 * archive, then renamed into place. On any failure nothing is left at `dest` or `<dest>.partial`.
 *
 * A transfer that completes but fails its size or archive check is downloaded again, once, from a
 * freshly generated link (bytes damaged once on the way usually arrive intact the second time); a
 * second failure is final.
 */
export async function downloadBundle(options: DownloadOptions): Promise<DownloadResult> {
  const { logger } = options;
  try {
    return await downloadOnce(options, 1);
  } catch (error) {
    if (!(error instanceof BundleIntegrityError) || !options.getFreshUrl) throw error;
    logger.warning(
      `Download attempt 1 of 2 failed its check: ${error.message.split('. ')[0]}. Downloading again from a freshly generated bundle link.`,
    );
    const fresh = await options.getFreshUrl();
    try {
      return await downloadOnce(
        {
          ...options,
          url: fresh.url,
          expiresAt: fresh.expiresAt,
          expectedSize: fresh.sizeBytes ?? options.expectedSize,
        },
        2,
      );
    } catch (second) {
      if (!(second instanceof BundleIntegrityError)) throw second;
      throw new OperationFailedError(
        `The export bundle failed its check twice, the second time from a freshly generated link ` +
          `(1: ${error.message.split('. ')[0]}; 2: ${second.message.split('. ')[0]}). The stored bundle is likely ` +
          'damaged: run the export job again to build a new one. Nothing was left at the download path.',
      );
    }
  }
}

async function downloadOnce(options: DownloadOptions, attemptNumber: 1 | 2): Promise<DownloadResult> {
  const { logger, signal } = options;
  const now = options.now ?? Date.now;
  const skew = options.clockSkewMs ?? 60_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const baseDelay = options.retryDelayMs ?? 1000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const dest = resolve(options.dest);
  const partial = `${dest}.partial`;

  registerSecret(options.url);
  assertHttpUrl(options.url);
  let expiresAt = parseExpiry(options.expiresAt, logger);
  let freshUrls = 0;
  let bytesAtLastRefresh = -1;
  /** Every fresh link in a row was refused as expired before a byte arrived. */
  let expiredAtOnce = true;
  const clock = options.clock ?? systemClock;
  const pauseMs = options.freshLinkPauseMs ?? 2000;

  const refresh = async (
    transfer: Transfer,
    why: string,
    refusal?: { detail: string; expired: boolean },
  ): Promise<void> => {
    if (!options.getFreshUrl) throw new Error('unreachable: refresh without getFreshUrl');
    // Only refusals in a row count: a long download may outlive several links.
    if (transfer.state.bytes > bytesAtLastRefresh) {
      freshUrls = 0;
      expiredAtOnce = true;
    }
    bytesAtLastRefresh = transfer.state.bytes;
    if (refusal && !(refusal.expired && transfer.state.bytes === 0)) expiredAtOnce = false;
    if (freshUrls >= MAX_FRESH_URLS) {
      throw freshLinksRefused(why, freshUrls, refusal, expiredAtOnce, expiresAt, now());
    }
    // A storage that refuses a link just issued may be settling (or its clock off): not a tight loop.
    if (freshUrls > 0) await clock.sleep(pauseMs * 2 ** (freshUrls - 1), signal);
    freshUrls += 1;
    logger.info(`The bundle link ${why}: asking the service for a fresh one.`);
    const fresh = await options.getFreshUrl();
    registerSecret(fresh.url);
    assertHttpUrl(fresh.url);
    transfer.url = fresh.url;
    transfer.expectedSize ??= fresh.sizeBytes;
    expiresAt = parseExpiry(fresh.expiresAt, logger);
  };
  const isExpiring = () => expiresAt !== undefined && expiresAt - skew <= now();

  let handle: FileHandle | undefined;
  let state: Transfer['state'] | undefined;
  /** The extraction fed by the current walk, and those of walks dropped by a restart from zero. */
  let extraction: TarExtraction | undefined;
  const dropped: TarExtraction[] = [];
  let writer: HashingFileWriter | undefined;
  const startedAt = now();
  const hashOnThreadFromBytes = options.hashOnThreadFromBytes ?? HASH_ON_THREAD_FROM_BYTES;
  // Started now, its start-up (25-35 ms of CPU) overlaps opening the file and the request instead of
  // the first reads.
  const earlyHasher =
    options.expectedSize !== undefined && options.expectedSize >= hashOnThreadFromBytes
      ? Sha256OnThread.start(partial)
      : undefined;
  try {
    throwIfAborted(signal);
    const extractTo = options.extractTo === undefined ? undefined : resolve(options.extractTo);
    if (extractTo !== undefined) {
      const { checkExtractTarget } = await import('./extract.js');
      await checkExtractTarget(extractTo);
      await mkdir(dirname(extractTo), { recursive: true });
    }
    await mkdir(dirname(dest), { recursive: true });
    handle = await open(partial, 'w');
    // A tar.gz is walked as it lands, on the pass that hashes it: its check is done when the
    // transfer is. Anything else (zip, or what InflatedTarWalk hands over) is read again after.
    const { InflatedTarWalk } = await import('./inflated-tar-walk.js');
    const startArchiveWalk = () => {
      if (options.archiveCheck === 'after') return undefined;
      if (extraction) dropped.push(extraction);
      extraction = extractTo === undefined ? undefined : new TarExtraction(extractTo, basename(dest));
      return InflatedTarWalk.start({ signal, sink: extraction });
    };
    state = { bytes: 0, tap: startArchiveWalk() };
    writer = new HashingFileWriter(handle.fd, state);
    const transfer: Transfer = {
      url: options.url,
      partial,
      state,
      hashOnThreadFromBytes,
      earlyHasher,
      startArchiveWalk,
      writer,
      handle,
      totalBytes: undefined,
      etag: undefined,
      expectedSize: options.expectedSize,
    };
    if (isExpiring()) {
      const when = new Date(expiresAt as number).toISOString();
      if (options.getFreshUrl) await refresh(transfer, `expires at ${when}`);
      else logger.warning(`The bundle link expires at ${when} (local clock): trying it anyway.`);
    }
    logger.info(
      `${attemptNumber === 2 ? 'Download attempt 2 of 2: downloading' : 'Downloading'} the export bundle from ${safeUrl(transfer.url)}` +
        (transfer.expectedSize !== undefined ? ` (${formatBytes(transfer.expectedSize)})` : '') +
        '.',
    );

    const stopProgress = startProgress(transfer, options, logger);
    try {
      let failuresInARow = 0;
      for (let attempt = 1; ; attempt += 1) {
        if (attempt > 1 && isExpiring() && options.getFreshUrl) await refresh(transfer, 'has expired');
        const before = transfer.state.bytes;
        const outcome = await attemptTransfer(transfer, {
          signal,
          idleTimeoutMs,
          logger,
          transport: options.transport ?? 'auto',
        });
        if (outcome.kind === 'complete') break;
        if (outcome.kind === 'refused') {
          if (!options.getFreshUrl) throw linkRefusedError(transfer.url, outcome);
          await refresh(
            transfer,
            outcome.expired ? 'has expired' : `was refused (HTTP ${outcome.detail})`,
            outcome,
          );
          continue;
        }
        failuresInARow = transfer.state.bytes > before ? 1 : failuresInARow + 1;
        // Progress resets the count, but never forever: a server that drips and cuts still ends.
        if (failuresInARow >= maxAttempts || attempt >= maxAttempts * 4) {
          throw new NetworkError(
            `Downloading the export bundle from ${safeUrl(transfer.url)} failed after ${attempt} attempts ` +
              `(${formatBytes(transfer.state.bytes)} received): ${outcome.reason}. Check the runner's network ` +
              'and proxy settings (https_proxy, no_proxy), then run again.',
            { operation: 'download bundle', mayHaveBeenProcessed: false },
          );
        }
        const delay = outcome.retryAfterMs ?? backoff(baseDelay, failuresInARow);
        logger.warning(
          `Bundle download interrupted after ${formatBytes(transfer.state.bytes)} (${outcome.reason}); ` +
            `${transfer.state.bytes > 0 ? 'resuming' : 'retrying'} in ${formatDuration(delay)}.`,
        );
        await sleep(delay, undefined, { signal });
      }
    } finally {
      stopProgress();
    }

    await handle.truncate(transfer.state.bytes);
    await handle.close();
    handle = undefined;

    const sizeBytes = (await stat(partial)).size;
    const sha256 = await writer.digest();
    writer.close();
    const expected = transfer.expectedSize;
    if (expected !== undefined && sizeBytes !== expected) {
      throw sizeMismatch(sizeBytes, expected);
    }
    const elapsed = Math.max(1, now() - startedAt);
    logger.info(
      `Downloaded ${formatBytes(sizeBytes)} in ${formatDuration(elapsed)} ` +
        `(${formatBytes((sizeBytes * 1000) / elapsed)}/s), sha256 ${sha256}.`,
    );
    // The archive readers (tar, yauzl) are a chunk of their own: only downloads load them.
    const { verifyArchive } = await import('./archive-format.js');
    const { format, entries, readAgain } = await verifyArchive(partial, {
      signal,
      label: 'The downloaded bundle',
      walked: state.tap,
    }).catch((error: unknown) => {
      throw error instanceof OperationFailedError && !(error instanceof ExtractionError)
        ? new BundleIntegrityError(error.message)
        : error;
    });
    logger.info(
      `The bundle is a readable ${format} archive with ${entries} entries` +
        `${readAgain ? '' : ' (checked as it downloaded)'}.`,
    );
    let extracted: ExtractCounts | undefined;
    if (extraction && !readAgain) {
      extracted = await extraction.commit();
      logger.info(
        `Extracted ${extracted.files} files (${formatBytes(extracted.bytes)}) to ${extraction.target} as the bundle downloaded.`,
      );
    } else if (extraction) dropped.push(extraction);
    extraction = undefined;
    await Promise.all(dropped.map((stale) => stale.discard()));
    await rename(partial, dest);
    return { path: dest, sizeBytes, sha256, format, ...(extracted ? { extracted } : {}) };
  } catch (error) {
    state?.tap?.close();
    if (extraction) dropped.push(extraction);
    await Promise.all(dropped.map((stale) => stale.discard().catch(() => undefined)));
    writer?.close();
    await handle?.close().catch(() => undefined);
    // Never let the clean-up replace the error (ENOTDIR when the parent is a file, EACCES, ...).
    await rm(partial, { force: true }).catch(() => undefined);
    throw asDownloadError(error, signal, dest);
  } finally {
    // Closed here when no transfer took it (closing twice is harmless).
    earlyHasher?.close();
  }
}

async function attemptTransfer(transfer: Transfer, context: AnswerContext): Promise<AttemptOutcome> {
  const { state } = transfer;
  const headers: Record<string, string> = { 'accept-encoding': 'identity', 'user-agent': 'docs-ci' };
  if (state.bytes > 0) {
    headers.range = `bytes=${state.bytes}-`;
    if (transfer.etag) headers['if-range'] = transfer.etag;
  }
  let answer: BundleAnswer;
  /** The hop that failed: a redirect may lead to another host. */
  let hop = transfer.url;
  try {
    answer = await requestBundle(transfer.url, headers, { ...context, onHop: (url) => (hop = url) });
  } catch (error) {
    throwIfAborted(context.signal);
    // A certificate the runner does not trust fails the same way every time: not retried.
    const untrusted = tlsTrustError(error, new URL(hop).host, 'Downloading the export bundle');
    if (untrusted) throw untrusted;
    return { kind: 'retry', reason: redact(errorMessage(error)) };
  }

  const status = answer.status;
  if (status === 200 || status === 206) refuseEncodedBody(answer, transfer.url);
  if (status === 200) {
    if (state.bytes > 0) {
      context.logger.info(
        `The server ignored the Range request (answered 200): restarting the download from zero.`,
      );
      await restartFromZero(transfer);
    }
    const etag = answer.header('etag');
    transfer.etag = etag && !etag.startsWith('W/') ? etag : undefined;
    // A Transfer-Encoding (chunked) overrides any Content-Length: then the length is not known.
    transfer.totalBytes =
      answer.header('transfer-encoding') === undefined
        ? parseContentLength(answer.header('content-length'))
        : undefined;
  } else if (status === 206) {
    const range = parseContentRange(answer.header('content-range'));
    if (range?.start !== state.bytes) {
      const reason = `the server resumed at ${range?.start ?? 'an unknown offset'} instead of ${state.bytes}`;
      answer.discard();
      await restartFromZero(transfer);
      return { kind: 'retry', reason };
    }
    transfer.totalBytes = range.total;
  } else if (status === 416) {
    const total = parseContentRange(answer.header('content-range'))?.total;
    answer.discard();
    if (total !== undefined && total === state.bytes) return { kind: 'complete' };
    await restartFromZero(transfer);
    return { kind: 'retry', reason: 'the server refused the resume range (416)' };
  } else {
    return answerToOutcome(status, answer);
  }

  const total = transfer.totalBytes;
  if (total !== undefined && transfer.expectedSize !== undefined && total !== transfer.expectedSize) {
    answer.discard();
    throw sizeMismatch(total, transfer.expectedSize);
  }

  if (state.bytes === 0) {
    const hasher = hasherFor(transfer, total);
    transfer.writer.restartHash(hasher);
    if (hasher instanceof Sha256OnThread) context.logger.debug('Hashing the bundle on a worker thread.');
  }
  context.logger.debug(`Receiving the bundle from byte ${state.bytes} over ${answer.via}.`);
  let cut: { error: unknown } | undefined;
  try {
    await answer.readBody(transfer.writer, context.signal);
  } catch (error) {
    cut = { error };
  }
  // What arrived before a cut is kept: the next attempt resumes after it. A failed write is final.
  await transfer.writer.flush();
  throwIfAborted(context.signal);
  if (cut) return { kind: 'retry', reason: describeCut(state.bytes, total, cut.error) };
  if (total !== undefined && state.bytes < total) {
    return { kind: 'retry', reason: describeCut(state.bytes, total) };
  }
  return { kind: 'complete' };
}

async function answerToOutcome(status: number, answer: BundleAnswer): Promise<AttemptOutcome> {
  const body = await answer.readSmallBody();
  const storage = parseStorageError(body);
  const detail = [status, storage.code, storage.message].filter(Boolean).join(' ');
  if (status === 403 || status === 401) {
    const expired = /expired/i.test(storage.message ?? body) || storage.code === 'ExpiredToken';
    return { kind: 'refused', detail: redact(detail), expired };
  }
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfter = Number(answer.header('retry-after'));
    return {
      kind: 'retry',
      reason: `HTTP ${redact(detail)}`,
      ...(Number.isFinite(retryAfter) && retryAfter > 0
        ? { retryAfterMs: Math.min(retryAfter, 30) * 1000 }
        : {}),
    };
  }
  const hint =
    status === 404 || status === 410
      ? 'The bundle is gone from storage: generate a new bundle link (or run the export job again).'
      : 'Generate a new bundle link and download again.';
  throw new OperationFailedError(`The bundle download was answered HTTP ${redact(detail)}. ${hint}`);
}

/**
 * A large bundle is hashed on a worker thread (see Sha256OnThread): the one started with the download
 * if the announced size called for it, else a new one. One that failed while starting is not used.
 */
function hasherFor(transfer: Transfer, totalBytes: number | undefined): PieceHasher {
  const early = transfer.earlyHasher;
  transfer.earlyHasher = undefined;
  if (totalBytes === undefined || totalBytes < transfer.hashOnThreadFromBytes) {
    early?.close();
    return new InlineSha256();
  }
  if (early?.failure) return new InlineSha256();
  return early ?? Sha256OnThread.start(transfer.partial) ?? new InlineSha256();
}

/** Empties the file; the hash restarts with the next body read (`state.bytes` is 0). */
async function restartFromZero(transfer: Transfer): Promise<void> {
  transfer.state.tap?.close();
  transfer.state.tap = transfer.startArchiveWalk();
  transfer.state.bytes = 0;
  transfer.etag = undefined;
  await transfer.handle.truncate(0);
}

function startProgress(transfer: Transfer, options: DownloadOptions, logger: Logger): () => void {
  let lastLog = Date.now();
  const timer = setInterval(() => {
    const progress = { bytes: transfer.state.bytes, totalBytes: transfer.totalBytes };
    options.onProgress?.(progress);
    if (Date.now() - lastLog >= LOG_PROGRESS_EVERY_MS) {
      lastLog = Date.now();
      const total = progress.totalBytes;
      logger.info(
        `Downloaded ${formatBytes(progress.bytes)}` +
          (total ? ` of ${formatBytes(total)} (${Math.floor((progress.bytes / total) * 100)}%)` : '') +
          '.',
      );
    }
  }, PROGRESS_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    options.onProgress?.({ bytes: transfer.state.bytes, totalBytes: transfer.totalBytes });
  };
}

/**
 * The kit asks for the stored bytes (`Accept-Encoding: identity`): an answer that encodes them anyway
 * (a CDN compressing, an object stored with Content-Encoding metadata) is not the bundle as announced,
 * and every link to the same storage answers alike. Refused before reading, saying who sent it: the
 * bytes are not called damaged, and no export job needs to run again.
 */
function refuseEncodedBody(answer: BundleAnswer, url: string): void {
  const encoding = answer.header('content-encoding')?.trim();
  if (!encoding || /^identity$/i.test(encoding)) return;
  answer.discard();
  const server = answer.header('server');
  throw new OperationFailedError(
    `The storage at ${new URL(url).host}${server ? ` (Server: ${redact(server)})` : ''} answered the bundle ` +
      `download with Content-Encoding: ${redact(encoding)}, although the kit asked for the stored bytes ` +
      '(Accept-Encoding: identity). The bundle itself is not known to be damaged: configure the storage or ' +
      'CDN to serve it unencoded (no compression for this object, no Content-Encoding metadata on it), ' +
      'then download again. Not retried: every link to this storage would answer the same.',
  );
}

/** The last word after fresh links were refused in a row: the storage's own words, and what to check. */
function freshLinksRefused(
  why: string,
  tried: number,
  refusal: { detail: string; expired: boolean } | undefined,
  expiredAtOnce: boolean,
  expiresAt: number | undefined,
  now: number,
): OperationFailedError {
  const clockHint =
    refusal?.expired && expiredAtOnce
      ? ` Each link was refused as expired at once, before a byte arrived: check the runner's clock (it reads ` +
        `${new Date(now).toISOString()}${expiresAt === undefined ? '' : `; the last link expires at ${new Date(expiresAt).toISOString()}`}) ` +
        "against the storage's, and the service's link lifetime."
      : '';
  return new OperationFailedError(
    `The bundle link ${why}${refusal?.expired ? ` (HTTP ${refusal.detail})` : ''}, again after ${tried} fresh link${tried === 1 ? '' : 's'} from the service.` +
      `${clockHint} ${refusal?.expired ? '' : 'The storage denies access: '}check that the export job still ` +
      'exists and that the runner can reach the storage, then run again (docs-ci bundle JOB_ID gives a fresh link).',
  );
}

function linkRefusedError(url: string, outcome: { detail: string; expired: boolean }): OperationFailedError {
  const what = outcome.expired ? 'has expired' : 'was refused';
  return new OperationFailedError(
    `The bundle link ${safeUrl(url)} ${what} (HTTP ${outcome.detail}). Presigned bundle links are ` +
      'time-limited: generate a new one (Generate export bundle, or run the export again) and download ' +
      'it before its expiresAt.',
  );
}

function sizeMismatch(actual: number, expected: number): BundleIntegrityError {
  return new BundleIntegrityError(
    `The bundle is ${actual} bytes but the service announced ${expected} bytes: the download is ` +
      'incomplete or the link points at another file. Generate a new bundle link and download again.',
  );
}

function describeCut(received: number, total: number | undefined, error?: unknown): string {
  const where = total !== undefined ? `${received} of ${total} bytes` : `${received} bytes`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const closed =
    error === undefined ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^(aborted|socket hang up)$/i.test(errorMessage(error));
  return `${closed ? 'connection closed early' : redact(errorMessage(error))} at ${where}`;
}

/** Errors of the local file system that the user fixes by choosing another target. */
const TARGET_ERRORS = new Set([
  'EEXIST',
  'ENOTDIR',
  'EISDIR',
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
]);

function asDownloadError(error: unknown, signal: AbortSignal | undefined, dest: string): unknown {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    const reason = signal?.aborted ? abortReason(signal) : undefined;
    // The run's deadline aborts the signal too: that is a timeout, not a cancellation.
    if (reason instanceof TimeoutError) {
      return new TimeoutError(
        `The bundle download did not finish: ${reason.message}; the partial file was removed.`,
      );
    }
    return new CancelledError('The bundle download was cancelled; the partial file was removed.');
  }
  if (isDocsCiError(error)) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && TARGET_ERRORS.has(code)) {
    return new OperationFailedError(
      `The bundle cannot be written to ${dest} (${redact(errorMessage(error))}). Choose a writable ` +
        'download path with enough free space; nothing was left behind.',
      { cause: error },
    );
  }
  return new OperationFailedError(`The bundle download failed: ${redact(errorMessage(error))}`, {
    cause: error,
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError('The bundle download was cancelled.');
}

function assertHttpUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new ConfigurationError(`bundle URL: ${safeUrl(url)} is not a valid URL.`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ConfigurationError(`bundle URL: ${safeUrl(url)} must be an http(s) URL.`);
  }
}

function parseExpiry(value: string | number | Date | undefined, logger: Logger): number | undefined {
  if (value === undefined || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) {
    logger.debug(`Ignoring an unreadable bundle expiresAt: ${String(value)}`);
    return undefined;
  }
  return time;
}

function backoff(base: number, failures: number): number {
  const delay = Math.min(base * 2 ** Math.max(0, failures - 1), 10_000);
  return Math.round(delay * (0.75 + Math.random() * 0.5));
}
