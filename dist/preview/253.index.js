export const id = 253;
export const ids = [253];
export const modules = {

/***/ 98253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkGitHubLinks: () => (/* binding */ checkGitHubLinks)
});

// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __webpack_require__(32257);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/links/github/github-url.ts
var github_url = __webpack_require__(39810);
;// CONCATENATED MODULE: ./src/links/github/github-query.ts

/** The fields asked for: GitHub charges one point for a query without connections, whatever its aliases. */
const RATE_LIMIT_SELECTION = 'rateLimit { remaining limit resetAt cost }';
/**
 * One query for a batch of look-ups: a `repository` alias per repository with an alias per object,
 * issue or release inside it, and a `repositoryOwner` alias per user or organization. Every string a
 * page wrote travels as a variable, never spliced into the query text; aliases are generated names.
 */
function buildLookupQuery(lookups) {
    const variables = {};
    const declarations = [];
    const variable = (type, value) => {
        const name = `v${declarations.length}`;
        declarations.push(`$${name}: ${type}!`);
        variables[name] = value;
        return `$${name}`;
    };
    const repositories = new Map();
    const owners = [];
    const plans = [];
    lookups.forEach((lookup, index) => {
        const { target } = lookup;
        if (target.kind === 'owner') {
            const alias = `o${owners.length}`;
            owners.push(`  ${alias}: repositoryOwner(login: ${variable('String', target.owner)}) { login }`);
            plans.push({ lookup, top: alias, fields: [], prefix: '' });
            return;
        }
        const key = `${target.owner}/${target.repo}`.toLowerCase();
        let repository = repositories.get(key);
        if (!repository) {
            const alias = `r${repositories.size}`;
            repository = {
                alias,
                header: `  ${alias}: repository(owner: ${variable('String', target.owner)}, name: ${variable('String', target.repo)}) {`,
                fields: [],
            };
            repositories.set(key, repository);
        }
        const fields = [];
        const prefix = `l${index}`;
        const field = (suffix, selection) => {
            const alias = `${prefix}${suffix}`;
            fields.push(alias);
            repository.fields.push(`    ${alias}: ${selection}`);
        };
        switch (target.kind) {
            case 'repository':
                break;
            case 'object':
                (0,github_url/* refPathSplits */.ag)(target.refPath).forEach(({ ref, path }, cut) => {
                    field(`_at${cut}`, `object(expression: ${variable('String', `${ref}:${path}`)}) { __typename }`);
                    if (path !== '')
                        field(`_ref${cut}`, `object(expression: ${variable('String', ref)}) { __typename }`);
                });
                break;
            case 'commit':
                field('_commit', target.sha.length === 40
                    ? `object(oid: ${variable('GitObjectID', target.sha)}) { __typename }`
                    : `object(expression: ${variable('String', target.sha)}) { __typename }`);
                break;
            case 'issue': {
                const number = variable('Int', target.number);
                field('_issue', `issueOrPullRequest(number: ${number}) { __typename }`);
                // GitHub sends `/issues/N` of an issue turned into a discussion to the discussion.
                field('_discussion', `discussion(number: ${number}) { id }`);
                break;
            }
            case 'release':
                field('_release', `release(tagName: ${variable('String', target.tag)}) { id }`);
                // `/releases/tag/<tag>` shows a tag that has no release too.
                field('_tag', `ref(qualifiedName: ${variable('String', `refs/tags/${target.tag}`)}) { id }`);
                break;
        }
        plans.push({ lookup, top: repository.alias, fields, prefix });
    });
    const lines = [
        `query${declarations.length > 0 ? `(${declarations.join(', ')})` : ''} {`,
        `  ${RATE_LIMIT_SELECTION}`,
    ];
    for (const repository of repositories.values()) {
        lines.push(repository.header, '    nameWithOwner', '    isPrivate', ...repository.fields, '  }');
    }
    lines.push(...owners, '}');
    return { text: lines.join('\n'), variables, judge: (answer) => judgeAll(plans, answer) };
}
function judgeAll(plans, answer) {
    const data = answer.data ?? {};
    // Errors other than NOT_FOUND (FORBIDDEN, a timeout of one field...) make the part they name unreliable.
    const unreliable = new Set();
    for (const error of answer.errors ?? []) {
        if (error.type === 'NOT_FOUND' || !error.path || error.path.length === 0)
            continue;
        unreliable.add(error.path.slice(0, 2).join('.'));
    }
    return plans.map((plan) => {
        const verdict = judgeOne(plan, data);
        if ('fallback' in verdict || verdict.check.status === 'ok')
            return verdict;
        const doubtful = [plan.top, ...plan.fields.map((field) => `${plan.top}.${field}`)].some((path) => unreliable.has(path));
        return doubtful
            ? { fallback: `GitHub's API answered with an error for ${describe(plan.lookup.target)}` }
            : verdict;
    });
}
function judgeOne(plan, data) {
    const { target } = plan.lookup;
    if (!(plan.top in data))
        return { fallback: `GitHub's API left ${describe(target)} out of its answer` };
    const top = data[plan.top];
    if (target.kind === 'owner') {
        return top
            ? ok('the user or organization exists')
            : broken(`GitHub has no user or organization ${target.owner}`);
    }
    const name = `${target.owner}/${target.repo}`;
    if (!isRecord(top)) {
        return {
            check: {
                status: 'suspect',
                code: 404,
                reason: `GitHub shows no public repository ${name} to this token: it is private or was deleted`,
                requests: 0,
            },
        };
    }
    if (plan.fields.some((field) => !(field in top))) {
        return { fallback: `GitHub's API left part of ${describe(target)} out of its answer` };
    }
    const found = (suffix) => isRecord(top[`${plan.prefix}${suffix}`]);
    const where = repositoryNote(name, top);
    switch (target.kind) {
        case 'repository':
            return ok(`the repository exists${where}`);
        case 'object':
            return judgeObject(target, name, found, where);
        case 'commit':
            return found('_commit')
                ? ok(`the commit exists${where}`)
                : broken(`${name} has no commit ${target.sha}`);
        case 'issue':
            if (found('_issue'))
                return ok(`the issue or pull request exists${where}`);
            if (found('_discussion'))
                return ok(`#${target.number} is a discussion${where}`);
            return broken(`${name} has no issue or pull request #${target.number}`);
        case 'release':
            if (found('_release'))
                return ok(`the release exists${where}`);
            if (found('_tag'))
                return ok(`the tag exists (GitHub shows it without a release)${where}`);
            return broken(`no release ${target.tag} in ${name}`);
    }
}
function judgeObject(target, name, found, where) {
    const splits = (0,github_url/* refPathSplits */.ag)(target.refPath);
    const at = (cut) => found(`_at${cut}`);
    const refFound = (cut) => (splits[cut]?.path === '' ? at(cut) : found(`_ref${cut}`));
    const hit = splits.findIndex((_, cut) => at(cut));
    if (hit >= 0) {
        const { ref, path } = splits[hit];
        if (path === '')
            return ok(`the branch, tag or commit ${ref} exists${where}`);
        return ok(`the ${target.type === 'tree' ? 'folder' : 'file'} exists at ${ref}${where}`);
    }
    // Nothing found: the longest ref that exists is the one GitHub would have read the path in.
    const refs = splits.map((_, cut) => cut).filter(refFound);
    const longest = refs.at(-1);
    if (longest !== undefined) {
        const { ref, path } = splits[longest];
        return broken(`no ${target.type === 'tree' ? 'folder' : 'file'} ${path} at ${ref} in ${name}`);
    }
    if ((0,github_url/* hasUntriedSplits */.LB)(target.refPath)) {
        return { fallback: `no ref of ${name} matches the first ${splits.length} segments of the path` };
    }
    const [shortest, ...longer] = splits.map((split) => split.ref);
    const nor = longer.length > 0 ? ` (nor ${longer.join(', ')})` : '';
    return broken(`${name} has no branch, tag or commit ${shortest}${nor}`);
}
function repositoryNote(asked, repository) {
    const notes = [];
    const current = repository['nameWithOwner'];
    if (typeof current === 'string' && current.toLowerCase() !== asked.toLowerCase()) {
        notes.push(`the repository was renamed or moved to ${current}`);
    }
    if (repository['isPrivate'] === true)
        notes.push('in a private repository: readers without access see a 404');
    return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}
function ok(reason) {
    return { check: { status: 'ok', code: 200, reason: `GitHub's API: ${reason}`, requests: 0 } };
}
function broken(reason) {
    return { check: { status: 'broken', code: 404, reason, requests: 0 } };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null;
}
function describe(target) {
    if (target.kind === 'owner')
        return `the user or organization ${target.owner}`;
    const name = `${target.owner}/${target.repo}`;
    switch (target.kind) {
        case 'repository':
            return `the repository ${name}`;
        case 'object':
            return `${target.refPath.join('/')} in ${name}`;
        case 'commit':
            return `the commit ${target.sha} of ${name}`;
        case 'issue':
            return `#${target.number} of ${name}`;
        case 'release':
            return `the release ${target.tag} of ${name}`;
    }
}

;// CONCATENATED MODULE: ./src/links/github/github-checker.ts





const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Failures of the API in a row (5xx, no answer) after which it is not asked again in this run. */
const MAX_FAILURES_IN_A_ROW = 2;
/**
 * Checks github.com addresses through GitHub's GraphQL API: github.com answers 429 to CI runners
 * that fetch its pages, the API answers the job's token. Many look-ups travel in one query, grouped
 * by repository. The token's budget is shared with the rest of the job: past the reserve, and when
 * the API fails, the addresses left are handed back to be fetched as pages.
 */
async function checkGitHubLinks(urls, options) {
    const { lookups, others } = groupTargets(urls);
    const result = { checks: new Map(), fallback: others, requests: 0 };
    if (lookups.length === 0)
        return result;
    const handBack = (batch) => {
        for (const lookup of batch)
            result.fallback.push(...lookup.urls);
    };
    const addresses = (n) => `${n} github.com address${n === 1 ? '' : 'es'}`;
    const asPages = (n, verb) => n === 1
        ? `1 github.com address is ${verb} as a web page`
        : `${n} github.com addresses are ${verb} as web pages`;
    const octokit = options.octokit;
    const refusal = octokit ? enterpriseServer(octokit) : 'there is no GitHub token';
    if (!octokit || refusal) {
        handBack(lookups);
        const count = urlCount(lookups);
        options.logger.info(`${addresses(count)} cannot be checked through GitHub's API (${refusal}): ` +
            `${count === 1 ? 'it is' : 'they are'} fetched as web pages, one at a time, ` +
            'and github.com may answer 429 (too many requests) to a CI runner.');
        return result;
    }
    const batches = chunk(lookups, Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE));
    let cost = 1;
    let failuresInARow = 0;
    const causes = new Set();
    let failedUrls = 0;
    let quotaNote;
    /** Hands back the batch (or, when asking again cannot help, every batch left); true: stop asking. */
    const fail = (index, cause, fatal) => {
        causes.add(cause);
        failuresInARow += 1;
        const stop = fatal || failuresInARow >= MAX_FAILURES_IN_A_ROW;
        const lost = stop ? batches.slice(index).flat() : (batches[index] ?? []);
        handBack(lost);
        failedUrls += urlCount(lost);
        return stop;
    };
    for (let index = 0; index < batches.length; index += 1) {
        const batch = batches[index];
        if (options.signal?.aborted)
            throw (0,clock/* abortReason */.Js)(options.signal);
        const rate = result.rateLimit;
        const reserve = options.reserve ?? (rate ? Math.max(50, Math.ceil(rate.limit / 10)) : 0);
        if (rate && rate.remaining - cost < reserve) {
            const left = batches.slice(index).flat();
            handBack(left);
            quotaNote =
                `GitHub's GraphQL budget is down to ${rate.remaining} of ${rate.limit} points` +
                    (rate.resetAt > 0 ? ` (it resets at ${new Date(rate.resetAt).toISOString()})` : '') +
                    ` and ${reserve} are kept for the rest of the job: ` +
                    `${asPages(urlCount(left), 'fetched')} instead, one at a time.`;
            break;
        }
        const query = buildLookupQuery(batch);
        let answer;
        const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
        try {
            result.requests += 1;
            const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
            answer = await send(octokit, query.text, query.variables, signal);
        }
        catch (error) {
            if (options.signal?.aborted)
                throw (0,clock/* abortReason */.Js)(options.signal);
            const { cause, fatal, rateLimit } = timeout.aborted
                ? {
                    cause: `no answer in ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`,
                    fatal: false,
                    rateLimit: undefined,
                }
                : describeFailure(error);
            if (rateLimit)
                result.rateLimit = rateLimit;
            if (fail(index, cause, fatal))
                break;
            continue;
        }
        const rateLimit = readRateLimit(answer.headers, answer.body);
        if (rateLimit) {
            result.rateLimit = rateLimit.rate;
            cost = Math.max(1, rateLimit.cost ?? cost);
        }
        const body = answer.body;
        const problem = answerProblem(body);
        if (problem) {
            if (fail(index, problem.cause, problem.fatal))
                break;
            continue;
        }
        failuresInARow = 0;
        const verdicts = query.judge(body);
        batch.forEach((lookup, position) => {
            const verdict = verdicts[position];
            if ('fallback' in verdict) {
                options.logger.debug(`${verdict.fallback}: ${lookup.urls.join(', ')} fetched as a page instead`);
                result.fallback.push(...lookup.urls);
                return;
            }
            for (const url of lookup.urls)
                result.checks.set(url, { ...verdict.check, finalUrl: url });
        });
        options.logger.debug(`GitHub's API checked ${batch.length} target(s) in one query` +
            (result.rateLimit ? `; ${result.rateLimit.remaining} of ${result.rateLimit.limit} points left` : ''));
    }
    if (quotaNote)
        options.logger.info(quotaNote);
    if (causes.size > 0) {
        options.logger.warning(`GitHub's API could not check github.com links: ${[...causes].join('; ')}. ` +
            `${asPages(failedUrls, 'checked')} instead, one at a time.`);
    }
    return result;
}
/** URLs grouped by what they name, repositories together (a batch then touches few of them). */
function groupTargets(urls) {
    const byKey = new Map();
    const others = [];
    const seen = new Set();
    for (const written of urls) {
        const url = written.replace(/#.*$/s, '');
        if (seen.has(url))
            continue;
        seen.add(url);
        const target = (0,github_url/* parseGitHubUrl */.as)(url);
        if (!target) {
            others.push(url);
            continue;
        }
        const key = (0,github_url/* targetKey */.hD)(target);
        const lookup = byKey.get(key);
        if (lookup)
            lookup.urls.push(url);
        else
            byKey.set(key, { target, urls: [url] });
    }
    const group = (lookup) => lookup.target.kind === 'owner'
        ? '\u{10FFFF}'
        : `${lookup.target.owner}/${lookup.target.repo}`.toLowerCase();
    const order = new Map();
    for (const lookup of byKey.values())
        if (!order.has(group(lookup)))
            order.set(group(lookup), order.size);
    const lookups = [...byKey.values()].sort((a, b) => order.get(group(a)) - order.get(group(b)));
    return { lookups, others };
}
/** Why the job's client cannot answer for github.com: it talks to a GitHub Enterprise Server. */
function enterpriseServer(octokit) {
    const base = String(octokit.request.endpoint.DEFAULTS.baseUrl);
    return /\/api\/v3\/?$/.test(base)
        ? `the token is for the GitHub Enterprise Server at ${new URL(base).host}, whose API does not know github.com`
        : undefined;
}
async function send(octokit, query, variables, signal) {
    // `request`, not `graphql`: it returns the headers, and a partial answer (NOT_FOUND) without throwing.
    const response = await octokit.request('POST /graphql', { query, variables, request: { signal } });
    return { body: response.data, headers: response.headers };
}
function readRateLimit(headers, body) {
    const fromBody = body?.data?.rateLimit;
    const cost = typeof fromBody?.['cost'] === 'number' ? fromBody['cost'] : undefined;
    const remaining = Number(headers['x-ratelimit-remaining']);
    const limit = Number(headers['x-ratelimit-limit']);
    const reset = Number(headers['x-ratelimit-reset']);
    const resource = headers['x-ratelimit-resource'];
    if (Number.isFinite(remaining) && limit > 0 && (resource === undefined || resource === 'graphql')) {
        return { rate: { remaining, limit, resetAt: Number.isFinite(reset) ? reset * 1000 : 0 }, cost };
    }
    if (fromBody &&
        typeof fromBody['remaining'] === 'number' &&
        typeof fromBody['limit'] === 'number' &&
        fromBody['limit'] > 0) {
        const resetAt = Date.parse(String(fromBody['resetAt']));
        return {
            rate: {
                remaining: fromBody['remaining'],
                limit: fromBody['limit'],
                resetAt: Number.isNaN(resetAt) ? 0 : resetAt,
            },
            cost,
        };
    }
    return undefined;
}
/** A 200 that answers nothing: GitHub's error shape without data (rate limited, a query it refused). */
function answerProblem(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return { cause: 'its answer was not GraphQL JSON', fatal: false };
    }
    const errors = Array.isArray(body.errors) ? body.errors : [];
    const limited = errors.find((error) => error.type === 'RATE_LIMITED');
    if (limited)
        return { cause: `the GraphQL rate limit is used up (${limited.message ?? 'RATE_LIMITED'})`, fatal: true };
    // An error about the whole query (no path) leaves no part of the answer to trust.
    const general = errors.find((error) => !Array.isArray(error.path) || error.path.length === 0);
    if (!body.data || general) {
        const message = (general ?? errors[0])?.message ?? 'no data';
        return { cause: `GitHub refused the query (${message})`, fatal: true };
    }
    return undefined;
}
/** What a thrown request says: its cause in words, whether asking again can help, the budget it reported. */
function describeFailure(error) {
    const status = error.status;
    const response = error.response;
    const rate = readRateLimit(response?.headers ?? {}, undefined)?.rate;
    const budget = rate ? { rateLimit: rate } : {};
    // Octokit reports a request that got no answer as a status 500 without a response.
    if (typeof status !== 'number' || !response) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || /aborted|timed? ?out/i.test(error.message));
        return {
            cause: timedOut ? 'no answer in time' : `no answer (${(0,errors/* errorMessage */.gJ)(error)})`,
            fatal: false,
            ...budget,
        };
    }
    const described = (0,github_errors/* toGitHubError */.Lg)(error, { what: 'checking github.com links', area: 'branches' }).message;
    const cause = described.replace(/^GitHub: checking github\.com links failed: /, '').replace(/\.$/, '');
    return { cause, fatal: status < 500, ...budget };
}
function urlCount(lookups) {
    return lookups.reduce((sum, lookup) => sum + lookup.urls.length, 0);
}
function chunk(items, size) {
    const chunks = [];
    for (let at = 0; at < items.length; at += size)
        chunks.push(items.slice(at, at + size));
    return chunks;
}


/***/ })

};
