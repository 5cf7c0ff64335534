import { getOctokit } from '@actions/github';
import { fakeSha } from '../../src/demo/fake-github.js';
import type { GitHubClient } from '../../src/github/octokit.js';
import type { FakeGitHub } from '../../src/demo/fake-github.js';

export * from '../../src/demo/fake-github.js';

/**
 * An Octokit as the actions build it (`getOctokit` with an explicit baseUrl), talking to the fake.
 * `http: false` (the default) routes requests through `fake.fetch`, without sockets; `http: true`
 * uses real connections (allow 127.0.0.1 in nock first).
 */
export function octokitFor(
  fake: FakeGitHub,
  token = 'ghs_fake_installation_token',
  options: { http?: boolean } = {},
): GitHubClient {
  return options.http
    ? getOctokit(token, { baseUrl: fake.url })
    : getOctokit(token, { baseUrl: fake.url, request: { fetch: fake.fetch } });
}

/** A `pull_request` event payload for acme/docs (a fork's head repository with `fork: true`). */
export function pullRequestEvent(branch: string, options: { fork?: boolean; number?: number } = {}) {
  const number = options.number ?? 7;
  const headRepo = options.fork ? 'someone/docs' : 'acme/docs';
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      head: {
        ref: branch,
        sha: fakeSha(branch),
        repo: { full_name: headRepo, fork: Boolean(options.fork), owner: { login: headRepo.split('/')[0] } },
      },
      base: { ref: 'main', repo: { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } } },
    },
    repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
  };
}

/** The two shapes of service answers the end-to-end tests run against (see the emulator's sparse mode). */
export const ANSWER_MODES = [
  ['full', false],
  ['sparse', true],
] as const;
