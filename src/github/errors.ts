import { ApiError, isDocsCiError, NetworkError } from '../core/errors.js';
import type { DocsCiError } from '../core/errors.js';
import { redact } from '../core/secrets.js';

/** Which part of GitHub an operation touches: decides the permission named when a 403 carries no header. */
export type GitHubArea = 'comments' | 'issues' | 'deployments' | 'pulls' | 'branches' | 'checks' | 'contents';

export interface GitHubOperation {
  /** What was being done, as a phrase for the message: "updating the preview comment". */
  what: string;
  area: GitHubArea;
}

const DEFAULT_PERMISSIONS: Record<GitHubArea, string[]> = {
  comments: ['pull-requests: write', 'issues: write'],
  issues: ['issues: write'],
  deployments: ['deployments: write'],
  pulls: ['pull-requests: read'],
  branches: ['contents: read'],
  checks: ['checks: write'],
  contents: ['contents: write'],
};

/** GitHub documents "wait at least one minute" when a secondary limit answer has no retry-after. */
const SECONDARY_LIMIT_DEFAULT_WAIT_MS = 60_000;

/** A GitHub API error with the fix spelled out; `missingPermissions` is set for permission 403s. */
export class GitHubApiError extends ApiError {
  override name = 'GitHubApiError';
  /** `permissions:` entries that would each fix a 403, e.g. `['pull-requests: write']`. */
  readonly missingPermissions: string[];
  constructor(
    message: string,
    details: ConstructorParameters<typeof ApiError>[1] & { missingPermissions?: string[] | undefined },
  ) {
    super(message, details);
    this.missingPermissions = details.missingPermissions ?? [];
  }
}

interface RequestErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, unknown>; data?: unknown };
  request?: { method?: string; url?: string };
}

function isRequestError(error: unknown): error is RequestErrorLike {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

function header(error: RequestErrorLike, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function githubMessage(error: RequestErrorLike): string {
  const data = error.response?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return error.message;
}

/** `errors: [{ resource, field, code, message }]` of a 422, as one phrase. */
function validationDetails(error: RequestErrorLike): string {
  const data = error.response?.data as { errors?: unknown } | undefined;
  if (!data || !Array.isArray(data.errors)) return '';
  const parts = data.errors.map((item: unknown) => {
    if (typeof item === 'string') return item;
    const e = item as { message?: string; field?: string; code?: string };
    return e.message ?? [e.field, e.code].filter(Boolean).join(' ');
  });
  return parts.filter(Boolean).join('; ');
}

/** `pull_requests=write, contents=read; issues=write` -> each accepted set as workflow syntax. */
export function parseAcceptedPermissions(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(';')
    .map((set) =>
      set
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const [name, level] = entry.split('=').map((part) => part.trim());
          return `${(name ?? '').replace(/_/g, '-')}: ${level || 'write'}`;
        })
        .join(', '),
    )
    .filter(Boolean);
}

function describePermissions(sets: string[]): string {
  const [first, ...others] = sets.map((set) => `\`${set}\``);
  return others.length === 0 ? `${first}` : `${first} (or ${others.join(' or ')})`;
}

/** Delay a secondary rate limit answer asks for; undefined when the error is not one. */
export function secondaryRateLimitDelayMs(error: unknown): number | undefined {
  if (!isRequestError(error) || (error.status !== 403 && error.status !== 429)) return undefined;
  const retryAfter = header(error, 'retry-after');
  const secondary = /secondary rate limit/i.test(githubMessage(error));
  if (retryAfter === undefined && !secondary && error.status !== 429) return undefined;
  // A 403 that only ran out of the primary quota waits for the hourly reset: not worth one retry.
  if (retryAfter === undefined && header(error, 'x-ratelimit-remaining') === '0' && !secondary)
    return undefined;
  if (retryAfter === undefined) return SECONDARY_LIMIT_DEFAULT_WAIT_MS;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? SECONDARY_LIMIT_DEFAULT_WAIT_MS : Math.max(0, date - Date.now());
}

function requestLine(error: RequestErrorLike): string {
  const method = error.request?.method ?? '';
  const url = error.request?.url ?? '';
  return `${method} ${url}`.trim();
}

/**
 * Turns whatever an Octokit call threw into a DocsCiError whose message says what to do.
 * Every message goes through `redact`.
 */
export function toGitHubError(error: unknown, operation: GitHubOperation, note = ''): DocsCiError {
  if (isDocsCiError(error)) return error;
  const failed = `GitHub: ${operation.what} failed`;
  const suffix = note ? ` ${note}` : '';
  if (!isRequestError(error) || !error.response) {
    const method = isRequestError(error) ? (error.request?.method ?? 'GET') : 'GET';
    const reason = error instanceof Error ? error.message : String(error);
    return new NetworkError(redact(`${failed}: no answer from the GitHub API (${reason}).${suffix}`), {
      operation: operation.what,
      mayHaveBeenProcessed: method !== 'GET',
      cause: error,
    });
  }
  const status = error.status;
  const serviceError = githubMessage(error);
  const details = { status, operation: operation.what, serviceError: redact(serviceError) };
  const make = (message: string, extra: { missingPermissions?: string[]; retryAfterMs?: number } = {}) =>
    new GitHubApiError(redact(message + suffix), { ...details, ...extra });

  if (status === 401) {
    return make(
      `${failed}: GitHub rejected the token (401 ${serviceError}). Pass a valid token, for example \`\${{ github.token }}\`.`,
    );
  }
  const retryAfterMs = secondaryRateLimitDelayMs(error);
  if (retryAfterMs !== undefined) {
    return make(
      `${failed}: GitHub's secondary rate limit (${status} ${serviceError}). Run fewer jobs against the API at once or retry later.`,
      { retryAfterMs },
    );
  }
  if (status === 403 && /not accessible by integration/i.test(serviceError)) {
    const accepted = parseAcceptedPermissions(header(error, 'x-accepted-github-permissions'));
    const permissions = accepted.length > 0 ? accepted : DEFAULT_PERMISSIONS[operation.area];
    return make(
      `${failed}: the token lacks a permission (403 ${serviceError}). ` +
        `Add ${describePermissions(permissions)} to the workflow's \`permissions:\`. ` +
        'Pull requests from forks get a read-only token whatever that block says.',
      { missingPermissions: permissions },
    );
  }
  if (status === 403 && header(error, 'x-ratelimit-remaining') === '0') {
    const reset = Number(header(error, 'x-ratelimit-reset'));
    const when = Number.isFinite(reset) ? ` It resets at ${new Date(reset * 1000).toISOString()}.` : '';
    return make(`${failed}: the token's API rate limit is used up (403 ${serviceError}).${when}`);
  }
  if (status === 404) {
    return make(
      `${failed}: not found (404) at ${requestLine(error)}. The repository, pull request or object does not exist, ` +
        'or the token cannot see it (a token for another repository, or a private repository without read access).',
    );
  }
  if (status === 422) {
    const why = validationDetails(error);
    return make(`${failed}: GitHub rejected the request (422 ${serviceError}${why ? `: ${why}` : ''}).`);
  }
  return make(`${failed}: GitHub answered ${status} ${serviceError} at ${requestLine(error)}.`);
}

/** True for a GitHub 404 turned into an error by `callGitHub`. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
