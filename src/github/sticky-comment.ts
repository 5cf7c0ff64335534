import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { silentLogger } from '../core/logger.js';
import { redact } from '../core/secrets.js';
import { callGitHub } from './call-policy.js';
import { isNotFound } from './errors.js';
import type { GitHubCallOptions } from './call-policy.js';
import type { GitHubClient } from './octokit.js';
import { authoredByViewer } from './viewer-authored.js';

/** GitHub refuses comment bodies above 65,536 characters; stay a little below. */
export const MAX_COMMENT_LENGTH = 65_000;
const MAX_STATE_LENGTH = 2_000;
const TRUNCATION_NOTE = "\n\n---\n_This comment was shortened to fit GitHub's 65,536-character limit._\n";

export type StickyState = Record<string, unknown>;

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Tells this comment apart from the others docs-ci posts on the same pull request. */
  key: string;
  /**
   * Login of the token's identity, when known in advance. Without it the identity is found without
   * guessing: GitHub's GraphQL `viewerDidAuthor` on each marked comment, or the author of a comment
   * this run created (the `GITHUB_TOKEN` writes as `github-actions[bot]`, an app token as
   * `<app>[bot]`, a personal token as that user).
   */
  authorLogin?: string | undefined;
  logger?: Logger | undefined;
  /** Longest secondary-rate-limit wait honoured (see callGitHub). */
  maxRetryAfterMs?: number | undefined;
}

export interface StickyCommentOptions extends StickyCommentTarget {
  body: string;
  /** Small JSON kept in a hidden line of the comment (e.g. `{ statusId, sha }` to resume on a re-run). */
  state?: StickyState | undefined;
  logger: Logger;
}

export interface StickyCommentResult {
  commentId: number;
  created: boolean;
}

interface CommentLike {
  id: number;
  node_id?: string | undefined;
  body?: string | undefined;
  user?: { login: string; type?: string } | null | undefined;
}

/** Key reduced to characters that cannot end the HTML comment (no `>`, no `!`, no spaces). */
export function sanitizeKey(key: string): string {
  const clean = key
    .trim()
    .replace(/[^A-Za-z0-9._/-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  // "..." or "/" would pass the character filter: a key needs something to tell it apart.
  if (!/[A-Za-z0-9]/.test(clean))
    throw new ConfigurationError(`comment key "${key}" must contain a letter or a digit.`);
  return clean;
}

export function stickyMarker(key: string): string {
  return `<!-- docs-ci:preview key=${sanitizeKey(key)} -->`;
}

const STATE_LINE = /^<!-- docs-ci:state (.*) -->$/;

/** JSON with `<`, `>` and `&` as \u escapes, so no value can close the HTML comment. */
function stateLine(state: StickyState, logger: Logger): string | undefined {
  const json = redact(JSON.stringify(state)).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (json.length > MAX_STATE_LENGTH) {
    logger.warning(`Comment state is ${json.length} characters (at most ${MAX_STATE_LENGTH}); not stored.`);
    return undefined;
  }
  return `<!-- docs-ci:state ${json} -->`;
}

/** The state stored in a sticky comment's second line, if any. */
export function parseStickyState(body: string | undefined): StickyState | undefined {
  const second = (body ?? '').split('\n', 2)[1]?.replace(/\r$/, '');
  const match = second ? STATE_LINE.exec(second) : null;
  if (!match?.[1]) return undefined;
  try {
    const value: unknown = JSON.parse(match[1]);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StickyState) : undefined;
  } catch {
    return undefined;
  }
}

/** Marker lines, then the body, cut with a note when the whole would pass GitHub's limit. */
export function composeStickyBody(
  key: string,
  body: string,
  state: StickyState | undefined,
  logger: Logger = silentLogger,
): string {
  const header = [stickyMarker(key), state ? stateLine(state, logger) : undefined]
    .filter((line) => line !== undefined)
    .join('\n');
  const text = redact(body);
  const room = MAX_COMMENT_LENGTH - header.length - 1;
  if (text.length <= room) return `${header}\n${text}`;
  logger.warning(`The comment is ${text.length} characters; shortened to fit GitHub's limit.`);
  let end = room - TRUNCATION_NOTE.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${header}\n${text.slice(0, end)}${TRUNCATION_NOTE}`;
}

const hasMarker = (comment: CommentLike, marker: string) => comment.body?.startsWith(marker) === true;

/**
 * Who writes our comments, as far as this process has seen it for sure: the author of a comment it
 * created with this client. Kept per client, since each token is one identity.
 */
const knownAuthors = new WeakMap<GitHubClient, string>();

/**
 * Our comments for this key: the marker AND written by the identity of the token in use. That identity
 * is found without guessing: the configured login, GitHub's `viewerDidAuthor`, or the author of a
 * comment this run created. A comment by anyone else is never ours, whatever it contains.
 */
async function listOurs(
  octokit: GitHubClient,
  target: StickyCommentTarget,
  call: GitHubCallOptions,
): Promise<CommentLike[]> {
  const marker = stickyMarker(target.key);
  const all = await callGitHub(
    { what: `listing the comments of #${target.issueNumber}`, area: 'comments' },
    () =>
      octokit.paginate(octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
      }),
    call,
  );
  const marked = all.filter((comment) => hasMarker(comment, marker));
  if (marked.length === 0) return [];
  const login = target.authorLogin ?? knownAuthors.get(octokit);
  const sameLogin = (c: CommentLike) =>
    login !== undefined && c.user?.login.toLowerCase() === login.toLowerCase();
  const viewer =
    target.authorLogin === undefined
      ? await authoredByViewer(octokit, 'IssueComment', marked, target.logger ?? silentLogger)
      : undefined;
  const ours = viewer
    ? marked.filter((c) => c.node_id !== undefined && viewer.has(c.node_id))
    : marked.filter(sameLogin);
  return ours.sort((a, b) => a.id - b.id);
}

/** The sticky comment for this key (the oldest if several), or undefined. */
export async function findStickyComment(
  octokit: GitHubClient,
  target: StickyCommentTarget,
): Promise<{ commentId: number; body: string; state: StickyState | undefined } | undefined> {
  const call = { logger: target.logger, maxRetryAfterMs: target.maxRetryAfterMs };
  const [first] = await listOurs(octokit, target, call);
  if (!first) return undefined;
  return { commentId: first.id, body: first.body ?? '', state: parseStickyState(first.body) };
}

/** The JSON state kept in the sticky comment for this key, if the comment and a state exist. */
export async function readStickyState(
  octokit: GitHubClient,
  target: StickyCommentTarget,
): Promise<StickyState | undefined> {
  return (await findStickyComment(octokit, target))?.state;
}

async function updateComment(
  octokit: GitHubClient,
  target: StickyCommentTarget,
  commentId: number,
  body: string,
  call: GitHubCallOptions,
): Promise<void> {
  await callGitHub(
    { what: `updating the preview comment on #${target.issueNumber}`, area: 'comments' },
    () =>
      octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
      }),
    call,
  );
}

/** Deletes a duplicate; another run deleting it first is fine. */
async function deleteDuplicate(
  octokit: GitHubClient,
  target: StickyCommentTarget,
  commentId: number,
  call: GitHubCallOptions,
): Promise<void> {
  try {
    await callGitHub(
      { what: `deleting duplicate comment ${commentId} on #${target.issueNumber}`, area: 'comments' },
      () =>
        octokit.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: commentId }),
      call,
    );
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/**
 * One comment per pull request and key, updated in place.
 *
 * Ours = the body starts with this key's marker AND the comment was written by the identity of the
 * token in use (see listOurs). A comment by anyone else, person or bot, is never edited or deleted,
 * whatever it contains. All pages of comments are read.
 *
 * Racing runs: each creates only when it found none, then lists again; the oldest (lowest id) comment
 * wins. A run whose comment is not the oldest writes its body into the oldest and deletes its own,
 * and every run removes the newer duplicates it sees, so concurrent runs converge on one comment.
 */
export async function upsertStickyComment(
  octokit: GitHubClient,
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  const { logger } = options;
  const call = { logger, maxRetryAfterMs: options.maxRetryAfterMs };
  const body = composeStickyBody(options.key, options.body, options.state, logger);

  const existing = await listOurs(octokit, options, call);
  const [oldest, ...duplicates] = existing;
  if (oldest) {
    try {
      if (oldest.body !== body) await updateComment(octokit, options, oldest.id, body, call);
      for (const duplicate of duplicates) await deleteDuplicate(octokit, options, duplicate.id, call);
      logger.info(`Updated the preview comment on #${options.issueNumber} (comment ${oldest.id}).`);
      return { commentId: oldest.id, created: false };
    } catch (error) {
      // Deleted by someone since we listed: post a new one below.
      if (!isNotFound(error)) throw error;
      logger.debug(`Comment ${oldest.id} vanished before the update; creating a new one.`);
    }
  }

  const created = await callGitHub(
    { what: `creating the preview comment on #${options.issueNumber}`, area: 'comments' },
    () =>
      octokit.rest.issues.createComment({
        owner: options.owner,
        repo: options.repo,
        issue_number: options.issueNumber,
        body,
      }),
    call,
  );
  const mine = created.data;
  // Our identity is now known for sure: the author of the comment just created.
  if (mine.user?.login) knownAuthors.set(octokit, mine.user.login);

  const after = await listOurs(octokit, options, call);
  if (!after.some((comment) => comment.id === mine.id)) after.push({ id: mine.id });
  const winner = after.find((comment) => comment.id < mine.id) ?? { id: mine.id };
  for (const comment of after) {
    if (comment.id !== winner.id && comment.id !== mine.id) {
      await deleteDuplicate(octokit, options, comment.id, call);
    }
  }
  if (winner.id === mine.id) {
    logger.info(`Posted the preview comment on #${options.issueNumber} (comment ${mine.id}).`);
    return { commentId: mine.id, created: true };
  }
  logger.info(
    `Another run posted the preview comment on #${options.issueNumber} at the same time; keeping comment ${winner.id}.`,
  );
  await updateComment(octokit, options, winner.id, body, call);
  await deleteDuplicate(octokit, options, mine.id, call);
  return { commentId: winner.id, created: false };
}
