import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { LinkCache } from '../../../src/links/cache.js';
import { checkLivePages } from '../../../src/links/live/live-check.js';
import { liveHeadline } from '../../../src/preview/changed-pages/live-status.js';
import { call } from '../../support/emulator-calls.js';

// Issue 47: a preview of branch feature/new-auth behind a login was read as three fine pages.
nock.enableNetConnect('127.0.0.1');

const PAGES = ['index', 'guides/faq', 'api-reference/auth/login'];
const FILES: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: PAGES } }),
  'index.mdx': '---\ntitle: Home\n---\n\nRead [the FAQ](/guides/faq).\n',
  'guides/faq.mdx': '---\ntitle: FAQ\n---\n\n## Billing\n\nMonthly.\n',
  'api-reference/auth/login.mdx':
    '---\ntitle: Log in\n---\n\nPOST your key. See [the FAQ](/guides/faq#billing).\n',
};

let root: string;
let emulator: RunningEmulator;
let previewUrl: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'live-login-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  emulator = await startEmulator({ timeScale: 1, previewLimit: false, docsDir: root });
  const started = await call(emulator, 'POST', '/project/preview/proj', {
    body: { branch: 'feature/new-auth' },
  });
  emulator.control.advanceTime(10 * 60_000);
  previewUrl = started.json.previewUrl as string;
});
afterAll(async () => {
  await emulator.close();
  await rm(root, { recursive: true, force: true });
});

const check = () =>
  checkLivePages({
    siteUrl: previewUrl,
    pages: PAGES.map((page) => ({
      url: `${previewUrl}${page === 'index' ? '' : page}`,
      file: `${page}.mdx`,
    })),
    docsDir: root,
    engine: {
      allowPrivate: true,
      maxConcurrency: 8,
      hostConcurrency: 2,
      requestTimeoutMs: 2000,
      cache: LinkCache.empty(86_400_000, Date.now()),
      logger: createRecordingLogger(),
    },
    logger: createRecordingLogger(),
  });

describe('the live check of a preview whose address holds a login word (branch feature/new-auth)', () => {
  it('recognises the login wall of --preview-access login-redirect and shows no ✅', async () => {
    expect(new URL(previewUrl).pathname).toMatch(/new-auth/);
    emulator.control.configure({ previewAccess: 'login-redirect' });
    try {
      const report = await check();
      expect(report.login?.reason).toMatch(
        /the site asks for a login .* is redirected to http:\/\/127\.0\.0\.1:\d+\/login\)/,
      );
      expect(report.pages.map((page) => page.status)).toEqual(['login', 'login', 'login']);
      const headline = liveHeadline({ report });
      expect(headline).toMatch(/^🔒 The changed pages' links were not checked/);
      expect(headline).not.toMatch(/✅/);
    } finally {
      emulator.control.configure({ previewAccess: 'public' });
    }
  });

  it('reads a public preview’s page /api-reference/auth/login (200) as a page, not a wall', async () => {
    const report = await check();
    expect(report.login).toBeUndefined();
    expect(report.pages.map((page) => [page.url.slice(previewUrl.length), page.status, page.code])).toEqual([
      ['', 'ok', 200],
      ['guides/faq', 'ok', 200],
      ['api-reference/auth/login', 'ok', 200],
    ]);
    expect(report.summary.broken).toBe(0);
    expect(liveHeadline({ report })).toMatch(
      /^✅ .* · 3 of 3 changed pages read, 2 links checked as rendered\.$/,
    );
  });
});
