import type { Logger } from '../core/logger.js';
import { redact } from '../core/secrets.js';
import { callGitHub } from './call-policy.js';
import type { GitHubCallOptions } from './call-policy.js';
import { GitHubApiError, isNotFound } from './errors.js';
import type { GitHubOperation } from './errors.js';
import type { GitHubClient } from './octokit.js';
import { MAX_COMMENT_LENGTH, sanitizeKey } from './sticky-comment.js';
import { authoredByViewer } from './viewer-authored.js';

/**
 * One issue per repository and key, kept up to date with a scheduled report: opened (or reopened)
 * while something is broken, its body replaced on each run, closed with a comment once nothing is.
 */

/** GitHub refuses issue titles above 256 characters. */
export const MAX_ISSUE_TITLE_LENGTH = 256;
/** Pages of 100 issues read to find ours: the 1,000 most recently updated issues of the repository. */
const MAX_LIST_PAGES = 10;
const DEFAULT_CLOSE_COMMENT = 'Nothing is broken any more: closing this issue.';
const TRUNCATION_NOTE = "\n\n---\n_This issue was shortened to fit GitHub's 65,536-character limit._\n";

export type StickyIssueAction = 'created' | 'updated' | 'reopened' | 'closed' | 'unchanged' | 'none';

export interface StickyIssueOptions {
  owner: string;
  repo: string;
  /** Tells this report apart from another docs-ci report in the same repository. */
  key: string;
  title: string;
  /** The report; undefined when nothing is broken (an open issue is then closed). */
  body: string | undefined;
  /** Posted on the issue before closing it. */
  closeComment?: string | undefined;
  /** Posted on the issue after reopening it. */
  reopenComment?: string | undefined;
  /**
   * Login of the token's identity, when known. Without it the identity comes from GitHub's GraphQL
   * `viewerDidAuthor` on each marked issue, or from an issue this process created.
   */
  authorLogin?: string | undefined;
  logger: Logger;
  /** Longest secondary-rate-limit wait honoured (see callGitHub). */
  maxRetryAfterMs?: number | undefined;
}

export interface StickyIssueResult {
  action: StickyIssueAction;
  issueNumber?: number | undefined;
  url?: string | undefined;
  /** Characters of the body that did not fit in GitHub's limit (0 when all fit). */
  omittedChars: number;
}

/** The token may not write issues (a 403): the caller says so in one warning. */
export class IssueWriteForbiddenError extends GitHubApiError {
  override name = 'IssueWriteForbiddenError';
}

/** Issues are turned off in the repository's settings (a 410). */
export class IssuesDisabledError extends GitHubApiError {
  override name = 'IssuesDisabledError';
}

export function stickyIssueMarker(key: string): string {
  return `<!-- docs-ci:issue key=${sanitizeKey(key)} -->`;
}

/** Room for the report in an issue body, once the marker line of any key (at most 100 characters) is in front. */
export const MAX_ISSUE_REPORT_LENGTH = MAX_COMMENT_LENGTH - stickyIssueMarker('k'.repeat(100)).length - 1;

export interface FittedIssueBody {
  body: string;
  /** Sections in the body: the first `kept`. */
  kept: number;
  /** Sections left out: the last `omitted` (0 when all fit). */
  omitted: number;
}

/**
 * A report body of whole sections (one per page of the report) within `limit` characters: `head`
 * first, then the sections in order while they fit, then `note(omitted)` when some did not (e.g.
 * "3 more pages (41 links) are in the job summary"). The left-out sections are always the last
 * ones, so a caller counts what they hold from `omitted`.
 */
export function fitIssueBody(
  sections: readonly string[],
  note: (omitted: number) => string,
  options: { head?: string | undefined; separator?: string | undefined; limit?: number | undefined } = {},
): FittedIssueBody {
  const separator = options.separator ?? '\n\n';
  const limit = options.limit ?? MAX_ISSUE_REPORT_LENGTH;
  const head = options.head === undefined ? [] : [options.head];
  const all = [...head, ...sections].join(separator);
  if (all.length <= limit) return { body: all, kept: sections.length, omitted: 0 };

  // Length of head and the first k sections, joined; the note's length depends on how many are left.
  let prefix = options.head?.length ?? 0;
  let pieces = head.length;
  let best: { kept: number; tail: string } | undefined;
  for (let kept = 0; kept < sections.length && prefix <= limit; kept += 1) {
    const tail = note(sections.length - kept);
    if (prefix + (pieces > 0 ? separator.length : 0) + tail.length <= limit) best = { kept, tail };
    prefix += (pieces > 0 ? separator.length : 0) + (sections[kept]?.length ?? 0);
    pieces += 1;
  }
  if (!best) {
    const text = [...head, note(sections.length)].join(separator);
    return { body: cutAt(text, limit), kept: 0, omitted: sections.length };
  }
  const body = [...head, ...sections.slice(0, best.kept), best.tail].join(separator);
  return { body, kept: best.kept, omitted: sections.length - best.kept };
}

/** The issue body: the marker line, then the report (redacted), shortened with a note past GitHub's limit. */
export function composeIssueBody(key: string, report: string): { body: string; omittedChars: number } {
  const marker = stickyIssueMarker(key);
  const text = redact(report);
  const room = MAX_COMMENT_LENGTH - marker.length - 1;
  if (text.length <= room) return { body: `${marker}\n${text}`, omittedChars: 0 };
  const kept = cutAt(text, room - TRUNCATION_NOTE.length);
  return { body: `${marker}\n${kept}${TRUNCATION_NOTE}`, omittedChars: text.length - kept.length };
}

/** The first `length` characters, one fewer rather than half a surrogate pair. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

function clipTitle(title: string): string {
  return cutAt(title.trim(), MAX_ISSUE_TITLE_LENGTH);
}

interface IssueLike {
  number: number;
  node_id?: string | undefined;
  title?: string | undefined;
  body?: string | null | undefined;
  state?: string | undefined;
  html_url?: string | undefined;
  user?: { login: string } | null | undefined;
  pull_request?: unknown;
}

/** Who writes our issues, as this process has seen for sure: the author of an issue it created. */
const knownAuthors = new WeakMap<GitHubClient, string>();

interface Call {
  octokit: GitHubClient;
  options: StickyIssueOptions;
  policy: GitHubCallOptions;
}

const issuesArea = (what: string): GitHubOperation => ({ what, area: 'issues' });

/**
 * Our issues for this key, most recently updated first: not a pull request, the body carries the
 * marker, AND written by the token's own identity (the given login, else GraphQL `viewerDidAuthor`,
 * else the author of an issue this process created). An issue by anyone else is never ours, whatever
 * it contains. Reads the 1,000 most recently updated issues at most.
 */
async function listOurIssues({ octokit, options, policy }: Call): Promise<IssueLike[]> {
  const marker = stickyIssueMarker(options.key);
  const all = await callGitHub(
    issuesArea(`listing the issues of ${options.owner}/${options.repo}`),
    () => {
      let pages = 0;
      return octokit.paginate(
        octokit.rest.issues.listForRepo,
        {
          owner: options.owner,
          repo: options.repo,
          state: 'all',
          sort: 'updated',
          direction: 'desc',
          per_page: 100,
        },
        (response, done) => {
          pages += 1;
          if (pages >= MAX_LIST_PAGES) done();
          return response.data;
        },
      );
    },
    policy,
  );
  const marked: IssueLike[] = all.filter((issue) => !issue.pull_request && issue.body?.includes(marker));
  if (marked.length === 0) return [];
  const login = options.authorLogin ?? knownAuthors.get(octokit);
  const viewer =
    options.authorLogin === undefined
      ? await authoredByViewer(octokit, 'Issue', marked, options.logger)
      : undefined;
  if (viewer) return marked.filter((issue) => issue.node_id !== undefined && viewer.has(issue.node_id));
  if (login === undefined) {
    options.logger.warning(
      `${marked.length} issue(s) carry the marker of "${options.key}", but who wrote them could not be ` +
        'told (GitHub GraphQL unavailable): none is edited. Pass the login of the token to keep one issue.',
    );
    return [];
  }
  return marked.filter((issue) => issue.user?.login.toLowerCase() === login.toLowerCase());
}

async function createIssue(call: Call, body: string): Promise<IssueLike> {
  const { octokit, options, policy } = call;
  const created = await callGitHub(
    issuesArea(`opening the issue "${options.title}"`),
    () =>
      octokit.rest.issues.create({
        owner: options.owner,
        repo: options.repo,
        title: clipTitle(options.title),
        body,
      }),
    policy,
  );
  if (created.data.user?.login) knownAuthors.set(octokit, created.data.user.login);
  return created.data;
}

async function updateIssue(
  call: Call,
  issueNumber: number,
  fields: { title?: string; body?: string; state?: 'open' | 'closed'; state_reason?: 'completed' },
  what: string,
): Promise<IssueLike> {
  const { octokit, options, policy } = call;
  const updated = await callGitHub(
    issuesArea(`${what} issue #${issueNumber}`),
    () =>
      octokit.rest.issues.update({
        owner: options.owner,
        repo: options.repo,
        issue_number: issueNumber,
        ...fields,
      }),
    policy,
  );
  return updated.data;
}

async function comment(call: Call, issueNumber: number, body: string): Promise<void> {
  const { octokit, options, policy } = call;
  await callGitHub(
    issuesArea(`commenting on issue #${issueNumber}`),
    () =>
      octokit.rest.issues.createComment({
        owner: options.owner,
        repo: options.repo,
        issue_number: issueNumber,
        body: redact(body),
      }),
    policy,
  );
}

/** Deleted (410 "This issue was deleted", or 404) between the listing and a write. */
function isGone(error: unknown): boolean {
  if (isNotFound(error)) return true;
  return error instanceof GitHubApiError && error.status === 410 && /deleted/i.test(error.serviceError ?? '');
}

/** A 403 for a missing permission or a 410 for disabled issues, as the typed errors that say the fix. */
function issueError(error: unknown, options: StickyIssueOptions): unknown {
  if (!(error instanceof GitHubApiError)) return error;
  const status = error.status;
  const details = { status, operation: error.operation, serviceError: error.serviceError };
  const answered = `${status} ${error.serviceError ?? ''}`.trim();
  const rateLimited = error.retryAfterMs !== undefined || /rate limit/i.test(error.serviceError ?? '');
  if (status === 403 && !rateLimited) {
    return new IssueWriteForbiddenError(
      redact(
        `GitHub: ${error.operation} failed: the token may not write issues (${answered}). ` +
          "Add `issues: write` to the workflow's `permissions:` block.",
      ),
      { ...details, missingPermissions: ['issues: write'] },
    );
  }
  if (status === 410 && !/deleted/i.test(error.serviceError ?? '')) {
    return new IssuesDisabledError(
      redact(
        `GitHub: ${error.operation} failed: issues are disabled in ${options.owner}/${options.repo} (${answered}). ` +
          "Turn Issues on in the repository's settings (General, Features), or do not ask for an issue.",
      ),
      details,
    );
  }
  return error;
}

/**
 * Keeps the one issue of this key in step with the report.
 *
 * With a body: none found → create; open → replace body (and title) unless both are unchanged;
 * closed → reopen with the new body, then `reopenComment`. Without a body: open → `closeComment`,
 * then close as completed; closed or none → nothing written. An issue deleted between the listing and
 * the write is replaced by a new one (or, when closing, left alone).
 *
 * Throws IssueWriteForbiddenError on a 403 (the token lacks `issues: write`) and IssuesDisabledError
 * on a 410 (issues turned off); other failures are the DocsCiErrors of callGitHub.
 */
export async function upsertStickyIssue(
  octokit: GitHubClient,
  options: StickyIssueOptions,
): Promise<StickyIssueResult> {
  const call: Call = {
    octokit,
    options,
    policy: { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs },
  };
  try {
    return await upsert(call);
  } catch (error) {
    throw issueError(error, options);
  }
}

async function upsert(call: Call): Promise<StickyIssueResult> {
  const { options } = call;
  const { logger } = options;
  const ours = await listOurIssues(call);
  const found = ours.find((issue) => issue.state === 'open') ?? ours[0];
  const result = (action: StickyIssueAction, issue: IssueLike | undefined, omittedChars = 0) => ({
    action,
    issueNumber: issue?.number,
    url: issue?.html_url,
    omittedChars,
  });

  if (options.body === undefined) {
    if (found?.state !== 'open') return result('none', found);
    try {
      await comment(call, found.number, options.closeComment ?? DEFAULT_CLOSE_COMMENT);
      await updateIssue(call, found.number, { state: 'closed', state_reason: 'completed' }, 'closing');
    } catch (error) {
      if (!isGone(error)) throw error;
      logger.debug(`Issue #${found.number} was deleted before it could be closed.`);
      return result('none', undefined);
    }
    logger.info(`Closed issue #${found.number}: nothing is broken.`);
    return result('closed', found);
  }

  const { body, omittedChars } = composeIssueBody(options.key, options.body);
  if (omittedChars > 0) {
    logger.warning(`The issue body is ${omittedChars} characters too long for GitHub; shortened.`);
  }
  const title = clipTitle(options.title);
  if (found) {
    const reopen = found.state !== 'open';
    const fields = {
      ...(reopen ? { state: 'open' as const } : {}),
      ...(found.title === title ? {} : { title }),
      ...(found.body === body ? {} : { body }),
    };
    if (Object.keys(fields).length === 0) {
      logger.info(`Issue #${found.number} already says the same.`);
      return result('unchanged', found, omittedChars);
    }
    try {
      const written = await updateIssue(call, found.number, fields, reopen ? 'reopening' : 'updating');
      if (reopen && options.reopenComment) await comment(call, found.number, options.reopenComment);
      logger.info(`${reopen ? 'Reopened' : 'Updated'} issue #${found.number}.`);
      return result(reopen ? 'reopened' : 'updated', { ...found, ...written }, omittedChars);
    } catch (error) {
      if (!isGone(error)) throw error;
      logger.debug(`Issue #${found.number} was deleted before the update; opening a new one.`);
    }
  }
  const created = await createIssue(call, body);
  logger.info(`Opened issue #${created.number}.`);
  return result('created', created, omittedChars);
}
