import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { usesProxy } from '../client/agent.js';
import { httpGet, readSmallBody } from '../client/http-get.js';
import { announcedLength, ResponseHeadError } from '../client/http-response-head.js';
import type { BodySink, RawResponse } from '../client/raw-get.js';
import { rawGet, rawGetUnsupported } from '../client/raw-get.js';
import type { Logger } from '../core/logger.js';

/**
 * How a download reaches the storage. `auto` (the default) reads over a plain socket with one reused
 * buffer whenever no proxy applies, and asks again through Node's HTTP client (agent.ts: proxies,
 * redirects) for any answer that socket does not frame. `node-http` always uses Node's HTTP client,
 * as the kit did before: the download tests run over both, and it is the way around the socket
 * should a storage ever need it. (nock 15 sees the plain socket too: it intercepts at net.Socket.)
 */
export type DownloadTransport = 'auto' | 'node-http';

/** The storage's answer to one GET, whichever way it came: the download handles both alike. */
export interface BundleAnswer {
  status: number;
  /** Which client got it (for the debug log and the tests). */
  via: 'socket' | 'node-http';
  header(name: string): string | undefined;
  /**
   * Passes the body to `sink`. Resolves at its end, or when the server closed the connection before
   * the announced length (the sink then got fewer bytes: the caller counts); rejects on an error.
   */
  readBody(sink: BodySink, signal: AbortSignal | undefined): Promise<void>;
  /** The first 16 KiB of an error body, as text. */
  readSmallBody(): Promise<string>;
  /** Drops the answer without reading its body. */
  discard(): void;
}

export interface AnswerContext {
  signal: AbortSignal | undefined;
  idleTimeoutMs: number;
  transport: DownloadTransport;
  logger: Logger;
}

const SMALL_BODY_BYTES = 16 * 1024;

/** GETs `url`, over the plain socket when it can, else through Node's HTTP client. */
export async function requestBundle(
  url: string,
  headers: Record<string, string>,
  context: AnswerContext,
): Promise<BundleAnswer> {
  if (context.transport === 'auto') {
    const parsed = new URL(url);
    const unsupported = usesProxy(url) ? 'a proxy applies' : rawGetUnsupported(parsed, headers);
    if (unsupported === undefined) {
      const answer = await socketAnswer(parsed, headers, context);
      if (answer) return answer;
    } else {
      context.logger.debug(`Bundle request through Node's HTTP client: ${unsupported}.`);
    }
  }
  const { response } = await httpGet(url, headers, context);
  return messageAnswer(response);
}

/** The answer over the plain socket, or undefined when it must be asked again through Node's client. */
async function socketAnswer(
  url: URL,
  headers: Record<string, string>,
  context: AnswerContext,
): Promise<BundleAnswer | undefined> {
  let raw: RawResponse;
  try {
    raw = await rawGet(url, headers, context);
  } catch (error) {
    if (!(error instanceof ResponseHeadError)) throw error;
    context.logger.debug(`Unreadable answer head on the direct connection (${error.message}): asking again.`);
    return undefined;
  }
  const problem = framingProblem(raw);
  if (problem !== undefined) {
    raw.close();
    context.logger.debug(
      `The storage answered HTTP ${raw.status} with ${problem} on the direct connection: asking again ` +
        "through Node's HTTP client.",
    );
    return undefined;
  }
  const length = announcedLength(raw.headers) as number;
  return {
    status: raw.status,
    via: 'socket',
    header: (name) => raw.headers[name],
    readBody: (sink) => raw.readBody(sink, length),
    readSmallBody: () => raw.readText(SMALL_BODY_BYTES),
    discard: () => raw.close(),
  };
}

/**
 * Why the socket cannot take this answer as it is: the redirects and interim answers are Node's
 * client's to follow, and a body is read only when its Content-Length frames it (never on a 204,
 * which has no body whatever its fields say).
 */
function framingProblem(raw: RawResponse): string | undefined {
  if (raw.status < 200 || raw.status === 204 || (raw.status >= 300 && raw.status < 400)) {
    return 'a redirect, interim or bodiless status';
  }
  if (raw.headers['transfer-encoding'] !== undefined) {
    return `Transfer-Encoding ${raw.headers['transfer-encoding']}`;
  }
  if (announcedLength(raw.headers) === undefined) return 'no Content-Length';
  return undefined;
}

function messageAnswer(response: IncomingMessage): BundleAnswer {
  return {
    status: response.statusCode ?? 0,
    via: 'node-http',
    header: (name) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    readBody: (sink, signal) => readMessageBody(response, sink, signal),
    readSmallBody: () => readSmallBody(response, SMALL_BODY_BYTES),
    discard: () => response.destroy(),
  };
}

function readMessageBody(response: IncomingMessage, sink: BodySink, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => response.destroy(signal?.reason as Error);
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    response.on('data', (chunk: Buffer) => {
      if (sink.write(chunk)) return;
      response.pause();
      sink.whenWritable((error) => (error ? response.destroy(error) : response.resume()));
    });
    finished(response, (error) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    });
  });
}
