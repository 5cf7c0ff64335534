/**
 * A strict parser of HTTP/1.x response heads (status line and header fields), for the raw-socket
 * download. Anything it does not accept is a ResponseHeadError: the caller then asks again through
 * Node's HTTP client, whose parser is the reference.
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

/** The body length a head announces: a Content-Length of digits only, else undefined. */
export function announcedLength(headers: Record<string, string>): number | undefined {
  return parseContentLength(headers['content-length']);
}

/** A Content-Length value of digits only (at most 15: a safe integer), else undefined. */
export function parseContentLength(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
