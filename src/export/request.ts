import { ConfigurationError } from '../core/errors.js';
import { checkPathId } from '../client/config-checks.js';

/** The domain to export: a hostname only (no scheme, slash, path or port), as the service requires. */
export function checkDomain(value: string, what = 'domain'): string {
  const domain = value.trim();
  if (domain !== value || domain.length === 0) {
    throw new ConfigurationError(
      `${what}: "${value}" must be a hostname without surrounding whitespace, e.g. docs.example.com.`,
    );
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(domain)) {
    throw new ConfigurationError(
      `${what}: "${value}" has a scheme; give the hostname only, e.g. ${domain.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/')[0]}.`,
    );
  }
  if (domain.includes('/')) {
    throw new ConfigurationError(
      `${what}: "${value}" has a path; give the hostname only, e.g. ${domain.split('/')[0]}.`,
    );
  }
  const hostname =
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (!hostname.test(domain)) {
    throw new ConfigurationError(
      `${what}: "${value}" is not a hostname (letters, digits, hyphens and dots; no port, no spaces).`,
    );
  }
  return domain.toLowerCase();
}

/** Page paths to export: without a leading slash, no `..`, no query or fragment. */
export function checkExportPaths(values: readonly string[], what = 'paths'): string[] {
  return values
    .map((v) => v.trim())
    .filter((v) => v.length > 0)
    .map((path) => {
      if (path.startsWith('/')) {
        throw new ConfigurationError(
          `${what}: "${path}" must not start with a slash (write ${path.replace(/^\/+/, '')}).`,
        );
      }
      if (/[?#\s]/.test(path) || path.split('/').includes('..')) {
        throw new ConfigurationError(
          `${what}: "${path}" must be a page path like guides/install (no "..", "?", "#" or spaces).`,
        );
      }
      return path;
    });
}

/** An export version label (also used as the bundle version): printable, no whitespace. */
export function checkVersionLabel(value: string, what: string): string {
  if (
    value.trim() !== value ||
    value.length === 0 ||
    value.length > 128 ||
    [...value].some((ch) => ch.trim() === '' || ch.charCodeAt(0) < 32)
  ) {
    throw new ConfigurationError(
      `${what}: "${value}" must be a non-empty label without whitespace (at most 128 characters), e.g. 2026.11.22.`,
    );
  }
  return value;
}

/** What to export: a new job for a domain, or an existing job to resume. Built only by `parseExportRequest`. */
export type ExportRequest =
  | { domain: string; version?: string | undefined; paths: string[]; jobId?: undefined }
  | { jobId: string; domain?: string | undefined; version?: string | undefined; paths: string[] };

/** The request's option names as the caller's users know them (action inputs or CLI flags). */
export interface ExportRequestNames {
  domain: string;
  jobId: string;
  version: string;
  paths: string;
}

export const ACTION_EXPORT_NAMES: ExportRequestNames = {
  domain: 'input domain',
  jobId: 'input job-id',
  version: 'input version',
  paths: 'input paths',
};

export const CLI_EXPORT_NAMES: ExportRequestNames = {
  domain: '--domain',
  jobId: '--job-id',
  version: '--version',
  paths: '--path',
};

/** A domain to start a job for, or a job id to resume (then the domain is not needed); each part checked. */
export function parseExportRequest(
  parts: {
    domain?: string | undefined;
    jobId?: string | undefined;
    version?: string | undefined;
    paths?: readonly string[] | undefined;
  },
  names: ExportRequestNames,
): ExportRequest {
  const domain = parts.domain === undefined ? undefined : checkDomain(parts.domain, names.domain);
  const jobId = parts.jobId === undefined ? undefined : checkPathId(parts.jobId, names.jobId);
  const version = parts.version === undefined ? undefined : checkVersionLabel(parts.version, names.version);
  const paths = checkExportPaths(parts.paths ?? [], names.paths);
  if (jobId !== undefined) return { jobId, domain, version, paths };
  if (domain !== undefined) return { domain, version, paths };
  throw new ConfigurationError(
    `${names.domain} or ${names.jobId}: give ${names.domain} (the hostname to export, e.g. docs.example.com) ` +
      `to start a job, or ${names.jobId} to resume one.`,
  );
}
