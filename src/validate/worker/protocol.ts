import type { MessagePort } from 'node:worker_threads';
import { deserialize, serialize } from 'node:v8';
import type { RepositoryInput } from '../types.js';

/**
 * A worker run validates on two threads: `specs` checks docs.json and the specs, `pages` reads the
 * pages and checks their links. They talk through `peer`: the page side sends the pages'
 * references into the specs (PageReferences[]) once it has read them, the spec side sends what the
 * link checks need (LinkTargets) once it has listed the generated pages.
 */
export type WorkerRole = 'specs' | 'pages';

export interface WorkerInput {
  role: WorkerRole;
  repository: RepositoryInput;
  peer: MessagePort;
}

/** The one message each validation worker posts back: its side's outcome, or the error that stopped it. */
export type WorkerAnswer<Outcome> =
  | { ok: true; outcome: Outcome }
  | { ok: false; error: { name: string; message: string; configuration: boolean } };

/**
 * The answer travels as bytes, moved (not copied) to the calling thread, which decodes it only once
 * the worker has exited: the outcome's objects (one per generated page) are then built after the
 * worker's heap is gone, not on top of it.
 */
export function encodeAnswer<Outcome>(answer: WorkerAnswer<Outcome>): ArrayBuffer {
  const bytes = serialize(answer);
  const owned = new Uint8Array(bytes.length);
  owned.set(bytes);
  return owned.buffer;
}

export function decodeAnswer<Outcome>(encoded: ArrayBuffer): WorkerAnswer<Outcome> {
  return deserialize(new Uint8Array(encoded)) as WorkerAnswer<Outcome>;
}
