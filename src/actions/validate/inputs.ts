import { z } from 'zod';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['errors', 'warnings', 'new-errors', 'new-warnings', 'pages', 'result'] as const;

const names = [
  'docs-dir',
  'config',
  'extension',
  'fail-on',
  'fetch-urls',
  'scope',
  'annotate',
  'github-token',
] as const;

const schema = z.object({
  'docs-dir': input.optional(),
  config: input.optional(),
  extension: input.optional(),
  'fail-on': input.oneOf('fail-on', ['errors', 'warnings', 'never'], 'errors'),
  'fetch-urls': input.boolean('fetch-urls', false),
  scope: input.oneOf('scope', ['auto', 'new', 'all'], 'auto'),
  annotate: input.oneOf('annotate', ['auto', 'commands', 'check-run'], 'auto'),
  'github-token': input.optional(),
});

export type ValidateInputs = z.infer<typeof schema>;

export function readValidateInputs(): ValidateInputs {
  return parseInputs(schema, readRawInputs(names));
}
