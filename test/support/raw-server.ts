import net from 'node:net';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';

export interface RawRequest {
  /** The request head exactly as received, blank line included. */
  head: string;
  /** Request line's target, e.g. `/bundle.tar.gz?X-Amz-Signature=...`. */
  target: string;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface RawServer {
  port: number;
  url: (path: string) => string;
  requests: RawRequest[];
  close: () => Promise<void>;
}

/**
 * A TCP (or TLS) server on 127.0.0.1 that reads each request head and lets `answer` write whatever
 * bytes it likes on the socket: crafted heads, split writes, cut bodies, silence.
 */
export async function startRawServer(
  answer: (socket: net.Socket, request: RawRequest, index: number) => void,
  options: { tls?: { key: Buffer; cert: Buffer } } = {},
): Promise<RawServer> {
  const requests: RawRequest[] = [];
  const sockets = new Set<net.Socket>();
  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setNoDelay(true);
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const head = received.slice(0, end + 4);
      const [requestLine = '', ...lines] = head.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const request = { head, target: requestLine.split(' ')[1] ?? '', headers };
      requests.push(request);
      answer(socket, request, requests.length - 1);
    };
    socket.on('data', onData);
  };
  const server = options.tls ? tls.createServer(options.tls, onConnection) : net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}${path}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `HTTP/1.1 <status>` with the given fields, CRLF-framed, blank line included. */
export function responseHead(status: number, fields: Record<string, string | number> = {}): string {
  const lines = [`HTTP/1.1 ${status} X`, ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`)];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Writes `bytes` in pieces of `size`, one per event-loop turn (so that reads see them apart). */
export async function writeInPieces(socket: net.Socket, bytes: Buffer, size: number): Promise<void> {
  for (let offset = 0; offset < bytes.length && !socket.destroyed; offset += size) {
    socket.write(bytes.subarray(offset, offset + size));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
