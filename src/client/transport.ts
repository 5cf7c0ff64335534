import type { Agent, IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { abortReason } from '../core/clock.js';
import { NetworkError } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import { agentFor, oneShotAgentFor } from './agent.js';
import { tlsTrustError } from './tls-trust.js';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Per-request timeout (no answer, or a stalled body, within this many ms). */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Names the operation in errors. */
  operation: string;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Bodies larger than this are not an API answer (an HTML error page, a misrouted download). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * One HTTP exchange with the API through Node's http(s) module and the proxy-aware agent. Failures
 * without an answer become NetworkErrors that say whether the request may have been processed.
 *
 * The connection rule: a read (GET) goes on a kept-alive connection; a request that changes state
 * (every POST: triggers, export start, bundle link) goes on a connection of its own. A server or
 * proxy that closes a connection right after an answer may still read, and pass on, a request that
 * reached it before the close: that request is processed but its answer is lost, and the client
 * cannot tell it from one that never arrived. A read is then simply sent again; a trigger sent again
 * is a second trigger, spending the quota.
 */
export async function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  const changesState = request.method !== 'GET';
  if (changesState) return sendOnce(request, oneShotAgentFor(request.url));
  try {
    return await sendOnce(request, agentFor(request.url));
  } catch (error) {
    if (!(error instanceof StaleConnectionError)) throw error;
    // A server (or load balancer) closes idle kept-alive connections; one closed just as this read
    // reused it never got an answer. Sent again at once on a new connection, inside the same attempt:
    // no backoff, and no second slot of the rate limit (a read has no effect to repeat).
    return sendOnce(request, oneShotAgentFor(request.url));
  }
}

/**
 * A request that failed on a reused kept-alive connection before any byte of an answer (only reads
 * use such connections; were a state-changing request ever to, this is the NetworkError it fails with).
 */
class StaleConnectionError extends NetworkError {}

const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

function sendOnce(request: HttpRequest, agent: Agent): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortReason(request.signal));
      return;
    }
    const url = new URL(request.url);
    const transport = url.protocol === 'https:' ? https : http;
    let sent = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const networkError = (message: string, cause?: unknown, kind = NetworkError) =>
      new kind(redact(`${request.operation}: ${message} (${request.method} ${url.origin}${url.pathname})`), {
        operation: request.operation,
        mayHaveBeenProcessed: sent,
        cause,
      });

    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    let answered = false;
    const req = transport.request(url, { method: request.method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.destroy();
          fail(networkError(`answer larger than ${MAX_BODY_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', (error) => fail(networkError(`the answer was cut off: ${error.message}`, error)));
      res.on('aborted', () => fail(networkError('the answer was cut off')));
    });

    req.setTimeout(request.timeoutMs, () => {
      req.destroy();
      fail(networkError(`no answer within ${request.timeoutMs} ms`));
    });
    const onAbort = () => {
      req.destroy();
      fail(abortReason(request.signal as AbortSignal));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('close', () => request.signal?.removeEventListener('abort', onAbort));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const untrusted = tlsTrustError(error, url.host, request.operation);
      if (untrusted) return fail(untrusted);
      const code = error.code ? `${error.code}: ` : '';
      if (req.reusedSocket && !answered && STALE_CONNECTION_CODES.has(error.code ?? '')) {
        return fail(
          networkError(`${code}${error.message} (on a reused connection)`, error, StaleConnectionError),
        );
      }
      fail(networkError(`${code}${error.message}`, error));
    });
    // Once the whole request is written, the server may act on it even if the answer never arrives.
    req.on('finish', () => {
      sent = true;
    });
    req.end(request.body);
  });
}
