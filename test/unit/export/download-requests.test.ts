import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type net from 'node:net';
import { join } from 'node:path';
import type { DownloadTransport } from '../../../src/export/bundle-answer.js';
import { SIGNATURE } from '../../support/bundle-answers.js';
import { makeTarGz, removeDir, sha256, tempDir } from '../../support/export-fixtures.js';
import type { RawRequest, RawServer } from '../../support/raw-server.js';
import { responseHead, startRawServer, writeInPieces } from '../../support/raw-server.js';
import { runDownload } from '../../support/run-download.js';

// One request per hop per download attempt, whatever frames the answer (Content-Length, chunked,
// the connection's close) and however many redirects lead to it, over the direct socket and Node's
// HTTP client alike: no answer is dropped and asked for again. The storage here is a raw TCP server
// that answers exactly as scripted and counts every request it sees.

type Framing = 'length' | 'chunked' | 'close';

/** What the storage does with one request: redirect, or answer the bundle (from its Range). */
interface BundleRoute {
  framing: Framing;
  /** Bytes (of the framed body) sent before the connection is dropped. */
  cutAt?: number;
  /** A 100 Continue before the answer. */
  interim?: boolean;
}
type Route = { redirect: 301 | 302 | 307; location: (hosts: Hosts) => string } | BundleRoute;

interface Hosts {
  /** `http://127.0.0.1:PORT` of the first server. */
  first: string;
  /** `http://localhost:PORT` of the second: another host and port. */
  second: string;
}

const QUERY = `X-Amz-Credential=AKIAEXAMPLE&X-Amz-Expires=900&X-Amz-Signature=${SIGNATURE}`;

let bundle: Buffer;
let dir: string;
let servers: RawServer[] = [];

beforeAll(async () => {
  const files: Record<string, string> = { 'index.html': '<!doctype html><title>Docs</title>' };
  // Over 256 KiB: several socket reads, several sha256 slots.
  for (let i = 0; i < 120; i++) files[`pages/p-${i}.html`] = randomBytes(4000).toString('base64');
  bundle = await makeTarGz(files);
  expect(bundle.length).toBeGreaterThan(400_000);
});
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  await removeDir(dir);
});

/** Chunks of uneven sizes, some with extensions, then a trailer: framing lands anywhere in a read. */
function chunked(body: Buffer): Buffer {
  const sizes = [1, 4093, 65_536, 300_000, 17, 9000];
  const parts: Buffer[] = [];
  for (let offset = 0, i = 0; offset < body.length; i++) {
    const piece = body.subarray(offset, offset + (sizes[i % sizes.length] as number));
    offset += piece.length;
    const extension = i % 3 === 1 ? ';name="v"' : '';
    parts.push(Buffer.from(`${piece.length.toString(16)}${extension}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\nx-checksum: none\r\n\r\n'));
  return Buffer.concat(parts);
}

/** Answers `request` for the bundle in `framing`, honouring `Range: bytes=N-` as object storage does. */
async function answerBundle(socket: net.Socket, request: RawRequest, route: BundleRoute) {
  const start = Number(/^bytes=(\d+)-$/.exec(request.headers.range ?? '')?.[1] ?? 0);
  const body = bundle.subarray(start);
  const status = start > 0 ? 206 : 200;
  const fields: Record<string, string | number> = { etag: '"abc123"', connection: 'close' };
  if (start > 0) fields['content-range'] = `bytes ${start}-${bundle.length - 1}/${bundle.length}`;
  if (route.framing === 'length') fields['content-length'] = body.length;
  if (route.framing === 'chunked') fields['transfer-encoding'] = 'chunked';
  if (route.interim) socket.write('HTTP/1.1 100 Continue\r\n\r\n');
  socket.write(responseHead(status, fields));
  const bytes = route.framing === 'chunked' ? chunked(body) : body;
  if (route.cutAt !== undefined) {
    await writeInPieces(socket, bytes.subarray(0, route.cutAt), 16_384);
    setTimeout(() => socket.destroy(), 20);
    return;
  }
  await writeInPieces(socket, bytes, 48_000);
  socket.end();
}

/**
 * Two storage servers (127.0.0.1 and localhost, each on its own port) answering per path and per
 * attempt: `routes[path]` is a list of routes, one per request to that path in order (the last
 * one repeats).
 */
async function startStorage(routes: Record<string, Route[]>) {
  const seen = new Map<string, number>();
  const hosts: Hosts = { first: '', second: '' };
  const answer = (socket: net.Socket, request: RawRequest) => {
    const path = request.target.split('?')[0] as string;
    const list = routes[path];
    if (!list) {
      socket.end(responseHead(404, { 'content-length': 0, connection: 'close' }));
      return;
    }
    const count = seen.get(path) ?? 0;
    seen.set(path, count + 1);
    const route = list[Math.min(count, list.length - 1)] as Route;
    if ('redirect' in route) {
      const body = '<html>moved</html>';
      socket.end(
        responseHead(route.redirect, {
          location: route.location(hosts),
          'content-length': body.length,
          connection: 'close',
        }) + body,
      );
      return;
    }
    void answerBundle(socket, request, route);
  };
  const first = await startRawServer(answer);
  const second = await startRawServer(answer);
  servers.push(first, second);
  hosts.first = `http://127.0.0.1:${first.port}`;
  hosts.second = `http://localhost:${second.port}`;
  /** Every request both servers saw, as `host-alias path [range]`, in order. */
  const requests = () =>
    [
      ...first.requests.map((r) => ({ ...r, host: 'first' })),
      ...second.requests.map((r) => ({ ...r, host: 'second' })),
    ].map((r) => `${r.host} ${r.target.split('?')[0]}${r.headers.range ? ` ${r.headers.range}` : ''}`);
  const viaSocket = () =>
    [...first.requests, ...second.requests].every((r) => r.headers.connection === 'close');
  return { hosts, requests, first, second, viaSocket };
}

const download = (url: string, transport: DownloadTransport) =>
  runDownload({ url, dest: join(dir, 'out', 'bundle.tar.gz'), transport, expectedSize: bundle.length });

async function expectBundle(outcome: Awaited<ReturnType<typeof download>>): Promise<void> {
  expect(outcome.error).toBeUndefined();
  expect(outcome.result?.sha256).toBe(sha256(bundle));
  expect(outcome.result?.sizeBytes).toBe(bundle.length);
  expect((await readFile(join(dir, 'out', 'bundle.tar.gz'))).equals(bundle)).toBe(true);
  expect(outcome.logs).not.toContain(SIGNATURE);
  expect(outcome.logs).not.toMatch(/asking again/);
}

describe.each(['auto', 'node-http'] as const)(
  'download requests over %s: one per hop per attempt',
  (transport) => {
    /** The direct socket sends Connection: close; Node's HTTP client keep-alive (agent.ts). */
    const expectTransport = (storage: { viaSocket: () => boolean }) =>
      expect(storage.viaSocket()).toBe(transport === 'auto');

    it.each(['length', 'chunked', 'close'] as const)('a 200 framed by %s: one request', async (framing) => {
      const storage = await startStorage({ '/b.tar.gz': [{ framing }] });
      const outcome = await download(`${storage.hosts.first}/b.tar.gz?${QUERY}`, transport);
      expect(storage.requests()).toEqual(['first /b.tar.gz']);
      await expectBundle(outcome);
      expectTransport(storage);
    });

    it('skips an interim 100 Continue before the answer: one request', async () => {
      const storage = await startStorage({ '/b.tar.gz': [{ framing: 'chunked', interim: true }] });
      const outcome = await download(`${storage.hosts.first}/b.tar.gz?${QUERY}`, transport);
      expect(storage.requests()).toEqual(['first /b.tar.gz']);
      await expectBundle(outcome);
    });

    it('follows a 301 → 302 → 307 chain, relative and cross-host, to a Content-Length answer: one request per hop', async () => {
      const storage = await startStorage({
        '/a': [{ redirect: 301, location: () => `/b?${QUERY}` }],
        '/b': [{ redirect: 302, location: (hosts) => `${hosts.second}/c?${QUERY}&X-Amz-Signature=hop2` }],
        '/c': [{ redirect: 307, location: () => '../objects/d.tar.gz?X-Amz-Signature=hop3' }],
        '/objects/d.tar.gz': [{ framing: 'length' }],
      });
      const outcome = await download(`${storage.hosts.first}/a?${QUERY}`, transport);
      expect(storage.requests()).toEqual(['first /a', 'first /b', 'second /c', 'second /objects/d.tar.gz']);
      await expectBundle(outcome);
      expect(outcome.logs).not.toMatch(/hop2|hop3/);
      expectTransport(storage);
    });

    it.each(['chunked', 'close'] as const)(
      'follows a cross-host redirect to a %s answer: one request per hop',
      async (framing) => {
        const storage = await startStorage({
          '/a': [{ redirect: 302, location: (hosts) => `${hosts.second}/objects/d.tar.gz?${QUERY}` }],
          '/objects/d.tar.gz': [{ framing }],
        });
        const outcome = await download(`${storage.hosts.first}/a?${QUERY}`, transport);
        expect(storage.requests()).toEqual(['first /a', 'second /objects/d.tar.gz']);
        await expectBundle(outcome);
        expectTransport(storage);
      },
    );

    it.each(['length', 'chunked'] as const)(
      'resumes a %s body cut mid-way with Range: one request per hop per attempt',
      async (framing) => {
        const storage = await startStorage({
          '/a': [{ redirect: 307, location: () => `/objects/d.tar.gz?${QUERY}` }],
          '/objects/d.tar.gz': [{ framing, cutAt: 200_000 }, { framing }],
        });
        const outcome = await download(`${storage.hosts.first}/a?${QUERY}`, transport);
        const requests = storage.requests();
        const range = /bytes=[1-9]\d*-$/.exec(requests[2] ?? '')?.[0];
        expect(requests).toEqual([
          'first /a',
          'first /objects/d.tar.gz',
          `first /a ${range}`,
          `first /objects/d.tar.gz ${range}`,
        ]);
        await expectBundle(outcome);
        expect(outcome.logs).toMatch(/interrupted after .*connection closed early.*; resuming/);
        expectTransport(storage);
      },
    );
  },
);
