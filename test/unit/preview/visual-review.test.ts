import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { IMAGE_BRANCH } from '../../../src/github/image-branch.js';
import type { ChangedPage } from '../../../src/preview/changed-pages/types.js';
import type { UploadFolderOptions } from '../../../src/github/workflow-artifact.js';
import type { VisualReviewOptions } from '../../../src/preview/visual-review.js';
import { pagesToCapture, reviewVisually, sitePath } from '../../../src/preview/visual-review.js';
import { BrowserNotFoundError } from '../../../src/visual/browser/find-browser.js';
import type { VisualOptions } from '../../../src/visual/run-visual.js';
import type { VisualReport } from '../../../src/visual/types.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { solidPng } from '../../support/visual-docs.js';

const PREVIEW = 'https://preview.example.com/acme/pr-7/';

const changed = (path: string, change: ChangedPage['change'], url: string | null = `${PREVIEW}${path}`) => ({
  path: `docs/${path}.mdx`,
  url,
  change,
  title: path,
});

describe('the pages the visual review captures', () => {
  it('are the changed pages on the preview by their site path, modified first, removed and spec lines left out', () => {
    expect(
      pagesToCapture(PREVIEW, [
        changed('guides/new', 'added'),
        changed('guides/gone', 'removed', null),
        changed('guides/setup', 'modified'),
        { ...changed('api/pets', 'modified'), spec: true as const },
        changed('guides/setup', 'modified'),
      ]),
    ).toEqual(['/guides/setup', '/guides/new']);
    expect(sitePath(PREVIEW, `${PREVIEW}`)).toBe('/');
    expect(sitePath(PREVIEW, 'https://elsewhere.example.com/x')).toBeUndefined();
  });
});

describe('reviewVisually: where the images go', () => {
  let fake: FakeGitHub;
  let out: string;
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.addPull({ number: 7, headRef: 'docs/a' });
    out = await mkdtemp(join(tmpdir(), 'docs-ci-visual-review-'));
  });
  afterEach(async () => {
    await fake.close();
    await rm(out, { recursive: true, force: true });
  });

  /** A capture that writes the images of one changed page with one region, as runVisual would. */
  let captures = 0;
  const capture = async (options: VisualOptions): Promise<VisualReport> => {
    captures += 1;
    await mkdir(join(options.out, 'images'), { recursive: true });
    for (const name of ['whole-before', 'whole-after', 'r1-before', 'r1-after'])
      await writeFile(join(options.out, 'images', `${name}.png`), solidPng(8, 8, [name.length * 10, 0, 0]));
    const side = (name: string) => ({
      url: PREVIEW,
      code: 200,
      image: `images/whole-${name}.png`,
      width: 8,
      height: 8,
    });
    return {
      pages: [
        {
          path: options.pages[0]!,
          status: 'changed',
          before: side('before'),
          after: side('after'),
          regions: [
            {
              kind: 'changed',
              before: { x: 0, y: 0, width: 8, height: 8 },
              after: { x: 0, y: 0, width: 8, height: 8 },
              images: { before: 'images/r1-before.png', after: 'images/r1-after.png', diff: null },
            },
          ],
          ignored: [],
        },
      ],
      summary: { changed: 1, unchanged: 0, new: 0, removed: 0, captured: 0, failed: 0, total: 1 },
      browser: 'HeadlessChrome/153',
      beforeUrl: 'https://docs.example.com/',
      afterUrl: PREVIEW,
    };
  };

  function review(extra: Partial<VisualReviewOptions> = {}) {
    const logger = createRecordingLogger();
    const uploads: UploadFolderOptions[] = [];
    const uploadArtifact = (settings: UploadFolderOptions) => {
      uploads.push(settings);
      return Promise.resolve({
        id: 31,
        name: settings.name,
        url: 'https://github.com/acme/docs/actions/runs/5/artifacts/31',
      });
    };
    const run = reviewVisually({
      previewUrl: PREVIEW,
      pages: [changed('guides/setup', 'modified')],
      siteUrl: 'https://docs.example.com/',
      maxPages: 10,
      mask: [],
      images: 'auto',
      out,
      github: {
        octokit: octokitFor(fake),
        owner: 'acme',
        repo: 'docs',
        pullRequestNumber: 7,
        serverUrl: 'https://github.com',
        runId: '5',
      },
      env: {},
      logger,
      capture,
      uploadArtifact,
      ...extra,
    });
    return { run, logger, uploads };
  }

  beforeEach(() => {
    captures = 0;
  });

  it('embeds the images from the branch when the token can write', async () => {
    const { run, uploads } = review();
    const outcome = (await run)!;
    expect(outcome.changed).toBe(1);
    const commit = fake.git.branch(IMAGE_BRANCH)!;
    expect(commit.files.size).toBe(4);
    expect(uploads).toEqual([]);
    const result = outcome.result as {
      images: { mode: string };
      pages: { regions: { images: { after: string } }[] }[];
    };
    expect(result.images.mode).toBe('inline');
    expect(result.pages[0]!.regions[0]!.images.after).toMatch(
      new RegExp(`/blob/${commit.sha}/pr-7/[0-9a-f]{64}\\.png\\?raw=true$`),
    );
  });

  it('falls back to the artifact under auto when the token cannot write, saying which permission shows them inline', async () => {
    fake.denyPermission('contents=write');
    const { run, uploads, logger } = review();
    const outcome = (await run)!;
    expect(uploads).toEqual([expect.objectContaining({ name: 'docs-ci-visual-7', folder: out, runId: '5' })]);
    expect(outcome.state).toMatchObject({
      images: { mode: 'artifact', name: 'docs-ci-visual-7', why: expect.stringMatching(/contents: write/) },
    });
    expect(logger.lines.filter((e) => e.level === 'warning')).toEqual([]);
  });

  it('warns once and shows no images under branch when the token cannot write, without trying the artifact', async () => {
    fake.denyPermission('contents=write');
    const { run, uploads, logger } = review({ images: 'branch' });
    const outcome = (await run)!;
    expect(uploads).toEqual([]);
    expect(outcome.state).toMatchObject({
      images: { mode: 'none', why: expect.stringMatching(/contents: write/) },
    });
    expect(logger.lines.filter((e) => e.level === 'warning')).toHaveLength(1);
  });

  it('publishes nothing under none and uploads only the artifact under artifact', async () => {
    const none = review({ images: 'none' });
    expect((await none.run)!.state).toMatchObject({ images: { mode: 'none' } });
    expect(none.uploads).toEqual([]);
    const artifact = review({ images: 'artifact' });
    expect((await artifact.run)!.state).toMatchObject({ images: { mode: 'artifact', why: undefined } });
    expect(fake.git.branch(IMAGE_BRANCH)).toBeUndefined();
  });

  it('captures nothing on a preview behind a login, and says a missing browser in one warning naming CHROME_PATH', async () => {
    const protectedPreview = review({ login: { url: PREVIEW, reason: 'the site asks for a login (401)' } });
    expect((await protectedPreview.run)!.state).toMatchObject({
      line: expect.stringMatching(/never captured/),
    });
    expect(captures).toBe(0);

    const missing = review({
      capture: () =>
        Promise.reject(
          new BrowserNotFoundError('CHROME_PATH: no browser at /nope; give the path of Chrome or Chromium'),
        ),
    });
    expect((await missing.run)!.state).toMatchObject({ line: expect.stringMatching(/CHROME_PATH/) });
    const warnings = missing.logger.lines.filter((e) => e.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/CHROME_PATH/);
  });
});
