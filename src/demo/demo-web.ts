import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One fake site of the demo's web: its pages by path, and how it behaves. */
interface DemoSite {
  name: string;
  /** Path → the HTML of the page (ids for anchors); a path not here answers 404. */
  pages: Record<string, string>;
  /** Answers 429 with `Retry-After: 1` to every other request, as a busy API host does. */
  rateLimited?: boolean;
  /** Answers 405 to HEAD, as servers that mishandle it do. */
  refusesHead?: boolean;
}

export interface DemoWeb {
  /** The address of a page of a site: `http://127.0.0.1:PORT/path`. */
  url(site: string, path: string): string;
  /** Requests each site received, by site name. */
  requests(): Record<string, number>;
  close(): Promise<void>;
}

const SITES: DemoSite[] = [
  {
    name: 'petstore-blog',
    pages: {
      '/adopting-well':
        '<html><body><h1 id="top">Adopting well</h1><h2 id="first-week">The first week</h2></body></html>',
    },
    refusesHead: true,
  },
  {
    name: 'partner-api',
    pages: { '/status': '<html><body><h1 id="status">All systems normal</h1></body></html>' },
    rateLimited: true,
  },
  {
    name: 'vet-directory',
    pages: { '/clinics': '<html><body><h1 id="clinics">Clinics</h1></body></html>' },
  },
];

/**
 * A few sites on this machine (one port each) for the link scene of the demo: one that refuses HEAD,
 * one that is rate-limited, one whose old page is gone. Nothing leaves the machine.
 */
export async function startDemoWeb(): Promise<DemoWeb> {
  const servers = new Map<string, { server: Server; port: number; requests: number }>();
  for (const site of SITES) {
    let answered = 0;
    const entry = { server: undefined as unknown as Server, port: 0, requests: 0 };
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      entry.requests++;
      answered++;
      if (site.rateLimited && answered % 2 === 1) {
        response.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('slow down');
        return;
      }
      if (site.refusesHead && request.method === 'HEAD') {
        response.writeHead(405, { allow: 'GET' }).end();
        return;
      }
      const page = site.pages[new URL(request.url ?? '/', 'http://x').pathname];
      if (page === undefined) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    entry.server = server;
    entry.port = (server.address() as AddressInfo).port;
    servers.set(site.name, entry);
  }
  return {
    url: (site, path) => `http://127.0.0.1:${servers.get(site)!.port}${path}`,
    requests: () => Object.fromEntries([...servers].map(([name, entry]) => [name, entry.requests])),
    close: async () => {
      await Promise.all(
        [...servers.values()].map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
