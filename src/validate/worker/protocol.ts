import { deserialize, serialize } from 'node:v8';
import type { ValidationReport } from '../types.js';

/** The one message a validation worker posts back: the report, or the error that stopped it. */
export type WorkerAnswer =
  | { ok: true; report: ValidationReport }
  | { ok: false; error: { name: string; message: string; configuration: boolean } };

/**
 * The answer travels as bytes, moved (not copied) to the calling thread, which decodes it only once
 * the worker has exited: the report's objects (one per generated page) are then built after the
 * worker's heap is gone, not on top of it.
 */
export function encodeAnswer(answer: WorkerAnswer): ArrayBuffer {
  const bytes = serialize(answer);
  const owned = new Uint8Array(bytes.length);
  owned.set(bytes);
  return owned.buffer;
}

export function decodeAnswer(encoded: ArrayBuffer): WorkerAnswer {
  return deserialize(new Uint8Array(encoded)) as WorkerAnswer;
}
