import { ConfigurationError } from '../core/errors.js';

/**
 * The parsers of the visual review's values, shared by `docs-ci visual` and the preview action (a
 * site's address: `parseSiteAddress` in src/core/site-address.ts).
 */

/** A page path such as `/guides/setup` (a leading slash is added; no scheme, host, query or fragment). */
export function parsePagePath(text: string, what: string): string {
  const trimmed = text.trim();
  if (
    trimmed === '' ||
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ||
    trimmed.startsWith('//') ||
    /[?#]/.test(trimmed)
  )
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(text)} is not a page path (give one such as /guides/setup)`,
    );
  return `/${trimmed.replace(/^\/+/, '')}`;
}

/** A whole number within bounds. */
export function parseWholeNumber(text: string, what: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new ConfigurationError(`${what}: "${text}" is not a whole number from ${min} to ${max}`);
  return value;
}

/** A CSS selector of elements to paint over: not empty, and no line breaks. */
export function parseMaskSelector(text: string, what: string): string {
  const selector = text.trim();
  if (selector === '' || /[\r\n]/.test(selector))
    throw new ConfigurationError(`${what}: ${JSON.stringify(text)} is not a CSS selector`);
  return selector;
}
