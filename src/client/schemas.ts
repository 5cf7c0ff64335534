import { z } from 'zod';
import { isHttpUrl } from '../core/url.js';

/**
 * Response shapes. Strict where the spec is firm (a 202 preview carries a string statusId and a URL
 * previewUrl); lenient where the service may vary: unknown fields are kept, unknown states are kept
 * verbatim, numbers may arrive as numeric strings, timestamps as ISO strings or epoch numbers.
 */

const nonEmpty = z.string().min(1);
const httpUrl = z.string().refine(isHttpUrl, 'expected an http(s) URL');

/** A number, or a string holding one (some gateways stringify numbers). */
const looseNumber = z.union([
  z.number().finite(),
  z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*$/)
    .transform(Number),
]);

/** ISO 8601 string, or epoch seconds / milliseconds, normalized to ISO 8601. */
export const timestamp = z.union([z.string().min(1), z.number().finite()]).transform((value, ctx) => {
  const ms = typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Date.parse(value);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: 'custom', message: `not a timestamp: ${String(value)}` });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

const optionalString = z.string().nullish();

export const errorBody = z.looseObject({ error: z.string().optional(), message: z.string().optional() });

export const previewTriggered = z.looseObject({ statusId: nonEmpty, previewUrl: httpUrl });
export type PreviewTriggered = z.infer<typeof previewTriggered>;

export const deploymentTriggered = z.looseObject({ statusId: nonEmpty });
export type DeploymentTriggered = z.infer<typeof deploymentTriggered>;

/** Documented states; any other string is kept and treated as not terminal. */
export const TERMINAL_DEPLOYMENT_STATES = ['success', 'failure'] as const;

export const deploymentStatus = z.looseObject({
  _id: optionalString,
  projectId: optionalString,
  createdAt: optionalString,
  endedAt: optionalString,
  status: nonEmpty,
  summary: optionalString,
  logs: z
    .array(z.unknown())
    .nullish()
    .transform((logs) =>
      (logs ?? []).map((line) => (typeof line === 'string' ? line : JSON.stringify(line))),
    ),
  subdomain: optionalString,
  screenshot: optionalString,
  author: z
    .looseObject({ name: optionalString, avatarUrl: optionalString, githubUserId: z.unknown().optional() })
    .nullish(),
  commit: z
    .looseObject({
      sha: optionalString,
      ref: optionalString,
      message: optionalString,
      filesChanged: z.unknown().optional(),
    })
    .nullish(),
  source: optionalString,
});
export type DeploymentStatus = z.infer<typeof deploymentStatus>;

export const TERMINAL_EXPORT_STATES = ['completed', 'failed'] as const;

export const exportJob = z.looseObject({
  jobId: nonEmpty,
  // The start answer may carry only the id: the job is queued.
  status: nonEmpty.default('queued'),
  progress: looseNumber
    .nullish()
    .transform((p) => (p === null || p === undefined ? undefined : Math.min(100, Math.max(0, p)))),
  pageCount: looseNumber.nullish().transform((n) => (n === null || n === undefined ? undefined : n)),
  createdAt: optionalString,
  updatedAt: optionalString,
  error: optionalString,
  // Another revision of the API returns the bundle inside the completed job.
  bundleUrl: httpUrl.optional(),
  sizeBytes: looseNumber.nullish(),
  expiresAt: timestamp.optional(),
});
export type ExportJob = z.infer<typeof exportJob>;

export const exportBundle = z.looseObject({
  jobId: z.string().optional(),
  bundleUrl: httpUrl,
  expiresAt: timestamp,
  sizeBytes: looseNumber.nullish().transform((n) => (n === null || n === undefined ? undefined : n)),
});
export type ExportBundle = z.infer<typeof exportBundle>;
