import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { formatBytes } from '../core/bytes.js';
import { httpGet, readSmallBody } from '../client/http-get.js';
import { VERSION } from '../version.js';
import type { SpecRecord } from './state.js';

export type FetchedSpec =
  | { kind: 'not-modified' }
  | { kind: 'body'; sha256: string; size: number; etag?: string; lastModified?: string };

export interface FetchSpecOptions {
  signal?: AbortSignal | undefined;
  /** Gives up when no data arrives for this long (default 30 s). */
  idleTimeoutMs?: number;
  /** A spec larger than this is refused (default 200 MB): a runaway response is not a spec. */
  maxBytes?: number;
}

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * GETs a spec through the proxy-aware agent, conditionally when the last response had an ETag or a
 * Last-Modified date. The body is hashed as it streams, never held whole. Throws on any failure.
 */
export async function fetchSpec(
  url: string,
  previous: SpecRecord | undefined,
  options: FetchSpecOptions = {},
): Promise<FetchedSpec> {
  const headers: Record<string, string> = {
    'user-agent': `docs-ci/${VERSION} (watch-specs)`,
    accept: 'application/json, application/yaml, text/yaml, text/plain;q=0.9, */*;q=0.8',
  };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  const { response } = await httpGet(url, headers, {
    signal: options.signal,
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  });
  const status = response.statusCode ?? 0;
  if (status === 304) {
    response.resume();
    return { kind: 'not-modified' };
  }
  if (status < 200 || status > 299) {
    const body = (await readSmallBody(response, 300)).replace(/\s+/g, ' ').trim();
    throw new Error(`HTTP ${status}${body ? `: ${body}` : ''}`);
  }
  const { sha256, size } = await hashBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const etag = header(response, 'etag');
  const lastModified = header(response, 'last-modified');
  return {
    kind: 'body',
    sha256,
    size,
    ...(etag ? { etag } : {}),
    ...(lastModified ? { lastModified } : {}),
  };
}

async function hashBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw new Error(`the response is larger than ${formatBytes(maxBytes)}`);
      hash.update(buffer);
    }
  } finally {
    response.destroy();
  }
  return { sha256: hash.digest('hex'), size };
}

function header(response: IncomingMessage, name: string): string | undefined {
  const value = response.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== '' ? text.trim() : undefined;
}
