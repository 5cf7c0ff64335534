import fc from 'fast-check';
import { ConfigurationError } from '../../src/core/errors.js';

// Deterministic runs: the same inputs every time (set FC_SEED to explore others).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });

/** What a parser did with one input: its value, or the ConfigurationError it threw. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ConfigurationError };

/**
 * Runs a parser of user input. Anything thrown besides a ConfigurationError (a TypeError, a
 * RangeError from a library) escapes, so a property over arbitrary strings fails on it.
 */
export function outcome<T>(parse: () => T): Outcome<T> {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof ConfigurationError) return { ok: false, error };
    throw error;
  }
}

/** The message of the ConfigurationError the parser threw; fails when it returned instead. */
export function rejection(parse: () => unknown): string {
  const result = outcome(parse);
  if (result.ok) throw new Error(`expected a ConfigurationError, got ${JSON.stringify(result.value)}`);
  return result.error.message;
}

/** Arbitrary text as users paste it: any unicode, plus the characters parsers care about. */
export const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'];
