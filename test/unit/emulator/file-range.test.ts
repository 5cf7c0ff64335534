import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PIECE_BYTES, PIECES, sendFileRange } from '../../../src/emulator/file-range.js';

/**
 * A consumer that takes each write only later (as a socket does under load): it copies the bytes
 * when it takes them, so a buffer reused before its write was taken would show as wrong bytes.
 */
function slowConsumer(options: { destroyAfterWrites?: number } = {}) {
  const taken: Buffer[] = [];
  const memories = new Set<ArrayBufferLike>();
  let mostQueued = 0;
  let writes = 0;
  const sink = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      writes += 1;
      memories.add(chunk.buffer);
      // Bytes written to the sink and not yet taken, this piece included.
      mostQueued = Math.max(mostQueued, sink.writableLength);
      if (options.destroyAfterWrites === writes) {
        sink.destroy();
        return;
      }
      setTimeout(() => {
        taken.push(Buffer.from(chunk));
        callback();
      }, 5);
    },
  });
  return {
    sink,
    bytes: () => Buffer.concat(taken),
    memories,
    writes: () => writes,
    mostQueued: () => mostQueued,
  };
}

describe('emulator: sendFileRange', () => {
  let dir: string;
  let file: string;
  // Random: no two pieces alike, so a piece sent from the wrong place, or overwritten, shows.
  const content = randomBytes(5 * PIECE_BYTES + 123);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'file-range-'));
    file = join(dir, 'bundle.bin');
    writeFileSync(file, content);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends exactly the bytes of the range, across several pieces, and ends the answer', async () => {
    const consumer = slowConsumer();
    const finished = new Promise((resolve) => consumer.sink.once('finish', resolve));
    await sendFileRange(file, 1000, 4 * PIECE_BYTES + 77, consumer.sink);
    await finished;
    expect(consumer.bytes().equals(content.subarray(1000, 4 * PIECE_BYTES + 78))).toBe(true);
  });

  it('sends the whole file through at most four buffers, each reused only once its write was taken', async () => {
    const consumer = slowConsumer();
    await sendFileRange(file, 0, content.length - 1, consumer.sink);
    expect(consumer.bytes().equals(content)).toBe(true);
    expect(consumer.writes()).toBe(6);
    expect(consumer.memories.size).toBeLessThanOrEqual(PIECES);
    expect(consumer.mostQueued()).toBeLessThanOrEqual(PIECES * PIECE_BYTES);
  });

  it('sends a one-byte range', async () => {
    const consumer = slowConsumer();
    await sendFileRange(file, content.length - 1, content.length - 1, consumer.sink);
    expect([...consumer.bytes()]).toEqual([content[content.length - 1]]);
  });

  it('cuts the answer (destroys it, no end) when the file is shorter than the range', async () => {
    const consumer = slowConsumer();
    let ended = false;
    consumer.sink.once('finish', () => (ended = true));
    await sendFileRange(file, 0, content.length + PIECE_BYTES, consumer.sink);
    expect(consumer.sink.destroyed).toBe(true);
    expect(ended).toBe(false);
    expect(consumer.bytes().equals(content.subarray(0, consumer.bytes().length))).toBe(true);
  });

  it('cuts the answer when the file cannot be opened, and resolves', async () => {
    const consumer = slowConsumer();
    await sendFileRange(join(dir, 'missing.bin'), 0, 10, consumer.sink);
    expect(consumer.sink.destroyed).toBe(true);
    expect(consumer.writes()).toBe(0);
  });

  it('stops reading when the client goes away mid-answer', async () => {
    const consumer = slowConsumer({ destroyAfterWrites: 2 });
    await sendFileRange(file, 0, content.length - 1, consumer.sink);
    expect(consumer.sink.destroyed).toBe(true);
    // The writes made before the close was seen are all the sender did: no read after it.
    expect(consumer.writes()).toBe(2);
  });
});
