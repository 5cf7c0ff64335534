import nock from 'nock';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import type { FakeGitHub } from './fake-github.js';
import { startFakeGitHub } from './fake-github.js';
import type { RunBuiltAction } from './secret-guard.js';
import { runBuiltAction as runUnguarded } from './run-action.js';
import { withSecretGuard } from './secret-guard.js';

export interface ActionSuite {
  readonly emulator: RunningEmulator;
  /** A fresh fake GitHub REST API per test (not with `github: false`). */
  readonly github: FakeGitHub;
  /** Runs a built action; every run goes through the secret-leak guard (secret-guard.ts). */
  readonly runBuiltAction: RunBuiltAction;
}

/**
 * The setup of the end-to-end suites that run built actions against the emulator and GitHub: one
 * emulator per file, a fake GitHub per test (its requests cleared with the emulator's and the rate
 * limits reset), and the secret-leak guard on every run with the emulator's key and `token`.
 * `github: false` is for actions that talk to the service only (deploy, export, watch-specs): no fake
 * GitHub is started and the guard checks the emulator's key alone.
 * `afterEachRun` runs after each test, before the fake GitHub closes (checks on its requests).
 * Call at the top of the test file; the returned object is filled in by the hooks.
 */
export function useActionSuite(
  options: {
    emulator?: EmulatorOptions;
  } & (
    | { github?: true; token: string; afterEachRun?: (github: FakeGitHub) => void }
    | { github: false; token?: undefined; afterEachRun?: undefined }
  ),
): ActionSuite {
  const withGitHub = options.github !== false;
  let emulator: RunningEmulator | undefined;
  let github: FakeGitHub | undefined;
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1');
    emulator = await startEmulator({ timeScale: 100, ...options.emulator });
  });
  afterAll(() => emulator?.close());
  beforeEach(async () => {
    if (withGitHub) github = await startFakeGitHub();
    started().control.clearRequests();
    started().control.resetLimits();
  });
  afterEach(async () => {
    const current = github;
    github = undefined;
    try {
      if (current) options.afterEachRun?.(current);
    } finally {
      await current?.close();
    }
  });

  function started(): RunningEmulator {
    if (!emulator) throw new Error('the emulator starts in beforeAll');
    return emulator;
  }
  function fakeGitHub(): FakeGitHub {
    if (!github) {
      throw new Error(withGitHub ? 'the fake GitHub starts in beforeEach' : 'this suite has no fake GitHub');
    }
    return github;
  }
  return {
    get emulator() {
      return started();
    },
    get github() {
      return fakeGitHub();
    },
    runBuiltAction: withSecretGuard(runUnguarded, () => ({
      apiKey: started().apiKey,
      githubToken: options.token,
      github: withGitHub ? fakeGitHub() : undefined,
    })),
  };
}
