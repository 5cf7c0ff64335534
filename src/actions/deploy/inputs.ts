import { z } from 'zod';
import { checkPathId } from '../../client/config-checks.js';
import { apiInputNames, apiInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['status-id', 'status', 'result'] as const;

const schema = z.object({
  ...apiInputs('30m'),
  'project-id': input.via((text) => checkPathId(text.trim(), 'input project-id')),
  wait: input.boolean('wait', true),
  'trigger-path': input.optional(),
  'status-path': input.optional(),
});

export type DeployInputs = z.infer<typeof schema>;

export function readDeployInputs(): DeployInputs {
  return parseInputs(
    schema,
    readRawInputs([...apiInputNames, 'project-id', 'wait', 'trigger-path', 'status-path']),
  );
}
