import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/** How a path of the spec server answers. */
export interface HostedSpec {
  body: string;
  /** Send an ETag and answer a matching If-None-Match with 304. */
  etag?: boolean;
  /** Send Last-Modified and answer If-Modified-Since (not older) with 304. */
  lastModified?: Date;
  /** Answer this status with an error body instead of the spec. */
  failWith?: number;
  /** Answer only after this many ms (a slow host). */
  delayMs?: number;
}

export interface SeenRequest {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface SpecServer {
  origin: string;
  url(path: string): string;
  set(path: string, spec: HostedSpec): void;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** A spec host on 127.0.0.1 whose specs a test changes between runs. */
export async function startSpecServer(): Promise<SpecServer> {
  const specs = new Map<string, HostedSpec>();
  const requests: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const delayMs = specs.get(new URL(req.url ?? '/', 'http://x').pathname)?.delayMs;
    if (!delayMs) return respond(req, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond(req, res);
    }, delayMs);
    timers.add(timer);
  });
  const respond = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const spec = specs.get(path);
    const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
      requests.push({ path, status, headers: req.headers });
      res.writeHead(status, headers).end(body);
    };
    if (!spec) return answer(404, { 'content-type': 'text/plain' }, 'not found');
    if (spec.failWith) return answer(spec.failWith, { 'content-type': 'text/plain' }, 'upstream trouble');
    const headers: Record<string, string> = {
      'content-type': path.endsWith('.json') ? 'application/json' : 'application/yaml',
    };
    if (spec.etag) {
      const etag = `"${createHash('sha1').update(spec.body).digest('hex').slice(0, 16)}"`;
      headers.etag = etag;
      if (req.headers['if-none-match'] === etag) return answer(304, headers);
    }
    if (spec.lastModified) {
      headers['last-modified'] = spec.lastModified.toUTCString();
      const since = req.headers['if-modified-since'];
      const unchanged =
        since !== undefined && Math.floor(spec.lastModified.getTime() / 1000) <= Date.parse(since) / 1000;
      if (unchanged && !spec.etag) return answer(304, headers);
    }
    answer(200, headers, spec.body);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('spec server: no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, spec) => specs.set(path, spec),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A small OpenAPI document whose title makes each version distinct. */
export function openapiJson(title: string): string {
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/things': { get: { summary: 'List things', responses: { '200': { description: 'OK' } } } } },
  });
}

export function openapiYaml(title: string): string {
  return [
    'openapi: 3.0.3',
    'info:',
    `  title: ${title}`,
    '  version: 1.0.0',
    'paths:',
    '  /widgets:',
    '    get:',
    '      summary: List widgets',
    '      responses:',
    "        '200':",
    '          description: OK',
    '',
  ].join('\n');
}
