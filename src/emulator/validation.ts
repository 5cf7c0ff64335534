import { HttpFailure } from './exchange.js';

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function invalid(message: string): HttpFailure {
  return new HttpFailure(400, `Invalid request: ${message}`);
}

export function validateBranch(body: Record<string, unknown>): string {
  const branch = body.branch;
  if (typeof branch !== 'string' || branch.length === 0) {
    throw invalid('"branch" is required and must be a non-empty string (the Git branch to preview).');
  }
  return branch;
}

export interface ExportRequest {
  domain: string;
  version?: string;
  paths?: string[];
}

export function validateExportRequest(body: Record<string, unknown>): ExportRequest {
  const { domain, version, paths } = body;
  if (typeof domain !== 'string' || domain.trim() === '') {
    throw invalid(
      '"domain" is required: the hostname of the documentation site, for example docs.example.com.',
    );
  }
  if (domain.includes('://')) {
    throw invalid(`"domain" must be a hostname without a scheme (got "${domain}"); use docs.example.com.`);
  }
  if (domain.includes('/')) {
    throw invalid(`"domain" must be a hostname without a path or slash (got "${domain}").`);
  }
  if (domain.includes(':')) {
    throw invalid(`"domain" must be a hostname without a port (got "${domain}").`);
  }
  if (!HOSTNAME.test(domain)) {
    throw invalid(`"domain" is not a valid hostname (got "${domain}").`);
  }
  const request: ExportRequest = { domain };
  if (version !== undefined) {
    if (typeof version !== 'string' || version.length === 0) {
      throw invalid('"version" must be a non-empty string label when given.');
    }
    request.version = version;
  }
  if (paths !== undefined) {
    if (!Array.isArray(paths)) throw invalid('"paths" must be an array of page paths.');
    paths.forEach((path: unknown, index) => {
      if (typeof path !== 'string' || path.length === 0) {
        throw invalid(`"paths[${index}]" must be a non-empty string.`);
      }
      if (path.startsWith('/')) {
        throw invalid(
          `"paths[${index}]" must not start with a slash (got "${path}"; use "${path.replace(/^\/+/, '')}").`,
        );
      }
    });
    request.paths = paths as string[];
  }
  return request;
}
