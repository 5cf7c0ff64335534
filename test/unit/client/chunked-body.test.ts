import { randomBytes } from 'node:crypto';
import { ChunkedBodyError, ChunkedDecoder } from '../../../src/client/chunked-body.js';

/** Feeds `wire` to a decoder in pieces cut at `cuts`, copying each piece (as a socket read would). */
function decode(wire: Buffer, cuts: number[] = []): { data: Buffer; done: boolean } {
  const decoder = new ChunkedDecoder();
  const out: Buffer[] = [];
  let from = 0;
  for (const to of [...cuts, wire.length]) {
    const piece = Buffer.from(wire.subarray(from, to));
    const length = decoder.decode(piece);
    out.push(piece.subarray(0, length));
    from = to;
  }
  return { data: Buffer.concat(out), done: decoder.done };
}

const data = randomBytes(300);
const wire = Buffer.concat([
  Buffer.from('1\r\n'),
  data.subarray(0, 1),
  Buffer.from('\r\nA;name=value;other="q; x"\r\n'),
  data.subarray(1, 11),
  Buffer.from('\r\n121 \t;ext\r\n'),
  data.subarray(11),
  Buffer.from('\r\n0\r\nX-Checksum: abc\r\nX-Other: 1\r\n\r\n'),
]);

describe('ChunkedDecoder', () => {
  it('decodes sizes, extensions and a trailer, the data moved to the start of the piece', () => {
    const piece = Buffer.from(wire);
    const decoder = new ChunkedDecoder();
    const length = decoder.decode(piece);
    expect(length).toBe(data.length);
    expect(piece.subarray(0, length).equals(data)).toBe(true);
    expect(decoder.done).toBe(true);
  });

  it('gives the same bytes whatever the pieces: every split point, and every byte apart', () => {
    for (let cut = 1; cut < wire.length; cut++) {
      expect(decode(wire, [cut])).toEqual({ data, done: true });
    }
    const everyByte = Array.from({ length: wire.length - 1 }, (_, i) => i + 1);
    expect(decode(wire, everyByte)).toEqual({ data, done: true });
  });

  it('is not done before the last chunk and its final blank line', () => {
    for (const end of [3, 20, wire.length - 2, wire.length - 1]) {
      expect(decode(wire.subarray(0, end)).done).toBe(false);
    }
  });

  it('ends without a trailer, and ignores what follows the end', () => {
    const decoder = new ChunkedDecoder();
    const piece = Buffer.from('3\r\nabc\r\n0\r\n\r\nHTTP/1.1 200 OK\r\n');
    expect(piece.subarray(0, decoder.decode(piece)).toString()).toBe('abc');
    expect(decoder.done).toBe(true);
  });

  it('accepts bare LF line ends, as Node’s parser does', () => {
    expect(decode(Buffer.from('3\nabc\n0\n\n'))).toEqual({ data: Buffer.from('abc'), done: true });
  });

  it.each([
    ['a size that is not hex', 'zz\r\n'],
    ['no size', '\r\n'],
    ['garbage after the size', '3x\r\nabc\r\n'],
    ['data longer than its size', '3\r\nabcd\r\n'],
    ['a CR without LF after the data', '3\r\nabc\rX'],
    ['a size over 15 hex digits', `${'f'.repeat(16)}\r\n`],
    ['a control character in an extension', '3;a\u0001\r\n'],
    ['an extension over 4 KiB', `3;${'a'.repeat(5000)}\r\n`],
    ['a trailer section over 16 KiB', `0\r\n${'X-A: b\r\n'.repeat(3000)}\r\n`],
  ])('refuses %s', (_what, text) => {
    expect(() => decode(Buffer.from(text))).toThrow(ChunkedBodyError);
  });
});
