import nock from 'nock';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import type { FakeGitHub } from '../support/fake-github.js';
import { fakeSha, startFakeGitHub } from '../support/fake-github.js';
import { runBuiltAction } from '../support/run-action.js';
import { expectNoSecrets } from '../support/secret-guard.js';

/**
 * Ten preview runs of one pull request at once (a burst of pushes, re-runs, several workflows),
 * against a GitHub that answers each request after a random delay: they converge on ONE comment.
 */
const TOKEN = 'ghs_race_token_0123456789';
const RUNS = 10;

let emulator: RunningEmulator;
let github: FakeGitHub;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ timeScale: 200, previewLimit: false });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await github.close();
  await emulator.close();
});

const event = {
  action: 'synchronize',
  number: 42,
  pull_request: {
    number: 42,
    head: {
      ref: 'feature/race',
      sha: fakeSha('feature/race'),
      repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } },
    },
    base: { ref: 'main', repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } } },
  },
  repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
};

describe('races', () => {
  it(`${RUNS} concurrent preview runs on one pull request leave exactly one comment`, async () => {
    github.setLatency([5, 60]);
    const runs = await Promise.all(
      Array.from({ length: RUNS }, () =>
        runBuiltAction('preview', {
          eventName: 'pull_request',
          event,
          inputs: {
            'api-key': emulator.apiKey,
            'base-url': emulator.url,
            'project-id': 'proj',
            wait: 'false',
            deployment: 'false',
          },
          env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url },
          killAfterMs: 45_000,
        }),
      ),
    );

    for (const run of runs) {
      expect({ exitCode: run.exitCode, stdout: run.stdout }).toEqual({
        exitCode: 0,
        stdout: expect.any(String),
      });
      expectNoSecrets(run, { apiKey: emulator.apiKey, githubToken: TOKEN, github });
    }
    const ours = github.comments(42).filter((c) => c.body.includes('docs-ci:preview'));
    expect(ours).toHaveLength(1);
    // Every run reports the comment that survived.
    expect(new Set(runs.map((r) => r.outputs['comment-id']))).toEqual(new Set([String(ours[0]!.id)]));
  }, 60_000);
});
