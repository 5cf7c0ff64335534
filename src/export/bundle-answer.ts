import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { usesProxy } from '../client/agent.js';
import { httpGet, MAX_REDIRECTS, readSmallBody, redirectTarget } from '../client/http-get.js';
import { ResponseHeadError } from '../client/http-response-head.js';
import type { BodySink, RawResponse } from '../client/raw-get.js';
import { rawGet, rawGetUnsupported } from '../client/raw-get.js';
import type { Logger } from '../core/logger.js';
import { safeUrl } from '../core/secrets.js';

/**
 * How a download reaches the storage. `auto` (the default) reads over a plain socket with one reused
 * buffer whenever no proxy applies, chosen per hop before the request is sent: the socket reads
 * Content-Length, chunked and close-delimited bodies and follows redirects itself, one request per
 * hop; a hop that needs a proxy (or a URL the socket cannot send) goes through Node's HTTP client
 * (agent.ts), which follows the rest of the chain. `node-http` always uses Node's HTTP client, as
 * the kit did before: the download tests run over both, and it is the way around the socket should
 * a storage ever need it. (nock 15 sees the plain socket too: it intercepts at net.Socket.)
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
  /** Told the URL of each redirect hop before it is requested (a failure there names its host). */
  onHop?: ((url: string) => void) | undefined;
}

const SMALL_BODY_BYTES = 16 * 1024;

/**
 * GETs `url`, following redirects: one request per hop, each hop over the plain socket when it can,
 * else (and for the rest of the chain) through Node's HTTP client.
 */
export async function requestBundle(
  url: string,
  headers: Record<string, string>,
  context: AnswerContext,
): Promise<BundleAnswer> {
  let current = url;
  let hop = 0;
  for (; context.transport === 'auto'; hop += 1) {
    const parsed = new URL(current);
    const unsupported = usesProxy(current) ? 'a proxy applies' : rawGetUnsupported(parsed, headers);
    if (unsupported !== undefined) {
      context.logger.debug(`Bundle request through Node's HTTP client: ${unsupported}.`);
      break;
    }
    const answer = await socketAnswer(parsed, headers, context);
    if (!answer) break; // the head was unreadable: Node's parser is the reference
    const next =
      hop < MAX_REDIRECTS ? redirectTarget(answer.status, answer.header('location'), current) : undefined;
    if (next === undefined) return answer;
    answer.discard(); // its body is not read: the connection closes with it
    context.logger.debug(`HTTP ${answer.status}: following the redirect to ${safeUrl(next)}.`);
    current = next;
    context.onHop?.(current);
  }
  const { response } = await httpGet(current, headers, { ...context, maxRedirects: MAX_REDIRECTS - hop });
  return messageAnswer(response);
}

/**
 * The answer over the plain socket, whatever its framing, or undefined when its head is one the
 * strict parser refuses: then (and only then) it is asked again through Node's client, no body read.
 */
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
  return {
    status: raw.status,
    via: 'socket',
    header: (name) => raw.headers[name],
    readBody: (sink) => raw.readBody(sink),
    readSmallBody: () => raw.readText(SMALL_BODY_BYTES),
    discard: () => raw.close(),
  };
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
