import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { CheckAnnotation } from '../github/check-run.js';
import { publishCheckRun } from '../github/check-run.js';
import type { GitHubClient } from '../github/octokit.js';
import { beyondStepLimit } from './render/annotation-order.js';
import { isHttpUrlLike } from './source/repo-files.js';
import type { Finding } from './types.js';

export type AnnotateMode = 'auto' | 'commands' | 'check-run';

export interface PublishFindingsOptions {
  /** In annotation order (render/annotation-order.ts). */
  findings: readonly Finding[];
  mode: AnnotateMode;
  /** A finding's file as GitHub names it: relative to the repository root. */
  repositoryPath: (file: string) => string;
  /** For the check run; without it only workflow commands are possible. */
  checkRun?:
    | {
        octokit: GitHubClient;
        owner: string;
        repo: string;
        name: string;
        headSha: string;
        failed: boolean;
        title: string;
        summary: string;
        detailsUrl?: string | undefined;
      }
    | undefined;
  logger: Logger;
}

export interface PublishedFindings {
  via: 'check-run' | 'commands';
  checkRunUrl?: string | undefined;
  /** Findings of each level that workflow commands could not show (GitHub's per-step limit). */
  notShown: { errors: number; warnings: number };
}

/**
 * Annotates every finding where GitHub shows it: through a check run (every finding, in batches of
 * 50) when the mode asks for one, or when `auto` finds more findings than a step can show and the
 * token may create check runs; otherwise, or when GitHub refuses the check run (fork pull requests,
 * read-only tokens), through workflow commands, of which GitHub shows 10 errors and 10 warnings per
 * step: the log then says how many it could not show and where they are.
 */
export async function publishFindings(options: PublishFindingsOptions): Promise<PublishedFindings> {
  const { findings, logger } = options;
  const overflow = beyondStepLimit(findings);
  const wantCheckRun =
    options.mode === 'check-run' ||
    (options.mode === 'auto' && overflow.errors + overflow.warnings > 0 && options.checkRun !== undefined);
  if (wantCheckRun && options.checkRun) {
    const check = options.checkRun;
    try {
      const run = await publishCheckRun(check.octokit, {
        owner: check.owner,
        repo: check.repo,
        name: check.name,
        headSha: check.headSha,
        conclusion: check.failed ? 'failure' : 'success',
        title: check.title,
        summary: check.summary,
        detailsUrl: check.detailsUrl,
        annotations: findings.filter((f) => !isHttpUrlLike(f.file)).map((f) => checkAnnotation(f, options)),
        logger,
      });
      // The log keeps every finding as plain text; the check run carries the annotations.
      for (const finding of findings) logger.info(plainLine(finding));
      logger.info(
        `Annotated ${findings.length} finding(s) on the check run "${check.name}"` +
          `${run.url ? ` (${run.url})` : ''} in ${run.requests} request(s).`,
      );
      return { via: 'check-run', checkRunUrl: run.url, notShown: { errors: 0, warnings: 0 } };
    } catch (error) {
      logger.warning(
        `Could not create the check run "${check.name}" (${errorMessage(error)}): annotating through workflow ` +
          'commands instead, of which GitHub shows 10 errors and 10 warnings per step. ' +
          'Give the job `checks: write` (not possible for pull requests from forks), or set annotate: commands.',
      );
    }
  }
  if (options.mode === 'check-run' && !options.checkRun) {
    logger.warning(
      'annotate: check-run needs the repository (GITHUB_REPOSITORY), the commit and a github-token: ' +
        'annotating through workflow commands instead.',
    );
  }
  for (const finding of findings) annotateWithCommand(finding, options);
  if (overflow.errors + overflow.warnings > 0) {
    logger.info(
      `GitHub shows at most 10 error and 10 warning annotations per step: ${overflow.errors} error(s) and ` +
        `${overflow.warnings} warning(s) are in this log and the job summary but not annotated on the files ` +
        '(new findings and findings in changed files come first). annotate: auto or check-run annotates every ' +
        'finding through a check run (checks: write).',
    );
  }
  return { via: 'commands', notShown: overflow };
}

function checkAnnotation(finding: Finding, options: PublishFindingsOptions): CheckAnnotation {
  return {
    path: options.repositoryPath(finding.file),
    line: finding.line,
    column: finding.column,
    level: finding.severity === 'error' ? 'failure' : 'warning',
    title: `${finding.rule}${finding.new ? ' (new)' : ''}`,
    message: finding.message,
  };
}

function annotateWithCommand(finding: Finding, options: PublishFindingsOptions): void {
  const level = finding.severity === 'error' ? 'error' : 'warning';
  const message = `${finding.rule}: ${finding.message}`;
  if (isHttpUrlLike(finding.file)) {
    // A spec fetched from a URL has no file in the repository to annotate.
    options.logger[level](`${finding.file}:${finding.line}:${finding.column}: ${message}`);
  } else {
    options.logger[level](message, {
      file: options.repositoryPath(finding.file),
      line: finding.line,
      column: finding.column,
      ...(finding.new ? { title: `${finding.rule} (new)` } : {}),
    });
  }
}

function plainLine(finding: Finding): string {
  return (
    `${finding.file}:${finding.line}:${finding.column}: ${finding.severity}${finding.new ? ' (new)' : ''} ` +
    `${finding.rule}: ${finding.message.replace(/\s*\n\s*/g, ' ')}`
  );
}
