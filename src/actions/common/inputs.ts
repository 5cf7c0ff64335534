import * as core from '@actions/core';
import { z } from 'zod';
import { parseRateLimit } from '../../client/rate-limit.js';
import { parseDuration } from '../../core/duration.js';
import { ConfigurationError, errorMessage } from '../../core/errors.js';

/**
 * Inputs arrive as INPUT_<NAME> strings (defaults are applied by the runner from action.yml). Each
 * action reads its raw strings once and validates them with one zod schema built from these pieces;
 * the first problem becomes a ConfigurationError that names the input and the fix.
 */
export function readRawInputs<const N extends string>(names: readonly N[]): Record<N, string> {
  const raw = {} as Record<N, string>;
  for (const name of names) raw[name] = core.getInput(name);
  return raw;
}

/** Wraps one of our parsers (which throw ConfigurationError) as a zod transform. */
function via<T>(parse: (text: string) => T) {
  return z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: errorMessage(error) });
      return z.NEVER;
    }
  });
}

export const input = {
  /** Required, non-empty after trimming. */
  required: (name: string, fix: string) =>
    z.string().transform((text, ctx) => {
      const value = text.trim();
      if (value.length === 0) {
        ctx.addIssue({ code: 'custom', message: `input ${name} is required: ${fix}` });
        return z.NEVER;
      }
      return value;
    }),
  /** Optional: empty means undefined. */
  optional: () => z.string().transform((text) => (text.trim().length === 0 ? undefined : text.trim())),
  boolean: (name: string, fallback: boolean) =>
    z.string().transform((text, ctx) => {
      const value = text.trim().toLowerCase();
      if (value === '') return fallback;
      if (['true', 'yes', 'on', '1'].includes(value)) return true;
      if (['false', 'no', 'off', '0'].includes(value)) return false;
      ctx.addIssue({
        code: 'custom',
        message: `input ${name}: "${text}" is not a boolean; use true or false.`,
      });
      return z.NEVER;
    }),
  /** One of `values` (case-insensitive); empty means `fallback`. */
  oneOf: <const T extends string>(name: string, values: readonly T[], fallback: T) =>
    z.string().transform((text, ctx): T => {
      const value = text.trim().toLowerCase() || fallback;
      if ((values as readonly string[]).includes(value)) return value as T;
      ctx.addIssue({
        code: 'custom',
        message: `input ${name}: "${text}" is not one of ${values.join(', ')}.`,
      });
      return z.NEVER;
    }),
  duration: (name: string, fallback: string) =>
    via((text) => parseDuration(text.trim() === '' ? fallback : text, `input ${name}`)),
  rateLimit: (name: string) =>
    via((text) => (text.trim() === '' ? undefined : parseRateLimit(text, `input ${name}`))),
  /** A list, one item per line or separated by commas; blank items dropped. */
  list: () =>
    z.string().transform((text) =>
      text
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    ),
  via,
};

/** Parses raw inputs with the action's schema; the first issue becomes one clear ConfigurationError. */
export function parseInputs<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'invalid input';
  const field = issue?.path[0];
  throw new ConfigurationError(
    message.startsWith('input ') || field === undefined ? message : `input ${String(field)}: ${message}`,
  );
}
