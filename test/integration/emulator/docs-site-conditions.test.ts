import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nock from 'nock';
import { startEmulator } from '../../../src/emulator/index.js';
import { call } from '../../support/emulator-calls.js';
import { articleIds, get, useDocsSite } from '../../support/docs-site-fixture.js';

nock.enableNetConnect('127.0.0.1');

// How the emulator's sites answer beside the pages themselves: faults, latency, a login wall, and
// the folder each branch renders.
describe('emulator: documentation sites under test conditions', () => {
  const site = useDocsSite();

  it('applies page faults (404, 500, slow) to the page they name, on previews and production', async () => {
    const previewUrl = await site.livePreview('docs/faults');
    site.emulator.control.configure({
      pageFaults: [
        { path: 'guides/intro', kind: '404' },
        { path: '/guides/setup', kind: '500' },
        { path: '/reference/api/', kind: 'slow', delayMs: 150 },
      ],
    });
    const siteUrl = site.emulator.control.siteUrl('proj');
    for (const url of [previewUrl, siteUrl]) {
      const missing = await get(`${url}guides/intro`);
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('Page not found');
      const broken = await get(`${url}guides/setup/`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get('content-type')).toMatch(/^text\/html/);
      const started = Date.now();
      const slow = await get(`${url}reference/api`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(slow.status).toBe(200);
      expect((await get(`${url}index`)).status).toBe(200);
    }
    expect(site.emulator.requests.find((r) => r.status === 500)).toMatchObject({
      fault: '500:/guides/setup',
    });
  });

  it('adds pageLatencyMs before every site answer', async () => {
    site.emulator.control.configure({ pageLatencyMs: 60 });
    const started = Date.now();
    expect((await get(`${site.emulator.control.siteUrl('proj')}guides/setup`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('puts previews (not production) behind a login: 401 page or redirect to /login', async () => {
    const previewUrl = await site.livePreview('docs/private');
    site.emulator.control.configure({ previewAccess: 'login-401' });
    const refused = await get(`${previewUrl}guides/intro`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBeNull();
    expect(refused.text).toContain('<input type="password"');
    expect((await get(`${site.emulator.control.siteUrl('proj')}guides/intro`)).status).toBe(200);

    site.emulator.control.configure({ previewAccess: 'login-redirect' });
    const redirected = await get(`${previewUrl}guides/intro`);
    expect(redirected.status).toBe(302);
    const location = redirected.headers.get('location')!;
    const path = new URL(previewUrl).pathname;
    expect(location).toBe(`${site.emulator.origin}/login?next=${encodeURIComponent(`${path}guides/intro`)}`);
    const login = await get(location);
    expect(login.status).toBe(200);
    expect(login.text).toContain('<form method="post" action="/login">');
  });

  it("renders a branch's own folder (branchDocs), switched at runtime", async () => {
    const previewUrl = await site.livePreview('feature/other');
    expect((await get(`${previewUrl}guides/intro`)).status).toBe(200);

    site.emulator.control.setBranchDocs('feature/other', site.otherDir);
    const changed = await get(`${previewUrl}changed`);
    expect(changed.status).toBe(200);
    expect(articleIds(changed.text)).toEqual(new Set(['only-here']));
    // No root index: the home is the navigation's first page.
    const home = await get(previewUrl);
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(`${new URL(previewUrl).pathname}changed`);
    expect((await get(`${previewUrl}guides/intro`)).status).toBe(404);
    // Other branches and production keep docsDir.
    expect((await get(`${site.emulator.control.siteUrl('proj')}changed`)).status).toBe(404);

    // Setting the folder again reads its pages again.
    await writeFile(join(site.otherDir, 'added.mdx'), '# Added\n');
    site.emulator.control.setBranchDocs('feature/other', site.otherDir);
    expect((await get(`${previewUrl}added`)).status).toBe(200);

    site.emulator.control.setBranchDocs('feature/other', undefined);
    expect((await get(`${previewUrl}guides/intro`)).status).toBe(200);
  });

  it('starts with branchDocs, and without a folder keeps the placeholder preview and no production site', async () => {
    const plain = await startEmulator({
      previewLimit: false,
      branchDocs: { 'feature/other': site.otherDir },
    });
    try {
      const other = await call(plain, 'POST', '/project/preview/proj', { body: { branch: 'feature/other' } });
      const main = await call(plain, 'POST', '/project/preview/proj', { body: { branch: 'main' } });
      plain.control.advanceTime(10 * 60_000);
      expect((await get(`${other.json.previewUrl as string}changed`)).text).toContain(
        '<title>Changed page</title>',
      );
      const placeholder = await get(main.json.previewUrl as string);
      expect(placeholder.status).toBe(200);
      expect(placeholder.text).toContain('<h1>Preview of proj</h1>');
      expect((await get(`${plain.control.siteUrl('proj')}guides/intro`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
