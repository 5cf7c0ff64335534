import {
  bodyFraming,
  MAX_HEAD_BYTES,
  parseResponseHead,
  ResponseFramingError,
  ResponseHeadError,
} from '../../../src/client/http-response-head.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('parseResponseHead', () => {
  it('parses the status, lower-cased headers and the length of the head', () => {
    const head = 'HTTP/1.1 206 Partial Content\r\nContent-Length: 10\r\nETag:  "abc" \r\nX-Empty:\r\n\r\n';
    expect(parseResponseHead(bytes(`${head}0123456789`))).toEqual({
      status: 206,
      headers: { 'content-length': '10', etag: '"abc"', 'x-empty': '' },
      length: head.length,
    });
  });

  it('accepts HTTP/1.0 and a status line without a reason phrase', () => {
    expect(parseResponseHead(bytes('HTTP/1.0 200\r\n\r\n'))?.status).toBe(200);
  });

  it('waits for the blank line, however the head was split', () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\n';
    for (let cut = 0; cut < head.length; cut++) {
      expect(parseResponseHead(bytes(head.slice(0, cut)))).toBeUndefined();
    }
    expect(parseResponseHead(bytes(head))?.length).toBe(head.length);
  });

  it('joins repeated fields and accepts a repeated identical Content-Length', () => {
    const head = parseResponseHead(
      bytes('HTTP/1.1 200 OK\r\nVary: a\r\nvary: b\r\nContent-Length: 4\r\nContent-Length: 4\r\n\r\n'),
    );
    expect(head?.headers).toEqual({ vary: 'a, b', 'content-length': '4' });
  });

  it.each([
    ['a conflicting Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: 4\r\nContent-Length: 5\r\n\r\n'],
    ['an HTTP/2 status line', 'HTTP/2 200\r\n\r\n'],
    ['a status of two digits', 'HTTP/1.1 20 OK\r\n\r\n'],
    ['a field without a colon', 'HTTP/1.1 200 OK\r\nContent-Length 4\r\n\r\n'],
    ['a space before the colon', 'HTTP/1.1 200 OK\r\nContent-Length : 4\r\n\r\n'],
    ['obsolete line folding', 'HTTP/1.1 200 OK\r\nX-A: 1\r\n  2\r\n\r\n'],
    ['a bare LF inside the head', 'HTTP/1.1 200 OK\r\nX-A: 1\nX-B: 2\r\n\r\n'],
    ['a NUL in a value', 'HTTP/1.1 200 OK\r\nX-A: 1\u00002\r\n\r\n'],
    ['a line that is not HTTP', 'SSH-2.0-OpenSSH_9.6\r\n\r\n'],
  ])('refuses %s', (_what, head) => {
    expect(() => parseResponseHead(bytes(head))).toThrow(ResponseHeadError);
  });

  it('refuses a head that has not ended within the limit, and one that ends past it', () => {
    const endless = bytes(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}`);
    expect(() => parseResponseHead(endless)).toThrow(/larger than 16384 bytes/);
    const late = bytes(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`);
    expect(() => parseResponseHead(late)).toThrow(ResponseHeadError);
    expect(parseResponseHead(bytes('HTTP/1.1 200 OK\r\nX-Big: aaaa'), 64)).toBeUndefined();
  });
});

describe('bodyFraming', () => {
  it.each([
    ['1234', { kind: 'length', length: 1234 }],
    ['0', { kind: 'length', length: 0 }],
  ])('Content-Length %j frames the body', (value, expected) => {
    expect(bodyFraming(200, { 'content-length': value })).toEqual(expected);
  });

  it.each(['', '-1', '12, 12', '1e3', '9'.repeat(16)])('refuses Content-Length %j', (value) => {
    expect(() => bodyFraming(200, { 'content-length': value })).toThrow(ResponseFramingError);
  });

  it.each([
    ['chunked', 'chunked'],
    ['gzip, Chunked', 'chunked'],
    ['chunked, gzip', 'close'],
    ['gzip', 'close'],
  ])('Transfer-Encoding %j reads the body %s, overriding any Content-Length', (value, kind) => {
    expect(bodyFraming(200, { 'transfer-encoding': value, 'content-length': '5' })).toEqual({ kind });
  });

  it('reads until the close without either field', () => {
    expect(bodyFraming(200, {})).toEqual({ kind: 'close' });
    expect(bodyFraming(403, {})).toEqual({ kind: 'close' });
    expect(bodyFraming(302, {})).toEqual({ kind: 'close' });
  });

  it.each([100, 103, 204, 304])('reads no body after a %d, whatever its fields say', (status) => {
    expect(bodyFraming(status, { 'content-length': '10', 'transfer-encoding': 'chunked' })).toEqual({
      kind: 'none',
    });
  });
});
