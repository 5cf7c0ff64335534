import nock from 'nock';
import type { FakeGitHub } from '../../support/fake-github.js';
import { startFakeGitHub } from '../../support/fake-github.js';

// The fake must behave like GitHub where docs-ci depends on it, or the other tests prove nothing.
describe('fake GitHub', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
  });
  afterAll(() => fake.close());

  const get = (path: string, auth = 'token t') =>
    fake.fetch(`${fake.url}${path}`, { headers: auth ? { authorization: auth } : {} });

  it('requires a token, in either scheme', async () => {
    expect((await get('/repos/acme/docs/branches', '')).status).toBe(401);
    expect((await get('/repos/acme/docs/branches', 'Bearer t')).status).toBe(200);
    expect(fake.requests.at(-2)).toMatchObject({ authorized: false, status: 401 });
    expect(fake.requests.at(-1)).toMatchObject({ authorized: true, login: 'github-actions[bot]' });
  });

  it('paginates with Link headers', async () => {
    fake.addComments(1, 5, 'octocat');
    const first = await get('/repos/acme/docs/issues/1/comments?per_page=2');
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${fake.url}/repos/acme/docs/issues/1/comments?per_page=2&page=2>; rel="next"`);
    expect(link).toContain('page=3>; rel="last"');
    const last = await get('/repos/acme/docs/issues/1/comments?per_page=2&page=3');
    expect(((await last.json()) as unknown[]).length).toBe(1);
    expect(last.headers.get('link')).not.toContain('rel="next"');
  });

  it('ignores a bare branch in the pulls head filter, like GitHub', async () => {
    fake.addPull({ number: 1, headRef: 'a' });
    fake.addPull({ number: 2, headRef: 'b' });
    const bare = (await (await get('/repos/acme/docs/pulls?head=a')).json()) as { number: number }[];
    const qualified = (await (await get('/repos/acme/docs/pulls?head=acme:a')).json()) as {
      number: number;
    }[];
    expect(bare.map((p) => p.number)).toEqual([1, 2]);
    expect(qualified.map((p) => p.number)).toEqual([1]);
  });

  it('answers 404 for another repository and unknown routes', async () => {
    expect((await get('/repos/other/docs/branches')).status).toBe(404);
    expect((await get('/user')).status).toBe(404);
  });

  it('rejects an unknown route in failNext', () => {
    expect(() => fake.failNext('GET /nope', 500)).toThrow(/no route/);
  });
});
