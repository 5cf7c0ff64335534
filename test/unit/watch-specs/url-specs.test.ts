import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listUrlSpecs } from '../../../src/watch-specs/index.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/watch-specs');

describe('listUrlSpecs', () => {
  it('finds URL specs in the three openapi forms and in "<url> METHOD /path" entries, once each, with positions', async () => {
    const { specs, malformed } = await listUrlSpecs(join(fixtures, 'all-forms'));
    expect(specs).toEqual([
      { url: 'https://specs.example.com/public.json', file: 'docs.json', line: 7, column: 20 },
      { url: 'https://specs.example.com/partner.yaml', file: 'docs.json', line: 11, column: 21 },
      { url: 'https://specs.example.com/admin.json', file: 'docs.json', line: 15, column: 36 },
      { url: 'https://specs.example.com/pinned.yaml', file: 'docs.json', line: 20, column: 23 },
    ]);
    expect(malformed.map((s) => s.url)).toEqual(['https://']);
  });

  it('reads another config file and reports invalid JSON as a configuration error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-ci-url-specs-'));
    try {
      writeFileSync(join(dir, 'site.json'), '{"navigation": {"openapi": "http://h.test/a.json"}}');
      writeFileSync(join(dir, 'docs.json'), '{"navigation": ');
      expect((await listUrlSpecs(dir, 'site.json')).specs.map((s) => s.url)).toEqual([
        'http://h.test/a.json',
      ]);
      await expect(listUrlSpecs(dir)).rejects.toMatchObject({ kind: 'configuration' });
      await expect(listUrlSpecs(join(dir, 'missing'))).rejects.toThrow(/cannot read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
