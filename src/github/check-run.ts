import type { Logger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/** The Checks API takes at most this many annotations per request; more go in further updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's limit on a check run's summary. */
const MAX_SUMMARY_CHARS = 65_535;
const MAX_MESSAGE_CHARS = 64 * 1024 - 1;

export interface CheckAnnotation {
  /** Relative to the repository root. */
  path: string;
  line: number;
  column?: number | undefined;
  level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

export interface CheckRunRequest {
  owner: string;
  repo: string;
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  /** Markdown; cut to GitHub's limit. */
  summary: string;
  annotations: readonly CheckAnnotation[];
  /** Link shown as the check's details (the workflow run). */
  detailsUrl?: string | undefined;
  logger: Logger;
}

export interface CheckRun {
  id: number;
  url: string | undefined;
  /** Requests made: 1 + one per further batch of annotations. */
  requests: number;
}

/**
 * A completed check run carrying every annotation: the first batch of 50 with its creation, the
 * others in updates (GitHub appends them). Fails like any GitHub call (a 403 names `checks: write`).
 */
export async function publishCheckRun(octokit: GitHubClient, request: CheckRunRequest): Promise<CheckRun> {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < request.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(request.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const output = (batch: readonly CheckAnnotation[] = []) => ({
    title: request.title,
    summary:
      request.summary.length > MAX_SUMMARY_CHARS
        ? `${request.summary.slice(0, MAX_SUMMARY_CHARS - 40)}\n\n… (cut at GitHub's limit)`
        : request.summary,
    annotations: batch.map(toGitHubAnnotation),
  });
  const what = `creating the check run "${request.name}"`;
  const created = await callGitHub(
    { what, area: 'checks' },
    () =>
      octokit.rest.checks.create({
        owner: request.owner,
        repo: request.repo,
        name: request.name,
        head_sha: request.headSha,
        status: 'completed',
        conclusion: request.conclusion,
        ...(request.detailsUrl ? { details_url: request.detailsUrl } : {}),
        output: output(batches[0]),
      }),
    { logger: request.logger },
  );
  const id = created.data.id;
  for (const batch of batches.slice(1)) {
    await callGitHub(
      { what: `adding annotations to the check run "${request.name}"`, area: 'checks' },
      () =>
        octokit.rest.checks.update({
          owner: request.owner,
          repo: request.repo,
          check_run_id: id,
          output: output(batch),
        }),
      { logger: request.logger },
    );
  }
  return { id, url: created.data.html_url ?? undefined, requests: Math.max(1, batches.length) };
}

function toGitHubAnnotation(annotation: CheckAnnotation) {
  return {
    path: annotation.path,
    start_line: annotation.line,
    end_line: annotation.line,
    // Columns are allowed only when the annotation spans one line, which ours always do.
    ...(annotation.column === undefined
      ? {}
      : { start_column: annotation.column, end_column: annotation.column }),
    annotation_level: annotation.level,
    title: annotation.title,
    message: annotation.message.slice(0, MAX_MESSAGE_CHARS),
  };
}
