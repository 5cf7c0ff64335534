export const id = 388;
export const ids = [388];
export const modules = {

/***/ 8388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/deploy/follow.ts
var follow = __webpack_require__(5390);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/export/bytes.ts
var bytes = __webpack_require__(1885);
// EXTERNAL MODULE: ./src/client/http-get.ts
var http_get = __webpack_require__(2486);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/watch-specs/fetch-spec.ts




const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;
/**
 * GETs a spec through the proxy-aware agent, conditionally when the last response had an ETag or a
 * Last-Modified date. The body is hashed as it streams, never held whole. Throws on any failure.
 */
async function fetchSpec(url, previous, options = {}) {
    const headers = {
        'user-agent': `docs-ci/${version/* VERSION */.x} (watch-specs)`,
        accept: 'application/json, application/yaml, text/yaml, text/plain;q=0.9, */*;q=0.8',
    };
    if (previous?.etag)
        headers['if-none-match'] = previous.etag;
    if (previous?.lastModified)
        headers['if-modified-since'] = previous.lastModified;
    const { response } = await (0,http_get/* httpGet */.lx)(url, headers, {
        signal: options.signal,
        idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    });
    const status = response.statusCode ?? 0;
    if (status === 304) {
        response.resume();
        return { kind: 'not-modified' };
    }
    if (status < 200 || status > 299) {
        const body = (await (0,http_get/* readSmallBody */.iW)(response, 300)).replace(/\s+/g, ' ').trim();
        throw new Error(`HTTP ${status}${body ? `: ${body}` : ''}`);
    }
    const { sha256, size } = await hashBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
    const etag = header(response, 'etag');
    const lastModified = header(response, 'last-modified');
    return {
        kind: 'body',
        sha256,
        size,
        ...(etag ? { etag } : {}),
        ...(lastModified ? { lastModified } : {}),
    };
}
async function hashBody(response, maxBytes) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    try {
        for await (const chunk of response) {
            const buffer = chunk;
            size += buffer.length;
            if (size > maxBytes)
                throw new Error(`the response is larger than ${(0,bytes/* formatBytes */.z)(maxBytes)}`);
            hash.update(buffer);
        }
    }
    finally {
        response.destroy();
    }
    return { sha256: hash.digest('hex'), size };
}
function header(response, name) {
    const value = response.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text && text.trim() !== '' ? text.trim() : undefined;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/watch-specs/state.ts





const STATE_VERSION = 1;
const specRecord = schemas/* object */.Ikc({
    /** Hex sha256 of the body last seen. */
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    /** Validators of that response, sent back as If-None-Match / If-Modified-Since. */
    etag: schemas/* string */.YjP().optional(),
    lastModified: schemas/* string */.YjP().optional(),
    size: schemas/* number */.aig().int().nonnegative().optional(),
    /** When this content was first seen (ISO 8601). */
    recordedAt: schemas/* string */.YjP().optional(),
});
const specState = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(STATE_VERSION),
    specs: schemas/* record */.g1P(schemas/* string */.YjP(), specRecord),
});
function emptyState() {
    return { version: STATE_VERSION, specs: {} };
}
/** A JSON state file. An unreadable or foreign file counts as no state (with a warning): next run records. */
function fileStateStore(path, logger) {
    return {
        location: path,
        load: async () => {
            let text;
            try {
                text = await (0,promises_.readFile)(path, 'utf8');
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return undefined;
                logger.warning(`cannot read the state file ${path} (${(0,errors/* errorMessage */.gJ)(error)}): starting over`);
                return undefined;
            }
            const parsed = specState.safeParse(safeJson(text));
            if (parsed.success)
                return parsed.data;
            logger.warning(`the state file ${path} is not a docs-ci spec state: starting over`);
            return undefined;
        },
        save: (state) => writeFileAtomically(path, JSON.stringify(state, null, 2) + '\n'),
    };
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** Write then rename: an interrupted run never leaves half a state file behind. */
async function writeFileAtomically(path, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const temporary = `${path}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    try {
        await (0,promises_.writeFile)(temporary, text);
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}

// EXTERNAL MODULE: ./src/validate/docs-config.ts
var docs_config = __webpack_require__(6106);
// EXTERNAL MODULE: ./src/validate/findings.ts
var findings = __webpack_require__(9010);
// EXTERNAL MODULE: ./src/validate/repo-files.ts
var repo_files = __webpack_require__(6922);
// EXTERNAL MODULE: ./src/validate/source-document.ts + 3 modules
var source_document = __webpack_require__(6731);
// EXTERNAL MODULE: ./src/core/url.ts
var core_url = __webpack_require__(38);
;// CONCATENATED MODULE: ./src/watch-specs/url-specs.ts








/**
 * The specs docs.json references by URL: `openapi` fields in all three forms at any level of the
 * navigation (read by the validator's own walker) and `<url> METHOD /path` navigation entries.
 */
async function listUrlSpecs(dir, config) {
    const root = (0,external_node_path_.resolve)(dir);
    const configPath = (0,external_node_path_.resolve)(root, config ?? 'docs.json');
    const file = toPosix((0,external_node_path_.relative)(root, configPath));
    const text = await (0,promises_.readFile)(configPath, 'utf8').catch((error) => {
        throw new errors/* ConfigurationError */.j1(`cannot read ${configPath}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    });
    const parsed = (0,source_document/* parseJsonSource */.X0)(file, text);
    if (!parsed.ok) {
        throw new errors/* ConfigurationError */.j1(`${file}:${parsed.position.line}:${parsed.position.column}: docs.json is not valid JSON: ${parsed.message}`);
    }
    const document = parsed.document;
    // Repository files are irrelevant here, so the validator's findings about them are dropped.
    const navigation = (0,docs_config/* readDocsConfig */.G)(document, new Set(), new findings/* Findings */.F());
    const seen = new Set();
    const specs = [];
    const malformed = [];
    const add = (url, at, usable) => {
        if (seen.has(url))
            return;
        seen.add(url);
        (usable ? specs : malformed).push(locate(document, url, at));
    };
    for (const source of navigation.sources) {
        if (source.kind === 'url')
            add(source.target, source.at, source.usable);
    }
    for (const { reference, at } of navigation.endpoints) {
        const url = reference.file?.trim();
        if (url && (0,repo_files/* isHttpUrlLike */.vh)(url))
            add(url, at, (0,core_url/* isHttpUrl */.q)(url));
    }
    return { specs, malformed };
}
function locate(document, url, at) {
    const { line, column } = document.position(at, 'value');
    return { url, file: document.file, line, column };
}
function toPosix(path) {
    return (0,external_node_path_.isAbsolute)(path) ? path : path.split(external_node_path_.sep).join('/');
}

;// CONCATENATED MODULE: ./src/watch-specs/watch.ts





/**
 * One scheduled check: fetches every spec docs.json references by URL, compares each with the last
 * run's hash and triggers one deployment when any changed (changing a spec at a URL never redeploys
 * the site by itself). The new state is saved only after that trigger succeeded, so a failed trigger
 * is retried by the next run. A spec that cannot be fetched is a warning and counts as unchanged;
 * when none can be fetched, the run fails.
 */
async function watchSpecs(options) {
    const { logger } = options;
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const display = options.displayPath ?? ((file) => file);
    const { specs, malformed } = await listUrlSpecs(options.dir, options.config);
    for (const spec of malformed) {
        logger.warning(`${spec.url} is not a well-formed http(s) URL: not watched`, where(spec, display));
    }
    const previous = await options.store.load();
    const firstRun = previous === undefined;
    const result = {
        specs: specs.map((s) => s.url),
        firstRun,
        changed: [],
        unchanged: [],
        recorded: [],
        failed: [],
    };
    if (specs.length === 0) {
        logger.info('docs.json references no spec by URL: nothing to watch.');
        if (previous && Object.keys(previous.specs).length > 0)
            await options.store.save(emptyState());
        return result;
    }
    logger.info(firstRun
        ? `no state from a last run (${options.store.location}): this run records ${specs.length} spec(s)` +
            (options.deployOnFirstRun ? ' and deploys' : ' without deploying')
        : `checking ${specs.length} spec(s) referenced by URL against the last run`);
    const outcomes = await mapLimited(specs, options.concurrency ?? 4, (spec) => checkSpec(spec, previous?.specs[spec.url], options, clock.now()));
    const next = tally(outcomes, result, Boolean(firstRun && options.deployOnFirstRun), logger, display);
    if (result.failed.length === specs.length) {
        throw new errors/* OperationFailedError */.Bp(`none of the ${specs.length} spec(s) referenced by URL could be fetched: ` +
            result.failed.map((f) => `${f.url}: ${f.error}`).join('; '));
    }
    if (result.changed.length > 0) {
        logger.info(`${result.changed.length} spec(s) changed: triggering one deployment of project ${options.projectId}`);
        try {
            const { statusId } = await options.deployer.triggerDeployment(options.projectId, {
                ...(options.signal ? { signal: options.signal } : {}),
            });
            result.statusId = statusId;
        }
        catch (error) {
            logger.info(`the state was not saved, so the next run tries again: ${(0,errors/* errorMessage */.gJ)(error)}`);
            throw error;
        }
        logger.info(`deployment triggered (status ${result.statusId})`);
        await options.store.save(next);
    }
    else {
        if (firstRun && !options.deployOnFirstRun) {
            logger.notice(`first run: recorded ${Object.keys(next.specs).length} spec(s) without deploying; later runs deploy when one changes`);
        }
        else {
            logger.info('no spec changed: no deployment');
        }
        if (!sameState(previous, next))
            await options.store.save(next);
    }
    return result;
}
/** Sorts the outcomes into the result (logging each) and returns the state to save. */
function tally(outcomes, result, deployNew, logger, display) {
    const next = emptyState();
    for (const outcome of outcomes) {
        const { url } = outcome.spec;
        if (outcome.record)
            next.specs[url] = outcome.record;
        if (outcome.kind === 'failed') {
            result.failed.push({ url, error: outcome.error });
            logger.warning(`could not fetch ${url}: ${outcome.error} (counted as unchanged; the next run checks again)`, where(outcome.spec, display));
        }
        else if (outcome.kind === 'changed' || (outcome.kind === 'new' && deployNew)) {
            result.changed.push(url);
            logger.info(`changed: ${url}${outcome.kind === 'new' ? ' (first run, deploying)' : ''}`);
        }
        else if (outcome.kind === 'unchanged') {
            result.unchanged.push(url);
            logger.info(`unchanged: ${url}`);
        }
        else {
            result.recorded.push(url);
            logger.info(result.firstRun
                ? `recorded: ${url}`
                : `recorded: ${url} (new in docs.json: the push that added it deployed the site)`);
        }
    }
    return next;
}
async function checkSpec(spec, last, options, now) {
    let fetched;
    try {
        fetched = await fetchSpec(spec.url, last, {
            signal: options.signal,
            ...(options.fetchTimeoutMs ? { idleTimeoutMs: options.fetchTimeoutMs } : {}),
        });
    }
    catch (error) {
        // The run's own deadline or cancellation is not a flaky host.
        if (options.signal?.aborted)
            throw (0,core_clock/* abortReason */.Js)(options.signal);
        return { spec, kind: 'failed', error: (0,errors/* errorMessage */.gJ)(error), record: last };
    }
    if (fetched.kind === 'not-modified') {
        if (last)
            return { spec, kind: 'unchanged', record: last };
        return { spec, kind: 'failed', error: 'HTTP 304 to an unconditional request', record: undefined };
    }
    const record = {
        sha256: fetched.sha256,
        ...(fetched.etag ? { etag: fetched.etag } : {}),
        ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
        size: fetched.size,
        recordedAt: last?.sha256 === fetched.sha256 && last.recordedAt ? last.recordedAt : new Date(now).toISOString(),
    };
    if (!last)
        return { spec, kind: 'new', record };
    return { spec, kind: last.sha256 === fetched.sha256 ? 'unchanged' : 'changed', record };
}
function where(spec, display) {
    return { file: display(spec.file), line: spec.line, column: spec.column };
}
function sameState(a, b) {
    return a !== undefined && JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}
function sortKeys(state) {
    return {
        ...state,
        specs: Object.fromEntries(Object.entries(state.specs).sort(([x], [y]) => (x < y ? -1 : 1))),
    };
}
async function mapLimited(items, limit, work) {
    const results = new Array(items.length);
    let nextIndex = 0;
    const worker = async () => {
        while (nextIndex < items.length) {
            const index = nextIndex++;
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/watch-specs/index.ts





// EXTERNAL MODULE: ./src/actions/common/common-inputs.ts + 5 modules
var common_inputs = __webpack_require__(1197);
// EXTERNAL MODULE: ./src/actions/common/run.ts + 2 modules
var run = __webpack_require__(2416);
// EXTERNAL MODULE: ./src/client/config-checks.ts
var config_checks = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var inputs = __webpack_require__(9120);
;// CONCATENATED MODULE: ./src/actions/watch-specs/inputs.ts




const outputNames = ['changed', 'status-id', 'result'];
const schema = schemas/* object */.Ikc({
    ...(0,common_inputs/* apiInputs */.kc)('30m'),
    'project-id': inputs/* input */.hF.via((text) => (0,config_checks/* checkPathId */.R6)(text.trim(), 'input project-id')),
    'docs-dir': inputs/* input */.hF.optional(),
    config: inputs/* input */.hF.optional(),
    wait: inputs/* input */.hF.boolean('wait', false),
    'deploy-on-first-run': inputs/* input */.hF.boolean('deploy-on-first-run', false),
    'trigger-path': inputs/* input */.hF.optional(),
    'status-path': inputs/* input */.hF.optional(),
});
function readWatchSpecsInputs() {
    return (0,inputs/* parseInputs */.TL)(schema, (0,inputs/* readRawInputs */.yI)([
        ...common_inputs/* apiInputNames */.v0,
        'project-id',
        'docs-dir',
        'config',
        'wait',
        'deploy-on-first-run',
        'trigger-path',
        'status-path',
    ]));
}

// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 340 modules
var cache = __webpack_require__(7131);
;// CONCATENATED MODULE: ./src/actions/watch-specs/state-store.ts





/** Under the workspace: the cache stores it by this relative path, and it is the fallback's file. */
const STATE_FILE = '.docs-ci/spec-state.json';
/**
 * The spec state of an action run: a file in the workspace that @actions/cache carries from one run
 * to the next (restored by key prefix, saved under a new key per run, since cache entries are
 * immutable). Without the cache service (outside GitHub, or in tests) the file alone is used, which
 * survives only on a runner that keeps its workspace.
 */
async function openActionStateStore(options) {
    const { workspace, env, logger } = options;
    const path = (0,external_node_path_.join)(workspace, STATE_FILE);
    const files = fileStateStore(path, logger);
    if (!cache/* isFeatureAvailable */.w3()) {
        logger.warning(`the cache service is unavailable (no ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL): the spec state is kept in ${STATE_FILE} ` +
            'under the workspace, which only a runner that keeps its workspace carries to the next run');
        return files;
    }
    // The cache's version hashes the path as given and resolves it from the working directory, which
    // is the workspace on a runner: the relative form there, so container and host jobs share entries.
    const cachePath = (0,external_node_path_.resolve)(process.cwd()) === workspace ? (0,external_node_path_.relative)(workspace, path).split(external_node_path_.sep).join('/') : path;
    const prefix = `docs-ci-spec-state-${env.GITHUB_REPOSITORY ?? 'repository'}-${options.projectId}/`.replace(/,/g, '_');
    const key = `${prefix}${env.GITHUB_RUN_ID ?? Date.now()}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
    // A file left by another step must not pass for this project's state.
    await (0,promises_.rm)(path, { force: true });
    try {
        const restored = await cache/* restoreCache */.P3([cachePath], key, [prefix]);
        logger.info(restored ? `spec state restored from the cache (${restored})` : 'no spec state in the cache yet');
    }
    catch (error) {
        logger.warning(`could not restore the spec state from the cache: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
    return {
        location: `the cache (key ${prefix}...)`,
        load: () => files.load(),
        save: async (state) => {
            await files.save(state);
            const id = await cache/* saveCache */.Io([cachePath], key).catch((error) => {
                logger.warning(`could not save the spec state to the cache: ${(0,errors/* errorMessage */.gJ)(error)}`);
                return -1;
            });
            if (id === -1) {
                logger.warning('the spec state was not cached: the next run compares with the older state (and may deploy again)');
            }
            else
                logger.info(`spec state saved to the cache (key ${key})`);
        },
    };
}

;// CONCATENATED MODULE: ./src/actions/watch-specs/main.ts










function main_run() {
    return (0,run/* runAction */.Cs)({
        name: 'watch-specs',
        outputs: outputNames,
        run: async (ctx) => {
            const inputs = readWatchSpecsInputs();
            const { signal, deadline } = ctx.startRun(inputs.timeout);
            const client = (0,common_inputs/* clientFromInputs */.l$)(inputs, ctx, {
                deployTriggerPath: inputs['trigger-path'],
                deployStatusPath: inputs['status-path'],
            });
            const workspace = (0,external_node_path_.resolve)(ctx.env.GITHUB_WORKSPACE ?? process.cwd());
            const dir = (0,external_node_path_.resolve)(workspace, inputs['docs-dir'] ?? '.');
            const store = await openActionStateStore({
                workspace,
                env: ctx.env,
                projectId: inputs['project-id'],
                logger: ctx.logger,
            });
            const outcome = await watchSpecs({
                dir,
                config: inputs.config === undefined ? undefined : (0,external_node_path_.resolve)(workspace, inputs.config),
                store,
                deployer: client,
                projectId: inputs['project-id'],
                deployOnFirstRun: inputs['deploy-on-first-run'],
                logger: ctx.logger,
                signal,
                clock: ctx.clock,
                displayPath: (file) => main_toPosix((0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(dir, file))),
            });
            ctx.outputs.set('changed', JSON.stringify(outcome.changed));
            ctx.outputs.set('status-id', outcome.statusId);
            const result = { ...outcome };
            if (outcome.statusId && inputs.wait) {
                const { status } = await (0,follow/* followDeployment */.pb)(client, outcome.statusId, {
                    logger: ctx.logger,
                    signal,
                    deadline,
                    clock: ctx.clock,
                    label: 'deployment',
                });
                result.status = status.status;
                if (status.status !== 'success') {
                    const logs = (0,follow/* lastLogLines */.EP)(status);
                    ctx.outputs.set('result', JSON.stringify({ ok: false, ...result, logs }));
                    await writeSummary(outcome, status.status);
                    throw new errors/* OperationFailedError */.Bp(`deployment ${outcome.statusId} ended in ${status.status}${status.summary ? `: ${status.summary}` : ''}` +
                        (logs.length > 0 ? `\nlast log lines:\n  ${logs.join('\n  ')}` : ''));
                }
            }
            else if (outcome.statusId)
                result.status = 'triggered';
            await writeSummary(outcome, result.status);
            return result;
        },
    });
}
async function writeSummary(outcome, status) {
    const rows = [
        ...outcome.changed.map((url) => [url, 'changed']),
        ...outcome.unchanged.map((url) => [url, 'unchanged']),
        ...outcome.recorded.map((url) => [url, 'recorded']),
        ...outcome.failed.map(({ url, error }) => [url, `fetch failed: ${error}`]),
    ];
    let text = '### Specs referenced by URL\n\n';
    if (rows.length === 0)
        text += 'docs.json references no spec by URL.\n';
    else {
        text += '| Spec | Result |\n| --- | --- |\n';
        text += rows.map(([url, what]) => `| ${(0,markdown/* escapeMarkdown */.FV)(url)} | ${(0,markdown/* escapeMarkdown */.FV)(what)} |\n`).join('');
        text += '\n';
        if (outcome.statusId)
            text += `Deployment triggered: status ${(0,markdown/* escapeMarkdown */.FV)(outcome.statusId)}${status ? ` (${(0,markdown/* escapeMarkdown */.FV)(status)})` : ''}.\n`;
        else if (outcome.firstRun && outcome.changed.length === 0)
            text += 'First run: the specs were recorded; later runs deploy when one changes.\n';
        else
            text += 'No spec changed: no deployment.\n';
    }
    await core/* summary */.z.addRaw(text).write();
}
function main_toPosix(path) {
    return path.split(external_node_path_.sep).join('/');
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

/***/ 1885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/** 512 B, 3.4 KiB, 120 MiB, 1.2 GiB. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${Math.round(bytes)} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}


/***/ })

};
