import { getOctokit } from '@actions/github';
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
