import type http from 'node:http';
import type { TestServer } from './export-fixtures.js';

// Answers of a bundle storage, for the download tests' servers.

export const SIGNATURE = 'c2VjcmV0LXNpZ25hdHVyZS1kby1ub3QtbGVhaw';
export const presigned = (server: TestServer, path = '/exports/bundle.tar.gz') =>
  server.url(`${path}?X-Amz-Credential=AKIAEXAMPLE&X-Amz-Expires=900&X-Amz-Signature=${SIGNATURE}`);

export const EXPIRED_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
  '<Message>Request has expired</Message><Expires>2024-01-01T00:00:00Z</Expires></Error>';

/** Serves `body` honouring `Range: bytes=N-` the way object storage does. */
export function serveWithRange(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
  const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
  if (range) {
    const start = Number(range[1]);
    res.writeHead(206, {
      'content-length': body.length - start,
      'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      etag: '"abc123"',
    });
    res.end(body.subarray(start));
    return;
  }
  res.writeHead(200, { 'content-length': body.length, etag: '"abc123"' });
  res.end(body);
}

/** An error with its Content-Length, as object storage answers (writeHead alone would send it chunked). */
export function sendXml(res: http.ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  res.end(xml);
}

/** Announces the full length, sends `cut` bytes, then drops the connection. */
export function serveCut(res: http.ServerResponse, body: Buffer, cut: number): void {
  res.writeHead(200, { 'content-length': body.length, etag: '"abc123"' });
  res.write(body.subarray(0, cut), () => setTimeout(() => res.socket?.destroy(), 20));
}
