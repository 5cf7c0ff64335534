import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { agentFor } from './agent.js';
import { isPresignedUrl, registerSecret } from '../core/secrets.js';

/** Redirects followed per request, whichever client follows them. */
export const MAX_REDIRECTS = 5;

/**
 * One GET through the proxy-aware agent, following at most `maxRedirects` redirects (one request
 * per hop); the body is left unread.
 */
export async function httpGet(
  url: string,
  headers: Record<string, string>,
  options: {
    signal?: AbortSignal | undefined;
    idleTimeoutMs: number;
    maxRedirects?: number | undefined;
    /** Told the URL of each redirect hop before it is requested. */
    onHop?: ((url: string) => void) | undefined;
  },
): Promise<{ response: IncomingMessage; url: string }> {
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(current, headers, options);
    const next = redirectTarget(response.statusCode, response.headers.location, current);
    if (next === undefined || hop >= (options.maxRedirects ?? MAX_REDIRECTS)) {
      return { response, url: current };
    }
    response.resume();
    current = next;
    options.onHop?.(current);
  }
}

/**
 * Where a redirect answer sends the request (its Location resolved against `url`; a presigned
 * target is registered as a secret at once), or undefined when the answer is no redirect.
 */
export function redirectTarget(
  status: number | undefined,
  location: string | undefined,
  url: string,
): string | undefined {
  const redirect = status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
  if (!redirect || !location) return undefined;
  const target = new URL(location, url).href;
  if (isPresignedUrl(target)) registerSecret(target);
  return target;
}

function requestOnce(
  url: string,
  headers: Record<string, string>,
  options: { signal?: AbortSignal | undefined; idleTimeoutMs: number },
): Promise<IncomingMessage> {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: agentFor(url), headers, signal: options.signal }, resolve);
    request.on('error', reject);
    // Socket idle timeout: covers both waiting for the headers and a body that stops flowing.
    request.setTimeout(options.idleTimeoutMs, () => {
      request.destroy(new Error(`no data received for ${Math.round(options.idleTimeoutMs / 1000)}s`));
    });
  });
}

/** Parses `bytes 100-199/1000` (start, end, total) and the 416 form `bytes \*\/1000` (total only). */
export function parseContentRange(
  value: string | undefined,
): { start?: number; end?: number; total?: number } | undefined {
  if (!value) return undefined;
  const match = /^\s*bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i.exec(value);
  if (!match) return undefined;
  const result: { start?: number; end?: number; total?: number } = {};
  if (match[1] !== undefined) result.start = Number(match[1]);
  if (match[2] !== undefined) result.end = Number(match[2]);
  if (match[3] !== '*') result.total = Number(match[3]);
  return result;
}

/** Reads at most `limit` bytes of a (small, error) body as text. */
export async function readSmallBody(response: IncomingMessage, limit = 16 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      length += buffer.length;
      if (length >= limit) break;
    }
  } catch {
    // A truncated error body still tells something.
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** `<Code>AccessDenied</Code><Message>Request has expired</Message>` → both fields, when present. */
export function parseStorageError(body: string): { code?: string; message?: string } {
  const code = /<Code>([^<]{1,100})<\/Code>/i.exec(body)?.[1]?.trim();
  const message = /<Message>([^<]{1,300})<\/Message>/i.exec(body)?.[1]?.trim();
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
