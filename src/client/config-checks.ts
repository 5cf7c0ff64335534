import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';

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

/** The API base URL: http(s), no query or fragment, without a trailing slash. */
export function checkBaseUrl(value: string, logger?: Logger): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigurationError(
      `base-url: "${value}" is not a URL. Use the service's API base address, which ends in /v1 (env DOCS_API_URL).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(
      `base-url: "${value}" must start with https:// (or http:// for a local emulator).`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigurationError('base-url: must not carry a query string, fragment or credentials.');
  }
  const normalized = url.href.replace(/\/+$/, '');
  if (!/\/v\d+$/.test(url.pathname.replace(/\/+$/, ''))) {
    logger?.warning(`base-url "${normalized}" does not end in a version segment such as /v1: check it.`);
  }
  return normalized;
}

/** The admin API key: required, one token; its format is checked only to warn. */
export function checkApiKey(
  value: string | undefined,
  logger?: Logger,
  source = 'DOCS_API_KEY or the api-key input',
): string {
  const key = (value ?? '').trim();
  if (key.length === 0) {
    throw new ConfigurationError(
      `The API key is empty: set ${source} to an admin API key (store it as a secret; pull requests from forks get no secrets).`,
    );
  }
  if (/\s/.test(key))
    throw new ConfigurationError('The API key contains whitespace: copy it again from the dashboard.');
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
  return key;
}
