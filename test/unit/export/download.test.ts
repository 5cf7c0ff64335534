import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadTransport } from '../../../src/export/bundle-answer.js';
import type { DownloadScenario } from '../../support/download-runner.js';
import type { TestServer } from '../../support/export-fixtures.js';
import {
  makeTarGz,
  makeZip,
  removeDir,
  sha256,
  startServer,
  tempDir,
} from '../../support/export-fixtures.js';
import { runDownload } from '../../support/run-download.js';
import {
  EXPIRED_XML,
  presigned,
  sendXml,
  serveCut,
  serveWithRange,
  SIGNATURE,
} from '../../support/bundle-answers.js';

let bundle: Buffer;
let dir: string;
let server: TestServer | undefined;

beforeAll(async () => {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Docs</title>',
    'assets/site.css': 'body { color: #333 }',
  };
  for (let i = 0; i < 40; i++)
    files[`pages/page-${i}.html`] = `<p>${randomBytes(3000).toString('base64')}</p>`;
  bundle = await makeTarGz(files);
  expect(bundle.length).toBeGreaterThan(100_000);
});

beforeEach(async () => {
  dir = await tempDir();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await removeDir(dir);
});

const dest = () => join(dir, 'out', 'bundle.tar.gz');
let transport: DownloadTransport = 'auto';
const download = (scenario: Partial<DownloadScenario> & { url: string }) =>
  runDownload({ dest: dest(), transport, ...scenario });

async function expectNothingLeft(): Promise<void> {
  const out = join(dir, 'out');
  const left = existsSync(out) ? await readdir(out) : [];
  expect(left).toEqual([]);
}

// The same behaviour over both transports: `auto` (the direct socket, the default) and Node's client.
describe.each(['auto', 'node-http'] as const)(
  'downloadBundle with transport %s (in a child process)',
  (which) => {
    beforeEach(() => {
      transport = which;
    });

    it('downloads, hashes and verifies a tar.gz', async () => {
      server = await startServer((req, res) => serveWithRange(req, res, bundle));
      const outcome = await download({ url: presigned(server), expectedSize: bundle.length });
      expect(outcome.error).toBeUndefined();
      expect(outcome.result).toEqual({
        path: dest(),
        sizeBytes: bundle.length,
        sha256: sha256(bundle),
        format: 'tar.gz',
      });
      expect((await readFile(dest())).equals(bundle)).toBe(true);
      expect(existsSync(`${dest()}.partial`)).toBe(false);
      expect(server.requests[0]!.headers['accept-encoding']).toBe('identity');
      expect(outcome.logs).toContain('/exports/bundle.tar.gz?<redacted>');
      expect(outcome.logs).not.toContain(SIGNATURE);
      expect(outcome.logs).toMatch(/readable tar\.gz archive with 42 entries \(checked as it downloaded\)/);
    });

    it('checks a tar.gz after the transfer when asked to, with the same verdict', async () => {
      server = await startServer((req, res) => serveWithRange(req, res, bundle));
      const outcome = await download({ url: presigned(server), archiveCheck: 'after' });
      expect(outcome.result?.sha256).toBe(sha256(bundle));
      expect(outcome.logs).toMatch(/readable tar\.gz archive with 42 entries\./);
    });

    it('reports the sha256 that sha256sum gives for the same bytes', async () => {
      // index.html in a ustar archive, gzip -9n; digest from `sha256sum known.tar.gz`.
      const known = Buffer.from(
        'H4sIAAAAAAACA+3PwQqCUBCF4Vn7FD1Bzlwm21xa9SKhgUEaeA18fK+uonUGwv9tznBWcx59c5+O7dg9ZTOaVe5rZt+papWYn9xdNSy9W' +
          'QhnOaj8wTuNtyG/8ouRn+N2IrZ2ub7qFMt8FAIAAAAAAAAAAAAAAAAA2IkZoEGNfQAoAAA=',
        'base64',
      );
      server = await startServer((req, res) => serveWithRange(req, res, known));
      const outcome = await download({ url: server.url('/b.tar.gz') });
      expect(outcome.result?.sha256).toBe('e1dc69b88003174a7eef266ee19afba15eed00d7fdb4614c282462e6462a2ecd');
      expect(outcome.result?.sizeBytes).toBe(131);
    });

    it('fails on a size different from the announced one and leaves no file', async () => {
      server = await startServer((req, res) => serveWithRange(req, res, bundle));
      const outcome = await download({ url: presigned(server), expectedSize: bundle.length + 10 });
      expect(outcome.error?.name).toBe('OperationFailedError');
      expect(outcome.error?.message).toMatch(/announced \d+ bytes/);
      await expectNothingLeft();
    });

    it('resumes a cut transfer with Range and keeps the hash over the whole file', async () => {
      server = await startServer((req, res, index) => {
        if (index === 0) serveCut(res, bundle, Math.floor(bundle.length / 2));
        else serveWithRange(req, res, bundle);
      });
      const outcome = await download({ url: presigned(server) });
      expect(outcome.result?.sha256).toBe(sha256(bundle));
      expect((await readFile(dest())).equals(bundle)).toBe(true);
      expect(server.requests).toHaveLength(2);
      const range = server.requests[1]!.headers.range;
      expect(range).toMatch(/^bytes=\d+-$/);
      expect(Number(range!.slice(6, -1))).toBeGreaterThan(0);
      expect(server.requests[1]!.headers['if-range']).toBe('"abc123"');
      expect(outcome.logs).toMatch(/resuming/);
      // The check walked on across the cut: the resumed bytes continue the same gzip stream.
      expect(outcome.logs).toMatch(/archive with 42 entries \(checked as it downloaded\)/);
    });

    it('restarts from zero when the server ignores Range', async () => {
      server = await startServer((_req, res, index) => {
        if (index === 0) serveCut(res, bundle, Math.floor(bundle.length / 3));
        else {
          res.writeHead(200, { 'content-length': bundle.length });
          res.end(bundle);
        }
      });
      const outcome = await download({ url: presigned(server) });
      expect(server.requests[1]!.headers.range).toBeDefined();
      expect(outcome.result?.sha256).toBe(sha256(bundle));
      expect(outcome.result?.sizeBytes).toBe(bundle.length);
      expect(outcome.logs).toMatch(/restarting the download from zero/);
      // A new walk started with the new first byte: the old one had seen a third of another copy.
      expect(outcome.logs).toMatch(/archive with 42 entries \(checked as it downloaded\)/);
    });

    it('gets a fresh link when the storage answers 403 expired mid-download, and resumes', async () => {
      server = await startServer((req, res, index) => {
        if (index === 0) serveCut(res, bundle, Math.floor(bundle.length / 2));
        else if (req.url!.startsWith('/exports/bundle.tar.gz')) {
          res.writeHead(403, { 'content-type': 'application/xml' });
          res.end(EXPIRED_XML);
        } else serveWithRange(req, res, bundle);
      });
      const fresh = presigned(server, '/exports/fresh.tar.gz');
      const outcome = await download({
        url: presigned(server),
        freshUrls: [{ url: fresh, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }],
      });
      expect(outcome.freshCalls).toBe(1);
      expect(outcome.result?.sha256).toBe(sha256(bundle));
      const last = server.requests.at(-1)!;
      expect(last.url).toMatch(/^\/exports\/fresh\.tar\.gz/);
      expect(last.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
      expect(outcome.logs).toMatch(/has expired: asking the service for a fresh one/);
      expect(outcome.logs).not.toContain(SIGNATURE);
    });

    it('asks for a fresh link before starting when expiresAt (minus the skew margin) has passed', async () => {
      server = await startServer((req, res) => {
        if (req.url!.startsWith('/exports/fresh')) serveWithRange(req, res, bundle);
        else res.writeHead(500).end();
      });
      const outcome = await download({
        url: presigned(server),
        expiresAt: new Date(Date.now() + 30_000).toISOString(), // inside the 60 s margin
        freshUrls: [{ url: presigned(server, '/exports/fresh.tar.gz'), sizeBytes: bundle.length }],
      });
      expect(outcome.freshCalls).toBe(1);
      expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/exports/fresh.tar.gz']);
      expect(outcome.result?.sizeBytes).toBe(bundle.length);
    });

    it('explains an expired link without a way to refresh it, never printing the URL', async () => {
      server = await startServer((_req, res) => {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(EXPIRED_XML);
      });
      const outcome = await download({ url: presigned(server) });
      expect(outcome.error?.name).toBe('OperationFailedError');
      const message = outcome.error!.message;
      expect(message).toMatch(/has expired \(HTTP 403 AccessDenied Request has expired\)/);
      expect(message).toMatch(/generate a new one/);
      expect(message).toContain('/exports/bundle.tar.gz?<redacted>');
      expect(message).not.toContain(SIGNATURE);
      expect(message).not.toContain('AKIAEXAMPLE');
      expect(outcome.logs).not.toContain(SIGNATURE);
      await expectNothingLeft();
    });

    it('stops asking for fresh links when the storage keeps refusing them', async () => {
      server = await startServer((_req, res) => {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      });
      const outcome = await download({
        url: presigned(server),
        freshUrls: [{ url: presigned(server, '/again') }],
      });
      expect(outcome.freshCalls).toBe(3);
      expect(outcome.error?.name).toBe('OperationFailedError');
      expect(outcome.error?.message).toMatch(
        /The bundle link was refused \(HTTP 403 AccessDenied Access Denied\), again after 3 fresh links from the service\. The storage denies access/,
      );
      expect(outcome.error?.message).not.toMatch(/clock/);
      // A pause before each fresh link after the first, on the injected clock: 2 s, then 4 s.
      expect(outcome.clockSleeps).toEqual([2000, 4000]);
      await expectNothingLeft();
    });

    it('links refused as expired at once: the storage quoted, the count, and a hint at the runner clock', async () => {
      server = await startServer((_req, res) => {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(EXPIRED_XML);
      });
      const outcome = await download({
        url: presigned(server),
        freshUrls: [{ url: presigned(server, '/again') }],
      });
      expect(outcome.freshCalls).toBe(3);
      expect(outcome.clockSleeps).toEqual([2000, 4000]);
      expect(outcome.error?.message).toMatch(
        /has expired \(HTTP 403 AccessDenied Request has expired\), again after 3 fresh links from the service\. Each link was refused as expired at once, before a byte arrived: check the runner's clock \(it reads \d{4}-/,
      );
      expect(outcome.error?.message).not.toContain(SIGNATURE);
      await expectNothingLeft();
    });

    it('rejects a corrupt gzip and leaves neither the file nor the partial file', async () => {
      const corrupt = Buffer.concat([bundle.subarray(0, 20), Buffer.alloc(2000, 0x41)]);
      server = await startServer((req, res) => serveWithRange(req, res, corrupt));
      const outcome = await download({ url: presigned(server) });
      expect(outcome.error?.name).toBe('OperationFailedError');
      expect(outcome.error?.message).toMatch(/corrupt tar\.gz archive/);
      await expectNothingLeft();
    });

    it('rejects a truncated gzip whose length matches what the server announced', async () => {
      const truncated = bundle.subarray(0, Math.floor(bundle.length * 0.6));
      server = await startServer((req, res) => serveWithRange(req, res, truncated));
      const outcome = await download({ url: presigned(server) });
      expect(outcome.error?.message).toMatch(/corrupt tar\.gz archive/);
      await expectNothingLeft();
    });

    it('names an HTML page served instead of the archive', async () => {
      const page = Buffer.from('<!DOCTYPE html><html><body>Sign in to the proxy</body></html>');
      server = await startServer((req, res) => serveWithRange(req, res, page));
      const outcome = await download({ url: presigned(server) });
      expect(outcome.error?.message).toMatch(/an HTML page, not an archive/);
      await expectNothingLeft();
    });

    it('accepts a zip after reading its central directory', async () => {
      const zip = makeZip([
        { name: 'index.html', data: '<p>hi</p>' },
        { name: 'a/b.css', data: 'p{}' },
      ]);
      server = await startServer((req, res) => serveWithRange(req, res, zip));
      const outcome = await download({
        url: presigned(server, '/b.zip'),
        dest: join(dir, 'out', 'bundle.zip'),
      });
      expect(outcome.result?.format).toBe('zip');
      expect(outcome.result?.sha256).toBe(sha256(zip));
      // Not gzip: the walk started for the transfer handed over, the zip's directory is read after.
      expect(outcome.logs).toMatch(/readable zip archive with 2 entries\./);
    });

    it('rejects a zip with a broken central directory', async () => {
      const zip = makeZip([{ name: 'index.html', data: '<p>hi</p>' }]);
      server = await startServer((req, res) => serveWithRange(req, res, zip.subarray(0, zip.length - 30)));
      const outcome = await download({ url: presigned(server, '/b.zip') });
      expect(outcome.error?.message).toMatch(/corrupt zip archive/);
      await expectNothingLeft();
    });

    it('stops at once when cancelled and removes the partial file', async () => {
      server = await startServer((_req, res) => {
        res.writeHead(200, { 'content-length': bundle.length });
        res.write(bundle.subarray(0, 1000)); // then stalls
      });
      const outcome = await download({ url: presigned(server), abortAfterMs: 300 });
      expect(outcome.error?.name).toBe('CancelledError');
      expect(outcome.elapsedMs).toBeLessThan(2000);
      await expectNothingLeft();
    });

    it('gives up with a NetworkError after the bounded attempts', async () => {
      server = await startServer((_req, res) => sendXml(res, 503, '<Error><Code>SlowDown</Code></Error>'));
      const outcome = await download({ url: presigned(server), maxAttempts: 3 });
      expect(outcome.error?.name).toBe('NetworkError');
      expect(outcome.error?.message).toMatch(/failed after 3 attempts .*HTTP 503 SlowDown/);
      expect(outcome.error?.message).not.toContain(SIGNATURE);
      expect(server.requests).toHaveLength(3);
      await expectNothingLeft();
    });

    // The partial file is a link to /dev/full: the first write fails with ENOSPC, as on a full disk.
    (existsSync('/dev/full') ? it : it.skip)(
      'ends at once when a write fails mid-transfer, naming the path, and leaves nothing',
      async () => {
        server = await startServer((req, res) => serveWithRange(req, res, bundle));
        await mkdir(join(dir, 'out'), { recursive: true });
        await symlink('/dev/full', `${dest()}.partial`);
        const outcome = await download({ url: presigned(server), expectedSize: bundle.length });
        expect(outcome.error?.name).toBe('OperationFailedError');
        expect(outcome.error?.message).toMatch(/cannot be written to .*bundle\.tar\.gz \(ENOSPC/);
        expect(server.requests).toHaveLength(1);
        await expectNothingLeft();
      },
    );

    it('does not retry a 404', async () => {
      server = await startServer((_req, res) => sendXml(res, 404, '<Error><Code>NoSuchKey</Code></Error>'));
      const outcome = await download({ url: presigned(server) });
      expect(outcome.error?.message).toMatch(/HTTP 404 NoSuchKey\. The bundle is gone from storage/);
      expect(server.requests).toHaveLength(1);
    });
  },
);
