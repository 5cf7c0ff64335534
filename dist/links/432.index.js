export const id = 432;
export const ids = [432];
export const modules = {

/***/ 8432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportInIssue: () => (/* binding */ reportInIssue)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(9556);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/github/call-policy.ts + 1 modules
var call_policy = __webpack_require__(311);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(1227);
;// CONCATENATED MODULE: ./src/github/viewer-authored.ts

/**
 * Node ids of the items written by the token's own identity, from GitHub's GraphQL
 * `viewerDidAuthor` (100 nodes a query); undefined when GraphQL cannot answer or an item has no node
 * id (then only a known author login decides).
 */
async function viewer_authored_authoredByViewer(octokit, type, items, logger) {
    const ids = items.map((item) => item.node_id).filter((id) => typeof id === 'string');
    if (ids.length < items.length)
        return undefined;
    const query = `query($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ${type} { id viewerDidAuthor } }
}`;
    const mine = new Set();
    try {
        for (let i = 0; i < ids.length; i += 100) {
            const answer = await octokit.graphql(query, { ids: ids.slice(i, i + 100) });
            for (const node of answer.nodes)
                if (node?.id && node.viewerDidAuthor === true)
                    mine.add(node.id);
        }
        return mine;
    }
    catch (error) {
        logger.debug(`GraphQL viewerDidAuthor unavailable (${(0,errors/* errorMessage */.gJ)(error)}); using the known author only.`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/github/sticky-comment.ts






/** GitHub refuses comment bodies above 65,536 characters; stay a little below. */
const MAX_COMMENT_LENGTH = 65_000;
const MAX_STATE_LENGTH = 2_000;
const TRUNCATION_NOTE = "\n\n---\n_This comment was shortened to fit GitHub's 65,536-character limit._\n";
/** Key reduced to characters that cannot end the HTML comment (no `>`, no `!`, no spaces). */
function sanitizeKey(key) {
    const clean = key
        .trim()
        .replace(/[^A-Za-z0-9._/-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 100);
    // "..." or "/" would pass the character filter: a key needs something to tell it apart.
    if (!/[A-Za-z0-9]/.test(clean))
        throw new errors/* ConfigurationError */.j1(`comment key "${key}" must contain a letter or a digit.`);
    return clean;
}
function stickyMarker(key) {
    return `<!-- docs-ci:preview key=${sanitizeKey(key)} -->`;
}
const STATE_LINE = /^<!-- docs-ci:state (.*) -->$/;
/** JSON with `<`, `>` and `&` as \u escapes, so no value can close the HTML comment. */
function stateLine(state, logger) {
    const json = redact(JSON.stringify(state)).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (json.length > MAX_STATE_LENGTH) {
        logger.warning(`Comment state is ${json.length} characters (at most ${MAX_STATE_LENGTH}); not stored.`);
        return undefined;
    }
    return `<!-- docs-ci:state ${json} -->`;
}
/** The state stored in a sticky comment's second line, if any. */
function parseStickyState(body) {
    const second = (body ?? '').split('\n', 2)[1]?.replace(/\r$/, '');
    const match = second ? STATE_LINE.exec(second) : null;
    if (!match?.[1])
        return undefined;
    try {
        const value = JSON.parse(match[1]);
        return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Marker lines, then the body, cut with a note when the whole would pass GitHub's limit. */
function composeStickyBody(key, body, state, logger = silentLogger) {
    const header = [stickyMarker(key), state ? stateLine(state, logger) : undefined]
        .filter((line) => line !== undefined)
        .join('\n');
    const text = redact(body);
    const room = MAX_COMMENT_LENGTH - header.length - 1;
    if (text.length <= room)
        return `${header}\n${text}`;
    logger.warning(`The comment is ${text.length} characters; shortened to fit GitHub's limit.`);
    let end = room - TRUNCATION_NOTE.length;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${header}\n${text.slice(0, end)}${TRUNCATION_NOTE}`;
}
const hasMarker = (comment, marker) => comment.body?.startsWith(marker) === true;
/**
 * Who writes our comments, as far as this process has seen it for sure: the author of a comment it
 * created with this client. Kept per client, since each token is one identity.
 */
const knownAuthors = new WeakMap();
/**
 * Our comments for this key: the marker AND written by the identity of the token in use. That identity
 * is found without guessing: the configured login, GitHub's `viewerDidAuthor`, or the author of a
 * comment this run created. A comment by anyone else is never ours, whatever it contains.
 */
async function listOurs(octokit, target, call) {
    const marker = stickyMarker(target.key);
    const all = await callGitHub({ what: `listing the comments of #${target.issueNumber}`, area: 'comments' }, () => octokit.paginate(octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    }), call);
    const marked = all.filter((comment) => hasMarker(comment, marker));
    if (marked.length === 0)
        return [];
    const login = target.authorLogin ?? knownAuthors.get(octokit);
    const sameLogin = (c) => login !== undefined && c.user?.login.toLowerCase() === login.toLowerCase();
    const viewer = target.authorLogin === undefined
        ? await authoredByViewer(octokit, 'IssueComment', marked, target.logger ?? silentLogger)
        : undefined;
    const ours = viewer
        ? marked.filter((c) => c.node_id !== undefined && viewer.has(c.node_id))
        : marked.filter(sameLogin);
    return ours.sort((a, b) => a.id - b.id);
}
/** The sticky comment for this key (the oldest if several), or undefined. */
async function findStickyComment(octokit, target) {
    const call = { logger: target.logger, maxRetryAfterMs: target.maxRetryAfterMs };
    const [first] = await listOurs(octokit, target, call);
    if (!first)
        return undefined;
    return { commentId: first.id, body: first.body ?? '', state: parseStickyState(first.body) };
}
/** The JSON state kept in the sticky comment for this key, if the comment and a state exist. */
async function readStickyState(octokit, target) {
    return (await findStickyComment(octokit, target))?.state;
}
async function updateComment(octokit, target, commentId, body, call) {
    await callGitHub({ what: `updating the preview comment on #${target.issueNumber}`, area: 'comments' }, () => octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
    }), call);
}
/** Deletes a duplicate; another run deleting it first is fine. */
async function deleteDuplicate(octokit, target, commentId, call) {
    try {
        await callGitHub({ what: `deleting duplicate comment ${commentId} on #${target.issueNumber}`, area: 'comments' }, () => octokit.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: commentId }), call);
    }
    catch (error) {
        if (!isNotFound(error))
            throw error;
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
async function upsertStickyComment(octokit, options) {
    const { logger } = options;
    const call = { logger, maxRetryAfterMs: options.maxRetryAfterMs };
    const body = composeStickyBody(options.key, options.body, options.state, logger);
    const existing = await listOurs(octokit, options, call);
    const [oldest, ...duplicates] = existing;
    if (oldest) {
        try {
            if (oldest.body !== body)
                await updateComment(octokit, options, oldest.id, body, call);
            for (const duplicate of duplicates)
                await deleteDuplicate(octokit, options, duplicate.id, call);
            logger.info(`Updated the preview comment on #${options.issueNumber} (comment ${oldest.id}).`);
            return { commentId: oldest.id, created: false };
        }
        catch (error) {
            // Deleted by someone since we listed: post a new one below.
            if (!isNotFound(error))
                throw error;
            logger.debug(`Comment ${oldest.id} vanished before the update; creating a new one.`);
        }
    }
    const created = await callGitHub({ what: `creating the preview comment on #${options.issueNumber}`, area: 'comments' }, () => octokit.rest.issues.createComment({
        owner: options.owner,
        repo: options.repo,
        issue_number: options.issueNumber,
        body,
    }), call);
    const mine = created.data;
    // Our identity is now known for sure: the author of the comment just created.
    if (mine.user?.login)
        knownAuthors.set(octokit, mine.user.login);
    const after = await listOurs(octokit, options, call);
    if (!after.some((comment) => comment.id === mine.id))
        after.push({ id: mine.id });
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
    logger.info(`Another run posted the preview comment on #${options.issueNumber} at the same time; keeping comment ${winner.id}.`);
    await updateComment(octokit, options, winner.id, body, call);
    await deleteDuplicate(octokit, options, mine.id, call);
    return { commentId: winner.id, created: false };
}

;// CONCATENATED MODULE: ./src/github/sticky-issue.ts





/**
 * One issue per repository and key, kept up to date with a scheduled report: opened (or reopened)
 * while something is broken, its body replaced on each run, closed with a comment once nothing is.
 */
/** GitHub refuses issue titles above 256 characters. */
const MAX_ISSUE_TITLE_LENGTH = 256;
/** Pages of 100 issues read to find ours: the 1,000 most recently updated issues of the repository. */
const MAX_LIST_PAGES = 10;
const DEFAULT_CLOSE_COMMENT = 'Nothing is broken any more: closing this issue.';
const sticky_issue_TRUNCATION_NOTE = "\n\n---\n_This issue was shortened to fit GitHub's 65,536-character limit._\n";
/** The token may not write issues (a 403): the caller says so in one warning. */
class IssueWriteForbiddenError extends github_errors/* GitHubApiError */.OS {
    name = 'IssueWriteForbiddenError';
}
/** Issues are turned off in the repository's settings (a 410). */
class IssuesDisabledError extends github_errors/* GitHubApiError */.OS {
    name = 'IssuesDisabledError';
}
function stickyIssueMarker(key) {
    return `<!-- docs-ci:issue key=${sanitizeKey(key)} -->`;
}
/** Room for the report in an issue body, once the marker line of any key (at most 100 characters) is in front. */
const MAX_ISSUE_REPORT_LENGTH = MAX_COMMENT_LENGTH - stickyIssueMarker('k'.repeat(100)).length - 1;
/**
 * A report body of whole sections (one per page of the report) within `limit` characters: `head`
 * first, then the sections in order while they fit, then `note(omitted)` when some did not (e.g.
 * "3 more pages (41 links) are in the job summary"). The left-out sections are always the last
 * ones, so a caller counts what they hold from `omitted`.
 */
function fitIssueBody(sections, note, options = {}) {
    const separator = options.separator ?? '\n\n';
    const limit = options.limit ?? MAX_ISSUE_REPORT_LENGTH;
    const head = options.head === undefined ? [] : [options.head];
    const all = [...head, ...sections].join(separator);
    if (all.length <= limit)
        return { body: all, kept: sections.length, omitted: 0 };
    // Length of head and the first k sections, joined; the note's length depends on how many are left.
    let prefix = options.head?.length ?? 0;
    let pieces = head.length;
    let best;
    for (let kept = 0; kept < sections.length && prefix <= limit; kept += 1) {
        const tail = note(sections.length - kept);
        if (prefix + (pieces > 0 ? separator.length : 0) + tail.length <= limit)
            best = { kept, tail };
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
function composeIssueBody(key, report) {
    const marker = stickyIssueMarker(key);
    const text = (0,secrets/* redact */.E$)(report);
    const room = MAX_COMMENT_LENGTH - marker.length - 1;
    if (text.length <= room)
        return { body: `${marker}\n${text}`, omittedChars: 0 };
    const kept = cutAt(text, room - sticky_issue_TRUNCATION_NOTE.length);
    return { body: `${marker}\n${kept}${sticky_issue_TRUNCATION_NOTE}`, omittedChars: text.length - kept.length };
}
/** The first `length` characters, one fewer rather than half a surrogate pair. */
function cutAt(text, length) {
    if (text.length <= length)
        return text;
    const code = text.charCodeAt(length - 1);
    return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
function clipTitle(title) {
    return cutAt(title.trim(), MAX_ISSUE_TITLE_LENGTH);
}
/** Who writes our issues, as this process has seen for sure: the author of an issue it created. */
const sticky_issue_knownAuthors = new WeakMap();
const issuesArea = (what) => ({ what, area: 'issues' });
/**
 * Our issues for this key, most recently updated first: not a pull request, the body carries the
 * marker, AND written by the token's own identity (the given login, else GraphQL `viewerDidAuthor`,
 * else the author of an issue this process created). An issue by anyone else is never ours, whatever
 * it contains. Reads the 1,000 most recently updated issues at most.
 */
async function listOurIssues({ octokit, options, policy }) {
    const marker = stickyIssueMarker(options.key);
    const all = await (0,call_policy/* callGitHub */.u)(issuesArea(`listing the issues of ${options.owner}/${options.repo}`), () => {
        let pages = 0;
        return octokit.paginate(octokit.rest.issues.listForRepo, {
            owner: options.owner,
            repo: options.repo,
            state: 'all',
            sort: 'updated',
            direction: 'desc',
            per_page: 100,
        }, (response, done) => {
            pages += 1;
            if (pages >= MAX_LIST_PAGES)
                done();
            return response.data;
        });
    }, policy);
    const marked = all.filter((issue) => !issue.pull_request && issue.body?.includes(marker));
    if (marked.length === 0)
        return [];
    const login = options.authorLogin ?? sticky_issue_knownAuthors.get(octokit);
    const viewer = options.authorLogin === undefined
        ? await viewer_authored_authoredByViewer(octokit, 'Issue', marked, options.logger)
        : undefined;
    if (viewer)
        return marked.filter((issue) => issue.node_id !== undefined && viewer.has(issue.node_id));
    if (login === undefined) {
        options.logger.warning(`${marked.length} issue(s) carry the marker of "${options.key}", but who wrote them could not be ` +
            'told (GitHub GraphQL unavailable): none is edited. Pass the login of the token to keep one issue.');
        return [];
    }
    return marked.filter((issue) => issue.user?.login.toLowerCase() === login.toLowerCase());
}
async function createIssue(call, body) {
    const { octokit, options, policy } = call;
    const created = await (0,call_policy/* callGitHub */.u)(issuesArea(`opening the issue "${options.title}"`), () => octokit.rest.issues.create({
        owner: options.owner,
        repo: options.repo,
        title: clipTitle(options.title),
        body,
    }), policy);
    if (created.data.user?.login)
        sticky_issue_knownAuthors.set(octokit, created.data.user.login);
    return created.data;
}
async function updateIssue(call, issueNumber, fields, what) {
    const { octokit, options, policy } = call;
    const updated = await (0,call_policy/* callGitHub */.u)(issuesArea(`${what} issue #${issueNumber}`), () => octokit.rest.issues.update({
        owner: options.owner,
        repo: options.repo,
        issue_number: issueNumber,
        ...fields,
    }), policy);
    return updated.data;
}
async function comment(call, issueNumber, body) {
    const { octokit, options, policy } = call;
    await (0,call_policy/* callGitHub */.u)(issuesArea(`commenting on issue #${issueNumber}`), () => octokit.rest.issues.createComment({
        owner: options.owner,
        repo: options.repo,
        issue_number: issueNumber,
        body: (0,secrets/* redact */.E$)(body),
    }), policy);
}
/** Deleted (410 "This issue was deleted", or 404) between the listing and a write. */
function isGone(error) {
    if ((0,github_errors/* isNotFound */.c4)(error))
        return true;
    return error instanceof github_errors/* GitHubApiError */.OS && error.status === 410 && /deleted/i.test(error.serviceError ?? '');
}
/** A 403 for a missing permission or a 410 for disabled issues, as the typed errors that say the fix. */
function issueError(error, options) {
    if (!(error instanceof github_errors/* GitHubApiError */.OS))
        return error;
    const status = error.status;
    const details = { status, operation: error.operation, serviceError: error.serviceError };
    const answered = `${status} ${error.serviceError ?? ''}`.trim();
    const rateLimited = error.retryAfterMs !== undefined || /rate limit/i.test(error.serviceError ?? '');
    if (status === 403 && !rateLimited) {
        return new IssueWriteForbiddenError((0,secrets/* redact */.E$)(`GitHub: ${error.operation} failed: the token may not write issues (${answered}). ` +
            "Add `issues: write` to the workflow's `permissions:` block."), { ...details, missingPermissions: ['issues: write'] });
    }
    if (status === 410 && !/deleted/i.test(error.serviceError ?? '')) {
        return new IssuesDisabledError((0,secrets/* redact */.E$)(`GitHub: ${error.operation} failed: issues are disabled in ${options.owner}/${options.repo} (${answered}). ` +
            "Turn Issues on in the repository's settings (General, Features), or do not ask for an issue."), details);
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
async function upsertStickyIssue(octokit, options) {
    const call = {
        octokit,
        options,
        policy: { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs },
    };
    try {
        return await upsert(call);
    }
    catch (error) {
        throw issueError(error, options);
    }
}
async function upsert(call) {
    const { options } = call;
    const { logger } = options;
    const ours = await listOurIssues(call);
    const found = ours.find((issue) => issue.state === 'open') ?? ours[0];
    const result = (action, issue, omittedChars = 0) => ({
        action,
        issueNumber: issue?.number,
        url: issue?.html_url,
        omittedChars,
    });
    if (options.body === undefined) {
        if (found?.state !== 'open')
            return result('none', found);
        try {
            await comment(call, found.number, options.closeComment ?? DEFAULT_CLOSE_COMMENT);
            await updateIssue(call, found.number, { state: 'closed', state_reason: 'completed' }, 'closing');
        }
        catch (error) {
            if (!isGone(error))
                throw error;
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
            ...(reopen ? { state: 'open' } : {}),
            ...(found.title === title ? {} : { title }),
            ...(found.body === body ? {} : { body }),
        };
        if (Object.keys(fields).length === 0) {
            logger.info(`Issue #${found.number} already says the same.`);
            return result('unchanged', found, omittedChars);
        }
        try {
            const written = await updateIssue(call, found.number, fields, reopen ? 'reopening' : 'updating');
            if (reopen && options.reopenComment)
                await comment(call, found.number, options.reopenComment);
            logger.info(`${reopen ? 'Reopened' : 'Updated'} issue #${found.number}.`);
            return result(reopen ? 'reopened' : 'updated', { ...found, ...written }, omittedChars);
        }
        catch (error) {
            if (!isGone(error))
                throw error;
            logger.debug(`Issue #${found.number} was deleted before the update; opening a new one.`);
        }
    }
    const created = await createIssue(call, body);
    logger.info(`Opened issue #${created.number}.`);
    return result('created', created, omittedChars);
}

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/links/issue-report.ts

/**
 * The scheduled report for the issue: the broken links grouped by page, each with the line that
 * writes it at the checked commit. A live check groups by rendered page (and lists the pages that
 * do not load); a check of the sources groups by file. Suspect links are counted, not listed: they
 * are not the pages' fault and the issue should change only when a page breaks.
 */
function renderIssueReport(report, options) {
    const groups = new Map();
    const group = (key, title) => {
        let found = groups.get(key);
        if (!found)
            groups.set(key, (found = { title, problems: [], links: [] }));
        return found;
    };
    for (const page of report.live?.pages ?? []) {
        if (page.status === 'broken' || page.status === 'suspect')
            group(page.url, pageTitle(page.url, page.file)).problems.push(`- ${page.status === 'broken' ? '❌' : '⚠️'} The page does not load: ${(0,markdown/* escapeMarkdown */.FV)(page.reason, 300)}`);
    }
    for (const broken of report.links.filter((checked) => checked.status === 'broken')) {
        if (report.live) {
            for (const pageUrl of broken.pages ?? []) {
                const file = report.live.pages.find((page) => page.url === pageUrl)?.file;
                group(pageUrl, pageTitle(pageUrl, file)).links.push(broken);
            }
        }
        else {
            for (const file of new Set(broken.sources.map((source) => source.file)))
                group(file, (0,markdown/* escapeMarkdown */.FV)(file, 300)).links.push(broken);
        }
    }
    const ordered = [...groups.entries()].sort(([a, x], [b, y]) => y.problems.length - x.problems.length || y.links.length - x.links.length || (a < b ? -1 : 1));
    const sections = ordered.map(([key, entry]) => {
        const sourcesOnPage = (checked) => checked.sources.filter((source) => !report.live || sourceOfPage(report, key, source));
        const lines = entry.links.map((checked) => linkLine(checked, sourcesOnPage(checked), options.sourceUrl));
        return [`### ${entry.title}`, '', ...entry.problems, ...lines, ''].join('\n');
    });
    const broken = report.summary.broken;
    const pagesNotLoading = (report.live?.pages ?? []).filter((page) => page.status === 'broken').length;
    const what = report.live
        ? `the pages of ${(0,markdown/* escapeMarkdown */.FV)(report.live.siteUrl, 300)} as rendered`
        : 'the pages';
    const run = options.runUrl && (0,markdown/* safeLinkTarget */.fv)(options.runUrl) ? ` by ${(0,markdown/* link */.nf)('this run', options.runUrl)}` : '';
    const header = [
        `**${broken} broken link${broken === 1 ? '' : 's'}**${pagesNotLoading > 0 ? ` and **${pagesNotLoading} page${pagesNotLoading === 1 ? '' : 's'} that do not load**` : ''} ` +
            `on ${sections.length} page${sections.length === 1 ? '' : 's'}, found in ${what} at commit ${(0,markdown/* shortSha */.Fu)(options.sha)}${run}.`,
        '',
        `${report.summary.suspect} suspect link${report.summary.suspect === 1 ? '' : 's'} (a site that refuses robots, rate limits, timeouts) are not listed: they never count as broken. ` +
            'This issue is updated by each scheduled run and closed when nothing is broken.',
        '',
    ].join('\n');
    return { header, sections, linksPerSection: ordered.map(([, entry]) => entry.links.length) };
}
function pageTitle(url, file) {
    const target = (0,markdown/* safeLinkTarget */.fv)(url);
    const shown = (0,markdown/* escapeMarkdown */.FV)(url.replace(/^https?:\/\//, ''), 300);
    const from = file ? ` · ${(0,markdown/* escapeMarkdown */.FV)(file, 300)}` : '';
    return `${target ? `[${shown}](${target})` : shown}${from}`;
}
/**
 * Sources of this page: in its own file, or in a snippet (a file that is no page of the report). A
 * live link may be written on several pages: the others' lines are theirs.
 */
function sourceOfPage(report, pageUrl, source) {
    const pages = report.live?.pages ?? [];
    const file = pages.find((page) => page.url === pageUrl)?.file;
    return file === undefined || source.file === file || !pages.some((page) => page.file === source.file);
}
function linkLine(checked, sources, sourceUrl) {
    const target = (0,markdown/* safeLinkTarget */.fv)(checked.url);
    const shown = (0,markdown/* escapeMarkdown */.FV)(checked.url, 300);
    const url = target ? `[${shown}](${target})` : shown;
    const places = sources
        .slice(0, 3)
        .map((source) => {
        if (source.line === 0)
            return 'made by the build';
        const text = (0,markdown/* escapeMarkdown */.FV)(`${source.file}:${source.line}`, 300);
        const address = (0,markdown/* safeLinkTarget */.fv)(sourceUrl?.(source));
        return address ? `[${text}](${address})` : text;
    })
        .join(', ');
    return `- ❌ ${url} · ${(0,markdown/* escapeMarkdown */.FV)(checked.reason, 300)}${places ? ` · ${places}` : ''}`;
}

;// CONCATENATED MODULE: ./src/actions/links/report-issue.ts




/**
 * Keeps the repository's one link-report issue up to date: created or reopened when something is
 * broken, its body replaced, closed when nothing is. A token that may not write issues is one
 * warning, never a failed step: the report is in the job summary anyway.
 */
async function reportInIssue(options) {
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
    const broken = report.summary.broken + (report.live?.pages.filter((page) => page.status === 'broken').length ?? 0);
    const [owner = '', repo = ''] = runner.repository.split('/');
    const runUrl = runner.repository && runner.runId ? (0,context/* workflowRunUrl */.CX)(runner, runner.repository) : undefined;
    let body;
    let left;
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
            logger.info(`Issue #${written.issueNumber}: ${written.action}${written.url ? ` (${written.url})` : ''}.`);
        const note = left
            ? `\n_The issue lists what fits in GitHub's 65,536 characters: ${left.pages} more page(s) with ${left.links} broken link(s) are only in this summary._\n`
            : undefined;
        return { ...written, ...(left ? { left } : {}), summaryNote: note };
    }
    catch (error) {
        logger.warning(`issue: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return { action: 'failed', summaryNote: `\n_The issue could not be written: ${(0,errors/* errorMessage */.gJ)(error)}_\n` };
    }
}
/** The header and whole page sections while they fit; what does not is counted and said at the end. */
function fitBody(header, sections, linksPerSection, runUrl) {
    const linksIn = (omitted) => linksPerSection.slice(sections.length - omitted).reduce((sum, n) => sum + n, 0);
    const fitted = fitIssueBody(sections, (omitted) => `_${omitted} more page(s) with ${linksIn(omitted)} broken link(s) did not fit in this issue: they are in the job summary${runUrl ? ` of ${runUrl}` : ''}._`, { head: header, separator: '\n' });
    if (fitted.omitted === 0)
        return { body: fitted.body };
    return { body: fitted.body, left: { pages: fitted.omitted, links: linksIn(fitted.omitted) } };
}


/***/ })

};
