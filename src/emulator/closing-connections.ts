import type { Socket } from 'node:net';
import type { Exchange } from './exchange.js';

/** Real ms a `close-after-answer` connection stays open after its answer when the fault names none. */
export const DEFAULT_CLOSE_LINGER_MS = 50;

/** Connections answered under `close-after-answer`, between their answer and their close. */
const closing = new WeakSet<Socket>();

/**
 * Once this exchange's answer is sent (with the keep-alive the client asked for), the connection is
 * closing: `lingerMs` real ms later it is closed, whatever arrives on it in between. This is a proxy
 * that closes each client connection after one answer while still forwarding what it already read.
 */
export function closeAfterAnswer(ex: Exchange, lingerMs: number): void {
  const socket = ex.req.socket;
  ex.res.once('finish', () => {
    closing.add(socket);
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('close', () => clearTimeout(timer));
  });
}

/**
 * Whether the request came on a connection that is closing: the service still processes it, but
 * its answer is lost with the connection (the exchange is then handled as a `reset-after`).
 */
export function arrivedWhileClosing(ex: Exchange): boolean {
  return closing.has(ex.req.socket);
}
