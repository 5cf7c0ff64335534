import { join } from 'node:path';
import { z } from 'zod';
import { parseDeploymentType } from '../../export/deployment-type.js';
import { parseAllowOrigins } from '../../export/offline.js';
import type { Logger } from '../../core/logger.js';
import type { ExportRequest } from '../../export/request.js';
import { ACTION_EXPORT_NAMES, checkVersionLabel, parseExportRequest } from '../../export/request.js';
import type { RolloutPlan } from '../../rollout/plan.js';
import { apiInputNames, apiInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';
import { rolloutInputNames, rolloutInputs, rolloutPlanFromInputs } from '../common/rollout-inputs.js';

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
  ...rolloutInputNames,
  'bundle-version',
  'deployment-type',
  'allow-origins',
] as const;

/** Empty means unset; anything else goes through `parse`. */
const optionalVia = <T>(parse: (text: string) => T) =>
  input.via((text) => (text.trim() === '' ? undefined : parse(text.trim())));

/** A path, `false` (no download), or empty / `true` (the default place under the runner's temp dir). */
const download = z.string().transform((text): string | false | undefined => {
  const value = text.trim();
  if (['false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (value === '' || value.toLowerCase() === 'true') return undefined;
  return value;
});

const schema = (logger: Logger) =>
  z
    .object({
      ...apiInputs('30m', logger),
      domain: input.optional(),
      version: input.optional(),
      paths: input.list(),
      'job-id': input.optional(),
      download,
      extract: input.optional(),
      ...rolloutInputs,
      'bundle-version': optionalVia((text) => checkVersionLabel(text, 'input bundle-version')),
      'deployment-type': optionalVia((text) => parseDeploymentType(text, 'input deployment-type')),
      'allow-origins': input.via((text) => parseAllowOrigins(text, 'input allow-origins')),
    })
    .superRefine((inputs, ctx) => {
      if (inputs.download === false && inputs.extract !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'inputs download and extract: extract needs the bundle downloaded; remove download: false.',
        });
      }
    });

export type ExportInputs = z.infer<ReturnType<typeof schema>> & {
  request: ExportRequest;
  rollout: RolloutPlan | undefined;
};

export function readExportInputs(logger: Logger): ExportInputs {
  const inputs = parseInputs(schema(logger), readRawInputs(inputNames));
  const request = parseExportRequest(
    { domain: inputs.domain, jobId: inputs['job-id'], version: inputs.version, paths: inputs.paths },
    ACTION_EXPORT_NAMES,
  );
  return { ...inputs, request, rollout: rolloutPlanFromInputs(inputs) };
}

/** The default download place: a folder under the runner's temporary folder (the bundle is named after the job). */
export function defaultDownloadFolder(tempDir: string): string {
  return join(tempDir, 'docs-ci-export') + '/';
}
