import type { FaultRule } from './faults.js';
import type { PageFault } from './page-faults.js';
import { validatePageFault } from './page-faults.js';

/**
 * Time semantics of the options:
 * - EMULATED ms (scaled by `timeScale`): deployment phase durations, export queue time and duration,
 *   bundle link lifetime (`bundleTtlMs`).
 * - REAL ms (never scaled): rate-limit windows (`previewLimit`, `deployLimit`, `exportStartLimit`), the
 *   `slow:<ms>` fault delay, the `close-after-answer:<ms>` linger, `pageLatencyMs` and the `slow` page
 *   fault's delay. Clients wait for a 429's retry hint in real time, so the windows behind the
 *   hint are real too; tests shrink them explicitly (for example 5 per 2000 ms).
 *   With `rateLimitClock: 'emulated'` the windows run on emulated time instead (5 per 60 s at time
 *   scale 60 lasts one real second) and a Retry-After in seconds counts emulated seconds, for clients
 *   on a scaled clock of the same scale; absolute hints (HTTP date, reset epoch) stay real moments.
 */

/** How a 429 tells the client when to come back; `mixed` alternates `seconds` and `none` (both are real). */
export type RetryAfterForm = 'seconds' | 'http-date' | 'none' | 'reset' | 'mixed';

export const RETRY_AFTER_FORMS: readonly RetryAfterForm[] = [
  'seconds',
  'http-date',
  'none',
  'reset',
  'mixed',
];

export interface PlanFlags {
  previews: boolean;
  staticExport: boolean;
}

/** At most `count` accepted requests in any sliding window of `windowMs` REAL ms. */
export interface RateLimit {
  count: number;
  windowMs: number;
}

export interface ApiKeyConfig {
  key: string;
  org: string;
  plan?: Partial<PlanFlags>;
}

export type ExportOutcome = 'completed' | 'failed' | 'stuck';
export type BundleFormat = 'tar.gz' | 'zip';

/** Emulated ms each deployment phase lasts. */
export interface DeploymentTiming {
  queuedMs: number;
  buildingMs: number;
  /** Each state of `extraStates` lasts this long, after `in_progress` and before the end. */
  extraStateMs: number;
}

/** Options that may also change at runtime through `control.configure()`. */
export interface BehaviourSettings {
  /** Retry hint of every 429 (rate limit or `429` fault without its own form). Default 'seconds'. */
  retryAfter: RetryAfterForm;
  /** Default 5 per 60 000 real ms. `false` turns the limit off. */
  previewLimit: RateLimit | false;
  /** Whether rate-limit windows and Retry-After seconds run on real (default) or emulated time. */
  rateLimitClock: 'real' | 'emulated';
  /** Default 10 per 10 000 real ms. */
  deployLimit: RateLimit | false;
  /** Default off. The other API revision allows 10 per hour (`{count: 10, windowMs: 3_600_000}`). */
  exportStartLimit: RateLimit | false;
  /** Default queued 5 s, building 40 s, extra state 5 s (emulated). */
  deployment: DeploymentTiming;
  /** Branch decided by `POST /project/update/{projectId}`. Default 'main'. */
  deployBranch: string;
  /** Exact branch names or `*` globs whose deployments end in `failure`. */
  failBranches: string[];
  /** Exact branch names or `*` globs whose deployments never finish. */
  stuckBranches: string[];
  /** Unknown states inserted after `in_progress`, before the end (for example `skipped`, `building`). */
  extraStates: string[];
  /** Emulated ms a new export job stays queued. Default 3 s. */
  exportQueuedMs: number;
  /** Emulated ms an export job runs. Default 2 minutes. */
  exportDurationMs: number;
  exportOutcome: ExportOutcome;
  /** Other API revision: a completed job status also carries bundleUrl, sizeBytes and expiresAt. */
  bundleInStatus: boolean;
  /** Other API revision: 409 when a job is already queued or running for the same organization and domain. */
  rejectConcurrentExports: boolean;
  /**
   * Emulated lifetime of a bundle link. Default 1 hour. A negative lifetime issues links that expired
   * that long ago (a service or clock problem), unambiguously whatever the clocks' drift.
   */
  bundleTtlMs: number;
  /**
   * How the storage frames a bundle body: `length` (a Content-Length, the default, as S3 does),
   * `chunked`, or `close` (no length: the body ends when the connection closes), as CDNs and
   * proxies in front of a storage may answer.
   */
  storageFraming: StorageFraming;
  /**
   * Answer with only what a client needs (ids, state, bundle link) and give preview addresses as a
   * bare host: the least the service's published description allows (see sparse.ts). Default false.
   */
  sparse: boolean;
  /**
   * Who may read a preview's pages: `public` (the default), `login-401` (401 with a login page, no
   * WWW-Authenticate) or `login-redirect` (302 to `/login?next=<path>`, a 200 login form), as
   * password-protected previews answer. The production site is always public.
   */
  previewAccess: PreviewAccess;
  /** REAL ms added before every answer of a documentation site's page (preview or production). Default 0. */
  pageLatencyMs: number;
  /** Faults of single pages of the documentation sites (see page-faults.ts). Default none. */
  pageFaults: PageFault[];
}

export const PREVIEW_ACCESS_MODES = ['public', 'login-401', 'login-redirect'] as const;
export type PreviewAccess = (typeof PREVIEW_ACCESS_MODES)[number];

export const STORAGE_FRAMINGS = ['length', 'chunked', 'close'] as const;
export type StorageFraming = (typeof STORAGE_FRAMINGS)[number];

export interface EmulatorOptions extends Partial<Omit<BehaviourSettings, 'deployment'>> {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Admin key of the default organization `org_emulator`. Default: a generated `dcs_...` key. */
  apiKey?: string;
  /** More keys (besides `apiKey`), each mapped to an organization; limits and plans are per organization. */
  keys?: ApiKeyConfig[];
  /** Plan of every organization not given one by `keys`. Default: previews and static export enabled. */
  plan?: Partial<PlanFlags>;
  /** Emulated ms per real ms. Default 1. */
  timeScale?: number;
  deployment?: Partial<DeploymentTiming>;
  /** Serve this file (streamed from disk) as every bundle instead of the built-in site. */
  bundleFile?: string;
  /** Archive format of the built-in bundle and the name of the link. Default 'tar.gz'. */
  bundleFormat?: BundleFormat;
  /** Add pages that load from a CDN, Google Fonts and an analytics script to the built-in site. */
  externalAssets?: boolean;
  faults?: FaultRule[];
  /**
   * A documentation folder (docs.json and its .mdx/.md pages): the production site
   * (`/sites/<projectId>/`) and every preview render its pages. Without it (and without a
   * `branchDocs` entry for the branch) a preview serves the built-in placeholder site.
   */
  docsDir?: string;
  /** Per-branch documentation folders for previews: a preview of branch B renders `branchDocs[B] ?? docsDir`. */
  branchDocs?: Record<string, string>;
}

export const DEFAULT_ORG = 'org_emulator';

export const DEFAULT_SETTINGS: BehaviourSettings = {
  retryAfter: 'seconds',
  previewLimit: { count: 5, windowMs: 60_000 },
  rateLimitClock: 'real',
  deployLimit: { count: 10, windowMs: 10_000 },
  exportStartLimit: false,
  deployment: { queuedMs: 5_000, buildingMs: 40_000, extraStateMs: 5_000 },
  deployBranch: 'main',
  failBranches: [],
  stuckBranches: [],
  extraStates: [],
  exportQueuedMs: 3_000,
  exportDurationMs: 120_000,
  exportOutcome: 'completed',
  bundleInStatus: false,
  rejectConcurrentExports: false,
  bundleTtlMs: 3_600_000,
  storageFraming: 'length',
  sparse: false,
  previewAccess: 'public',
  pageLatencyMs: 0,
  pageFaults: [],
};

type SettingsPatch = Partial<Omit<BehaviourSettings, 'deployment'>> & {
  deployment?: Partial<DeploymentTiming>;
};

/** Applies a patch, ignoring keys that are absent or undefined, and validates the result. */
export function mergeSettings(base: BehaviourSettings, patch: SettingsPatch): BehaviourSettings {
  const merged: BehaviourSettings = { ...base, deployment: { ...base.deployment } };
  const target = merged as unknown as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof BehaviourSettings)[]) {
    if (key === 'deployment') continue;
    const value = patch[key];
    if (value !== undefined) target[key] = value;
  }
  for (const [key, value] of Object.entries(patch.deployment ?? {})) {
    if (value !== undefined) (merged.deployment as unknown as Record<string, number>)[key] = value;
  }
  if (Array.isArray(merged.pageFaults)) merged.pageFaults = merged.pageFaults.map((fault) => ({ ...fault }));
  validateSettings(merged);
  return merged;
}

function validateSettings(settings: BehaviourSettings): void {
  const durations: [string, number][] = [
    ['deployment.queuedMs', settings.deployment.queuedMs],
    ['deployment.buildingMs', settings.deployment.buildingMs],
    ['deployment.extraStateMs', settings.deployment.extraStateMs],
    ['exportQueuedMs', settings.exportQueuedMs],
    ['exportDurationMs', settings.exportDurationMs],
  ];
  if (!Number.isFinite(settings.bundleTtlMs)) throw new RangeError('bundleTtlMs must be a number of ms');
  if (!STORAGE_FRAMINGS.includes(settings.storageFraming)) {
    throw new RangeError(`storageFraming must be one of ${STORAGE_FRAMINGS.join(', ')}`);
  }
  if (!PREVIEW_ACCESS_MODES.includes(settings.previewAccess)) {
    throw new RangeError(`previewAccess must be one of ${PREVIEW_ACCESS_MODES.join(', ')}`);
  }
  if (!Number.isFinite(settings.pageLatencyMs) || settings.pageLatencyMs < 0) {
    throw new RangeError('pageLatencyMs must be a number of ms >= 0');
  }
  if (!Array.isArray(settings.pageFaults)) throw new RangeError('pageFaults must be a list');
  settings.pageFaults.forEach(validatePageFault);
  for (const [name, value] of durations) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of ms >= 0`);
  }
  for (const [name, limit] of [
    ['previewLimit', settings.previewLimit],
    ['deployLimit', settings.deployLimit],
    ['exportStartLimit', settings.exportStartLimit],
  ] as const) {
    if (limit === false) continue;
    if (!Number.isInteger(limit.count) || limit.count < 1 || !(limit.windowMs > 0)) {
      throw new RangeError(`${name} needs an integer count >= 1 and a windowMs > 0 (or false)`);
    }
  }
}
