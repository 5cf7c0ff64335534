import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { ResponseFramingError, ResponseHeadError } from '../../../src/client/http-response-head.js';
import type { BodySink, RawResponse } from '../../../src/client/raw-get.js';
import { rawGet, rawGetUnsupported } from '../../../src/client/raw-get.js';
import type { RawServer } from '../../support/raw-server.js';
import { responseHead, startRawServer, writeInPieces } from '../../support/raw-server.js';

const HEADERS = { 'accept-encoding': 'identity', 'user-agent': 'docs-ci' };
const body = randomBytes(300_000);
let server: RawServer | undefined;

beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A sink that keeps copies; `holdEvery` makes it refuse more after that many writes, for a while. */
function collector(
  options: {
    holdEvery?: number;
    failWith?: Error;
    /** Sees each piece as it arrives, before it is copied. */
    onWrite?: (bytes: Uint8Array) => void;
  } = {},
) {
  const chunks: Buffer[] = [];
  let writes = 0;
  let holds = 0;
  const sink: BodySink = {
    write: (bytes) => {
      options.onWrite?.(bytes);
      chunks.push(Buffer.from(bytes));
      writes += 1;
      return options.holdEvery === undefined || writes % options.holdEvery !== 0;
    },
    whenWritable: (callback) => {
      holds += 1;
      setTimeout(() => callback(options.failWith), 5);
    },
  };
  return { sink, bytes: () => Buffer.concat(chunks), holds: () => holds, writes: () => writes };
}

/** 4 MiB of random body, sent in pieces of `pieceBytes` after the head; the body is returned. */
async function serveInPieces(pieceBytes: number): Promise<Buffer> {
  const big = randomBytes(4 * 1024 * 1024);
  server = await startRawServer((socket) => {
    socket.write(responseHead(200, { 'Content-Length': big.length }));
    void writeInPieces(socket, big, pieceBytes).then(() => socket.end());
  });
  return big;
}

const get = (path: string, options: { idleTimeoutMs?: number; signal?: AbortSignal } = {}) =>
  rawGet(new URL((server as RawServer).url(path)), HEADERS, { idleTimeoutMs: 5_000, ...options });

describe('rawGet', () => {
  it('sends an exact HTTP/1.1 GET with the given headers and Connection: close', async () => {
    server = await startRawServer((socket) => socket.end(responseHead(204)));
    const response = await rawGet(
      new URL(server.url('/exports/b.tar.gz?X-Amz-Signature=s%2Fig&a=1')),
      { ...HEADERS, range: 'bytes=10-', 'if-range': '"e1"' },
      { idleTimeoutMs: 5_000 },
    );
    response.close();
    expect(response.status).toBe(204);
    expect(server.requests[0]!.head).toBe(
      'GET /exports/b.tar.gz?X-Amz-Signature=s%2Fig&a=1 HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${server.port}\r\n` +
        'accept-encoding: identity\r\nuser-agent: docs-ci\r\nrange: bytes=10-\r\nif-range: "e1"\r\n' +
        'Connection: close\r\n\r\n',
    );
  });

  it('reads a head split across many reads, then the body that came with its last piece', async () => {
    server = await startRawServer((socket) => {
      const head = Buffer.from(responseHead(200, { 'Content-Length': body.length, ETag: '"abc"' }));
      // The head in 7-byte pieces, its last 3 bytes with the first 1000 of the body, then the rest.
      void writeInPieces(socket, head.subarray(0, -3), 7).then(() => {
        socket.write(Buffer.concat([head.subarray(-3), body.subarray(0, 1000)]));
        setTimeout(() => socket.end(body.subarray(1000)), 10);
      });
    });
    const response = await get('/b');
    expect(response.status).toBe(200);
    expect(response.headers).toEqual({ 'content-length': String(body.length), etag: '"abc"' });
    const out = collector();
    // The first pieces of the body are held from the head's last read until readBody.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await response.readBody(out.sink, body.length);
    expect(out.bytes().equals(body)).toBe(true);
  });

  it('stops at the announced length and passes nothing beyond it', async () => {
    server = await startRawServer((socket) => {
      socket.write(Buffer.concat([Buffer.from(responseHead(200, { 'Content-Length': 10 })), body]));
    });
    const out = collector();
    await (await get('/b')).readBody(out.sink, 10);
    expect(out.bytes().equals(body.subarray(0, 10))).toBe(true);
  });

  it('resolves with fewer bytes when the server closes mid-body (the caller sees the cut)', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Content-Length': body.length }));
      socket.end(body.subarray(0, 1000));
    });
    const out = collector();
    await (await get('/b')).readBody(out.sink, body.length);
    expect(out.bytes().equals(body.subarray(0, 1000))).toBe(true);
  });

  it('holds the reads while the sink is full and resumes when it calls back', async () => {
    const big = randomBytes(4 * 1024 * 1024);
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Content-Length': big.length }));
      socket.end(big);
    });
    const out = collector({ holdEvery: 2 });
    await (await get('/b')).readBody(out.sink, big.length);
    expect(out.bytes().equals(big)).toBe(true);
    expect(out.holds()).toBeGreaterThan(0);
  });

  it('lands every read in one reused buffer (no allocation per read)', async () => {
    const big = await serveInPieces(256 * 1024);
    const response = await get('/b');
    const memories = new Set<ArrayBufferLike>();
    const out = collector({ onWrite: (bytes) => memories.add(bytes.buffer) });
    await response.readBody(out.sink, big.length);
    expect(out.bytes().equals(big)).toBe(true);
    expect(out.writes()).toBeGreaterThan(4);
    // One receive buffer, plus the copy of what came in the same read as the head.
    expect(memories.size).toBeLessThanOrEqual(2);
  });

  it('fails with the sink error and closes the connection', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Content-Length': body.length }));
      socket.write(body.subarray(0, 100));
    });
    const out = collector({ holdEvery: 1, failWith: new Error('ENOSPC: no space left on device') });
    await expect((await get('/b')).readBody(out.sink, body.length)).rejects.toThrow(/ENOSPC/);
  });

  it('fails after the idle timeout when the server stops sending, before or after the head', async () => {
    server = await startRawServer((socket, _request, index) => {
      if (index === 0) return; // silent
      socket.write(responseHead(200, { 'Content-Length': body.length }));
      socket.write(body.subarray(0, 100));
    });
    await expect(get('/b', { idleTimeoutMs: 150 })).rejects.toThrow('no data received for 0s');
    const response = await get('/b', { idleTimeoutMs: 150 });
    await expect(response.readBody(collector().sink, body.length)).rejects.toThrow('no data received');
  });

  it('stops when the signal aborts, while waiting for the head or the body', async () => {
    server = await startRawServer((socket, _request, index) => {
      if (index === 0) return;
      socket.write(responseHead(200, { 'Content-Length': body.length }));
      socket.write(body.subarray(0, 100));
    });
    const early = new AbortController();
    setTimeout(() => early.abort(), 50);
    await expect(get('/b', { signal: early.signal })).rejects.toMatchObject({ name: 'AbortError' });
    const late = new AbortController();
    const response = await get('/b', { signal: late.signal });
    setTimeout(() => late.abort(), 50);
    await expect(response.readBody(collector().sink, body.length)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('says "socket hang up" when the connection closes before an answer', async () => {
    server = await startRawServer((socket) => socket.end());
    await expect(get('/b')).rejects.toThrow('socket hang up');
  });

  it('refuses a head over the size limit or malformed, with a ResponseHeadError', async () => {
    server = await startRawServer((socket, _request, index) => {
      if (index === 0) socket.write(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n');
    });
    await expect(get('/b')).rejects.toBeInstanceOf(ResponseHeadError);
    await expect(get('/b')).rejects.toThrow(/conflicting content-length/);
  });

  it('reads a small error body framed by its Content-Length, up to the limit', async () => {
    const xml = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    server = await startRawServer((socket) => {
      socket.end(responseHead(403, { 'Content-Length': xml.length }) + xml);
    });
    const whole: RawResponse = await get('/b');
    expect(await whole.readText(16 * 1024)).toBe(xml);
    expect(await (await get('/b')).readText(13)).toBe('<Error><Code>');
  });
});

/** `body` chunked in chunks of `size` bytes (a `;x=1` extension on each), then a trailer. */
function chunkedWire(bytes: Buffer, size: number): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const piece = bytes.subarray(offset, offset + size);
    parts.push(Buffer.from(`${piece.length.toString(16)};x=1\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\nX-Trailer: t\r\n\r\n'));
  return Buffer.concat(parts);
}

describe('rawGet: bodies not framed by a Content-Length, interim answers', () => {
  it.each([
    ['chunks smaller than a read, pieces of 1000 bytes', 700, 1000],
    ['chunks larger than a read, pieces of 64 KiB', 300_000, 64 * 1024],
    ['one chunk per piece', 5000, 5000 + 12],
  ])('reads a chunked body: %s', async (_what, chunkBytes, pieceBytes) => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Transfer-Encoding': 'chunked' }));
      // Stays open after the last chunk: the end is the last chunk, not the close.
      void writeInPieces(socket, chunkedWire(body, chunkBytes), pieceBytes);
    });
    const response = await get('/b');
    expect(response.framing).toEqual({ kind: 'chunked' });
    const out = collector();
    await response.readBody(out.sink);
    expect(out.bytes().equals(body)).toBe(true);
  });

  it('fails a chunked body cut before its last chunk as a hang-up (the caller resumes)', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Transfer-Encoding': 'chunked' }));
      socket.end(chunkedWire(body, 10_000).subarray(0, 50_000));
    });
    const out = collector();
    await expect((await get('/b')).readBody(out.sink)).rejects.toMatchObject({
      message: 'socket hang up',
      code: 'ECONNRESET',
    });
    expect(out.bytes().length).toBeGreaterThan(40_000);
    expect(out.bytes().equals(body.subarray(0, out.bytes().length))).toBe(true);
  });

  it('fails a malformed chunked body with a ChunkedBodyError', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { 'Transfer-Encoding': 'chunked' }));
      socket.end('5\r\nabcdefgh\r\n0\r\n\r\n');
    });
    await expect((await get('/b')).readBody(collector().sink)).rejects.toThrow(
      'chunk data longer than its size',
    );
  });

  it('reads a body without a length until the server closes the connection', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(200, { Connection: 'close' }));
      void writeInPieces(socket, body, 7000).then(() => socket.end());
    });
    const response = await get('/b');
    expect(response.framing).toEqual({ kind: 'close' });
    const out = collector({ holdEvery: 3 });
    await response.readBody(out.sink);
    expect(out.bytes().equals(body)).toBe(true);
  });

  it('reads a chunked or close-delimited error body as text, up to the limit', async () => {
    const xml = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    server = await startRawServer((socket, _request, index) => {
      if (index === 0) {
        socket.write(responseHead(403, { 'Transfer-Encoding': 'chunked' }));
        socket.end(chunkedWire(Buffer.from(xml), 10));
      } else socket.end(responseHead(403) + xml);
    });
    expect(await (await get('/b')).readText(16 * 1024)).toBe(xml);
    expect(await (await get('/b')).readText(13)).toBe('<Error><Code>');
  });

  it('skips interim answers (100, 103) and reads the answer that follows, in the same read or later', async () => {
    server = await startRawServer((socket) => {
      socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 2');
      setTimeout(() => socket.end(`00 OK\r\nContent-Length: 5\r\n\r\nhello`), 10);
    });
    const response = await get('/b');
    expect(response.status).toBe(200);
    expect(await response.readText(100)).toBe('hello');
  });

  it('reads no body after a 204 or 304, whatever its fields say', async () => {
    server = await startRawServer((socket) => {
      socket.write(responseHead(304, { 'Content-Length': 100 }));
    });
    const out = collector();
    await (await get('/b')).readBody(out.sink);
    expect(out.writes()).toBe(0);
  });

  it('refuses an invalid Content-Length (not a head error: no second request) and a 101', async () => {
    server = await startRawServer((socket, _request, index) => {
      if (index === 0) socket.write(responseHead(200, { 'Content-Length': '12abc' }));
      else socket.write(responseHead(101, { Upgrade: 'h2c' }));
    });
    const invalid = get('/b');
    await expect(invalid).rejects.toBeInstanceOf(ResponseFramingError);
    await expect(invalid).rejects.toThrow('invalid Content-Length: 12abc');
    await expect(get('/b')).rejects.toThrow(/unexpected 101 Switching Protocols/);
  });
});

describe('rawGet over TLS', () => {
  it('reads the body through tls.connect with the same single buffer', async () => {
    const fixtures = new URL('../../fixtures/tls/', import.meta.url);
    server = await startRawServer(
      (socket) => {
        socket.write(responseHead(200, { 'Content-Length': body.length }));
        socket.end(body);
      },
      {
        tls: {
          key: readFileSync(new URL('localhost-key.pem', fixtures)),
          cert: readFileSync(new URL('localhost-cert.pem', fixtures)),
        },
      },
    );
    // The certificate is self-signed: trusting it takes NODE_EXTRA_CA_CERTS (see download.test.ts);
    // here the connection must fail on it exactly as Node's https client would.
    await expect(get('/b')).rejects.toThrow(/self-signed certificate/);
  });
});

describe('rawGetUnsupported', () => {
  it.each([
    ['https://s3.example.com/b?X-Amz-Signature=1', HEADERS, undefined],
    ['ftp://example.com/b', HEADERS, 'a ftp: URL'],
    ['https://user:pw@example.com/b', HEADERS, 'credentials in the URL'],
    [
      'https://example.com/b',
      { 'if-range': '"a"\r\nX-Injected: 1' },
      'a header value with control characters',
    ],
  ])('%s', (url, headers, expected) => {
    expect(rawGetUnsupported(new URL(url), headers)).toBe(expected);
  });
});
