import { z } from 'zod';
import { ConfigurationError } from '../../core/errors.js';
import { parseSiteAddress } from '../../core/site-address.js';
import { compileExclusion } from '../../links/exclusions.js';
import { input, parseInputs, readRawInputs } from '../common/inputs.js';

export const outputNames = ['broken', 'new-broken', 'suspect', 'checked', 'issue-number', 'result'] as const;

const names = [
  'docs-dir',
  'scope',
  'annotate',
  'site-url',
  'live-url',
  'exclude',
  'cache',
  'cache-max-age',
  'fail-on',
  'allow-private',
  'issue',
  'issue-title',
  'max-concurrency',
  'host-concurrency',
  'request-timeout',
  'github-token',
  'timeout',
] as const;

export const DEFAULT_ISSUE_TITLE = 'Broken links in the documentation';

// The address as written (trimmed), not in normal form: live-url also names the report's cache entry.
const siteAddress = (name: string) =>
  input.via((text) => {
    const value = text.trim();
    if (value === '') return undefined;
    parseSiteAddress(value, { what: `input ${name}`, wording: 'input' });
    return value;
  });

const count = (name: string, fallback: number) =>
  input.via((text) => {
    const value = text.trim() === '' ? fallback : Number(text.trim());
    if (!Number.isSafeInteger(value) || value < 1)
      throw new ConfigurationError(`input ${name}: "${text}" is not a whole number of at least 1.`);
    return value;
  });

const schema = z.object({
  'docs-dir': input.optional(),
  scope: input.oneOf('scope', ['auto', 'new', 'all'], 'auto'),
  annotate: input.oneOf('annotate', ['auto', 'commands', 'check-run'], 'auto'),
  'site-url': siteAddress('site-url'),
  'live-url': siteAddress('live-url'),
  issue: input.boolean('issue', false),
  'issue-title': input.via((text) => {
    const title = text.trim() || DEFAULT_ISSUE_TITLE;
    if (title.length > 256)
      throw new ConfigurationError(`input issue-title: ${title.length} characters, GitHub allows 256.`);
    return title;
  }),
  // Checked here, before any request: a bad pattern is one message naming its line.
  exclude: input.via((text) => {
    const patterns: string[] = [];
    text.split('\n').forEach((line, index) => {
      const pattern = line.trim();
      if (pattern === '' || pattern.startsWith('#')) return;
      compileExclusion(pattern, `input exclude (line ${index + 1})`);
      patterns.push(pattern);
    });
    return patterns;
  }),
  cache: input.boolean('cache', true),
  'cache-max-age': input.duration('cache-max-age', '1d'),
  'fail-on': input.oneOf('fail-on', ['broken', 'never'], 'broken'),
  'allow-private': input.boolean('allow-private', false),
  'max-concurrency': count('max-concurrency', 32),
  'host-concurrency': count('host-concurrency', 2),
  'request-timeout': input.duration('request-timeout', '10s'),
  'github-token': input.optional(),
  timeout: input.duration('timeout', '30m'),
});

export type LinksInputs = z.infer<typeof schema>;

export function readLinksInputs(): LinksInputs {
  return parseInputs(schema, readRawInputs(names));
}
