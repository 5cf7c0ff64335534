import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { checkPathId } from '../../client/config-checks.js';
import { parseDeploymentType } from '../../export/deployment-type.js';
import { parseAllowOrigins } from '../../export/offline.js';
import { checkDomain, checkExportPaths, checkVersionLabel } from '../../export/request-checks.js';
import type { RolloutSettings } from '../../rollout/run-rollout.js';
import { apiInputNames, apiInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';
import { rolloutSettingsFromInputs } from '../common/rollout-inputs.js';

export const outputNames = [
  'job-id',
  'status',
  'page-count',
  'bundle-url',
  'expires-at',
  'size-bytes',
  'bundle-path',
  'sha256',
  'values-changed',
  'result',
] as const;

const inputNames = [
  ...apiInputNames,
  'domain',
  'version',
  'paths',
  'job-id',
  'download',
  'extract',
  'values-file',
  'values-key',
  'bundle-version',
  'deployment-type',
  'allow-origins',
  'helm-release',
  'helm-chart',
  'helm-namespace',
  'helm-args',
] as const;

/** Empty means unset; anything else goes through `parse`. */
const optionalVia = <T>(parse: (text: string) => T) =>
  input.via((text) => (text.trim() === '' ? undefined : parse(text.trim())));

/** A path, `false` (no download), or empty / `true` (the default place under RUNNER_TEMP). */
const download = z.string().transform((text): string | false | undefined => {
  const value = text.trim();
  if (['false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (value === '' || value.toLowerCase() === 'true') return undefined;
  return value;
});

const schema = z
  .object({
    ...apiInputs('30m'),
    domain: optionalVia((text) => checkDomain(text, 'input domain')),
    version: optionalVia((text) => checkVersionLabel(text, 'input version')),
    paths: input.list().transform((paths, ctx) => {
      try {
        return checkExportPaths(paths, 'input paths');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
    'job-id': optionalVia((text) => checkPathId(text, 'input job-id')),
    download,
    extract: input.optional(),
    'values-file': input.optional(),
    'values-key': input.optional(),
    'bundle-version': optionalVia((text) => checkVersionLabel(text, 'input bundle-version')),
    'deployment-type': optionalVia((text) => parseDeploymentType(text, 'input deployment-type')),
    'allow-origins': input.via((text) => parseAllowOrigins(text, 'input allow-origins')),
    'helm-release': input.optional(),
    'helm-chart': input.optional(),
    'helm-namespace': input.optional(),
    'helm-args': input.optional(),
  })
  .superRefine((inputs, ctx) => {
    if (inputs.domain === undefined && inputs['job-id'] === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'inputs domain and job-id: give domain (the hostname to export, e.g. docs.example.com) to start a job, or job-id to resume one.',
      });
    }
    if (inputs.download === false && inputs.extract !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'inputs download and extract: extract needs the bundle downloaded; remove download: false.',
      });
    }
  });

export type ExportInputs = z.infer<typeof schema> & { rollout: RolloutSettings | undefined };

export function readExportInputs(): ExportInputs {
  const inputs = parseInputs(schema, readRawInputs(inputNames));
  const rollout = rolloutSettingsFromInputs(inputs);
  return { ...inputs, rollout };
}

/** The default download place: a folder under RUNNER_TEMP (the bundle is named after the job). */
export function defaultDownloadFolder(env: NodeJS.ProcessEnv): string {
  return join(env.RUNNER_TEMP || tmpdir(), 'docs-ci-export') + '/';
}
