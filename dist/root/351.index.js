export const id = 351;
export const ids = [351];
export const modules = {

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

/***/ 3351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/rollout/rollout-summary.ts
var rollout_summary = __webpack_require__(4561);
// EXTERNAL MODULE: ./src/rollout/run-rollout.ts + 2 modules
var run_rollout = __webpack_require__(4177);
// EXTERNAL MODULE: ./src/actions/common/run.ts + 2 modules
var run = __webpack_require__(2416);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/export/request-checks.ts
var request_checks = __webpack_require__(4221);
// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var common_inputs = __webpack_require__(9120);
// EXTERNAL MODULE: ./src/actions/common/rollout-inputs.ts
var rollout_inputs = __webpack_require__(5976);
;// CONCATENATED MODULE: ./src/actions/rollout/inputs.ts






const outputNames = ['values-changed', 'result'];
const inputNames = [
    'values-file',
    'values-key',
    'bundle-url',
    'version',
    'helm-release',
    'helm-chart',
    'helm-namespace',
    'helm-args',
    'timeout',
];
const schema = schemas/* object */.Ikc({
    'values-file': common_inputs/* input */.hF.required('values-file', 'give the path of the Helm values file to update.'),
    'values-key': common_inputs/* input */.hF.optional(),
    'bundle-url': common_inputs/* input */.hF.required('bundle-url', 'pass the bundle link, e.g. bundle-url: ${{ steps.export.outputs.bundle-url }} (in the same job: masked outputs do not cross jobs).'),
    version: common_inputs/* input */.hF.via((text) => text.trim() === '' ? undefined : (0,request_checks/* checkVersionLabel */.Zy)(text.trim(), 'input version')),
    'helm-release': common_inputs/* input */.hF.optional(),
    'helm-chart': common_inputs/* input */.hF.optional(),
    'helm-namespace': common_inputs/* input */.hF.optional(),
    'helm-args': common_inputs/* input */.hF.optional(),
    timeout: common_inputs/* input */.hF.duration('timeout', '15m'),
});
/** An http(s) URL; its text never goes into the message (it is a credential). */
function checkBundleUrl(url) {
    let protocol;
    try {
        protocol = new URL(url).protocol;
    }
    catch {
        protocol = '';
    }
    if (protocol !== 'https:' && protocol !== 'http:') {
        throw new errors/* ConfigurationError */.j1('input bundle-url: is not an http(s) URL.');
    }
    return url;
}
function readRolloutInputs() {
    const raw = (0,common_inputs/* readRawInputs */.yI)(inputNames);
    // Masked before anything can print it, even when the runner did not know it was a secret.
    (0,secrets/* registerSecret */.cl)(raw['bundle-url'].trim());
    const inputs = (0,common_inputs/* parseInputs */.TL)(schema, raw);
    checkBundleUrl(inputs['bundle-url']);
    const rollout = (0,rollout_inputs/* rolloutSettingsFromInputs */.I)(inputs);
    return { ...inputs, rollout };
}

;// CONCATENATED MODULE: ./src/actions/rollout/main.ts








function publicResult(result) {
    return {
        valuesFile: result.valuesFile,
        changed: result.changed,
        created: result.created,
        trackedByGit: result.trackedByGit,
        helmRelease: result.helm?.release,
    };
}
async function writeSummary(ctx, written, error) {
    const parts = ['## Docs rollout', ''];
    if (written)
        parts.push((0,rollout_summary/* renderRolloutMarkdown */.J)(written));
    if (error)
        parts.push(`❌ ${(0,markdown/* escapeMultiline */.nN)(error)}`);
    await (0,summary/* appendStepSummary */.Jc)(parts.join('\n'), ctx.env).catch((e) => ctx.logger.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(e)}`));
}
function main_run() {
    return (0,run/* runAction */.Cs)({
        name: 'rollout',
        outputs: outputNames,
        run: async (ctx) => {
            const inputs = readRolloutInputs();
            const { signal } = ctx.startRun(inputs.timeout);
            let written;
            try {
                const result = await (0,run_rollout/* runRollout */.p1)({
                    ...inputs.rollout,
                    bundleUrl: inputs['bundle-url'],
                    version: inputs.version,
                    logger: ctx.logger,
                    signal,
                    env: ctx.env,
                    onValuesWritten: (values) => {
                        written = values;
                        ctx.outputs.set('values-changed', values.changed);
                    },
                });
                await writeSummary(ctx, result);
                return publicResult(result);
            }
            catch (error) {
                const message = (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error));
                const kind = error instanceof errors/* DocsCiError */.KM ? error.kind : 'internal';
                ctx.outputs.set('result', JSON.stringify({ ok: false, ...(written ? publicResult(written) : {}), error: { kind, message } }));
                await writeSummary(ctx, written, message);
                throw error;
            }
        },
    });
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


/***/ })

};
