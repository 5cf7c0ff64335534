import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { EventContext } from '../github/context.js';
import { createDeployment, previewEnvironmentName, setDeploymentStatus } from '../github/deployments.js';
import type { GitHubClient } from '../github/octokit.js';
import type { PreviewCommentState } from './comment.js';
import { renderPreviewComment } from './comment.js';
import { findStickyComment, upsertStickyComment } from '../github/sticky-comment.js';
import { previewLink } from '../core/url.js';
import type { ChangedPagesList } from './changed-pages/changed-pages.js';
import { MAX_OUTPUT_PAGES } from './changed-pages/output.js';
import type { PageHealth } from './changed-pages/page-health.js';
import { pageHealthHeadline, pageHealthMarker } from './changed-pages/page-health.js';
import { renderChangedPages } from './changed-pages/render.js';
import { combineMarkers, liveHeadline, liveMarker } from './changed-pages/live-status.js';
import type { LiveState } from './changed-pages/live-status.js';
import type { LiveReport } from '../links/live/live-check.js';
import type { ChangedPage } from './changed-pages/types.js';
import type { PreviewResult } from './preview-branches.js';
import type { VisualReviewOutcome } from './visual-review.js';
import type { VisualState } from './visual-comment.js';
import { withVisualSection } from './visual-comment.js';
import { previewBranch } from './preview-branches.js';
import type { AttachedSource, PreviewSource } from './preview-source.js';

export interface GitHubPreviewOptions {
  /** Where the live preview comes from (decided by preview-source.ts): triggered here, or attached. */
  source: PreviewSource;
  /** Absent without a token: comments and deployments are skipped with a warning. */
  octokit: GitHubClient | undefined;
  context: EventContext;
  comment: boolean;
  commentKey: string;
  deployment: boolean;
  /** Overrides the per-preview environment name (of the deployment the kit creates when it triggers). */
  environment?: string | undefined;
  /** Shown in the comment heading when one pull request has several previews. */
  title?: string | undefined;
  /** The pages the pull request changes, being computed while the preview is triggered. */
  changedPages?: Promise<ChangedPagesList | undefined> | undefined;
  /** Lines of the list in the comment; the job summary gets up to MAX_OUTPUT_PAGES of them. */
  changedPagesLimit?: number | undefined;
  /**
   * The validation status of the changed pages, computed while the preview builds: the ready comment
   * marks each page with it and counts the new problems.
   */
  pageHealth?: Promise<PageHealth | undefined> | undefined;
  /**
   * Checks the changed pages on the live preview (`check-links: changed`): run once the "ready"
   * comment is posted, which it then updates with each page's result.
   */
  liveCheck?: ((previewUrl: string, pages: ChangedPage[]) => Promise<LiveReport | undefined>) | undefined;
  /**
   * The visual review of the changed pages (`visual: changed`): run once the preview is live, after
   * the live check (whose login line it gets); the ready comment shows it running, then its section.
   */
  visualReview?:
    | ((
        previewUrl: string,
        pages: ChangedPage[],
        login: { url: string; reason: string } | undefined,
      ) => Promise<VisualReviewOutcome | undefined>)
    | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
}

export interface GitHubPreviewResult extends PreviewResult {
  sha: string;
  pullRequestNumber?: number | undefined;
  commentId?: number | undefined;
  deploymentId?: number | undefined;
  /** A re-run followed the status id its previous run left in the comment instead of triggering again. */
  resumed: boolean;
  /** The pages the pull request changes, linked to the preview (undefined: no list was made). */
  changedPages?: ChangedPage[] | undefined;
  /** The whole "Changed pages" section, for the job summary. */
  changedPagesSummary?: string | undefined;
  /** The live check of the changed pages on the preview, when it ran. */
  liveLinks?: LiveReport | undefined;
  /** The app's deployment an attached preview came from (the kit created none). */
  attachedDeployment?: AttachedSource['deployment'];
  /** The visual review, when it ran. */
  visual?: VisualReviewOutcome | undefined;
}

/** What the sticky comment remembers between runs. */
interface CommentState {
  statusId?: string;
  previewUrl?: string;
  sha?: string;
  phase?: 'building' | 'ready' | 'failed';
}

/**
 * One preview reported through the pull request comment, a GitHub Deployment and the result, all fed
 * by the same state. GitHub failures are warnings (with the permission to add); the preview itself
 * decides success.
 */
export async function previewWithGitHub(options: GitHubPreviewOptions): Promise<GitHubPreviewResult> {
  const { context, logger, octokit, source } = options;
  const clock = options.clock ?? systemClock;
  const startedAt = new Date(clock.now());
  const pr = context.pullRequestNumber;
  const commentTarget =
    options.comment && octokit && pr !== undefined
      ? { owner: context.owner, repo: context.repo, issueNumber: pr, key: options.commentKey, logger }
      : undefined;
  if (options.comment && pr !== undefined && !octokit) {
    logger.warning('No github-token: the pull request comment is skipped.');
  }

  // A re-run of the same commit whose preview is still building follows it instead of spending quota.
  let resume: CommentState | undefined;
  let commentId: number | undefined;
  if (commentTarget && octokit) {
    // An attached preview is live already: there is nothing to resume, only the comment to find.
    try {
      const found = await findStickyComment(octokit, commentTarget);
      commentId = found?.commentId;
      const state = found?.state as CommentState | undefined;
      if (
        source.kind === 'trigger' &&
        state?.phase === 'building' &&
        state.sha === context.sha &&
        state.statusId
      ) {
        resume = state;
      }
    } catch (error) {
      logger.warning(`Could not read the pull request comments: ${errorMessage(error)}`);
    }
  }

  let visualState: VisualState | undefined;
  const writeComment = async (state: PreviewCommentState, memory: CommentState) => {
    if (!commentTarget || !octokit) return;
    try {
      const written = await upsertStickyComment(octokit, {
        ...commentTarget,
        body: renderPreviewComment(withVisualSection(state, visualState)),
        state: memory as Record<string, unknown>,
      });
      commentId = written.commentId;
    } catch (error) {
      logger.warning(`Could not write the pull request comment: ${errorMessage(error)}`);
    }
  };

  let deploymentId: number | undefined;
  const environment =
    options.environment ??
    previewEnvironmentName({ pullRequestNumber: pr, branch: context.branch, key: options.commentKey });
  const setDeployment = async (
    state: 'in_progress' | 'success' | 'failure',
    extra: { environmentUrl?: string; description?: string },
  ) => {
    if (!octokit || deploymentId === undefined) return;
    try {
      await setDeploymentStatus(octokit, {
        owner: context.owner,
        repo: context.repo,
        deploymentId,
        state,
        logUrl: context.runUrl,
        logger,
        ...extra,
      });
    } catch (error) {
      logger.warning(`Could not update the GitHub deployment: ${errorMessage(error)}`);
    }
  };
  if (options.deployment && source.kind === 'attached') {
    logger.debug('Attached preview: no GitHub Deployment is created (the preview has its own).');
  } else if (options.deployment) {
    if (!octokit) {
      logger.warning('No github-token: the GitHub deployment is skipped.');
    } else {
      try {
        ({ deploymentId } = await createDeployment(octokit, {
          owner: context.owner,
          repo: context.repo,
          ref: context.sha,
          environment,
          transient: true,
          description: `Docs preview of ${context.branch}`,
          logger,
        }));
        await setDeployment('in_progress', { description: 'Building the docs preview' });
      } catch (error) {
        logger.warning(`Could not create the GitHub deployment: ${errorMessage(error)}`);
      }
    }
  }

  let changed: { pages: ChangedPage[]; comment: string; summary: string } | undefined;
  const listChangedPages = async (previewUrl: string | undefined, health?: PageHealth, live?: LiveState) => {
    const list = await options.changedPages;
    if (!list) return;
    const pages = list.pagesFor(previewLink(previewUrl));
    const headlines = [
      ...(health ? [pageHealthHeadline(health, pages)] : []),
      ...(live ? [liveHeadline(live)] : []),
    ].filter((line): line is string => line !== undefined);
    const report = live && !live.running ? live.report : undefined;
    const marker =
      health || report
        ? (page: ChangedPage) =>
            combineMarkers(
              health ? pageHealthMarker(health, page) : report && page.change !== 'removed' ? '✓' : undefined,
              report && liveMarker(report, page),
            )
        : undefined;
    const render = (limit?: number) =>
      [
        ...headlines.flatMap((line) => [line, '']),
        renderChangedPages(pages, { limit, fullListUrl: context.runUrl, notes: list.notes, marker }),
      ].join('\n');
    // The job summary lists as many pages as the outputs (GitHub caps a summary at 1 MiB).
    changed = { pages, comment: render(options.changedPagesLimit), summary: render(MAX_OUTPUT_PAGES) };
    base.changedPages = changed.comment || undefined;
  };
  const base: {
    branch: string;
    sha: string;
    runUrl?: string | undefined;
    title?: string | undefined;
    changedPages?: string | undefined;
  } = {
    branch: context.branch,
    sha: context.sha,
    runUrl: context.runUrl,
    title: options.title,
  };
  const result: PreviewResult =
    source.kind === 'attached'
      ? attachedResult(source, context.branch)
      : await previewBranch({
          client: source.client,
          projectId: source.projectId,
          branch: context.branch,
          wait: source.wait,
          logger,
          signal: options.signal,
          deadline: options.deadline,
          clock: options.clock,
          resumeStatusId: resume?.statusId,
          resumePreviewUrl: resume?.previewUrl,
          onTriggered: async ({ statusId, previewUrl }) => {
            await listChangedPages(previewUrl);
            await writeComment(
              { ...base, status: 'building', startedAt },
              { statusId, previewUrl, sha: context.sha, phase: 'building' },
            );
          },
        });
  const health = result.status === 'triggered' ? undefined : await options.pageHealth;
  if (!changed || health) await listChangedPages(result.previewUrl, health);

  const finishedAt = new Date(clock.now());
  let liveLinks: LiveReport | undefined;
  let visual: VisualReviewOutcome | undefined;
  const memory: CommentState = {
    statusId: result.statusId,
    previewUrl: result.previewUrl,
    sha: context.sha,
    // A run that ran out of time leaves the preview building: the next run of this commit resumes it.
    phase: result.ok ? 'ready' : result.status === 'timeout' ? 'building' : 'failed',
  };
  if (result.status === 'triggered') {
    // Not waited on: the comment stays "building" and the deployment in progress.
  } else if (result.ok) {
    const address = previewLink(result.previewUrl);
    const livePages = (changed?.pages ?? []).filter((page) => page.change !== 'removed' && page.url !== null);
    const checking = options.liveCheck && address !== undefined && livePages.length > 0;
    if (checking) await listChangedPages(result.previewUrl, health, { running: true });
    const reviewing = options.visualReview && address !== undefined && livePages.length > 0;
    if (reviewing) visualState = { running: true };
    const ready = {
      ...base,
      status: 'ready' as const,
      previewUrl: result.previewUrl,
      screenshots: result.screenshots,
      finishedAt,
    };
    await writeComment(ready, memory);
    // Only a usable link is the environment's address; another value stays in the comment as text.
    await setDeployment('success', {
      ...(address ? { environmentUrl: address } : {}),
      description: 'Docs preview is live',
    });
    if (checking) {
      // The link to the preview is out: the check of its pages never delays it.
      liveLinks = await options.liveCheck!(address, livePages).catch((error: unknown) => {
        logger.warning(`The live check of the changed pages failed: ${errorMessage(error)}`);
        return undefined;
      });
      await listChangedPages(result.previewUrl, health, liveLinks ? { report: liveLinks } : undefined);
      await writeComment({ ...ready, changedPages: base.changedPages }, memory);
    }
    if (reviewing) {
      // After the live check: its login line keeps a protected preview from being captured.
      visual = await options.visualReview!(address, livePages, liveLinks?.login).catch((error: unknown) => {
        logger.warning(`The visual review failed: ${errorMessage(error)}`);
        return undefined;
      });
      visualState = visual?.state;
      await writeComment({ ...ready, changedPages: base.changedPages }, memory);
    }
  } else {
    const summary = result.summary ?? result.error ?? `The preview ended in ${result.status}.`;
    await writeComment({ ...base, status: 'failed', summary, logLines: result.logs, finishedAt }, memory);
    await setDeployment('failure', { description: `Docs preview ${result.status}` });
  }
  return {
    ...result,
    sha: context.sha,
    pullRequestNumber: pr,
    commentId,
    deploymentId,
    resumed: resume !== undefined,
    changedPages: changed?.pages,
    changedPagesSummary: changed?.summary || undefined,
    liveLinks,
    attachedDeployment: source.kind === 'attached' ? source.deployment : undefined,
    visual,
  };
}

/** An attached preview is live when we learn of it: its result is "success" at its address. */
function attachedResult(source: AttachedSource, branch: string): PreviewResult {
  return { branch, previewUrl: source.previewUrl, status: 'success', ok: true, elapsedMs: 0 };
}
