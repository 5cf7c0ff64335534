import { z } from 'zod';
import { ConfigurationError } from '../../core/errors.js';
import { registerSecret } from '../../core/secrets.js';
import { checkVersionLabel } from '../../export/request-checks.js';
import type { RolloutSettings } from '../../rollout/run-rollout.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';
import { rolloutSettingsFromInputs } from '../common/rollout-inputs.js';

export const outputNames = ['values-changed', 'result'] as const;

const inputNames = [
  'values-file',
  'values-key',
  'bundle-url',
  'version',
  'helm-release',
  'helm-chart',
  'helm-namespace',
  'helm-args',
  'timeout',
] as const;

const schema = z.object({
  'values-file': input.required('values-file', 'give the path of the Helm values file to update.'),
  'values-key': input.optional(),
  'bundle-url': input.required(
    'bundle-url',
    'pass the bundle link, e.g. bundle-url: ${{ steps.export.outputs.bundle-url }} (in the same job: masked outputs do not cross jobs).',
  ),
  version: input.via((text) =>
    text.trim() === '' ? undefined : checkVersionLabel(text.trim(), 'input version'),
  ),
  'helm-release': input.optional(),
  'helm-chart': input.optional(),
  'helm-namespace': input.optional(),
  'helm-args': input.optional(),
  timeout: input.duration('timeout', '15m'),
});

export type RolloutInputs = z.infer<typeof schema> & { rollout: RolloutSettings };

/** An http(s) URL; its text never goes into the message (it is a credential). */
function checkBundleUrl(url: string): string {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ConfigurationError('input bundle-url: is not an http(s) URL.');
  }
  return url;
}

export function readRolloutInputs(): RolloutInputs {
  const raw = readRawInputs(inputNames);
  // Masked before anything can print it, even when the runner did not know it was a secret.
  registerSecret(raw['bundle-url'].trim());
  const inputs = parseInputs(schema, raw);
  checkBundleUrl(inputs['bundle-url']);
  const rollout = rolloutSettingsFromInputs(inputs) as RolloutSettings;
  return { ...inputs, rollout };
}
