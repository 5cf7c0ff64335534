import type { DocsApiClient } from '../client/client.js';
import type { Clock } from '../core/clock.js';
import { CancelledError, errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { BranchPattern } from '../github/branches.js';
import { listMatchingBranches } from '../github/branches.js';
import type { RunnerFacts } from '../github/context.js';
import { resolveBranchContext } from '../github/context.js';
import type { GitHubClient } from '../github/octokit.js';
import type { BranchPreviewRow } from './summary.js';
import { renderScheduledSummary } from './summary.js';
import { previewWithGitHub } from './github-preview.js';

export interface ScheduledOptions {
  client: DocsApiClient;
  octokit: GitHubClient;
  /** The run as the runner describes it (repository, event, ref, run URL parts). */
  runner: RunnerFacts;
  patterns: BranchPattern[];
  projectId: string;
  wait: boolean;
  comment: boolean;
  commentKey: string;
  deployment: boolean;
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
}

export interface ScheduledBranchResult {
  branch: string;
  status: string;
  ok: boolean;
  statusId?: string | undefined;
  previewUrl?: string | undefined;
  pullRequest?: number | undefined;
  error?: string | undefined;
  elapsedMs?: number | undefined;
}

/**
 * Refreshes the previews of every branch matching the patterns: triggers go through the shared
 * limiter (25 branches take about five windows, without a 429 storm), waits run concurrently, one
 * failure does not stop the others, and each branch with an open pull request gets its comment.
 */
export async function previewScheduledBranches(
  options: ScheduledOptions,
): Promise<{ results: ScheduledBranchResult[]; failed: number; summary: string }> {
  const { octokit, logger } = options;
  const [owner = '', repo = ''] = options.runner.repository.split('/');
  const branches = await listMatchingBranches(octokit, { owner, repo, patterns: options.patterns, logger });
  logger.info(
    branches.length === 0
      ? `No branch matches ${options.patterns.map((p) => p.pattern).join(', ')}.`
      : `Refreshing ${branches.length} previews: ${branches.join(', ')}`,
  );

  const results = await Promise.all(
    branches.map(async (branch): Promise<ScheduledBranchResult> => {
      try {
        const context = await resolveBranchContext({ runner: options.runner, branch, octokit, logger });
        const result = await previewWithGitHub({
          source: {
            kind: 'trigger',
            client: options.client,
            projectId: options.projectId,
            wait: options.wait,
          },
          octokit,
          context,
          comment: options.comment,
          commentKey: options.commentKey,
          deployment: options.deployment,
          logger,
          signal: options.signal,
          deadline: options.deadline,
          clock: options.clock,
        });
        return {
          branch,
          status: result.status,
          ok: result.ok,
          statusId: result.statusId,
          previewUrl: result.previewUrl,
          pullRequest: result.pullRequestNumber,
          error: result.error ?? (result.ok ? undefined : (result.summary ?? undefined)),
          elapsedMs: result.elapsedMs,
        };
      } catch (error) {
        if (error instanceof CancelledError) throw error;
        logger.error(`preview of ${branch}: ${errorMessage(error)}`);
        return { branch, status: 'error', ok: false, error: errorMessage(error) };
      }
    }),
  );

  const rows: BranchPreviewRow[] = results.map((r) => ({
    branch: r.branch,
    outcome: r.status === 'timeout' ? 'timed-out' : r.ok ? 'ready' : 'failed',
    previewUrl: r.previewUrl,
    durationMs: r.elapsedMs,
  }));
  return { results, failed: results.filter((r) => !r.ok).length, summary: renderScheduledSummary(rows) };
}
