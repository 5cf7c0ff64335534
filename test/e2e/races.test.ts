import { useActionSuite } from '../support/action-suite.js';
import { fakeSha } from '../support/fake-github.js';
import { expectNoSecrets } from '../support/secret-guard.js';

/**
 * Ten preview runs of one pull request at once (a burst of pushes, re-runs, several workflows),
 * against a GitHub that answers each request after a random delay: they converge on ONE comment.
 */
const TOKEN = 'ghs_race_token_0123456789';
const RUNS = 10;

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const suite = useActionSuite({ token: TOKEN, emulator: { timeScale: 200, previewLimit: false } });
const { runBuiltAction } = suite;

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
    suite.github.setLatency([5, 60]);
    const runs = await Promise.all(
      Array.from({ length: RUNS }, () =>
        runBuiltAction('preview', {
          eventName: 'pull_request',
          event,
          inputs: {
            'api-key': suite.emulator.apiKey,
            'base-url': suite.emulator.url,
            'project-id': 'proj',
            wait: 'false',
            deployment: 'false',
          },
          env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
          killAfterMs: 45_000,
        }),
      ),
    );

    for (const run of runs) {
      expect({ exitCode: run.exitCode, stdout: run.stdout }).toEqual({
        exitCode: 0,
        stdout: expect.any(String),
      });
      expectNoSecrets(run, { apiKey: suite.emulator.apiKey, githubToken: TOKEN, github: suite.github });
    }
    const ours = suite.github.comments(42).filter((c) => c.body.includes('docs-ci:preview'));
    expect(ours).toHaveLength(1);
    // Every run reports the comment that survived.
    expect(new Set(runs.map((r) => r.outputs['comment-id']))).toEqual(new Set([String(ours[0]!.id)]));
  }, 60_000);
});
