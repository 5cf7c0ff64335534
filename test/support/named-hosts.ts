import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NamedHost {
  name: string;
  port: number;
  server: Server;
  /** `METHOD /path` of each request, in order. */
  requests: string[];
}

/**
 * A small web on this machine for the link checker's tests: named hosts, each a server on
 * 127.0.0.1 with a port of its own, reached through the test's own name lookup (any other name is
 * ENOTFOUND), so that nothing leaves the machine.
 */
export function namedHosts() {
  const hosts = new Map<string, NamedHost>();
  return {
    hosts,
    lookup: (hostname: string) =>
      hosts.has(hostname)
        ? Promise.resolve([{ address: '127.0.0.1', family: 4 as const }])
        : Promise.reject(
            Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
          ),
    url: (name: string, path: string) => `http://${name}:${hosts.get(name)!.port}${path}`,
    /** Starts a host; `n` is the number of the request (1 for the first). */
    async start(name: string, handle: (req: IncomingMessage, res: ServerResponse, n: number) => void) {
      const entry = { name, requests: [] as string[] } as NamedHost;
      entry.server = createServer((req, res) => {
        entry.requests.push(`${req.method} ${req.url}`);
        handle(req, res, entry.requests.length);
      });
      await new Promise<void>((done) => entry.server.listen(0, '127.0.0.1', done));
      entry.port = (entry.server.address() as AddressInfo).port;
      hosts.set(name, entry);
      return entry;
    },
    async closeAll() {
      for (const entry of hosts.values()) await new Promise((done) => entry.server.close(done));
    },
  };
}
