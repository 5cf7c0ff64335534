import { z } from 'zod';
import type { FailOn } from '../../validate/index.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['errors', 'warnings', 'pages', 'result'] as const;

const FAIL_ON: readonly FailOn[] = ['errors', 'warnings', 'never'];

const failOn = z.string().transform((text, ctx): FailOn => {
  const value = text.trim().toLowerCase() || 'errors';
  if ((FAIL_ON as readonly string[]).includes(value)) return value as FailOn;
  ctx.addIssue({
    code: 'custom',
    message: `input fail-on: "${text}" is not one of ${FAIL_ON.join(', ')}.`,
  });
  return z.NEVER;
});

const schema = z.object({
  'docs-dir': input.optional(),
  config: input.optional(),
  extension: input.optional(),
  'fail-on': failOn,
  'fetch-urls': input.boolean('fetch-urls', false),
});

export type ValidateInputs = z.infer<typeof schema>;

export function readValidateInputs(): ValidateInputs {
  return parseInputs(schema, readRawInputs(['docs-dir', 'config', 'extension', 'fail-on', 'fetch-urls']));
}
