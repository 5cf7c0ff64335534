import { z } from 'zod';
import { checkPathId } from '../../client/config-checks.js';
import type { Logger } from '../../core/logger.js';
import { apiInputNames, apiInputs, deployPathInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['status-id', 'status', 'result'] as const;

const schema = (logger: Logger) =>
  z.object({
    ...apiInputs('30m', logger),
    'project-id': input.via((text) => checkPathId(text.trim(), 'input project-id')),
    wait: input.boolean('wait', true),
    ...deployPathInputs,
  });

export type DeployInputs = z.infer<ReturnType<typeof schema>>;

export function readDeployInputs(logger: Logger): DeployInputs {
  return parseInputs(
    schema(logger),
    readRawInputs([...apiInputNames, 'project-id', 'wait', 'trigger-path', 'status-path']),
  );
}
