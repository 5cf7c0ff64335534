import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { clearSecretsForTests, registerSecret } from '../../../src/core/secrets.js';
import {
  fitIssueBody,
  IssuesDisabledError,
  IssueWriteForbiddenError,
  MAX_ISSUE_REPORT_LENGTH,
  stickyIssueMarker,
  upsertStickyIssue,
} from '../../../src/github/sticky-issue.js';
import type { StickyIssueOptions } from '../../../src/github/sticky-issue.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { ACTIONS_BOT, octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { restDescriptionErrors } from '../../support/github-rest-description.js';

const LIST = 'GET /repos/{owner}/{repo}/issues';
const UPDATE = 'PATCH /repos/{owner}/{repo}/issues/{issue_number}';
const MARKER = stickyIssueMarker('links');

describe('upsertStickyIssue', () => {
  let fake: FakeGitHub;
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  beforeEach(async () => {
    fake = await startFakeGitHub({ tokens: { ghp_user_token: { login: 'docs-maintainer', type: 'User' } } });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.foreignIssueWrites).toEqual([]);
    expect(fake.foreignCommentWrites).toEqual([]);
  });

  /** One run: a new client each time, as each scheduled run is a new process. */
  const upsert = (body: string | undefined, extra: Partial<StickyIssueOptions> = {}, token?: string) =>
    upsertStickyIssue(octokitFor(fake, token), {
      owner: 'acme',
      repo: 'docs',
      key: 'links',
      title: 'Broken links on docs.acme.com',
      body,
      logger: createRecordingLogger(),
      ...extra,
    });
  /** Requests after `from` that change something. */
  const writes = (from: number) =>
    fake.requests.slice(from).filter((r) => r.method !== 'GET' && r.route !== 'POST /graphql');

  it('creates the issue with the marker, then replaces its body and title in place', async () => {
    const first = await upsert('2 broken links');
    expect(first).toEqual({
      action: 'created',
      issueNumber: 1,
      url: 'https://github.com/acme/docs/issues/1',
      omittedChars: 0,
    });
    const second = await upsert('1 broken link', { title: 'Broken links (1)' });
    expect(second).toMatchObject({ action: 'updated', issueNumber: 1, omittedChars: 0 });
    expect(fake.issues()).toEqual([
      expect.objectContaining({
        number: 1,
        title: 'Broken links (1)',
        body: `${MARKER}\n1 broken link`,
        state: 'open',
        user: ACTIONS_BOT,
        edits: 1,
      }),
    ]);
  });

  it('writes nothing when the body is byte-identical', async () => {
    await upsert('2 broken links');
    const before = fake.requests.length;
    const again = await upsert('2 broken links');
    expect(again).toMatchObject({ action: 'unchanged', issueNumber: 1 });
    expect(writes(before)).toEqual([]);
    expect(fake.issues()[0]!.edits).toBe(0);
  });

  it('closes the open issue with a comment when nothing is broken, then writes nothing', async () => {
    await upsert('2 broken links');
    const before = fake.requests.length;
    const closed = await upsert(undefined, { closeComment: 'All links work again.' });
    expect(closed).toMatchObject({ action: 'closed', issueNumber: 1 });
    expect(writes(before).map((r) => [r.route, r.body])).toEqual([
      ['POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { body: 'All links work again.' }],
      [UPDATE, { state: 'closed', state_reason: 'completed' }],
    ]);
    expect(fake.issues()[0]).toMatchObject({ state: 'closed', stateReason: 'completed' });

    const after = fake.requests.length;
    expect(await upsert(undefined)).toMatchObject({ action: 'none', issueNumber: 1 });
    expect(writes(after)).toEqual([]);
  });

  it('closes with a default sentence when no close comment is given', async () => {
    await upsert('2 broken links');
    await upsert(undefined);
    expect(fake.comments(1).map((c) => c.body)).toEqual([expect.stringMatching(/^Nothing is broken/)]);
  });

  it('writes nothing when nothing is broken and there is no issue', async () => {
    expect(await upsert(undefined)).toEqual({
      action: 'none',
      issueNumber: undefined,
      url: undefined,
      omittedChars: 0,
    });
    expect(writes(0)).toEqual([]);
    expect(fake.issues()).toEqual([]);
  });

  it('reopens the closed issue with the new body and the reopen comment', async () => {
    await upsert('2 broken links');
    await upsert(undefined, { closeComment: 'Fixed.' });
    const reopened = await upsert('1 broken link', { reopenComment: 'Broken again.' });
    expect(reopened).toMatchObject({ action: 'reopened', issueNumber: 1 });
    expect(fake.issues()).toEqual([
      expect.objectContaining({ state: 'open', stateReason: 'reopened', body: `${MARKER}\n1 broken link` }),
    ]);
    expect(fake.comments(1).map((c) => c.body)).toEqual(['Fixed.', 'Broken again.']);
  });

  it('reopens without a comment when none is given', async () => {
    fake.addIssue({ title: 'Broken links', body: `${MARKER}\nold`, state: 'closed' });
    expect(await upsert('new')).toMatchObject({ action: 'reopened', issueNumber: 1 });
    expect(fake.comments(1)).toEqual([]);
  });

  it('prefers an open issue, else the most recently updated closed one', async () => {
    fake.addIssue({ body: `${MARKER}\nclosed, older`, state: 'closed' });
    fake.addIssue({ body: `${MARKER}\nclosed, newer`, state: 'closed' });
    expect(await upsert('v1')).toMatchObject({ action: 'reopened', issueNumber: 2 });
    fake.addIssue({ body: `${MARKER}\nclosed, newest`, state: 'closed' });
    expect(await upsert('v2')).toMatchObject({ action: 'updated', issueNumber: 2 });
    expect(fake.issues().map((i) => [i.number, i.state, i.edits])).toEqual([
      [1, 'closed', 0],
      [2, 'open', 2],
      [3, 'closed', 0],
    ]);
  });

  it("never touches another author's issue that carries the marker: it opens its own", async () => {
    const copied = fake.addIssue({ author: 'mallory', title: 'Copied', body: `${MARKER}\nI copied this` });
    const otherApp = fake.addIssue({
      author: { login: 'other-docs-app[bot]', type: 'Bot' },
      body: `${MARKER}\nanother tool`,
    });
    expect(await upsert(undefined)).toMatchObject({ action: 'none', issueNumber: undefined });
    const created = await upsert('2 broken links');
    expect(created).toMatchObject({ action: 'created', issueNumber: 3 });
    expect(await upsert('1 broken link')).toMatchObject({ action: 'updated', issueNumber: 3 });
    for (const other of [copied, otherApp]) {
      expect(fake.issues().find((i) => i.number === other.number)).toEqual(other);
    }
  });

  it('a personal token finds its own issue by GraphQL, or by the login given', async () => {
    fake.addIssue({ body: `${MARKER}\nby the workflow token` });
    const first = await upsert('v1', {}, 'ghp_user_token');
    expect(first).toMatchObject({ action: 'created', issueNumber: 2 });
    expect(await upsert('v2', {}, 'ghp_user_token')).toMatchObject({ action: 'updated', issueNumber: 2 });
    expect(await upsert('v3', { authorLogin: 'Docs-Maintainer' }, 'ghp_user_token')).toMatchObject({
      action: 'updated',
      issueNumber: 2,
    });
    expect(fake.issues().map((i) => [i.user.login, i.edits])).toEqual([
      ['github-actions[bot]', 0],
      ['docs-maintainer', 2],
    ]);
  });

  it('asks GraphQL about all marked issues in batches of 100', async () => {
    for (let i = 0; i < 150; i += 1) fake.addIssue({ author: 'mallory', body: `${MARKER}\ncopy ${i}` });
    fake.addIssue({ body: `${MARKER}\nours` });
    expect(await upsert('new')).toMatchObject({ action: 'updated', issueNumber: 151 });
    const queries = fake.requests.filter((r) => r.route === 'POST /graphql');
    expect(queries.map((r) => (r.body as { variables: { ids: string[] } }).variables.ids.length)).toEqual([
      100, 51,
    ]);
  });

  it('without GraphQL: the login given decides; with none, nothing marked is edited and a warning says why', async () => {
    const noGraphql = await startFakeGitHub({ graphql: false });
    try {
      const ours = noGraphql.addIssue({ body: `${MARKER}\nold` });
      const run = (authorLogin?: string) => {
        const logger = createRecordingLogger();
        const result = upsertStickyIssue(octokitFor(noGraphql), {
          owner: 'acme',
          repo: 'docs',
          key: 'links',
          title: 'Broken links',
          body: undefined,
          authorLogin,
          logger,
        });
        return { result, logger };
      };
      const unknown = run();
      expect(await unknown.result).toMatchObject({ action: 'none' });
      expect(unknown.logger.text()).toMatch(/warning: 1 issue\(s\) carry the marker of "links".*login/);
      expect(await run('github-actions[bot]').result).toMatchObject({
        action: 'closed',
        issueNumber: ours.number,
      });
    } finally {
      await noGraphql.close();
    }
  });

  it.each([
    ['GraphQL', undefined],
    ['the login given', 'github-actions[bot]'],
  ])('skips pull requests, even ours carrying the marker (identity by %s)', async (_by, authorLogin) => {
    fake.addPull({ number: 1, headRef: 'fix', body: `${MARKER}\na pull request`, author: ACTIONS_BOT });
    const before = fake.requests.length;
    expect(await upsert('2 broken links', { authorLogin })).toMatchObject({
      action: 'created',
      issueNumber: 2,
    });
    expect(await upsert(undefined, { authorLogin })).toMatchObject({ action: 'closed', issueNumber: 2 });
    expect(writes(before).map((r) => r.path)).toEqual([
      '/repos/acme/docs/issues',
      '/repos/acme/docs/issues/2/comments',
      '/repos/acme/docs/issues/2',
    ]);
  });

  it('keeps separate issues for different keys', async () => {
    await upsert('site A', { key: 'site-a' });
    await upsert('site A-B', { key: 'site-a-b' });
    await upsert('site A v2', { key: 'site-a' });
    expect(fake.issues().map((i) => i.body)).toEqual([
      `${stickyIssueMarker('site-a')}\nsite A v2`,
      `${stickyIssueMarker('site-a-b')}\nsite A-B`,
    ]);
  });

  it('finds its issue on the second page of the listing', async () => {
    await upsert('v1');
    for (let i = 0; i < 120; i += 1) fake.addIssue({ author: 'reporter', body: `issue ${i}` });
    const before = fake.requests.length;
    expect(await upsert('v2')).toMatchObject({ action: 'updated', issueNumber: 1 });
    const pages = fake.requests.slice(before).filter((r) => r.route === LIST);
    expect(pages.map((r) => r.query)).toEqual([
      { state: 'all', sort: 'updated', direction: 'desc', per_page: '100' },
      { state: 'all', sort: 'updated', direction: 'desc', per_page: '100', page: '2' },
    ]);
  });

  it('reads at most 10 pages: an issue behind 1,000 more recently updated ones is not found', async () => {
    await upsert('v1');
    for (let i = 0; i < 1000; i += 1) fake.addIssue({ author: 'reporter', body: `issue ${i}` });
    const before = fake.requests.length;
    expect(await upsert('v2')).toMatchObject({ action: 'created', issueNumber: 1002 });
    expect(fake.requests.slice(before).filter((r) => r.route === LIST)).toHaveLength(10);
  });

  it('a 403 is IssueWriteForbiddenError naming `issues: write` and the permissions block', async () => {
    fake.denyPermission('issues=write');
    const error = await upsert('2 broken links').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IssueWriteForbiddenError);
    expect(error).toMatchObject({ status: 403, missingPermissions: ['issues: write'] });
    expect((error as Error).message).toMatch(
      /opening the issue .* failed: the token may not write issues \(403 Resource not accessible by integration\)\. Add `issues: write` to the workflow's `permissions:` block/,
    );
    fake.allowAll();
    await upsert('2 broken links');
    fake.denyPermission('issues=write');
    await expect(upsert(undefined)).rejects.toThrow(IssueWriteForbiddenError);
    expect(fake.issues()[0]!.state).toBe('open');
  });

  it('a rate-limited 403 stays a rate-limit error', async () => {
    fake.failNext('POST /repos/{owner}/{repo}/issues', 403, {
      message: 'API rate limit exceeded for installation ID 1.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2000000000' },
    });
    const error = await upsert('x').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(IssueWriteForbiddenError);
    expect((error as Error).message).toMatch(/rate limit is used up/);
  });

  it('a 410 for disabled issues is IssuesDisabledError', async () => {
    fake.disableIssues();
    const error = await upsert('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IssuesDisabledError);
    expect((error as Error).message).toMatch(
      /issues are disabled in acme\/docs \(410 Issues are disabled for this repo\)\. Turn Issues on/,
    );
  });

  it('opens a new issue when its issue was deleted between the listing and the update', async () => {
    await upsert('v1');
    fake.failNext(UPDATE, 410, { message: 'This issue was deleted' });
    expect(await upsert('v2')).toMatchObject({ action: 'created', issueNumber: 2 });
    fake.failNext('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', 404);
    expect(await upsert(undefined)).toMatchObject({ action: 'none' });
  });

  it('stays within 65,536 characters with the marker, says how much did not fit, and redacts', async () => {
    registerSecret('s3cr3t-token-value');
    try {
      const logger = createRecordingLogger();
      const result = await upsert(`token s3cr3t-token-value\n${'x'.repeat(70_000)}`, { logger });
      const body = fake.issues()[0]!.body;
      expect(body.length).toBeLessThanOrEqual(65_536);
      expect(body.startsWith(`${MARKER}\ntoken ***`)).toBe(true);
      expect(body).toMatch(/shortened to fit GitHub's 65,536-character limit/);
      const kept = body.slice(MARKER.length + 1).indexOf('\n\n---\n_This issue');
      expect(result.omittedChars).toBe('token ***\n'.length + 70_000 - kept);
      expect(logger.text()).toMatch(/characters too long for GitHub; shortened/);
    } finally {
      clearSecretsForTests();
    }
  });

  it("sends only requests GitHub's REST description documents", async () => {
    fake.addPull({ number: 1, headRef: 'fix' });
    await upsert('v1');
    await upsert('v2', { title: 'New title' });
    await upsert(undefined, { closeComment: 'Fixed.' });
    await upsert('v3', { reopenComment: 'Again.' });
    expect(restDescriptionErrors(fake.requests)).toEqual([]);
    // The judge does read issue updates: it refuses a reason GitHub does not know.
    const update = fake.requests.find((r) => r.route === UPDATE)!;
    expect(restDescriptionErrors([{ ...update, body: { state: 'closed', state_reason: 'fixed' } }])).toEqual([
      expect.stringMatching(/state_reason must be equal to one of the allowed values/),
    ]);
  }, 60_000);
});

describe('fitIssueBody', () => {
  const page = (n: number, size: number) => `### Page ${n}\n${'l'.repeat(size - `### Page ${n}\n`.length)}`;
  const note = (omitted: number) => `_${omitted} more pages are in the job summary._`;

  it('keeps every section when all fit, with no note', () => {
    const fitted = fitIssueBody([page(1, 100), page(2, 100)], note, { head: '## Broken links' });
    expect(fitted).toEqual({
      body: `## Broken links\n\n${page(1, 100)}\n\n${page(2, 100)}`,
      kept: 2,
      omitted: 0,
    });
  });

  it('keeps whole sections while they fit and counts the rest in the note', () => {
    const sections = Array.from({ length: 200 }, (_, i) => page(i + 1, 1_000));
    const fitted = fitIssueBody(sections, note, { head: '## Broken links' });
    expect(fitted.kept + fitted.omitted).toBe(200);
    expect(fitted.body.length).toBeLessThanOrEqual(MAX_ISSUE_REPORT_LENGTH);
    // One more page would not have fitted.
    expect(fitted.body.length + 1_002).toBeGreaterThan(MAX_ISSUE_REPORT_LENGTH);
    expect(fitted.body.endsWith(`${page(fitted.kept, 1_000)}\n\n${note(fitted.omitted)}`)).toBe(true);
    expect(fitted.body).not.toContain(`### Page ${fitted.kept + 1}\n`);
    // What the caller counts from `omitted`: the last pages.
    expect(sections.slice(fitted.kept)).toHaveLength(fitted.omitted);
  });

  it('reserves room for the note, whose length depends on how many are left', () => {
    // Ten or more left: a long note; fewer: a short one.
    const wordy = (omitted: number) => `${'n'.repeat(omitted >= 10 ? 50 : 10)} ${omitted}`;
    const sections = Array.from({ length: 12 }, (_, i) => page(i + 1, 20));
    // Three sections and the short note fit exactly, although two sections and the long note do not.
    const limit = 3 * 20 + 2 * 2 + 2 + wordy(9).length;
    expect(fitIssueBody(sections, wordy, { limit })).toEqual({
      body: `${sections.slice(0, 3).join('\n\n')}\n\n${wordy(9)}`,
      kept: 3,
      omitted: 9,
    });
    expect(2 * 20 + 2 + 2 + wordy(10).length).toBeGreaterThan(limit);
    expect(fitIssueBody(sections, wordy, { limit: limit - 1 })).toMatchObject({ kept: 1, omitted: 11 });
    // Not even the note fits: cut to the limit.
    expect(fitIssueBody(sections, wordy, { limit: 3 })).toEqual({ body: 'nnn', kept: 0, omitted: 12 });
  });

  it('with the marker in front, the issue body fits 65,536 characters', () => {
    const sections = Array.from({ length: 80 }, (_, i) => page(i + 1, 999));
    const { body } = fitIssueBody(sections, note);
    expect(`${stickyIssueMarker('k'.repeat(120))}\n${body}`.length).toBeLessThanOrEqual(65_536);
  });
});
