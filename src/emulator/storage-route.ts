import type { BundleSource } from './bundles.js';
import { contentTypeOf } from './bundles.js';
import type { Exchange } from './exchange.js';
import { resetConnection, send, sendXmlError } from './exchange.js';
import type { StorageFraming } from './options.js';
import type { EmulatorState } from './state.js';

/** A bundle object, at its own path or (after a `redirect` fault) under /storage/redirected/. */
export const STORAGE_PATH = /^\/storage\/(?:redirected\/)?exports\/([^/]+)\/bundle\.(tar\.gz|zip)$/;
const REDIRECTED_PREFIX = '/storage/redirected/';

/**
 * Where a `redirect` fault sends a bundle request: the same object and query under
 * /storage/redirected/, as a relative Location. Undefined for a request already redirected.
 */
export function redirectedLocation(url: URL): string | undefined {
  if (url.pathname.startsWith(REDIRECTED_PREFIX)) return undefined;
  return `${url.pathname.replace(/^\/storage\//, REDIRECTED_PREFIX)}${url.search}`;
}
const LAST_MODIFIED = 'Mon, 01 Jan 2024 00:00:00 GMT';

/** `bytes=N-` or `bytes=N-M`; anything else is ignored and the whole object is sent (as S3 does). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

export function sendExpired(ex: Exchange, state: EmulatorState, expiresAt: number, expiresSeconds: number) {
  sendXmlError(ex, 403, 'AccessDenied', 'Request has expired', {
    'X-Amz-Expires': String(expiresSeconds),
    Expires: state.clock.iso(expiresAt),
    ServerTime: new Date().toISOString(),
  });
}

/** GET/HEAD of a presigned bundle link. Early faults were handled by the router. */
export async function handleDownload(ex: Exchange, state: EmulatorState, jobId: string): Promise<void> {
  const query = ex.url.searchParams;
  const signature = query.get('X-Amz-Signature');
  if (!signature || query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
    sendXmlError(
      ex,
      403,
      'AccessDenied',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
    return;
  }
  const link = state.links.find(jobId, signature);
  const objectPath = ex.url.pathname.replace(REDIRECTED_PREFIX, '/storage/');
  if (!link || objectPath !== state.links.objectPath(jobId)) {
    sendXmlError(
      ex,
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
    return;
  }
  if (state.clock.now() >= link.expiresAt) {
    sendExpired(ex, state, link.expiresAt, link.expiresSeconds);
    return;
  }
  const variant =
    ex.fault?.kind === 'corrupt' || ex.fault?.kind === 'traversal' ? ex.fault.kind : link.variant;
  await sendObject(
    ex,
    state.catalog.source(variant),
    contentTypeOf(state.catalog.format),
    state.settings.storageFraming,
  );
}

async function sendObject(
  ex: Exchange,
  source: BundleSource,
  contentType: string,
  framing: StorageFraming,
): Promise<void> {
  const range = parseRange(ex.req.headers.range, source.size);
  if (range === 'invalid') {
    ex.res.setHeader('Content-Range', `bytes */${source.size}`);
    sendXmlError(ex, 416, 'InvalidRange', 'The requested range is not satisfiable');
    return;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? source.size - 1;
  const length = Math.max(0, end - start + 1);
  const status = range ? 206 : 200;
  const headers: Record<string, string | number> = {
    'Content-Type': contentType,
    'Content-Length': length,
    'Accept-Ranges': 'bytes',
    ETag: source.etag,
    'Last-Modified': LAST_MODIFIED,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${source.size}` } : {}),
  };
  if (ex.fault?.kind === 'reset-after') {
    resetConnection(ex);
    return;
  }
  if (ex.req.method === 'HEAD' || length === 0) {
    send(ex, status, '', headers);
    return;
  }
  ex.record.status = status;
  if (framing !== 'length') {
    // Without a length Node's server sends the body chunked, or (no chunking) until it closes.
    delete headers['Content-Length'];
    if (framing === 'close') ex.res.useChunkedEncodingByDefault = false;
  }
  ex.res.writeHead(status, headers);
  if (ex.fault?.kind === 'truncate' && ex.fault.bytes < length) {
    await sendTruncated(ex, source, start, end, ex.fault.bytes);
    return;
  }
  await source.send(start, end, ex.res);
}

/** Sends `limit` bytes of a response that announced more, then closes the connection. */
async function sendTruncated(ex: Exchange, source: BundleSource, start: number, end: number, limit: number) {
  const stream = source.open(start, end);
  let sent = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const piece = chunk.subarray(0, limit - sent);
      sent += piece.length;
      if (piece.length > 0 && !ex.res.write(piece)) {
        await new Promise<void>((resolve) => {
          ex.res.once('drain', resolve);
          ex.res.once('close', resolve);
        });
      }
      if (sent >= limit || ex.res.destroyed) break;
    }
  } finally {
    stream.destroy();
    ex.res.flushHeaders();
    // end() flushes what was written, then closes: the client sees fewer bytes than Content-Length.
    ex.req.socket.end();
  }
}
