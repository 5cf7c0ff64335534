import nock from 'nock';
import type { FakeGitHub } from '../../support/fake-github.js';
import { startFakeGitHub } from '../../support/fake-github.js';

interface IssueJson {
  number: number;
  node_id: string;
  title: string;
  body: string | null;
  state: string;
  state_reason: string | null;
  closed_at: string | null;
  user: { login: string };
  pull_request?: { url: string; html_url: string };
}

// The issues of the fake must behave like GitHub's where the sticky issue depends on them.
describe('fake GitHub issues', () => {
  let fake: FakeGitHub;
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  beforeEach(async () => {
    fake = await startFakeGitHub({ tokens: { ghp_user: { login: 'octocat', type: 'User' } } });
  });
  afterEach(() => fake.close());

  const call = async (method: string, path: string, body?: unknown, token = 't') => {
    const response = await fake.fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: (text ? JSON.parse(text) : null) as unknown,
    };
  };
  const list = async (query: string) =>
    ((await call('GET', `/repos/acme/docs/issues?${query}`)).json as IssueJson[]).map((i) => i.number);
  const graphql = async (query: string, ids: string[], token = 't') =>
    (await call('POST', '/graphql', { query, variables: { ids } }, token)).json as {
      data?: { nodes: unknown[] };
      errors?: { message: string }[];
    };

  it('numbers issues after pull requests and comment threads, as GitHub shares one numbering', async () => {
    fake.addPull({ number: 4, headRef: 'a' });
    fake.addComment(9, 'a comment on #9');
    const created = await call('POST', '/repos/acme/docs/issues', { title: 'Broken links', body: 'b' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      number: 10,
      node_id: 'I_10',
      title: 'Broken links',
      body: 'b',
      state: 'open',
      state_reason: null,
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: 'https://github.com/acme/docs/issues/10',
    });
    expect(fake.addIssue({ author: 'mallory' })).toMatchObject({ number: 11, user: { login: 'mallory' } });
  });

  it('lists open issues by default, newest first, with pull requests among them', async () => {
    fake.addIssue({ title: 'one' });
    fake.addIssue({ title: 'two', state: 'closed' });
    fake.addPull({ number: 3, headRef: 'x', title: 'A pull', body: 'pull body' });
    fake.addIssue({ title: 'four' });
    expect(await list('')).toEqual([4, 3, 1]);
    expect(await list('state=closed')).toEqual([2]);
    expect(await list('state=all&direction=asc')).toEqual([1, 2, 3, 4]);
    const pull = ((await call('GET', '/repos/acme/docs/issues/3')).json as IssueJson).pull_request;
    expect(pull).toEqual({
      url: `${fake.url}/repos/acme/docs/pulls/3`,
      html_url: 'https://github.com/acme/docs/pull/3',
    });
    expect(fake.issues().map((i) => i.number)).toEqual([1, 2, 4]);
  });

  it('sorts by update: an edit or a comment moves an issue first', async () => {
    for (let i = 0; i < 3; i += 1) fake.addIssue({ title: `issue ${i}` });
    expect(await list('state=all&sort=updated')).toEqual([3, 2, 1]);
    await call('PATCH', '/repos/acme/docs/issues/1', { body: 'edited' });
    expect(await list('state=all&sort=updated')).toEqual([1, 3, 2]);
    await call('POST', '/repos/acme/docs/issues/2/comments', { body: 'a comment' });
    expect(await list('state=all&sort=updated')).toEqual([2, 1, 3]);
    expect(await list('state=all&sort=updated&direction=asc')).toEqual([3, 1, 2]);
  });

  it('paginates the listing with Link headers', async () => {
    for (let i = 0; i < 5; i += 1) fake.addIssue();
    const first = await call('GET', '/repos/acme/docs/issues?state=all&per_page=2');
    expect(first.headers.get('link')).toContain(
      `<${fake.url}/repos/acme/docs/issues?state=all&per_page=2&page=2>; rel="next"`,
    );
    expect(await list('state=all&per_page=2&page=3')).toEqual([1]);
  });

  it('closes as completed unless told otherwise, reopens as reopened, and ignores a reason without a state change', async () => {
    fake.addIssue();
    fake.addIssue();
    const closed = (await call('PATCH', '/repos/acme/docs/issues/1', { state: 'closed' })).json as IssueJson;
    expect(closed).toMatchObject({ state: 'closed', state_reason: 'completed' });
    expect(closed.closed_at).not.toBeNull();
    expect(
      (await call('PATCH', '/repos/acme/docs/issues/2', { state: 'closed', state_reason: 'not_planned' }))
        .json,
    ).toMatchObject({ state_reason: 'not_planned' });
    expect((await call('PATCH', '/repos/acme/docs/issues/1', { state: 'open' })).json).toMatchObject({
      state: 'open',
      state_reason: 'reopened',
      closed_at: null,
    });
    expect(
      (await call('PATCH', '/repos/acme/docs/issues/1', { state: 'open', state_reason: 'not_planned' })).json,
    ).toMatchObject({ state: 'open', state_reason: 'reopened' });
    expect(fake.issues().map((i) => [i.state, i.stateReason, i.edits])).toEqual([
      ['open', 'reopened', 3],
      ['closed', 'not_planned', 1],
    ]);
  });

  it('refuses what GitHub refuses: no title, long title or body, unknown state, unknown issue', async () => {
    const refused = async (method: string, path: string, body: unknown) => {
      const answer = await call(method, path, body);
      return [answer.status, (answer.json as { errors?: { message: string }[] }).errors?.[0]?.message];
    };
    expect(await refused('POST', '/repos/acme/docs/issues', { body: 'b' })).toEqual([
      422,
      'title is missing',
    ]);
    expect(await refused('POST', '/repos/acme/docs/issues', { title: 't'.repeat(257) })).toEqual([
      422,
      'title is too long (maximum is 256 characters)',
    ]);
    expect(
      await refused('POST', '/repos/acme/docs/issues', { title: 't', body: 'b'.repeat(65_537) }),
    ).toEqual([422, 'body is too long (maximum is 65536 characters)']);
    fake.addIssue();
    expect(await refused('PATCH', '/repos/acme/docs/issues/1', { state: 'done' })).toEqual([
      422,
      'state is not included in the list',
    ]);
    expect((await call('PATCH', '/repos/acme/docs/issues/99', { body: 'b' })).status).toBe(404);
    expect((await call('GET', '/repos/acme/docs/issues/99')).status).toBe(404);
    expect(fake.issues()[0]!.edits).toBe(0);
  });

  it('answers 403 with the accepted permission when issues: write is missing, 410 when issues are off', async () => {
    fake.addIssue();
    fake.denyPermission('issues=write');
    const denied = await call('POST', '/repos/acme/docs/issues', { title: 't' });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-github-permissions')).toBe('issues=write');
    expect((await call('PATCH', '/repos/acme/docs/issues/1', { state: 'closed' })).status).toBe(403);
    expect((await call('GET', '/repos/acme/docs/issues')).status).toBe(200);
    fake.allowAll();
    fake.disableIssues();
    const gone = await call('GET', '/repos/acme/docs/issues');
    expect([gone.status, (gone.json as { message: string }).message]).toEqual([
      410,
      'Issues are disabled for this repo',
    ]);
    fake.disableIssues(false);
    expect((await call('GET', '/repos/acme/docs/issues/1')).status).toBe(200);
  });

  it('records edits of an issue by someone other than its author', async () => {
    fake.addIssue({ author: 'mallory' });
    await call('PATCH', '/repos/acme/docs/issues/1', { body: 'not mine' });
    expect(fake.foreignIssueWrites).toEqual([
      { issueNumber: 1, author: 'mallory', by: 'github-actions[bot]' },
    ]);
  });

  it('answers viewerDidAuthor on Issue nodes: {} for a pull request or a comment, null for an unknown id', async () => {
    fake.addIssue({ author: 'octocat' });
    fake.addIssue();
    fake.addPull({ number: 3, headRef: 'x' });
    const comment = fake.addComment(1, 'c');
    const onIssue = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Issue { id viewerDidAuthor } } }';
    expect(await graphql(onIssue, ['I_1', 'I_2', 'PR_3', `IC_${comment.id}`, 'I_404'], 'ghp_user')).toEqual({
      data: {
        nodes: [{ id: 'I_1', viewerDidAuthor: true }, { id: 'I_2', viewerDidAuthor: false }, {}, {}, null],
      },
    });
    const both =
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id viewerDidAuthor } ... on Issue { id viewerDidAuthor } } }';
    expect((await graphql(both, ['I_2', `IC_${comment.id}`])).data?.nodes).toEqual([
      { id: 'I_2', viewerDidAuthor: true },
      { id: `IC_${comment.id}`, viewerDidAuthor: true },
    ]);
    const unknown = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Discussion { id viewerDidAuthor } } }';
    expect((await graphql(unknown, ['I_1'])).errors?.[0]?.message).toMatch(/does not know this query/);
  });
});
