import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError } from '../../../src/core/errors.js';
import {
  compileExclusion,
  excludedBy,
  parseLycheeIgnore,
  readLycheeIgnoreFiles,
} from '../../../src/links/exclusions.js';

describe('exclusions', () => {
  it('reads a .lycheeignore as lychee does: one pattern a line, # comments, blank lines', () => {
    const patterns = parseLycheeIgnore(
      '# comment\n\n^https://example\\.com\n  (?i)LOCALHOST  \r\n',
      '.lycheeignore',
    );
    expect(patterns.map((p) => p.origin)).toEqual(['.lycheeignore:3', '.lycheeignore:4']);
    expect(excludedBy(patterns, 'https://example.com/x')?.origin).toBe('.lycheeignore:3');
    expect(excludedBy(patterns, 'http://localhost:3000/')?.origin).toBe('.lycheeignore:4');
    expect(excludedBy(patterns, 'https://other.example.org/')).toBeUndefined();
  });

  it('translates the Rust syntax lychee users write: (?i) and (?P<name>)', () => {
    expect(compileExclusion('(?i)^HTTPS://A', 'x').pattern.test('https://a.com')).toBe(true);
    expect(compileExclusion('^https://(?P<host>[a-z]+)\\.test', 'x').pattern.test('https://abc.test/')).toBe(
      true,
    );
  });

  it('keeps patterns written for engines without unicode mode', () => {
    expect(compileExclusion('https:\\/\\/a\\-b', 'x').pattern.test('https://a-b.com')).toBe(true);
  });

  it('names the file and line of a bad pattern', () => {
    expect(() => parseLycheeIgnore('ok\n(unclosed\n', 'docs/.lycheeignore')).toThrow(ConfigurationError);
    expect(() => parseLycheeIgnore('ok\n(unclosed\n', 'docs/.lycheeignore')).toThrow(
      /^docs\/\.lycheeignore:2: "\(unclosed" is not a valid regular expression/,
    );
  });

  it('reads each folder once and skips folders without the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lycheeignore-'));
    try {
      writeFileSync(join(dir, '.lycheeignore'), 'twitter\\.com\n');
      const found = await readLycheeIgnoreFiles([dir, dir, join(dir, 'missing')], () => '.lycheeignore');
      expect(found).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
