export const id = 93;
export const ids = [93];
export const modules = {

/***/ 1197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v0: () => (/* binding */ apiInputNames),
  kc: () => (/* binding */ apiInputs),
  l$: () => (/* binding */ clientFromInputs)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./node_modules/p-retry/index.js + 1 modules
var p_retry = __webpack_require__(4995);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/client/schemas.ts
var schemas = __webpack_require__(2299);
;// CONCATENATED MODULE: ./src/client/api-errors.ts



/** What the user can do about each status, per operation where it differs. */
function hint(operation, status) {
    switch (status) {
        case 400:
            if (operation === 'trigger preview')
                return 'Check the branch: it is required and must not be empty.';
            if (operation === 'start export job')
                return 'Check domain (a hostname only: no scheme, slash or path) and paths (page paths without a leading slash).';
            return 'Check the request parameters.';
        case 401:
            return ('The API key is missing, malformed or expired. Set DOCS_API_KEY (CLI) or the api-key input to an admin ' +
                "API key from the dashboard's API keys page (keys of other kinds share the prefix but are not admin keys).");
        case 403:
            if (operation === 'start export job' ||
                operation === 'get export job' ||
                operation === 'generate export bundle')
                return 'Static export needs an Enterprise plan with static export enabled; also check that the key has write scope and that the runner IP is allow-listed.';
            if (operation === 'trigger preview')
                return 'The plan may not include preview deployments; also check that the key has write scope and that the runner IP is allow-listed.';
            return 'The plan may not include this feature, the key may lack write scope, or the runner IP is not allow-listed.';
        case 404:
            if (operation === 'get deployment status')
                return 'Unknown status id: it belongs to another organization or was mistyped.';
            if (operation === 'get export job' || operation === 'generate export bundle')
                return 'Unknown export job: check the job id (jobs belong to the organization of the key).';
            return 'Check the project id (copy it from the API keys page of the dashboard) and the base URL (it ends in /v1).';
        case 409:
            return operation === 'generate export bundle'
                ? 'The export job has not finished yet: wait until its status is completed.'
                : 'A job is already queued or running for this deployment: wait for it or resume it with job-id.';
        case 429:
            return operation === 'trigger preview'
                ? 'Rate limit reached: the service allows 5 preview requests per minute per organization (shared by every workflow of the organization).'
                : 'Rate limit reached: wait and try again.';
        default:
            return status >= 500 ? 'The service had a problem; try again later.' : '';
    }
}
function apiErrorFrom(operation, status, text, headers, retryAfterMs) {
    let serviceError;
    try {
        const parsed = schemas/* errorBody */.t4.safeParse(JSON.parse(text));
        if (parsed.success)
            serviceError = parsed.data.error ?? parsed.data.message;
    }
    catch {
        const contentType = String(headers['content-type'] ?? '');
        // A short plain-text answer is still worth showing; an HTML error page is not.
        if (!contentType.includes('html') && text.trim().length > 0 && text.length < 300)
            serviceError = text.trim();
    }
    const said = serviceError ? `: "${serviceError}"` : '';
    const advice = hint(operation, status);
    const message = `${operation} failed with HTTP ${status}${said}.${advice ? ` ${advice}` : ''}`;
    return new errors/* ApiError */.hD((0,secrets/* redact */.E$)(message), {
        status,
        operation,
        serviceError: serviceError === undefined ? undefined : (0,secrets/* redact */.E$)(serviceError),
        retryAfterMs,
    });
}

// EXTERNAL MODULE: ./src/client/config-checks.ts
var config_checks = __webpack_require__(2499);
;// CONCATENATED MODULE: ./src/client/limiter.ts

/**
 * A sliding-window limiter: at most `count` requests in any `windowMs`. A slot is held from the
 * moment a request is sent until its answer arrives and is counted from the answer's time, so the
 * service (which counts arrival times somewhere in between) never sees more than `count` in a
 * window, whatever the latency. `pauseUntil` holds every caller after a 429.
 */
class SlidingWindowLimiter {
    limit;
    clock;
    slots = [];
    inFlight = 0;
    pausedUntil = 0;
    queue = Promise.resolve();
    store;
    /** Callers whose only way to a slot is a request in flight: woken by the next release. */
    releaseWaiters = [];
    constructor(limit, clock = core_clock/* systemClock */.ml, store) {
        this.limit = limit;
        this.clock = clock;
        this.store = store;
    }
    /** Waits for a free slot (callers are served in order) and returns the function that releases it. */
    async acquire(signal, onWait) {
        const turn = this.queue.then(() => this.waitForSlot(signal, onWait));
        // The next caller queues behind this one whether it succeeds or is aborted.
        this.queue = turn.catch(() => undefined);
        await turn;
        this.inFlight++;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.inFlight--;
            this.slots.push(this.clock.now());
            this.store?.save(this.slots.filter((t) => t + this.limit.windowMs > this.clock.now()));
            const waiters = this.releaseWaiters;
            this.releaseWaiters = [];
            for (const wake of waiters)
                wake();
        };
    }
    /** After a 429: nobody sends before `until` (clock time). */
    pauseUntil(until) {
        this.pausedUntil = Math.max(this.pausedUntil, until);
    }
    /** Clock time at which the next request may be sent, ignoring requests still in flight. */
    nextFreeAt(now) {
        if (this.store) {
            // Requests other processes sent for the same organization count too.
            const known = new Set(this.slots);
            for (const t of this.store.load())
                if (!known.has(t))
                    this.slots.push(t);
            this.slots.sort((a, b) => a - b);
        }
        while (this.slots.length > 0 && this.slots[0] + this.limit.windowMs <= now)
            this.slots.shift();
        let at = Math.max(now, this.pausedUntil);
        const used = this.slots.length + this.inFlight;
        if (used >= this.limit.count) {
            // The oldest completed slot that must expire before one is free; in-flight requests occupy the rest.
            const index = used - this.limit.count;
            const slot = this.slots[index];
            at = Math.max(at, slot === undefined ? Infinity : slot + this.limit.windowMs);
        }
        return at;
    }
    async waitForSlot(signal, onWait) {
        for (;;) {
            const now = this.clock.now();
            const at = this.nextFreeAt(now);
            if (at <= now)
                return;
            if (Number.isFinite(at)) {
                const wait = at - now;
                onWait?.(wait, this.pausedUntil >= at ? 'retry-after' : 'quota');
                await this.clock.sleep(wait, signal);
            }
            else {
                // Only requests in flight can free a slot: their answer decides when.
                await this.nextRelease(signal);
            }
        }
    }
    nextRelease(signal) {
        return new Promise((resolve, reject) => {
            if (signal?.aborted)
                return reject((0,core_clock/* abortReason */.Js)(signal));
            const onAbort = () => {
                this.releaseWaiters = this.releaseWaiters.filter((w) => w !== wake);
                reject((0,core_clock/* abortReason */.Js)(signal));
            };
            const wake = () => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            };
            this.releaseWaiters.push(wake);
            signal?.addEventListener('abort', onAbort, { once: true });
        });
    }
}
/** One limiter per bucket for the whole process: every call, from any capability, shares it. */
const registry = new Map();
function sharedLimiter(bucket, limit, clock, store) {
    const key = `${bucket}:${limit.count}/${limit.windowMs}`;
    let limiter = registry.get(key);
    if (!limiter) {
        limiter = new SlidingWindowLimiter(limit, clock, store);
        registry.set(key, limiter);
    }
    return limiter;
}
function resetSharedLimitersForTests() {
    registry.clear();
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/client/quota-file.ts




/**
 * Send times shared by every docs-ci process on this machine for one organization (one API key and
 * base URL), so a shell loop of `docs-ci preview` runs respects the quota the way one run does. The
 * file holds timestamps only; its name is a hash, never the key. Failures to read or write are
 * ignored: the quota file is an optimization, the 429 handling still applies.
 */
function quotaFileStore(options) {
    const dir = options.dir ?? (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'docs-ci-quota');
    const id = (0,external_node_crypto_.createHash)('sha256')
        .update(`${options.baseUrl}\n${options.apiKey}\n${options.bucket}`)
        .digest('hex');
    const file = (0,external_node_path_.join)(dir, `${id.slice(0, 32)}.json`);
    return {
        load: () => {
            try {
                const parsed = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
                return Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : [];
            }
            catch {
                return [];
            }
        },
        save: (slots) => {
            try {
                (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
                const temp = `${file}.${process.pid}.tmp`;
                (0,external_node_fs_.writeFileSync)(temp, JSON.stringify(slots), { mode: 0o600 });
                (0,external_node_fs_.renameSync)(temp, file);
            }
            catch {
                // Read-only or missing temp dir: the in-process limiter still paces this run.
            }
        },
    };
}

// EXTERNAL MODULE: ./src/client/rate-limit.ts
var rate_limit = __webpack_require__(9427);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: ./src/client/agent.ts
var agent = __webpack_require__(9062);
;// CONCATENATED MODULE: ./src/client/transport.ts






/** Bodies larger than this are not an API answer (an HTML error page, a misrouted download). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * One HTTP exchange with the API through Node's http(s) module and the proxy-aware agent. Failures
 * without an answer become NetworkErrors that say whether the request may have been processed: only
 * then is re-sending a non-idempotent POST unsafe.
 */
function sendHttp(request) {
    return new Promise((resolve, reject) => {
        if (request.signal?.aborted) {
            reject((0,core_clock/* abortReason */.Js)(request.signal));
            return;
        }
        const url = new URL(request.url);
        const transport = url.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
        let sent = false;
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            reject(error);
        };
        const networkError = (message, cause) => new errors/* NetworkError */.Dr((0,secrets/* redact */.E$)(`${request.operation}: ${message} (${request.method} ${url.origin}${url.pathname})`), {
            operation: request.operation,
            mayHaveBeenProcessed: sent,
            cause,
        });
        const headers = { ...request.headers };
        if (request.body !== undefined)
            headers['content-length'] = String(Buffer.byteLength(request.body));
        const req = transport.request(url, { method: request.method, headers, agent: (0,agent/* agentFor */.P)(request.url) }, (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > MAX_BODY_BYTES) {
                    req.destroy();
                    fail(networkError(`answer larger than ${MAX_BODY_BYTES} bytes`));
                    return;
                }
                chunks.push(chunk);
            });
            res.on('end', () => {
                if (settled)
                    return;
                settled = true;
                resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headers,
                    text: Buffer.concat(chunks).toString('utf8'),
                });
            });
            res.on('error', (error) => fail(networkError(`the answer was cut off: ${error.message}`, error)));
            res.on('aborted', () => fail(networkError('the answer was cut off')));
        });
        req.setTimeout(request.timeoutMs, () => {
            req.destroy();
            fail(networkError(`no answer within ${request.timeoutMs} ms`));
        });
        const onAbort = () => {
            req.destroy();
            fail((0,core_clock/* abortReason */.Js)(request.signal));
        };
        request.signal?.addEventListener('abort', onAbort, { once: true });
        req.on('close', () => request.signal?.removeEventListener('abort', onAbort));
        req.on('error', (error) => {
            const code = error.code ? `${error.code}: ` : '';
            fail(networkError(`${code}${error.message}`, error));
        });
        // Once the whole request is written, the server may act on it even if the answer never arrives.
        req.on('finish', () => {
            sent = true;
        });
        req.end(request.body);
    });
}

;// CONCATENATED MODULE: ./src/client/client.ts













const DEFAULT_PATHS = {
    previewTrigger: '/project/preview/{projectId}',
    deployTrigger: '/project/update/{projectId}',
    deployStatus: '/project/update-status/{statusId}',
    exportStart: '/static-export/jobs',
    exportJob: '/static-export/jobs/{jobId}',
    exportBundle: '/static-export/jobs/{jobId}/bundle',
};
function fillPath(template, name, value) {
    return template.replace(`{${name}}`, encodeURIComponent(value));
}
function checkTemplate(template, placeholder, what) {
    if (!template.startsWith('/') || !template.includes(`{${placeholder}}`)) {
        throw new errors/* ConfigurationError */.j1(`${what}: "${template}" must start with / and contain {${placeholder}}.`);
    }
    return template;
}
class DocsApiClient {
    baseUrl;
    apiKey;
    logger;
    clock;
    previewLimiter;
    deployLimiter;
    paths;
    requestTimeoutMs;
    retries;
    retryMinTimeoutMs;
    retryMaxTimeoutMs;
    maxRateLimitedTries;
    constructor(options) {
        this.logger = options.logger;
        this.apiKey = (0,config_checks/* checkApiKey */.Sq)(options.apiKey, options.logger);
        (0,secrets/* registerSecret */.cl)(this.apiKey);
        this.baseUrl = (0,config_checks/* checkBaseUrl */.xd)(options.baseUrl, options.logger);
        this.clock = options.clock ?? core_clock/* systemClock */.ml;
        const store = (bucket) => options.quotaDir === undefined
            ? undefined
            : quotaFileStore({ dir: options.quotaDir, baseUrl: this.baseUrl, apiKey: this.apiKey, bucket });
        this.previewLimiter = sharedLimiter('preview', options.previewLimit ?? rate_limit/* PREVIEW_LIMIT */.FZ, this.clock, store('preview'));
        this.deployLimiter = sharedLimiter('deploy', options.deployLimit ?? rate_limit/* DEPLOY_LIMIT */.ww, this.clock, store('deploy'));
        this.paths = {
            deployTrigger: checkTemplate(options.deployTriggerPath ?? DEFAULT_PATHS.deployTrigger, 'projectId', 'trigger-path'),
            deployStatus: checkTemplate(options.deployStatusPath ?? DEFAULT_PATHS.deployStatus, 'statusId', 'status-path'),
        };
        this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
        this.retries = options.retries ?? 4;
        this.retryMinTimeoutMs = options.retryMinTimeoutMs ?? 1000;
        this.retryMaxTimeoutMs = options.retryMaxTimeoutMs ?? 15_000;
        this.maxRateLimitedTries = options.maxRateLimitedTries ?? 30;
    }
    triggerPreview(projectId, branch, options = {}) {
        (0,config_checks/* checkPathId */.R6)(projectId, 'project-id');
        if (branch.trim().length === 0) {
            throw new errors/* ConfigurationError */.j1('branch: must not be empty or whitespace; give the Git branch to preview.');
        }
        return this.call({
            operation: 'trigger preview',
            method: 'POST',
            path: fillPath(DEFAULT_PATHS.previewTrigger, 'projectId', projectId),
            body: { branch },
            schema: schemas/* previewTriggered */.Ou,
            limiter: this.previewLimiter,
            resend: 'always',
            signal: options.signal,
        });
    }
    triggerDeployment(projectId, options = {}) {
        (0,config_checks/* checkPathId */.R6)(projectId, 'project-id');
        return this.call({
            operation: 'trigger deployment',
            method: 'POST',
            path: fillPath(this.paths.deployTrigger, 'projectId', projectId),
            schema: schemas/* deploymentTriggered */.lF,
            limiter: this.deployLimiter,
            resend: 'always',
            signal: options.signal,
        });
    }
    getDeploymentStatus(statusId, options = {}) {
        (0,config_checks/* checkPathId */.R6)(statusId, 'status id');
        return this.call({
            operation: 'get deployment status',
            method: 'GET',
            path: fillPath(this.paths.deployStatus, 'statusId', statusId),
            schema: schemas/* deploymentStatus */.I1,
            resend: 'always',
            signal: options.signal,
        });
    }
    startExport(request, options = {}) {
        const body = { domain: request.domain };
        if (request.version !== undefined)
            body.version = request.version;
        if (request.paths !== undefined && request.paths.length > 0)
            body.paths = request.paths;
        return this.call({
            operation: 'start export job',
            method: 'POST',
            path: DEFAULT_PATHS.exportStart,
            body,
            schema: schemas/* exportJob */.sI,
            resend: 'if-not-processed',
            signal: options.signal,
        });
    }
    getExportJob(jobId, options = {}) {
        (0,config_checks/* checkPathId */.R6)(jobId, 'job-id');
        return this.call({
            operation: 'get export job',
            method: 'GET',
            path: fillPath(DEFAULT_PATHS.exportJob, 'jobId', jobId),
            schema: schemas/* exportJob */.sI,
            resend: 'always',
            signal: options.signal,
        });
    }
    generateBundle(jobId, options = {}) {
        (0,config_checks/* checkPathId */.R6)(jobId, 'job-id');
        return this.call({
            operation: 'generate export bundle',
            method: 'POST',
            path: fillPath(DEFAULT_PATHS.exportBundle, 'jobId', jobId),
            schema: schemas/* exportBundle */.Nl,
            resend: 'always',
            signal: options.signal,
        });
    }
    async call(call) {
        let rateLimited = 0;
        const attempt = async () => {
            const release = call.limiter
                ? await call.limiter.acquire(call.signal, (ms, reason) => this.logWait(call, ms, reason))
                : undefined;
            let response;
            try {
                response = await sendHttp({
                    method: call.method,
                    url: this.baseUrl + call.path,
                    headers: {
                        authorization: `Bearer ${this.apiKey}`,
                        accept: 'application/json',
                        'user-agent': `docs-ci/${version/* VERSION */.x}`,
                        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
                    },
                    body: call.body === undefined ? undefined : JSON.stringify(call.body),
                    timeoutMs: this.requestTimeoutMs,
                    signal: call.signal,
                    operation: call.operation,
                });
            }
            catch (error) {
                if (error instanceof errors/* NetworkError */.Dr &&
                    error.mayHaveBeenProcessed &&
                    call.resend === 'if-not-processed') {
                    throw new p_retry/* AbortError */.lc(notResent(call.operation, error.message));
                }
                throw error;
            }
            finally {
                release?.();
            }
            const { status, headers, text } = response;
            if (status === 429) {
                rateLimited++;
                const asked = (0,rate_limit/* retryAfterMs */.Vs)(headers, Date.now());
                const wait = asked ?? this.rateLimitBackoff(call.limiter, rateLimited);
                const error = apiErrorFrom(call.operation, status, text, headers, wait);
                if (rateLimited > this.maxRateLimitedTries)
                    throw new p_retry/* AbortError */.lc(error);
                call.limiter?.pauseUntil(this.clock.now() + wait);
                this.logger.warning(`${call.operation}: rate limited (HTTP 429), waiting ${(0,duration/* formatDuration */.a)(wait)}` +
                    (asked === undefined ? ' (no Retry-After: backing off)' : ''));
                await this.clock.sleep(wait, call.signal);
                throw error;
            }
            if (status >= 500) {
                const error = apiErrorFrom(call.operation, status, text, headers);
                if (call.resend === 'if-not-processed' && status !== 503) {
                    throw new p_retry/* AbortError */.lc(notResent(call.operation, error.message));
                }
                throw error;
            }
            if (status < 200 || status >= 300)
                throw new p_retry/* AbortError */.lc(apiErrorFrom(call.operation, status, text, headers));
            return parseBody(call, status, text);
        };
        return (0,p_retry/* default */.Ay)(attempt, {
            retries: this.retries,
            factor: 2,
            minTimeout: this.retryMinTimeoutMs,
            maxTimeout: this.retryMaxTimeoutMs,
            randomize: true,
            signal: call.signal,
            // 429s wait for the service's word (above), not for the backoff, and do not use up the retries.
            shouldConsumeRetry: ({ error }) => !(error instanceof errors/* ApiError */.hD && error.status === 429),
            shouldRetry: ({ error }) => (0,errors/* isTransient */.dg)(error),
            onFailedAttempt: ({ error, retriesLeft, retryDelay }) => {
                if (error instanceof errors/* ApiError */.hD && error.status === 429)
                    return;
                if (retriesLeft > 0 && (0,errors/* isTransient */.dg)(error)) {
                    this.logger.warning(`${(0,errors/* errorMessage */.gJ)(error)} Retrying in ${(0,duration/* formatDuration */.a)(retryDelay)} (${retriesLeft} retries left).`);
                }
            },
        });
    }
    /** Without Retry-After: exponential backoff with jitter, from one slot's share of the window. */
    rateLimitBackoff(limiter, attempt) {
        const window = limiter?.limit.windowMs ?? 60_000;
        const base = limiter ? window / limiter.limit.count : 2000;
        const jitter = 0.8 + Math.random() * 0.4;
        return Math.round(Math.min(window, base * 2 ** (attempt - 1)) * jitter);
    }
    lastWaitLog = 0;
    logWait(call, ms, reason) {
        const now = this.clock.now();
        // One line per wait, not one per caller in the queue.
        if (now - this.lastWaitLog < 1000)
            return;
        this.lastWaitLog = now;
        const limit = call.limiter?.limit;
        this.logger.info(reason === 'quota' && limit
            ? `${call.operation}: waiting ${(0,duration/* formatDuration */.a)(ms)} for the rate limit (${limit.count} per ${(0,duration/* formatDuration */.a)(limit.windowMs)})`
            : `${call.operation}: rate limited, waiting ${(0,duration/* formatDuration */.a)(ms)}`);
    }
}
function notResent(operation, cause) {
    return new errors/* NetworkError */.Dr(`${cause} The request may have reached the service, so it is not sent again: ${operation} is not idempotent ` +
        '(a duplicate export job spends the hourly quota or meets a 409). Check for a running job and resume it with job-id, or re-run later.', { operation, mayHaveBeenProcessed: true });
}
function parseBody(call, status, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new p_retry/* AbortError */.lc(new errors/* SchemaError */.Ar(`${call.operation}: the service answered HTTP ${status} with a body that is not JSON (${text.length} bytes). ` +
            'Check base-url: it must be the API address ending in /v1, not the dashboard or docs site.', call.operation));
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
        const issues = parsed.error.issues
            .slice(0, 3)
            .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
            .join('; ');
        throw new p_retry/* AbortError */.lc(new errors/* SchemaError */.Ar(`${call.operation}: unexpected answer from the service (HTTP ${status}): ${issues}. ` +
            'The service may have changed; check base-url or update docs-ci.', call.operation));
    }
    return parsed.data;
}

// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var inputs = __webpack_require__(9120);
;// CONCATENATED MODULE: ./src/actions/common/common-inputs.ts





/** Inputs every API-calling action shares (names are the public interface: never rename). */
const apiInputNames = ['api-key', 'base-url', 'timeout', 'rate-limit'];
function apiInputs(defaultTimeout) {
    return {
        'api-key': inputs/* input */.hF.required('api-key', 'pass the admin API key from a secret, e.g. api-key: ${{ secrets.DOCS_API_KEY }} (pull requests from forks get no secrets).'),
        // Checked with the other inputs: a preview would otherwise ask GitHub about the pull request first.
        'base-url': inputs/* input */.hF
            .required('base-url', 'pass the API base URL, ending in /v1 (or set it from a variable).')
            .transform((url, ctx) => {
            try {
                (0,config_checks/* checkBaseUrl */.xd)(url);
            }
            catch (error) {
                ctx.addIssue({ code: 'custom', message: `input ${(0,errors/* errorMessage */.gJ)(error)}` });
                return core/* NEVER */.tm;
            }
            return url;
        }),
        timeout: inputs/* input */.hF.duration('timeout', defaultTimeout),
        'rate-limit': inputs/* input */.hF.rateLimit('rate-limit'),
    };
}
/** The client for an action's run, built from the shared inputs. */
function clientFromInputs(inputs, ctx, paths = {}) {
    return new DocsApiClient({
        baseUrl: inputs['base-url'],
        apiKey: inputs['api-key'],
        logger: ctx.logger,
        clock: ctx.clock,
        previewLimit: inputs['rate-limit'],
        ...paths,
    });
}


/***/ }),

/***/ 9120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TL: () => (/* binding */ parseInputs),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   yI: () => (/* binding */ readRawInputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var _client_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9427);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8571);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);





/**
 * Inputs arrive as INPUT_<NAME> strings (defaults are applied by the runner from action.yml). Each
 * action reads its raw strings once and validates them with one zod schema built from these pieces;
 * the first problem becomes a ConfigurationError that names the input and the fix.
 */
function readRawInputs(names) {
    const raw = {};
    for (const name of names)
        raw[name] = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
    return raw;
}
/** Wraps one of our parsers (which throw ConfigurationError) as a zod transform. */
function via(parse) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, ctx) => {
        try {
            return parse(text);
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error) });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
    });
}
const input = {
    /** Required, non-empty after trimming. */
    required: (name, fix) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, ctx) => {
        const value = text.trim();
        if (value.length === 0) {
            ctx.addIssue({ code: 'custom', message: `input ${name} is required: ${fix}` });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        return value;
    }),
    /** Optional: empty means undefined. */
    optional: () => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text) => (text.trim().length === 0 ? undefined : text.trim())),
    boolean: (name, fallback) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, ctx) => {
        const value = text.trim().toLowerCase();
        if (value === '')
            return fallback;
        if (['true', 'yes', 'on', '1'].includes(value))
            return true;
        if (['false', 'no', 'off', '0'].includes(value))
            return false;
        ctx.addIssue({
            code: 'custom',
            message: `input ${name}: "${text}" is not a boolean; use true or false.`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }),
    duration: (name, fallback) => via((text) => (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E)(text.trim() === '' ? fallback : text, `input ${name}`)),
    rateLimit: (name) => via((text) => (text.trim() === '' ? undefined : (0,_client_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRateLimit */ .H5)(text, `input ${name}`))),
    /** A list, one item per line or separated by commas; blank items dropped. */
    list: () => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text) => text
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item.length > 0)),
    via,
};
/** Parses raw inputs with the action's schema; the first issue becomes one clear ConfigurationError. */
function parseInputs(schema, raw) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const message = issue?.message ?? 'invalid input';
    const field = issue?.path[0];
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(message.startsWith('input ') || field === undefined ? message : `input ${String(field)}: ${message}`);
}


/***/ }),

/***/ 2499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R6: () => (/* binding */ checkPathId),
/* harmony export */   Sq: () => (/* binding */ checkApiKey),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** An id that goes into a URL path: no slash, query, fragment, whitespace or dot segments. */
function checkPathId(value, what) {
    if (value.trim() !== value || value.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: "${value}" must be a non-empty id without surrounding whitespace.`);
    }
    if (/[/\\?#%\s]/.test(value) || value === '.' || value === '..') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: "${value}" is not a valid id (it contains a slash, "?", "#", "%" or whitespace). ` +
            'Copy the id exactly as the dashboard or the service shows it.');
    }
    return value;
}
/** The API base URL: http(s), no query or fragment, without a trailing slash. */
function checkBaseUrl(value, logger) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`base-url: "${value}" is not a URL. Use the service's API base address, which ends in /v1 (env DOCS_API_URL).`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`base-url: "${value}" must start with https:// (or http:// for a local emulator).`);
    }
    if (url.search || url.hash || url.username || url.password) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('base-url: must not carry a query string, fragment or credentials.');
    }
    const normalized = url.href.replace(/\/+$/, '');
    if (!/\/v\d+$/.test(url.pathname.replace(/\/+$/, ''))) {
        logger?.warning(`base-url "${normalized}" does not end in a version segment such as /v1: check it.`);
    }
    return normalized;
}
/** The admin API key: required, one token; its format is checked only to warn. */
function checkApiKey(value, logger, source = 'DOCS_API_KEY or the api-key input') {
    const key = (value ?? '').trim();
    if (key.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`The API key is empty: set ${source} to an admin API key (store it as a secret; pull requests from forks get no secrets).`);
    }
    if (/\s/.test(key))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('The API key contains whitespace: copy it again from the dashboard.');
    const match = /^([a-z]+)_(.+)$/.exec(key);
    if (!match) {
        logger?.warning('The API key does not look like an admin API key (a short lowercase prefix, an underscore, then the key).');
    }
    else if (/^(dsc|us)_/.test(match[2])) {
        logger?.warning(`The API key looks like a ${match[1]}_${match[2].slice(0, 3)}... key, which is not an admin API key: the service will likely answer 401 or 403.`);
    }
    return key;
}


/***/ }),

/***/ 9427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ PREVIEW_LIMIT),
/* harmony export */   H5: () => (/* binding */ parseRateLimit),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   ww: () => (/* binding */ DEPLOY_LIMIT)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8571);


/** The service's documented limits. */
const PREVIEW_LIMIT = { count: 5, windowMs: 60_000 };
const DEPLOY_LIMIT = { count: 10, windowMs: 10_000 };
/** Parses `5/60s`, `10/10s`, `5/1m`: at most N requests per DURATION. */
function parseRateLimit(text, what = 'rate-limit') {
    const match = /^\s*(\d+)\s*\/\s*(\S+)\s*$/.exec(text);
    if (!match) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: "${text}" is not a rate limit. Use REQUESTS/DURATION, for example 5/60s (the service's limit).`);
    }
    const count = Number(match[1]);
    if (!Number.isSafeInteger(count) || count < 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: "${text}" must allow at least one request per window, e.g. 5/60s.`);
    }
    return { count, windowMs: (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(match[2], what) };
}
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
/**
 * How long the service asked us to wait, in ms: `Retry-After` as delta-seconds or an HTTP-date,
 * else a reset header (`X-RateLimit-Reset`/`RateLimit-Reset`: epoch seconds, or seconds from now
 * when small), else undefined.
 */
function retryAfterMs(headers, now = Date.now()) {
    const retryAfter = header(headers, 'retry-after')?.trim();
    if (retryAfter) {
        if (/^\d+(\.\d+)?$/.test(retryAfter))
            return asWait(Math.round(Number(retryAfter) * 1000));
        const date = Date.parse(retryAfter);
        if (!Number.isNaN(date))
            return asWait(date - now);
    }
    const reset = (header(headers, 'x-ratelimit-reset') ?? header(headers, 'ratelimit-reset'))?.trim();
    if (reset && /^\d+(\.\d+)?$/.test(reset)) {
        const value = Number(reset);
        // Epoch seconds are large; small values are "seconds from now" (the IETF RateLimit header form).
        return asWait(value > 1e9 ? value * 1000 - now : Math.round(value * 1000));
    }
    return undefined;
}
/** The longest delay a timer holds (about 24.8 days); Node fires longer ones after 1 ms. */
const MAX_WAIT_MS = 2_147_483_647;
/**
 * A usable wait: never negative, and a hint too large for a timer is clamped rather than becoming a
 * 1 ms retry loop (the run's deadline ends the wait long before). An unreadable number is no hint.
 */
function asWait(ms) {
    if (!Number.isFinite(ms))
        return undefined;
    return Math.min(MAX_WAIT_MS, Math.max(0, ms));
}


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ deploymentStatus),
/* harmony export */   Nl: () => (/* binding */ exportBundle),
/* harmony export */   Ou: () => (/* binding */ previewTriggered),
/* harmony export */   dF: () => (/* binding */ TERMINAL_EXPORT_STATES),
/* harmony export */   lF: () => (/* binding */ deploymentTriggered),
/* harmony export */   ov: () => (/* binding */ TERMINAL_DEPLOYMENT_STATES),
/* harmony export */   sI: () => (/* binding */ exportJob),
/* harmony export */   t4: () => (/* binding */ errorBody)
/* harmony export */ });
/* unused harmony export timestamp */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8532);
/* harmony import */ var _core_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38);


/**
 * Response shapes. Strict where the spec is firm (a 202 preview carries a string statusId and a URL
 * previewUrl); lenient where the service may vary: unknown fields are kept, unknown states are kept
 * verbatim, numbers may arrive as numeric strings, timestamps as ISO strings or epoch numbers.
 */
const nonEmpty = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1);
const httpUrl = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().refine(_core_url_js__WEBPACK_IMPORTED_MODULE_1__/* .isHttpUrl */ .q, 'expected an http(s) URL');
/** A number, or a string holding one (some gateways stringify numbers). */
const looseNumber = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^\s*-?\d+(\.\d+)?\s*$/)
        .transform(Number),
]);
/** ISO 8601 string, or epoch seconds / milliseconds, normalized to ISO 8601. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite()]).transform((value, ctx) => {
    const ms = typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Date.parse(value);
    if (Number.isNaN(ms)) {
        ctx.addIssue({ code: 'custom', message: `not a timestamp: ${String(value)}` });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return new Date(ms).toISOString();
});
const optionalString = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish();
const errorBody = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
const previewTriggered = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ statusId: nonEmpty, previewUrl: httpUrl });
const deploymentTriggered = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ statusId: nonEmpty });
/** Documented states; any other string is kept and treated as not terminal. */
const TERMINAL_DEPLOYMENT_STATES = ['success', 'failure'];
const deploymentStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    _id: optionalString,
    projectId: optionalString,
    createdAt: optionalString,
    endedAt: optionalString,
    status: nonEmpty,
    summary: optionalString,
    logs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
        .nullish()
        .transform((logs) => (logs ?? []).map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))),
    subdomain: optionalString,
    screenshot: optionalString,
    author: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: optionalString, avatarUrl: optionalString, githubUserId: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional() })
        .nullish(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        sha: optionalString,
        ref: optionalString,
        message: optionalString,
        filesChanged: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    })
        .nullish(),
    source: optionalString,
});
const TERMINAL_EXPORT_STATES = ['completed', 'failed'];
const exportJob = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    jobId: nonEmpty,
    // The start answer may carry only the id: the job is queued.
    status: nonEmpty.default('queued'),
    progress: looseNumber
        .nullish()
        .transform((p) => (p === null || p === undefined ? undefined : Math.min(100, Math.max(0, p)))),
    pageCount: looseNumber.nullish().transform((n) => (n === null || n === undefined ? undefined : n)),
    createdAt: optionalString,
    updatedAt: optionalString,
    error: optionalString,
    // Another revision of the API returns the bundle inside the completed job.
    bundleUrl: httpUrl.optional(),
    sizeBytes: looseNumber.nullish(),
    expiresAt: timestamp.optional(),
});
const exportBundle = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    jobId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    bundleUrl: httpUrl,
    expiresAt: timestamp,
    sizeBytes: looseNumber.nullish().transform((n) => (n === null || n === undefined ? undefined : n)),
});


/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   OH: () => (/* binding */ stripControlCharacters),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   fv: () => (/* binding */ safeLinkTarget),
/* harmony export */   nN: () => (/* binding */ escapeMultiline),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   z2: () => (/* binding */ keyValueTable),
/* harmony export */   zW: () => (/* binding */ fencedBlock)
/* harmony export */ });
/**
 * Rendering text we do not control (branch names, service messages, logs) into GitHub markdown so
 * that it shows as plain text: no HTML, no links or images, no mentions, no table breaks.
 */
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const ZERO_WIDTH_JOINER = '\u200d';
// ANSI colour/cursor sequences, then every control character except tab and newline.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b[@-_]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function stripControlCharacters(text) {
    return text.replace(ANSI, '').replace(/\r\n?/g, '\n').replace(CONTROL, '');
}
/** Cuts to at most `max` characters, never splitting a surrogate pair, marking the cut with `…`. */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    let end = Math.max(0, max - 1);
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${text.slice(0, end)}…`;
}
/**
 * Inline text, safe anywhere in markdown including a table cell: one line, HTML special characters
 * as entities, every markdown punctuation backslash-escaped, `@name` and `#123` broken with a
 * zero-width joiner so nobody is pinged and nothing is cross-referenced.
 */
function escapeMarkdown(text, maxLength = 1000) {
    return truncate(stripControlCharacters(text), maxLength)
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\t/g, ' ')
        .replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c)
        .replace(/[@#](?=[\p{L}\p{N}_-])/gu, (c) => c + ZERO_WIDTH_JOINER)
        .replace(/[\\`*_{}[\]()#+\-.!|~=$:^]/g, '\\$&');
}
/** Several lines of untrusted text as one paragraph with line breaks. */
function escapeMultiline(text, maxLength = 2000) {
    return truncate(stripControlCharacters(text).trim(), maxLength)
        .split('\n')
        .map((line) => escapeMarkdown(line, maxLength))
        .join('<br>\n');
}
/**
 * A fenced code block the text cannot close: the fence is one backtick longer than the longest run
 * of backticks inside. Inside it HTML, links and mentions are inert.
 */
function fencedBlock(text, info = 'text') {
    const clean = stripControlCharacters(text).replace(/\n+$/, '');
    const longest = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${clean}\n${fence}`;
}
/** An http(s) URL made safe for a markdown link destination; undefined for any other scheme. */
function safeLinkTarget(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url.trim());
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    return parsed.href.replace(/[()[\]<>"'\s`\\|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)` when the URL is http(s), otherwise the escaped text alone. */
function link(text, url) {
    const target = safeLinkTarget(url);
    const label = escapeMarkdown(text, 300);
    return target ? `[${label}](${target})` : label;
}
/** A short commit id in a code span, or the escaped text when it is not a hex sha. */
function shortSha(sha) {
    return /^[0-9a-f]{7,64}$/i.test(sha) ? `\`${sha.slice(0, 7)}\`` : escapeMarkdown(sha, 80);
}
/** `2024-05-01 12:34 UTC` */
function formatTime(time) {
    const date = time instanceof Date ? time : new Date(time);
    if (Number.isNaN(date.getTime()))
        return escapeMarkdown(String(time), 60);
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** A two-column table of label/value rows; values must already be markdown-safe. */
function keyValueTable(rows) {
    return ['| | |', '|---|---|', ...rows.map(([label, value]) => `| ${label} | ${value} |`)].join('\n');
}


/***/ }),

/***/ 38:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ isHttpUrl)
/* harmony export */ });
/** An absolute http(s) URL with a host. */
function isHttpUrl(text) {
    try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ waitUntilDone)
});

// UNUSED EXPORTS: describeObservation

// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/poll-schedule.ts
const defaultSchedule = {
    initialMs: 1000,
    growth: 1.5,
    maxMs: 15_000,
    minMs: 250,
    closeMs: 10_000,
    settleMs: 250,
    maxPredictedMs: 300_000,
};
/** Predicted absolute time at which progress reaches 100, from samples of the current state. */
function predictEnd(samples) {
    const last = samples[samples.length - 1];
    if (!last || last.progress === undefined)
        return undefined;
    const run = [];
    for (let i = samples.length - 1; i >= 0; i--) {
        const s = samples[i];
        if (s.state !== last.state || s.progress === undefined)
            break;
        run.unshift(s);
    }
    // The rate over the last few samples follows a job that speeds up or slows down.
    const window = run.slice(-6);
    const first = window[0];
    const dt = last.at - first.at;
    const dp = (last.progress ?? 0) - (first.progress ?? 0);
    if (window.length < 2 || dt <= 0 || dp <= 0)
        return undefined;
    const rate = dp / dt;
    return last.at + Math.max(0, 100 - (last.progress ?? 0)) / rate;
}
/** Polls since the state or progress last changed. */
function unchangedPolls(samples) {
    let count = 0;
    for (let i = samples.length - 1; i > 0; i--) {
        const a = samples[i];
        const b = samples[i - 1];
        if (a.state !== b.state || a.progress !== b.progress)
            break;
        count++;
    }
    return count;
}
/** Polls made since the predicted end passed. */
function pollsSince(samples, at) {
    return samples.filter((s) => s.at >= at).length;
}
function nextPollDelay(samples, now, schedule = defaultSchedule) {
    const clamp = (ms, max) => Math.min(max, Math.max(schedule.minMs, ms));
    const predicted = predictEnd(samples);
    if (predicted !== undefined) {
        const remaining = predicted - now;
        if (remaining > schedule.closeMs)
            return clamp(remaining / 2, schedule.maxPredictedMs);
        if (remaining > -schedule.settleMs)
            return clamp(remaining + schedule.settleMs, schedule.maxPredictedMs);
        const overdue = pollsSince(samples, predicted);
        return clamp(schedule.initialMs * schedule.growth ** Math.max(0, overdue - 1), schedule.maxMs);
    }
    return clamp(schedule.initialMs * schedule.growth ** unchangedPolls(samples), schedule.maxMs);
}

;// CONCATENATED MODULE: ./src/core/wait.ts




function describeObservation(o, eta) {
    const parts = [o.state];
    if (o.progress !== undefined)
        parts.push(`${Math.floor(o.progress * 10) / 10}%`);
    let text = parts.join(' ');
    if (o.detail)
        text += ` (${o.detail})`;
    if (eta !== undefined && eta > 0 && !o.done)
        text += `, ETA ${(0,duration/* formatDuration */.a)(eta)}`;
    return text;
}
/**
 * The one poll loop of the kit: deadline and cancellation through `signal`, a budget of transient
 * failures, heartbeats with progress and ETA, and an adaptive schedule (see poll-schedule.ts).
 */
async function waitUntilDone(options) {
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const schedule = { ...defaultSchedule, ...options.schedule };
    const budget = options.errorBudget ?? 5;
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    const signal = options.signal ?? new AbortController().signal;
    const started = clock.now();
    const samples = [];
    let failures = 0;
    let polls = 0;
    let lastLogged = '';
    let lastLogAt = -Infinity;
    let last;
    let pending = options.initial;
    const stop = () => {
        const reason = (0,core_clock/* abortReason */.Js)(signal);
        const lastState = last ? `; last state: ${describeObservation(last)}` : '';
        const hint = options.resumeHint ? `. ${options.resumeHint}` : '';
        if (reason instanceof errors/* TimeoutError */.MU) {
            throw new errors/* TimeoutError */.MU(`${options.what} did not finish: ${reason.message}${lastState}${hint}`);
        }
        throw new errors/* CancelledError */.cc(`${options.what}: ${reason.message}${lastState}${hint}`);
    };
    for (;;) {
        if (signal.aborted)
            stop();
        let value;
        try {
            if (pending !== undefined) {
                value = pending;
                pending = undefined;
            }
            else {
                polls++;
                value = await options.poll(signal);
            }
            failures = 0;
        }
        catch (error) {
            if (signal.aborted)
                stop();
            if (!(0,errors/* isTransient */.dg)(error) || failures >= budget)
                throw error;
            failures++;
            const delay = Math.min(schedule.maxMs, schedule.initialMs * 2 ** failures);
            options.logger.warning(`checking ${options.what} failed (${(0,errors/* errorMessage */.gJ)(error)}); retrying in ${(0,duration/* formatDuration */.a)(delay)} ` +
                `(${budget - failures + 1} tries left)`);
            await clock.sleep(delay, signal).catch(stop);
            continue;
        }
        const observation = options.observe(value);
        last = observation;
        const now = clock.now();
        samples.push({ at: now, state: observation.state, progress: observation.progress });
        if (observation.done) {
            options.logger.info(`${options.what}: ${describeObservation(observation)}`);
            return { value, polls, elapsedMs: now - started };
        }
        const predicted = predictEnd(samples);
        const line = describeObservation(observation, predicted === undefined ? undefined : predicted - now);
        const changed = line.replace(/, ETA .*/, '') !== lastLogged.replace(/, ETA .*/, '');
        if (changed || now - lastLogAt >= heartbeatMs) {
            options.logger.info(`${options.what}: ${line}`);
            lastLogged = line;
            lastLogAt = now;
        }
        let delay = nextPollDelay(samples, clock.now(), schedule);
        if (options.deadline !== undefined) {
            const beforeDeadline = options.deadline - clock.now() - schedule.minMs;
            if (beforeDeadline > 0)
                delay = Math.min(delay, beforeDeadline);
        }
        // Long waits are cut into heartbeat-sized pieces so the log shows the step is alive.
        let slept = 0;
        while (slept < delay) {
            const piece = Math.min(heartbeatMs, delay - slept);
            await clock.sleep(piece, signal).catch(stop);
            slept += piece;
            if (slept < delay) {
                options.logger.info(`${options.what}: still ${line}; next check in ${(0,duration/* formatDuration */.a)(delay - slept)}`);
                lastLogAt = clock.now();
            }
        }
    }
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The kit's version, sent in the User-Agent. A test keeps it equal to package.json's. */
const VERSION = '0.1.0';


/***/ })

};
