import nock from 'nock';
import type { FakeGitHub } from '../../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../../support/fake-github.js';

let fake: FakeGitHub;
beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
beforeEach(async () => {
  fake = await startFakeGitHub();
  fake.addLinkRepository({
    owner: 'octo',
    name: 'kit',
    branches: { main: ['docs/a.md'] },
    issues: [1],
    formerNames: ['octo/old'],
  });
});
afterEach(async () => {
  await fake.close();
});

async function ask(query: string, variables: Record<string, unknown> = {}) {
  const answer = await octokitFor(fake).request('POST /graphql', { query, variables });
  return {
    body: answer.data as { data?: Record<string, unknown>; errors?: Record<string, unknown>[] },
    headers: answer.headers,
  };
}

describe('the fake GitHub answers link look-ups', () => {
  test('aliased repository fields, NOT_FOUND errors with their path, null data', async () => {
    const { body, headers } = await ask(
      `query($o: String!, $n: String!, $x: String!, $gone: String!, $i: Int!) {
        rateLimit { remaining limit resetAt cost }
        r0: repository(owner: $o, name: $n) {
          nameWithOwner
          f: object(expression: $x) { __typename }
          d: object(expression: "main:docs") { __typename }
          h: object(expression: "HEAD:docs/a.md") { __typename }
          i: issueOrPullRequest(number: $i) { __typename }
          missing: issueOrPullRequest(number: 2) { __typename }
        }
        r1: repository(owner: $o, name: $gone) { id }
        r2: repository(owner: "octo", name: "old") { nameWithOwner }
      }`,
      { o: 'octo', n: 'kit', x: 'main:docs/a.md', gone: 'nope', i: 1 },
    );
    expect(body.data).toEqual({
      rateLimit: { remaining: 4999, limit: 5000, resetAt: expect.any(String), cost: 1 },
      r0: {
        nameWithOwner: 'octo/kit',
        f: { __typename: 'Blob' },
        d: { __typename: 'Tree' },
        h: { __typename: 'Blob' },
        i: { __typename: 'Issue' },
        missing: null,
      },
      r1: null,
      r2: { nameWithOwner: 'octo/kit' },
    });
    expect(body.errors).toEqual([
      expect.objectContaining({ type: 'NOT_FOUND', path: ['r0', 'missing'] }),
      expect.objectContaining({
        type: 'NOT_FOUND',
        path: ['r1'],
        message: "Could not resolve to a Repository with the name 'octo/nope'.",
      }),
    ]);
    expect(headers['x-ratelimit-remaining']).toBe('4999');
    expect(headers['x-ratelimit-resource']).toBe('graphql');
  });

  test('the budget is settable and spent one point per query', async () => {
    fake.setGraphqlRateLimit({ limit: 1000, remaining: 2, reset: 1_900_000_000 });
    const first = await ask('{ rateLimit { remaining } }');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect(first.headers['x-ratelimit-reset']).toBe('1900000000');
    await ask('{ rateLimit { remaining } }');
    const third = await ask('{ rateLimit { remaining } }');
    expect(third.body).toEqual({ errors: [expect.objectContaining({ type: 'RATE_LIMITED' })] });
    expect(fake.graphqlRateLimit()).toEqual({ limit: 1000, remaining: 0, reset: 1_900_000_000 });
  });

  test('a query GitHub would refuse fails whole, without data', async () => {
    const unknownField = await ask('{ r: repository(owner: "octo", name: "kit") { stars } }');
    expect(unknownField.body).toEqual({
      errors: [expect.objectContaining({ message: "Field 'stars' doesn't exist on type 'Repository'" })],
    });
    const undeclared = await ask('{ r: repository(owner: $o, name: "kit") { id } }', { o: 'octo' });
    expect(undeclared.body.errors?.[0]?.['message']).toMatch(/\$o is used but not declared/);
    const unused = await ask('query($o: String!) { r: repository(owner: "octo", name: "kit") { id } }', {
      o: 'x',
    });
    expect(unused.body.errors?.[0]?.['message']).toMatch(/\$o is declared .* but not used/);
    const duplicate = await ask(
      '{ a: repositoryOwner(login: "octo") { login } a: repositoryOwner(login: "x") { login } }',
    );
    expect(duplicate.body.errors?.[0]?.['message']).toMatch(/argument conflict/);
  });

  test('failNextGraphql answers the next request with an HTTP error', async () => {
    fake.failNextGraphql(502);
    await expect(ask('{ rateLimit { remaining } }')).rejects.toMatchObject({ status: 502 });
    await expect(ask('{ rateLimit { remaining } }')).resolves.toBeDefined();
  });

  test('the comment query of the sticky comment is still answered as before', async () => {
    const comment = fake.addComment(7, 'hello');
    const answer = await octokitFor(fake).graphql<{ nodes: unknown[] }>(
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id viewerDidAuthor } } }',
      { ids: [`IC_${comment.id}`] },
    );
    expect(answer.nodes).toEqual([{ id: `IC_${comment.id}`, viewerDidAuthor: true }]);
    expect(fake.graphqlRateLimit().remaining).toBe(5000);
  });
});
