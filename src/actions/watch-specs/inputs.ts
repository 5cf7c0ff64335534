import { z } from 'zod';
import { checkPathId } from '../../client/config-checks.js';
import { apiInputNames, apiInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['changed', 'status-id', 'result'] as const;

const schema = z.object({
  ...apiInputs('30m'),
  'project-id': input.via((text) => checkPathId(text.trim(), 'input project-id')),
  'docs-dir': input.optional(),
  config: input.optional(),
  wait: input.boolean('wait', false),
  'deploy-on-first-run': input.boolean('deploy-on-first-run', false),
  'trigger-path': input.optional(),
  'status-path': input.optional(),
});

export type WatchSpecsInputs = z.infer<typeof schema>;

export function readWatchSpecsInputs(): WatchSpecsInputs {
  return parseInputs(
    schema,
    readRawInputs([
      ...apiInputNames,
      'project-id',
      'docs-dir',
      'config',
      'wait',
      'deploy-on-first-run',
      'trigger-path',
      'status-path',
    ]),
  );
}
