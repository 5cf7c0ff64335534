import type { z } from 'zod';
import type { RolloutPlan } from '../../rollout/plan.js';
import { ACTION_ROLLOUT_NAMES, parseRolloutPlan } from '../../rollout/plan.js';
import { input } from './inputs.js';

/** The values-file and helm inputs the export and rollout actions share. */
export const rolloutInputNames = [
  'values-file',
  'values-key',
  'helm-release',
  'helm-chart',
  'helm-namespace',
  'helm-args',
] as const;

export const rolloutInputs = {
  'values-file': input.optional(),
  'values-key': input.optional(),
  'helm-release': input.optional(),
  'helm-chart': input.optional(),
  'helm-namespace': input.optional(),
  'helm-args': input.optional(),
};

type RolloutInputs = { [K in keyof typeof rolloutInputs]: z.infer<(typeof rolloutInputs)[K]> };

/** The shared inputs as one checked rollout plan (undefined without a values file or helm input). */
export function rolloutPlanFromInputs(inputs: RolloutInputs): RolloutPlan | undefined {
  return parseRolloutPlan(
    {
      valuesFile: inputs['values-file'],
      valuesKey: inputs['values-key'],
      release: inputs['helm-release'],
      chart: inputs['helm-chart'],
      namespace: inputs['helm-namespace'],
      args: inputs['helm-args'],
    },
    ACTION_ROLLOUT_NAMES,
  );
}
