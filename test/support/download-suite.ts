import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { join } from 'node:path';
import type { DownloadOutcome, DownloadScenario } from './download-runner.js';
import type { TestServer } from './export-fixtures.js';
import { makeTarGz, removeDir, startServer, tempDir } from './export-fixtures.js';
import { runDownload } from './run-download.js';

/** A download scenario of the suite: `dest` and the hashing place come from the suite unless given. */
export type SuiteScenario = Partial<DownloadScenario> & { url: string };

export interface DownloadSuite {
  /** A small tar.gz (31 files), built once per file: well under the 64 MiB from which the sha256 goes to a thread. */
  readonly bundle: Buffer;
  /** Where the download writes, in this test's temp dir. */
  dest(): string;
  /** A test server (startServer of export-fixtures.ts), closed after the test. */
  startServer(...args: Parameters<typeof startServer>): Promise<TestServer>;
  /** Closes `server` (a proxy, say) after the test, dropping the connections it holds. */
  closeAfterTest(server: http.Server): void;
  /** downloadBundle in a child process (run-download.ts) into dest(), hashing where the describe says. */
  download(scenario: SuiteScenario, env?: Record<string, string>): Promise<DownloadOutcome>;
  /**
   * Declares `tests` twice, as `downloadBundle transport, sha256 inline` and `... on a worker thread`:
   * `onThread` says which.
   */
  describeEachHashPlace(tests: (onThread: boolean) => void): void;
}

/** Which way each request went: Node's HTTP client sends keep-alive (agent.ts), the direct socket `close`. */
export const viaSocket = (server: TestServer): boolean[] =>
  server.requests.map((request) => request.headers.connection === 'close');

/**
 * The setup of the download-*.test.ts files that run downloadBundle against local servers: the bundle
 * built once, a temp dir per test, and every server started through the suite closed after the test.
 * Call at the top of the test file; the returned object is filled in by the hooks.
 */
export function useDownloadSuite(): DownloadSuite {
  let bundle: Buffer | undefined;
  let dir: string | undefined;
  let toClose: (() => Promise<void>)[] = [];
  let hashOnThreadFromBytes: number | undefined;

  beforeAll(async () => {
    const files: Record<string, string> = { 'index.html': '<!doctype html><title>Docs</title>' };
    for (let i = 0; i < 30; i++) files[`pages/p-${i}.html`] = randomBytes(3000).toString('base64');
    bundle = await makeTarGz(files);
  });
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(async () => {
    const closing = toClose;
    toClose = [];
    try {
      await Promise.all(closing.map((close) => close()));
    } finally {
      if (dir) await removeDir(dir);
      dir = undefined;
    }
  });

  const dest = () => {
    if (!dir) throw new Error('the temp dir is made in beforeEach');
    return join(dir, 'out', 'bundle.tar.gz');
  };
  return {
    get bundle() {
      if (!bundle) throw new Error('the bundle is built in beforeAll');
      return bundle;
    },
    dest,
    async startServer(...args) {
      const server = await startServer(...args);
      toClose.push(() => server.close());
      return server;
    },
    closeAfterTest(server) {
      toClose.push(async () => {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      });
    },
    download: (scenario, env) =>
      runDownload({ dest: dest(), hashOnThreadFromBytes, ...scenario }, env ? { env } : {}),
    describeEachHashPlace(tests) {
      describe.each([
        ['inline', undefined],
        ['on a worker thread', 0],
      ])('downloadBundle transport, sha256 %s', (_where, threshold) => {
        beforeAll(() => {
          hashOnThreadFromBytes = threshold;
        });
        afterAll(() => {
          hashOnThreadFromBytes = undefined;
        });
        tests(threshold === 0);
      });
    },
  };
}
