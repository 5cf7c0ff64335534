import type { IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { abortReason } from '../core/clock.js';
import { NetworkError } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import type { Agent } from 'node:http';
import { agentFor, usesProxy } from './agent.js';
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
  /**
   * May the request be sent again at once, on a new connection, when a kept-alive connection turns
   * out closed by the server before any answer (default false: only when it provably never left)?
   */
  idempotent?: boolean | undefined;
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
 * without an answer become NetworkErrors that say whether the request may have been processed: only
 * then is re-sending a non-idempotent POST unsafe.
 */
export async function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  try {
    return await sendOnce(request, agentFor(request.url));
  } catch (error) {
    if (!(error instanceof StaleConnectionError)) throw error;
    // A server (or load balancer) closes idle kept-alive connections; one closed just as this
    // request reused it never got an answer. Sent again at once on a new connection, inside the same
    // attempt: no backoff, and no second slot of the rate limit (the request was not served).
    if (!error.sent || request.idempotent) return sendOnce(request, freshAgent(request.url));
    throw error.networkError;
  }
}

/** A request that failed on a reused kept-alive connection before any byte of an answer. */
class StaleConnectionError extends Error {
  readonly networkError: NetworkError;
  readonly sent: boolean;
  constructor(networkError: NetworkError, sent: boolean) {
    super(networkError.message);
    this.networkError = networkError;
    this.sent = sent;
  }
}

const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** One connection, used once: a proxy's tunnel agent already opens one per request. */
function freshAgent(url: string): Agent {
  if (usesProxy(url)) return agentFor(url);
  return url.startsWith('https:')
    ? new https.Agent({ keepAlive: false })
    : new http.Agent({ keepAlive: false });
}

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
    const networkError = (message: string, cause?: unknown) =>
      new NetworkError(
        redact(`${request.operation}: ${message} (${request.method} ${url.origin}${url.pathname})`),
        {
          operation: request.operation,
          mayHaveBeenProcessed: sent,
          cause,
        },
      );

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
        const failure = networkError(`${code}${error.message} (on a reused connection)`, error);
        return fail(new StaleConnectionError(failure, sent));
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
