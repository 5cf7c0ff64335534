import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { registerSecret } from '../core/secrets.js';

/** An id that goes into a URL path: no slash, query, fragment, whitespace or dot segments. */
export function checkPathId(value: string, what: string): string {
  if (value.trim() !== value || value.length === 0) {
    throw new ConfigurationError(
      `${what}: "${value}" must be a non-empty id without surrounding whitespace.`,
    );
  }
  if (/[/\\?#%\s]/.test(value) || value === '.' || value === '..') {
    throw new ConfigurationError(
      `${what}: "${value}" is not a valid id (it contains a slash, "?", "#", "%" or whitespace). ` +
        'Copy the id exactly as the dashboard or the service shows it.',
    );
  }
  return value;
}

/** The API base address, checked and normalised by `parseBaseUrl`: the client trusts it as is. */
export type BaseUrl = string & { readonly __parsed: 'BaseUrl' };

/** The admin API key, checked by `parseApiKey` (and registered as a secret). */
export type ApiKey = string & { readonly __parsed: 'ApiKey' };

/**
 * The API base URL: http(s), no query, fragment or credentials; returned without a trailing slash.
 * `what` names the value as the user gave it (`input base-url`, `--base-url`, `DOCS_API_URL`).
 */
export function parseBaseUrl(value: string, what: string, logger?: Logger): BaseUrl {
  if (value.trim() === '') {
    throw new ConfigurationError(
      `${what} is empty: give the service's API base address, which ends in /v1 (in a workflow, from a variable).`,
    );
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigurationError(
      `${what}: "${value}" is not a URL. Use the service's API base address, which ends in /v1.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(
      `${what}: "${value}" must start with https:// (or http:// for a local emulator).`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigurationError(`${what}: must not carry a query string, fragment or credentials.`);
  }
  const normalized = url.href.replace(/\/+$/, '');
  if (!/\/v\d+$/.test(url.pathname.replace(/\/+$/, ''))) {
    logger?.warning(`${what} "${normalized}" does not end in a version segment such as /v1: check it.`);
  }
  return normalized as BaseUrl;
}

/**
 * The admin API key: required, one token, registered as a secret at once; its format is checked
 * only to warn. `what` names it as the user gave it (`input api-key`, `DOCS_API_KEY`, `--api-key`).
 */
export function parseApiKey(value: string | undefined, what: string, logger?: Logger): ApiKey {
  const key = (value ?? '').trim();
  registerSecret(key);
  if (key.length === 0) {
    throw new ConfigurationError(
      `${what} is empty: it takes an admin API key kept as a secret, e.g. DOCS_API_KEY (in a workflow: ` +
        'api-key: ${{ secrets.DOCS_API_KEY }}). A secret reads as empty when it is not set or the run cannot ' +
        'read secrets (pull requests from forks get none).',
    );
  }
  if (/\s/.test(key))
    throw new ConfigurationError(
      `${what}: the API key contains whitespace: copy it again from the dashboard.`,
    );
  const match = /^([a-z]+)_(.+)$/.exec(key);
  if (!match) {
    logger?.warning(
      'The API key does not look like an admin API key (a short lowercase prefix, an underscore, then the key).',
    );
  } else if (/^(dsc|us)_/.test(match[2] as string)) {
    logger?.warning(
      `The API key looks like a ${match[1]}_${(match[2] as string).slice(0, 3)}... key, which is not an admin API key: the service will likely answer 401 or 403.`,
    );
  }
  return key as ApiKey;
}

/** A deployment path override, checked by `parsePathTemplate`. */
export type PathTemplate = string & { readonly __parsed: 'PathTemplate' };

/** A path override such as `/project/update/{projectId}`: starts with / and holds its placeholder. */
export function parsePathTemplate(template: string, placeholder: string, what: string): PathTemplate {
  if (!template.startsWith('/') || !template.includes(`{${placeholder}}`)) {
    throw new ConfigurationError(`${what}: "${template}" must start with / and contain {${placeholder}}.`);
  }
  return template as PathTemplate;
}
