export const id = 132;
export const ids = [132];
export const modules = {

/***/ 2132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
// EXTERNAL MODULE: ./src/client/config-checks.ts
var config_checks = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/core/logger.ts

function prefix(where) {
    if (!where?.file)
        return '';
    return `${where.file}${where.line ? `:${where.line}` : ''}${where.line && where.column ? `:${where.column}` : ''}: `;
}
/** Human-readable log on stderr (stdout stays free for `--json`). */
function createStderrLogger(options = {}) {
    const write = options.write ?? ((line) => process.stderr.write(line + '\n'));
    const out = (text) => write(redact(text));
    return {
        debug: (m) => {
            if (options.verbose)
                out(`debug: ${m}`);
        },
        info: (m) => out(m),
        notice: (m, w) => out(`${prefix(w)}notice: ${m}`),
        warning: (m, w) => out(`${prefix(w)}warning: ${m}`),
        error: (m, w) => out(`${prefix(w)}error: ${m}`),
    };
}
/** A logger that keeps every line (redacted), for tests. */
function createRecordingLogger() {
    const lines = [];
    const rec = (level) => (message, where) => {
        lines.push(where ? { level, message: redact(message), where } : { level, message: redact(message) });
    };
    return {
        lines,
        text: () => lines.map((l) => `${l.level}: ${l.message}`).join('\n'),
        debug: rec('debug'),
        info: rec('info'),
        notice: rec('notice'),
        warning: rec('warning'),
        error: rec('error'),
    };
}
const silentLogger = {
    debug: () => { },
    info: () => { },
    notice: () => { },
    warning: () => { },
    error: () => { },
};

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/github/errors.ts




const DEFAULT_PERMISSIONS = {
    comments: ['pull-requests: write', 'issues: write'],
    deployments: ['deployments: write'],
    pulls: ['pull-requests: read'],
    branches: ['contents: read'],
};
/** GitHub documents "wait at least one minute" when a secondary limit answer has no retry-after. */
const SECONDARY_LIMIT_DEFAULT_WAIT_MS = 60_000;
/** A GitHub API error with the fix spelled out; `missingPermissions` is set for permission 403s. */
class GitHubApiError extends errors/* ApiError */.hD {
    name = 'GitHubApiError';
    /** `permissions:` entries that would each fix a 403, e.g. `['pull-requests: write']`. */
    missingPermissions;
    constructor(message, details) {
        super(message, details);
        this.missingPermissions = details.missingPermissions ?? [];
    }
}
function isRequestError(error) {
    return error instanceof Error && typeof error.status === 'number';
}
function header(error, name) {
    const value = error.response?.headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
function githubMessage(error) {
    const data = error.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string') {
        return data.message;
    }
    return error.message;
}
/** `errors: [{ resource, field, code, message }]` of a 422, as one phrase. */
function validationDetails(error) {
    const data = error.response?.data;
    if (!data || !Array.isArray(data.errors))
        return '';
    const parts = data.errors.map((item) => {
        if (typeof item === 'string')
            return item;
        const e = item;
        return e.message ?? [e.field, e.code].filter(Boolean).join(' ');
    });
    return parts.filter(Boolean).join('; ');
}
/** `pull_requests=write, contents=read; issues=write` -> each accepted set as workflow syntax. */
function parseAcceptedPermissions(value) {
    if (!value)
        return [];
    return value
        .split(';')
        .map((set) => set
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
        const [name, level] = entry.split('=').map((part) => part.trim());
        return `${(name ?? '').replace(/_/g, '-')}: ${level || 'write'}`;
    })
        .join(', '))
        .filter(Boolean);
}
function describePermissions(sets) {
    const [first, ...others] = sets.map((set) => `\`${set}\``);
    return others.length === 0 ? `${first}` : `${first} (or ${others.join(' or ')})`;
}
/** Delay a secondary rate limit answer asks for; undefined when the error is not one. */
function secondaryRateLimitDelayMs(error) {
    if (!isRequestError(error) || (error.status !== 403 && error.status !== 429))
        return undefined;
    const retryAfter = header(error, 'retry-after');
    const secondary = /secondary rate limit/i.test(githubMessage(error));
    if (retryAfter === undefined && !secondary && error.status !== 429)
        return undefined;
    // A 403 that only ran out of the primary quota waits for the hourly reset: not worth one retry.
    if (retryAfter === undefined && header(error, 'x-ratelimit-remaining') === '0' && !secondary)
        return undefined;
    if (retryAfter === undefined)
        return SECONDARY_LIMIT_DEFAULT_WAIT_MS;
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    return Number.isNaN(date) ? SECONDARY_LIMIT_DEFAULT_WAIT_MS : Math.max(0, date - Date.now());
}
function requestLine(error) {
    const method = error.request?.method ?? '';
    const url = error.request?.url ?? '';
    return `${method} ${url}`.trim();
}
/**
 * Turns whatever an Octokit call threw into a DocsCiError whose message says what to do.
 * Every message goes through `redact`.
 */
function toGitHubError(error, operation, note = '') {
    if ((0,errors/* isDocsCiError */.e_)(error))
        return error;
    const failed = `GitHub: ${operation.what} failed`;
    const suffix = note ? ` ${note}` : '';
    if (!isRequestError(error) || !error.response) {
        const method = isRequestError(error) ? (error.request?.method ?? 'GET') : 'GET';
        const reason = error instanceof Error ? error.message : String(error);
        return new errors/* NetworkError */.Dr((0,secrets/* redact */.E$)(`${failed}: no answer from the GitHub API (${reason}).${suffix}`), {
            operation: operation.what,
            mayHaveBeenProcessed: method !== 'GET',
            cause: error,
        });
    }
    const status = error.status;
    const serviceError = githubMessage(error);
    const details = { status, operation: operation.what, serviceError: (0,secrets/* redact */.E$)(serviceError) };
    const make = (message, extra = {}) => new GitHubApiError((0,secrets/* redact */.E$)(message + suffix), { ...details, ...extra });
    if (status === 401) {
        return make(`${failed}: GitHub rejected the token (401 ${serviceError}). Pass a valid token, for example \`\${{ github.token }}\`.`);
    }
    const retryAfterMs = secondaryRateLimitDelayMs(error);
    if (retryAfterMs !== undefined) {
        return make(`${failed}: GitHub's secondary rate limit (${status} ${serviceError}). Run fewer jobs against the API at once or retry later.`, { retryAfterMs });
    }
    if (status === 403 && /not accessible by integration/i.test(serviceError)) {
        const accepted = parseAcceptedPermissions(header(error, 'x-accepted-github-permissions'));
        const permissions = accepted.length > 0 ? accepted : DEFAULT_PERMISSIONS[operation.area];
        return make(`${failed}: the token lacks a permission (403 ${serviceError}). ` +
            `Add ${describePermissions(permissions)} to the workflow's \`permissions:\`. ` +
            'Pull requests from forks get a read-only token whatever that block says.', { missingPermissions: permissions });
    }
    if (status === 403 && header(error, 'x-ratelimit-remaining') === '0') {
        const reset = Number(header(error, 'x-ratelimit-reset'));
        const when = Number.isFinite(reset) ? ` It resets at ${new Date(reset * 1000).toISOString()}.` : '';
        return make(`${failed}: the token's API rate limit is used up (403 ${serviceError}).${when}`);
    }
    if (status === 404) {
        return make(`${failed}: not found (404) at ${requestLine(error)}. The repository, pull request or object does not exist, ` +
            'or the token cannot see it (a token for another repository, or a private repository without read access).');
    }
    if (status === 422) {
        const why = validationDetails(error);
        return make(`${failed}: GitHub rejected the request (422 ${serviceError}${why ? `: ${why}` : ''}).`);
    }
    return make(`${failed}: GitHub answered ${status} ${serviceError} at ${requestLine(error)}.`);
}
/**
 * Runs one GitHub call (or a whole paginated listing). A secondary rate limit gets exactly one retry
 * after the wait `retry-after` asks for, when that wait is at most `maxRetryAfterMs`; every other
 * failure becomes a DocsCiError at once. Retrying a write is safe here: a rate-limited request was
 * not processed.
 */
async function callGitHub(operation, call, options = {}) {
    const logger = options.logger ?? silentLogger;
    const maxWait = options.maxRetryAfterMs ?? 60_000;
    try {
        return await call();
    }
    catch (error) {
        const waitMs = secondaryRateLimitDelayMs(error);
        if (waitMs === undefined)
            throw toGitHubError(error, operation);
        if (waitMs > maxWait) {
            throw toGitHubError(error, operation, `GitHub asked to wait ${Math.ceil(waitMs / 1000)}s, longer than the ${Math.round(maxWait / 1000)}s this step waits.`);
        }
        logger.warning(`GitHub secondary rate limit while ${operation.what}; retrying once in ${Math.ceil(waitMs / 1000)}s as its retry-after asks.`);
        await (0,promises_.setTimeout)(waitMs);
        try {
            return await call();
        }
        catch (retryError) {
            throw toGitHubError(retryError, operation, '(after one retry)');
        }
    }
}
/** True for a GitHub 404 turned into an error by `callGitHub`. */
function isNotFound(error) {
    return error instanceof errors/* ApiError */.hD && error.status === 404;
}

;// CONCATENATED MODULE: ./src/github/context.ts



const SUPPORTED_EVENTS = [
    'pull_request',
    'pull_request_target',
    'workflow_run',
    'workflow_dispatch',
    'schedule',
    'push',
];
function at(payload, path) {
    let value = payload;
    for (const key of path.split('.')) {
        if (value === null || typeof value !== 'object')
            return undefined;
        value = value[key];
    }
    return value;
}
function optionalString(payload, path) {
    const value = at(payload, path);
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function requiredString(payload, path, event) {
    const value = optionalString(payload, path);
    if (value === undefined) {
        throw new errors/* ConfigurationError */.j1(`The ${event} event payload has no ${path}; is GITHUB_EVENT_PATH the right file?`);
    }
    return value;
}
function baseRepository(payload, env) {
    const fullName = env['GITHUB_REPOSITORY'] || optionalString(payload, 'repository.full_name');
    const [owner, repo, extra] = (fullName ?? '').split('/');
    if (!owner || !repo || extra !== undefined) {
        throw new errors/* ConfigurationError */.j1(`GITHUB_REPOSITORY must be "owner/repo" (got "${fullName ?? ''}"); set it when running outside GitHub Actions.`);
    }
    return { owner, repo, fullName: `${owner}/${repo}` };
}
function runUrl(env, fullName) {
    const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const runId = env['GITHUB_RUN_ID'];
    if (!runId)
        return `${server}/${fullName}/actions`;
    const attempt = env['GITHUB_RUN_ATTEMPT'];
    return `${server}/${fullName}/actions/runs/${runId}${attempt && attempt !== '1' ? `/attempts/${attempt}` : ''}`;
}
function refName(payload, env) {
    const ref = optionalString(payload, 'ref');
    if (ref?.startsWith('refs/heads/'))
        return ref.slice('refs/heads/'.length);
    return env['GITHUB_REF_NAME'] || undefined;
}
/** Open pull request whose head is `headOwner:branch` (the `head` filter ignores a bare branch). */
async function findOpenPullRequest(octokit, base, headOwner, branch, sha, logger) {
    const pulls = await callGitHub({ what: `looking up the open pull request of ${headOwner}:${branch}`, area: 'pulls' }, () => octokit.rest.pulls.list({
        owner: base.owner,
        repo: base.repo,
        head: `${headOwner}:${branch}`,
        state: 'open',
        per_page: 100,
    }), { logger });
    const candidates = pulls.data.filter((pull) => pull.head.ref === branch);
    const match = candidates.find((pull) => sha !== undefined && pull.head.sha === sha) ?? candidates[0];
    logger.debug(match
        ? `Branch ${headOwner}:${branch} is pull request #${match.number}.`
        : `No open pull request for ${headOwner}:${branch}.`);
    return match?.number;
}
async function branchHead(octokit, base, branch, logger) {
    try {
        const response = await callGitHub({ what: `reading branch ${branch}`, area: 'branches' }, () => octokit.rest.repos.getBranch({ owner: base.owner, repo: base.repo, branch }), { logger });
        return response.data.commit.sha;
    }
    catch (error) {
        if (isNotFound(error)) {
            throw new errors/* ConfigurationError */.j1(`branch: "${branch}" does not exist in ${base.owner}/${base.repo}.`);
        }
        throw error;
    }
}
/**
 * What the run is about, from the event payload and the runner's environment.
 *
 * - pull_request / pull_request_target: the pull request head (branch, sha); a fork when the head
 *   repository differs from the base one (or is gone).
 * - workflow_run: the triggering run's head; the pull request from `pull_requests` or, when that is
 *   empty (forks), looked up as `<head owner>:<branch>`.
 * - push / workflow_dispatch: the ref's branch, with its open pull request looked up.
 * - schedule: the ref's branch, with its open pull request looked up (comments land there).
 *
 * A branch input different from the event's branch wins: the context then describes that branch of
 * the base repository (its head commit and open pull request), never a fork.
 */
async function resolveEventContext(options) {
    const { eventName, payload, env, octokit } = options;
    const logger = options.logger ?? silentLogger;
    if (!SUPPORTED_EVENTS.includes(eventName)) {
        throw new errors/* ConfigurationError */.j1(`The ${eventName || '(unknown)'} event is not supported; use one of ${SUPPORTED_EVENTS.join(', ')}.`);
    }
    const event = eventName;
    const base = baseRepository(payload, env);
    const common = { owner: base.owner, repo: base.repo, event, runUrl: runUrl(env, base.fullName) };
    let branch;
    let sha;
    let pullRequestNumber;
    let isFork = false;
    let lookup;
    switch (event) {
        case 'pull_request':
        case 'pull_request_target': {
            branch = requiredString(payload, 'pull_request.head.ref', event);
            sha = requiredString(payload, 'pull_request.head.sha', event);
            const number = at(payload, 'pull_request.number') ?? at(payload, 'number');
            pullRequestNumber = typeof number === 'number' ? number : undefined;
            const headRepo = optionalString(payload, 'pull_request.head.repo.full_name');
            const baseRepo = optionalString(payload, 'pull_request.base.repo.full_name') ?? base.fullName;
            // A deleted fork leaves head.repo null: still not our code.
            isFork = headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase();
            break;
        }
        case 'workflow_run': {
            branch = requiredString(payload, 'workflow_run.head_branch', event);
            sha = requiredString(payload, 'workflow_run.head_sha', event);
            const headRepo = optionalString(payload, 'workflow_run.head_repository.full_name');
            isFork = headRepo !== undefined && headRepo.toLowerCase() !== base.fullName.toLowerCase();
            pullRequestNumber = pullRequestOfWorkflowRun(payload, base);
            if (pullRequestNumber === undefined) {
                lookup = {
                    headOwner: optionalString(payload, 'workflow_run.head_repository.owner.login') ?? base.owner,
                };
            }
            break;
        }
        case 'push':
        case 'workflow_dispatch':
        case 'schedule': {
            const ref = refName(payload, env);
            if (!ref && !options.branch) {
                throw new errors/* ConfigurationError */.j1(`The ${event} event names no branch (GITHUB_REF_NAME is empty); set the branch input.`);
            }
            branch = ref ?? '';
            sha = optionalString(payload, 'after') ?? env['GITHUB_SHA'] ?? '';
            // Every one of these runs for a branch of the base repository: its open pull request gets the comment.
            lookup = { headOwner: base.owner };
            break;
        }
    }
    const override = options.branch?.trim();
    if (override && override !== branch) {
        branch = override;
        isFork = false;
        pullRequestNumber = undefined;
        lookup = { headOwner: base.owner };
        if (octokit)
            sha = await branchHead(octokit, base, branch, logger);
        else
            logger.debug(`No GitHub client: the sha of branch ${branch} stays the run's ${sha}.`);
    }
    if (!sha)
        throw new errors/* ConfigurationError */.j1(`The ${event} event names no commit (GITHUB_SHA is empty).`);
    if (lookup && pullRequestNumber === undefined) {
        if (octokit) {
            pullRequestNumber = await findOpenPullRequest(octokit, base, lookup.headOwner, branch, sha, logger);
        }
        else {
            logger.debug(`No GitHub client: not looking up the pull request of ${branch}.`);
        }
    }
    return pullRequestNumber === undefined
        ? { ...common, branch, sha, isFork }
        : { ...common, branch, sha, isFork, pullRequestNumber };
}
/** `workflow_run.pull_requests` may list pull requests of other repositories: prefer one based here. */
function pullRequestOfWorkflowRun(payload, base) {
    const list = at(payload, 'workflow_run.pull_requests');
    if (!Array.isArray(list) || list.length === 0)
        return undefined;
    const suffix = `/repos/${base.fullName}`.toLowerCase();
    const ours = list.find((pull) => {
        const url = optionalString(pull, 'base.repo.url');
        return url !== undefined && url.toLowerCase().endsWith(suffix);
    });
    const number = at(ours ?? list[0], 'number');
    return typeof number === 'number' ? number : undefined;
}

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/github/preview-comment.ts

const DEFAULT_LOG_LINES = 30;
/** Caps keep the whole comment far below GitHub's 65,536 characters, whatever the input. */
const MAX_LOG_CHARS = 20_000;
const MAX_LOG_LINE_CHARS = 1_000;
const MAX_SUMMARY_CHARS = 2_000;
function heading(icon, text, title) {
    const name = title ? ` · ${(0,markdown/* escapeMarkdown */.FV)(title, 100)}` : '';
    return `### ${icon} ${text}${name}`;
}
function runCell(runUrl) {
    return (0,markdown/* safeLinkTarget */.fv)(runUrl) ? (0,markdown/* link */.nf)('workflow run', runUrl) : '—';
}
/** The last lines that fit the budget; a line too long keeps its start and says how much was cut. */
function tailLogLines(lines, maxLines, maxChars = MAX_LOG_CHARS) {
    const kept = [];
    let used = 0;
    const all = lines.flatMap((line) => (0,markdown/* stripControlCharacters */.OH)(line).split('\n'));
    for (let i = all.length - 1; i >= 0 && kept.length < maxLines; i -= 1) {
        const raw = all[i] ?? '';
        const line = raw.length > MAX_LOG_LINE_CHARS
            ? `${(0,markdown/* truncate */.xv)(raw, MAX_LOG_LINE_CHARS)} [${raw.length - MAX_LOG_LINE_CHARS + 1} characters cut]`
            : raw;
        if (used + line.length + 1 > maxChars)
            break;
        kept.unshift(line);
        used += line.length + 1;
    }
    return kept;
}
function renderPreviewComment(state) {
    const commit = (0,markdown/* shortSha */.Fu)(state.sha);
    const branch = (0,markdown/* escapeMarkdown */.FV)(state.branch, 255);
    const run = runCell(state.runUrl);
    switch (state.status) {
        case 'building':
            return [
                heading('⏳', 'Building the docs preview', state.title),
                '',
                (0,markdown/* keyValueTable */.z2)([
                    ['Branch', branch],
                    ['Commit', commit],
                    ['Run', run],
                    ['Started', (0,markdown/* formatTime */.fU)(state.startedAt)],
                ]),
                '',
            ].join('\n');
        case 'ready': {
            const target = (0,markdown/* safeLinkTarget */.fv)(state.previewUrl);
            const open = target
                ? `**[Open the preview](${target})** · ${(0,markdown/* escapeMarkdown */.FV)(state.previewUrl, 500)}`
                : `The service gave a preview address that is not an http(s) link: ${(0,markdown/* escapeMarkdown */.FV)(state.previewUrl, 500)}`;
            return [
                heading('✅', 'Docs preview ready', state.title),
                '',
                open,
                '',
                (0,markdown/* keyValueTable */.z2)([
                    ['Branch', branch],
                    ['Commit', commit],
                    ['Run', run],
                    ['Updated', (0,markdown/* formatTime */.fU)(state.finishedAt)],
                ]),
                '',
            ].join('\n');
        }
        case 'failed': {
            const maxLines = state.maxLogLines ?? DEFAULT_LOG_LINES;
            const lines = tailLogLines(state.logLines ?? [], maxLines);
            const parts = [
                heading('❌', 'Docs preview failed', state.title),
                '',
                (0,markdown/* escapeMultiline */.nN)(state.summary || 'The service reported a failure without a summary.', MAX_SUMMARY_CHARS),
                '',
            ];
            if (lines.length > 0) {
                parts.push('<details><summary>Last build log lines</summary>', '', (0,markdown/* fencedBlock */.zW)(lines.join('\n')), '', '</details>', '');
            }
            parts.push((0,markdown/* keyValueTable */.z2)([
                ['Branch', branch],
                ['Commit', commit],
                ['Run', run],
                ['Failed', (0,markdown/* formatTime */.fU)(state.finishedAt)],
            ]), '');
            return parts.join('\n');
        }
    }
}
/**
 * Posted instead of a preview on a fork's pull request: why, and how a maintainer runs it. The
 * platform builds previews from branches of the connected repository only, so the reviewed commits
 * go to a branch here first; the preview workflow then runs for that branch and comments here.
 */
function renderForkSkippedComment(options) {
    const input = (options.dispatchInput ?? 'pull-request').replace(/[^A-Za-z0-9_-]/g, '');
    const number = Math.trunc(options.pullRequestNumber);
    const workflow = (0,markdown/* safeLinkTarget */.fv)(options.workflowUrl)
        ? (0,markdown/* link */.nf)('the preview workflow', options.workflowUrl)
        : 'the preview workflow (Actions tab)';
    const previewBranch = `docs-preview/pr-${number}`;
    return [
        heading('⏸️', 'Docs preview not built for a fork', options.title),
        '',
        `This pull request comes from ${(0,markdown/* escapeMarkdown */.FV)(options.headRepository, 200)}. Workflows triggered by forks ` +
            'get no secrets, and previews are built from branches of this repository only.',
        '',
        'A maintainer can build it after reviewing the changes:',
        '',
        `1. Push the reviewed commits to a branch here: \`git fetch origin pull/${number}/head:${previewBranch} && git push origin ${previewBranch}\``,
        `2. Open ${workflow}, choose **Run workflow**, and set \`branch\` to \`${previewBranch}\` and \`${input}\` to \`${number}\`.`,
        '',
        (0,markdown/* keyValueTable */.z2)([
            ['Branch', (0,markdown/* escapeMarkdown */.FV)(options.branch, 255)],
            ['Commit', (0,markdown/* shortSha */.Fu)(options.sha)],
            ['Run', runCell(options.runUrl)],
        ]),
        '',
    ].join('\n');
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
    const json = (0,secrets/* redact */.E$)(JSON.stringify(state)).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
    const text = (0,secrets/* redact */.E$)(body);
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
function isOurs(comment, marker, login) {
    if (!comment.body?.startsWith(marker) || !comment.user)
        return false;
    return login === undefined
        ? comment.user.type === 'Bot'
        : comment.user.login.toLowerCase() === login.toLowerCase();
}
async function listOurs(octokit, target, login, call) {
    const marker = stickyMarker(target.key);
    const all = await callGitHub({ what: `listing the comments of #${target.issueNumber}`, area: 'comments' }, () => octokit.paginate(octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    }), call);
    return all.filter((comment) => isOurs(comment, marker, login)).sort((a, b) => a.id - b.id);
}
/** The sticky comment for this key (the oldest if several), or undefined. */
async function findStickyComment(octokit, target) {
    const call = { logger: target.logger, maxRetryAfterMs: target.maxRetryAfterMs };
    const [first] = await listOurs(octokit, target, target.authorLogin, call);
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
 * Ours = the body starts with this key's marker AND the author is `authorLogin` or, without it, a
 * bot. A human's comment is never edited, whatever it contains. All pages of comments are read.
 *
 * Racing runs: each creates only when it found none, then lists again; the oldest (lowest id) comment
 * wins. A run whose comment is not the oldest writes its body into the oldest and deletes its own,
 * and every run removes the newer duplicates it sees, so concurrent runs converge on one comment.
 */
async function upsertStickyComment(octokit, options) {
    const { logger } = options;
    const call = { logger, maxRetryAfterMs: options.maxRetryAfterMs };
    const body = composeStickyBody(options.key, options.body, options.state, logger);
    const existing = await listOurs(octokit, options, options.authorLogin, call);
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
    const login = options.authorLogin ?? mine.user?.login;
    if (!options.authorLogin && mine.user && mine.user.type !== 'Bot') {
        logger.warning(`The comment was posted as ${mine.user.login}, a user rather than a bot; set the author login to ` +
            `${mine.user.login} so later runs update it instead of posting another.`);
    }
    const after = await listOurs(octokit, options, login, call);
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

// EXTERNAL MODULE: ./src/github/summary.ts
var github_summary = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
;// CONCATENATED MODULE: ./src/github/deployments.ts


/** GitHub answers 422 to a deployment status description longer than this. */
const MAX_STATUS_DESCRIPTION = 140;
/**
 * Environment name for one preview: `preview/pr-12`, `preview/pr-12/<key>` when a pull request has
 * several previews, `preview/<branch>` without a pull request. Names are per preview so that one
 * preview's status never touches another's.
 */
function previewEnvironmentName(options) {
    const clean = (text) => text
        .replace(/[^A-Za-z0-9._/-]+/g, '-')
        .replace(/^[-/]+|[-/]+$/g, '')
        .slice(0, 100);
    const key = options.key ? clean(options.key) : '';
    let base;
    if (options.pullRequestNumber !== undefined)
        base = `preview/pr-${Math.trunc(options.pullRequestNumber)}`;
    else if (options.branch && clean(options.branch))
        base = `preview/${clean(options.branch)}`;
    else
        throw new errors/* ConfigurationError */.j1('A preview environment needs a pull request number or a branch.');
    return key ? `${base}/${key}` : base;
}
function capDescription(text) {
    if (text === undefined)
        return undefined;
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length <= MAX_STATUS_DESCRIPTION ? flat : `${flat.slice(0, MAX_STATUS_DESCRIPTION - 1)}…`;
}
/**
 * Creates a deployment of `ref` without GitHub's side effects: no auto-merge of the default branch
 * into the ref, no waiting on commit statuses, never a production environment.
 */
async function createDeployment(octokit, options) {
    const response = await callGitHub({ what: `creating a deployment to ${options.environment}`, area: 'deployments' }, () => octokit.rest.repos.createDeployment({
        owner: options.owner,
        repo: options.repo,
        ref: options.ref,
        environment: options.environment,
        auto_merge: false,
        required_contexts: [],
        production_environment: false,
        transient_environment: options.transient ?? true,
        ...(options.description !== undefined ? { description: capDescription(options.description) } : {}),
    }), { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs });
    const data = response.data;
    // 202 means GitHub merged or is merging instead of creating: cannot happen with auto_merge false.
    if (typeof data.id !== 'number') {
        throw new errors/* OperationFailedError */.Bp(`GitHub did not create the deployment: ${data.message ?? 'no id returned'}.`);
    }
    options.logger?.debug(`Created deployment ${data.id} of ${options.ref} to ${options.environment}.`);
    return { deploymentId: data.id };
}
/**
 * Moves a deployment to a new state. `auto_inactive: false`: GitHub would otherwise mark earlier
 * deployments of the environment inactive, which is our job, per preview, not GitHub's.
 */
async function setDeploymentStatus(octokit, options) {
    const description = capDescription(options.description);
    const response = await callGitHub({ what: `setting deployment ${options.deploymentId} to ${options.state}`, area: 'deployments' }, () => octokit.rest.repos.createDeploymentStatus({
        owner: options.owner,
        repo: options.repo,
        deployment_id: options.deploymentId,
        state: options.state,
        auto_inactive: false,
        ...(options.environmentUrl ? { environment_url: options.environmentUrl } : {}),
        ...(options.logUrl ? { log_url: options.logUrl } : {}),
        ...(description !== undefined ? { description } : {}),
    }), { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs });
    return { statusId: response.data.id };
}

// EXTERNAL MODULE: ./src/deploy/follow.ts
var follow = __webpack_require__(5390);
;// CONCATENATED MODULE: ./src/preview/preview-branches.ts


/** Triggers (or resumes) one branch's preview and, when asked, follows it to the end. Never throws for operation failures: the result says what happened. */
async function previewBranch(options) {
    const { client, logger, branch } = options;
    const clock = options.clock;
    const started = (clock ?? { now: Date.now }).now();
    const elapsed = () => (clock ?? { now: Date.now }).now() - started;
    let statusId = options.resumeStatusId;
    let previewUrl = options.resumePreviewUrl;
    try {
        if (statusId && previewUrl) {
            logger.info(`preview of ${branch}: resuming status ${statusId} (no new trigger)`);
        }
        else {
            const triggered = await client.triggerPreview(options.projectId, branch, { signal: options.signal });
            statusId = triggered.statusId;
            previewUrl = triggered.previewUrl;
            logger.info(`preview of ${branch}: triggered (status ${statusId}) -> ${previewUrl}`);
        }
        await options.onTriggered?.({ statusId, previewUrl });
        if (!options.wait)
            return { branch, statusId, previewUrl, status: 'triggered', ok: true, elapsedMs: elapsed() };
        const { status } = await (0,follow/* followDeployment */.pb)(client, statusId, {
            logger,
            signal: options.signal,
            deadline: options.deadline,
            clock,
            label: `preview of ${branch}`,
        });
        const ok = status.status === 'success';
        const logs = (0,follow/* lastLogLines */.EP)(status);
        if (!ok) {
            logger.error((0,follow/* describeDeploymentEnd */.aU)(`preview of ${branch}`, status));
        }
        return {
            branch,
            statusId,
            previewUrl,
            status: status.status,
            ok,
            summary: status.summary ?? undefined,
            logs,
            elapsedMs: elapsed(),
        };
    }
    catch (error) {
        // Cancellation ends everything; every other failure is this branch's result.
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        const status = error instanceof errors/* TimeoutError */.MU ? 'timeout' : 'error';
        logger.error(`preview of ${branch}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return {
            branch,
            statusId,
            previewUrl,
            status,
            ok: false,
            error: (0,errors/* errorMessage */.gJ)(error),
            elapsedMs: elapsed(),
        };
    }
}
/**
 * Several branches: triggered through the shared limiter (so 25 branches take about five windows,
 * with no 429 storm), followed concurrently; one failure does not stop the others.
 */
async function previewBranches(options) {
    const { branches, ...rest } = options;
    return Promise.all(branches.map((branch) => previewBranch({ ...rest, branch })));
}

;// CONCATENATED MODULE: ./src/preview/github-preview.ts






/**
 * One preview reported through the pull request comment, a GitHub Deployment and the result, all fed
 * by the same state. GitHub failures are warnings (with the permission to add); the preview itself
 * decides success.
 */
async function previewWithGitHub(options) {
    const { context, logger, octokit } = options;
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const startedAt = new Date(clock.now());
    const pr = context.pullRequestNumber;
    const commentTarget = options.comment && octokit && pr !== undefined
        ? { owner: context.owner, repo: context.repo, issueNumber: pr, key: options.commentKey, logger }
        : undefined;
    if (options.comment && pr !== undefined && !octokit) {
        logger.warning('No github-token: the pull request comment is skipped.');
    }
    // A re-run of the same commit whose preview is still building follows it instead of spending quota.
    let resume;
    let commentId;
    if (commentTarget && octokit) {
        try {
            const found = await findStickyComment(octokit, commentTarget);
            commentId = found?.commentId;
            const state = found?.state;
            if (state?.phase === 'building' && state.sha === context.sha && state.statusId && state.previewUrl) {
                resume = state;
            }
        }
        catch (error) {
            logger.warning(`Could not read the pull request comments: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
    const writeComment = async (state, memory) => {
        if (!commentTarget || !octokit)
            return;
        try {
            const written = await upsertStickyComment(octokit, {
                ...commentTarget,
                body: renderPreviewComment(state),
                state: memory,
            });
            commentId = written.commentId;
        }
        catch (error) {
            logger.warning(`Could not write the pull request comment: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    };
    let deploymentId;
    const environment = options.environment ??
        previewEnvironmentName({ pullRequestNumber: pr, branch: context.branch, key: options.commentKey });
    const setDeployment = async (state, extra) => {
        if (!octokit || deploymentId === undefined)
            return;
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
        }
        catch (error) {
            logger.warning(`Could not update the GitHub deployment: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    };
    if (options.deployment) {
        if (!octokit) {
            logger.warning('No github-token: the GitHub deployment is skipped.');
        }
        else {
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
            }
            catch (error) {
                logger.warning(`Could not create the GitHub deployment: ${(0,errors/* errorMessage */.gJ)(error)}`);
            }
        }
    }
    const base = { branch: context.branch, sha: context.sha, runUrl: context.runUrl, title: options.title };
    const result = await previewBranch({
        client: options.client,
        projectId: options.projectId,
        branch: context.branch,
        wait: options.wait,
        logger,
        signal: options.signal,
        deadline: options.deadline,
        clock: options.clock,
        resumeStatusId: resume?.statusId,
        resumePreviewUrl: resume?.previewUrl,
        onTriggered: ({ statusId, previewUrl }) => writeComment({ ...base, status: 'building', startedAt }, { statusId, previewUrl, sha: context.sha, phase: 'building' }),
    });
    const finishedAt = new Date(clock.now());
    const memory = {
        statusId: result.statusId,
        previewUrl: result.previewUrl,
        sha: context.sha,
        // A run that ran out of time leaves the preview building: the next run of this commit resumes it.
        phase: result.ok ? 'ready' : result.status === 'timeout' ? 'building' : 'failed',
    };
    if (result.status === 'triggered') {
        // Not waited on: the comment stays "building" and the deployment in progress.
    }
    else if (result.ok && result.previewUrl) {
        await writeComment({ ...base, status: 'ready', previewUrl: result.previewUrl, finishedAt }, memory);
        await setDeployment('success', {
            environmentUrl: result.previewUrl,
            description: 'Docs preview is live',
        });
    }
    else {
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
    };
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/github/branches.ts



/**
 * Compiles branch globs as GitHub's `branches:` filters read them: `*` within a path segment, `**`
 * across segments, `!` excludes. Patterns apply in order and the last one that matches decides, so
 * `['release/**', '!release/old']` keeps every release branch but one. Throws a ConfigurationError
 * naming the first invalid pattern, before any request.
 */
function compileBranchPatterns(patterns) {
    const compiled = patterns
        .map((raw) => raw.trim())
        .filter((raw) => raw !== '')
        .map((raw) => {
        const negated = raw.startsWith('!');
        const glob = negated ? raw.slice(1) : raw;
        if (glob === '' || /(^|[^\\])(\\\\)*\\$/.test(glob)) {
            throw new errors/* ConfigurationError */.j1(`branches: "${raw}" is not a valid pattern.`);
        }
        try {
            const matches = picomatch_default()(glob, { dot: true, strictBrackets: true, nonegate: true });
            return { pattern: raw, negated, matches: (branch) => matches(branch) };
        }
        catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            throw new errors/* ConfigurationError */.j1(`branches: "${raw}" is not a valid pattern (${why}).`);
        }
    });
    if (compiled.length === 0)
        throw new errors/* ConfigurationError */.j1('branches: give at least one pattern.');
    if (compiled.every((p) => p.negated)) {
        throw new errors/* ConfigurationError */.j1('branches: give at least one pattern without "!"; "!" only excludes.');
    }
    return compiled;
}
function matchesBranchPatterns(branch, patterns) {
    let selected = false;
    for (const pattern of patterns) {
        if (pattern.matches(branch))
            selected = !pattern.negated;
    }
    return selected;
}
/** Every branch of the repository that the patterns select, sorted, each once. */
async function listMatchingBranches(octokit, options) {
    const patterns = compileBranchPatterns(options.patterns);
    const branches = await callGitHub({ what: `listing the branches of ${options.owner}/${options.repo}`, area: 'branches' }, () => octokit.paginate(octokit.rest.repos.listBranches, {
        owner: options.owner,
        repo: options.repo,
        per_page: 100,
    }), { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs });
    const names = new Set(branches.map((b) => b.name).filter((name) => matchesBranchPatterns(name, patterns)));
    return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/preview/scheduled.ts





/**
 * Refreshes the previews of every branch matching the patterns: triggers go through the shared
 * limiter (25 branches take about five windows, without a 429 storm), waits run concurrently, one
 * failure does not stop the others, and each branch with an open pull request gets its comment.
 */
async function previewScheduledBranches(options) {
    const { octokit, logger } = options;
    const owner = options.env.GITHUB_REPOSITORY?.split('/')[0] ?? '';
    const repo = options.env.GITHUB_REPOSITORY?.split('/')[1] ?? '';
    const branches = await listMatchingBranches(octokit, { owner, repo, patterns: options.patterns, logger });
    logger.info(branches.length === 0
        ? `No branch matches ${options.patterns.join(', ')}.`
        : `Refreshing ${branches.length} previews: ${branches.join(', ')}`);
    const results = await Promise.all(branches.map(async (branch) => {
        try {
            const context = await resolveEventContext({
                eventName: options.env.GITHUB_EVENT_NAME === 'workflow_dispatch' ? 'workflow_dispatch' : 'schedule',
                payload: {},
                env: options.env,
                branch,
                octokit,
                logger,
            });
            const result = await previewWithGitHub({
                client: options.client,
                octokit,
                context,
                projectId: options.projectId,
                wait: options.wait,
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
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            logger.error(`preview of ${branch}: ${(0,errors/* errorMessage */.gJ)(error)}`);
            return { branch, status: 'error', ok: false, error: (0,errors/* errorMessage */.gJ)(error) };
        }
    }));
    const rows = results.map((r) => ({
        branch: r.branch,
        outcome: r.status === 'timeout' ? 'timed-out' : r.ok ? 'ready' : 'failed',
        previewUrl: r.previewUrl,
        durationMs: r.elapsedMs,
    }));
    return { results, failed: results.filter((r) => !r.ok).length, summary: (0,github_summary/* renderScheduledSummary */.qK)(rows) };
}

// EXTERNAL MODULE: ./src/actions/common/common-inputs.ts + 5 modules
var common_inputs = __webpack_require__(1197);
// EXTERNAL MODULE: ./src/actions/common/run.ts + 2 modules
var run = __webpack_require__(2416);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var inputs = __webpack_require__(9120);
;// CONCATENATED MODULE: ./src/actions/preview/inputs.ts






const outputNames = [
    'status-id',
    'preview-url',
    'status',
    'skipped',
    'skip-reason',
    'comment-id',
    'deployment-id',
    'result',
];
const inputNames = [
    'api-key',
    'base-url',
    'timeout',
    'rate-limit',
    'project-id',
    'branch',
    'branches',
    'wait',
    'comment',
    'comment-key',
    'deployment',
    'environment',
    'github-token',
    'status-path',
    'fork-comment',
    'pull-request',
];
const schema = schemas/* object */.Ikc({
    ...(0,common_inputs/* apiInputs */.kc)('15m'),
    // Checked after fork detection: a run for a fork gets no secrets, and that is not an error.
    'api-key': inputs/* input */.hF.optional(),
    'project-id': inputs/* input */.hF.via((text) => (0,config_checks/* checkPathId */.R6)(text.trim(), 'input project-id')),
    branch: inputs/* input */.hF.optional(),
    branches: inputs/* input */.hF.list().transform((patterns, ctx) => {
        try {
            if (patterns.length > 0)
                compileBranchPatterns(patterns);
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: `input branches: ${error.message}` });
        }
        return patterns;
    }),
    wait: inputs/* input */.hF.boolean('wait', true),
    comment: inputs/* input */.hF.boolean('comment', true),
    'comment-key': inputs/* input */.hF.optional().transform((key, ctx) => {
        if (key === undefined)
            return undefined;
        try {
            return sanitizeKey(key);
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: `input comment-key: ${error.message}` });
            return core/* NEVER */.tm;
        }
    }),
    deployment: inputs/* input */.hF.boolean('deployment', true),
    environment: inputs/* input */.hF.optional(),
    'github-token': inputs/* input */.hF.optional(),
    'status-path': inputs/* input */.hF.optional(),
    'fork-comment': inputs/* input */.hF.boolean('fork-comment', false),
    'pull-request': inputs/* input */.hF.optional().transform((text, ctx) => {
        if (text === undefined)
            return undefined;
        const number = Number(text.replace(/^#/, ''));
        if (!Number.isSafeInteger(number) || number < 1) {
            ctx.addIssue({
                code: 'custom',
                message: `input pull-request: "${text}" is not a pull request number.`,
            });
            return core/* NEVER */.tm;
        }
        return number;
    }),
})
    .superRefine((inputs, ctx) => {
    if (inputs.branch !== undefined && inputs.branches.length > 0) {
        ctx.addIssue({
            code: 'custom',
            message: 'inputs branch and branches: give one of them (branches is for scheduled runs over several branches).',
        });
    }
});
function readPreviewInputs() {
    return (0,inputs/* parseInputs */.TL)(schema, (0,inputs/* readRawInputs */.yI)(inputNames));
}

;// CONCATENATED MODULE: ./src/actions/preview/main.ts













function readEventPayload(env) {
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return {};
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch {
        return {};
    }
}
function octokitFor(token, env) {
    if (!token)
        return undefined;
    return (0,github/* getOctokit */.Q)(token, { baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com' });
}
/** The admin key is required once we know the run is not for a fork; its absence names the secret. */
function requireApiKey(inputs, logger) {
    if (!inputs['api-key']) {
        throw new errors/* ConfigurationError */.j1('input api-key is empty: the secret passed to it is not set, or this run cannot read secrets. Add the admin ' +
            'API key as a repository secret (e.g. DOCS_API_KEY) and pass api-key: ${{ secrets.DOCS_API_KEY }}.');
    }
    return (0,config_checks/* checkApiKey */.Sq)(inputs['api-key'], logger, 'the api-key input');
}
async function skipFork(ctx, inputs, context, octokit, payload) {
    const reason = 'pull request from a fork: previews are built from branches of this repository only, and forks get no secrets';
    ctx.outputs.set('skipped', 'true');
    ctx.outputs.set('skip-reason', reason);
    ctx.logger.notice(`Docs preview skipped: ${reason}. A maintainer can push the branch to this repository to preview it.`);
    if (inputs['fork-comment'] && octokit && context.pullRequestNumber !== undefined) {
        const headRepository = payload.pull_request?.head?.repo
            ?.full_name ?? 'a fork';
        try {
            const written = await upsertStickyComment(octokit, {
                owner: context.owner,
                repo: context.repo,
                issueNumber: context.pullRequestNumber,
                key: inputs['comment-key'] ?? inputs['project-id'],
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
        }
        catch (error) {
            ctx.logger.warning(`Could not write the fork notice comment: ${error.message}`);
        }
    }
    await (0,github_summary/* appendStepSummary */.Jc)((0,github_summary/* renderPreviewSummary */.xo)({ outcome: 'skipped', branch: context.branch, sha: context.sha, message: reason }), ctx.env);
    return { skipped: true, skipReason: reason, branch: context.branch };
}
function main_run() {
    return (0,run/* runAction */.Cs)({
        name: 'preview',
        outputs: outputNames,
        run: async (ctx) => {
            const inputs = readPreviewInputs();
            ctx.outputs.set('skipped', 'false');
            const { signal, deadline } = ctx.startRun(inputs.timeout);
            const octokit = octokitFor(inputs['github-token'], ctx.env);
            const eventName = ctx.env.GITHUB_EVENT_NAME ?? '';
            const payload = readEventPayload(ctx.env);
            const commentKey = inputs['comment-key'] ?? inputs['project-id'];
            if (inputs.branches.length > 0) {
                if (!octokit)
                    throw new errors/* ConfigurationError */.j1('input branches needs github-token to list the repository branches.');
                const apiKey = requireApiKey(inputs, ctx.logger);
                const client = (0,common_inputs/* clientFromInputs */.l$)({ ...inputs, 'api-key': apiKey }, ctx, {
                    deployStatusPath: inputs['status-path'],
                });
                const outcome = await previewScheduledBranches({
                    client,
                    octokit,
                    env: ctx.env,
                    patterns: inputs.branches,
                    projectId: inputs['project-id'],
                    wait: inputs.wait,
                    comment: inputs.comment,
                    commentKey,
                    deployment: inputs.deployment,
                    logger: ctx.logger,
                    signal,
                    deadline,
                    clock: ctx.clock,
                });
                ctx.outputs.set('status', outcome.failed === 0 ? 'success' : 'failure');
                await (0,github_summary/* appendStepSummary */.Jc)(outcome.summary, ctx.env);
                const result = { results: outcome.results, failed: outcome.failed };
                if (outcome.failed > 0) {
                    ctx.outputs.set('result', JSON.stringify({ ok: false, ...result }));
                    throw new errors/* OperationFailedError */.Bp(`${outcome.failed} of ${outcome.results.length} previews failed (see the job summary).`);
                }
                return result;
            }
            const resolved = await resolveEventContext({
                eventName,
                payload,
                env: ctx.env,
                branch: inputs.branch,
                octokit,
                logger: ctx.logger,
            });
            if (resolved.isFork)
                return skipFork(ctx, inputs, resolved, octokit, payload);
            // A maintainer previewing a fork's pushed commits points the comment at the fork's pull request.
            const pullRequest = inputs['pull-request'];
            const context = pullRequest === undefined ? resolved : { ...resolved, pullRequestNumber: pullRequest };
            const apiKey = requireApiKey(inputs, ctx.logger);
            const client = (0,common_inputs/* clientFromInputs */.l$)({ ...inputs, 'api-key': apiKey }, ctx, {
                deployStatusPath: inputs['status-path'],
            });
            const result = await previewWithGitHub({
                client,
                octokit,
                context,
                projectId: inputs['project-id'],
                wait: inputs.wait,
                comment: inputs.comment,
                commentKey,
                deployment: inputs.deployment,
                environment: inputs.environment,
                title: inputs['comment-key'],
                logger: ctx.logger,
                signal,
                deadline,
                clock: ctx.clock,
            });
            ctx.outputs.set('status-id', result.statusId);
            ctx.outputs.set('preview-url', result.previewUrl);
            ctx.outputs.set('status', result.status);
            ctx.outputs.set('comment-id', result.commentId);
            ctx.outputs.set('deployment-id', result.deploymentId);
            await (0,github_summary/* appendStepSummary */.Jc)((0,github_summary/* renderPreviewSummary */.xo)({
                outcome: result.status === 'timeout' ? 'timed-out' : result.ok ? 'ready' : 'failed',
                branch: result.branch,
                sha: result.sha,
                previewUrl: result.previewUrl,
                pullRequestNumber: result.pullRequestNumber,
                durationMs: result.elapsedMs,
                message: result.ok ? undefined : (result.summary ?? result.error),
            }), ctx.env);
            const summary = {
                branch: result.branch,
                sha: result.sha,
                statusId: result.statusId,
                previewUrl: result.previewUrl,
                status: result.status,
                resumed: result.resumed,
                commentId: result.commentId,
                deploymentId: result.deploymentId,
                pullRequest: result.pullRequestNumber,
            };
            if (!result.ok) {
                ctx.outputs.set('result', JSON.stringify({ ok: false, ...summary, error: result.error ?? result.summary }));
                throw new errors/* OperationFailedError */.Bp(`preview of ${result.branch} ${result.status === 'timeout' ? 'did not finish in time' : `ended in ${result.status}`}` +
                    `${result.error ? `: ${result.error}` : result.summary ? `: ${result.summary}` : ''}`);
            }
            return summary;
        },
    });
}


/***/ }),

/***/ 5390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EP: () => (/* binding */ lastLogLines),
/* harmony export */   aU: () => (/* binding */ describeDeploymentEnd),
/* harmony export */   pb: () => (/* binding */ followDeployment)
/* harmony export */ });
/* unused harmony exports isTerminalDeployment, observeDeployment */
/* harmony import */ var _client_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2299);
/* harmony import */ var _core_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7280);


function isTerminalDeployment(status) {
    return _client_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_DEPLOYMENT_STATES */ .ov.includes(status);
}
function observeDeployment(status) {
    return { state: status.status, done: isTerminalDeployment(status.status) };
}
/** The last `count` log lines of a deployment, for failure reports. */
function lastLogLines(status, count = 15) {
    return status.logs.slice(-count);
}
/** "<what> ended in failure: <summary>" and the last log lines: how every failed deployment is told. */
function describeDeploymentEnd(what, status) {
    const logs = lastLogLines(status);
    return (`${what} ended in ${status.status}${status.summary ? `: ${status.summary}` : ''}` +
        (logs.length > 0 ? `\nlast log lines:\n  ${logs.join('\n  ')}` : ''));
}
/**
 * Follows a deployment (preview or production) to a terminal state. Unknown states (the dashboard
 * knows `skipped`, for one) are reported verbatim and polled until the deadline.
 */
async function followDeployment(client, statusId, options) {
    const result = await (0,_core_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .waitUntilDone */ .e)({
        what: options.label ? `${options.label} (status ${statusId})` : `deployment ${statusId}`,
        poll: (signal) => client.getDeploymentStatus(statusId, { signal }),
        observe: observeDeployment,
        logger: options.logger,
        signal: options.signal,
        deadline: options.deadline,
        clock: options.clock,
        schedule: { maxMs: 10_000, ...options.schedule },
        resumeHint: `Follow it later with: docs-ci status ${statusId} --wait`,
    });
    return { status: result.value, polls: result.polls, elapsedMs: result.elapsedMs };
}


/***/ }),

/***/ 2935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ appendStepSummary),
/* harmony export */   qK: () => (/* binding */ renderScheduledSummary),
/* harmony export */   xo: () => (/* binding */ renderPreviewSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8571);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8198);
/* harmony import */ var _core_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6706);




const OUTCOME_LABEL = {
    ready: '✅ ready',
    failed: '❌ failed',
    skipped: '⏭️ skipped',
    cancelled: '⏹️ cancelled',
    'timed-out': '⌛ timed out',
};
function urlCell(url) {
    if (!url)
        return '—';
    return (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .safeLinkTarget */ .fv)(url) ? (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(url, url) : (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(url, 500);
}
/** Job summary for one preview. */
function renderPreviewSummary(result) {
    const rows = [
        ['Status', OUTCOME_LABEL[result.outcome]],
        ['Branch', (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(result.branch, 255)],
    ];
    if (result.sha)
        rows.push(['Commit', (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .Fu)(result.sha)]);
    if (result.pullRequestNumber !== undefined)
        rows.push(['Pull request', `\\#${Math.trunc(result.pullRequestNumber)}`]);
    if (result.previewUrl)
        rows.push(['Preview', urlCell(result.previewUrl)]);
    if (result.durationMs !== undefined)
        rows.push(['Duration', (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(result.durationMs)]);
    const lines = ['## Docs preview', '', '| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), ''];
    if (result.message)
        lines.push((0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMultiline */ .nN)(result.message), '');
    return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(lines.join('\n'));
}
/** Job summary table of a scheduled run over several branches. */
function renderScheduledSummary(rows, title = 'Docs previews') {
    const counts = new Map();
    for (const row of rows)
        counts.set(row.outcome, (counts.get(row.outcome) ?? 0) + 1);
    const totals = [...counts].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
    const lines = [
        `## ${(0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(title, 100)}`,
        '',
        rows.length === 0 ? 'No branch matched.' : `${rows.length} branches: ${totals}.`,
        '',
    ];
    if (rows.length > 0) {
        lines.push('| Branch | Status | Preview | Duration |', '|---|---|---|---|');
        for (const row of rows) {
            const duration = row.durationMs === undefined ? '—' : (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(row.durationMs);
            lines.push(`| ${(0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(row.branch, 255)} | ${OUTCOME_LABEL[row.outcome]} | ${urlCell(row.previewUrl)} | ${duration} |`);
        }
        lines.push('');
    }
    return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(lines.join('\n'));
}
/**
 * Appends markdown to the job summary file GITHUB_STEP_SUMMARY names. Returns false (writing
 * nothing) outside GitHub Actions, where the variable is unset.
 */
async function appendStepSummary(markdown, env = process.env) {
    const file = env['GITHUB_STEP_SUMMARY'];
    if (!file)
        return false;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${(0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(markdown).replace(/\n*$/, '')}\n\n`, 'utf8');
    return true;
}


/***/ })

};
