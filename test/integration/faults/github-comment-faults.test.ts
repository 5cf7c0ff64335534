import { useActionSuite } from '../../support/action-suite.js';
import type { FailOptions } from '../../support/fake-github.js';
import { fakeSha } from '../../support/fake-github.js';
import { expectNoSecrets } from '../../support/secret-guard.js';

/**
 * GitHub API faults on the comment path of the built preview action: the preview itself still
 * succeeds, a warning names the problem, and a secondary rate limit is retried exactly once.
 */
const TOKEN = 'ghs_fault_matrix_token_0123456789';
const LIST = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

// One emulator per file, a fake GitHub per test; every run goes through the secret-leak guard.
const suite = useActionSuite({ token: TOKEN, emulator: { timeScale: 200, previewLimit: false } });
const { runBuiltAction } = suite;

const event = {
  action: 'synchronize',
  number: 7,
  pull_request: {
    number: 7,
    head: {
      ref: 'feature/comment-faults',
      sha: fakeSha('feature/comment-faults'),
      repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } },
    },
    base: { ref: 'main', repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } } },
  },
  repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
};

interface CommentFault {
  name: string;
  route: string;
  status: number;
  options?: FailOptions;
  warning: RegExp;
  comments: number;
  /** Requests to the failing route, when it matters (a retry is one more). */
  attempts?: number;
}

const faults: CommentFault[] = [
  {
    name: '403 Forbidden on creating the comment',
    route: CREATE,
    status: 403,
    options: { times: 5 },
    warning:
      /::warning::Could not write the pull request comment: GitHub: creating the preview comment on #7 failed: GitHub answered 403 Forbidden/,
    comments: 0,
  },
  {
    name: '404 on listing the comments',
    route: LIST,
    status: 404,
    warning: /::warning::Could not read the pull request comments: GitHub: .* failed: not found \(404\)/,
    // The write lists again and creates the comment.
    comments: 1,
  },
  {
    name: '422 on creating the comment',
    route: CREATE,
    status: 422,
    options: { times: 5 },
    warning:
      /::warning::Could not write the pull request comment: .*GitHub rejected the request \(422 Validation Failed\)/,
    comments: 0,
  },
  {
    name: 'secondary rate limit on creating the comment: retried once, then written',
    route: CREATE,
    status: 403,
    options: { retryAfter: 1 },
    warning:
      /::warning::GitHub secondary rate limit while creating the preview comment on #7; retrying once in 1s/,
    comments: 1,
    attempts: 2,
  },
  {
    name: 'secondary rate limit twice in a row: one retry only, then a warning',
    route: CREATE,
    status: 429,
    options: { retryAfter: 1, times: 2 },
    warning:
      /::warning::Could not write the pull request comment: .*secondary rate limit.*\(after one retry\)/,
    comments: 0,
    attempts: 2,
  },
];

describe('preview action (dist): GitHub API faults on the comment path', () => {
  it.each(faults.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    suite.github.failNext(f.route, f.status, f.options);
    const run = await runBuiltAction('preview', {
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
    });

    expect({ exitCode: run.exitCode, stdout: run.stdout }).toEqual({
      exitCode: 0,
      stdout: expect.stringMatching(f.warning),
    });
    expect(run.outputs).toMatchObject({ status: 'triggered', skipped: 'false' });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(suite.github.comments(7)).toHaveLength(f.comments);
    if (f.attempts !== undefined) {
      const [method, path] = f.route.split(' ') as [string, string];
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      expect(suite.github.requests.filter((r) => r.method === method && pattern.test(r.path))).toHaveLength(
        f.attempts,
      );
    }
    expectNoSecrets(run, { apiKey: suite.emulator.apiKey, githubToken: TOKEN, github: suite.github });
  });
});
