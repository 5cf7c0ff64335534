import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventContext } from '../../github/context.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { GitHubPreviewOptions } from '../../preview/github-preview.js';
import type { VisualReviewOutcome } from '../../preview/visual-review.js';
import type { ActionRun } from '../common/run.js';
import type { outputNames, PreviewInputs } from './inputs.js';

type Ctx = ActionRun<(typeof outputNames)[number]>;

/**
 * The visual review as the preview action wires it: the step handed to previewWithGitHub (the visual
 * room and its driver are loaded only when it runs), and what it adds to the outputs.
 */
export function visualReviewStep(
  ctx: Ctx,
  inputs: PreviewInputs,
  context: EventContext,
  octokit: GitHubClient | undefined,
  options: {
    signal?: AbortSignal | undefined;
    productionUrl?: (() => Promise<string | undefined>) | undefined;
  },
): GitHubPreviewOptions['visualReview'] {
  if (inputs.visual !== 'changed') return undefined;
  return async (previewUrl, pages, login) => {
    const { reviewVisually } = await import('../../preview/visual-review.js');
    return reviewVisually({
      previewUrl,
      pages,
      login,
      siteUrl: inputs['site-url'],
      productionUrl: options.productionUrl,
      maxPages: inputs['visual-max-pages'],
      mask: inputs['visual-mask'],
      images: inputs['visual-images'],
      out: await mkdtemp(join(ctx.runner.tempDir, 'docs-ci-visual-')),
      github: octokit && {
        octokit,
        owner: context.owner,
        repo: context.repo,
        pullRequestNumber: context.pullRequestNumber,
        serverUrl: ctx.runner.serverUrl,
        runId: ctx.runner.runId,
      },
      env: ctx.subprocessEnv,
      logger: ctx.logger,
      signal: options.signal,
    });
  };
}

/** `visual-changed` and `result.visual`; the job summary's section. */
export async function visualReport(
  ctx: Ctx,
  visual: VisualReviewOutcome | undefined,
): Promise<{ result: Record<string, unknown>; summary: string }> {
  if (!visual) return { result: {}, summary: '' };
  if (visual.changed !== undefined) ctx.outputs.set('visual-changed', visual.changed);
  const { renderVisualSummary } = await import('../../preview/visual-comment.js');
  return { result: { visual: visual.result }, summary: `\n${renderVisualSummary(visual.state)}` };
}
