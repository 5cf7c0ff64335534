import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';

interface Entry {
  id: number;
  key: string;
  version: string;
  chunks: { start: number; data: Buffer }[];
  committed: boolean;
}

export interface FakeCacheService {
  /** Value for ACTIONS_CACHE_URL (the legacy cache protocol of @actions/cache). */
  url: string;
  /** Committed entries, oldest first. */
  keys(): string[];
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The GitHub cache service as @actions/cache speaks to it with ACTIONS_CACHE_URL: look up by exact
 * key then by prefix (newest first), reserve, upload chunks, commit, download the archive.
 */
export async function startFakeCacheService(): Promise<FakeCacheService> {
  const entries: Entry[] = [];
  const archive = (entry: Entry) =>
    Buffer.concat([...entry.chunks].sort((a, b) => a.start - b.start).map((c) => c.data));
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      const id = Number(/\/caches\/(\d+)$/.exec(url.pathname)?.[1]);
      const entry = entries.find((e) => e.id === id);
      if (req.method === 'GET' && url.pathname.endsWith('/_apis/artifactcache/cache')) {
        const keys = (url.searchParams.get('keys') ?? '').split(',');
        const version = url.searchParams.get('version');
        const usable = entries.filter((e) => e.committed && e.version === version).reverse();
        const [primary, ...prefixes] = keys;
        const hit =
          usable.find((e) => e.key === primary) ??
          prefixes.map((p) => usable.find((e) => e.key.startsWith(p))).find(Boolean);
        if (!hit) return json(204);
        return json(200, {
          cacheKey: hit.key,
          archiveLocation: `http://${req.headers.host}/archive/${hit.id}`,
        });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/archive/')) {
        const found = entries.find((e) => e.id === Number(url.pathname.split('/').pop()));
        if (!found) return json(404);
        const data = archive(found);
        res.writeHead(200, { 'content-length': String(data.length) });
        return res.end(data);
      }
      if (req.method === 'POST' && url.pathname.endsWith('/_apis/artifactcache/caches')) {
        const { key, version } = JSON.parse((await body(req)).toString()) as { key: string; version: string };
        if (entries.some((e) => e.key === key && e.version === version))
          return json(409, { message: `cache ${key} exists` });
        const created: Entry = { id: entries.length + 1, key, version, chunks: [], committed: false };
        entries.push(created);
        return json(201, { cacheId: created.id });
      }
      if (req.method === 'PATCH' && entry) {
        const start = Number(/bytes (\d+)-/.exec(req.headers['content-range'] ?? '')?.[1] ?? 0);
        entry.chunks.push({ start, data: await body(req) });
        return json(204);
      }
      if (req.method === 'POST' && entry) {
        await body(req);
        entry.committed = true;
        return json(204);
      }
      json(404, { message: 'unknown' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake cache: no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    keys: () => entries.filter((e) => e.committed).map((e) => e.key),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
