import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { clearSecretsForTests, registerSecret } from '../../../src/core/secrets.js';
import {
  MAX_COMMENT_LENGTH,
  readStickyState,
  stickyMarker,
  upsertStickyComment,
} from '../../../src/github/sticky-comment.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { ACTIONS_BOT, octokitFor, startFakeGitHub } from '../../support/fake-github.js';

const repo = { owner: 'acme', repo: 'docs' };
let issue = 100;

describe('upsertStickyComment', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub({ tokens: { ghp_user_token: { login: 'docs-maintainer', type: 'User' } } });
  });
  afterAll(() => fake.close());
  afterEach(() => expect(fake.foreignCommentWrites).toEqual([]));
  beforeEach(() => {
    issue += 1;
    fake.setLatency(0);
  });

  const upsert = (
    body: string,
    extra: Partial<Parameters<typeof upsertStickyComment>[1]> = {},
    token?: string,
  ) =>
    upsertStickyComment(octokitFor(fake, token), {
      ...repo,
      issueNumber: issue,
      key: 'docs',
      body,
      logger: createRecordingLogger(),
      ...extra,
    });

  it('creates on the first run and updates in place on the second', async () => {
    const first = await upsert('building');
    expect(first.created).toBe(true);
    const second = await upsert('ready');
    expect(second).toEqual({ commentId: first.commentId, created: false });
    const comments = fake.comments(issue);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toBe(`${stickyMarker('docs')}\nready`);
    expect(comments[0]!.user).toEqual(ACTIONS_BOT);
  });

  it('finds its comment behind 120 other comments (all pages read)', async () => {
    fake.addComments(issue, 60, 'octocat');
    const first = await upsert('v1');
    fake.addComments(issue, 60, 'hubot');
    const before = fake.requests.length;
    const second = await upsert('v2');
    expect(second).toEqual({ commentId: first.commentId, created: false });
    expect(fake.comments(issue)).toHaveLength(121);
    const pages = fake.requests.slice(before).filter((r) => r.method === 'GET');
    expect(pages.map((r) => r.query['page'] ?? '1')).toEqual(['1', '2']);
    expect(pages.every((r) => r.query['per_page'] === '100')).toBe(true);
  });

  it('leaves exactly one comment after five concurrent upserts that all created one', async () => {
    fake.setLatency(20);
    const before = fake.requests.length;
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => upsert(`run ${n}`)));
    const creates = fake.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.route !== 'POST /graphql');
    expect(creates).toHaveLength(5);
    const comments = fake.comments(issue);
    expect(comments).toHaveLength(1);
    expect(new Set(results.map((r) => r.commentId))).toEqual(new Set([comments[0]!.id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^<!-- docs-ci:preview key=docs -->\nrun [1-5]$/);
  });

  it.each([1, 2, 3])('converges with random latency (round %d)', async () => {
    fake.setLatency([1, 30]);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => upsert(`run ${n}`)));
    const comments = fake.comments(issue);
    expect(comments).toHaveLength(1);
    expect(new Set(results.map((r) => r.commentId))).toEqual(new Set([comments[0]!.id]));
  });

  it('never edits a human comment that contains the marker', async () => {
    const human = fake.addComment(issue, `${stickyMarker('docs')}\nI copied this`, 'mallory');
    const result = await upsert('ready');
    expect(result.created).toBe(true);
    expect(result.commentId).not.toBe(human.id);
    const humanNow = fake.comments(issue).find((c) => c.id === human.id);
    expect(humanNow).toMatchObject({ body: `${stickyMarker('docs')}\nI copied this`, edits: 0 });
    expect(fake.comments(issue)).toHaveLength(2);
    // A second run updates ours, still not the human's.
    await upsert('ready again');
    expect(fake.comments(issue).find((c) => c.id === human.id)?.edits).toBe(0);
  });

  it('keeps separate comments for different keys', async () => {
    const a = await upsert('site A', { key: 'site-a' });
    const b = await upsert('site B', { key: 'site-a-b' });
    await upsert('site A v2', { key: 'site-a' });
    expect(a.commentId).not.toBe(b.commentId);
    const bodies = fake.comments(issue).map((c) => c.body);
    expect(bodies).toEqual([`${stickyMarker('site-a')}\nsite A v2`, `${stickyMarker('site-a-b')}\nsite B`]);
  });

  it('sanitizes a key that tries to close the HTML comment', () => {
    expect(stickyMarker('x --> <img src=x onerror=alert(1)>')).toBe(
      '<!-- docs-ci:preview key=x-img-src-x-onerror-alert-1 -->',
    );
    expect(() => stickyMarker('-->')).toThrow(/letter or a digit/);
  });

  it('stores state in a hidden line and reads it back', async () => {
    const state = { statusId: 'st_42', sha: 'abc123', note: '--> <b>&' };
    await upsert('building', { state });
    expect(fake.comments(issue)[0]!.body.split('\n')[1]).not.toMatch(/-->.*-->/);
    await expect(
      readStickyState(octokitFor(fake), { ...repo, issueNumber: issue, key: 'docs' }),
    ).resolves.toEqual(state);
    await expect(
      readStickyState(octokitFor(fake), { ...repo, issueNumber: issue, key: 'other' }),
    ).resolves.toBeUndefined();
  });

  it('identifies a user token by the given author login', async () => {
    const first = await upsert('one', { authorLogin: 'docs-maintainer' }, 'ghp_user_token');
    const second = await upsert('two', { authorLogin: 'docs-maintainer' }, 'ghp_user_token');
    expect(second).toEqual({ commentId: first.commentId, created: false });
    expect(fake.comments(issue)[0]!.user.login).toBe('docs-maintainer');
  });

  it('a personal token finds its own comment with no author login given, and leaves the bot comment alone', async () => {
    const bot = fake.addComment(issue, `${stickyMarker('docs')}\nwritten by the workflow token`, ACTIONS_BOT);
    const first = await upsert('one', {}, 'ghp_user_token');
    expect(first.created).toBe(true);
    const second = await upsert('two', {}, 'ghp_user_token');
    expect(second).toEqual({ commentId: first.commentId, created: false });
    const comments = fake.comments(issue);
    expect(comments.map((c) => [c.user.login, c.body.split('\n')[1]])).toEqual([
      ['github-actions[bot]', 'written by the workflow token'],
      ['docs-maintainer', 'two'],
    ]);
    expect(comments[0]).toMatchObject({ id: bot.id, edits: 0 });
  });

  describe('on a long pull request with comments that quote the marker', () => {
    const OTHER_BOT = { login: 'other-docs-app[bot]', type: 'Bot' as const };
    const seed = () => {
      fake.addComments(issue, 120, 'reviewer');
      const person = fake.addComment(issue, `${stickyMarker('docs')}\nquoting the bot`, 'mallory');
      fake.addComments(issue, 60, OTHER_BOT);
      const bot = fake.addComment(issue, `${stickyMarker('docs')}\nanother tool's copy`, OTHER_BOT);
      fake.addComments(issue, 90, 'reviewer');
      return [person, bot];
    };
    const expectUntouched = (others: { id: number; body: string }[]) => {
      for (const other of others) {
        expect(fake.comments(issue).find((c) => c.id === other.id)).toMatchObject({
          body: other.body,
          edits: 0,
        });
      }
    };

    it.each([
      ['the workflow token (github-actions[bot])', undefined],
      ['a personal token', 'ghp_user_token'],
    ])('with %s: creates its own comment, then updates only that one', async (_name, token) => {
      const others = seed();
      const first = await upsert('v1', {}, token);
      expect(first.created).toBe(true);
      const second = await upsert('v2', {}, token);
      expect(second).toEqual({ commentId: first.commentId, created: false });
      expect(
        await readStickyState(octokitFor(fake, token), { ...repo, issueNumber: issue, key: 'docs' }),
      ).toBe(undefined);
      expectUntouched(others);
      const mine = fake.comments(issue).filter((c) => c.body.endsWith('\nv2'));
      expect(mine).toHaveLength(1);
      expect(fake.comments(issue)).toHaveLength(273);
    });

    it('without GraphQL: only a comment this run created tells who we are', async () => {
      const noGraphql = await startFakeGitHub({ graphql: false });
      try {
        const target = { ...repo, issueNumber: issue, key: 'docs', logger: createRecordingLogger() };
        noGraphql.addComments(issue, 150, 'reviewer');
        const person = noGraphql.addComment(issue, `${stickyMarker('docs')}\nquoting`, 'mallory');
        const bot = noGraphql.addComment(issue, `${stickyMarker('docs')}\ncopy`, OTHER_BOT);
        const first = await upsertStickyComment(octokitFor(noGraphql), { ...target, body: 'v1' });
        // A new run (a new client) does not know its author until it has created a comment: it
        // creates one, recognizes its earlier one by that author, keeps the older and deletes its own.
        const second = await upsertStickyComment(octokitFor(noGraphql), { ...target, body: 'v2' });
        expect(second).toEqual({ commentId: first.commentId, created: false });
        const left = noGraphql.comments(issue).filter((c) => c.body.startsWith(stickyMarker('docs')));
        expect(left.map((c) => [c.id, c.user.login, c.edits])).toEqual([
          [person.id, 'mallory', 0],
          [bot.id, OTHER_BOT.login, 0],
          [first.commentId, 'github-actions[bot]', 1],
        ]);
        expect(noGraphql.foreignCommentWrites).toEqual([]);
      } finally {
        await noGraphql.close();
      }
    });

    it('five concurrent runs still leave exactly one comment of ours, and the others untouched', async () => {
      const others = seed();
      fake.setLatency([1, 20]);
      await Promise.all([1, 2, 3, 4, 5].map((n) => upsert(`run ${n}`)));
      const mine = fake.comments(issue).filter((c) => c.user.login === 'github-actions[bot]');
      expect(mine).toHaveLength(1);
      expectUntouched(others);
    });
  });

  it('cleans up duplicates an earlier crashed run left', async () => {
    fake.addComment(issue, `${stickyMarker('docs')}\nold 1`);
    fake.addComment(issue, `${stickyMarker('docs')}\nold 2`);
    const result = await upsert('new');
    expect(result.created).toBe(false);
    expect(fake.comments(issue).map((c) => c.body)).toEqual([`${stickyMarker('docs')}\nnew`]);
  });

  it('truncates a body above the limit with a note, and redacts secrets', async () => {
    registerSecret('s3cr3t-token-value');
    try {
      await upsert(`token s3cr3t-token-value\n${'x'.repeat(80_000)}`);
      const body = fake.comments(issue)[0]!.body;
      expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
      expect(body).toMatch(/shortened to fit GitHub's 65,536-character limit/);
      expect(body).not.toContain('s3cr3t-token-value');
    } finally {
      clearSecretsForTests();
    }
  });
});
