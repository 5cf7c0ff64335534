import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import { join } from 'node:path';
import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { parseFaultSpec, startEmulator } from '../../../src/emulator/index.js';
import { readTar, readZip } from '../../support/archive-reader.js';
import { bundleLink, startCompletedExport } from '../../support/emulator-calls.js';

nock.enableNetConnect('127.0.0.1');

/** A GET through Node's client: the answer's own framing headers, which fetch() hides. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('emulator: bundle storage', () => {
  let emulator: RunningEmulator;
  let jobId: string;
  beforeAll(async () => {
    emulator = await startEmulator();
    jobId = await startCompletedExport(emulator);
  });
  afterAll(() => emulator.close());

  it('serves a self-contained static site as .tar.gz without bearer auth', async () => {
    const link = await bundleLink(emulator, jobId);
    const { response, bytes } = await download(link.bundleUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(Number(response.headers.get('content-length'))).toBe(link.sizeBytes);
    expect(bytes.length).toBe(link.sizeBytes);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const entries = await readTar(bytes);
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'index.html',
        'guides/',
        'guides/index.html',
        'assets/style.css',
        'assets/app.js',
        'assets/logo.png',
      ]),
    );
    const texts = entries.filter((e) => /\.(html|css|js|json)$/.test(e.path)).map((e) => e.content);
    for (const text of texts) expect(text).not.toMatch(/https?:\/\/|\/\/[a-z]/i);
    const nested = entries.find((e) => e.path === 'guides/previews.html')!;
    expect(nested.content).toContain('href="../assets/style.css"');
    expect(emulator.requests.at(-1)).toMatchObject({ operation: 'download', status: 200, org: undefined });
    expect(emulator.requests.at(-1)!.path).not.toContain('X-Amz');
  });

  it('serves the same bytes every time and in every emulator (deterministic bundle)', async () => {
    const one = await download((await bundleLink(emulator, jobId)).bundleUrl);
    const two = await download((await bundleLink(emulator, jobId)).bundleUrl);
    const other = await startEmulator();
    try {
      const otherJob = await startCompletedExport(other);
      const three = await download((await bundleLink(other, otherJob)).bundleUrl);
      expect(two.bytes.equals(one.bytes)).toBe(true);
      expect(three.bytes.equals(one.bytes)).toBe(true);
      expect(one.response.headers.get('etag')).toBe(three.response.headers.get('etag'));
    } finally {
      await other.close();
    }
  });

  it('resumes with Range: bytes=N- (206 + Content-Range) and rejects ranges past the end (416)', async () => {
    const link = await bundleLink(emulator, jobId);
    const whole = await download(link.bundleUrl);
    const partial = await download(link.bundleUrl, { range: 'bytes=100-' });
    expect(partial.response.status).toBe(206);
    expect(partial.response.headers.get('content-range')).toBe(
      `bytes 100-${link.sizeBytes - 1}/${link.sizeBytes}`,
    );
    expect(Number(partial.response.headers.get('content-length'))).toBe(link.sizeBytes - 100);
    expect(partial.response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.concat([whole.bytes.subarray(0, 100), partial.bytes]).equals(whole.bytes)).toBe(true);
    const bounded = await download(link.bundleUrl, { range: 'bytes=10-19' });
    expect(bounded.bytes.equals(whole.bytes.subarray(10, 20))).toBe(true);
    const beyond = await download(link.bundleUrl, { range: `bytes=${link.sizeBytes}-` });
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe(`bytes */${link.sizeBytes}`);
  });

  it('answers HEAD with the size and no body', async () => {
    const link = await bundleLink(emulator, jobId);
    const response = await fetch(link.bundleUrl, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(link.sizeBytes);
  });

  it('answers 403 S3-style XML after the link expires (scaled time)', async () => {
    const link = await bundleLink(emulator, jobId);
    emulator.control.advanceTime(3_600_000);
    const { response, bytes } = await download(link.bundleUrl);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/xml');
    const xml = bytes.toString('utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Error><Code>AccessDenied<\/Code><Message>Request has expired<\/Message>/,
    );
    expect(xml).toContain('<X-Amz-Expires>3600</X-Amz-Expires>');
    const fresh = await bundleLink(emulator, jobId);
    expect((await download(fresh.bundleUrl)).response.status).toBe(200);
  });

  it('expires links in real time according to bundleTtlMs and timeScale', async () => {
    emulator.control.configure({ bundleTtlMs: 100 });
    try {
      const link = await bundleLink(emulator, jobId);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await download(link.bundleUrl)).response.status).toBe(403);
    } finally {
      emulator.control.configure({ bundleTtlMs: 3_600_000 });
    }
  });

  it.each([
    ['length', { 'content-length': 'size' }],
    ['chunked', { 'transfer-encoding': 'chunked', connection: 'keep-alive' }],
    ['close', { connection: 'close' }],
  ] as const)('frames the bundle body by storageFraming %s, ranges too', async (framing, expected) => {
    emulator.control.configure({ storageFraming: framing });
    try {
      const link = await bundleLink(emulator, jobId);
      for (const range of [undefined, 'bytes=100-']) {
        const answer = await rawGet(link.bundleUrl, range ? { range } : {});
        const size = range ? link.sizeBytes - 100 : link.sizeBytes;
        expect(answer.status).toBe(range ? 206 : 200);
        expect(answer.bytes.length).toBe(size);
        for (const [name, value] of Object.entries(expected)) {
          expect(answer.headers[name]).toBe(value === 'size' ? String(size) : value);
        }
        if (framing !== 'length') expect(answer.headers['content-length']).toBeUndefined();
      }
    } finally {
      emulator.control.configure({ storageFraming: 'length' });
    }
    expect(() => emulator.control.configure({ storageFraming: 'gzip' as 'close' })).toThrow(
      /storageFraming must be one of length, chunked, close/,
    );
  });

  it('redirects with a redirect fault: relative Location under /storage/redirected/, served there', async () => {
    emulator.control.addFault(parseFaultSpec('redirect@download*2'));
    const link = await bundleLink(emulator, jobId);
    const first = await fetch(link.bundleUrl, { redirect: 'manual' });
    expect(first.status).toBe(302);
    const location = first.headers.get('location')!;
    const url = new URL(link.bundleUrl);
    expect(location).toBe(`${url.pathname.replace('/storage/', '/storage/redirected/')}${url.search}`);
    // The second request fires the fault again, but one already redirected is served.
    const { response, bytes } = await download(new URL(location, link.bundleUrl).href);
    expect(response.status).toBe(200);
    expect(bytes.length).toBe(link.sizeBytes);
    expect(emulator.requests.slice(-2).map((r) => [r.status, r.path, r.fault])).toEqual([
      [302, url.pathname, 'redirect'],
      [200, url.pathname.replace('/storage/', '/storage/redirected/'), 'redirect'],
    ]);
  });

  it('answers 403 to links it did not sign', async () => {
    const link = await bundleLink(emulator, jobId);
    const forged = link.bundleUrl.replace(
      /X-Amz-Signature=[0-9a-f]{64}/,
      `X-Amz-Signature=${'0'.repeat(64)}`,
    );
    const bad = await download(forged);
    expect(bad.response.status).toBe(403);
    expect(bad.bytes.toString()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const unsigned = await download(link.bundleUrl.slice(0, link.bundleUrl.indexOf('?')));
    expect(unsigned.response.status).toBe(403);
    const otherJob = link.bundleUrl.replace(jobId, 'se_0000000000000000');
    expect((await download(otherJob)).response.status).toBe(403);
  });

  it('builds a zip bundle with bundleFormat "zip"', async () => {
    const zipEmulator = await startEmulator({ bundleFormat: 'zip' });
    try {
      const link = await bundleLink(zipEmulator, await startCompletedExport(zipEmulator));
      expect(link.bundleUrl).toContain('/bundle.zip?');
      const { response, bytes } = await download(link.bundleUrl);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const entries = readZip(bytes);
      expect(entries.find((e) => e.path === 'index.html')?.content).toMatch(/^<!doctype html>/);
    } finally {
      await zipEmulator.close();
    }
  });

  it('adds pages loading from outside origins with externalAssets', async () => {
    const external = await startEmulator({ externalAssets: true });
    try {
      const link = await bundleLink(external, await startCompletedExport(external));
      const entries = await readTar((await download(link.bundleUrl)).bytes);
      const all = entries.map((e) => e.content).join('\n');
      expect(all).toContain('https://fonts.googleapis.com/');
      expect(all).toContain('https://cdn.jsdelivr.net/');
      expect(all).toContain('https://www.googletagmanager.com/gtag/js');
    } finally {
      await external.close();
    }
  });

  it('streams a bundleFile from disk, with ranges', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-bundle-'));
    const file = join(dir, 'big.tar.gz');
    // Random, so that a piece from the wrong place shows; several of the route's 1 MiB reads long.
    const content = randomBytes(5 * 1024 * 1024 + 17);
    writeFileSync(file, content);
    const fromFile = await startEmulator({ bundleFile: file });
    try {
      const link = await bundleLink(fromFile, await startCompletedExport(fromFile));
      expect(link.sizeBytes).toBe(content.length);
      const whole = await download(link.bundleUrl);
      expect(whole.bytes.equals(content)).toBe(true);
      const tail = await download(link.bundleUrl, { range: `bytes=${content.length - 10}-` });
      expect(tail.response.status).toBe(206);
      expect(tail.bytes.equals(content.subarray(content.length - 10))).toBe(true);
      const middle = await download(link.bundleUrl, { range: 'bytes=1000-3145827' });
      expect(middle.response.headers.get('content-range')).toBe(`bytes 1000-3145827/${content.length}`);
      expect(middle.bytes.equals(content.subarray(1000, 3145828))).toBe(true);
      // A client that goes away after the first bytes: the next download is whole.
      const aborted = new AbortController();
      const cut = await fetch(link.bundleUrl, { signal: aborted.signal });
      await cut.body?.getReader().read();
      aborted.abort();
      expect((await download(link.bundleUrl)).bytes.equals(content)).toBe(true);
    } finally {
      await fromFile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start when bundleFile does not exist', async () => {
    await expect(startEmulator({ bundleFile: '/nonexistent/bundle.tar.gz' })).rejects.toThrow(/ENOENT/);
  });
});
