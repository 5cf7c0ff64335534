import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { create as createTar } from 'tar';
import type { FakeAnswer as Answer, FakeRouteContext as Context } from './fake-github-http.js';
import { notFound, paginate, validationFailed } from './fake-github-http.js';
import { FakeIssues } from './fake-github-issues.js';
import { FakeAppDeployments } from './fake-github-deployments.js';
import { FakeArtifacts } from './fake-artifacts.js';
import { FakeGitData } from './fake-github-git.js';
import type { FakeForeignIssueWrite, FakeIssue, FakePullIssueFields } from './fake-github-issues.js';

export type { FakeForeignIssueWrite, FakeIssue, FakeIssueStateReason } from './fake-github-issues.js';
export { SERVICE_APP_BOT } from './fake-github-deployments.js';
export type { FakeGitCommit } from './fake-github-git.js';
export type { FakeArtifact } from './fake-artifacts.js';
export { fakeRuntimeToken } from './fake-artifacts.js';

/**
 * A local, stateful stand-in for the parts of the GitHub REST API docs-ci uses: issue comments,
 * issues (`fake-github-issues.ts`), deployments and their statuses, branches, pull requests. It answers like GitHub does (pagination
 * with Link headers, 401 without a token, 404 for other repositories, 422 on over-long fields, the
 * `head` filter ignored unless `owner:branch`) and can be told to fail.
 */

export interface FakeIdentity {
  login: string;
  type: 'Bot' | 'User';
}

export const ACTIONS_BOT: FakeIdentity = { login: 'github-actions[bot]', type: 'Bot' };

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeIdentity;
  createdAt: string;
  updatedAt: string;
  /** How many times the comment was edited through the API. */
  edits: number;
}

export interface FakeDeployment {
  id: number;
  ref: string;
  /** The deployed commit when `ref` is a branch (another app's deployments); else `ref` is the sha. */
  sha?: string | undefined;
  environment: string;
  description: string | null;
  transient_environment: boolean;
  production_environment: boolean;
  auto_merge: boolean | undefined;
  required_contexts: string[] | undefined;
  creator: FakeIdentity;
  created_at: string;
}

export interface FakeDeploymentStatus {
  id: number;
  deploymentId: number;
  state: string;
  environment_url: string;
  log_url: string;
  description: string;
  auto_inactive: boolean | undefined;
  created_at: string;
}

export interface FakePull {
  number: number;
  headRef: string;
  /** Owner of the head repository: the base owner, or a fork's owner. */
  headOwner: string;
  headSha: string;
  state: 'open' | 'closed';
  /** The branch it merges into (default `main`) and that branch's commit. */
  baseRef?: string | undefined;
  baseSha?: string | undefined;
  /** Earlier head commits (`GET /commits/{sha}/pulls` finds the pull request by them too). */
  commits?: string[] | undefined;
}

/** A check run as the fake keeps it: what its creation and updates carried. */
export interface FakeCheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  title: string;
  summary: string;
  annotations: Record<string, unknown>[];
  /** The creation and each update. */
  requests: number;
}

/** A file of a pull request's diff, as `GET .../pulls/{n}/files` lists it. */
export interface FakePullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface RecordedRequest {
  method: string;
  /** The route template that matched, e.g. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  route: string | undefined;
  path: string;
  query: Record<string, string>;
  /** An Authorization header was present. */
  authorized: boolean;
  /** The parsed JSON body, when there was one. */
  body?: unknown;
  login: string | undefined;
  status: number;
}

export interface FailOptions {
  /** Seconds, sent as `retry-after`. */
  retryAfter?: number;
  message?: string;
  /** How many consecutive requests fail (default 1). */
  times?: number;
  headers?: Record<string, string>;
}

/**
 * A repository as the GraphQL look-ups of the link checker see it (`repository(owner:, name:)` and
 * the `object`, `issueOrPullRequest`, `discussion`, `release` and `ref` fields inside it).
 */
export interface FakeLinkRepository {
  owner: string;
  name: string;
  /** Branch -> paths of its files (folders are implied by the paths). The first branch is HEAD. */
  branches?: Record<string, string[]>;
  /** Tag -> paths of its files. */
  tags?: Record<string, string[]>;
  /** Full 40-hex shas: `object(oid:)` finds them, `object(expression:)` also by a prefix of 7 or more. */
  commits?: string[];
  issues?: number[];
  pulls?: number[];
  discussions?: number[];
  /** Tags that have a release. */
  releases?: string[];
  /** Older `owner/name` spellings that `repository()` still finds, as GitHub follows renames. */
  formerNames?: string[];
  isPrivate?: boolean;
  /** The token cannot see it (someone else's private repository): answered as NOT_FOUND. */
  hidden?: boolean;
  /** Answer the repository with this error instead (e.g. FORBIDDEN, SAML enforcement): data null. */
  error?: { type: string; message: string };
}

/** The GraphQL budget the fake reports and spends (one point per link look-up query). */
export interface FakeGraphqlRateLimit {
  limit: number;
  remaining: number;
  /** Seconds since the epoch. */
  reset: number;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** Token -> identity. Any other token acts as `github-actions[bot]`. */
  tokens?: Record<string, FakeIdentity>;
  /** Delay before each answer, fixed or random within [min, max]: provokes races. */
  latencyMs?: number | [number, number];
  /** Serve GitHub's GraphQL endpoint (`POST /graphql`, `viewerDidAuthor` on comments). Default true. */
  graphql?: boolean;
  /** The repository's default branch (`GET /repos/{o}/{r}`, event payloads). Default `main`. */
  defaultBranch?: string;
}

interface Route {
  route: string;
  method: string;
  pattern: RegExp;
  names: string[];
  /** Accepted permission sets, as GitHub's x-accepted-github-permissions header writes them. */
  permissions: string;
  handle: (ctx: Context) => Answer;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_COMMENT_BODY = 65_536;
const MAX_STATUS_DESCRIPTION = 140;
const DEPLOYMENT_STATES = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
]);

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  /** Every request, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  /**
   * Edits and deletions of a comment by someone other than its author. GitHub allows them to a token
   * with write access; docs-ci must never make one (tests assert this stays empty).
   */
  readonly foreignCommentWrites: { method: string; commentId: number; author: string; by: string }[] = [];
  /** Edits of an issue by someone other than its author: like foreignCommentWrites, must stay empty. */
  readonly foreignIssueWrites: FakeForeignIssueWrite[];
  /** Git Data (blobs, trees, commits, refs) and the web host's `blob/SHA/PATH?raw=true` (fake-github-git.ts). */
  readonly git: FakeGitData;
  /** The Actions artifact service at `ACTIONS_RESULTS_URL` = this fake's URL (fake-artifacts.ts). */
  readonly artifacts = new FakeArtifacts();
  url = '';
  /** Another app's deployments (the service's GitHub app): `fake-github-deployments.ts`. */
  readonly app: FakeAppDeployments;

  private readonly server: Server;
  private readonly tokens: Record<string, FakeIdentity>;
  private latency: number | [number, number];
  private readonly graphql: boolean;
  private nextId = 1000;
  private readonly commentStore: FakeComment[] = [];
  private readonly deploymentStore: FakeDeployment[] = [];
  private readonly statusStore: FakeDeploymentStatus[] = [];
  private readonly branchStore = new Map<string, string>();
  private readonly pullStore: FakePull[] = [];
  private readonly pullFileStore = new Map<number, FakePullFile[]>();
  private readonly contentStore = new Map<string, string>();
  private readonly tarballStore = new Map<string, Buffer>();
  private readonly mergeBaseStore = new Map<string, string>();
  private readonly checkRunStore: FakeCheckRun[] = [];
  private readonly issueStore: FakeIssues;
  private readonly denied = new Set<string>();
  private readonly failures = new Map<string, { status: number; options: FailOptions; left: number }>();
  private readonly routes: Route[];
  private readonly linkRepositoryStore: FakeLinkRepository[] = [];
  private readonly linkOwnerStore = new Map<string, 'User' | 'Organization'>();
  private readonly graphqlBudget: FakeGraphqlRateLimit = {
    limit: 5000,
    remaining: 5000,
    reset: Math.floor(Date.now() / 1000) + 3600,
  };
  private graphqlFailure: { status: number; options: FailOptions; left: number } | undefined;

  constructor(options: FakeGitHubOptions = {}) {
    this.owner = options.owner ?? 'acme';
    this.repo = options.repo ?? 'docs';
    this.tokens = options.tokens ?? {};
    this.latency = options.latencyMs ?? 0;
    this.graphql = options.graphql ?? true;
    this.issueStore = new FakeIssues({
      owner: this.owner,
      repo: this.repo,
      pulls: () => this.pullStore,
      takenNumbers: () => [
        ...this.pullStore.map((p) => p.number),
        ...this.commentStore.map((c) => c.issueNumber),
      ],
      commentCount: (n) => this.commentStore.filter((c) => c.issueNumber === n).length,
    });
    this.foreignIssueWrites = this.issueStore.foreignWrites;
    const defaultBranch = options.defaultBranch ?? 'main';
    this.app = new FakeAppDeployments({
      owner: this.owner,
      repo: this.repo,
      defaultBranch: () => defaultBranch,
      url: () => this.url,
      pulls: () => this.pullStore,
      nextId: () => this.nextId++,
      addDeployment: (deployment) => this.deploymentStore.push(deployment),
      setStatus: (id, state, body) => this.setDeploymentStatus(id, state, body),
      pullJson: (pull) => this.pullJson(pull),
    });
    this.git = new FakeGitData({ owner: this.owner, repo: this.repo });
    this.routes = this.buildRoutes();
    this.server = createServer((req, res) => {
      this.serve(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      });
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((e) => (e ? reject(e) : resolve())));
  }

  // ---- state for assertions ----

  comments(issueNumber: number): FakeComment[] {
    return this.commentStore.filter((c) => c.issueNumber === issueNumber).map((c) => ({ ...c }));
  }

  deployments(): FakeDeployment[] {
    return this.deploymentStore.map((d) => ({ ...d }));
  }

  statuses(deploymentId: number): FakeDeploymentStatus[] {
    return this.statusStore.filter((s) => s.deploymentId === deploymentId).map((s) => ({ ...s }));
  }

  /** The issues (not the pull requests), in creation order. */
  issues(): FakeIssue[] {
    return this.issueStore.list();
  }

  // ---- seeding ----

  addComment(issueNumber: number, body: string, author: FakeIdentity | string = ACTIONS_BOT): FakeComment {
    const user = typeof author === 'string' ? { login: author, type: 'User' as const } : author;
    const now = new Date().toISOString();
    const comment = { id: this.nextId++, issueNumber, body, user, createdAt: now, updatedAt: now, edits: 0 };
    this.commentStore.push(comment);
    this.issueStore.touch(issueNumber);
    return { ...comment };
  }

  /** `n` filler comments; a string author is a human user. */
  addComments(issueNumber: number, n: number, author: FakeIdentity | string = 'octocat'): void {
    for (let i = 0; i < n; i += 1) this.addComment(issueNumber, `Comment ${i + 1}`, author);
  }

  addBranches(names: string[]): void {
    for (const name of names) this.branchStore.set(name, fakeSha(name));
  }

  branchSha(name: string): string | undefined {
    return this.branchStore.get(name);
  }

  /** The files `GET .../pulls/{number}/files` lists (GitHub lists at most 3000). */
  setPullFiles(number: number, files: FakePullFile[]): void {
    this.pullFileStore.set(number, files);
  }

  /** The text of a file at a commit, for `GET .../contents/{path}?ref=` (raw media type). */
  setFileAt(ref: string, path: string, text: string): void {
    this.contentStore.set(`${ref}:${path}`, text);
  }

  /**
   * The repository at a commit, for `GET .../tarball/{ref}`: the files of `dir` (a folder on disk)
   * under GitHub's `owner-repo-sha7/` top folder, gzipped, served after a redirect as GitHub does.
   */
  async setTreeAt(ref: string, dir: string): Promise<void> {
    const chunks: Buffer[] = [];
    const prefix = `${this.owner}-${this.repo}-${ref.slice(0, 7)}/`;
    const stream = createTar({ gzip: true, cwd: dir, prefix, portable: true }, ['.']);
    for await (const chunk of stream) chunks.push(chunk);
    this.tarballStore.set(ref, Buffer.concat(chunks));
  }

  /** What `GET .../compare/{base}...{head}` answers as `merge_base_commit.sha`. */
  setMergeBase(base: string, head: string, mergeBase: string): void {
    this.mergeBaseStore.set(`${base}...${head}`, mergeBase);
  }

  /** Check runs created, each with every annotation its creation and updates carried. */
  checkRuns(): FakeCheckRun[] {
    return this.checkRunStore.map((run) => ({ ...run, annotations: [...run.annotations] }));
  }

  /** A pull request; `title`, `body` and `author` are what the issue listing shows of it. */
  addPull(
    pull: {
      number: number;
      headRef: string;
      headOwner?: string;
      headSha?: string;
      state?: 'open' | 'closed';
      baseRef?: string;
      baseSha?: string;
    } & FakePullIssueFields,
  ): void {
    this.pullStore.push({
      number: pull.number,
      headRef: pull.headRef,
      headOwner: pull.headOwner ?? this.owner,
      headSha: pull.headSha ?? fakeSha(`${pull.headOwner ?? this.owner}:${pull.headRef}`),
      state: pull.state ?? 'open',
      baseRef: pull.baseRef,
      baseSha: pull.baseSha,
    });
    this.issueStore.notePull(pull.number, pull);
  }

  /** Closes (or reopens) a pull request, as merging or closing it on GitHub does. */
  setPullState(number: number, state: 'open' | 'closed'): void {
    for (const pull of this.pullStore) if (pull.number === number) pull.state = state;
  }

  /** An issue, numbered after every issue, pull request and comment thread; a string author is a human. */
  addIssue(
    seed: {
      author?: FakeIdentity | string;
      title?: string;
      body?: string;
      state?: 'open' | 'closed';
    } = {},
  ): FakeIssue {
    const author = seed.author ?? ACTIONS_BOT;
    return this.issueStore.add({
      ...seed,
      author: typeof author === 'string' ? { login: author, type: 'User' } : author,
    });
  }

  /** Issues turned off in the repository's settings: the issue routes answer 410, as GitHub does. */
  disableIssues(disabled = true): void {
    this.issueStore.setEnabled(!disabled);
  }

  // ---- GraphQL look-ups of github.com links ----

  /** A repository for the link checker's `repository(...)` look-ups; its owner becomes an organization. */
  addLinkRepository(repository: FakeLinkRepository): void {
    this.linkRepositoryStore.push(repository);
    if (!this.linkOwnerStore.has(repository.owner.toLowerCase())) {
      this.linkOwnerStore.set(repository.owner.toLowerCase(), 'Organization');
    }
  }

  /** A user or organization for `repositoryOwner(login:)`. */
  addLinkOwner(login: string, type: 'User' | 'Organization' = 'User'): void {
    this.linkOwnerStore.set(login.toLowerCase(), type);
  }

  /** Sets the GraphQL budget the next answers report (and spend from). */
  setGraphqlRateLimit(budget: Partial<FakeGraphqlRateLimit>): void {
    Object.assign(this.graphqlBudget, budget);
  }

  graphqlRateLimit(): FakeGraphqlRateLimit {
    return { ...this.graphqlBudget };
  }

  /** The next GraphQL request(s) fail with this HTTP status (401 bad token, 403/429 limits, 5xx). */
  failNextGraphql(status: number, options: FailOptions = {}): void {
    this.graphqlFailure = { status, options, left: options.times ?? 1 };
  }

  // ---- faults ----

  /** Routes that accept one of these permissions answer 403 "Resource not accessible by integration". */
  denyPermission(...permissions: string[]): void {
    for (const permission of permissions) this.denied.add(permission);
  }

  allowAll(): void {
    this.denied.clear();
  }

  /**
   * The next request(s) to `route` (a template such as
   * `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`) fail with `status`. A 403 or 429
   * with `retryAfter` is a secondary rate limit.
   */
  failNext(route: string, status: number, options: FailOptions = {}): void {
    if (!this.routes.some((r) => r.route === route)) throw new Error(`fake GitHub has no route ${route}`);
    this.failures.set(route, { status, options, left: options.times ?? 1 });
  }

  setLatency(latencyMs: number | [number, number]): void {
    this.latency = latencyMs;
  }

  // ---- HTTP ----

  /**
   * The same API without sockets, as a `fetch` for Octokit's `request.fetch`. Jest tests use it:
   * nock's interceptors, re-activated by every test file in a worker, stack on `net.Socket` and
   * break real connections from the second file on.
   */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    let request = new Request(input, init);
    // Like fetch: redirects are followed (GitHub sends archives through one), up to 20 hops.
    for (let hop = 0; ; hop += 1) {
      const answer = await this.handle(
        request.method,
        new URL(request.url),
        request.headers.get('authorization') ?? undefined,
        Buffer.from(await request.arrayBuffer()),
      );
      const location = answer.headers['location'];
      if (
        answer.status >= 300 &&
        answer.status < 400 &&
        location &&
        request.redirect === 'follow' &&
        hop < 20
      ) {
        request = new Request(new URL(location, request.url), { headers: request.headers });
        continue;
      }
      const headers =
        answer.body === undefined ? answer.headers : { 'content-type': JSON_TYPE, ...answer.headers };
      const body =
        answer.body === undefined
          ? null
          : Buffer.isBuffer(answer.body)
            ? new Uint8Array(answer.body)
            : bodyText(answer);
      return new Response(body, { status: answer.status, headers });
    }
  };

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await this.handle(
      req.method ?? 'GET',
      new URL(req.url ?? '/', this.url),
      req.headers.authorization,
      Buffer.concat(chunks),
    );
    if (answer.body === undefined) {
      res.writeHead(answer.status, answer.headers);
      res.end();
      return;
    }
    res.writeHead(answer.status, { 'content-type': JSON_TYPE, ...answer.headers });
    res.end(Buffer.isBuffer(answer.body) ? answer.body : bodyText(answer));
  }

  private async handle(
    method: string,
    url: URL,
    authorization: string | undefined,
    bytes: Buffer,
  ): Promise<Answer & { headers: Record<string, string> }> {
    const rawBody = bytes.toString('utf8');
    const delay = Array.isArray(this.latency)
      ? this.latency[0] + Math.random() * (this.latency[1] - this.latency[0])
      : this.latency;
    if (delay > 0) await sleep(delay);
    const record: RecordedRequest = {
      method,
      route: undefined,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorized: authorization !== undefined,
      login: undefined,
      status: 0,
    };
    if (rawBody) {
      try {
        record.body = JSON.parse(rawBody) as unknown;
      } catch {
        record.body = rawBody;
      }
    }
    this.requests.push(record);
    // The web host's files and the artifact service: no API token (a browser, a signed URL, the runtime token).
    const answer =
      this.git.webFile(method, url) ??
      this.artifacts.answer(method, url, authorization, bytes, this.url) ??
      this.answer(method, url, authorization, rawBody, record);
    record.status = answer.status;
    return {
      ...answer,
      headers: { 'x-github-request-id': `FAKE:${this.requests.length}`, ...answer.headers },
    };
  }

  private answer(
    method: string,
    url: URL,
    authorization: string | undefined,
    rawBody: string,
    record: RecordedRequest,
  ): Answer {
    const auth = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? '');
    if (!auth?.[1]) {
      return { status: 401, body: { message: 'Requires authentication', status: '401' } };
    }
    const user = this.tokens[auth[1]] ?? ACTIONS_BOT;
    record.login = user.login;
    if (method === 'POST' && url.pathname === '/graphql' && this.graphql) {
      record.route = 'POST /graphql';
      return this.answerGraphql(rawBody, user);
    }

    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      record.route = route.route;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
      if (
        params['owner']?.toLowerCase() !== this.owner.toLowerCase() ||
        params['repo']?.toLowerCase() !== this.repo.toLowerCase()
      ) {
        return notFound();
      }
      const failure = this.failures.get(route.route);
      if (failure && failure.left > 0) {
        failure.left -= 1;
        return injected(failure.status, failure.options);
      }
      if (route.permissions.split(';').some((p) => this.denied.has(p.trim()))) {
        return {
          status: 403,
          headers: { 'x-accepted-github-permissions': route.permissions },
          body: {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest',
            status: '403',
          },
        };
      }
      let body: Record<string, unknown> = {};
      if (rawBody) {
        try {
          body = JSON.parse(rawBody) as Record<string, unknown>;
        } catch {
          return { status: 400, body: { message: 'Problems parsing JSON' } };
        }
      }
      return route.handle({
        params,
        query: url.searchParams,
        body,
        user,
        origin: this.url,
        pathname: url.pathname,
      });
    }
    return notFound();
  }

  /**
   * The one GraphQL query docs-ci sends besides the link look-ups:
   * `nodes(ids: $ids) { ... on IssueComment { id viewerDidAuthor } }`, or `... on Issue` (either or
   * both). A node the fragments do not apply to is `{}`, an unknown id null, as on GitHub. Anything
   * else is answered with GitHub's error shape, so a changed query fails the tests.
   */
  private answerGraphql(rawBody: string, user: FakeIdentity): Answer {
    if (this.graphqlFailure && this.graphqlFailure.left > 0) {
      this.graphqlFailure.left -= 1;
      return injected(this.graphqlFailure.status, this.graphqlFailure.options);
    }
    let request: { query?: unknown; variables?: { ids?: unknown } };
    try {
      request = JSON.parse(rawBody) as typeof request;
    } catch {
      return { status: 400, body: { message: 'Problems parsing JSON' } };
    }
    if (typeof request.query === 'string' && isLinkLookupQuery(request.query)) {
      return this.answerLinkLookups(request.query, request.variables);
    }
    const query = typeof request.query === 'string' ? request.query.replace(/\s+/g, ' ') : '';
    const ids = request.variables?.ids;
    const fragments = [...query.matchAll(/\.\.\. on (\w+) \{ id viewerDidAuthor \}/g)].map((m) => m[1]);
    if (
      !/nodes\(ids: \$ids\)/.test(query) ||
      fragments.length === 0 ||
      fragments.some((type) => type !== 'IssueComment' && type !== 'Issue') ||
      !Array.isArray(ids)
    ) {
      return {
        status: 200,
        body: { errors: [{ message: `fake GitHub does not know this query: ${query}` }] },
      };
    }
    if (ids.length > 100) {
      return {
        status: 200,
        body: { errors: [{ message: 'You may not request more than 100 nodes at once.' }] },
      };
    }
    const nodes = (ids as unknown[]).map((id) => {
      const comment = this.commentStore.find((c) => `IC_${c.id}` === id);
      if (comment) {
        return fragments.includes('IssueComment')
          ? { id, viewerDidAuthor: comment.user.login === user.login }
          : {};
      }
      const issue = this.issueStore.viewerNode(id, user.login);
      if (!issue) return null;
      return fragments.includes('Issue') ? issue : {};
    });
    return { status: 200, body: { data: { nodes } } };
  }

  /**
   * The link checker's look-ups: `rateLimit`, `repository(owner:, name:) { ... }` with aliased
   * `object`, `issueOrPullRequest`, `discussion`, `release` and `ref` fields, `repositoryOwner(login:)`.
   * A missing repository is null with a NOT_FOUND error, as GitHub answers; an unknown field fails
   * the whole query, as GitHub's validation does. Each query spends one point of the budget.
   */
  private answerLinkLookups(query: string, variables: unknown): Answer {
    const budget = this.graphqlBudget;
    const headers = (): Record<string, string> => ({
      'x-ratelimit-limit': String(budget.limit),
      'x-ratelimit-remaining': String(budget.remaining),
      'x-ratelimit-used': String(budget.limit - budget.remaining),
      'x-ratelimit-reset': String(budget.reset),
      'x-ratelimit-resource': 'graphql',
    });
    if (budget.remaining <= 0) {
      return {
        status: 200,
        headers: headers(),
        body: {
          errors: [{ type: 'RATE_LIMITED', message: 'API rate limit already exceeded for user ID 1.' }],
        },
      };
    }
    budget.remaining -= 1;
    let selections: GqlField[];
    try {
      selections = parseGqlQuery(query, isRecordValue(variables) ? variables : {});
    } catch (error) {
      return {
        status: 200,
        headers: headers(),
        body: { errors: [{ message: String((error as Error).message) }] },
      };
    }
    const errors: Record<string, unknown>[] = [];
    try {
      const data = resolveGql(
        selections,
        'Query',
        (field, path) => this.resolveLinkQueryField(field, path, errors),
        [],
      );
      return { status: 200, headers: headers(), body: errors.length > 0 ? { data, errors } : { data } };
    } catch (error) {
      return {
        status: 200,
        headers: headers(),
        body: {
          errors: [{ extensions: { code: 'undefinedField' }, message: String((error as Error).message) }],
        },
      };
    }
  }

  private resolveLinkQueryField(
    field: GqlField,
    path: string[],
    errors: Record<string, unknown>[],
  ): GqlValue {
    const budget = this.graphqlBudget;
    const notFound = (message: string) => {
      errors.push({ type: 'NOT_FOUND', path, locations: [{ line: 1, column: 1 }], message });
      return null;
    };
    switch (field.name) {
      case 'rateLimit':
        return {
          __typename: 'RateLimit',
          limit: budget.limit,
          remaining: budget.remaining,
          used: budget.limit - budget.remaining,
          cost: 1,
          nodeCount: 0,
          resetAt: new Date(budget.reset * 1000).toISOString(),
        };
      case 'repositoryOwner': {
        const login = String(field.args['login'] ?? '');
        const type = this.linkOwnerStore.get(login.toLowerCase());
        return type ? { __typename: type, login, id: `O_${login}` } : null;
      }
      case 'repository': {
        const wanted = `${String(field.args['owner'])}/${String(field.args['name'])}`.toLowerCase();
        const repository = this.linkRepositoryStore.find(
          (r) =>
            `${r.owner}/${r.name}`.toLowerCase() === wanted ||
            (r.formerNames ?? []).some((former) => former.toLowerCase() === wanted),
        );
        if (repository?.error) {
          errors.push({ ...repository.error, path, locations: [{ line: 1, column: 1 }] });
          return null;
        }
        if (!repository || repository.hidden) {
          return notFound(`Could not resolve to a Repository with the name '${wanted}'.`);
        }
        return {
          __typename: 'Repository',
          id: `R_${repository.owner}/${repository.name}`,
          name: repository.name,
          nameWithOwner: `${repository.owner}/${repository.name}`,
          isPrivate: repository.isPrivate ?? false,
          [GQL_RESOLVE]: (inner: GqlField, innerPath: string[]) =>
            this.resolveLinkRepositoryField(repository, inner, innerPath, notFoundAt(errors)),
        };
      }
      default:
        throw new Error(`Field '${field.name}' doesn't exist on type 'Query'`);
    }
  }

  private resolveLinkRepositoryField(
    repository: FakeLinkRepository,
    field: GqlField,
    path: string[],
    notFound: (path: string[], message: string) => null,
  ): GqlValue | undefined {
    const number = Number(field.args['number']);
    switch (field.name) {
      case 'object':
        return fakeGitObject(repository, field.args['expression'], field.args['oid']);
      case 'issueOrPullRequest':
        if (repository.issues?.includes(number)) return { __typename: 'Issue', id: `I_${number}`, number };
        if (repository.pulls?.includes(number))
          return { __typename: 'PullRequest', id: `PR_${number}`, number };
        return notFound(path, `Could not resolve to an issue or pull request with the number of ${number}.`);
      case 'discussion':
        return repository.discussions?.includes(number)
          ? { __typename: 'Discussion', id: `D_${number}`, number }
          : notFound(path, `Could not resolve to a Discussion with the number of ${number}.`);
      case 'release': {
        const tag = String(field.args['tagName']);
        return repository.releases?.includes(tag)
          ? { __typename: 'Release', id: `RE_${tag}`, tagName: tag }
          : null;
      }
      case 'ref': {
        const name = String(field.args['qualifiedName']);
        const tag = /^refs\/tags\/(.+)$/.exec(name)?.[1];
        const branch = /^refs\/heads\/(.+)$/.exec(name)?.[1];
        const exists =
          (tag !== undefined && repository.tags?.[tag] !== undefined) ||
          (branch !== undefined && repository.branches?.[branch] !== undefined);
        return exists ? { __typename: 'Ref', id: `REF_${name}`, name } : null;
      }
      default:
        return undefined;
    }
  }

  private buildRoutes(): Route[] {
    const route = (spec: string, permissions: string, handle: (ctx: Context) => Answer): Route => {
      const [method = 'GET', path = '/'] = spec.split(' ');
      const names: string[] = [];
      const pattern = new RegExp(
        `^${path.replace(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name);
          // A file path (contents API) spans segments.
          return name === 'path' || name === 'ref' ? '(.+)' : '([^/]+)';
        })}$`,
      );
      return { route: spec, method, pattern, names, permissions, handle };
    };
    const comments = '/repos/{owner}/{repo}/issues';
    return [
      route(`GET ${comments}/{issue_number}/comments`, 'pull_requests=read; issues=read', (ctx) => {
        const issue = Number(ctx.params['issue_number']);
        const list = this.commentStore.filter((c) => c.issueNumber === issue).map(commentJson);
        return paginate(list, ctx);
      }),
      route(`POST ${comments}/{issue_number}/comments`, 'pull_requests=write; issues=write', (ctx) => {
        const invalid = checkBody(ctx.body['body']);
        if (invalid) return invalid;
        const comment = this.addComment(
          Number(ctx.params['issue_number']),
          ctx.body['body'] as string,
          ctx.user,
        );
        return { status: 201, body: commentJson(comment) };
      }),
      route(`PATCH ${comments}/comments/{comment_id}`, 'pull_requests=write; issues=write', (ctx) => {
        const comment = this.commentStore.find((c) => c.id === Number(ctx.params['comment_id']));
        if (!comment) return notFound();
        this.noteForeignWrite('PATCH', comment, ctx.user);
        const invalid = checkBody(ctx.body['body']);
        if (invalid) return invalid;
        comment.body = ctx.body['body'] as string;
        comment.updatedAt = new Date().toISOString();
        comment.edits += 1;
        return { status: 200, body: commentJson(comment) };
      }),
      route(`DELETE ${comments}/comments/{comment_id}`, 'pull_requests=write; issues=write', (ctx) => {
        const index = this.commentStore.findIndex((c) => c.id === Number(ctx.params['comment_id']));
        if (index < 0) return notFound();
        this.noteForeignWrite('DELETE', this.commentStore[index] as FakeComment, ctx.user);
        this.commentStore.splice(index, 1);
        return { status: 204 };
      }),
      route('GET /repos/{owner}/{repo}/deployments', 'deployments=read', (ctx) => {
        const environment = ctx.query.get('environment');
        const [sha, ref, task] = ['sha', 'ref', 'task'].map((name) => ctx.query.get(name));
        const list = this.deploymentStore
          .filter((d) => !environment || d.environment === environment)
          .filter((d) => !sha || (d.sha ?? d.ref) === sha)
          .filter((d) => !ref || d.ref === ref)
          .filter(() => !task || task === 'deploy')
          .map((d) => deploymentJson(d))
          .reverse();
        return paginate(list, ctx);
      }),
      route('POST /repos/{owner}/{repo}/deployments', 'deployments=write', (ctx) => {
        const { ref, environment, description } = ctx.body;
        if (typeof ref !== 'string' || ref === '')
          return validationFailed('ref is missing', 'ref', 'Deployment');
        if (typeof description === 'string' && description.length > MAX_STATUS_DESCRIPTION) {
          return validationFailed(
            'description is too long (maximum is 140 characters)',
            'description',
            'Deployment',
          );
        }
        const env = typeof environment === 'string' ? environment : 'production';
        const deployment: FakeDeployment = {
          id: this.nextId++,
          ref,
          environment: env,
          description: typeof description === 'string' ? description : null,
          transient_environment: ctx.body['transient_environment'] === true,
          production_environment:
            typeof ctx.body['production_environment'] === 'boolean'
              ? ctx.body['production_environment']
              : env === 'production',
          auto_merge: ctx.body['auto_merge'] as boolean | undefined,
          required_contexts: ctx.body['required_contexts'] as string[] | undefined,
          creator: ctx.user,
          created_at: new Date().toISOString(),
        };
        this.deploymentStore.push(deployment);
        return { status: 201, body: deploymentJson(deployment) };
      }),
      route('GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses', 'deployments=read', (ctx) => {
        const id = Number(ctx.params['deployment_id']);
        if (!this.deploymentStore.some((d) => d.id === id)) return notFound();
        const list = this.statuses(id).map((s) => ({ ...s, target_url: s.log_url }));
        return paginate(list.reverse(), ctx);
      }),
      route('POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses', 'deployments=write', (ctx) => {
        const id = Number(ctx.params['deployment_id']);
        const deployment = this.deploymentStore.find((d) => d.id === id);
        if (!deployment) return notFound();
        const { state, description } = ctx.body;
        if (typeof state !== 'string' || !DEPLOYMENT_STATES.has(state)) {
          return validationFailed(`state is not included in the list`, 'state', 'DeploymentStatus');
        }
        if (typeof description === 'string' && description.length > MAX_STATUS_DESCRIPTION) {
          return validationFailed(
            'description is too long (maximum is 140 characters)',
            'description',
            'DeploymentStatus',
          );
        }
        return { status: 201, body: this.setDeploymentStatus(id, state, ctx.body) };
      }),
      route('GET /repos/{owner}/{repo}/branches', 'contents=read', (ctx) => {
        const list = [...this.branchStore]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([name, sha]) => ({
            name,
            commit: { sha, url: `${ctx.origin}/commits/${sha}` },
            protected: false,
          }));
        return paginate(list, ctx);
      }),
      route('GET /repos/{owner}/{repo}/branches/{branch}', 'contents=read', (ctx) => {
        const name = ctx.params['branch'] ?? '';
        const sha = this.branchStore.get(name);
        if (!sha) return { status: 404, body: { message: 'Branch not found', status: '404' } };
        return { status: 200, body: { name, commit: { sha }, protected: false } };
      }),
      route('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', 'pull_requests=read', (ctx) => {
        const files = this.pullFileStore.get(Number(ctx.params['pull_number'])) ?? [];
        const list = files.slice(0, 3000).map((f, i) => ({
          sha: fakeSha(`${f.filename}:${i}`),
          filename: f.filename,
          status: f.status,
          additions: 1,
          deletions: f.status === 'added' ? 0 : 1,
          changes: f.status === 'added' ? 1 : 2,
          blob_url: `https://github.com/${this.owner}/${this.repo}/blob/x/${encodeURI(f.filename)}`,
          raw_url: `https://github.com/${this.owner}/${this.repo}/raw/x/${encodeURI(f.filename)}`,
          contents_url: `${ctx.origin}/repos/${this.owner}/${this.repo}/contents/${encodeURI(f.filename)}`,
          ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
        }));
        return paginate(list, ctx);
      }),
      route('GET /repos/{owner}/{repo}/pulls/{pull_number}', 'pull_requests=read', (ctx) => {
        const pull = this.pullStore.find((p) => p.number === Number(ctx.params['pull_number']));
        if (!pull) return { status: 404, body: { message: 'Not Found', status: '404' } };
        return { status: 200, body: this.pullJson(pull) };
      }),
      route('GET /repos/{owner}/{repo}/tarball/{ref}', 'contents=read', (ctx) => {
        const ref = ctx.params['ref'] ?? '';
        if (!this.tarballStore.has(ref)) return notFound();
        // GitHub answers 302 to codeload.github.com, which serves the archive.
        return {
          status: 302,
          headers: { location: `${ctx.origin}/_codeload/${this.owner}/${this.repo}/legacy.tar.gz/${ref}` },
        };
      }),
      route('GET /_codeload/{owner}/{repo}/legacy.tar.gz/{ref}', 'contents=read', (ctx) => {
        const tarball = this.tarballStore.get(ctx.params['ref'] ?? '');
        if (!tarball) return notFound();
        return { status: 200, body: tarball, headers: { 'content-type': 'application/x-gzip' } };
      }),
      route('GET /repos/{owner}/{repo}/compare/{basehead}', 'contents=read', (ctx) => {
        const basehead = ctx.params['basehead'] ?? '';
        const mergeBase = this.mergeBaseStore.get(basehead);
        if (!mergeBase) return notFound();
        return {
          status: 200,
          body: { status: 'diverged', merge_base_commit: { sha: mergeBase }, files: [], commits: [] },
        };
      }),
      route('POST /repos/{owner}/{repo}/check-runs', 'checks=write', (ctx) => {
        const problem = checkRunProblem(ctx.body);
        if (problem) return validationFailed(problem, 'output', 'CheckRun');
        const output = (ctx.body['output'] ?? {}) as Record<string, unknown>;
        const run: FakeCheckRun = {
          id: this.nextId++,
          name: text(ctx.body['name'], ''),
          headSha: text(ctx.body['head_sha'], ''),
          status: text(ctx.body['status'], 'queued'),
          conclusion: typeof ctx.body['conclusion'] === 'string' ? ctx.body['conclusion'] : null,
          title: text(output['title'], ''),
          summary: text(output['summary'], ''),
          annotations: [...((output['annotations'] as Record<string, unknown>[] | undefined) ?? [])],
          requests: 1,
        };
        this.checkRunStore.push(run);
        return { status: 201, body: this.checkRunJson(run, ctx.origin) };
      }),
      route('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', 'checks=write', (ctx) => {
        const run = this.checkRunStore.find((r) => r.id === Number(ctx.params['check_run_id']));
        if (!run) return notFound();
        const problem = checkRunProblem(ctx.body);
        if (problem) return validationFailed(problem, 'output', 'CheckRun');
        const output = ctx.body['output'] as Record<string, unknown> | undefined;
        if (output) {
          run.title = text(output['title'], run.title);
          run.summary = text(output['summary'], run.summary);
          // GitHub appends the annotations of each update to those already there.
          run.annotations.push(...((output['annotations'] as Record<string, unknown>[] | undefined) ?? []));
        }
        if (typeof ctx.body['conclusion'] === 'string') run.conclusion = ctx.body['conclusion'];
        run.requests += 1;
        return { status: 200, body: this.checkRunJson(run, ctx.origin) };
      }),
      route('GET /repos/{owner}/{repo}/contents/{path}', 'contents=read', (ctx) => {
        const path = decodeURIComponent(ctx.params['path'] ?? '');
        const text = this.contentStore.get(`${ctx.query.get('ref') ?? ''}:${path}`);
        if (text === undefined) {
          const committed = this.git.contentAt(ctx.query.get('ref') ?? 'main', path, ctx.origin);
          return committed ?? { status: 404, body: { message: 'Not Found', status: '404' } };
        }
        return { status: 200, body: text, headers: { 'content-type': 'application/vnd.github.raw' } };
      }),
      route('GET /repos/{owner}/{repo}/pulls', 'pull_requests=read', (ctx) => {
        const state = ctx.query.get('state') ?? 'open';
        const head = ctx.query.get('head') ?? '';
        // Like GitHub: the filter applies only in the `owner:branch` form.
        const [headOwner, headRef] = head.includes(':') ? head.split(/:(.*)/s) : [undefined, undefined];
        const list = this.pullStore
          .filter((p) => state === 'all' || p.state === state)
          .filter((p) => headOwner === undefined || (p.headOwner === headOwner && p.headRef === headRef))
          .map((p) => this.pullJson(p));
        return paginate(list, ctx);
      }),
      ...this.issueStore.routes().map((r) => route(r.spec, r.permissions, r.handle)),
      ...this.app.routes().map((r) => route(r.spec, r.permissions, r.handle)),
      ...this.git.routes().map((r) => route(r.spec, r.permissions, r.handle)),
    ];
  }

  private noteForeignWrite(method: string, comment: FakeComment, by: FakeIdentity): void {
    if (comment.user.login !== by.login) {
      this.foreignCommentWrites.push({
        method,
        commentId: comment.id,
        author: comment.user.login,
        by: by.login,
      });
    }
  }

  /**
   * A new status, as `POST .../statuses` adds it. GitHub's default: a successful deployment retires
   * older non-transient, non-production deployments of the same environment.
   */
  private setDeploymentStatus(
    id: number,
    state: string,
    body: Record<string, unknown>,
  ): FakeDeploymentStatus {
    const deployment = this.deploymentStore.find((d) => d.id === id);
    const status = this.addStatus(id, state, body);
    if (deployment && state === 'success' && body['auto_inactive'] !== false) {
      for (const other of this.deploymentStore) {
        if (
          other.id !== id &&
          other.environment === deployment.environment &&
          !other.production_environment
        ) {
          const last = this.statusStore.filter((s) => s.deploymentId === other.id).at(-1);
          if (last?.state !== 'inactive') this.addStatus(other.id, 'inactive', {});
        }
      }
    }
    return status;
  }

  private addStatus(
    deploymentId: number,
    state: string,
    body: Record<string, unknown>,
  ): FakeDeploymentStatus {
    const status: FakeDeploymentStatus = {
      id: this.nextId++,
      deploymentId,
      state,
      environment_url: typeof body['environment_url'] === 'string' ? body['environment_url'] : '',
      log_url: typeof body['log_url'] === 'string' ? body['log_url'] : '',
      description: typeof body['description'] === 'string' ? body['description'] : '',
      auto_inactive: body['auto_inactive'] as boolean | undefined,
      created_at: new Date().toISOString(),
    };
    this.statusStore.push(status);
    return status;
  }

  private checkRunJson(run: FakeCheckRun, origin: string) {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.headSha,
      status: run.status,
      conclusion: run.conclusion,
      html_url: `https://github.com/${this.owner}/${this.repo}/runs/${run.id}`,
      url: `${origin}/repos/${this.owner}/${this.repo}/check-runs/${run.id}`,
      output: { title: run.title, summary: run.summary, annotations_count: run.annotations.length },
    };
  }

  private pullJson(p: FakePull) {
    const baseFull = `${this.owner}/${this.repo}`;
    const headFull = `${p.headOwner}/${this.repo}`;
    return {
      number: p.number,
      state: p.state,
      html_url: `https://github.com/${baseFull}/pull/${p.number}`,
      head: {
        ref: p.headRef,
        sha: p.headSha,
        label: `${p.headOwner}:${p.headRef}`,
        repo: { full_name: headFull, fork: headFull !== baseFull, owner: { login: p.headOwner } },
      },
      base: {
        ref: p.baseRef ?? 'main',
        sha: p.baseSha ?? fakeSha(`${baseFull}:main`),
        repo: { full_name: baseFull, fork: false, owner: { login: this.owner } },
      },
    };
  }
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  return new FakeGitHub(options).listen();
}

/** A deterministic 40-hex sha for a name. */
export function fakeSha(seed: string): string {
  let h = 2166136261;
  let out = '';
  while (out.length < 40) {
    for (const ch of seed + out.length) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}

function checkBody(body: unknown): Answer | undefined {
  if (typeof body !== 'string' || body === '')
    return validationFailed('body is missing', 'body', 'IssueComment');
  if (body.length > MAX_COMMENT_BODY) {
    return validationFailed('Body is too long (maximum is 65536 characters)', 'body', 'IssueComment');
  }
  return undefined;
}

function commentJson(c: FakeComment) {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: { login: c.user.login, id: c.id * 7, type: c.user.type },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
  };
}

function deploymentJson(d: FakeDeployment) {
  return {
    id: d.id,
    ref: d.ref,
    sha: d.sha ?? d.ref,
    task: 'deploy',
    environment: d.environment,
    description: d.description,
    transient_environment: d.transient_environment,
    production_environment: d.production_environment,
    creator: { login: d.creator.login, type: d.creator.type },
    created_at: d.created_at,
    updated_at: d.created_at,
  };
}

function injected(status: number, options: FailOptions): Answer {
  const headers: Record<string, string> = { ...options.headers };
  if (options.retryAfter !== undefined) headers['retry-after'] = String(options.retryAfter);
  const rateLimited = (status === 403 || status === 429) && options.retryAfter !== undefined;
  const message =
    options.message ??
    (rateLimited
      ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
      : status === 404
        ? 'Not Found'
        : status === 422
          ? 'Validation Failed'
          : status >= 500
            ? 'Server Error'
            : 'Forbidden');
  return {
    status,
    headers,
    body: { message, documentation_url: 'https://docs.github.com/rest', status: String(status) },
  };
}

/** JSON, except a raw file answer (contents API with the raw media type), which is its text. */
function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** GitHub's limits on a check run request: at most 50 annotations, a summary of at most 65535 characters. */
function checkRunProblem(body: Record<string, unknown>): string | undefined {
  const output = body['output'] as Record<string, unknown> | undefined;
  if (!output) return undefined;
  const annotations = output['annotations'];
  if (Array.isArray(annotations) && annotations.length > 50)
    return 'Only 50 annotations are allowed per request';
  if (typeof output['summary'] === 'string' && output['summary'].length > 65_535)
    return 'summary is too long (maximum is 65535 characters)';
  if (typeof output['title'] !== 'string' || typeof output['summary'] !== 'string')
    return 'output needs a title and a summary';
  return undefined;
}

function bodyText(answer: Answer): string {
  const raw = String(answer.headers?.['content-type'] ?? '').includes('raw');
  return raw && typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
}

// ---- GraphQL look-ups of github.com links: a small parser for the queries the link checker sends ----

type GqlArg = string | number | boolean | null;

interface GqlField {
  alias: string;
  name: string;
  args: Record<string, GqlArg>;
  selections: GqlField[] | undefined;
}

/** Resolves the fields of an object that take arguments or are computed; undefined: a plain property. */
const GQL_RESOLVE = Symbol('resolve');

interface GqlObject {
  __typename: string;
  [key: string]: unknown;
  [GQL_RESOLVE]?: (field: GqlField, path: string[]) => GqlValue | undefined;
}

type GqlValue = string | number | boolean | null | GqlObject;

function isLinkLookupQuery(query: string): boolean {
  return /\b(?:repository|repositoryOwner)\s*\(|\brateLimit\s*\{/.test(query);
}

function isRecordValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level selections of `query($a: T!, ...) { ... }`, variables substituted into arguments. */
function parseGqlQuery(query: string, variables: Record<string, unknown>): GqlField[] {
  const tokens: string[] = [];
  const token = /\s+|,|#[^\n]*|(\.\.\.|[{}():!$[\]=@]|-?\d+|[_A-Za-z][_0-9A-Za-z]*|"(?:[^"\\\n]|\\.)*")/gy;
  while (token.lastIndex < query.length) {
    const at = token.lastIndex;
    const match = token.exec(query);
    if (!match) throw new Error(`Parse error on "${query.slice(at, at + 10)}" at offset ${at}`);
    if (match[1] !== undefined) tokens.push(match[1]);
  }
  let position = 0;
  const declared = new Set<string>();
  const used = new Set<string>();
  const peek = () => tokens[position];
  const next = () => {
    const value = tokens[position++];
    if (value === undefined) throw new Error('Parse error: the query ends too soon');
    return value;
  };
  const expect = (wanted: string) => {
    const value = next();
    if (value !== wanted) throw new Error(`Parse error on "${value}": expected "${wanted}"`);
  };
  const name = () => {
    const value = next();
    if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(value))
      throw new Error(`Parse error on "${value}": expected a name`);
    return value;
  };
  const type = (): void => {
    if (peek() === '[') {
      next();
      type();
      expect(']');
    } else name();
    if (peek() === '!') next();
  };
  const value = (): GqlArg => {
    const raw = next();
    if (raw === '$') {
      const variable = name();
      if (!declared.has(variable)) throw new Error(`Variable $${variable} is used but not declared`);
      used.add(variable);
      const given = variables[variable];
      if (!['string', 'number', 'boolean'].includes(typeof given)) {
        throw new Error(`Variable $${variable} was provided invalid value`);
      }
      return given as GqlArg;
    }
    if (raw.startsWith('"')) return JSON.parse(raw) as string;
    if (/^-?\d+$/.test(raw)) return Number(raw);
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (raw === 'null') return null;
    if (/^[_A-Za-z]/.test(raw)) return raw;
    throw new Error(`Parse error on "${raw}": expected a value`);
  };
  const selectionSet = (): GqlField[] => {
    expect('{');
    const fields: GqlField[] = [];
    while (peek() !== '}') {
      const first = name();
      const field: GqlField = { alias: first, name: first, args: {}, selections: undefined };
      if (peek() === ':') {
        next();
        field.name = name();
      }
      if (peek() === '(') {
        next();
        while (peek() !== ')') {
          const argument = name();
          expect(':');
          field.args[argument] = value();
        }
        next();
      }
      if (peek() === '{') field.selections = selectionSet();
      if (fields.some((other) => other.alias === field.alias)) {
        throw new Error(`Field '${field.alias}' has an argument conflict`);
      }
      fields.push(field);
    }
    next();
    if (fields.length === 0) throw new Error('Parse error: an empty selection set');
    return fields;
  };
  if (peek() === 'query') {
    next();
    if (peek() !== '(' && peek() !== '{') name();
    if (peek() === '(') {
      next();
      while (peek() !== ')') {
        expect('$');
        declared.add(name());
        expect(':');
        type();
      }
      next();
    }
  }
  const selections = selectionSet();
  if (position !== tokens.length)
    throw new Error(`Parse error on "${peek()}": expected the end of the query`);
  const unused = [...declared].find((variable) => !used.has(variable));
  if (unused !== undefined)
    throw new Error(`Variable $${unused} is declared by anonymous query but not used`);
  return selections;
}

/** The data of a selection set on `parent`; throws on a field its type does not have, as GitHub's validation. */
function resolveGql(
  selections: readonly GqlField[],
  typename: string,
  resolve: (field: GqlField, path: string[]) => GqlValue | undefined,
  path: string[],
): Record<string, unknown> {
  return selectGql({ __typename: typename, [GQL_RESOLVE]: resolve }, selections, path);
}

function selectGql(
  parent: GqlObject,
  selections: readonly GqlField[],
  path: string[],
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of selections) {
    const fieldPath = [...path, field.alias];
    let value = parent[GQL_RESOLVE]?.(field, fieldPath);
    if (value === undefined) {
      if (!Object.hasOwn(parent, field.name)) {
        throw new Error(`Field '${field.name}' doesn't exist on type '${parent.__typename}'`);
      }
      value = parent[field.name] as GqlValue;
    }
    if (typeof value === 'object' && value !== null) {
      if (!field.selections)
        throw new Error(`Field must have selections (field '${field.name}' returns ${value.__typename})`);
      data[field.alias] = selectGql(value, field.selections, fieldPath);
    } else {
      data[field.alias] = value;
    }
  }
  return data;
}

function notFoundAt(errors: Record<string, unknown>[]): (path: string[], message: string) => null {
  return (path, message) => {
    errors.push({ type: 'NOT_FOUND', path, locations: [{ line: 1, column: 1 }], message });
    return null;
  };
}

/** `object(oid:)` or `object(expression: "<rev>[:<path>]")` in a fake repository. */
function fakeGitObject(
  repository: FakeLinkRepository,
  expression: GqlArg | undefined,
  oid: GqlArg | undefined,
): GqlValue {
  const commits = repository.commits ?? [];
  const commit = (sha: string): GqlObject => ({ __typename: 'Commit', id: `C_${sha}`, oid: sha });
  if (typeof oid === 'string') return commits.includes(oid.toLowerCase()) ? commit(oid.toLowerCase()) : null;
  if (typeof expression !== 'string') return null;
  const colon = expression.indexOf(':');
  const rev = colon < 0 ? expression : expression.slice(0, colon);
  const files = fakeRevFiles(repository, rev);
  if (!files) return null;
  if (colon < 0) return commit(fakeSha(`${repository.owner}/${repository.name}@${rev}`));
  const path = expression.slice(colon + 1).replace(/\/+$/, '');
  const object = (type: 'Blob' | 'Tree'): GqlObject => ({
    __typename: type,
    id: `${type}_${rev}:${path}`,
    oid: fakeSha(`${rev}:${path}`),
  });
  if (path === '') return object('Tree');
  if (files.includes(path)) return object('Blob');
  return files.some((file) => file.startsWith(`${path}/`)) ? object('Tree') : null;
}

/** The files at a branch, tag, `HEAD` or commit (a commit's tree is kept empty); undefined: no such rev. */
function fakeRevFiles(repository: FakeLinkRepository, rev: string): string[] | undefined {
  const branches = repository.branches ?? {};
  const tags = repository.tags ?? {};
  if (rev === 'HEAD') return Object.values(branches)[0];
  const qualified = /^refs\/(heads|tags)\/(.+)$/.exec(rev);
  if (qualified) {
    const [, kind, name = ''] = qualified;
    const refs = kind === 'heads' ? branches : tags;
    return Object.hasOwn(refs, name) ? refs[name] : undefined;
  }
  if (Object.hasOwn(branches, rev)) return branches[rev];
  if (Object.hasOwn(tags, rev)) return tags[rev];
  if (/^[0-9a-f]{4,40}$/i.test(rev)) {
    const matches = (repository.commits ?? []).filter((sha) => sha.startsWith(rev.toLowerCase()));
    if (matches.length === 1) return [];
  }
  return undefined;
}
