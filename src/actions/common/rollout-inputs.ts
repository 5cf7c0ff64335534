import type { RolloutSettings } from '../../rollout/run-rollout.js';
import { ACTION_ROLLOUT_NAMES, checkRolloutSettings } from '../../rollout/run-rollout.js';

/** The values-file and helm inputs the export and rollout actions share, as checked settings. */
export function rolloutSettingsFromInputs(inputs: {
  'values-file'?: string | undefined;
  'values-key'?: string | undefined;
  'helm-release'?: string | undefined;
  'helm-chart'?: string | undefined;
  'helm-namespace'?: string | undefined;
  'helm-args'?: string | undefined;
}): RolloutSettings | undefined {
  return checkRolloutSettings(
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
