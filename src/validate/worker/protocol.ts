import type { MessagePort } from 'node:worker_threads';
import type { GeneratedPage, RepositoryInput } from '../types.js';

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

/**
 * The message that ends a validation worker's work: its side's outcome, or the error that stopped
 * it. The spec side posts a GeneratedPagesAhead before it.
 */
export type WorkerAnswer<Outcome> =
  | { ok: true; outcome: Outcome }
  | { ok: false; error: { name: string; message: string; configuration: boolean } };

/**
 * A worker's messages travel as bytes, moved (not copied) to the calling thread, which decodes the
 * answer as the worker's thread ends. The outcome is plain data, written as JSON: JSON.parse builds
 * 28,000 generated pages in about half the time v8.deserialize takes.
 */
export function encodeMessage<Outcome>(answer: WorkerMessage<Outcome>): ArrayBuffer {
  return new TextEncoder().encode(JSON.stringify(answer)).buffer;
}

export function decodeMessage<Outcome>(encoded: ArrayBuffer): WorkerMessage<Outcome> {
  return JSON.parse(new TextDecoder().decode(encoded)) as WorkerMessage<Outcome>;
}

/**
 * The generated pages, posted by the spec side as soon as they are final (the largest part of its
 * outcome): its answer then carries none, and the calling thread puts these in.
 */
export interface GeneratedPagesAhead {
  generated: GeneratedPage[];
}

export type WorkerMessage<Outcome> = WorkerAnswer<Outcome> | GeneratedPagesAhead;

export function isAnswer<Outcome>(message: WorkerMessage<Outcome>): message is WorkerAnswer<Outcome> {
  return 'ok' in message;
}
