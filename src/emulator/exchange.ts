import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultKind } from './faults.js';
import type { EarlyRequest } from './rate-limit.js';

/** One line of the request log. */
export interface RecordedRequest {
  /** Real epoch ms at which the request arrived. */
  at: number;
  method: string;
  /** Path without the query string (download links carry a credential there). */
  path: string;
  /**
   * `preview`, `deploy`, `status`, `export-start`, `export-get`, `bundle`, `download`, `preview-site`,
   * `site` (a production site's page), `other`.
   */
  operation: string;
  /** Status sent; 0 while unanswered or when the connection was reset by a fault. */
  status: number;
  org: string | undefined;
  /** The fault that fired for this request, in `parseFaultSpec` notation (`parsePageFaultSpec`'s for a page fault). */
  fault?: string;
  /** Set when the request came before the last Retry-After its client (API key) was given allowed it. */
  early?: EarlyRequest;
}

/** A request being answered. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  record: RecordedRequest;
  fault: FaultKind | undefined;
}

/** Thrown by handlers to answer with a JSON `{error}` body. */
export class HttpFailure extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** Drops the connection without an answer (TCP reset). */
export function resetConnection(ex: Exchange): void {
  ex.record.status = 0;
  ex.req.socket.resetAndDestroy();
}

export function send(
  ex: Exchange,
  status: number,
  body: string | Buffer,
  headers: Record<string, string | number>,
): void {
  ex.record.status = status;
  ex.res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  ex.res.end(ex.req.method === 'HEAD' ? undefined : body);
}

/** JSON answer; `reset-after`, `malformed-json` and `wrong-shape` faults take effect here. */
export function sendJson(
  ex: Exchange,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (ex.fault?.kind === 'reset-after') {
    resetConnection(ex);
    return;
  }
  let text = JSON.stringify(body);
  const success = status >= 200 && status < 300;
  // A strict prefix of a JSON object is never valid JSON.
  if (success && ex.fault?.kind === 'malformed-json') text = text.slice(0, Math.ceil(text.length / 2));
  if (success && ex.fault?.kind === 'wrong-shape') text = JSON.stringify({ ok: true, message: 'Accepted' });
  send(ex, status, text, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendError(ex: Exchange, status: number, error: string, headers: Record<string, string> = {}) {
  sendJson(ex, status, { error }, headers);
}

export const PROXY_502_HTML = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An S3-style XML error. */
export function sendXmlError(
  ex: Exchange,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): void {
  const fields = Object.entries(extra)
    .map(([key, value]) => `<${key}>${escapeXml(value)}</${key}>`)
    .join('');
  const requestId = Math.random().toString(16).slice(2, 18).toUpperCase();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}<RequestId>${requestId}</RequestId><HostId>emulator</HostId></Error>`;
  send(ex, status, xml, { 'Content-Type': 'application/xml' });
}

const MAX_BODY_BYTES = 1 << 20;

export async function readBody(ex: Exchange): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ex.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpFailure(413, 'Request body is larger than 1 MiB.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON body as an object; a missing body is `{}`, anything but a JSON object is a 400. */
export async function readJsonObject(ex: Exchange): Promise<Record<string, unknown>> {
  const text = await readBody(ex);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpFailure(400, 'Invalid request: the body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpFailure(400, 'Invalid request: the body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
