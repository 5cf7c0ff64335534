import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { LinkCache } from '../../../src/links/cache.js';
import type { DocumentCheck } from '../../../src/links/types.js';

const DAY = 86_400_000;
const ok: DocumentCheck = {
  status: 'ok',
  code: 200,
  reason: 'the server answers 200 OK',
  finalUrl: 'https://a.test/',
  requests: 1,
};

describe('LinkCache', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'link-cache-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reuses fine results younger than the age limit, never broken or suspect ones', async () => {
    const file = join(dir, 'cache.json');
    const logger = createRecordingLogger();
    const first = await LinkCache.read(file, DAY, logger, 1000);
    first.remember('https://a.test/', ok);
    first.remember('https://b.test/', { ...ok, status: 'broken', code: 404, reason: '404' });
    first.remember('https://c.test/', { ...ok, status: 'suspect', code: 429, reason: '429' });
    await first.write(file);
    const second = await LinkCache.read(file, DAY, logger, 1000 + DAY - 1);
    expect(second.reusable('https://a.test/', false)).toMatchObject({ status: 'ok', requests: 0 });
    expect(second.reusable('https://b.test/', false)).toBeUndefined();
    expect(second.reusable('https://c.test/', false)).toBeUndefined();
    const later = await LinkCache.read(file, DAY, logger, 1000 + DAY + 1);
    expect(later.reusable('https://a.test/', false)).toBeUndefined();
    expect(logger.lines).toEqual([]);
  });

  it('keeps anchors so a fragment needs no new request, and refetches when they were not read', () => {
    const cache = LinkCache.empty(DAY, 0);
    cache.remember('https://a.test/', { ...ok, anchors: new Set(['intro']) });
    cache.remember('https://b.test/', ok);
    expect(cache.reusable('https://a.test/', true)?.anchors).toEqual(new Set(['intro']));
    expect(cache.reusable('https://b.test/', true)).toBeUndefined();
    expect(cache.reusable('https://b.test/', false)).toBeDefined();
  });

  it('does not keep what the network could not check', () => {
    const cache = LinkCache.empty(DAY, 0);
    cache.remember('https://a.test/', { ...ok, status: 'suspect', networkDown: true });
    expect(cache.reusable('https://a.test/', false)).toBeUndefined();
  });

  it('warns once and starts afresh on a damaged or foreign file', async () => {
    const file = join(dir, 'cache.json');
    for (const text of ['{not json', '{"format": 99, "documents": {}}', '[]']) {
      writeFileSync(file, text);
      const logger = createRecordingLogger();
      const cache = await LinkCache.read(file, DAY, logger);
      expect(cache.reusable('https://a.test/', false)).toBeUndefined();
      expect(logger.lines.filter((line) => line.level === 'warning')).toHaveLength(1);
      expect(logger.text()).toContain('checked afresh');
    }
  });

  it('writes atomically, dropping entries past the age limit', async () => {
    const file = join(dir, 'sub', 'cache.json');
    const cache = LinkCache.empty(DAY, 10 * DAY);
    cache.remember('https://old.test/', ok, 1);
    cache.remember('https://new.test/', ok);
    await cache.write(file);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { documents: Record<string, unknown> };
    expect(Object.keys(written.documents)).toEqual(['https://new.test/']);
  });
});
