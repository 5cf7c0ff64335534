import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';

/** The sha256 of a download's file, told each piece in order once it is written. */
export interface PieceHasher {
  /** Takes the next piece (the caller may reuse its buffer at once); false: hold the next until `whenReady`. */
  update(bytes: Uint8Array): boolean;
  /** Calls back once it takes pieces again, or with the error that stops it. */
  whenReady(callback: (error?: Error) => void): void;
  /** Set once the hasher failed: it takes nothing more, and `digest` rejects with it. */
  readonly failure: Error | undefined;
  /** The hex digest of every piece taken. Call once, then `close`. */
  digest(): Promise<string>;
  close(): void;
}

/** The sha256 on the calling thread: for small downloads, and where no worker thread starts. */
export class InlineSha256 implements PieceHasher {
  private readonly hash: Hash = createHash('sha256');
  readonly failure = undefined;

  update(bytes: Uint8Array): boolean {
    this.hash.update(bytes);
    return true;
  }

  whenReady(callback: (error?: Error) => void): void {
    callback();
  }

  digest(): Promise<string> {
    return Promise.resolve(this.hash.digest('hex'));
  }

  /** The digest of the pieces so far, the hash going on (tests compare it with the file). */
  peek(): string {
    return this.hash.copy().digest('hex');
  }

  close(): void {}
}
