import { join } from 'node:path';
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { escapeMarkdown } from '../core/markdown.js';
import type { ImageToPublish } from '../github/image-branch.js';
import { IMAGE_BRANCH, ImageBranchPermissionError, publishImages } from '../github/image-branch.js';
import type { GitHubClient } from '../github/octokit.js';
import type { UploadedArtifact, UploadFolderOptions } from '../github/workflow-artifact.js';
import type { VisualOptions } from '../visual/run-visual.js';
import type { VisualPage, VisualReport } from '../visual/types.js';
import type { ChangedPage } from './changed-pages/types.js';
import type { VisualImages, VisualState } from './visual-comment.js';
import { orderForComment } from './visual-comment.js';

/**
 * The preview's visual review (`visual: changed`): the changed pages that exist on the live preview
 * (modified ones first) captured there and on the production site by the visual room (src/visual),
 * their images published where the pull request can show them (the image branch, else an artifact),
 * and the result for the comment, the job summary and `result.visual`. Nothing here fails the
 * preview: a missing browser, a login or a failed upload is one line.
 */

export type VisualImagesMode = 'auto' | 'branch' | 'artifact' | 'none';

export interface VisualReviewOptions {
  previewUrl: string;
  pages: readonly ChangedPage[];
  /** The live check's login line: a preview behind a login is never captured. */
  login?: { url: string; reason: string } | undefined;
  /** The production address (input site-url). */
  siteUrl?: string | undefined;
  /** Production found another way (the service app's production deployment), used without site-url. */
  productionUrl?: (() => Promise<string | undefined>) | undefined;
  maxPages: number;
  mask: readonly string[];
  images: VisualImagesMode;
  /** The report folder (images, report.json, index.html). */
  out: string;
  github?:
    | {
        octokit: GitHubClient;
        owner: string;
        repo: string;
        pullRequestNumber: number | undefined;
        serverUrl: string;
        runId: string | undefined;
      }
    | undefined;
  /** The environment handed to the browser finder (CHROME_PATH). */
  env: NodeJS.ProcessEnv;
  logger: Logger;
  signal?: AbortSignal | undefined;
  /** The visual room's entry (tests pass their own); default: runVisual, loaded on first use. */
  capture?: ((options: VisualOptions) => Promise<VisualReport>) | undefined;
  /** Uploads the report folder as an artifact; default: @actions/artifact, loaded on first use. */
  uploadArtifact?: ((options: UploadFolderOptions) => Promise<UploadedArtifact>) | undefined;
}

export interface VisualReviewOutcome {
  /** What the comment and the job summary show. */
  state: VisualState;
  report?: VisualReport | undefined;
  /** Pages whose look changed (`visual-changed`); undefined when nothing was compared. */
  changed?: number | undefined;
  /** `result.visual`: bounded. */
  result: Record<string, unknown>;
}

const CHANGE_ORDER: Record<ChangedPage['change'], number> = {
  modified: 0,
  renamed: 1,
  moved: 2,
  added: 3,
  removed: 4,
};
/** Pages listed in `result.visual` at most. */
const MAX_RESULT_PAGES = 50;

/** The page's path on the site (`/guides/setup`) from its address on the preview. */
export function sitePath(previewUrl: string, pageUrl: string): string | undefined {
  try {
    const base = new URL(previewUrl);
    const page = new URL(pageUrl);
    if (base.origin !== page.origin) return undefined;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    const path = page.pathname === base.pathname ? '/' : page.pathname;
    if (path !== '/' && !path.startsWith(prefix)) return undefined;
    return `/${path.slice(path === '/' ? 1 : prefix.length)}`;
  } catch {
    return undefined;
  }
}

/** The pages to capture, by path: those on the preview, modified ones first, each once. */
export function pagesToCapture(previewUrl: string, pages: readonly ChangedPage[]): string[] {
  const sorted = [...pages]
    .filter((page) => page.url !== null && page.change !== 'removed' && !page.spec)
    .sort((a, b) => CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change]);
  const paths = sorted.flatMap((page) => sitePath(previewUrl, page.url!) ?? []);
  return [...new Set(paths)];
}

function line(text: string): VisualReviewOutcome {
  return { state: { line: text }, result: { skipped: text.replace(/[*_`]/g, '') } };
}

export async function reviewVisually(options: VisualReviewOptions): Promise<VisualReviewOutcome | undefined> {
  const { logger } = options;
  if (options.login) {
    return line(
      `🔒 The changed pages were not captured: ${escapeMarkdown(options.login.reason, 300)}. A page behind a login is never captured (its images could reach more readers than the site).`,
    );
  }
  const paths = pagesToCapture(options.previewUrl, options.pages);
  if (paths.length === 0) return undefined;
  const capture =
    options.capture ??
    (async (settings: VisualOptions) => (await import('../visual/run-visual.js')).runVisual(settings));
  const before = options.siteUrl ?? (await productionAddress(options));
  let report: VisualReport;
  try {
    report = await capture({
      after: options.previewUrl,
      before,
      pages: paths,
      out: options.out,
      mask: options.mask,
      maxPages: options.maxPages,
      env: options.env,
      logger,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'BrowserNotFoundError') {
      logger.warning(`Visual review skipped: ${error.message}. The rest of the preview goes on.`);
      return line(
        '⚠️ The visual review did not run: no Chrome or Chromium on the runner. Set `CHROME_PATH` to its executable (GitHub-hosted runners have Chrome).',
      );
    }
    logger.warning(`The visual review failed: ${errorMessage(error)}`);
    return line(`⚠️ The visual review failed: ${escapeMarkdown(errorMessage(error), 300)}`);
  }
  logger.info(`Visual review report: ${join(options.out, 'index.html')} (with report.json and the images).`);
  const images = await publish(options, report);
  const state: VisualState = { report, images, maxPages: options.maxPages };
  return {
    state,
    report,
    changed: report.summary.changed,
    result: { ...visualResult(report, images), folder: options.out },
  };
}

/** Every image the comment may show: the crops of regions and the whole captures (paths in the report). */
function imagesOf(report: VisualReport): string[] {
  const paths = new Set<string>();
  for (const page of orderForComment(report.pages)) {
    for (const region of page.regions) {
      if (region.images.before) paths.add(region.images.before);
      if (region.images.after) paths.add(region.images.after);
    }
    if (page.before?.image && page.status === 'changed') paths.add(page.before.image);
    if (page.after?.image) paths.add(page.after.image);
  }
  return [...paths];
}

async function publish(options: VisualReviewOptions, report: VisualReport): Promise<VisualImages> {
  const { logger, github } = options;
  const mode = options.images;
  const hasImages = report.pages.some((page) => page.after?.image || page.before?.image);
  if (mode === 'none' || !hasImages) return { mode: 'none' };
  const permissionLine = 'Give the workflow `permissions: contents: write` to show the images here.';
  if (mode === 'branch' || mode === 'auto') {
    if (github && github.pullRequestNumber !== undefined) {
      try {
        const published = await publishImages(github.octokit, {
          owner: github.owner,
          repo: github.repo,
          pullRequestNumber: github.pullRequestNumber,
          images: imagesOf(report).map((key): ImageToPublish => ({ key, file: join(options.out, key) })),
          serverUrl: github.serverUrl,
          logger,
        });
        for (const skipped of published.skipped)
          logger.warning(`Image ${skipped.key} left out: ${skipped.reason}.`);
        logger.info(`Visual review images on ${IMAGE_BRANCH} at ${published.commitSha}.`);
        return {
          mode: 'inline',
          url: (path) => (path === null ? undefined : published.urls.get(path)),
          skipped: published.skipped.length,
        };
      } catch (error) {
        const denied = error instanceof ImageBranchPermissionError;
        if (mode === 'branch') {
          logger.warning(errorMessage(error));
          return {
            mode: 'none',
            why: denied
              ? `The images could not be written to \`${IMAGE_BRANCH}\`. ${permissionLine}`
              : `The images could not be written to \`${IMAGE_BRANCH}\`.`,
          };
        }
        logger.info(`${errorMessage(error)} The images go to an artifact instead.`);
      }
    } else if (mode === 'branch') {
      logger.warning(`visual-images: branch needs a pull request and a github-token; no images are shown.`);
      return { mode: 'none' };
    }
  }
  return uploadArtifact(options, mode === 'auto' ? permissionLine : undefined);
}

async function uploadArtifact(options: VisualReviewOptions, why: string | undefined): Promise<VisualImages> {
  const { github, logger } = options;
  const pr = github?.pullRequestNumber;
  const name = pr === undefined ? 'docs-ci-visual' : `docs-ci-visual-${pr}`;
  const upload =
    options.uploadArtifact ??
    (async (settings: UploadFolderOptions) =>
      (await import('../github/workflow-artifact.js')).uploadFolderArtifact(settings));
  try {
    const artifact = await upload({
      name,
      folder: options.out,
      serverUrl: github?.serverUrl ?? 'https://github.com',
      repository: github ? `${github.owner}/${github.repo}` : '',
      runId: github?.runId,
    });
    logger.info(
      `Visual review images uploaded as the artifact ${name}${artifact.url ? `: ${artifact.url}` : ''}.`,
    );
    return { mode: 'artifact', url: artifact.url, name, why };
  } catch (error) {
    logger.warning(`The visual review's images could not be uploaded: ${errorMessage(error)}`);
    return {
      mode: 'none',
      why: `The images could not be uploaded as an artifact; the regions are listed as text.`,
    };
  }
}

function pageResult(page: VisualPage, url: (path: string | null) => string | undefined) {
  return {
    path: page.path,
    status: page.status,
    ...(page.reason ? { reason: page.reason } : {}),
    before: page.before
      ? { url: page.before.url, code: page.before.code, image: url(page.before.image) ?? null }
      : null,
    after: page.after
      ? { url: page.after.url, code: page.after.code, image: url(page.after.image) ?? null }
      : null,
    regions: page.regions.slice(0, 20).map((region) => ({
      kind: region.kind,
      before: region.before,
      after: region.after,
      heading: region.heading ?? null,
      images: { before: url(region.images.before) ?? null, after: url(region.images.after) ?? null },
    })),
    ignored: page.ignored.length,
  };
}

/** `result.visual`: the summary and the pages (at most 50, changed first), with image URLs when published. */
export function visualResult(report: VisualReport, images: VisualImages): Record<string, unknown> {
  const url = images.mode === 'inline' ? images.url : () => undefined;
  const pages = orderForComment(report.pages);
  return {
    summary: report.summary,
    browser: report.browser,
    beforeUrl: report.beforeUrl ?? null,
    afterUrl: report.afterUrl,
    ...(report.beforeReadable === false ? { beforeReadable: false } : {}),
    images:
      images.mode === 'artifact'
        ? { mode: 'artifact', name: images.name, url: images.url ?? null }
        : { mode: images.mode },
    pages: pages.slice(0, MAX_RESULT_PAGES).map((page) => pageResult(page, url)),
    ...(pages.length > MAX_RESULT_PAGES ? { pagesLeftOut: pages.length - MAX_RESULT_PAGES } : {}),
    ...(report.notCaptured?.length ? { notCaptured: report.notCaptured.length } : {}),
  };
}

/** Without site-url: the address of the service app's production deployment, when there is one. */
async function productionAddress(options: VisualReviewOptions): Promise<string | undefined> {
  const found = await options.productionUrl?.().catch((error: unknown) => {
    options.logger.warning(
      `Visual review: the production deployment could not be read (${errorMessage(error)}); give site-url.`,
    );
    return undefined;
  });
  if (found)
    options.logger.info(`Visual review: production is ${found} (the service app's production deployment).`);
  return found;
}
