import type { FakeDeployment, FakeDeploymentStatus, FakeIdentity, FakePull } from './fake-github.js';
import type { FakeRouteSpec } from './fake-github-http.js';
import { paginate } from './fake-github-http.js';

/**
 * Another app's deployments in the fake GitHub, as the service's GitHub app makes them: created by
 * its bot (`mintlify[bot]`, type Bot) for a pull request's head commit, with statuses `in_progress`
 * then `success` (GitHub retires the environment's older deployments: `inactive`), each status but
 * `inactive` emitting a `deployment_status` event payload shaped as GitHub sends it. Also the reads
 * an attached preview makes: `GET /commits/{sha}/pulls` and `GET /repos/{owner}/{repo}`.
 */

export const SERVICE_APP_BOT: FakeIdentity = { login: 'mintlify[bot]', type: 'Bot' };

/** What the deployment helpers need from the rest of the fake. */
export interface FakeDeploymentsHost {
  owner: string;
  repo: string;
  defaultBranch: () => string;
  url: () => string;
  pulls(): FakePull[];
  nextId(): number;
  addDeployment(deployment: FakeDeployment): void;
  /** Adds a status as `POST .../statuses` does (success retires older deployments of the environment). */
  setStatus(deploymentId: number, state: string, body: Record<string, unknown>): FakeDeploymentStatus;
  pullJson(pull: FakePull): Record<string, unknown>;
}

export interface AppDeploySeed {
  /** The deployed commit. */
  sha: string;
  /** The deployment's ref: the branch (default) or the sha. */
  ref: string;
  environment?: string | undefined;
  creator?: FakeIdentity | undefined;
  production?: boolean | undefined;
}

/** A GitHub user or bot as webhook payloads write it. */
function account(identity: FakeIdentity, id: number) {
  const login = identity.login;
  const path = encodeURIComponent(login);
  return {
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}`,
    gravatar_id: '',
    url: `https://api.github.com/users/${path}`,
    html_url:
      identity.type === 'Bot'
        ? `https://github.com/apps/${login.replace(/\[bot\]$/, '')}`
        : `https://github.com/${path}`,
    followers_url: `https://api.github.com/users/${path}/followers`,
    following_url: `https://api.github.com/users/${path}/following{/other_user}`,
    gists_url: `https://api.github.com/users/${path}/gists{/gist_id}`,
    starred_url: `https://api.github.com/users/${path}/starred{/owner}{/repo}`,
    subscriptions_url: `https://api.github.com/users/${path}/subscriptions`,
    organizations_url: `https://api.github.com/users/${path}/orgs`,
    repos_url: `https://api.github.com/users/${path}/repos`,
    events_url: `https://api.github.com/users/${path}/events{/privacy}`,
    received_events_url: `https://api.github.com/users/${path}/received_events`,
    type: identity.type,
    site_admin: false,
  };
}

export class FakeAppDeployments {
  private readonly host: FakeDeploymentsHost;

  constructor(host: FakeDeploymentsHost) {
    this.host = host;
  }

  /** Creates a deployment as the app's bot (not through the API: the app is not the token's owner). */
  create(seed: AppDeploySeed): FakeDeployment {
    const deployment: FakeDeployment = {
      id: this.host.nextId(),
      ref: seed.ref,
      sha: seed.sha,
      environment: seed.environment ?? 'staging',
      description: null,
      transient_environment: false,
      production_environment: seed.production ?? false,
      auto_merge: undefined,
      required_contexts: undefined,
      creator: seed.creator ?? SERVICE_APP_BOT,
      created_at: new Date().toISOString(),
    };
    this.host.addDeployment(deployment);
    return deployment;
  }

  /**
   * A status set by the app, with the `deployment_status` event GitHub then sends; `inactive`
   * triggers no workflow run, so it returns no event.
   */
  setStatus(
    deployment: FakeDeployment,
    state: string,
    urls: { environmentUrl?: string | undefined; targetUrl?: string | undefined } = {},
  ): Record<string, unknown> | undefined {
    const status = this.host.setStatus(deployment.id, state, {
      ...(urls.environmentUrl === undefined ? {} : { environment_url: urls.environmentUrl }),
      ...(urls.targetUrl === undefined ? {} : { log_url: urls.targetUrl }),
      description: state === 'success' ? 'Preview deployed' : '',
    });
    return state === 'inactive' ? undefined : this.event(deployment, status, urls.targetUrl);
  }

  /** The app's whole preview: a deployment, `in_progress`, `success` at `url`; the success event. */
  deployPreview(seed: AppDeploySeed & { url: string }): {
    deployment: FakeDeployment;
    event: Record<string, unknown>;
  } {
    const deployment = this.create(seed);
    this.setStatus(deployment, 'in_progress');
    const event = this.setStatus(deployment, 'success', { environmentUrl: seed.url }) as Record<
      string,
      unknown
    >;
    return { deployment, event };
  }

  /** A new commit pushed to a pull request's branch: its head moves, the old one stays in its commits. */
  pushToPull(number: number, sha: string): void {
    const pull = this.host.pulls().find((p) => p.number === number);
    if (!pull) throw new Error(`fake GitHub has no pull request #${number}`);
    pull.commits = [...(pull.commits ?? []), pull.headSha];
    pull.headSha = sha;
  }

  /** The `deployment_status` webhook payload (action `created`), as GitHub sends it to workflows. */
  event(
    deployment: FakeDeployment,
    status: FakeDeploymentStatus,
    targetUrl?: string,
  ): Record<string, unknown> {
    const { owner, repo } = this.host;
    const api = `https://api.github.com/repos/${owner}/${repo}`;
    const creator = account(deployment.creator, 40_000_000 + (deployment.creator.login.length % 97));
    const slug = deployment.creator.login.replace(/\[bot\]$/, '');
    const app = {
      id: 2_000,
      node_id: 'A_fake',
      slug,
      name: slug,
      owner: account({ login: slug, type: 'User' }, 2_001),
      description: 'The documentation platform',
      external_url: `https://${slug}.example`,
      html_url: `https://github.com/apps/${slug}`,
      created_at: '2021-01-01T00:00:00Z',
      updated_at: '2021-01-01T00:00:00Z',
      permissions: { deployments: 'write', pull_requests: 'write', contents: 'read' },
      events: ['pull_request', 'push'],
    };
    return {
      action: 'created',
      deployment_status: {
        url: `${api}/deployments/${deployment.id}/statuses/${status.id}`,
        id: status.id,
        node_id: `DES_${status.id}`,
        state: status.state,
        creator,
        description: status.description,
        environment: deployment.environment,
        target_url: targetUrl ?? '',
        ...(targetUrl === undefined ? {} : { log_url: targetUrl }),
        ...(status.environment_url === '' ? {} : { environment_url: status.environment_url }),
        created_at: status.created_at,
        updated_at: status.created_at,
        deployment_url: `${api}/deployments/${deployment.id}`,
        repository_url: api,
        performed_via_github_app: app,
      },
      deployment: {
        url: `${api}/deployments/${deployment.id}`,
        id: deployment.id,
        node_id: `DE_${deployment.id}`,
        sha: deployment.sha ?? deployment.ref,
        ref: deployment.ref,
        task: 'deploy',
        payload: {},
        original_environment: deployment.environment,
        environment: deployment.environment,
        description: deployment.description,
        creator,
        created_at: deployment.created_at,
        updated_at: deployment.created_at,
        statuses_url: `${api}/deployments/${deployment.id}/statuses`,
        repository_url: api,
        transient_environment: deployment.transient_environment,
        production_environment: deployment.production_environment,
        performed_via_github_app: app,
      },
      repository: {
        id: 1296269,
        node_id: 'R_fake',
        name: repo,
        full_name: `${owner}/${repo}`,
        private: false,
        owner: account({ login: owner, type: 'User' }, 1),
        html_url: `https://github.com/${owner}/${repo}`,
        url: api,
        default_branch: this.host.defaultBranch(),
        fork: false,
      },
      sender: creator,
      installation: { id: 3_000, node_id: 'MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uMw==' },
    };
  }

  routes(): FakeRouteSpec[] {
    const { owner, repo } = this.host;
    return [
      {
        spec: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        permissions: 'pull_requests=read; contents=read',
        handle: (ctx) => {
          const sha = ctx.params['commit_sha'] ?? '';
          // Pull requests whose commits include the sha (closed ones too, as on GitHub).
          const list = this.host
            .pulls()
            .filter((p) => p.headSha === sha || (p.commits ?? []).includes(sha))
            .map((p) => this.host.pullJson(p));
          return paginate(list, ctx);
        },
      },
      {
        spec: 'GET /repos/{owner}/{repo}',
        permissions: 'metadata=read',
        handle: () => ({
          status: 200,
          body: {
            id: 1296269,
            name: repo,
            full_name: `${owner}/${repo}`,
            private: false,
            owner: { login: owner },
            default_branch: this.host.defaultBranch(),
            url: `${this.host.url()}/repos/${owner}/${repo}`,
          },
        }),
      },
    ];
  }
}
