import { z } from 'zod';
import { checkPathId, parseBaseUrl } from '../../client/config-checks.js';
import { isHttpUrl } from '../../core/url.js';
import { DEFAULT_PREVIEW_CREATOR } from '../../preview/preview-source.js';
import type { Logger } from '../../core/logger.js';
import type { BranchPattern } from '../../github/branches.js';
import { compileBranchPatterns } from '../../github/branches.js';
import { sanitizeKey } from '../../github/sticky-comment.js';
import { apiInputs, deployPathInputs } from '../common/common-inputs.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';
import { visualInputNames, visualInputs } from './visual-inputs.js';

export const outputNames = [
  'status-id',
  'preview-url',
  'status',
  'skipped',
  'skip-reason',
  'comment-id',
  'deployment-id',
  'changed-pages',
  'visual-changed',
  'result',
] as const;

const inputNames = [
  'api-key',
  'base-url',
  'timeout',
  'rate-limit',
  'project-id',
  'branch',
  'branches',
  'wait',
  'comment',
  'comment-key',
  'deployment',
  'environment',
  'github-token',
  'status-path',
  'fork-comment',
  'pull-request',
  'docs-dir',
  'changed-pages',
  'changed-pages-limit',
  'changed-pages-status',
  'check-links',
  'fail-on-broken-links',
  'preview-url',
  'wait-for-deployment',
  'preview-creator',
  'production-branch',
  ...visualInputNames,
] as const;

const schema = (logger: Logger) =>
  z
    .object({
      ...apiInputs('15m', logger),
      // Parsed after fork detection (`parseApiKey` in main): a run for a fork gets no secrets, and that is not an error.
      'api-key': input.optional(),
      // The key, base URL and project are needed when the kit triggers the preview; an attached one
      // (preview-url, deployment_status, wait-for-deployment) needs none of them (main checks).
      'base-url': input.via((text) =>
        text.trim() === '' ? undefined : parseBaseUrl(text, 'input base-url', logger),
      ),
      'project-id': input.via((text) =>
        text.trim() === '' ? undefined : checkPathId(text.trim(), 'input project-id'),
      ),
      'preview-url': input.optional().transform((text, ctx) => {
        if (text === undefined) return undefined;
        if (!isHttpUrl(text)) {
          ctx.addIssue({
            code: 'custom',
            message: `input preview-url: "${text}" is not an http(s) address of the preview.`,
          });
          return z.NEVER;
        }
        return text;
      }),
      'wait-for-deployment': input.boolean('wait-for-deployment', false),
      'preview-creator': input.optional().transform((text) => text ?? DEFAULT_PREVIEW_CREATOR),
      'production-branch': input.optional(),
      branch: input.optional(),
      // Compiled once here; the scheduled run lists the repository's branches with these.
      branches: input.list().transform((patterns, ctx): BranchPattern[] => {
        if (patterns.length === 0) return [];
        try {
          return compileBranchPatterns(patterns, 'input branches');
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
      wait: input.boolean('wait', true),
      'check-links': input.oneOf('check-links', ['changed', 'none'], 'changed'),
      'fail-on-broken-links': input.boolean('fail-on-broken-links', false),
      ...visualInputs,
      comment: input.boolean('comment', true),
      'comment-key': input.optional().transform((key, ctx) => {
        if (key === undefined) return undefined;
        try {
          return sanitizeKey(key);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `input comment-key: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
      deployment: input.boolean('deployment', true),
      environment: input.optional(),
      'github-token': input.optional(),
      'status-path': deployPathInputs['status-path'],
      'fork-comment': input.boolean('fork-comment', false),
      'pull-request': input.optional().transform((text, ctx) => {
        if (text === undefined) return undefined;
        const number = Number(text.replace(/^#/, ''));
        if (!Number.isSafeInteger(number) || number < 1) {
          ctx.addIssue({
            code: 'custom',
            message: `input pull-request: "${text}" is not a pull request number.`,
          });
          return z.NEVER;
        }
        return number;
      }),
      'docs-dir': input.optional(),
      'changed-pages': input.boolean('changed-pages', true),
      'changed-pages-status': input.boolean('changed-pages-status', true),
      'changed-pages-limit': input.optional().transform((text, ctx) => {
        if (text === undefined) return 25;
        const number = Number(text);
        if (!Number.isSafeInteger(number) || number < 1) {
          ctx.addIssue({
            code: 'custom',
            message: `input changed-pages-limit: "${text}" is not a positive whole number of lines.`,
          });
          return z.NEVER;
        }
        return number;
      }),
    })
    .superRefine((inputs, ctx) => {
      const attach = inputs['preview-url'] !== undefined || inputs['wait-for-deployment'];
      if (attach && inputs.branches.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message:
            'input branches (scheduled previews the kit triggers) cannot be combined with preview-url or wait-for-deployment.',
        });
      }
      if (inputs['preview-url'] !== undefined && inputs['wait-for-deployment']) {
        ctx.addIssue({
          code: 'custom',
          message:
            'inputs preview-url and wait-for-deployment: give one of them (preview-url names the preview outright).',
        });
      }
      if (inputs.branch !== undefined && inputs.branches.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message:
            'inputs branch and branches: give one of them (branches is for scheduled runs over several branches).',
        });
      }
    });

export type PreviewInputs = z.infer<ReturnType<typeof schema>>;

export function readPreviewInputs(logger: Logger): PreviewInputs {
  return parseInputs(schema(logger), readRawInputs(inputNames));
}
