import net from 'node:net';
import tls from 'node:tls';
import { ChunkedDecoder } from './chunked-body.js';
import type { BodyFraming } from './http-response-head.js';
import { bodyFraming, MAX_HEAD_BYTES, parseResponseHead, ResponseHeadError } from './http-response-head.js';

/**
 * One HTTP/1.1 GET over a plain `net`/`tls` socket whose reads all land in one reused buffer (the
 * `onread` option). Node's HTTP client allocates a new 64 KiB buffer per read: for a 1 GiB bundle
 * that is about 1 s of CPU and 100 MiB of garbage more than this. It reads a body framed by its
 * Content-Length, chunked, or delimited by the connection's close, and skips interim (1xx) answers;
 * it handles no proxy and follows no redirect (the caller does, one request per hop).
 */

export interface RawGetOptions {
  signal?: AbortSignal | undefined;
  /** A connection silent this long (while we wait for it) fails with "no data received for Ns". */
  idleTimeoutMs: number;
  /** The one buffer every socket read lands in (default 256 KiB). */
  receiveBufferBytes?: number | undefined;
}

/** Where body bytes go. It must copy them: the receive buffer is overwritten by the next read. */
export interface BodySink {
  /** Takes the bytes; false asks for no more until `whenWritable` calls back. */
  write(bytes: Uint8Array): boolean;
  /** Calls back once the sink takes bytes again, or with the error that stops it for good. */
  whenWritable(callback: (error?: Error) => void): void;
}

export interface RawResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** How the body is delimited (see bodyFraming). */
  framing: BodyFraming;
  /**
   * Passes the body (at most `limit` bytes of it) to `sink`, then closes the connection. Resolves
   * once it all arrived, or when the server closed the connection before the Content-Length was
   * reached (the sink then got fewer: the caller counts); rejects on a chunked body cut before its
   * last chunk or malformed, a socket error, the idle timeout, the abort signal, or a sink error.
   */
  readBody(sink: BodySink, limit?: number): Promise<void>;
  /** Reads at most `limit` bytes of the body as UTF-8 text. */
  readText(limit: number): Promise<string>;
  /** Closes the connection without reading (more of) the body. */
  close(): void;
}

const DEFAULT_RECEIVE_BUFFER_BYTES = 256 * 1024;
const SAFE_HEADER_VALUE = /^[\t\x20-\x7e]*$/;

/** What this client cannot send as is; Node's HTTP client then handles the request. */
export function rawGetUnsupported(url: URL, headers: Record<string, string>): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `a ${url.protocol} URL`;
  if (url.username || url.password) return 'credentials in the URL';
  if (Object.values(headers).some((value) => !SAFE_HEADER_VALUE.test(value))) {
    return 'a header value with control characters';
  }
  return undefined;
}

export function rawGet(
  url: URL,
  headers: Record<string, string>,
  options: RawGetOptions,
): Promise<RawResponse> {
  return new RawExchange(url, headers, options).response;
}

/** The error Node's HTTP client gives for a connection closed before the answer: same message. */
function hangUp(): Error {
  return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
}

function abortError(): Error {
  return Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' });
}

interface BodyReader {
  sink: BodySink;
  /** Body bytes still to pass on: the Content-Length's or the limit's (Infinity: until the end). */
  remaining: number;
  /** Decodes a chunked body in place; undefined for other framings. */
  chunked: ChunkedDecoder | undefined;
  resolve: () => void;
  reject: (error: Error) => void;
}

class RawExchange implements RawResponse {
  status = 0;
  headers: Record<string, string> = {};
  framing: BodyFraming = { kind: 'none' };
  readonly response: Promise<RawResponse>;
  private readonly socket: net.Socket;
  private readonly idleTimeoutMs: number;
  private readonly signal: AbortSignal | undefined;
  private head: Buffer | undefined = Buffer.allocUnsafe(MAX_HEAD_BYTES);
  private headLength = 0;
  /** Body bytes that came in the same read as the end of the head. */
  private early: Buffer | undefined;
  private reader: BodyReader | undefined;
  private settleHead:
    { resolve: (response: RawResponse) => void; reject: (error: Error) => void } | undefined;
  /** The connection's end: its error, or 'closed' when the server closed it. */
  private ended: Error | 'closed' | undefined;

  constructor(url: URL, headers: Record<string, string>, options: RawGetOptions) {
    this.idleTimeoutMs = options.idleTimeoutMs;
    this.signal = options.signal;
    this.response = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const secure = url.protocol === 'https:';
    const port = Number(url.port) || (secure ? 443 : 80);
    const onread: net.OnReadOpts = {
      buffer: Buffer.allocUnsafe(options.receiveBufferBytes ?? DEFAULT_RECEIVE_BUFFER_BYTES),
      callback: (length, buffer) => this.received(buffer.subarray(0, length)),
    };
    // tls.connect takes `onread` too (Node's documentation; @types/node omits it from its options).
    const secureOptions: tls.ConnectionOptions & { onread: net.OnReadOpts } = {
      host,
      port,
      onread,
      ...(net.isIP(host) ? {} : { servername: host }),
    };
    this.socket = secure ? tls.connect(secureOptions) : net.connect({ host, port, onread });
    // Node never emits 'data' with `onread`; a socket interceptor that pushes what it reads (nock's,
    // in the tests) does. Those bytes take the same path.
    this.socket.on('data', (bytes: Buffer) => this.received(bytes));
    this.socket.on('error', (error) => this.finish(error));
    this.socket.on('end', () => this.finish('closed'));
    this.socket.on('close', () => this.finish('closed'));
    this.socket.setTimeout(this.idleTimeoutMs, () => {
      this.socket.destroy(new Error(`no data received for ${Math.round(this.idleTimeoutMs / 1000)}s`));
    });
    if (this.signal?.aborted) this.socket.destroy(abortError());
    this.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.socket.write(requestHead(url, headers));
  }

  readBody(sink: BodySink, limit = Infinity): Promise<void> {
    return new Promise((resolve, reject) => {
      const framing = this.framing;
      const remaining = Math.min(limit, framing.kind === 'length' ? framing.length : Infinity);
      const chunked = framing.kind === 'chunked' ? new ChunkedDecoder() : undefined;
      this.reader = { sink, remaining, chunked, resolve, reject };
      if (framing.kind === 'none' || remaining === 0) return this.complete();
      const early = this.early;
      this.early = undefined;
      const more = early ? this.deliver(early) : true;
      if (!this.reader) return; // complete, or failed
      if (this.ended !== undefined) return this.finish(this.ended);
      if (more) this.resumeReading();
    });
  }

  async readText(limit: number): Promise<string> {
    const chunks: Buffer[] = [];
    const collect: BodySink = {
      write: (bytes) => chunks.push(Buffer.from(bytes)) > 0,
      whenWritable: (callback) => callback(),
    };
    try {
      await this.readBody(collect, limit);
    } catch {
      // A truncated error body still tells something.
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  close(): void {
    this.socket.destroy();
  }

  private readonly onAbort = (): void => {
    this.socket.destroy(abortError());
  };

  /** The onread callback: false pauses the socket. */
  private received(bytes: Uint8Array): boolean {
    if (this.head) return this.receivedHead(bytes);
    if (!this.reader) {
      // Not expected (reading pauses after the head until readBody): keep the bytes all the same.
      this.early = Buffer.concat([this.early ?? Buffer.alloc(0), bytes]);
      return false;
    }
    return this.deliver(bytes);
  }

  private receivedHead(bytes: Uint8Array): boolean {
    const head = this.head as Buffer;
    const before = this.headLength;
    const taken = Math.min(bytes.length, head.length - before);
    head.set(bytes.subarray(0, taken), before);
    this.headLength += taken;
    let parsed;
    try {
      parsed = parseResponseHead(head.subarray(0, this.headLength));
    } catch (error) {
      this.socket.destroy(error as Error);
      return false;
    }
    if (!parsed) return true;
    const bodyStart = parsed.length - before;
    if (parsed.status >= 100 && parsed.status < 200) {
      // We never ask for an upgrade: a 101 is not an answer to this GET.
      if (parsed.status === 101) {
        this.socket.destroy(new ResponseHeadError('unexpected 101 Switching Protocols'));
        return false;
      }
      // An interim answer (100 Continue, 103 Early Hints): the real one follows.
      this.headLength = 0;
      return bodyStart < bytes.length ? this.receivedHead(bytes.subarray(bodyStart)) : true;
    }
    try {
      this.framing = bodyFraming(parsed.status, parsed.headers);
    } catch (error) {
      this.socket.destroy(error as Error);
      return false;
    }
    this.head = undefined;
    this.status = parsed.status;
    this.headers = parsed.headers;
    if (bodyStart < bytes.length) this.early = Buffer.from(bytes.subarray(bodyStart));
    // Nothing more is read until the caller decides what to do with the answer.
    this.pauseReading();
    this.settleHead?.resolve(this);
    this.settleHead = undefined;
    return false;
  }

  /**
   * Passes the body bytes among `bytes` to the reader's sink; false when reading must pause (done,
   * failed, or the sink is full).
   */
  private deliver(bytes: Uint8Array): boolean {
    const reader = this.reader as BodyReader;
    let piece = bytes;
    let done = false;
    if (reader.chunked) {
      try {
        // In place: the data bytes then start the buffer the read landed in (maybe the sink's).
        piece = bytes.subarray(0, reader.chunked.decode(bytes));
      } catch (error) {
        this.socket.destroy(error as Error);
        return false;
      }
      done = reader.chunked.done;
    }
    if (piece.length >= reader.remaining) {
      piece = piece.subarray(0, reader.remaining);
      done = true;
    }
    reader.remaining -= piece.length;
    const more = piece.length > 0 ? reader.sink.write(piece) : true;
    if (done) {
      this.complete();
      return false;
    }
    if (more) return true;
    this.pauseReading();
    reader.sink.whenWritable((error) => {
      if (error) this.socket.destroy(error);
      else this.resumeReading();
    });
    return false;
  }

  private complete(): void {
    const reader = this.reader;
    this.reader = undefined;
    this.close();
    reader?.resolve();
  }

  /** The connection ended (error, or closed by the server): settles whoever waits on it. */
  private finish(end: Error | 'closed'): void {
    if (this.ended === undefined || (this.ended === 'closed' && end !== 'closed')) this.ended = end;
    const failure = this.ended === 'closed' ? undefined : this.ended;
    if (this.settleHead) {
      this.settleHead.reject(failure ?? hangUp());
      this.settleHead = undefined;
    } else if (this.reader) {
      const reader = this.reader;
      this.reader = undefined;
      // A chunked body announces its end: a close before it is a cut, whatever the bytes so far.
      if (failure) reader.reject(failure);
      else if (reader.chunked) reader.reject(hangUp());
      else reader.resolve();
    }
    this.signal?.removeEventListener('abort', this.onAbort);
    if (!this.socket.destroyed) this.socket.destroy();
  }

  /** While we hold the reads back, the server is not idle: the timer only runs while we read. */
  private pauseReading(): void {
    this.socket.setTimeout(0);
    this.socket.pause();
  }

  private resumeReading(): void {
    this.socket.setTimeout(this.idleTimeoutMs);
    this.socket.resume();
  }
}

function requestHead(url: URL, headers: Record<string, string>): string {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push('Connection: close', '', '');
  return lines.join('\r\n');
}
