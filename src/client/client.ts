import pRetry, { AbortError } from 'p-retry';
import type { z } from 'zod';
import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { formatDuration } from '../core/duration.js';
import { ApiError, errorMessage, isTransient, NetworkError, SchemaError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { redact } from '../core/secrets.js';
import { VERSION } from '../version.js';
import type { Operation } from './api-errors.js';
import { apiErrorFrom } from './api-errors.js';
import type { ApiKey, BaseUrl, PathTemplate } from './config-checks.js';
import { checkPathId } from './config-checks.js';
import type { SlidingWindowLimiter } from './limiter.js';
import { fixedBackoff, sharedLimiter } from './limiter.js';
import { quotaFileStore } from './quota-file.js';
import type { RateLimit } from './rate-limit.js';
import { DEPLOY_LIMIT, PREVIEW_LIMIT, retryAfterMs } from './rate-limit.js';
import type {
  DeploymentStatus,
  DeploymentTriggered,
  ExportBundle,
  ExportJob,
  PreviewTriggered,
} from './schemas.js';
import {
  deploymentStatus,
  deploymentTriggered,
  exportBundle,
  exportJob,
  previewTriggered,
} from './schemas.js';
import { sendHttp } from './transport.js';

export const DEFAULT_PATHS = {
  previewTrigger: '/project/preview/{projectId}',
  deployTrigger: '/project/update/{projectId}',
  deployStatus: '/project/update-status/{statusId}',
  exportStart: '/static-export/jobs',
  exportJob: '/static-export/jobs/{jobId}',
  exportBundle: '/static-export/jobs/{jobId}/bundle',
} as const;

export interface ClientOptions {
  /** Parsed at the edge (action inputs, CLI options): the client does not check them again. */
  baseUrl: BaseUrl;
  apiKey: ApiKey;
  logger: Logger;
  /** Preview trigger limit (default 5 per 60 s, the service's). */
  previewLimit?: RateLimit | undefined;
  /** Deployment trigger limit (default 10 per 10 s). */
  deployLimit?: RateLimit | undefined;
  /** Overrides of the deployment paths, in case the service moves them ({projectId} / {statusId}). */
  deployTriggerPath?: PathTemplate | undefined;
  deployStatusPath?: PathTemplate | undefined;
  /** Per-request timeout (default 30 s). */
  requestTimeoutMs?: number | undefined;
  /** Retries of transient failures per call (default 4), with exponential backoff and jitter. */
  retries?: number | undefined;
  retryMinTimeoutMs?: number | undefined;
  retryMaxTimeoutMs?: number | undefined;
  /** Consecutive 429 answers tolerated per call (default 30; the run's deadline bounds them too). */
  maxRateLimitedTries?: number | undefined;
  clock?: Clock | undefined;
  /**
   * Share the quota with other docs-ci processes on this machine through a state file in this
   * folder (the CLI does; set DOCS_CI_QUOTA_DIR=off to turn it off). Only with the system clock.
   */
  quotaDir?: string | undefined;
  /**
   * Share the organization's quota well with clients this one cannot see (default true): jitter
   * after a 429, a lower rate while others cause 429s. false: resume exactly at Retry-After with the
   * full rate (the behaviour before, kept for comparison in the benchmark).
   */
  adaptiveRateLimit?: boolean | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Whether a request may be sent again after a failure that may have reached the server.
 * - `always`: the effect is idempotent. Preview triggers redeploy the branch's one preview (no
 *   duplicate), deployment triggers redeploy the same branch, bundle generation returns a fresh link,
 *   GETs read.
 * - `if-not-processed`: starting an export creates a job; a duplicate spends the hourly quota or meets
 *   a 409, so after a timeout, a reset after sending, or a 500/502/504 it is not re-sent. Refused
 *   connections, 503 and 429 are re-sent (the service did not act on them).
 */
type Resend = 'always' | 'if-not-processed';

interface Call<S extends z.ZodType> {
  operation: Operation;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  schema: S;
  limiter?: SlidingWindowLimiter | undefined;
  resend: Resend;
  signal?: AbortSignal | undefined;
}

/**
 * Percent-encodes an id into one path segment. Ids come from the service (or were checked where the
 * user gave them): whatever they hold, they stay one segment. Only `.` and `..` cannot be sent (URL
 * parsers resolve them, even encoded, as dot segments): a schema error, since a request was already
 * made to obtain them.
 */
export function encodePathSegment(value: string, what = 'id'): string {
  if (value === '' || value === '.' || value === '..') {
    throw new SchemaError(`the ${what} "${value}" cannot be put into a URL path.`, what);
  }
  return encodeURIComponent(value);
}

function fillPath(template: string, name: string, value: string): string {
  return template.replace(`{${name}}`, encodePathSegment(value, name));
}

/**
 * The id without which an accepted request cannot be followed. The request was sent and accepted,
 * so its absence is a schema error (exit 1) that shows the answer, redacted.
 */
function requireId<T extends Record<string, unknown>, K extends string>(
  answer: T,
  key: K,
  operation: Operation,
  what: string,
): T & Record<K, string> {
  const value = answer[key];
  if (typeof value === 'string' && value.length > 0) return answer as T & Record<K, string>;
  throw new SchemaError(
    `${operation}: the service accepted the request but its answer has no ${key}, so ${what} cannot be followed ` +
      `(it may still run: check the dashboard). Answer: ${redact(truncate(JSON.stringify(answer), 500))}`,
    operation,
  );
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}... (${text.length} characters)`;
}

export class DocsApiClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly previewLimiter: SlidingWindowLimiter;
  private readonly deployLimiter: SlidingWindowLimiter;
  private readonly paths: { deployTrigger: string; deployStatus: string };
  private readonly requestTimeoutMs: number;
  private readonly retries: number;
  private readonly retryMinTimeoutMs: number;
  private readonly retryMaxTimeoutMs: number;
  private readonly maxRateLimitedTries: number;

  constructor(options: ClientOptions) {
    this.logger = options.logger;
    this.apiKey = options.apiKey;
    this.baseUrl = options.baseUrl;
    this.clock = options.clock ?? systemClock;
    const store = (bucket: string) =>
      options.quotaDir === undefined
        ? undefined
        : quotaFileStore({ dir: options.quotaDir, baseUrl: this.baseUrl, apiKey: this.apiKey, bucket });
    const sharing = { adaptive: options.adaptiveRateLimit };
    this.previewLimiter = sharedLimiter(
      'preview',
      options.previewLimit ?? PREVIEW_LIMIT,
      this.clock,
      store('preview'),
      sharing,
    );
    this.deployLimiter = sharedLimiter(
      'deploy',
      options.deployLimit ?? DEPLOY_LIMIT,
      this.clock,
      store('deploy'),
      sharing,
    );
    this.paths = {
      deployTrigger: options.deployTriggerPath ?? DEFAULT_PATHS.deployTrigger,
      deployStatus: options.deployStatusPath ?? DEFAULT_PATHS.deployStatus,
    };
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.retries = options.retries ?? 4;
    this.retryMinTimeoutMs = options.retryMinTimeoutMs ?? 1000;
    this.retryMaxTimeoutMs = options.retryMaxTimeoutMs ?? 15_000;
    this.maxRateLimitedTries = options.maxRateLimitedTries ?? 30;
  }

  triggerPreview(
    projectId: string,
    branch: string,
    options: CallOptions = {},
  ): Promise<PreviewTriggered & { statusId: string }> {
    checkPathId(projectId, 'project-id');
    const answer = this.call({
      operation: 'trigger preview',
      method: 'POST',
      path: fillPath(DEFAULT_PATHS.previewTrigger, 'projectId', projectId),
      body: { branch },
      schema: previewTriggered,
      limiter: this.previewLimiter,
      resend: 'always',
      signal: options.signal,
    });
    return answer.then((a) => requireId(a, 'statusId', 'trigger preview', 'the preview build'));
  }

  triggerDeployment(
    projectId: string,
    options: CallOptions = {},
  ): Promise<DeploymentTriggered & { statusId: string }> {
    checkPathId(projectId, 'project-id');
    const answer = this.call({
      operation: 'trigger deployment',
      method: 'POST',
      path: fillPath(this.paths.deployTrigger, 'projectId', projectId),
      schema: deploymentTriggered,
      limiter: this.deployLimiter,
      resend: 'always',
      signal: options.signal,
    });
    return answer.then((a) => requireId(a, 'statusId', 'trigger deployment', 'the deployment'));
  }

  /** The id is the service's own (or the user's, checked where it is read): encoded, never refused. */
  getDeploymentStatus(statusId: string, options: CallOptions = {}): Promise<DeploymentStatus> {
    return this.call({
      operation: 'get deployment status',
      method: 'GET',
      path: fillPath(this.paths.deployStatus, 'statusId', statusId),
      schema: deploymentStatus,
      resend: 'always',
      signal: options.signal,
    });
  }

  async startExport(
    request: { domain: string; version?: string | undefined; paths?: string[] | undefined },
    options: CallOptions = {},
  ): Promise<ExportJob> {
    const body: Record<string, unknown> = { domain: request.domain };
    if (request.version !== undefined) body.version = request.version;
    if (request.paths !== undefined && request.paths.length > 0) body.paths = request.paths;
    const job = await this.call({
      operation: 'start export job',
      method: 'POST',
      path: DEFAULT_PATHS.exportStart,
      body,
      schema: exportJob,
      resend: 'if-not-processed',
      signal: options.signal,
    });
    return requireId(job, 'jobId', 'start export job', 'the export job');
  }

  async getExportJob(jobId: string, options: CallOptions = {}): Promise<ExportJob> {
    const job = await this.call({
      operation: 'get export job',
      method: 'GET',
      path: fillPath(DEFAULT_PATHS.exportJob, 'jobId', jobId),
      schema: exportJob,
      resend: 'always',
      signal: options.signal,
    });
    // The id asked for is the one that names the job in every later path and report.
    return { ...job, jobId };
  }

  generateBundle(jobId: string, options: CallOptions = {}): Promise<ExportBundle> {
    return this.call({
      operation: 'generate export bundle',
      method: 'POST',
      path: fillPath(DEFAULT_PATHS.exportBundle, 'jobId', jobId),
      schema: exportBundle,
      resend: 'always',
      signal: options.signal,
    });
  }

  private async call<S extends z.ZodType>(call: Call<S>): Promise<z.infer<S>> {
    let rateLimited = 0;
    const attempt = async (): Promise<z.infer<S>> => {
      const release = call.limiter
        ? await call.limiter.acquire(call.signal, (ms, reason) => this.logWait(call, ms, reason))
        : undefined;
      let response;
      try {
        response = await sendHttp({
          method: call.method,
          url: this.baseUrl + call.path,
          headers: {
            authorization: `Bearer ${this.apiKey}`,
            accept: 'application/json',
            'user-agent': `docs-ci/${VERSION}`,
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          timeoutMs: this.requestTimeoutMs,
          signal: call.signal,
          operation: call.operation,
        });
      } catch (error) {
        if (
          error instanceof NetworkError &&
          error.mayHaveBeenProcessed &&
          call.resend === 'if-not-processed'
        ) {
          throw new AbortError(notResent(call.operation, error.message));
        }
        throw error;
      } finally {
        release?.(response?.status);
      }

      const { status, headers, text } = response;
      if (status === 429) {
        rateLimited++;
        const asked = retryAfterMs(headers, Date.now());
        const wait = call.limiter
          ? call.limiter.afterRateLimited(asked, rateLimited)
          : (asked ?? fixedBackoff(undefined, rateLimited));
        const error = apiErrorFrom(call.operation, status, text, headers, wait);
        if (rateLimited > this.maxRateLimitedTries) throw new AbortError(error);
        this.logger.warning(
          `${call.operation}: rate limited (HTTP 429), waiting ${formatDuration(wait)}` +
            (asked === undefined
              ? ' (no Retry-After: backing off)'
              : wait > asked
                ? ` (Retry-After ${formatDuration(asked)}, plus jitter so that waiting jobs do not return together)`
                : ''),
        );
        await this.clock.sleep(wait, call.signal);
        throw error;
      }
      if (status >= 500) {
        const error = apiErrorFrom(call.operation, status, text, headers);
        if (call.resend === 'if-not-processed' && status !== 503) {
          throw new AbortError(notResent(call.operation, error.message));
        }
        throw error;
      }
      if (status < 200 || status >= 300)
        throw new AbortError(apiErrorFrom(call.operation, status, text, headers));
      return parseBody(call, status, text);
    };

    return pRetry(attempt, {
      retries: this.retries,
      factor: 2,
      minTimeout: this.retryMinTimeoutMs,
      maxTimeout: this.retryMaxTimeoutMs,
      randomize: true,
      signal: call.signal,
      // 429s wait for the service's word (above), not for the backoff, and do not use up the retries.
      shouldConsumeRetry: ({ error }) => !(error instanceof ApiError && error.status === 429),
      shouldRetry: ({ error }) => isTransient(error),
      onFailedAttempt: ({ error, retriesLeft, retryDelay }) => {
        if (error instanceof ApiError && error.status === 429) return;
        if (retriesLeft > 0 && isTransient(error)) {
          this.logger.warning(
            `${errorMessage(error)} Retrying in ${formatDuration(retryDelay)} (${retriesLeft} retries left).`,
          );
        }
      },
    });
  }

  private lastWaitLog = 0;
  private logWait(call: Call<z.ZodType>, ms: number, reason: 'quota' | 'retry-after'): void {
    const now = this.clock.now();
    // One line per wait, not one per caller in the queue.
    if (now - this.lastWaitLog < 1000) return;
    this.lastWaitLog = now;
    const limit = call.limiter?.limit;
    this.logger.info(
      reason === 'quota' && limit
        ? `${call.operation}: waiting ${formatDuration(ms)} for the rate limit (${limit.count} per ${formatDuration(limit.windowMs)})`
        : `${call.operation}: rate limited, waiting ${formatDuration(ms)}`,
    );
  }
}

function notResent(operation: Operation, cause: string): NetworkError {
  return new NetworkError(
    `${cause} The request may have reached the service, so it is not sent again: ${operation} is not idempotent ` +
      '(a duplicate export job spends the hourly quota or meets a 409). Check for a running job and resume it with job-id, or re-run later.',
    { operation, mayHaveBeenProcessed: true },
  );
}

function parseBody<S extends z.ZodType>(call: Call<S>, status: number, text: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AbortError(
      new SchemaError(
        `${call.operation}: the service answered HTTP ${status} with a body that is not JSON (${text.length} bytes). ` +
          (/^\s*</.test(text)
            ? 'It looks like a web page: check base-url, it must be the API address ending in /v1, not the dashboard or docs site.'
            : 'The answer may have been cut off or garbled on the way; if it repeats, check base-url (the API address ending in /v1) and any proxy.'),
        call.operation,
      ),
    );
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
      .join('; ');
    throw new AbortError(
      new SchemaError(
        `${call.operation}: unexpected answer from the service (HTTP ${status}): ${issues}. ` +
          'The service may have changed; check base-url or update docs-ci.',
        call.operation,
      ),
    );
  }
  return parsed.data;
}
