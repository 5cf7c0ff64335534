import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { fileStateStore, STATE_VERSION } from '../../../src/watch-specs/index.js';
import type { SpecState } from '../../../src/watch-specs/index.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-ci-spec-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('fileStateStore', () => {
  it('has no state before the first save, then reads back what it wrote (creating folders)', async () => {
    const logger = createRecordingLogger();
    const store = fileStateStore(join(dir, 'deep/er/state.json'), logger);
    expect(await store.load()).toBeUndefined();
    const state: SpecState = {
      version: STATE_VERSION,
      specs: { 'https://h.test/a.json': { sha256: 'a'.repeat(64), etag: '"x"', size: 3 } },
    };
    await store.save(state);
    expect(await store.load()).toEqual(state);
    expect(JSON.parse(readFileSync(join(dir, 'deep/er/state.json'), 'utf8'))).toEqual(state);
    expect(logger.lines).toEqual([]);
  });

  it.each([
    ['not json'],
    ['{"version": 99, "specs": {}}'],
    ['{"version": 1, "specs": {"u": {"sha256": "short"}}}'],
  ])('treats a foreign or broken file as no state, with a warning: %s', async (text) => {
    const logger = createRecordingLogger();
    writeFileSync(join(dir, 'state.json'), text);
    expect(await fileStateStore(join(dir, 'state.json'), logger).load()).toBeUndefined();
    expect(logger.text()).toMatch(/warning: .*not a docs-ci spec state: starting over/);
  });
});
