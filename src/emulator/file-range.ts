import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

export const PIECE_BYTES = 1 << 20;
export const PIECES = 4;

/**
 * Sends bytes `start..end` (inclusive) of a file to `out` and ends it. The reads land in four 1 MiB
 * buffers, each reused once the socket has taken the write made from it, so serving a bundle
 * allocates nothing per read. A read stream allocates a new buffer per read, and V8 counts those as
 * external memory: serving 1 GiB that way ran a full garbage collection every 40-50 MiB, which cost
 * the emulator about as much CPU as the copy itself and took it from the client beside it on a
 * 2-core machine (BENCHMARKS.md, benchmark 3).
 *
 * A client that goes away ends the sending; a file that cannot be opened or read, or is shorter than
 * the range, destroys `out`, so the client sees a cut answer, not a short one. Never rejects.
 */
export async function sendFileRange(path: string, start: number, end: number, out: Writable): Promise<void> {
  const free: Buffer[] = [];
  for (let piece = 0; piece < PIECES; piece++) free.push(Buffer.allocUnsafeSlow(PIECE_BYTES));
  let wake: (() => void) | undefined;
  let gone = false;
  const onClose = () => {
    gone = true;
    wake?.();
  };
  out.once('close', onClose);
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'r');
    for (let position = start; position <= end;) {
      let buffer = free.pop();
      while (!buffer && !gone) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        buffer = free.pop();
      }
      if (!buffer || gone || out.destroyed) return;
      const { bytesRead } = await file.read(buffer, 0, Math.min(PIECE_BYTES, end + 1 - position), position);
      if (gone || out.destroyed) return;
      if (bytesRead === 0) throw new Error(`${path} ended at byte ${position}, before byte ${end}`);
      position += bytesRead;
      const taken = buffer;
      out.write(taken.subarray(0, bytesRead), () => {
        free.push(taken);
        wake?.();
      });
    }
    out.end();
    await finished(out).catch(() => undefined);
  } catch {
    // The client sees the connection cut before Content-Length bytes: the answer is not usable.
    out.destroy();
  } finally {
    out.off('close', onClose);
    await file?.close().catch(() => undefined);
  }
}
