import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FakeGitHub } from '../../support/fake-github.js';
import { startFakeGitHub } from '../../support/fake-github.js';

const run = promisify(execFile);
const child = fileURLToPath(new URL('../../support/real-http.child.ts', import.meta.url));
const hook = fileURLToPath(new URL('../../../scripts/ts-resolve.mjs', import.meta.url));

// Over real sockets, in a child process: jest's nock interceptors cannot interfere there, and the
// client is exactly the one the actions use (getOctokit's undici fetch, no injected transport).
describe('GitHub layer over HTTP', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await startFakeGitHub({ latencyMs: [2, 20] });
  });
  afterAll(() => fake.close());

  it('pages, dedupes racing upserts, matches branches and reports a missing permission', async () => {
    fake.addComments(7, 120, 'octocat');
    fake.addBranches([
      'main',
      'feature/a',
      'feature/skip',
      'feature/x/y',
      ...Array.from({ length: 150 }, (_, i) => `b${i}`),
    ]);
    fake.denyPermission('deployments=write');

    const { stdout } = await run(
      process.execPath,
      ['--no-warnings', '--import', hook, child, fake.url, '7'],
      {
        env: { ...process.env, NODE_OPTIONS: '' },
        timeout: 60_000,
      },
    );
    const result = JSON.parse(stdout) as {
      upserts: { commentId: number }[];
      again: { commentId: number; created: boolean };
      branches: string[];
      denied: string;
    };

    const ours = fake.comments(7).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toMatch(/final$/);
    expect(new Set(result.upserts.map((u) => u.commentId))).toEqual(new Set([ours[0]!.id]));
    expect(result.again).toEqual({ commentId: ours[0]!.id, created: false });
    expect(result.branches).toEqual(['feature/a', 'feature/x/y']);
    expect(result.denied).toMatch(/Add `deployments: write` to the workflow's `permissions:`/);
    expect(fake.requests.some((r) => r.query['page'] === '2' && r.path.endsWith('/comments'))).toBe(true);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
  });
});
