import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { crc32, gzipSync } from 'node:zlib';
import * as tar from 'tar';

export interface TestServer {
  url: (path: string) => string;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  /** TCP connections accepted (a refused TLS handshake counts, and sends no request). */
  readonly connections: number;
  close: () => Promise<void>;
}

/** A throwaway HTTP (or, given a key and certificate, HTTPS) server on 127.0.0.1 that records every request. */
export async function startServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, index: number) => void,
  options: { tls?: { key: Buffer; cert: Buffer } } = {},
): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    handler(req, res, requests.length - 1);
  };
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}${path}`,
    requests,
    get connections() {
      return connections;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function tempDir(prefix = 'docs-ci-export-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A tar.gz holding the given files (paths relative to the archive root). */
export async function makeTarGz(files: Record<string, string | Buffer>): Promise<Buffer> {
  const work = await tempDir('docs-ci-tar-');
  try {
    const root = join(work, 'root');
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
    const out = join(work, 'bundle.tar.gz');
    await tar.c({ gzip: true, file: out, cwd: root, portable: true }, Object.keys(files));
    return await readFile(out);
  } finally {
    await removeDir(work);
  }
}

/** A stored (uncompressed) zip; `mode` marks unix file types such as symlinks (0o120777). */
export function makeZip(entries: { name: string; data?: string; mode?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = entry.mode ?? (entry.name.endsWith('/') ? 0o40755 : 0o100644);
    central.writeUInt32LE((mode * 0x10000 + (entry.name.endsWith('/') ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export interface RawTarEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'FIFO';
  data?: string | Buffer;
  linkpath?: string;
  mode?: number;
}

/** A tar.gz written header by header, so it can hold what `tar.c` refuses to create. */
export function makeRawTarGz(entries: RawTarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const type = entry.type ?? 'File';
    const header = new tar.Header({
      path: entry.path,
      type,
      mode: entry.mode ?? (type === 'Directory' ? 0o755 : 0o644),
      size: type === 'File' ? data.length : 0,
      mtime: new Date('2024-01-01T00:00:00Z'),
      uid: 0,
      gid: 0,
      ...(entry.linkpath !== undefined ? { linkpath: entry.linkpath } : {}),
    });
    const block = Buffer.alloc(512);
    header.encode(block);
    blocks.push(block);
    if (type === 'File' && data.length > 0) {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
