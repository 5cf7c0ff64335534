import { ReusingGunzip, ZlibError } from './reusing-gunzip.js';
import type { EntryWalk, TarWalkOptions } from './tar-entry-walk.js';
import { entryWalk } from './tar-entry-walk.js';

const BLOCK = 512;
/** node-tar's default, applied the same way when the inflating happens here. */
const MAX_DECOMPRESSION_RATIO = 1000;
/** The first two bytes of every gzip member. */
export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const COMPRESSED_MAGICS = [GZIP_MAGIC, Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];

/**
 * A tar.gz walk fed with the compressed bytes as they come (from a file, or from a download as it
 * lands), inflated through `ReusingGunzip` and judged by node-tar's strict parser.
 *
 * It hands over (`end` resolves undefined) when the bytes are not gzip, or when the inflated content
 * is compressed again: node-tar's own stream, given the file, is then the judge, as it would judge
 * such content differently once given the inflated bytes.
 */
export class InflatedTarWalk {
  private readonly gunzip: ReusingGunzip;
  private readonly walk: EntryWalk;
  private readonly head = Buffer.alloc(4);
  private headBytes = 0;
  private compressed = 0;
  private inflated = 0;
  private handedOver = false;
  // node-tar is given whole 512-byte blocks only. It then consumes every write at once and keeps no
  // view of the reused output buffers. And its verdict does not depend on where the pieces end: it
  // holds back a body tail shorter than a block until more comes, so an archive without its closing
  // blocks would pass or fail by chance.
  private readonly carry = Buffer.alloc(BLOCK);
  private carried = 0;
  private readonly feed = (view: Buffer) => this.inflatedPiece(view);
  private readonly sink: TarWalkOptions['sink'];

  private constructor(gunzip: ReusingGunzip, options: TarWalkOptions) {
    this.gunzip = gunzip;
    this.walk = entryWalk(options);
    this.sink = options.sink;
    // Read through `end`, or dropped with the walk: never an unhandled rejection.
    this.walk.done.catch(() => undefined);
  }

  /** Undefined when this Node's zlib cannot inflate into reused buffers. `outputBytes` is for tests. */
  static start(options: TarWalkOptions, outputBytes?: number): InflatedTarWalk | undefined {
    const gunzip = ReusingGunzip.create(outputBytes);
    return gunzip && new InflatedTarWalk(gunzip, options);
  }

  /** True once the verdict is known (an error, a refusal) or the walk handed over: more bytes change nothing. */
  get stopped(): boolean {
    return this.handedOver || this.walk.isSettled();
  }

  /** True while the walk's sink (an extraction) wants no more bytes for now. */
  get behind(): boolean {
    return !this.stopped && this.sink?.behind === true;
  }

  whenCaughtUp(callback: () => void): void {
    if (this.sink && this.behind) this.sink.whenCaughtUp(callback);
    else callback();
  }

  /** The next compressed bytes, in order. Never throws: a failure is the walk's verdict. */
  push(bytes: Uint8Array): void {
    if (this.stopped || bytes.length === 0) return;
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (this.compressed === 0 && !startsLike(input, GZIP_MAGIC)) return this.handOver();
    this.compressed += input.length;
    this.inflate(() => this.gunzip.push(input, this.feed));
  }

  /** Ends the input: the entry count, undefined when handed over, or the walk's error. */
  async end(): Promise<number | undefined> {
    try {
      if (!this.stopped && this.compressed > 0) this.inflate(() => this.gunzip.finish(this.feed));
      if (!this.stopped && this.headBytes > 0 && startsCompressed(this.head.subarray(0, this.headBytes))) {
        this.handOver();
      }
      if (this.handedOver) return undefined;
      if (this.carried > 0 && !this.walk.isSettled())
        this.write(Buffer.from(this.carry.subarray(0, this.carried)));
      this.walk.parser.end();
      return await this.walk.done;
    } finally {
      this.close();
    }
  }

  /** Frees zlib's handle; the walk is dropped if it had not ended. */
  close(): void {
    this.walk.finish(new Error('closed'));
    this.gunzip.close();
  }

  private handOver(): void {
    this.handedOver = true;
    this.walk.finish(new Error('handed over to the stream'));
  }

  private inflate(step: () => void): void {
    try {
      step();
    } catch (error) {
      // Worded as node-tar words the errors of its own gzip stream.
      this.walk.finish(error instanceof ZlibError ? new Error(`zlib: ${error.message}`) : error);
    }
  }

  private inflatedPiece(view: Buffer): void {
    if (this.stopped) return;
    if (this.headBytes < this.head.length) {
      this.headBytes += view.copy(this.head, this.headBytes, 0, this.head.length - this.headBytes);
      if (this.headBytes === this.head.length && startsCompressed(this.head)) return this.handOver();
    }
    this.inflated += view.length;
    if (this.inflated / this.compressed > MAX_DECOMPRESSION_RATIO) {
      const ratio = (this.inflated / this.compressed).toFixed(2);
      this.walk.parser.abort(
        new Error(`max decompression ratio exceeded: ${ratio} > ${MAX_DECOMPRESSION_RATIO}`),
      );
      return;
    }
    let at = 0;
    if (this.carried > 0) {
      at = view.copy(this.carry, this.carried, 0, BLOCK - this.carried);
      this.carried += at;
      if (this.carried < BLOCK) return;
      this.write(Buffer.from(this.carry));
      this.carried = 0;
    }
    const wholeBlocksEnd = at + Math.floor((view.length - at) / BLOCK) * BLOCK;
    if (wholeBlocksEnd > at) this.write(view.subarray(at, wholeBlocksEnd));
    this.carried = view.copy(this.carry, 0, wholeBlocksEnd);
  }

  private write(chunk: Buffer): void {
    try {
      this.walk.parser.write(chunk);
    } catch (error) {
      this.walk.finish(error);
    }
  }
}

function startsCompressed(head: Buffer): boolean {
  return COMPRESSED_MAGICS.some((magic) => startsLike(head, magic));
}

/** `bytes` begins with `magic`, or with as much of it as `bytes` holds. */
function startsLike(bytes: Buffer, magic: Buffer): boolean {
  return bytes.subarray(0, magic.length).equals(magic.subarray(0, bytes.length));
}
