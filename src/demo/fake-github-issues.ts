import type { FakeIdentity, FakePull } from './fake-github.js';
import type { FakeAnswer, FakeRouteContext, FakeRouteSpec } from './fake-github-http.js';
import { notFound, paginate, validationFailed } from './fake-github-http.js';

/**
 * The issues of the fake GitHub: `GET/POST /repos/{o}/{r}/issues`, `GET/PATCH .../issues/{n}`. As on
 * GitHub, issues and pull requests share one numbering, the listing includes pull requests (with a
 * `pull_request` key), a comment bumps its issue's `updated_at`, and a repository with issues turned
 * off answers 410.
 */

export type FakeIssueStateReason = 'completed' | 'not_planned' | 'duplicate' | 'reopened';

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason: FakeIssueStateReason | null;
  user: FakeIdentity;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** How many times the issue was edited through the API. */
  edits: number;
}

export interface FakeIssueSeed {
  author: FakeIdentity;
  title?: string | undefined;
  body?: string | undefined;
  state?: 'open' | 'closed' | undefined;
}

/** What a pull request shows in the issue listing, beside what the fake's pull store keeps. */
export interface FakePullIssueFields {
  title?: string | undefined;
  body?: string | undefined;
  author?: FakeIdentity | undefined;
}

/** What the issue routes need from the rest of the fake. */
export interface FakeIssuesHost {
  owner: string;
  repo: string;
  /** The pull requests, live: GitHub lists them among the issues. */
  pulls(): readonly FakePull[];
  /** Numbers already used by pull requests or comment threads (issues and pulls share numbering). */
  takenNumbers(): Iterable<number>;
  commentCount(issueNumber: number): number;
}

/** An edit of an issue by someone other than its author; docs-ci must never make one. */
export interface FakeForeignIssueWrite {
  issueNumber: number;
  author: string;
  by: string;
}

interface PullFields {
  title: string;
  body: string;
  user: FakeIdentity;
  createdAt: string;
  updatedAt: string;
}

const MAX_TITLE = 256;
const MAX_BODY = 65_536;
const STATE_REASONS = new Set<string>(['completed', 'not_planned', 'duplicate', 'reopened']);
const ISSUE = '/repos/{owner}/{repo}/issues';

export class FakeIssues {
  readonly foreignWrites: FakeForeignIssueWrite[] = [];
  private readonly store: FakeIssue[] = [];
  private readonly pullFields = new Map<number, PullFields>();
  private lastStamp = 0;
  private enabled = true;
  private readonly host: FakeIssuesHost;

  constructor(host: FakeIssuesHost) {
    this.host = host;
  }

  list(): FakeIssue[] {
    return this.store.map((issue) => ({ ...issue, user: { ...issue.user } }));
  }

  add(seed: FakeIssueSeed): FakeIssue {
    const now = this.stamp();
    const closed = seed.state === 'closed';
    const issue: FakeIssue = {
      number: this.nextNumber(),
      title: seed.title ?? 'An issue',
      body: seed.body ?? '',
      state: closed ? 'closed' : 'open',
      stateReason: closed ? 'completed' : null,
      user: seed.author,
      createdAt: now,
      updatedAt: now,
      closedAt: closed ? now : null,
      edits: 0,
    };
    this.store.push(issue);
    return { ...issue };
  }

  /** Records what the issue listing shows of a pull request added to the fake. */
  notePull(number: number, fields: FakePullIssueFields): void {
    const now = this.stamp();
    this.pullFields.set(number, {
      title: fields.title ?? `Pull request #${number}`,
      body: fields.body ?? '',
      user: fields.author ?? { login: 'octocat', type: 'User' },
      createdAt: now,
      updatedAt: now,
    });
  }

  /** A comment was posted on `number`: GitHub moves the issue's `updated_at`. */
  touch(number: number): void {
    const issue = this.store.find((i) => i.number === number);
    if (issue) issue.updatedAt = this.stamp();
    const pull = this.pullFields.get(number);
    if (pull) pull.updatedAt = this.stamp();
  }

  /** Issues turned off in the repository's settings: every issue route answers 410. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  /**
   * The GraphQL node for `id` under `... on Issue { id viewerDidAuthor }`: the fields for an issue,
   * `{}` for a pull request (the fragment does not apply), undefined when no issue or pull has the id.
   */
  viewerNode(id: unknown, login: string): Record<string, unknown> | undefined {
    const issue = this.store.find((i) => issueNodeId(i.number) === id);
    if (issue) return { id, viewerDidAuthor: issue.user.login === login };
    return this.host.pulls().some((p) => pullNodeId(p.number) === id) ? {} : undefined;
  }

  routes(): FakeRouteSpec[] {
    return [
      {
        spec: `GET ${ISSUE}`,
        permissions: 'issues=read',
        handle: (ctx) => this.gated(() => this.listRoute(ctx)),
      },
      {
        spec: `POST ${ISSUE}`,
        permissions: 'issues=write',
        handle: (ctx) => this.gated(() => this.createRoute(ctx)),
      },
      {
        spec: `GET ${ISSUE}/{issue_number}`,
        permissions: 'issues=read',
        handle: (ctx) => this.gated(() => this.getRoute(ctx)),
      },
      {
        spec: `PATCH ${ISSUE}/{issue_number}`,
        permissions: 'issues=write',
        handle: (ctx) => this.gated(() => this.updateRoute(ctx)),
      },
    ];
  }

  private gated(answer: () => FakeAnswer): FakeAnswer {
    if (this.enabled) return answer();
    return {
      status: 410,
      body: {
        message: 'Issues are disabled for this repo',
        documentation_url: 'https://docs.github.com/rest/issues',
        status: '410',
      },
    };
  }

  private listRoute(ctx: FakeRouteContext): FakeAnswer {
    const state = ctx.query.get('state') ?? 'open';
    const sort = ctx.query.get('sort') ?? 'created';
    const ascending = ctx.query.get('direction') === 'asc';
    const items = [
      ...this.store.map((issue) => this.issueJson(issue, ctx.origin)),
      ...this.host.pulls().map((pull) => this.pullItemJson(pull, ctx.origin)),
    ].filter((item) => state === 'all' || item.state === state);
    const key = (item: { created_at: string; updated_at: string; comments: number }) =>
      sort === 'updated' ? item.updated_at : sort === 'comments' ? item.comments : item.created_at;
    items.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x < y ? -1 : x > y ? 1 : a.number - b.number;
      return ascending ? order : -order;
    });
    return paginate(items, ctx);
  }

  private createRoute(ctx: FakeRouteContext): FakeAnswer {
    const { title, body } = ctx.body;
    const invalid = checkTitle(title, true) ?? checkIssueBody(body);
    if (invalid) return invalid;
    const issue = this.add({
      author: ctx.user,
      title: String(title),
      body: typeof body === 'string' ? body : '',
    });
    return { status: 201, body: this.issueJson(issue, ctx.origin) };
  }

  private getRoute(ctx: FakeRouteContext): FakeAnswer {
    const number = Number(ctx.params['issue_number']);
    const issue = this.store.find((i) => i.number === number);
    if (issue) return { status: 200, body: this.issueJson(issue, ctx.origin) };
    const pull = this.host.pulls().find((p) => p.number === number);
    return pull ? { status: 200, body: this.pullItemJson(pull, ctx.origin) } : notFound();
  }

  private updateRoute(ctx: FakeRouteContext): FakeAnswer {
    const number = Number(ctx.params['issue_number']);
    const issue = this.store.find((i) => i.number === number);
    if (!issue) {
      return this.host.pulls().some((p) => p.number === number)
        ? validationFailed(
            'the fake GitHub does not edit pull requests through the issues API',
            'number',
            'Issue',
          )
        : notFound();
    }
    const { title, body, state } = ctx.body;
    const reason = ctx.body['state_reason'];
    const invalid =
      (title === undefined ? undefined : checkTitle(title, false)) ??
      (body === undefined ? undefined : checkIssueBody(body)) ??
      (state === undefined || state === 'open' || state === 'closed'
        ? undefined
        : validationFailed('state is not included in the list', 'state', 'Issue')) ??
      (reason === undefined || reason === null || (typeof reason === 'string' && STATE_REASONS.has(reason))
        ? undefined
        : validationFailed('state_reason is not included in the list', 'state_reason', 'Issue'));
    if (invalid) return invalid;
    if (issue.user.login !== ctx.user.login) {
      this.foreignWrites.push({ issueNumber: number, author: issue.user.login, by: ctx.user.login });
    }
    const now = this.stamp();
    if (typeof title === 'string' || typeof title === 'number') issue.title = String(title);
    if (body !== undefined) issue.body = typeof body === 'string' ? body : '';
    // As GitHub: state_reason counts only when the state changes.
    if (state === 'closed' && issue.state === 'open') {
      issue.state = 'closed';
      issue.closedAt = now;
      issue.stateReason = typeof reason === 'string' ? (reason as FakeIssueStateReason) : 'completed';
    } else if (state === 'open' && issue.state === 'closed') {
      issue.state = 'open';
      issue.closedAt = null;
      issue.stateReason = 'reopened';
    }
    issue.updatedAt = now;
    issue.edits += 1;
    return { status: 200, body: this.issueJson(issue, ctx.origin) };
  }

  private issueJson(issue: FakeIssue, origin: string) {
    return {
      ...this.itemJson(issue.number, origin),
      node_id: issueNodeId(issue.number),
      title: issue.title,
      body: issue.body === '' ? null : issue.body,
      state: issue.state,
      state_reason: issue.stateReason,
      user: { login: issue.user.login, id: issue.number * 11, type: issue.user.type },
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.closedAt,
      author_association: issue.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    };
  }

  private pullItemJson(pull: FakePull, origin: string) {
    const fields = this.pullFields.get(pull.number) ?? {
      title: `Pull request #${pull.number}`,
      body: '',
      user: { login: 'octocat', type: 'User' as const },
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    };
    const { owner, repo } = this.host;
    return {
      ...this.itemJson(pull.number, origin),
      node_id: pullNodeId(pull.number),
      title: fields.title,
      body: fields.body === '' ? null : fields.body,
      state: pull.state,
      state_reason: null,
      user: { login: fields.user.login, id: pull.number * 13, type: fields.user.type },
      created_at: fields.createdAt,
      updated_at: fields.updatedAt,
      closed_at: null,
      author_association: fields.user.type === 'Bot' ? 'NONE' : 'MEMBER',
      pull_request: {
        url: `${origin}/repos/${owner}/${repo}/pulls/${pull.number}`,
        html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
      },
    };
  }

  private itemJson(number: number, origin: string) {
    const { owner, repo } = this.host;
    return {
      id: 500_000 + number,
      number,
      url: `${origin}/repos/${owner}/${repo}/issues/${number}`,
      html_url: `https://github.com/${owner}/${repo}/issues/${number}`,
      labels: [],
      locked: false,
      comments: this.host.commentCount(number),
    };
  }

  private nextNumber(): number {
    let highest = 0;
    for (const n of this.host.takenNumbers()) highest = Math.max(highest, n);
    for (const issue of this.store) highest = Math.max(highest, issue.number);
    return highest + 1;
  }

  /** Strictly increasing timestamps, so `sort=updated` orders even writes of the same millisecond. */
  private stamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString();
  }
}

function issueNodeId(number: number): string {
  return `I_${number}`;
}

function pullNodeId(number: number): string {
  return `PR_${number}`;
}

function checkTitle(title: unknown, required: boolean): FakeAnswer | undefined {
  if (title === null && !required) return undefined;
  if ((typeof title !== 'string' && typeof title !== 'number') || String(title).trim() === '') {
    return validationFailed('title is missing', 'title', 'Issue');
  }
  if (String(title).length > MAX_TITLE) {
    return validationFailed(`title is too long (maximum is ${MAX_TITLE} characters)`, 'title', 'Issue');
  }
  return undefined;
}

function checkIssueBody(body: unknown): FakeAnswer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return validationFailed('body is not a string', 'body', 'Issue');
  if (body.length > MAX_BODY) {
    return validationFailed(`body is too long (maximum is ${MAX_BODY} characters)`, 'body', 'Issue');
  }
  return undefined;
}
