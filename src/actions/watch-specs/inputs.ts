import { z } from 'zod';
import { checkPathId } from '../../client/config-checks.js';
import type { Logger } from '../../core/logger.js';
import { apiInputNames, apiInputs, deployPathInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['changed', 'status-id', 'result'] as const;

const schema = (logger: Logger) =>
  z.object({
    ...apiInputs('30m', logger),
    'project-id': input.via((text) => checkPathId(text.trim(), 'input project-id')),
    'docs-dir': input.optional(),
    config: input.optional(),
    wait: input.boolean('wait', false),
    'deploy-on-first-run': input.boolean('deploy-on-first-run', false),
    ...deployPathInputs,
  });

export type WatchSpecsInputs = z.infer<ReturnType<typeof schema>>;

export function readWatchSpecsInputs(logger: Logger): WatchSpecsInputs {
  return parseInputs(
    schema(logger),
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
