/**
 * Decodes an HTTP/1.1 chunked body (RFC 9112, section 7.1) as it arrives, for the raw-socket
 * download: sizes in hex, extensions and trailer fields read and dropped. Each piece is decoded in
 * place: its data bytes are moved to the start of the piece (the framing between them dropped), so
 * a piece read into a buffer lent by the sink reaches the sink from that buffer's start, uncopied.
 */

export class ChunkedBodyError extends Error {
  override name = 'ChunkedBodyError';
}

/** A chunk size line (extensions included) or a trailer field longer than this is refused. */
const MAX_LINE_BYTES = 4096;
/** All trailer fields together. */
const MAX_TRAILER_BYTES = 16 * 1024;
/** 15 hex digits: under 2^60, a safe integer. */
const MAX_SIZE_DIGITS = 15;

const CR = 0x0d;
const LF = 0x0a;

type State =
  /** Reading the hex size of the next chunk. */
  | 'size'
  /** After the size: optional whitespace, then `;` extensions or the line's end. */
  | 'after-size'
  | 'extension'
  | 'size-lf'
  | 'data'
  | 'data-cr'
  | 'data-lf'
  /** After the last chunk: trailer fields, each ending in CRLF; an empty line ends the body. */
  | 'trailer-start'
  | 'trailer-line'
  | 'trailer-lf'
  | 'end-lf'
  | 'done';

export class ChunkedDecoder {
  private state: State = 'size';
  private size = 0;
  private digits = 0;
  private lineBytes = 0;
  private trailerBytes = 0;
  /** Data bytes of the current chunk still to come. */
  private remaining = 0;

  /** True once the last chunk and the trailer section (if any) arrived. */
  get done(): boolean {
    return this.state === 'done';
  }

  /**
   * Decodes `bytes` in place. Returns how many data bytes now start `bytes`; bytes after the end
   * of the body are ignored. Throws ChunkedBodyError on malformed framing.
   */
  decode(bytes: Uint8Array): number {
    let out = 0;
    let i = 0;
    while (i < bytes.length && this.state !== 'done') {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, bytes.length - i);
        if (out !== i) bytes.copyWithin(out, i, i + take);
        out += take;
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-cr';
        continue;
      }
      this.step(bytes[i] as number);
      i += 1;
    }
    return out;
  }

  private step(byte: number): void {
    switch (this.state) {
      case 'size': {
        const digit = hexValue(byte);
        if (digit >= 0) {
          if (++this.digits > MAX_SIZE_DIGITS) throw new ChunkedBodyError('chunk size too large');
          this.size = this.size * 16 + digit;
          return;
        }
        if (this.digits === 0) throw new ChunkedBodyError('malformed chunk size');
        this.lineBytes = this.digits;
        this.state = 'after-size';
        return this.step(byte);
      }
      case 'after-size':
        if (byte === 0x20 || byte === 0x09) {
          if (++this.lineBytes > MAX_LINE_BYTES) throw new ChunkedBodyError('chunk size line too long');
          return;
        }
        if (byte === 0x3b) this.state = 'extension';
        else if (byte === CR) this.state = 'size-lf';
        else if (byte === LF) this.endSizeLine();
        else throw new ChunkedBodyError('malformed chunk size');
        return;
      case 'extension':
        if (byte === CR) this.state = 'size-lf';
        else if (byte === LF)
          this.endSizeLine(); // a bare LF, as Node's parser also accepts
        else if (byte < 0x20 && byte !== 0x09) throw new ChunkedBodyError('malformed chunk extension');
        else if (++this.lineBytes > MAX_LINE_BYTES) throw new ChunkedBodyError('chunk extension too long');
        return;
      case 'size-lf':
        if (byte !== LF) throw new ChunkedBodyError('malformed chunk size line');
        return this.endSizeLine();
      case 'data-cr':
        if (byte === CR) this.state = 'data-lf';
        else if (byte === LF) this.nextChunk();
        else throw new ChunkedBodyError('chunk data longer than its size');
        return;
      case 'data-lf':
        if (byte !== LF) throw new ChunkedBodyError('malformed chunk end');
        return this.nextChunk();
      case 'trailer-start':
        if (byte === CR) this.state = 'end-lf';
        else if (byte === LF) this.state = 'done';
        else {
          this.lineBytes = 0;
          this.state = 'trailer-line';
          this.step(byte);
        }
        return;
      case 'trailer-line':
        if (byte === CR) this.state = 'trailer-lf';
        else if (byte === LF) this.state = 'trailer-start';
        else if (++this.lineBytes > MAX_LINE_BYTES || ++this.trailerBytes > MAX_TRAILER_BYTES) {
          throw new ChunkedBodyError('trailer section too large');
        }
        return;
      case 'trailer-lf':
        if (byte !== LF) throw new ChunkedBodyError('malformed trailer field');
        this.state = 'trailer-start';
        return;
      case 'end-lf':
        if (byte !== LF) throw new ChunkedBodyError('malformed end of chunked body');
        this.state = 'done';
        return;
      default:
        return;
    }
  }

  private endSizeLine(): void {
    if (this.size === 0) {
      this.state = 'trailer-start';
      return;
    }
    this.remaining = this.size;
    this.state = 'data';
  }

  private nextChunk(): void {
    this.size = 0;
    this.digits = 0;
    this.state = 'size';
  }
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}
