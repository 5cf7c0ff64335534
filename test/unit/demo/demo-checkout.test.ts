import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileTree, PullRequestState } from '../../../src/demo/demo-checkout.js';
import { createDemoCheckout, publishPullRequest, pullRequestFiles } from '../../../src/demo/demo-checkout.js';
import type { FakeGitHub } from '../../../src/demo/fake-github.js';
import { startFakeGitHub } from '../../../src/demo/fake-github.js';

const host = { PATH: process.env.PATH };
const folders: string[] = [];
let github: FakeGitHub | undefined;

afterEach(async () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  await github?.close();
  github = undefined;
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-ci-demo-checkout-test-'));
  folders.push(dir);
  return dir;
}

/** git in the demo's repository, with none of the machine's configuration. */
function gitIn(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  }).trim();
}

const main: FileTree = { 'docs/docs.json': '{}\n', 'docs/index.mdx': '# Welcome\n' };
const pets: FileTree = { ...main, 'docs/index.mdx': '# Welcome to pets\n', 'docs/pets.mdx': '# Pets\n' };

function pull(overrides: Partial<PullRequestState> = {}): PullRequestState {
  return {
    number: 42,
    branch: 'docs/pets',
    main,
    mainMessage: 'Start the docs',
    head: pets,
    headMessage: 'Document the pets',
    ...overrides,
  };
}

describe('the demo checkout with git', () => {
  it('checks a pull request out as actions/checkout does: the merge commit, base first, head second', async () => {
    const dir = folder();
    const checkout = await createDemoCheckout(dir, host);
    const commits = await checkout.checkOutPullRequest(pull());

    expect(checkout.description).toContain('git checkout');
    expect(gitIn(dir, 'rev-parse', 'HEAD')).toBe(commits.mergeSha);
    expect(gitIn(dir, 'rev-parse', 'refs/remotes/pull/42/merge')).toBe(commits.mergeSha);
    expect(gitIn(dir, 'rev-parse', 'refs/remotes/origin/main')).toBe(commits.baseSha);
    expect(gitIn(dir, 'rev-parse', 'refs/remotes/origin/docs/pets')).toBe(commits.headSha);
    expect(gitIn(dir, 'rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([
      commits.baseSha,
      commits.headSha,
    ]);
    expect(gitIn(dir, 'rev-parse', `${commits.headSha}^`)).toBe(commits.baseSha);
    expect(gitIn(dir, 'show', `${commits.baseSha}:docs/index.mdx`)).toBe('# Welcome');
    expect(gitIn(dir, 'diff', '--name-status', commits.baseSha, 'HEAD')).toBe(
      'M\tdocs/index.mdx\nA\tdocs/pets.mdx',
    );
    // The work tree is the merge commit, as the actions expect of a checkout.
    expect(readFileSync(join(dir, 'docs/pets.mdx'), 'utf8')).toBe('# Pets\n');
    expect(gitIn(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('gives the same commits the same shas on every run, with no git identity configured', async () => {
    const first = await (await createDemoCheckout(folder(), host)).checkOutPullRequest(pull());
    const second = await (await createDemoCheckout(folder(), host)).checkOutPullRequest(pull());
    expect(second).toEqual(first);
  });

  it('moves main on only when its files differ, and a push adds a commit to the branch', async () => {
    const dir = folder();
    const checkout = await createDemoCheckout(dir, host);
    const first = await checkout.checkOutPullRequest(pull());
    const other = await checkout.checkOutPullRequest(
      pull({ number: 43, branch: 'docs/other', head: { ...main, 'docs/other.mdx': '# Other\n' } }),
    );
    expect(other.baseSha).toBe(first.baseSha);
    // pets.mdx belonged to the other pull request: the checkout removes it.
    expect(existsSync(join(dir, 'docs/pets.mdx'))).toBe(false);

    const merged = { main: pets, mainMessage: 'Document the pets (#42)' };
    const opened = await checkout.checkOutPullRequest(
      pull({ number: 44, branch: 'docs/more', ...merged, head: { ...pets, 'docs/more.mdx': 'one\n' } }),
    );
    expect(opened.baseSha).not.toBe(first.baseSha);
    expect(gitIn(dir, 'rev-parse', `${opened.baseSha}^`)).toBe(first.baseSha);
    expect(gitIn(dir, 'log', '-1', '--format=%an <%ae> %s', opened.baseSha)).toBe(
      'Acme Docs Writer <docs@acme.example> Document the pets (#42)',
    );

    writeFileSync(join(dir, 'link-cache.json'), '{}');
    const pushed = await checkout.checkOutPullRequest(
      pull({ number: 44, branch: 'docs/more', ...merged, head: { ...pets, 'docs/more.mdx': 'two\n' } }),
    );
    expect(pushed.baseSha).toBe(opened.baseSha);
    expect(gitIn(dir, 'rev-parse', `${pushed.headSha}^`)).toBe(opened.headSha);
    expect(gitIn(dir, 'rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([pushed.baseSha, pushed.headSha]);
    expect(readFileSync(join(dir, 'docs/more.mdx'), 'utf8')).toBe('two\n');
    // Files a step wrote outside the repository's files stay, as on a runner.
    expect(readFileSync(join(dir, 'link-cache.json'), 'utf8')).toBe('{}');
  });

  it('refuses a branch that does not contain main, whose merge it does not compute', async () => {
    const checkout = await createDemoCheckout(folder(), host);
    await checkout.checkOutPullRequest(pull());
    await expect(
      checkout.checkOutPullRequest(pull({ main: { ...main, 'docs/new.mdx': 'x\n' }, mainMessage: 'Add' })),
    ).rejects.toThrow("the demo's branch docs/pets does not contain main's tip");
  });
});

describe('the demo checkout without git', () => {
  it('writes the branch files into a plain folder and names made-up commits', async () => {
    const dir = folder();
    const checkout = await createDemoCheckout(dir, { PATH: folder() });
    expect(checkout.description).toMatch(/^a plain folder, not a checkout \(git is not installed/);

    const first = await checkout.checkOutPullRequest(pull());
    expect(first.mergeSha).toBeUndefined();
    expect(first.baseSha).toMatch(/^[0-9a-f]{40}$/);
    expect(readFileSync(join(dir, 'docs/pets.mdx'), 'utf8')).toBe('# Pets\n');
    expect(existsSync(join(dir, '.git'))).toBe(false);

    mkdirSync(join(dir, 'site'));
    const second = await checkout.checkOutPullRequest(
      pull({ number: 43, main: pets, mainMessage: 'Merge', head: { ...pets, 'docs/more.mdx': 'more\n' } }),
    );
    expect(second.baseSha).not.toBe(first.baseSha);
    expect(existsSync(join(dir, 'site'))).toBe(true);
  });

  it('removes the files of the previous pull request that the next one does not have', async () => {
    const dir = folder();
    const checkout = await createDemoCheckout(dir, { PATH: folder() });
    await checkout.checkOutPullRequest(pull());
    await checkout.checkOutPullRequest(pull({ number: 43, head: main }));
    expect(existsSync(join(dir, 'docs/pets.mdx'))).toBe(false);
    expect(readFileSync(join(dir, 'docs/index.mdx'), 'utf8')).toBe('# Welcome\n');
  });
});

describe('what the fake GitHub is told of a pull request', () => {
  it('lists the files GitHub lists, sorted by path, without renames', () => {
    expect(
      pullRequestFiles(
        { 'b.mdx': '1', 'gone.mdx': 'x', 'same.mdx': 's' },
        { 'b.mdx': '2', 'a.mdx': 'new', 'same.mdx': 's' },
      ),
    ).toEqual([
      { filename: 'a.mdx', status: 'added' },
      { filename: 'b.mdx', status: 'modified' },
      { filename: 'gone.mdx', status: 'removed' },
    ]);
  });

  it("serves the changed files and the base commit's files and tarball", async () => {
    github = await startFakeGitHub({ owner: 'acme', repo: 'docs' });
    const base = 'b'.repeat(40);
    await publishPullRequest(github, pull(), { baseSha: base, headSha: 'c'.repeat(40), mergeSha: undefined });
    const get = (path: string, accept = 'application/json') =>
      fetch(`${github!.url}${path}`, { headers: { authorization: 'token x', accept } });

    const files = (await (await get('/repos/acme/docs/pulls/42/files')).json()) as { filename: string }[];
    expect(files.map((file) => file.filename)).toEqual(['docs/index.mdx', 'docs/pets.mdx']);
    const index = await get(
      `/repos/acme/docs/contents/docs/index.mdx?ref=${base}`,
      'application/vnd.github.raw',
    );
    expect(await index.text()).toBe('# Welcome\n');
    const tarball = await get(`/repos/acme/docs/tarball/${base}`);
    expect(tarball.status).toBe(200);
    expect((await tarball.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
