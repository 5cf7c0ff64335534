import { resolve, sep } from 'node:path';
import type { ApiKey, BaseUrl } from '../../client/config-checks.js';
import { parseApiKey, parseBaseUrl } from '../../client/config-checks.js';
import { ConfigurationError, errorMessage, OperationFailedError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { EventContext } from '../../github/context.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { PageHealth } from '../../preview/changed-pages/page-health.js';
import { renderForkSkippedComment } from '../../preview/comment.js';
import { sanitizeKey, upsertStickyComment } from '../../github/sticky-comment.js';
import type { PreviewSource } from '../../preview/preview-source.js';
import { previewSourceKind, resolvePreviewSource } from '../../preview/preview-source.js';
import { boundChangedPages, changedPagesOutputList } from '../../preview/changed-pages/output.js';
import { renderPreviewSummary } from '../../preview/summary.js';
import { previewWithGitHub } from '../../preview/github-preview.js';
import { previewScheduledBranches } from '../../preview/scheduled.js';
import type { ChangedPage } from '../../preview/changed-pages/types.js';
import { openLinkCache } from '../common/link-cache.js';
import { liveResult } from '../../links/live/live-result.js';
import { renderLiveSummary } from '../../links/live/live-summary.js';
import { liveFailures } from '../../preview/changed-pages/live-status.js';
import { clientFromInputs } from '../common/common-inputs.js';
import { octokitFor } from '../common/github-client.js';
import type { ActionRun } from '../common/run.js';
import { runAction } from '../common/run.js';
import type { PreviewInputs } from './inputs.js';
import { outputNames, readPreviewInputs } from './inputs.js';
import { visualReport, visualReviewStep } from './visual-step.js';

type Ctx = ActionRun<(typeof outputNames)[number]>;

/** The admin key is required once we know the run is not for a fork. */
function requireApiKey(inputs: PreviewInputs, logger: Logger): ApiKey {
  return parseApiKey(inputs['api-key'], 'input api-key', logger);
}

/** What triggering needs besides the key: the service's address and the project. */
function triggerInputs(inputs: PreviewInputs, logger: Logger): { baseUrl: BaseUrl; projectId: string } {
  const projectId = inputs['project-id'];
  if (projectId === undefined) {
    throw new ConfigurationError(
      'input project-id is required when the kit triggers the preview (it is not needed with preview-url, wait-for-deployment or on deployment_status).',
    );
  }
  return { baseUrl: inputs['base-url'] ?? parseBaseUrl('', 'input base-url', logger), projectId };
}

/** Who made an attached preview, for the job summary. */
function builtBy(source: PreviewSource): string | undefined {
  if (source.kind === 'trigger') return undefined;
  const deployment = source.deployment;
  return deployment
    ? `${deployment.creator} (deployment ${deployment.id} to ${deployment.environment || 'no environment'}); nothing triggered`
    : 'the preview-url input; nothing triggered';
}

/** An attached run with nothing to attach to: one line, exit 0. */
function skipAttach(ctx: Ctx, reason: string, context: EventContext | undefined) {
  ctx.outputs.set('skipped', 'true');
  ctx.outputs.set('skip-reason', reason);
  ctx.logger.notice(`Docs preview skipped: ${reason}.`);
  const branch = context?.branch ?? '';
  ctx.report.result = { skipped: true, skipReason: reason, branch, sha: context?.sha };
  ctx.report.summary = () =>
    renderPreviewSummary({ outcome: 'skipped', branch, sha: context?.sha, message: reason });
}

/**
 * The pull request under review as a pull_request event names it (base and head commits): the
 * event's own, or the one a deployment_status event's pull request was found to be.
 */
function reviewedChange(
  runner: Ctx['runner'],
  context: EventContext,
  baseSha: string | undefined,
): { eventName: string; payload: unknown; baseSha: string | undefined } {
  const fromEvent = (runner.eventPayload as { pull_request?: { base?: { sha?: string } } }).pull_request?.base
    ?.sha;
  if (context.event !== 'deployment_status' || context.pullRequestNumber === undefined) {
    return { eventName: runner.eventName, payload: runner.eventPayload, baseSha: fromEvent ?? baseSha };
  }
  const payload = {
    number: context.pullRequestNumber,
    pull_request: { number: context.pullRequestNumber, head: { sha: context.sha }, base: { sha: baseSha } },
  };
  return { eventName: 'pull_request', payload, baseSha };
}

async function skipFork(
  ctx: Ctx,
  inputs: PreviewInputs,
  context: EventContext,
  octokit: GitHubClient | undefined,
  payload: unknown,
) {
  const reason =
    'pull request from a fork: previews are built from branches of this repository only, and forks get no secrets';
  ctx.outputs.set('skipped', 'true');
  ctx.outputs.set('skip-reason', reason);
  ctx.logger.notice(
    `Docs preview skipped: ${reason}. A maintainer can push the branch to this repository to preview it.`,
  );
  if (inputs['fork-comment'] && octokit && context.pullRequestNumber !== undefined) {
    const headRepository =
      (payload as { pull_request?: { head?: { repo?: { full_name?: string } } } }).pull_request?.head?.repo
        ?.full_name ?? 'a fork';
    try {
      const written = await upsertStickyComment(octokit, {
        owner: context.owner,
        repo: context.repo,
        issueNumber: context.pullRequestNumber,
        key: inputs['comment-key'] ?? inputs['project-id'] ?? 'preview',
        body: renderForkSkippedComment({
          branch: context.branch,
          sha: context.sha,
          headRepository,
          pullRequestNumber: context.pullRequestNumber,
          runUrl: context.runUrl,
        }),
        logger: ctx.logger,
      });
      ctx.outputs.set('comment-id', written.commentId);
    } catch (error) {
      ctx.logger.warning(`Could not write the fork notice comment: ${(error as Error).message}`);
    }
  }
  ctx.report.result = { skipped: true, skipReason: reason, branch: context.branch };
  ctx.report.summary = () =>
    renderPreviewSummary({ outcome: 'skipped', branch: context.branch, sha: context.sha, message: reason });
}

/** The validation of the pull request, compared with its base, as the changed pages' status; undefined on failure. */
async function pageHealthOfPullRequest(
  ctx: Ctx,
  docsDir: string | undefined,
  octokit: GitHubClient | undefined,
  context: EventContext,
  review: { eventName: string; payload: unknown },
): Promise<PageHealth | undefined> {
  try {
    const [{ findDocsRoot }, { validateWithScope }, { pageHealthOf }] = await Promise.all([
      import('../../preview/changed-pages/changed-pages.js'),
      import('../../validate/base/scoped-validation.js'),
      import('../../preview/changed-pages/page-health.js'),
    ]);
    const docsRoot = findDocsRoot(ctx.runner.workspace, docsDir);
    if (docsRoot === undefined) return undefined;
    const validation = await validateWithScope({
      docsDir: resolve(ctx.runner.workspace, docsRoot),
      fetchUrls: false,
      scope: 'auto',
      eventName: review.eventName,
      eventPayload: review.payload,
      workspace: ctx.runner.workspace,
      tempDir: ctx.runner.tempDir,
      env: ctx.subprocessEnv,
      github: octokit ? { octokit, owner: context.owner, repo: context.repo } : undefined,
      logger: ctx.logger,
    });
    return pageHealthOf(validation.report, docsRoot.split(sep).join('/'));
  } catch (error) {
    ctx.logger.warning(
      `Changed pages: their validation status could not be computed (${errorMessage(error)}).`,
    );
    return undefined;
  }
}

/** The docs folder relative to the workspace, as the changed pages' list found it. */
async function docsRootOf(docsDir: string | undefined, workspace: string): Promise<string | undefined> {
  const { findDocsRoot } = await import('../../preview/changed-pages/changed-pages.js');
  return findDocsRoot(workspace, docsDir);
}

export function run(): Promise<void> {
  return runAction({
    name: 'preview',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readPreviewInputs(ctx.logger);
      ctx.outputs.set('skipped', 'false');
      const { signal, deadline } = ctx.startRun(inputs.timeout);
      const octokit = await octokitFor(inputs['github-token'], ctx.runner);
      const payload = ctx.runner.eventPayload;
      if (inputs.branches.length > 0) {
        if (!octokit)
          throw new ConfigurationError('input branches needs github-token to list the repository branches.');
        const { baseUrl, projectId } = triggerInputs(inputs, ctx.logger);
        const apiKey = requireApiKey(inputs, ctx.logger);
        const client = clientFromInputs({ ...inputs, 'api-key': apiKey, 'base-url': baseUrl }, ctx);
        const outcome = await previewScheduledBranches({
          client,
          octokit,
          runner: ctx.runner,
          patterns: inputs.branches,
          projectId,
          wait: inputs.wait,
          comment: inputs.comment,
          commentKey: inputs['comment-key'] ?? projectId,
          deployment: inputs.deployment,
          logger: ctx.logger,
          signal,
          deadline,
          clock: ctx.clock,
        });
        ctx.outputs.set('status', outcome.failed === 0 ? 'success' : 'failure');
        ctx.report.result = { results: outcome.results, failed: outcome.failed };
        ctx.report.summary = () => outcome.summary;
        if (outcome.failed > 0) {
          throw new OperationFailedError(
            `${outcome.failed} of ${outcome.results.length} previews failed (see the job summary).`,
          );
        }
        return;
      }

      const kind = previewSourceKind({
        eventName: ctx.runner.eventName,
        previewUrl: inputs['preview-url'],
        waitForDeployment: inputs['wait-for-deployment'],
      });
      // Known before any request: a preview the kit triggers needs the service's address and project.
      const trigger = kind === 'trigger' ? triggerInputs(inputs, ctx.logger) : undefined;
      const resolved = await resolvePreviewSource({
        kind,
        runner: ctx.runner,
        octokit,
        previewUrl: inputs['preview-url'],
        creator: inputs['preview-creator'],
        productionBranch: inputs['production-branch'],
        environment: kind === 'trigger' ? undefined : inputs.environment,
        branch: inputs.branch,
        pullRequest: inputs['pull-request'],
        logger: ctx.logger,
        signal,
        deadline,
        clock: ctx.clock,
      });
      if (resolved.kind === 'fork') {
        await skipFork(ctx, inputs, resolved.context, octokit, payload);
        return;
      }
      if (resolved.kind === 'skip') {
        skipAttach(ctx, resolved.reason, resolved.context);
        return;
      }
      const { context } = resolved;
      const source: PreviewSource =
        resolved.source.kind === 'attached'
          ? resolved.source
          : {
              kind: 'trigger',
              client: clientFromInputs(
                { ...inputs, 'api-key': requireApiKey(inputs, ctx.logger), 'base-url': trigger!.baseUrl },
                ctx,
              ),
              projectId: trigger!.projectId,
              wait: inputs.wait,
            };
      const commentKey =
        inputs['comment-key'] ??
        inputs['project-id'] ??
        (source.kind === 'attached' && source.deployment?.environment
          ? sanitizeKey(source.deployment.environment)
          : 'preview');
      // The change under review as a pull_request event names it, for the page health's comparison.
      const review = reviewedChange(ctx.runner, context, resolved.baseSha);

      // Computed while the preview is triggered: the "building" comment already lists the pages. The
      // site reading it needs (the validator's) is a chunk of its own, loaded here.
      const pullNumber = context.pullRequestNumber;
      const changedPages =
        inputs['changed-pages'] && octokit && pullNumber !== undefined
          ? import('../../preview/changed-pages/changed-pages.js')
              .then(({ changedPagesOfPullRequest }) =>
                changedPagesOfPullRequest({
                  octokit,
                  owner: context.owner,
                  repo: context.repo,
                  pullNumber,
                  baseSha: review.baseSha,
                  workspace: ctx.runner.workspace,
                  docsDir: inputs['docs-dir'],
                  logger: ctx.logger,
                }),
              )
              .catch((error: unknown) => {
                ctx.logger.warning(`Changed pages: could not be listed (${errorMessage(error)}).`);
                return undefined;
              })
          : undefined;
      // Each changed page's validation status, computed while the preview builds (as validate does it).
      const pageHealth =
        changedPages && inputs['changed-pages-status']
          ? pageHealthOfPullRequest(ctx, inputs['docs-dir'], octokit, context, review)
          : undefined;
      const liveCheck =
        inputs['check-links'] === 'changed' && changedPages
          ? async (previewUrl: string, pages: ChangedPage[]) => {
              const docsRoot = await docsRootOf(inputs['docs-dir'], ctx.runner.workspace);
              if (docsRoot === undefined) return undefined;
              const cache = await openLinkCache(
                ctx.runner,
                resolve(ctx.runner.workspace, docsRoot),
                ctx.logger,
              );
              const { checkChangedPagesLive } = await import('../../preview/live-links.js');
              const { report, cacheWritten } = await checkChangedPagesLive({
                previewUrl,
                pages,
                workspace: ctx.runner.workspace,
                docsRoot,
                cacheFile: cache.path,
                github: octokit,
                logger: ctx.logger,
                clock: ctx.clock,
                signal,
              });
              if (cacheWritten) await cache.save();
              return report;
            }
          : undefined;
      const result = await previewWithGitHub({
        source,
        octokit,
        context,
        comment: inputs.comment,
        commentKey,
        deployment: inputs.deployment,
        environment: inputs.environment,
        title: inputs['comment-key'],
        changedPages,
        changedPagesLimit: inputs['changed-pages-limit'],
        pageHealth,
        liveCheck,
        visualReview: changedPages
          ? visualReviewStep(ctx, inputs, context, octokit, { signal, productionUrl: resolved.productionUrl })
          : undefined,
        logger: ctx.logger,
        signal,
        deadline,
        clock: ctx.clock,
      });
      const boundedPages = result.changedPages ? boundChangedPages(result.changedPages) : undefined;
      const changedPagesList = changedPagesOutputList(boundedPages);
      ctx.outputs.set('changed-pages', JSON.stringify(changedPagesList));
      ctx.outputs.set('status-id', result.statusId);
      ctx.outputs.set('preview-url', result.previewUrl);
      ctx.outputs.set('status', result.status);
      ctx.outputs.set('comment-id', result.commentId);
      ctx.outputs.set('deployment-id', result.deploymentId ?? result.attachedDeployment?.id);
      const live = result.liveLinks;
      const visual = await visualReport(ctx, result.visual);
      ctx.report.summary = () =>
        renderPreviewSummary({
          outcome: result.status === 'timeout' ? 'timed-out' : result.ok ? 'ready' : 'failed',
          branch: result.branch,
          sha: result.sha,
          previewUrl: result.previewUrl,
          pullRequestNumber: result.pullRequestNumber,
          durationMs: source.kind === 'attached' ? undefined : result.elapsedMs,
          message: result.ok ? undefined : (result.summary ?? result.error),
          changedPages: result.changedPagesSummary,
          builtBy: builtBy(source),
        }) +
        (live ? `\n${renderLiveSummary(live)}` : '') +
        visual.summary;
      ctx.report.result = {
        branch: result.branch,
        sha: result.sha,
        statusId: result.statusId,
        previewUrl: result.previewUrl,
        status: result.status,
        resumed: result.resumed,
        commentId: result.commentId,
        deploymentId: result.deploymentId ?? result.attachedDeployment?.id,
        source: source.kind === 'attached' ? source.via : 'trigger',
        ...(result.attachedDeployment
          ? {
              attachedTo: {
                deploymentId: result.attachedDeployment.id,
                environment: result.attachedDeployment.environment,
                creator: result.attachedDeployment.creator,
              },
            }
          : {}),
        pullRequest: result.pullRequestNumber,
        changedPages: boundedPages ? changedPagesList : undefined,
        changedPageCounts: boundedPages?.counts,
        ...(live
          ? {
              links: {
                ...liveResult(live),
                summary: live.summary,
                // The broken and suspect ones (the job summary has every link): a bounded output.
                links: live.links
                  .filter((l) => l.status === 'broken' || l.status === 'suspect')
                  .slice(0, 200),
              },
            }
          : {}),
        ...visual.result,
      };
      if (!result.ok) {
        throw new OperationFailedError(
          `preview of ${result.branch} ${result.status === 'timeout' ? 'did not finish in time' : `ended in ${result.status}`}` +
            `${result.error ? `: ${result.error}` : result.summary ? `: ${result.summary}` : ''}`,
        );
      }
      const failures = live ? liveFailures(live) : 0;
      if (failures > 0 && inputs['fail-on-broken-links']) {
        throw new OperationFailedError(
          `${failures} broken link(s) or page(s) on the changed pages of the preview (fail-on-broken-links: true); see the comment and the job summary.`,
        );
      }
    },
  });
}
