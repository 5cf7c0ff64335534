import { presigned, sendXml, serveCut, serveWithRange } from '../../support/bundle-answers.js';
import type { SuiteScenario } from '../../support/download-suite.js';
import { useDownloadSuite } from '../../support/download-suite.js';
import { sha256 } from '../../support/export-fixtures.js';

const suite = useDownloadSuite();

describe('downloadBundle: the sha256 thread started with the download', () => {
  // Sizes announced at or over the threshold start the thread before the file is opened and the
  // request sent; the first transfer from byte 0 takes it. Every thread started must be closed.
  const early = (scenario: SuiteScenario) =>
    suite.download({ hashOnThreadFromBytes: 1, expectedSize: suite.bundle.length, ...scenario });

  it('hashes on the thread started early, and keeps it across a resume', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 40_000);
      else serveWithRange(req, res, bundle);
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toContain('Hashing the bundle on a worker thread.');
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('closes it and hashes inline when the answer announces no length', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((_req, res) => {
      res.writeHead(200); // chunked, on the socket and through Node's client alike
      res.write(bundle.subarray(0, 1000));
      res.end(bundle.subarray(1000));
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).not.toContain('Hashing the bundle on a worker thread.');
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('starts a new one for a restart from zero and closes both', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 30_000);
      else {
        res.writeHead(200, { 'content-length': bundle.length }); // the Range ignored
        res.end(bundle);
      }
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(
      /ignored the Range request \(answered 200\): restarting the download from zero/,
    );
    expect(outcome.hashThreads).toEqual({ started: 2, beforeRequest: 1, closed: 2 });
  });

  it('closes it when the download fails before any transfer', async () => {
    const server = await suite.startServer((_req, res) =>
      sendXml(res, 404, '<Error><Code>NoSuchKey</Code></Error>'),
    );
    const outcome = await early({ url: presigned(server) });
    expect(outcome.error?.message).toMatch(/HTTP 404 NoSuchKey/);
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('hashes inline when the thread failed before the answer came', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => serveWithRange(req, res, bundle));
    const outcome = await early({ url: presigned(server), failHashThreads: true });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).not.toContain('Hashing the bundle on a worker thread.');
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('starts none for a size under the threshold', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => serveWithRange(req, res, bundle));
    const outcome = await early({ url: presigned(server), hashOnThreadFromBytes: bundle.length + 1 });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.hashThreads).toEqual({ started: 0, beforeRequest: 0, closed: 0 });
  });
});
