/**
 * A strict parser of HTTP/1.x response heads (status line and header fields), and how the body that
 * follows is delimited, for the raw-socket download. A head it does not accept is a
 * ResponseHeadError: the caller then asks again through Node's HTTP client, whose parser is the
 * reference (no body has been read then).
 */

export interface ResponseHead {
  status: number;
  /** Lower-case names; a repeated field keeps its values joined with ', '. */
  headers: Record<string, string>;
  /** Bytes of the head, the blank line included: the body starts there. */
  length: number;
}

export class ResponseHeadError extends Error {
  override name = 'ResponseHeadError';
}

/** Node's own default (--max-http-header-size): a larger head fails there too. */
export const MAX_HEAD_BYTES = 16 * 1024;

const END_OF_HEAD = Buffer.from('\r\n\r\n', 'latin1');
const STATUS_LINE = /^HTTP\/1\.[01] ([1-9]\d\d)(?: [\t\x20-\x7e\x80-\xff]*)?$/;
const FIELD_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[\t ]*([\t\x20-\x7e\x80-\xff]*?)[\t ]*$/;

/**
 * Parses the head at the start of `bytes`. Returns undefined while the blank line that ends it has
 * not arrived (and `bytes` is under `maxBytes`); throws ResponseHeadError on a malformed or too
 * large head.
 */
export function parseResponseHead(bytes: Uint8Array, maxBytes = MAX_HEAD_BYTES): ResponseHead | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, maxBytes));
  const end = view.indexOf(END_OF_HEAD);
  if (end < 0) {
    if (bytes.length >= maxBytes) throw new ResponseHeadError(`response head larger than ${maxBytes} bytes`);
    return undefined;
  }
  const [statusLine = '', ...fieldLines] = view.toString('latin1', 0, end).split('\r\n');
  const status = STATUS_LINE.exec(statusLine);
  if (!status) throw new ResponseHeadError('malformed status line');

  const headers: Record<string, string> = {};
  for (const line of fieldLines) {
    // Also refuses obsolete line folding (a line starting with a space) and bare CR or LF.
    const field = FIELD_LINE.exec(line);
    if (!field) throw new ResponseHeadError('malformed header field');
    const name = (field[1] as string).toLowerCase();
    const value = field[2] as string;
    const previous = headers[name];
    if (previous === undefined) headers[name] = value;
    else if (name === 'content-length') {
      // Two different lengths: which one frames the body is ambiguous (response splitting).
      if (previous !== value) throw new ResponseHeadError('conflicting content-length fields');
    } else headers[name] = `${previous}, ${value}`;
  }
  return { status: Number(status[1]), headers, length: end + END_OF_HEAD.length };
}

/** A Content-Length value of digits only (at most 15: a safe integer), else undefined. */
export function parseContentLength(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/** How a response body is delimited. */
export type BodyFraming =
  | { kind: 'none' }
  | { kind: 'length'; length: number }
  | { kind: 'chunked' }
  /** Everything until the server closes the connection. */
  | { kind: 'close' };

/** A head whose body cannot be delimited safely (a Content-Length that is not a number). */
export class ResponseFramingError extends Error {
  override name = 'ResponseFramingError';
}

/**
 * How the body of an answer to a GET is delimited (RFC 9112, section 6.3): none for 1xx, 204 and
 * 304; chunked when chunked is the last transfer coding; until the connection closes for any other
 * transfer coding, or when no Content-Length is given; else the Content-Length (a Transfer-Encoding
 * overrides it).
 */
export function bodyFraming(status: number, headers: Record<string, string>): BodyFraming {
  if (status < 200 || status === 204 || status === 304) return { kind: 'none' };
  const transferEncoding = headers['transfer-encoding'];
  if (transferEncoding !== undefined) {
    const codings = transferEncoding.split(',').map((coding) => coding.trim().toLowerCase());
    return codings.at(-1) === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
  }
  const value = headers['content-length'];
  if (value === undefined) return { kind: 'close' };
  const length = parseContentLength(value);
  if (length === undefined) throw new ResponseFramingError(`invalid Content-Length: ${value.slice(0, 40)}`);
  return { kind: 'length', length };
}
