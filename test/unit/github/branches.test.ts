import nock from 'nock';
import { ConfigurationError } from '../../../src/core/errors.js';
import { compileBranchPatterns, listMatchingBranches } from '../../../src/github/branches.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';

const repo = { owner: 'acme', repo: 'docs' };

describe('listMatchingBranches', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
    const filler = Array.from({ length: 230 }, (_, i) => `dependabot/npm/pkg-${i}`);
    fake.addBranches([
      ...filler,
      'main',
      'develop',
      'feature/a',
      'feature/b',
      'feature/deep/c',
      'release/1.0',
      'release/2.0/hotfix',
      'release/old',
      'zz/feature/a',
    ]);
  });
  afterAll(() => fake.close());

  const list = async (patterns: string[]) =>
    listMatchingBranches(octokitFor(fake), { ...repo, patterns: compileBranchPatterns(patterns) });

  it('matches single-segment and deep globs across all pages', async () => {
    await expect(list(['feature/*'])).resolves.toEqual(['feature/a', 'feature/b']);
    await expect(list(['release/**'])).resolves.toEqual(['release/1.0', 'release/2.0/hotfix', 'release/old']);
    const pages = fake.requests.filter((r) => r.path === '/repos/acme/docs/branches');
    expect(pages.slice(0, 3).map((r) => r.query['page'] ?? '1')).toEqual(['1', '2', '3']);
  });

  it('matches exact names, sorted and unique, with negation applied in order', async () => {
    await expect(list(['main', 'develop', 'main', 'missing'])).resolves.toEqual(['develop', 'main']);
    await expect(list(['release/**', '!release/old'])).resolves.toEqual([
      'release/1.0',
      'release/2.0/hotfix',
    ]);
    await expect(list(['!release/old', 'release/**'])).resolves.toEqual([
      'release/1.0',
      'release/2.0/hotfix',
      'release/old',
    ]);
  });

  it('rejects invalid globs before any request, naming the pattern', async () => {
    const before = fake.requests.length;
    for (const bad of ['feature/[a', 'release/{1,2', 'x\\', '!']) {
      const error = await list(['main', bad]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toContain(`"${bad}"`);
    }
    expect(fake.requests.length).toBe(before);
    expect(() => compileBranchPatterns(['!main'])).toThrow(/without "!"/);
  });
});
