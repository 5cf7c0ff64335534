import { z } from 'zod';
import { isHttpUrl } from '../core/url.js';

/**
 * Response shapes, read as the service's published description allows them: no field is required
 * unless the description requires it (the preview, trigger and status answers require none), unknown
 * fields are kept, unknown states are kept verbatim, numbers may arrive as numeric strings,
 * timestamps as ISO strings or epoch numbers. What the kit cannot go on without (a statusId to
 * follow, a bundle link to download) is checked where it is needed, with the answer in the message.
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

/** A descriptive string field: absent, null or of another type reads as absent (never fails a run). */
const optionalString = z.string().nullish().catch(undefined);

/** An id or address: a non-empty string, or absent. */
const optionalId = z
  .union([z.string(), z.number().finite().transform(String)])
  .nullish()
  .catch(undefined)
  .transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value));

/** The state the kit uses when an answer carries none: not terminal, so a wait goes on. */
export const UNKNOWN_STATE = 'unknown';
const state = z
  .string()
  .nullish()
  .catch(undefined)
  .transform((value) =>
    value === null || value === undefined || value.trim() === '' ? UNKNOWN_STATE : value,
  );

export const errorBody = z.looseObject({ error: z.string().optional(), message: z.string().optional() });

/** `previewUrl` may be a bare host (`org-branch.<platform-domain>`); see previewLink in core/url.ts. */
export const previewTriggered = z.looseObject({ statusId: optionalId, previewUrl: optionalId });
export type PreviewTriggered = z.infer<typeof previewTriggered>;

export const deploymentTriggered = z.looseObject({ statusId: optionalId });
export type DeploymentTriggered = z.infer<typeof deploymentTriggered>;

/** Documented states; any other string is kept and treated as not terminal. */
export const TERMINAL_DEPLOYMENT_STATES = ['success', 'failure'] as const;

export const deploymentStatus = z.looseObject({
  _id: optionalString,
  projectId: optionalString,
  createdAt: optionalString,
  endedAt: optionalString,
  status: state,
  summary: optionalString,
  logs: z
    .array(z.unknown())
    .nullish()
    .catch(undefined)
    .transform((logs) =>
      (logs ?? []).map((line) => (typeof line === 'string' ? line : JSON.stringify(line))),
    ),
  subdomain: optionalString,
  screenshot: optionalString,
  screenshotLight: optionalString,
  screenshotDark: optionalString,
  // An object in one revision of the description, a string in another.
  author: z
    .union([
      z.string(),
      z.looseObject({
        name: optionalString,
        avatarUrl: optionalString,
        githubUserId: z.unknown().optional(),
      }),
    ])
    .nullish()
    .catch(undefined),
  commit: z
    .looseObject({
      sha: optionalString,
      ref: optionalString,
      message: optionalString,
      filesChanged: z.unknown().optional(),
    })
    .nullish()
    .catch(undefined),
  source: optionalString,
});
export type DeploymentStatus = z.infer<typeof deploymentStatus>;

export const TERMINAL_EXPORT_STATES = ['completed', 'failed'] as const;

export const exportJob = z.looseObject({
  // Required where it is needed: the start answer must name the job (see startExport).
  jobId: optionalId,
  // The start answer may carry only the id: the job is queued.
  status: nonEmpty.catch('queued'),
  progress: looseNumber
    .nullish()
    .catch(undefined)
    .transform((p) => (p === null || p === undefined ? undefined : Math.min(100, Math.max(0, p)))),
  pageCount: looseNumber
    .nullish()
    .catch(undefined)
    .transform((n) => (n === null || n === undefined ? undefined : n)),
  createdAt: optionalString,
  updatedAt: optionalString,
  error: optionalString,
  // Another revision of the API returns the bundle inside the completed job.
  bundleUrl: httpUrl.optional().catch(undefined),
  sizeBytes: looseNumber.nullish().catch(undefined),
  expiresAt: timestamp.optional().catch(undefined),
});
/** A job as the client returns it: the id is always known (the start answer's, or the one asked for). */
export type ExportJob = z.infer<typeof exportJob> & { jobId: string };

export const exportBundle = z.looseObject({
  jobId: optionalId,
  bundleUrl: httpUrl,
  // The link lifetime is read from here; a link without it is used at once and never assumed fresh.
  expiresAt: timestamp.optional().catch(undefined),
  sizeBytes: looseNumber
    .nullish()
    .catch(undefined)
    .transform((n) => (n === null || n === undefined ? undefined : n)),
});
export type ExportBundle = z.infer<typeof exportBundle>;
