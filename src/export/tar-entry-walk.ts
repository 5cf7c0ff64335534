import { Parser } from 'tar';
import type { ReadEntry } from 'tar';
import { CancelledError, errorMessage } from '../core/errors.js';

export interface TarWalkOptions {
  signal?: AbortSignal | undefined;
  /** May refuse an entry by returning the reason: the walk stops with that reason as its error. */
  visit?: (entry: ReadEntry) => string | undefined;
  refuse?: (reason: string) => Error;
  /** Takes each entry after `visit` (an extraction): its refusal or failure ends the walk. */
  sink?: TarEntrySink | undefined;
}

export interface TarEntrySink {
  /** Takes the entry and its data; the reason when it is refused. */
  take(entry: ReadEntry): string | undefined;
  /** True while the sink wants no more bytes for now. */
  readonly behind: boolean;
  whenCaughtUp(callback: () => void): void;
  onFailed(callback: (error: Error) => void): void;
}

export interface EntryWalk {
  /** node-tar's strict parser: it judges the tar structure. */
  parser: Parser;
  /** Settles once: the entry count, or the first error. */
  done: Promise<number>;
  finish: (error?: unknown) => void;
  isSettled: () => boolean;
}

/** One node-tar parser counting entries, cancelled by `signal`. */
export function entryWalk(options: TarWalkOptions): EntryWalk {
  const { signal, visit, sink } = options;
  let entries = 0;
  let settled = false;
  let settle: { resolve: (count: number) => void; reject: (error: Error) => void } | undefined;
  const done = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (error?: unknown) => {
    if (settled) return;
    settled = true;
    signal?.removeEventListener('abort', onAbort);
    if (error === undefined) settle?.resolve(entries);
    else settle?.reject(error instanceof Error ? error : new Error(errorMessage(error)));
  };
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      entries += 1;
      if (settled) {
        entry.resume();
        return;
      }
      const reason = visit?.(entry) ?? sink?.take(entry);
      if (reason !== undefined) {
        finish(options.refuse ? options.refuse(reason) : new Error(reason));
        parser.abort(new Error(reason));
      }
      entry.resume();
    },
  });
  sink?.onFailed((error) => {
    finish(error);
    parser.abort(error);
  });
  const onAbort = () => {
    finish(new CancelledError('Archive read cancelled.'));
    parser.abort(new Error('cancelled'));
  };
  parser.on('error', finish);
  parser.on('end', () => finish());
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return { parser, done, finish, isSettled: () => settled };
}
