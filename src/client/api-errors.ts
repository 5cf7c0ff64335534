import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../core/errors.js';
import { redact } from '../core/secrets.js';
import { errorBody } from './schemas.js';

export type Operation =
  | 'trigger preview'
  | 'trigger deployment'
  | 'get deployment status'
  | 'start export job'
  | 'get export job'
  | 'generate export bundle';

/** What the user can do about each status, per operation where it differs. */
function hint(operation: Operation, status: number): string {
  switch (status) {
    case 400:
      if (operation === 'trigger preview') return 'Check the branch: it is required and must not be empty.';
      if (operation === 'start export job')
        return 'Check domain (a hostname only: no scheme, slash or path) and paths (page paths without a leading slash).';
      return 'Check the request parameters.';
    case 401:
      return (
        'The API key is missing, malformed or expired. Set DOCS_API_KEY (CLI) or the api-key input to an admin ' +
        "API key from the dashboard's API keys page (keys of other kinds share the prefix but are not admin keys)."
      );
    case 403:
      if (
        operation === 'start export job' ||
        operation === 'get export job' ||
        operation === 'generate export bundle'
      )
        return 'Static export needs an Enterprise plan with static export enabled; also check that the key has write scope and that the runner IP is allow-listed.';
      if (operation === 'trigger preview')
        return 'The plan may not include preview deployments; also check that the key has write scope and that the runner IP is allow-listed.';
      return 'The plan may not include this feature, the key may lack write scope, or the runner IP is not allow-listed.';
    case 404:
      if (operation === 'get deployment status')
        return 'Unknown status id: it belongs to another organization or was mistyped.';
      if (operation === 'get export job' || operation === 'generate export bundle')
        return 'Unknown export job: check the job id (jobs belong to the organization of the key).';
      return 'Check the project id (copy it from the API keys page of the dashboard) and the base URL (it ends in /v1).';
    case 409:
      return operation === 'generate export bundle'
        ? 'The export job has not finished yet: wait until its status is completed.'
        : 'A job is already queued or running for this deployment: wait for it or resume it with job-id.';
    case 429:
      return operation === 'trigger preview'
        ? 'Rate limit reached: the service allows 5 preview requests per minute per organization (shared by every workflow of the organization).'
        : 'Rate limit reached: wait and try again.';
    default:
      return status >= 500 ? 'The service had a problem; try again later.' : '';
  }
}

export function apiErrorFrom(
  operation: Operation,
  status: number,
  text: string,
  headers: IncomingHttpHeaders,
  retryAfterMs?: number,
): ApiError {
  let serviceError: string | undefined;
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (parsed.success) serviceError = parsed.data.error ?? parsed.data.message;
  } catch {
    const contentType = String(headers['content-type'] ?? '');
    // A short plain-text answer is still worth showing; an HTML error page is not.
    if (!contentType.includes('html') && text.trim().length > 0 && text.length < 300)
      serviceError = text.trim();
  }
  const said = serviceError ? `: "${serviceError}"` : '';
  const advice = hint(operation, status);
  const message = `${operation} failed with HTTP ${status}${said}.${advice ? ` ${advice}` : ''}`;
  return new ApiError(redact(message), {
    status,
    operation,
    serviceError: serviceError === undefined ? undefined : redact(serviceError),
    retryAfterMs,
  });
}
