import type { MessagePort } from 'node:worker_threads';
import type { RepositoryInput } from '../types.js';

/**
 * A worker run validates on two threads: `pages` reads the pages and checks their imports and
 * links against the file pages, `specs` checks docs.json and the specs, then the links left. The
 * page side sends the spec side its PageSideResult through `peer`, then answers (its findings):
 * its thread is gone before the spec side's memory peaks.
 */
export type WorkerRole = 'specs' | 'pages';

/** A worker's `workerData`; the RepositoryInput comes next, as the first message from the calling thread. */
export interface WorkerInput {
  role: WorkerRole;
  peer: MessagePort;
  /** The PageBatches both sides take pages from. */
  pageBatches: SharedArrayBuffer;
}

/**
 * Whether the two sides split the anchor checks (split-anchor-checks.ts): not when other versions of
 * pages are checked beside the repository (other-versions.ts needs every link and record at the end).
 */
export function splitsAnchorChecks(repository: RepositoryInput): boolean {
  return repository.otherVersions === undefined;
}

/** The one message each validation worker posts back: its side's outcome, or the error that stopped it. */
export type WorkerAnswer<Outcome> =
  | { ok: true; outcome: Outcome }
  | { ok: false; error: { name: string; message: string; configuration: boolean } };

/**
 * The answer travels as bytes, moved (not copied) to the calling thread, which decodes it as the
 * worker's thread ends. The outcome is plain data, written as JSON: JSON.parse builds 28,000
 * generated pages in about half the time v8.deserialize takes.
 */
export function encodeAnswer<Outcome>(answer: WorkerAnswer<Outcome>): ArrayBuffer {
  return new TextEncoder().encode(JSON.stringify(answer)).buffer;
}

export function decodeAnswer<Outcome>(encoded: ArrayBuffer): WorkerAnswer<Outcome> {
  return JSON.parse(new TextDecoder().decode(encoded)) as WorkerAnswer<Outcome>;
}
