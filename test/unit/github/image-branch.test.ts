import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import {
  IMAGE_BRANCH,
  ImageBranchPermissionError,
  MAX_IMAGE_BYTES,
  publishImages,
} from '../../../src/github/image-branch.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { restDescriptionErrors } from '../../support/github-rest-description.js';

describe('publishImages: the orphan image branch', () => {
  let fake: FakeGitHub;
  let dir: string;
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  beforeEach(async () => {
    fake = await startFakeGitHub();
    dir = await mkdtemp(join(tmpdir(), 'docs-ci-image-branch-'));
  });
  afterEach(async () => {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, bytes: Buffer | string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  }

  const publish = (pullRequestNumber: number, images: { key: string; file: string }[]) =>
    publishImages(octokitFor(fake), {
      owner: 'acme',
      repo: 'docs',
      pullRequestNumber,
      images,
      serverUrl: 'https://github.example.com/',
      logger: createRecordingLogger(),
    });

  it('writes one parentless commit, files named by content hash under the pull request, URLs pinned to it', async () => {
    fake.addPull({ number: 7, headRef: 'docs/a' });
    const a = await file('a.png', 'first image');
    const b = await file('b.png', 'second image');
    const same = await file('c.png', 'first image');
    const published = await publish(7, [
      { key: 'pages/a.png', file: a },
      { key: 'pages/b.png', file: b },
      { key: 'pages/c.png', file: same },
    ]);
    const branch = fake.git.branch(IMAGE_BRANCH)!;
    expect(branch.sha).toBe(published.commitSha);
    expect(branch.parents).toEqual([]);
    expect(branch.files.size).toBe(2);
    for (const path of branch.files.keys()) expect(path).toMatch(/^pr-7\/[0-9a-f]{64}\.png$/);
    const url = published.urls.get('pages/a.png')!;
    expect(url).toMatch(
      new RegExp(
        `^https://github\\.example\\.com/acme/docs/blob/${published.commitSha}/pr-7/[0-9a-f]{64}\\.png\\?raw=true$`,
      ),
    );
    // The same bytes are one file.
    expect(published.urls.get('pages/c.png')).toBe(url);
    // The web address serves the bytes.
    const served = await fake.fetch(`${fake.url}${new URL(url).pathname}?raw=true`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe('first image');
    expect(restDescriptionErrors(fake.requests.filter((r) => r.path.startsWith('/repos/')))).toEqual([]);
  });

  it("keeps the images of open pull requests, drops closed ones' folders, and stays one commit", async () => {
    fake.addPull({ number: 7, headRef: 'docs/a' });
    fake.addPull({ number: 8, headRef: 'docs/b' });
    await publish(7, [{ key: 'x', file: await file('x.png', 'seven') }]);
    await publish(8, [{ key: 'y', file: await file('y.png', 'eight') }]);
    let branch = fake.git.branch(IMAGE_BRANCH)!;
    expect([...branch.files.keys()].map((p) => p.split('/')[0]).sort()).toEqual(['pr-7', 'pr-8']);
    expect(branch.parents).toEqual([]);
    const firstUrlCommit = branch.sha;

    fake.setPullState(7, 'closed');
    const third = await publish(8, [{ key: 'z', file: await file('z.png', 'eight again') }]);
    branch = fake.git.branch(IMAGE_BRANCH)!;
    expect([...branch.files.keys()].every((p) => p.startsWith('pr-8/'))).toBe(true);
    expect(branch.files.size).toBe(2);
    expect(third.pruned).toEqual(['pr-7']);
    expect(branch.parents).toEqual([]);
    // The earlier commit still exists: comments that pinned it keep their images.
    expect(fake.git.commit(firstUrlCommit)?.files.size).toBe(2);
  });

  it('skips an image of 5 MB or more and says why', async () => {
    const big = await file('big.png', Buffer.alloc(MAX_IMAGE_BYTES, 1));
    const small = await file('small.png', 'ok');
    const published = await publish(3, [
      { key: 'big', file: big },
      { key: 'small', file: small },
    ]);
    expect(published.urls.has('big')).toBe(false);
    expect(published.urls.has('small')).toBe(true);
    expect(published.skipped).toEqual([
      { key: 'big', reason: expect.stringMatching(/5\.0 MB, over the 5 MB/) },
    ]);
  });

  it('turns the 403 of a read-only token into ImageBranchPermissionError naming contents: write', async () => {
    fake.denyPermission('contents=write');
    const error = await publish(7, [{ key: 'x', file: await file('x.png', 'x') }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageBranchPermissionError);
    expect((error as Error).message).toMatch(/contents: write/);
    expect(fake.git.branch(IMAGE_BRANCH)).toBeUndefined();
  });

  it('answers a second creation of the branch with 422 "Reference already exists", and a non-forced orphan update as not a fast forward', async () => {
    await publish(7, [{ key: 'x', file: await file('x.png', 'x') }]);
    const octokit = octokitFor(fake);
    const sha = fake.git.branch(IMAGE_BRANCH)!.sha;
    await expect(
      octokit.rest.git.createRef({ owner: 'acme', repo: 'docs', ref: `refs/heads/${IMAGE_BRANCH}`, sha }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/Reference already exists/) });
    const tree = await octokit.rest.git.createTree({ owner: 'acme', repo: 'docs', tree: [] });
    const orphan = await octokit.rest.git.createCommit({
      owner: 'acme',
      repo: 'docs',
      message: 'other',
      tree: tree.data.sha,
      parents: [],
    });
    await expect(
      octokit.rest.git.updateRef({
        owner: 'acme',
        repo: 'docs',
        ref: `heads/${IMAGE_BRANCH}`,
        sha: orphan.data.sha,
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/not a fast forward/) });
  });

  it('builds on the commit of a run that moved the branch meanwhile', async () => {
    fake.addPull({ number: 7, headRef: 'docs/a' });
    fake.addPull({ number: 8, headRef: 'docs/b' });
    await publish(7, [{ key: 'x', file: await file('x.png', 'seven') }]);
    // Another run writes #8 between this run's read of the branch and its move.
    let raced = false;
    const octokit = octokitFor(fake);
    const original = octokit.rest.git.createCommit;
    octokit.rest.git.createCommit = (async (params: Parameters<typeof original>[0]) => {
      if (!raced) {
        raced = true;
        await publishImages(octokitFor(fake), {
          owner: 'acme',
          repo: 'docs',
          pullRequestNumber: 8,
          images: [{ key: 'y', file: await file('y.png', 'eight') }],
          serverUrl: 'https://github.com',
          logger: createRecordingLogger(),
        });
      }
      return original(params);
    }) as typeof original;
    await publishImages(octokit, {
      owner: 'acme',
      repo: 'docs',
      pullRequestNumber: 7,
      images: [{ key: 'z', file: await file('z.png', 'seven again') }],
      serverUrl: 'https://github.com',
      logger: createRecordingLogger(),
    });
    const folders = [...fake.git.branch(IMAGE_BRANCH)!.files.keys()].map((p) => p.split('/')[0]).sort();
    expect(folders).toEqual(['pr-7', 'pr-7', 'pr-8']);
  });
});
