import { constants, createGunzip } from 'node:zlib';
import type { Gunzip } from 'node:zlib';
import { types } from 'node:util';

/** The part of zlib's native handle that Node's own synchronous zlib functions drive. */
interface NativeInflate {
  writeSync(
    flush: number,
    input: Buffer,
    inputOffset: number,
    inputLength: number,
    output: Buffer,
    outputOffset: number,
    outputLength: number,
  ): void;
}

interface GunzipInternals {
  _handle?: unknown;
  _writeState?: unknown;
}

/** zlib refused the input: its message ("unexpected end of file", ...) and code (Z_BUF_ERROR, ...). */
export class ZlibError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'ZlibError';
    this.code = code;
  }
}

const EMPTY = Buffer.alloc(0);
const DEFAULT_OUTPUT_BYTES = 1024 * 1024;

/**
 * Gunzip through zlib's native handle into one reused output buffer, so that a gigabyte of output
 * allocates nothing. Node's gunzip stream allocates a new buffer for every output chunk, and
 * V8 collects them only after about 64 MiB of them have piled up: the process grows by that much
 * and spends half its time on allocation. This drives the handle the way Node's own inflateSync does
 * (`_handle.writeSync` and `_writeState`, unchanged since Node 10, and what node-tar's zlib layer
 * relies on too); `create` returns undefined when a Node release no longer has them, or decodes a
 * probe wrongly, and callers then use the stream.
 *
 * Each view passed to `onOutput` is overwritten by the next one: a consumer copies what it keeps.
 */
export class ReusingGunzip {
  private readonly engine: Gunzip;
  private readonly handle: NativeInflate;
  private readonly state: Uint32Array;
  private readonly output: Buffer;
  private finished = false;

  private constructor(engine: Gunzip, handle: NativeInflate, state: Uint32Array, outputBytes: number) {
    this.engine = engine;
    this.handle = handle;
    this.state = state;
    // Never from Buffer's shared pool: a buffer of its own, whatever the size.
    this.output = Buffer.allocUnsafeSlow(outputBytes);
  }

  static create(outputBytes = DEFAULT_OUTPUT_BYTES): ReusingGunzip | undefined {
    const gunzip = ReusingGunzip.open(outputBytes);
    if (!gunzip || !probeDecodes()) {
      gunzip?.close();
      return undefined;
    }
    return gunzip;
  }

  /** Without the probe; `create` is the way in. */
  static open(outputBytes: number): ReusingGunzip | undefined {
    const engine = createGunzip();
    // Errors are read synchronously from `engine.errored`; the listener keeps the stream's own
    // asynchronous 'error' event from becoming an uncaught exception.
    engine.on('error', () => undefined);
    const { _handle: handle, _writeState: state } = engine as unknown as GunzipInternals;
    const usable =
      typeof handle === 'object' &&
      handle !== null &&
      typeof (handle as Partial<NativeInflate>).writeSync === 'function' &&
      types.isUint32Array(state) &&
      state.length >= 2;
    if (!usable) {
      engine.destroy();
      return undefined;
    }
    return new ReusingGunzip(engine, handle as NativeInflate, state, outputBytes);
  }

  /** Inflates `input` completely, passing each piece of output to `onOutput`. Throws a ZlibError. */
  push(input: Buffer, onOutput: (view: Buffer) => void): void {
    this.inflate(input, constants.Z_NO_FLUSH, onOutput);
  }

  /** Ends the input: a ZlibError when the gzip stream is incomplete ("unexpected end of file"). */
  finish(onOutput: (view: Buffer) => void): void {
    if (this.finished) return;
    this.inflate(EMPTY, constants.Z_FINISH, onOutput);
    this.finished = true;
  }

  close(): void {
    this.engine.destroy();
  }

  private inflate(input: Buffer, flush: number, onOutput: (view: Buffer) => void): void {
    let offset = 0;
    let left = input.length;
    for (;;) {
      const { output } = this;
      this.handle.writeSync(flush, input, offset, left, output, 0, output.length);
      const failure = this.engine.errored;
      if (failure) throw new ZlibError(failure.message, (failure as NodeJS.ErrnoException).code);
      const outputLeft = this.state[0] ?? 0;
      const inputLeft = this.state[1] ?? 0;
      offset += left - inputLeft;
      left = inputLeft;
      const produced = output.length - outputLeft;
      if (produced > 0) onOutput(output.subarray(0, produced));
      // A full output buffer may hide more output; otherwise zlib took all it wanted of the input.
      if (outputLeft !== 0) return;
    }
  }
}

const PROBE_TEXT = 'docs-ci checks that zlib still decodes this way';
// gzip of PROBE_TEXT, made once with zlib.gzipSync.
const PROBE_GZIP = Buffer.from(
  'H4sIAAAAAAAAA0vJTy7WTc5USM5ITc4uVijJSCxRqMrJTFIoLsnMyVFISU3OT0kFiWcWK5QnVgIA6wO3WS8AAAA=',
  'base64',
);

let probeVerdict: boolean | undefined;

/** Decodes a known gzip through the handle once per process: the semantics, not just the shape. */
function probeDecodes(): boolean {
  if (probeVerdict !== undefined) return probeVerdict;
  // Output buffers smaller than the text: the probe also goes through the loop that refills them.
  const gunzip = ReusingGunzip.open(16);
  if (!gunzip) return (probeVerdict = false);
  const pieces: Buffer[] = [];
  const keep = (view: Buffer) => pieces.push(Buffer.from(view));
  try {
    gunzip.push(PROBE_GZIP, keep);
    gunzip.finish(keep);
    probeVerdict = Buffer.concat(pieces).toString('utf8') === PROBE_TEXT;
  } catch {
    probeVerdict = false;
  } finally {
    gunzip.close();
  }
  return probeVerdict;
}
