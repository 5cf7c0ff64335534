import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { workflowRunUrl } from '../../github/context.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { RunnerContext } from '../../github/runner.js';
import { fitIssueBody, upsertStickyIssue } from '../../github/sticky-issue.js';
import { renderIssueReport } from '../../links/issue-report.js';
import type { LinkReport } from '../../links/run-links.js';
import type { LinkSource } from '../../links/types.js';

export interface IssueOutcome {
  action: string;
  issueNumber?: number | undefined;
  url?: string | undefined;
  /** Pages and links of the report that did not fit in the body. */
  left?: { pages: number; links: number } | undefined;
  /** Said in the job summary: what did not fit, or why the issue could not be written. */
  summaryNote?: string | undefined;
}

/**
 * Keeps the repository's one link-report issue up to date: created or reopened when something is
 * broken, its body replaced, closed when nothing is. A token that may not write issues is one
 * warning, never a failed step: the report is in the job summary anyway.
 */
export async function reportInIssue(options: {
  report: LinkReport;
  octokit: GitHubClient | undefined;
  runner: Pick<RunnerContext, 'repository' | 'runId' | 'runAttempt' | 'serverUrl'>;
  title: string;
  key: string;
  sourceUrl: (source: LinkSource) => string | undefined;
  sha: string;
  logger: Logger;
}): Promise<IssueOutcome | undefined> {
  const { report, octokit, runner, logger } = options;
  if (!octokit) {
    logger.warning('issue: true needs github-token (with permissions issues: write): no issue was written.');
    return undefined;
  }
  if (report.live?.login) {
    logger.warning(`issue: the issue was left as it is: ${report.live.login.reason}.`);
    return {
      action: 'unchanged',
      summaryNote: '\n_The issue was left as it is: the site asks for a login._\n',
    };
  }
  const broken =
    report.summary.broken + (report.live?.pages.filter((page) => page.status === 'broken').length ?? 0);
  const [owner = '', repo = ''] = runner.repository.split('/');
  const runUrl = runner.repository && runner.runId ? workflowRunUrl(runner, runner.repository) : undefined;
  let body: string | undefined;
  let left: IssueOutcome['left'];
  if (broken > 0) {
    const rendered = renderIssueReport(report, { sourceUrl: options.sourceUrl, runUrl, sha: options.sha });
    ({ body, left } = fitBody(rendered.header, rendered.sections, rendered.linksPerSection, runUrl));
  }
  try {
    const written = await upsertStickyIssue(octokit, {
      owner,
      repo,
      key: options.key,
      title: options.title,
      body,
      closeComment: `Nothing is broken any more${runUrl ? ` (checked by ${runUrl})` : ''}: closing.`,
      reopenComment: `Broken again${runUrl ? ` (found by ${runUrl})` : ''}: reopening.`,
      logger,
    });
    if (written.issueNumber !== undefined)
      logger.info(
        `Issue #${written.issueNumber}: ${written.action}${written.url ? ` (${written.url})` : ''}.`,
      );
    const note = left
      ? `\n_The issue lists what fits in GitHub's 65,536 characters: ${left.pages} more page(s) with ${left.links} broken link(s) are only in this summary._\n`
      : undefined;
    return { ...written, ...(left ? { left } : {}), summaryNote: note };
  } catch (error) {
    logger.warning(`issue: ${errorMessage(error)}`);
    return { action: 'failed', summaryNote: `\n_The issue could not be written: ${errorMessage(error)}_\n` };
  }
}

/** The header and whole page sections while they fit; what does not is counted and said at the end. */
function fitBody(
  header: string,
  sections: readonly string[],
  linksPerSection: readonly number[],
  runUrl: string | undefined,
): { body: string; left?: { pages: number; links: number } } {
  const linksIn = (omitted: number) =>
    linksPerSection.slice(sections.length - omitted).reduce((sum, n) => sum + n, 0);
  const fitted = fitIssueBody(
    sections,
    (omitted) =>
      `_${omitted} more page(s) with ${linksIn(omitted)} broken link(s) did not fit in this issue: they are in the job summary${runUrl ? ` of ${runUrl}` : ''}._`,
    { head: header, separator: '\n' },
  );
  if (fitted.omitted === 0) return { body: fitted.body };
  return { body: fitted.body, left: { pages: fitted.omitted, links: linksIn(fitted.omitted) } };
}
