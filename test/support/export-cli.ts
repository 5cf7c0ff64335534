import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { resetSharedLimitersForTests } from '../../src/client/limiter.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { cliEnv, clockOf, runCli } from './cli.js';

export const DAY_MS = 24 * 3_600_000;

export interface ExportCliSuite {
  readonly emulator: RunningEmulator;
  readonly env: Record<string, string>;
  /** A temporary folder of the current test, removed after it. */
  readonly dir: string;
  /** `docs-ci export --domain docs.example.com ARGS --json` against the emulator. */
  exportCli(args: string[], extraEnv?: Record<string, string>): ReturnType<typeof runCli>;
  /** Neither the presigned signature, the API key nor the bundle link appear in `text`. */
  expectNoSecretIn(text: string, bundleUrl?: unknown): void;
}

/**
 * The setup of the CLI export suites: one emulator per file at 200x (a two-minute export job takes
 * 0.6 s; a one-day link lasts 7 real minutes), reset before each test, and a temporary folder per test.
 * `emulator` adds to or overrides the emulator's start options (e.g. `previewLimit: false`).
 * Call at the top of the test file; the returned object is filled in by the hooks.
 */
export function useExportCliSuite(options: { emulator?: EmulatorOptions } = {}): ExportCliSuite {
  let emulator: RunningEmulator | undefined;
  let env: Record<string, string> = {};
  let dir = '';
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1');
    emulator = await startEmulator({ timeScale: 200, bundleTtlMs: DAY_MS, ...options.emulator });
    env = cliEnv(emulator);
  });
  afterAll(() => emulator?.close());
  beforeEach(async () => {
    resetSharedLimitersForTests();
    const running = started();
    running.control.clearFaults();
    running.control.clearRequests();
    running.control.configure({ exportOutcome: 'completed', exportDurationMs: 120_000, bundleTtlMs: DAY_MS });
    dir = await mkdtemp(join(tmpdir(), 'docs-ci-export-cli-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function started(): RunningEmulator {
    if (!emulator) throw new Error('the emulator starts in beforeAll');
    return emulator;
  }
  return {
    get emulator() {
      return started();
    },
    get env() {
      return env;
    },
    get dir() {
      return dir;
    },
    exportCli: (args, extraEnv = {}) =>
      runCli(
        ['export', '--domain', 'docs.example.com', ...args, '--json'],
        { ...env, ...extraEnv },
        {
          clock: clockOf(started()),
        },
      ),
    expectNoSecretIn(text, bundleUrl) {
      expect(text).not.toContain('X-Amz-Signature');
      expect(text).not.toContain(started().apiKey);
      // The link as logged (`?<redacted>`, what export --json prints) may show; the live one may not.
      if (typeof bundleUrl === 'string' && !bundleUrl.endsWith('?<redacted>')) {
        expect(text).not.toContain(bundleUrl);
      }
    },
  };
}
