import { ConfigurationError } from '../core/errors.js';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * A dotted path into the values file (`staticExport`, `global.staticExport`) as its segments.
 * Whitespace, empty segments and characters outside letters, digits, `_` and `-` are refused:
 * a key with a typo would otherwise create a new, unused block.
 */
export function parseValuesKey(text: string, what = 'values-key'): string[] {
  if (text !== text.trim()) {
    throw new ConfigurationError(
      `${what}: "${text}" has surrounding whitespace; write it as "${text.trim()}".`,
    );
  }
  if (text === '') {
    throw new ConfigurationError(
      `${what}: is empty; use the values key of the chart, for example staticExport.`,
    );
  }
  const segments = text.split('.');
  if (segments.some((segment) => segment === '')) {
    throw new ConfigurationError(
      `${what}: "${text}" has an empty segment; use dots only between names, for example global.staticExport.`,
    );
  }
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    throw new ConfigurationError(
      `${what}: "${text}" has the segment "${bad}"; use letters, digits, "_" and "-" only, separated by dots.`,
    );
  }
  return segments;
}
