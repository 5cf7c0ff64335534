import { z } from 'zod';
import { checkVersionLabel } from '../../export/request.js';
import type { RolloutPlan } from '../../rollout/plan.js';
import { parseBundleUrl } from '../../rollout/plan.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';
import { rolloutInputNames, rolloutInputs, rolloutPlanFromInputs } from '../common/rollout-inputs.js';

export const outputNames = ['values-changed', 'result'] as const;

const inputNames = [...rolloutInputNames, 'bundle-url', 'version', 'timeout'] as const;

const schema = z.object({
  ...rolloutInputs,
  'values-file': input.required('values-file', 'give the path of the Helm values file to update.'),
  // Registered as a secret before anything can print it, even when the runner did not know it was one.
  'bundle-url': input.via((text) => parseBundleUrl(text, 'input bundle-url')),
  version: input.via((text) =>
    text.trim() === '' ? undefined : checkVersionLabel(text.trim(), 'input version'),
  ),
  timeout: input.duration('timeout', '15m'),
});

export type RolloutInputs = z.infer<typeof schema> & { rollout: RolloutPlan };

export function readRolloutInputs(): RolloutInputs {
  const inputs = parseInputs(schema, readRawInputs(inputNames));
  // A values file is required here, so the plan is always defined.
  const rollout = rolloutPlanFromInputs(inputs) as RolloutPlan;
  return { ...inputs, rollout };
}
