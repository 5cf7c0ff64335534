export const id = 852;
export const ids = [852];
export const modules = {

/***/ 3852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/rollout/rollout-summary.ts
var rollout_summary = __webpack_require__(4561);
// EXTERNAL MODULE: ./src/export/bytes.ts
var bytes = __webpack_require__(1885);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/export/deployment-type.ts

const DEPLOYMENT_TYPES = ['cloud', 'client-hosted', 'air-gapped'];
/** The spec's feature table by deployment type ("Configurable" = depends on the environment). */
const FEATURES = [
    {
        name: 'Documentation search',
        availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
    },
    {
        name: 'AI assistant',
        availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
    },
    {
        name: 'Web analytics',
        availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
    },
    {
        name: 'API playground',
        availability: { cloud: 'available', 'client-hosted': 'available', 'air-gapped': 'configurable' },
    },
    {
        name: 'Static export bundle',
        availability: { cloud: 'available', 'client-hosted': 'available', 'air-gapped': 'available' },
    },
];
function featuresFor(type) {
    return FEATURES.map((feature) => ({ name: feature.name, availability: feature.availability[type] }));
}
const ALIASES = {
    cloud: 'cloud',
    'client-hosted': 'client-hosted',
    client_hosted: 'client-hosted',
    clienthosted: 'client-hosted',
    'air-gapped': 'air-gapped',
    air_gapped: 'air-gapped',
    airgapped: 'air-gapped',
};
/** `cloud`, `client-hosted` or `air-gapped` (case-insensitive; `_` for `-` accepted). */
function parseDeploymentType(text, what = 'deployment-type') {
    const key = text.trim().toLowerCase();
    // Own keys only: "__proto__" or "toString" must not find Object.prototype's members.
    const type = Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
    if (!type) {
        throw new errors/* ConfigurationError */.j1(`${what}: "${text}" is not a deployment type. Use one of: ${DEPLOYMENT_TYPES.join(', ')}.`);
    }
    return type;
}

;// CONCATENATED MODULE: ./src/export/runtime-urls.ts
/**
 * Finds the URLs a page loads by itself at run time (scripts, styles, fonts, images, frames,
 * fetches) in HTML, CSS and JavaScript text. Navigation (`<a href>`), metadata (`<link
 * rel=canonical>`, `og:image`), XML namespaces and data: URIs are not loads and are left out.
 * Regular expressions, not a parser: fast on thousands of files, and the exports are generated HTML.
 */
/** The origin of an absolute or protocol-relative http(s)/ws(s) URL; undefined for anything local. */
function externalOrigin(raw) {
    let url = raw.trim();
    if (url.startsWith('//'))
        url = `https:${url}`;
    if (!/^(https?|wss?):\/\//i.test(url))
        return undefined;
    try {
        const origin = new URL(url).origin;
        return origin === 'null' ? undefined : origin;
    }
    catch {
        return undefined;
    }
}
const ENTITIES = {
    amp: '&',
    quot: '"',
    apos: "'",
    lt: '<',
    gt: '>',
    colon: ':',
    sol: '/',
};
function decodeEntities(text) {
    return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body) => {
        if (body[0] === '#') {
            const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
            return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[body.toLowerCase()] ?? whole;
    });
}
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
function parseAttributes(text) {
    const attributes = new Map();
    for (const match of text.matchAll(ATTRIBUTE)) {
        const name = match[1].toLowerCase();
        if (!attributes.has(name))
            attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    return attributes;
}
function srcsetUrls(srcset) {
    return srcset
        .split(/,\s+|,(?=\S)/)
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
}
const PRELOAD_AS = {
    script: 'script',
    worker: 'script',
    style: 'style',
    font: 'font',
    image: 'image',
    fetch: 'fetch',
    document: 'frame',
    iframe: 'frame',
};
function linkKind(attributes) {
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet'))
        return 'style';
    if (rel.includes('modulepreload'))
        return 'script';
    if (rel.includes('preload') || rel.includes('prefetch')) {
        return PRELOAD_AS[(attributes.get('as') ?? '').toLowerCase()] ?? 'other';
    }
    if (rel.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon'))
        return 'image';
    if (rel.includes('manifest'))
        return 'other';
    return undefined; // canonical, alternate, preconnect, next, ...: not loads
}
const LOADING_TAG = /<(script|link|img|iframe|frame|source|video|audio|track|embed|object|input|base)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);
function urlsInHtml(html) {
    const text = html.replace(/<!--[\s\S]*?-->/g, '');
    const found = [];
    const add = (url, kind) => {
        if (url)
            found.push({ url, kind });
    };
    for (const match of text.matchAll(LOADING_TAG)) {
        const tag = match[1].toLowerCase();
        const attributes = parseAttributes(match[2] ?? '');
        const src = attributes.get('src');
        switch (tag) {
            case 'script':
                add(src, 'script');
                break;
            case 'link': {
                const kind = linkKind(attributes);
                if (kind) {
                    add(attributes.get('href'), kind);
                    for (const url of srcsetUrls(attributes.get('imagesrcset') ?? ''))
                        add(url, 'image');
                }
                break;
            }
            case 'img':
                add(src, 'image');
                add(attributes.get('data-src'), 'image');
                for (const url of srcsetUrls(attributes.get('srcset') ?? ''))
                    add(url, 'image');
                for (const url of srcsetUrls(attributes.get('data-srcset') ?? ''))
                    add(url, 'image');
                break;
            case 'iframe':
            case 'frame':
                add(src, 'frame');
                break;
            case 'source':
                add(src, 'other');
                for (const url of srcsetUrls(attributes.get('srcset') ?? ''))
                    add(url, 'image');
                break;
            case 'video':
                add(src, 'other');
                add(attributes.get('poster'), 'image');
                break;
            case 'audio':
            case 'track':
            case 'embed':
                add(src, 'other');
                break;
            case 'object':
                add(attributes.get('data'), 'other');
                break;
            case 'input':
                if ((attributes.get('type') ?? '').toLowerCase() === 'image')
                    add(src, 'image');
                break;
            case 'base':
                // Every relative URL of the page then loads from there.
                add(attributes.get('href'), 'other');
                break;
        }
    }
    for (const match of text.matchAll(INLINE_SCRIPT)) {
        const attributes = parseAttributes(match[1] ?? '');
        if (attributes.has('src'))
            continue;
        if (!JS_TYPES.has((attributes.get('type') ?? '').toLowerCase()))
            continue;
        found.push(...urlsInJs(match[2] ?? ''));
    }
    for (const match of text.matchAll(INLINE_STYLE))
        found.push(...urlsInCss(match[1] ?? ''));
    for (const match of text.matchAll(STYLE_ATTRIBUTE)) {
        found.push(...urlsInCss(decodeEntities(match[1] ?? match[2] ?? '')));
    }
    return found;
}
const FONT_FILE = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;
const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)(?:[?#]|$)/i;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^)"'\s;]+))/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;
function cssUrlKind(url) {
    if (FONT_FILE.test(url))
        return 'font';
    if (IMAGE_FILE.test(url))
        return 'image';
    if (/\.css(?:[?#]|$)/i.test(url))
        return 'style';
    return 'other';
}
function urlsInCss(css) {
    const found = [];
    let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    text = text.replace(CSS_IMPORT, (whole, a, b, c) => {
        found.push({ url: a ?? b ?? c ?? '', kind: 'style' });
        return ' '.repeat(whole.length);
    });
    text = text.replace(FONT_FACE, (block) => {
        for (const match of block.matchAll(CSS_URL))
            found.push({ url: match[1] ?? match[2] ?? match[3] ?? '', kind: 'font' });
        return ' ';
    });
    for (const match of text.matchAll(CSS_URL)) {
        const url = match[1] ?? match[2] ?? match[3] ?? '';
        found.push({ url, kind: cssUrlKind(url) });
    }
    return found;
}
// A string literal holding an absolute or protocol-relative URL: group 1 is the quote, 2 the URL,
// 3 what ended it (the quote, or `${` of a template literal).
const LITERAL_URL = String.raw `(["'\x60])((?:(?:https?|wss?):)?\/\/(?:[^"'\x60\s$]|\$(?!\{))*)(\1|\$\{)`;
const JS_PATTERNS = [
    { pattern: new RegExp(String.raw `\bfetch\(\s*${LITERAL_URL}`, 'g'), kind: 'fetch' },
    {
        pattern: new RegExp(String.raw `\.open\(\s*["'\x60][A-Za-z]+["'\x60]\s*,\s*${LITERAL_URL}`, 'g'),
        kind: 'fetch',
    },
    {
        pattern: new RegExp(String.raw `\bnew\s+(?:WebSocket|EventSource)\(\s*${LITERAL_URL}`, 'g'),
        kind: 'fetch',
    },
    { pattern: new RegExp(String.raw `\bsendBeacon\(\s*${LITERAL_URL}`, 'g'), kind: 'fetch' },
    { pattern: new RegExp(String.raw `\bimport(?:Scripts)?\(\s*${LITERAL_URL}`, 'g'), kind: 'script' },
    {
        pattern: new RegExp(String.raw `\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?${LITERAL_URL}`, 'g'),
        kind: 'script',
    },
    { pattern: new RegExp(String.raw `\.src\s*=\s*${LITERAL_URL}`, 'g'), kind: 'other' },
];
/** `https://api.example.com/${path}` keeps its origin; `https://${host}/` has none to report. */
function literalUrl(text, end) {
    if (end !== '${')
        return text;
    return /^(?:(?:https?|wss?):)?\/\/[^/]+\//i.test(text) ? text : undefined;
}
function urlsInJs(js) {
    const found = [];
    for (const { pattern, kind } of JS_PATTERNS) {
        for (const match of js.matchAll(pattern)) {
            const url = literalUrl(match[2] ?? '', match[3] ?? '');
            if (url)
                found.push({ url, kind });
        }
    }
    return found;
}

;// CONCATENATED MODULE: ./src/export/offline.ts








const SCANNERS = {
    '.html': urlsInHtml,
    '.htm': urlsInHtml,
    '.css': urlsInCss,
    '.js': urlsInJs,
    '.mjs': urlsInJs,
};
const YIELD_EVERY = 200;
/**
 * Lists the external origins an exported site loads at run time and what that means for the
 * deployment type. For air-gapped deployments any origin outside `allowOrigins` is blocking.
 */
async function scanOfflineReadiness(options) {
    const isAllowed = originMatcher(options.allowOrigins ?? []);
    const files = await listScannableFiles(options.dir);
    const found = new Map();
    // Synchronous reads: an export is thousands of small files, and readFileSync is an order of
    // magnitude faster on those than fs/promises. Yielding now and then keeps timers and signals alive.
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const scan = SCANNERS[(0,external_node_path_.extname)(file).toLowerCase()];
        const name = (0,external_node_path_.relative)(options.dir, file).split(external_node_path_.sep).join('/');
        for (const { url, kind } of scan((0,external_node_fs_.readFileSync)(file, 'utf8'))) {
            const origin = externalOrigin(url);
            if (!origin)
                continue;
            const key = `${origin} ${kind}`;
            let entry = found.get(key);
            if (!entry)
                found.set(key, (entry = { origin, kind, files: new Set() }));
            entry.files.add(name);
        }
        if (i % YIELD_EVERY === YIELD_EVERY - 1)
            await (0,external_node_timers_promises_.setImmediate)();
    }
    const externalOrigins = [...found.values()]
        .map((entry) => ({
        origin: entry.origin,
        kind: entry.kind,
        files: [...entry.files].sort(),
        allowed: isAllowed(entry.origin),
    }))
        .sort((a, b) => a.origin.localeCompare(b.origin) || a.kind.localeCompare(b.kind));
    return {
        deploymentType: options.deploymentType,
        filesScanned: files.length,
        externalOrigins,
        features: featuresFor(options.deploymentType),
        blocking: options.deploymentType === 'air-gapped' && externalOrigins.some((entry) => !entry.allowed),
    };
}
async function listScannableFiles(dir) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { recursive: true, withFileTypes: true });
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR') {
            throw new errors/* ConfigurationError */.j1(`offline check: ${dir} is not a folder. Point it at the extracted bundle.`);
        }
        throw error;
    }
    return entries
        .filter((entry) => entry.isFile() && (0,external_node_path_.extname)(entry.name).toLowerCase() in SCANNERS)
        .map((entry) => (0,external_node_path_.join)(entry.parentPath, entry.name))
        .sort();
}
/**
 * Parses the allow list (comma, space or newline separated) into the patterns `originMatcher`
 * takes; an entry that is neither an origin, a host nor `*.host` is a ConfigurationError.
 */
function parseAllowOrigins(text, what = 'allow-origins') {
    const entries = text
        .split(/[\s,]+/)
        .map((entry) => entry.trim())
        .filter(Boolean);
    for (const entry of entries)
        toPattern(entry, what);
    return entries;
}
function toPattern(entry, what) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
        const origin = externalOrigin(entry);
        if (origin)
            return { origin };
    }
    else if (/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i.test(entry)) {
        const subdomains = entry.startsWith('*.');
        return { host: (subdomains ? entry.slice(2) : entry).toLowerCase(), subdomains };
    }
    throw new errors/* ConfigurationError */.j1(`${what}: "${entry}" is not an origin (https://mirror.example.com), a host (mirror.example.com) ` +
        'or a wildcard (*.example.com).');
}
function originMatcher(entries) {
    const patterns = entries.map((entry) => toPattern(entry.trim(), 'allow-origins'));
    return (origin) => {
        const host = new URL(origin).host;
        return patterns.some((pattern) => {
            if ('origin' in pattern)
                return pattern.origin === origin;
            if (pattern.subdomains)
                return host.endsWith(`.${pattern.host}`);
            return host === pattern.host;
        });
    };
}
const MAX_ROWS = 50;
const FILES_PER_ROW = 3;
/** The job summary section: verdict, feature table, then the origins found. */
function renderOfflineMarkdown(result) {
    const lines = [`### Offline readiness (${result.deploymentType})`, ''];
    const outside = result.externalOrigins.filter((entry) => !entry.allowed);
    const originCount = new Set(outside.map((entry) => entry.origin)).size;
    if (result.externalOrigins.length === 0) {
        lines.push(`No external origin is loaded at run time (${result.filesScanned} files scanned).`);
    }
    else if (result.blocking) {
        lines.push(`**Blocking:** the site loads from ${originCount} external origin${originCount === 1 ? '' : 's'} that an ` +
            'air-gapped deployment cannot reach. Mirror them, remove them, or list internal mirrors in allow-origins.');
    }
    else {
        lines.push(`${new Set(result.externalOrigins.map((entry) => entry.origin)).size} external origin(s) are loaded at run ` +
            `time (${result.filesScanned} files scanned): not blocking for a ${result.deploymentType} deployment.`);
    }
    lines.push('', '| Feature | Availability |', '| --- | --- |');
    for (const feature of result.features)
        lines.push(`| ${(0,markdown/* escapeMarkdown */.FV)(feature.name)} | ${feature.availability} |`);
    if (result.externalOrigins.length > 0) {
        lines.push('', '| Origin | Loads | Files | Allowed |', '| --- | --- | --- | --- |');
        for (const entry of result.externalOrigins.slice(0, MAX_ROWS)) {
            const shown = entry.files
                .slice(0, FILES_PER_ROW)
                .map((file) => (0,markdown/* escapeMarkdown */.FV)(file))
                .join(', ');
            const more = entry.files.length > FILES_PER_ROW ? ` and ${entry.files.length - FILES_PER_ROW} more` : '';
            lines.push(`| ${(0,markdown/* escapeMarkdown */.FV)(entry.origin)} | ${entry.kind} | ${shown}${more} | ${entry.allowed ? 'yes' : 'no'} |`);
        }
        if (result.externalOrigins.length > MAX_ROWS) {
            lines.push('', `${result.externalOrigins.length - MAX_ROWS} more rows not shown.`);
        }
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/export/export-summary.ts






function outcomeLabel(input) {
    const { error, state } = input;
    if (!error)
        return '✅ exported';
    if (error.kind === 'timeout')
        return '⌛ timed out';
    if (error.kind === 'cancelled')
        return '⏹️ cancelled';
    if (state.facts.status === 'failed')
        return '❌ export job failed';
    return '❌ failed';
}
function code(text) {
    return /^[\w.:/@+-]+$/.test(text) ? `\`${text}\`` : (0,markdown/* escapeMarkdown */.FV)(text, 500);
}
/**
 * The job summary of an export: outcome, job and bundle facts, offline readiness and the values
 * diff. The bundle link never appears (only when it expires), and the whole text is redacted.
 */
function renderExportSummary(input) {
    const { state } = input;
    const { facts } = state;
    const rows = [['Outcome', outcomeLabel(input)]];
    if (facts.jobId)
        rows.push(['Export job', code(facts.jobId)]);
    if (facts.status)
        rows.push(['Job status', (0,markdown/* escapeMarkdown */.FV)(facts.status, 100)]);
    if (facts.pageCount !== undefined)
        rows.push(['Pages', String(facts.pageCount)]);
    if (state.elapsedMs !== undefined)
        rows.push(['Export duration', (0,duration/* formatDuration */.a)(state.elapsedMs)]);
    if (facts.sizeBytes !== undefined) {
        rows.push([
            'Bundle size',
            `${(0,bytes/* formatBytes */.z)(facts.sizeBytes)}${facts.format ? ` (${(0,markdown/* escapeMarkdown */.FV)(facts.format)})` : ''}`,
        ]);
    }
    if (facts.sha256)
        rows.push(['sha256', code(facts.sha256)]);
    if (facts.expiresAt)
        rows.push(['Bundle link expires', (0,markdown/* formatTime */.fU)(facts.expiresAt)]);
    if (facts.bundlePath)
        rows.push(['Downloaded to', code(facts.bundlePath)]);
    if (state.extract) {
        rows.push([
            'Extracted to',
            `${code(state.extract.dir)} (${state.extract.files} files, ${(0,bytes/* formatBytes */.z)(state.extract.bytes)})`,
        ]);
    }
    if (facts.bundleVersion)
        rows.push(['Bundle version', code(facts.bundleVersion)]);
    const sections = ['## Docs static export', '', (0,markdown/* keyValueTable */.z2)(rows), ''];
    if (input.error)
        sections.push((0,markdown/* escapeMultiline */.nN)(input.error.message), '');
    if (state.offline)
        sections.push(renderOfflineMarkdown(state.offline));
    if (state.rollout)
        sections.push((0,rollout_summary/* renderRolloutMarkdown */.J)(state.rollout));
    return (0,secrets/* redact */.E$)(sections.join('\n'));
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/rollout/run-rollout.ts + 2 modules
var run_rollout = __webpack_require__(4177);
// EXTERNAL MODULE: ./src/rollout/values.ts + 2 modules
var values = __webpack_require__(3543);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(8697);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/export/archive-format.ts







const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
async function readHead(file, length = 16) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
function formatFromMagic(head) {
    if (head.subarray(0, 2).equals(GZIP_MAGIC))
        return 'tar.gz';
    if (head.subarray(0, 4).equals(ZIP_MAGIC))
        return 'zip';
    return 'unknown';
}
/** Says what a non-archive looks like: an HTML or XML error page is the usual culprit. */
function describeHead(head) {
    const text = head.toString('latin1').trimStart().toLowerCase();
    if (text.startsWith('<?xml') || text.startsWith('<error'))
        return 'an XML document, not an archive';
    if (text.startsWith('<!doctype') || text.startsWith('<html'))
        return 'an HTML page, not an archive';
    if (text.startsWith('{') || text.startsWith('['))
        return 'a JSON document, not an archive';
    if (head.length === 0)
        return 'empty';
    return `bytes ${head.subarray(0, 8).toString('hex')}: neither gzip (1f8b) nor zip (504b0304)`;
}
/**
 * Reads every entry header of a tar.gz without writing anything: proves the gzip stream and the
 * tar structure are complete. `visit` may refuse an entry by returning the reason, which stops the
 * walk with that reason as the error. Returns the entry count.
 */
function walkTarGz(file, options = {}) {
    const { signal, visit } = options;
    return new Promise((resolve, reject) => {
        let entries = 0;
        let settled = false;
        const input = (0,external_node_fs_.createReadStream)(file, { highWaterMark: 1024 * 1024 });
        const finish = (error) => {
            if (settled)
                return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            if (error === undefined)
                resolve(entries);
            else {
                input.destroy();
                reject(error instanceof Error ? error : new Error((0,errors/* errorMessage */.gJ)(error)));
            }
        };
        const parser = new index_min/* Parser */.iX({
            strict: true,
            onReadEntry: (entry) => {
                entries += 1;
                const reason = visit?.(entry);
                if (reason !== undefined) {
                    finish(options.refuse ? options.refuse(reason) : new Error(reason));
                    parser.abort(new Error(reason));
                }
                entry.resume();
            },
        });
        const onAbort = () => {
            finish(new errors/* CancelledError */.cc('Archive read cancelled.'));
            parser.abort(new Error('cancelled'));
        };
        if (signal?.aborted)
            return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        input.on('error', finish);
        parser.on('error', finish);
        parser.on('end', () => finish());
        input.pipe(parser);
    });
}
/** Reads the zip central directory (every entry record), decompressing nothing. */
async function listZip(file) {
    const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
    let entries = 0;
    try {
        for await (const _entry of zip.eachEntry())
            entries += 1;
    }
    finally {
        zip.close();
    }
    return entries;
}
/**
 * Identifies the archive by its first bytes and checks it is readable to the end. Anything that is
 * not a complete tar.gz or zip is an OperationFailedError naming the file.
 */
async function verifyArchive(file, options = {}) {
    const label = options.label ?? (0,external_node_path_.basename)(file);
    const head = await readHead(file);
    const format = formatFromMagic(head);
    if (format === 'unknown') {
        throw new errors/* OperationFailedError */.Bp(`${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
            'served something else: generate a new bundle link and download again.');
    }
    let entries;
    try {
        entries = format === 'tar.gz' ? await walkTarGz(file, { signal: options.signal }) : await listZip(file);
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        throw new errors/* OperationFailedError */.Bp(`${label} is a corrupt ${format} archive (${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}). Generate a new bundle link ` +
            'and download again; if it keeps failing, run the export job again.');
    }
    if (entries === 0) {
        throw new errors/* OperationFailedError */.Bp(`${label} is an empty ${format} archive: the export produced no files. Check the export job's page count.`);
    }
    return { format, entries };
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/export/hashing-file-sink.ts


function writeAllAt(fd, chunks, position, done) {
    (0,external_node_fs_.writev)(fd, chunks, position, (error, written) => {
        if (error)
            return done(error);
        let skip = written;
        const rest = [];
        for (const chunk of chunks) {
            if (skip >= chunk.length)
                skip -= chunk.length;
            else {
                rest.push(skip > 0 ? chunk.subarray(skip) : chunk);
                skip = 0;
            }
        }
        if (rest.length === 0)
            return done();
        writeAllAt(fd, rest, position + written, done);
    });
}
/**
 * A writable that appends to `fd` at `state.bytes` and feeds the hash with what reached the file.
 * Hashing after the write (not before it) keeps the hash equal to the file's content when a
 * transfer breaks mid-way, so a resumed download can go on from `state.bytes` with the same hash.
 * Buffered chunks are written together (writev) to keep the per-chunk cost low.
 */
function createHashingFileSink(fd, state, highWaterMark) {
    let busy = false;
    let whenIdle;
    const write = (chunks, callback) => {
        busy = true;
        writeAllAt(fd, chunks, state.bytes, (error) => {
            if (!error) {
                for (const chunk of chunks) {
                    state.hash.update(chunk);
                    state.bytes += chunk.length;
                }
            }
            busy = false;
            const idle = whenIdle;
            whenIdle = undefined;
            idle?.();
            callback(error ?? null);
        });
    };
    return new external_node_stream_.Writable({
        highWaterMark,
        write(chunk, _encoding, callback) {
            write([chunk], callback);
        },
        writev(entries, callback) {
            write(entries.map((entry) => entry.chunk), callback);
        },
        // A destroyed sink reports 'close' only once its last write has landed, so the caller sees a
        // settled `state` when the pipeline fails.
        destroy(error, callback) {
            if (busy)
                whenIdle = () => callback(error);
            else
                callback(error);
        },
    });
}

// EXTERNAL MODULE: ./src/client/http-get.ts
var http_get = __webpack_require__(2486);
;// CONCATENATED MODULE: ./src/export/download.ts













const MiB = 1024 * 1024;
const WRITE_HIGH_WATER_MARK = MiB;
const MAX_FRESH_URLS = 3;
const PROGRESS_EVERY_MS = 500;
const LOG_PROGRESS_EVERY_MS = 15_000;
/**
 * Downloads a bundle to `dest`: streamed to `<dest>.partial`, hashed in the same pass, resumed with
 * Range after a cut, refreshed through `getFreshUrl` when the link expires, verified as a readable
 * archive, then renamed into place. On any failure nothing is left at `dest` or `<dest>.partial`.
 */
async function downloadBundle(options) {
    const { logger, signal } = options;
    const now = options.now ?? Date.now;
    const skew = options.clockSkewMs ?? 60_000;
    const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    const baseDelay = options.retryDelayMs ?? 1000;
    const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
    const dest = (0,external_node_path_.resolve)(options.dest);
    const partial = `${dest}.partial`;
    (0,secrets/* registerSecret */.cl)(options.url);
    assertHttpUrl(options.url);
    let expiresAt = parseExpiry(options.expiresAt, logger);
    let freshUrls = 0;
    let bytesAtLastRefresh = -1;
    const refresh = async (transfer, why) => {
        if (!options.getFreshUrl)
            throw new Error('unreachable: refresh without getFreshUrl');
        // Only refusals in a row count: a long download may outlive several links.
        if (transfer.state.bytes > bytesAtLastRefresh)
            freshUrls = 0;
        bytesAtLastRefresh = transfer.state.bytes;
        if (freshUrls >= MAX_FRESH_URLS) {
            throw new errors/* OperationFailedError */.Bp(`The bundle link was refused again after ${MAX_FRESH_URLS} fresh links (${why}). The storage denies ` +
                'access: check that the export job still exists and that the runner can reach the storage.');
        }
        freshUrls += 1;
        logger.info(`The bundle link ${why}: asking the service for a fresh one.`);
        const fresh = await options.getFreshUrl();
        (0,secrets/* registerSecret */.cl)(fresh.url);
        assertHttpUrl(fresh.url);
        transfer.url = fresh.url;
        transfer.expectedSize ??= fresh.sizeBytes;
        expiresAt = parseExpiry(fresh.expiresAt, logger);
    };
    const isExpiring = () => expiresAt !== undefined && expiresAt - skew <= now();
    let handle;
    const startedAt = now();
    try {
        throwIfAborted(signal);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
        handle = await (0,promises_.open)(partial, 'w');
        const transfer = {
            url: options.url,
            state: { hash: (0,external_node_crypto_.createHash)('sha256'), bytes: 0 },
            fd: handle.fd,
            handle,
            totalBytes: undefined,
            etag: undefined,
            expectedSize: options.expectedSize,
        };
        if (isExpiring()) {
            const when = new Date(expiresAt).toISOString();
            if (options.getFreshUrl)
                await refresh(transfer, `expires at ${when}`);
            else
                logger.warning(`The bundle link expires at ${when} (local clock): trying it anyway.`);
        }
        logger.info(`Downloading the export bundle from ${(0,secrets/* safeUrl */.Pl)(transfer.url)}` +
            (transfer.expectedSize !== undefined ? ` (${(0,bytes/* formatBytes */.z)(transfer.expectedSize)})` : '') +
            '.');
        const stopProgress = startProgress(transfer, options, logger);
        try {
            let failuresInARow = 0;
            for (let attempt = 1;; attempt += 1) {
                if (attempt > 1 && isExpiring() && options.getFreshUrl)
                    await refresh(transfer, 'has expired');
                const before = transfer.state.bytes;
                const outcome = await attemptTransfer(transfer, { signal, idleTimeoutMs, logger });
                if (outcome.kind === 'complete')
                    break;
                if (outcome.kind === 'refused') {
                    if (!options.getFreshUrl)
                        throw linkRefusedError(transfer.url, outcome);
                    await refresh(transfer, outcome.expired ? 'has expired' : `was refused (HTTP ${outcome.detail})`);
                    continue;
                }
                failuresInARow = transfer.state.bytes > before ? 1 : failuresInARow + 1;
                // Progress resets the count, but never forever: a server that drips and cuts still ends.
                if (failuresInARow >= maxAttempts || attempt >= maxAttempts * 4) {
                    throw new errors/* NetworkError */.Dr(`Downloading the export bundle from ${(0,secrets/* safeUrl */.Pl)(transfer.url)} failed after ${attempt} attempts ` +
                        `(${(0,bytes/* formatBytes */.z)(transfer.state.bytes)} received): ${outcome.reason}. Check the runner's network ` +
                        'and proxy settings (https_proxy, no_proxy), then run again.', { operation: 'download bundle', mayHaveBeenProcessed: false });
                }
                const delay = outcome.retryAfterMs ?? backoff(baseDelay, failuresInARow);
                logger.warning(`Bundle download interrupted after ${(0,bytes/* formatBytes */.z)(transfer.state.bytes)} (${outcome.reason}); ` +
                    `${transfer.state.bytes > 0 ? 'resuming' : 'retrying'} in ${(0,duration/* formatDuration */.a)(delay)}.`);
                await (0,external_node_timers_promises_.setTimeout)(delay, undefined, { signal });
            }
        }
        finally {
            stopProgress();
        }
        await handle.truncate(transfer.state.bytes);
        await handle.close();
        handle = undefined;
        const sizeBytes = (await (0,promises_.stat)(partial)).size;
        const sha256 = transfer.state.hash.digest('hex');
        const expected = transfer.expectedSize;
        if (expected !== undefined && sizeBytes !== expected) {
            throw sizeMismatch(sizeBytes, expected);
        }
        const elapsed = Math.max(1, now() - startedAt);
        logger.info(`Downloaded ${(0,bytes/* formatBytes */.z)(sizeBytes)} in ${(0,duration/* formatDuration */.a)(elapsed)} ` +
            `(${(0,bytes/* formatBytes */.z)((sizeBytes * 1000) / elapsed)}/s), sha256 ${sha256}.`);
        const { format, entries } = await verifyArchive(partial, { signal, label: 'The downloaded bundle' });
        logger.info(`The bundle is a readable ${format} archive with ${entries} entries.`);
        await (0,promises_.rename)(partial, dest);
        return { path: dest, sizeBytes, sha256, format };
    }
    catch (error) {
        await handle?.close().catch(() => undefined);
        // Never let the clean-up replace the error (ENOTDIR when the parent is a file, EACCES, ...).
        await (0,promises_.rm)(partial, { force: true }).catch(() => undefined);
        throw asDownloadError(error, signal, dest);
    }
}
async function attemptTransfer(transfer, context) {
    const { state } = transfer;
    const headers = { 'accept-encoding': 'identity', 'user-agent': 'docs-ci' };
    if (state.bytes > 0) {
        headers.range = `bytes=${state.bytes}-`;
        if (transfer.etag)
            headers['if-range'] = transfer.etag;
    }
    let response;
    try {
        ({ response } = await (0,http_get/* httpGet */.lx)(transfer.url, headers, context));
    }
    catch (error) {
        throwIfAborted(context.signal);
        return { kind: 'retry', reason: (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error)) };
    }
    const status = response.statusCode ?? 0;
    if (status === 200) {
        if (state.bytes > 0) {
            context.logger.info(`The server ignored the Range request (answered 200): restarting the download from zero.`);
            await restartFromZero(transfer);
        }
        const etag = response.headers.etag;
        transfer.etag = etag && !etag.startsWith('W/') ? etag : undefined;
        transfer.totalBytes = (0,http_get/* contentLength */.Y)(response.headers);
    }
    else if (status === 206) {
        const range = (0,http_get/* parseContentRange */.C5)(response.headers['content-range']);
        if (range?.start !== state.bytes) {
            response.destroy();
            await restartFromZero(transfer);
            return {
                kind: 'retry',
                reason: `the server resumed at ${range?.start ?? 'an unknown offset'} instead of ${state.bytes}`,
            };
        }
        transfer.totalBytes = range.total;
    }
    else if (status === 416) {
        const total = (0,http_get/* parseContentRange */.C5)(response.headers['content-range'])?.total;
        response.resume();
        if (total !== undefined && total === state.bytes)
            return { kind: 'complete' };
        await restartFromZero(transfer);
        return { kind: 'retry', reason: 'the server refused the resume range (416)' };
    }
    else {
        return answerToOutcome(status, response);
    }
    const total = transfer.totalBytes;
    if (total !== undefined && transfer.expectedSize !== undefined && total !== transfer.expectedSize) {
        response.destroy();
        throw sizeMismatch(total, transfer.expectedSize);
    }
    const sink = createHashingFileSink(transfer.fd, state, WRITE_HIGH_WATER_MARK);
    try {
        await (0,external_node_stream_promises_.pipeline)(response, sink, { signal: context.signal });
    }
    catch (error) {
        if (!sink.closed)
            await new Promise((done) => sink.once('close', done));
        throwIfAborted(context.signal);
        return { kind: 'retry', reason: describeCut(state.bytes, total, error) };
    }
    if (total !== undefined && state.bytes < total) {
        return { kind: 'retry', reason: describeCut(state.bytes, total) };
    }
    return { kind: 'complete' };
}
async function answerToOutcome(status, response) {
    const body = await (0,http_get/* readSmallBody */.iW)(response);
    const storage = (0,http_get/* parseStorageError */.Dr)(body);
    const detail = [status, storage.code, storage.message].filter(Boolean).join(' ');
    if (status === 403 || status === 401) {
        const expired = /expired/i.test(storage.message ?? body) || storage.code === 'ExpiredToken';
        return { kind: 'refused', detail: (0,secrets/* redact */.E$)(detail), expired };
    }
    if (status === 408 || status === 429 || status >= 500) {
        const retryAfter = Number(response.headers['retry-after']);
        return {
            kind: 'retry',
            reason: `HTTP ${(0,secrets/* redact */.E$)(detail)}`,
            ...(Number.isFinite(retryAfter) && retryAfter > 0
                ? { retryAfterMs: Math.min(retryAfter, 30) * 1000 }
                : {}),
        };
    }
    const hint = status === 404 || status === 410
        ? 'The bundle is gone from storage: generate a new bundle link (or run the export job again).'
        : 'Generate a new bundle link and download again.';
    throw new errors/* OperationFailedError */.Bp(`The bundle download was answered HTTP ${(0,secrets/* redact */.E$)(detail)}. ${hint}`);
}
async function restartFromZero(transfer) {
    transfer.state.hash = (0,external_node_crypto_.createHash)('sha256');
    transfer.state.bytes = 0;
    transfer.etag = undefined;
    await transfer.handle.truncate(0);
}
function startProgress(transfer, options, logger) {
    let lastLog = Date.now();
    const timer = setInterval(() => {
        const progress = { bytes: transfer.state.bytes, totalBytes: transfer.totalBytes };
        options.onProgress?.(progress);
        if (Date.now() - lastLog >= LOG_PROGRESS_EVERY_MS) {
            lastLog = Date.now();
            const total = progress.totalBytes;
            logger.info(`Downloaded ${(0,bytes/* formatBytes */.z)(progress.bytes)}` +
                (total ? ` of ${(0,bytes/* formatBytes */.z)(total)} (${Math.floor((progress.bytes / total) * 100)}%)` : '') +
                '.');
        }
    }, PROGRESS_EVERY_MS);
    timer.unref();
    return () => {
        clearInterval(timer);
        options.onProgress?.({ bytes: transfer.state.bytes, totalBytes: transfer.totalBytes });
    };
}
function linkRefusedError(url, outcome) {
    const what = outcome.expired ? 'has expired' : 'was refused';
    return new errors/* OperationFailedError */.Bp(`The bundle link ${(0,secrets/* safeUrl */.Pl)(url)} ${what} (HTTP ${outcome.detail}). Presigned bundle links are ` +
        'time-limited: generate a new one (Generate export bundle, or run the export again) and download ' +
        'it before its expiresAt.');
}
function sizeMismatch(actual, expected) {
    return new errors/* OperationFailedError */.Bp(`The bundle is ${actual} bytes but the service announced ${expected} bytes: the download is ` +
        'incomplete or the link points at another file. Generate a new bundle link and download again.');
}
function describeCut(received, total, error) {
    const where = total !== undefined ? `${received} of ${total} bytes` : `${received} bytes`;
    const code = error?.code;
    const closed = error === undefined ||
        code === 'ECONNRESET' ||
        code === 'ERR_STREAM_PREMATURE_CLOSE' ||
        /^(aborted|socket hang up)$/i.test((0,errors/* errorMessage */.gJ)(error));
    return `${closed ? 'connection closed early' : (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))} at ${where}`;
}
/** Errors of the local file system that the user fixes by choosing another target. */
const TARGET_ERRORS = new Set([
    'EEXIST',
    'ENOTDIR',
    'EISDIR',
    'EACCES',
    'EPERM',
    'EROFS',
    'ENOSPC',
    'EDQUOT',
]);
function asDownloadError(error, signal, dest) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        const reason = signal?.aborted ? (0,core_clock/* abortReason */.Js)(signal) : undefined;
        // The run's deadline aborts the signal too: that is a timeout, not a cancellation.
        if (reason instanceof errors/* TimeoutError */.MU) {
            return new errors/* TimeoutError */.MU(`The bundle download did not finish: ${reason.message}; the partial file was removed.`);
        }
        return new errors/* CancelledError */.cc('The bundle download was cancelled; the partial file was removed.');
    }
    if ((0,errors/* isDocsCiError */.e_)(error))
        return error;
    const code = error?.code;
    if (code !== undefined && TARGET_ERRORS.has(code)) {
        return new errors/* OperationFailedError */.Bp(`The bundle cannot be written to ${dest} (${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}). Choose a writable ` +
            'download path with enough free space; nothing was left behind.', { cause: error });
    }
    return new errors/* OperationFailedError */.Bp(`The bundle download failed: ${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`, {
        cause: error,
    });
}
function throwIfAborted(signal) {
    if (signal?.aborted)
        throw new errors/* CancelledError */.cc('The bundle download was cancelled.');
}
function assertHttpUrl(url) {
    let protocol;
    try {
        protocol = new URL(url).protocol;
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`bundle URL: ${(0,secrets/* safeUrl */.Pl)(url)} is not a valid URL.`);
    }
    if (protocol !== 'https:' && protocol !== 'http:') {
        throw new errors/* ConfigurationError */.j1(`bundle URL: ${(0,secrets/* safeUrl */.Pl)(url)} must be an http(s) URL.`);
    }
}
function parseExpiry(value, logger) {
    if (value === undefined || value === '')
        return undefined;
    const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(time)) {
        logger.debug(`Ignoring an unreadable bundle expiresAt: ${String(value)}`);
        return undefined;
    }
    return time;
}
function backoff(base, failures) {
    const delay = Math.min(base * 2 ** Math.max(0, failures - 1), 10_000);
    return Math.round(delay * (0.75 + Math.random() * 0.5));
}

;// CONCATENATED MODULE: ./src/export/entry-guard.ts

function isAbsolute(path) {
    return path.startsWith('/') || /^[a-zA-Z]:/.test(path);
}
/**
 * Walks `target` from the folder `start` segment by segment, as the file system would. Passing
 * through an earlier symlink is refused: where it leads depends on that link, not on the text.
 */
function resolveLink(start, target, symlinks) {
    const stack = start === '.' ? [] : start.split('/');
    const segments = target.split('/');
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (stack.length === 0)
                return 'points outside the extraction folder';
            stack.pop();
            continue;
        }
        stack.push(segment);
        const sofar = stack.join('/');
        const last = segments.slice(i + 1).every((s) => s === '' || s === '.');
        if (symlinks.has(sofar) && !last)
            return `goes through the symlink "${sofar}"`;
    }
    return undefined;
}
/** `a//b/./c/` → `a/b/c`; `./` → `.` */
function normalizeEntryPath(path) {
    return external_node_path_.posix.normalize(path).replace(/\/+$/, '') || '.';
}
/**
 * Decides, entry by entry, whether an archive may be extracted under its root. Refuses absolute
 * paths, `..` segments, backslashes, device and fifo entries, links whose target leaves the root,
 * and any entry that would be written through a symlink extracted earlier (a link to `.` followed
 * by `link/x -> ..` is inside the root on paper and outside it on disk).
 * Returns the reason for a refusal, or undefined when the entry is safe.
 */
function createEntryGuard() {
    const symlinks = new Set();
    const throughSymlink = (path) => {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) {
            const prefix = parts.slice(0, i).join('/');
            if (symlinks.has(prefix))
                return prefix;
        }
        return undefined;
    };
    return (entry) => {
        const { path, kind } = entry;
        if (path.includes('\\'))
            return `entry "${path}" has a backslash in its path`;
        if (path.includes('\0'))
            return `entry "${path}" has a NUL character in its path`;
        if (isAbsolute(path))
            return `entry "${path}" has an absolute path`;
        if (path.split('/').includes('..'))
            return `entry "${path}" has a ".." segment`;
        if (kind === 'device' || kind === 'fifo')
            return `entry "${path}" is a ${kind}, not a file`;
        if (kind === 'other')
            return `entry "${path}" has an unsupported type`;
        const normalized = normalizeEntryPath(path);
        if (normalized === '.' && kind !== 'directory')
            return `entry "${path}" would replace the root folder`;
        if (symlinks.has(normalized))
            return `entry "${path}" would replace the symlink of the same name`;
        const via = throughSymlink(normalized);
        if (via)
            return `entry "${path}" would be written through the symlink "${via}"`;
        if (kind === 'symlink' || kind === 'hardlink') {
            const target = entry.linkpath ?? '';
            if (target === '')
                return `link "${path}" has an empty target`;
            if (target.includes('\\'))
                return `link "${path}" -> "${target}" has a backslash in its target`;
            if (isAbsolute(target))
                return `link "${path}" -> "${target}" points to an absolute path`;
            const start = kind === 'symlink' ? external_node_path_.posix.dirname(normalized) : '.';
            const problem = resolveLink(start, target, symlinks);
            if (problem)
                return `link "${path}" -> "${target}" ${problem}`;
            // A hard link to a symlink copies its text to another folder, where it means something else.
            if (kind === 'hardlink' && symlinks.has(normalizeEntryPath(target))) {
                return `hard link "${path}" -> "${target}" points to a symlink`;
            }
            if (kind === 'symlink')
                symlinks.add(normalized);
        }
        return undefined;
    };
}

;// CONCATENATED MODULE: ./src/export/extract.ts











/**
 * Extracts a tar.gz or zip bundle into `dir`, all or nothing: entries go to a temporary folder
 * beside `dir`, which is renamed into place only when every entry passed the checks of
 * `createEntryGuard`. A refused or broken archive leaves no trace.
 */
async function extractBundle(options) {
    const { logger, signal } = options;
    const target = (0,external_node_path_.resolve)(options.dir);
    const existing = await (0,promises_.readdir)(target).catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    });
    if (existing && existing.length > 0) {
        throw new errors/* ConfigurationError */.j1(`extract directory: ${target} already exists and is not empty. Extract into a new or empty directory.`);
    }
    const format = formatFromMagic(await readHead(options.archive));
    if (format === 'unknown') {
        throw new errors/* OperationFailedError */.Bp(`${options.archive} is neither a tar.gz nor a zip archive: nothing extracted.`);
    }
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    const temp = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.${(0,external_node_path_.basename)(target)}.extracting-`));
    try {
        const counts = format === 'tar.gz'
            ? await extractTarGz(options.archive, temp, signal)
            : await extractZip(options.archive, temp, signal);
        if (existing)
            await (0,promises_.rmdir)(target);
        await (0,promises_.rename)(temp, target);
        logger.info(`Extracted ${counts.files} files (${(0,bytes/* formatBytes */.z)(counts.bytes)}) to ${target}.`);
        return counts;
    }
    catch (error) {
        await removeTemp(temp);
        if (error instanceof errors/* CancelledError */.cc || error instanceof errors/* OperationFailedError */.Bp)
            throw error;
        throw new errors/* OperationFailedError */.Bp(`Extracting ${(0,external_node_path_.basename)(options.archive)} failed: ${(0,errors/* errorMessage */.gJ)(error)}. Nothing was extracted.`);
    }
}
/** Writes already in flight when an unpack fails may land just after the first removal. */
async function removeTemp(temp) {
    await (0,promises_.rm)(temp, { recursive: true, force: true });
    await (0,external_node_timers_promises_.setTimeout)(100);
    await (0,promises_.rm)(temp, { recursive: true, force: true });
}
function refused(archive, reason) {
    return new errors/* OperationFailedError */.Bp(`Refusing to extract ${(0,external_node_path_.basename)(archive)}: ${reason}. Nothing was extracted; the bundle is unsafe ` +
        'or not a documentation export.');
}
const TAR_KINDS = {
    File: 'file',
    OldFile: 'file',
    ContiguousFile: 'file',
    Directory: 'directory',
    SymbolicLink: 'symlink',
    Link: 'hardlink',
    CharacterDevice: 'device',
    BlockDevice: 'device',
    FIFO: 'fifo',
};
function checkTarEntry(guard, entry) {
    return guard({ path: entry.path, kind: TAR_KINDS[entry.type] ?? 'other', linkpath: entry.linkpath });
}
/**
 * Two passes: the first reads every header and refuses before anything is written (so a refusal
 * never races with writes in flight); the second unpacks with the same checks as a safety net.
 */
async function extractTarGz(archive, dir, signal) {
    const counts = { files: 0, bytes: 0 };
    const scanGuard = createEntryGuard();
    try {
        await walkTarGz(archive, {
            signal,
            visit: (entry) => {
                const reason = checkTarEntry(scanGuard, entry);
                if (reason === undefined && TAR_KINDS[entry.type] === 'file') {
                    counts.files += 1;
                    counts.bytes += entry.size ?? 0;
                }
                return reason;
            },
            refuse: (reason) => refused(archive, reason),
        });
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc || error instanceof errors/* OperationFailedError */.Bp)
            throw error;
        throw new errors/* OperationFailedError */.Bp(`${(0,external_node_path_.basename)(archive)} is not a readable tar.gz archive: ${(0,errors/* errorMessage */.gJ)(error)}.`);
    }
    await unpackTarGz(archive, dir, signal);
    return counts;
}
function unpackTarGz(archive, dir, signal) {
    const guard = createEntryGuard();
    return new Promise((resolvePromise, reject) => {
        let settled = false;
        const input = (0,external_node_fs_.createReadStream)(archive, { highWaterMark: 1024 * 1024 });
        const finish = (error) => {
            if (settled)
                return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            if (error === undefined)
                resolvePromise();
            else {
                input.destroy();
                reject(error instanceof Error ? error : new Error((0,errors/* errorMessage */.gJ)(error)));
            }
        };
        const unpack = new index_min/* Unpack */.dX({
            cwd: dir,
            strict: true,
            preserveOwner: false,
            filter: (_path, entry) => {
                const read = entry;
                const reason = checkTarEntry(guard, read);
                if (reason) {
                    finish(refused(archive, reason));
                    unpack.abort(new Error(reason));
                    return false;
                }
                // No setuid, setgid or sticky bits from a downloaded archive.
                if (read.mode)
                    read.mode &= 0o777;
                return true;
            },
        });
        const onAbort = () => {
            finish(new errors/* CancelledError */.cc('Extraction cancelled; nothing was extracted.'));
            unpack.abort(new Error('cancelled'));
        };
        if (signal?.aborted)
            return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        input.on('error', finish);
        unpack.on('error', finish);
        unpack.on('close', () => finish());
        input.pipe(unpack);
    });
}
const S_IFMT = 0o170000;
const ZIP_KINDS = {
    0o100000: 'file',
    0o040000: 'directory',
    0o120000: 'symlink',
    0o020000: 'device',
    0o060000: 'device',
    0o010000: 'fifo',
    0o140000: 'other',
};
function zipEntryKind(entry) {
    if (entry.fileName.endsWith('/'))
        return 'directory';
    const madeByUnix = entry.versionMadeBy >> 8 === 3;
    const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (!madeByUnix || type === 0)
        return 'file';
    return ZIP_KINDS[type] ?? 'other';
}
async function readAll(stream, limit) {
    const chunks = [];
    let length = 0;
    for await (const chunk of stream) {
        chunks.push(chunk);
        length += chunk.length;
        if (length > limit)
            throw new Error(`symlink target longer than ${limit} bytes`);
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function extractZip(archive, dir, signal) {
    const guard = createEntryGuard();
    const counts = { files: 0, bytes: 0 };
    let zip;
    try {
        zip = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
    }
    catch (error) {
        throw new errors/* OperationFailedError */.Bp(`${(0,external_node_path_.basename)(archive)} is not a readable zip archive: ${(0,errors/* errorMessage */.gJ)(error)}.`);
    }
    try {
        for await (const entry of zip.eachEntry()) {
            if (signal?.aborted)
                throw new errors/* CancelledError */.cc('Extraction cancelled; nothing was extracted.');
            const kind = zipEntryKind(entry);
            const linkpath = kind === 'symlink' ? await readAll(await zip.openReadStreamPromise(entry), 4096) : undefined;
            const path = entry.fileName;
            const reason = guard({ path, kind, linkpath });
            if (reason)
                throw refused(archive, reason);
            const destination = (0,external_node_path_.join)(dir, path);
            if (kind === 'directory') {
                await (0,promises_.mkdir)(destination, { recursive: true });
                continue;
            }
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(destination), { recursive: true });
            if (kind === 'symlink') {
                await (0,promises_.symlink)(linkpath, destination);
                continue;
            }
            const mode = (entry.externalFileAttributes >>> 16) & 0o777 || 0o644;
            await (0,external_node_stream_promises_.pipeline)(await zip.openReadStreamPromise(entry), (0,external_node_fs_.createWriteStream)(destination, { flags: 'wx', mode, highWaterMark: 1024 * 1024 }), { signal });
            counts.files += 1;
            counts.bytes += entry.uncompressedSize;
        }
    }
    catch (error) {
        if (signal?.aborted)
            throw new errors/* CancelledError */.cc('Extraction cancelled; nothing was extracted.');
        if (error instanceof errors/* OperationFailedError */.Bp)
            throw error;
        // yauzl names the entry in its own refusals ("invalid relative path: ../x").
        throw refused(archive, (0,errors/* errorMessage */.gJ)(error));
    }
    finally {
        zip.close();
    }
    return counts;
}

// EXTERNAL MODULE: ./src/client/schemas.ts
var schemas = __webpack_require__(2299);
// EXTERNAL MODULE: ./src/core/wait.ts + 1 modules
var wait = __webpack_require__(7280);
;// CONCATENATED MODULE: ./src/export/job.ts





function observeExportJob(job) {
    return {
        state: job.status,
        done: schemas/* TERMINAL_EXPORT_STATES */.dF.includes(job.status),
        progress: job.progress,
        detail: job.pageCount === undefined ? undefined : `${job.pageCount} pages`,
    };
}
/** Starts (or resumes) an export job and polls it to `completed`; `failed` ends with the job's error. */
async function runExportJob(options) {
    const { client, logger } = options;
    let initial;
    let jobId = options.jobId;
    if (!jobId) {
        if (!options.domain)
            throw new Error('runExportJob needs a domain or a job id');
        initial = await client.startExport({ domain: options.domain, version: options.version, paths: options.paths }, { signal: options.signal });
        jobId = initial.jobId;
        options.onUpdate?.(initial);
        logger.info(`export job ${jobId} started for ${options.domain}`);
    }
    else {
        logger.info(`export job ${jobId}: resuming`);
    }
    const { value: job, polls } = await (0,wait/* waitUntilDone */.e)({
        what: `export job ${jobId}`,
        poll: (signal) => client.getExportJob(jobId, { signal }),
        observe: (job) => {
            if (job !== initial)
                options.onUpdate?.(job);
            return observeExportJob(job);
        },
        logger,
        signal: options.signal,
        deadline: options.deadline,
        clock: options.clock,
        schedule: options.schedule,
        initial,
        resumeHint: `Resume it with --job-id ${jobId} (action input job-id).`,
    });
    if (job.status === 'failed') {
        throw new errors/* OperationFailedError */.Bp(`export job ${jobId} failed${job.error ? `: ${job.error}` : ''}. No bundle was generated; fix the cause and start a new export.`);
    }
    return { job, polls };
}
/**
 * A fresh bundle link for a completed job. A 409 means "not finished yet": wait and ask again until
 * the deadline. The link is a credential: it is registered as a secret before anything can print it.
 */
async function generateBundleLink(client, jobId, options) {
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    let delay = 1000;
    for (;;) {
        try {
            const bundle = await client.generateBundle(jobId, { signal: options.signal });
            (0,secrets/* registerSecret */.cl)(bundle.bundleUrl);
            return bundle;
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD) || error.status !== 409)
                throw inBundleWait(error, jobId);
            // 409 also answers a job that failed: it will never have a bundle, so do not wait for one.
            const job = await client.getExportJob(jobId, { signal: options.signal }).catch((e) => {
                throw inBundleWait(e, jobId);
            });
            if (job.status === 'failed') {
                throw new errors/* OperationFailedError */.Bp(`export job ${jobId} failed${job.error ? `: ${job.error}` : ''}, so it has no bundle. Fix the cause and start a new export.`);
            }
            options.logger.info(`export job ${jobId}: bundle not ready yet (409, job ${job.status}), asking again in ${delay / 1000}s`);
            await clock.sleep(delay, options.signal).catch((e) => {
                throw inBundleWait(e, jobId);
            });
            delay = Math.min(delay * 2, 15_000);
        }
    }
}
/** A deadline met while waiting for the bundle says which job to ask again for. */
function inBundleWait(error, jobId) {
    if (!(error instanceof errors/* TimeoutError */.MU))
        return error;
    return new errors/* TimeoutError */.MU(`the bundle of export job ${jobId} was not ready: ${error.message}. Ask again once the job has ` +
        `completed (docs-ci bundle ${jobId}, or resume with --job-id ${jobId}).`);
}
/** The bundle that a completed job already carries (another revision of the API), if any. */
function bundleFromJob(job) {
    if (!job.bundleUrl || !job.expiresAt)
        return undefined;
    (0,secrets/* registerSecret */.cl)(job.bundleUrl);
    return {
        jobId: job.jobId,
        bundleUrl: job.bundleUrl,
        expiresAt: job.expiresAt,
        sizeBytes: job.sizeBytes ?? undefined,
    };
}

;// CONCATENATED MODULE: ./src/export/run-export.ts













const DEFAULT_SKEW_MS = 60_000;
/**
 * The whole static export loop, shared by the export action and `docs-ci export`: start or resume
 * the job and follow it, get a bundle link (from the job status when the API carries it there,
 * else generated), download and verify the bundle (a link that expires on the way is replaced),
 * extract it, judge its offline readiness, and roll the link out into a Helm values file.
 */
async function runExport(options) {
    const { client, logger, signal } = options;
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const skew = options.clockSkewMs ?? DEFAULT_SKEW_MS;
    await checkBeforeStart(options);
    const state = { facts: {} };
    const report = (facts) => {
        Object.assign(state.facts, facts);
        options.onProgress?.(state);
    };
    if (options.jobId)
        report({ jobId: options.jobId });
    const startedAt = clock.now();
    const { job } = await runExportJob({
        client,
        logger,
        domain: options.domain,
        version: options.version,
        paths: options.paths,
        jobId: options.jobId,
        signal,
        deadline: options.deadline,
        clock,
        schedule: options.schedule,
        onUpdate: (update) => report({ jobId: update.jobId, status: update.status, pageCount: update.pageCount }),
    });
    state.job = job;
    state.elapsedMs = clock.now() - startedAt;
    report({ jobId: job.jobId, status: job.status, pageCount: job.pageCount });
    const linkFromStatus = bundleFromJob(job) !== undefined;
    const useLink = (bundle) => {
        state.bundle = bundle;
        report({
            expiresAt: bundle.expiresAt,
            ...(bundle.sizeBytes !== undefined ? { sizeBytes: bundle.sizeBytes } : {}),
        });
    };
    const freshLink = async () => {
        const fromStatus = linkFromStatus
            ? bundleFromJob(await client.getExportJob(job.jobId, { signal }))
            : undefined;
        const bundle = fromStatus ?? (await generateBundleLink(client, job.jobId, { logger, signal, clock }));
        useLink(bundle);
        return bundle;
    };
    useLink(bundleFromJob(job) ?? (await generateBundleLink(client, job.jobId, { logger, signal, clock })));
    logger.info(`bundle link for ${job.jobId}: ${(0,secrets/* safeUrl */.Pl)(currentLink(state).bundleUrl)} (expires ${currentLink(state).expiresAt})`);
    if (options.download !== undefined || wantsScan(options)) {
        await downloadAndInspect(options, state, report, freshLink);
    }
    if (options.rollout) {
        if (isExpiring(currentLink(state).expiresAt, skew)) {
            logger.info(`The bundle link expires at ${currentLink(state).expiresAt}: asking for a fresh one before the rollout.`);
            await freshLink();
        }
        const bundleVersion = options.rollout.bundleVersion ?? options.version ?? job.jobId;
        report({ bundleVersion });
        const link = currentLink(state);
        state.rollout = await (0,run_rollout/* runRollout */.p1)({
            valuesFile: options.rollout.valuesFile,
            valuesKey: options.rollout.valuesKey,
            helm: options.rollout.helm,
            bundleUrl: link.bundleUrl,
            expiresAt: link.expiresAt,
            version: bundleVersion,
            logger,
            signal,
            env: options.env,
            onValuesWritten: (written) => {
                state.rollout = written;
                report({ valuesChanged: written.changed });
            },
        });
    }
    return state;
}
function currentLink(state) {
    if (!state.bundle)
        throw new Error('unreachable: no bundle link yet');
    return state.bundle;
}
function isExpiring(expiresAt, skewMs) {
    const time = Date.parse(expiresAt);
    return Number.isFinite(time) && time - skewMs <= Date.now();
}
/** The offline readiness check runs on the extracted bundle: asked for, or implied by a deployment type. */
function wantsScan(options) {
    return options.extract !== undefined || options.deploymentType !== undefined;
}
async function downloadAndInspect(options, state, report, freshLink) {
    const { logger, signal } = options;
    const link = currentLink(state);
    const jobId = state.facts.jobId;
    const scan = wantsScan(options);
    // Whatever the caller did not ask to keep (the archive, or the files for the scan) lives here.
    const temporary = options.download === undefined || (scan && options.extract === undefined)
        ? await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'docs-ci-bundle-'))
        : undefined;
    try {
        const dest = options.download === undefined
            ? (0,external_node_path_.join)(temporary, bundleFileName(jobId, link.bundleUrl))
            : await downloadPath(options.download, jobId, link.bundleUrl);
        const getFreshUrl = async () => {
            const fresh = await freshLink();
            return { url: fresh.bundleUrl, expiresAt: fresh.expiresAt, sizeBytes: fresh.sizeBytes };
        };
        state.download = await downloadBundle({
            url: link.bundleUrl,
            dest,
            expectedSize: link.sizeBytes,
            expiresAt: link.expiresAt,
            getFreshUrl,
            clockSkewMs: options.clockSkewMs,
            retryDelayMs: options.downloadRetryDelayMs,
            signal,
            logger,
        });
        report({
            sizeBytes: state.download.sizeBytes,
            sha256: state.download.sha256,
            format: state.download.format,
            ...(options.download === undefined ? {} : { bundlePath: state.download.path }),
        });
        if (!scan)
            return;
        const kept = options.extract !== undefined;
        const dir = kept ? (0,external_node_path_.resolve)(options.extract) : (0,external_node_path_.join)(temporary, 'site');
        const extracted = await extractBundle({ archive: state.download.path, dir, logger, signal });
        if (kept) {
            state.extract = { ...extracted, dir };
            report({ extractedTo: dir });
        }
        state.offline = await judgeOfflineReadiness(dir, options, logger);
        options.onProgress?.(state);
        if (state.offline.blocking)
            throw offlineBlockingError(state.offline, options.rollout !== undefined);
    }
    finally {
        if (temporary)
            await (0,promises_.rm)(temporary, { recursive: true, force: true });
    }
}
async function judgeOfflineReadiness(dir, options, logger) {
    const deploymentType = options.deploymentType ?? 'client-hosted';
    const readiness = await scanOfflineReadiness({ dir, deploymentType, allowOrigins: options.allowOrigins });
    const origins = readiness.externalOrigins;
    if (origins.length === 0) {
        logger.info(`Offline readiness: no external origin is loaded at run time (${readiness.filesScanned} files scanned).`);
        return readiness;
    }
    const list = origins
        .map((o) => `  ${o.origin} (${o.kind}; ${o.files.slice(0, 3).join(', ')}${o.files.length > 3 ? ', ...' : ''})${o.allowed ? ' allowed' : ''}`)
        .join('\n');
    const verdict = readiness.blocking
        ? 'blocking for an air-gapped deployment'
        : `not blocking for a ${deploymentType} deployment`;
    const line = `Offline readiness: the site loads from ${new Set(origins.map((o) => o.origin)).size} external origin(s) at run time, ${verdict}:\n${list}`;
    if (readiness.blocking)
        logger.warning(line);
    else
        logger.info(line);
    return readiness;
}
function offlineBlockingError(readiness, rolloutSkipped) {
    const blocked = [...new Set(readiness.externalOrigins.filter((o) => !o.allowed).map((o) => o.origin))];
    return new errors/* OperationFailedError */.Bp(`The exported site loads from ${blocked.length} external origin(s) that an air-gapped deployment cannot ` +
        `reach: ${blocked.join(', ')}. Mirror them inside the network and list the mirrors in allow-origins ` +
        '(--allow-origin), allow these origins if the network reaches them, or remove them from the site.' +
        (rolloutSkipped ? ' The values file was not changed.' : ''));
}
/** Checks that would otherwise fail only after a long export: the target folders and files. */
async function checkBeforeStart(options) {
    if (!options.domain && !options.jobId) {
        throw new errors/* ConfigurationError */.j1('export: give a domain to start a job, or a job id to resume one.');
    }
    if (options.extract !== undefined) {
        const entries = await (0,promises_.readdir)((0,external_node_path_.resolve)(options.extract)).catch(() => []);
        if (entries.length > 0) {
            throw new errors/* ConfigurationError */.j1(`extract: ${(0,external_node_path_.resolve)(options.extract)} already exists and is not empty. Extract into a new or empty folder.`);
        }
    }
    const valuesFile = options.rollout?.valuesFile;
    if (valuesFile !== undefined) {
        const folder = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(valuesFile));
        if (!(await (0,promises_.stat)(folder).catch(() => undefined))?.isDirectory()) {
            throw new errors/* ConfigurationError */.j1(`values file ${valuesFile}: the folder ${folder} does not exist.`);
        }
        const text = await (0,promises_.readFile)(valuesFile, 'utf8').catch(() => undefined);
        const problem = text === undefined ? undefined : (0,dist/* parseDocument */.Tp)(text).errors[0];
        if (problem) {
            throw new errors/* ConfigurationError */.j1(`values file ${valuesFile} is not valid YAML: ${problem.message.split('\n')[0] ?? ''}. Fix it before exporting.`);
        }
        // A values key that holds a scalar (or a list): refused now, not after the export spent its quota.
        await (0,values/* checkValuesFile */.TM)(valuesFile, options.rollout?.valuesKey);
    }
    if (options.rollout?.helm)
        await (0,run_rollout/* checkHelmOnPath */.BU)(options.env);
}
/** `<jobId>-bundle.tar.gz`, from the link's own file name when it looks like one. */
function bundleFileName(jobId, url) {
    let name;
    try {
        name = (0,external_node_path_.basename)(new URL(url).pathname);
    }
    catch {
        name = '';
    }
    const safe = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(name) && /\.(tar\.gz|tgz|zip)$/i.test(name);
    return `${jobId}-${safe ? name : 'bundle.tar.gz'}`;
}
async function downloadPath(path, jobId, url) {
    const isFolder = path.endsWith('/') || path.endsWith(external_node_path_.sep) || (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory();
    return isFolder ? (0,external_node_path_.join)((0,external_node_path_.resolve)(path), bundleFileName(jobId, url)) : (0,external_node_path_.resolve)(path);
}
/** The run's facts as the JSON result the action and the CLI share (no bundle link in it). */
function exportResultJson(state) {
    const { facts } = state;
    return {
        jobId: facts.jobId,
        status: facts.status,
        pageCount: facts.pageCount,
        expiresAt: facts.expiresAt,
        sizeBytes: facts.sizeBytes,
        bundlePath: facts.bundlePath,
        sha256: facts.sha256,
        format: facts.format,
        extractedTo: facts.extractedTo,
        valuesChanged: facts.valuesChanged,
        bundleVersion: facts.bundleVersion,
        ...(state.offline
            ? {
                offline: {
                    deploymentType: state.offline.deploymentType,
                    blocking: state.offline.blocking,
                    externalOrigins: state.offline.externalOrigins.map((o) => ({
                        origin: o.origin,
                        kind: o.kind,
                        allowed: o.allowed,
                    })),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/actions/common/common-inputs.ts + 5 modules
var common_inputs = __webpack_require__(1197);
// EXTERNAL MODULE: ./src/actions/common/run.ts + 2 modules
var run = __webpack_require__(2416);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var classic_schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/client/config-checks.ts
var config_checks = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/export/request-checks.ts
var request_checks = __webpack_require__(4221);
// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var actions_common_inputs = __webpack_require__(9120);
// EXTERNAL MODULE: ./src/actions/common/rollout-inputs.ts
var rollout_inputs = __webpack_require__(5976);
;// CONCATENATED MODULE: ./src/actions/export/inputs.ts










const outputNames = [
    'job-id',
    'status',
    'page-count',
    'bundle-url',
    'expires-at',
    'size-bytes',
    'bundle-path',
    'sha256',
    'values-changed',
    'result',
];
const inputNames = [
    ...common_inputs/* apiInputNames */.v0,
    'domain',
    'version',
    'paths',
    'job-id',
    'download',
    'extract',
    'values-file',
    'values-key',
    'bundle-version',
    'deployment-type',
    'allow-origins',
    'helm-release',
    'helm-chart',
    'helm-namespace',
    'helm-args',
];
/** Empty means unset; anything else goes through `parse`. */
const optionalVia = (parse) => actions_common_inputs/* input */.hF.via((text) => (text.trim() === '' ? undefined : parse(text.trim())));
/** A path, `false` (no download), or empty / `true` (the default place under RUNNER_TEMP). */
const download = classic_schemas/* string */.YjP().transform((text) => {
    const value = text.trim();
    if (['false', 'no', 'off'].includes(value.toLowerCase()))
        return false;
    if (value === '' || value.toLowerCase() === 'true')
        return undefined;
    return value;
});
const schema = classic_schemas/* object */.Ikc({
    ...(0,common_inputs/* apiInputs */.kc)('30m'),
    domain: optionalVia((text) => (0,request_checks/* checkDomain */.D2)(text, 'input domain')),
    version: optionalVia((text) => (0,request_checks/* checkVersionLabel */.Zy)(text, 'input version')),
    paths: actions_common_inputs/* input */.hF.list().transform((paths, ctx) => {
        try {
            return (0,request_checks/* checkExportPaths */.zU)(paths, 'input paths');
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: error.message });
            return core/* NEVER */.tm;
        }
    }),
    'job-id': optionalVia((text) => (0,config_checks/* checkPathId */.R6)(text, 'input job-id')),
    download,
    extract: actions_common_inputs/* input */.hF.optional(),
    'values-file': actions_common_inputs/* input */.hF.optional(),
    'values-key': actions_common_inputs/* input */.hF.optional(),
    'bundle-version': optionalVia((text) => (0,request_checks/* checkVersionLabel */.Zy)(text, 'input bundle-version')),
    'deployment-type': optionalVia((text) => parseDeploymentType(text, 'input deployment-type')),
    'allow-origins': actions_common_inputs/* input */.hF.via((text) => parseAllowOrigins(text, 'input allow-origins')),
    'helm-release': actions_common_inputs/* input */.hF.optional(),
    'helm-chart': actions_common_inputs/* input */.hF.optional(),
    'helm-namespace': actions_common_inputs/* input */.hF.optional(),
    'helm-args': actions_common_inputs/* input */.hF.optional(),
})
    .superRefine((inputs, ctx) => {
    if (inputs.domain === undefined && inputs['job-id'] === undefined) {
        ctx.addIssue({
            code: 'custom',
            message: 'inputs domain and job-id: give domain (the hostname to export, e.g. docs.example.com) to start a job, or job-id to resume one.',
        });
    }
    if (inputs.download === false && inputs.extract !== undefined) {
        ctx.addIssue({
            code: 'custom',
            message: 'inputs download and extract: extract needs the bundle downloaded; remove download: false.',
        });
    }
});
function readExportInputs() {
    const inputs = (0,actions_common_inputs/* parseInputs */.TL)(schema, (0,actions_common_inputs/* readRawInputs */.yI)(inputNames));
    const rollout = (0,rollout_inputs/* rolloutSettingsFromInputs */.I)(inputs);
    return { ...inputs, rollout };
}
/** The default download place: a folder under RUNNER_TEMP (the bundle is named after the job). */
function defaultDownloadFolder(env) {
    return (0,external_node_path_.join)(env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'docs-ci-export') + '/';
}

;// CONCATENATED MODULE: ./src/actions/export/main.ts








/** Sets an output only when its value changed: polls would otherwise repeat it in GITHUB_OUTPUT. */
function setChanged(outputs, name, value) {
    if (value === undefined)
        return;
    if (outputs.get(name) !== String(value))
        outputs.set(name, String(value));
}
function publish(outputs, state) {
    const { facts } = state;
    setChanged(outputs, 'job-id', facts.jobId);
    setChanged(outputs, 'status', facts.status);
    setChanged(outputs, 'page-count', facts.pageCount);
    // Masked: registerSecret (in the export code) has already sent it to core.setSecret.
    setChanged(outputs, 'bundle-url', state.bundle?.bundleUrl);
    setChanged(outputs, 'expires-at', facts.expiresAt);
    setChanged(outputs, 'size-bytes', facts.sizeBytes);
    setChanged(outputs, 'bundle-path', facts.bundlePath);
    setChanged(outputs, 'sha256', facts.sha256);
    setChanged(outputs, 'values-changed', facts.valuesChanged);
}
function main_run() {
    return (0,run/* runAction */.Cs)({
        name: 'export',
        outputs: outputNames,
        run: async (ctx) => {
            const inputs = readExportInputs();
            const { signal, deadline } = ctx.startRun(inputs.timeout);
            const client = (0,common_inputs/* clientFromInputs */.l$)(inputs, ctx);
            if (!inputs.rollout)
                ctx.outputs.set('values-changed', 'false');
            const download = inputs.download === false ? undefined : (inputs.download ?? defaultDownloadFolder(ctx.env));
            let state = { facts: {} };
            try {
                state = await runExport({
                    client,
                    logger: ctx.logger,
                    clock: ctx.clock,
                    signal,
                    deadline,
                    domain: inputs.domain,
                    version: inputs.version,
                    paths: inputs.paths,
                    jobId: inputs['job-id'],
                    download,
                    extract: inputs.extract,
                    deploymentType: inputs['deployment-type'],
                    allowOrigins: inputs['allow-origins'],
                    rollout: inputs.rollout && { ...inputs.rollout, bundleVersion: inputs['bundle-version'] },
                    env: ctx.env,
                    onProgress: (next) => {
                        state = next;
                        publish(ctx.outputs, next);
                    },
                });
            }
            catch (error) {
                const failure = {
                    kind: error instanceof errors/* DocsCiError */.KM ? error.kind : 'internal',
                    message: (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error)),
                };
                ctx.outputs.set('result', JSON.stringify({ ok: false, ...exportResultJson(state), error: failure }));
                await (0,summary/* appendStepSummary */.Jc)(renderExportSummary({ state, error: failure }), ctx.env).catch((e) => ctx.logger.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(e)}`));
                throw error;
            }
            publish(ctx.outputs, state);
            await (0,summary/* appendStepSummary */.Jc)(renderExportSummary({ state }), ctx.env);
            return exportResultJson(state);
        },
    });
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ parseContentRange),
/* harmony export */   Dr: () => (/* binding */ parseStorageError),
/* harmony export */   Y: () => (/* binding */ contentLength),
/* harmony export */   iW: () => (/* binding */ readSmallBody),
/* harmony export */   lx: () => (/* binding */ httpGet)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9062);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8198);




const MAX_REDIRECTS = 5;
/** One GET through the proxy-aware agent, following redirects; the body is left unread. */
async function httpGet(url, headers, options) {
    let current = url;
    for (let hop = 0;; hop += 1) {
        const response = await requestOnce(current, headers, options);
        const location = response.headers.location;
        if (!isRedirect(response.statusCode) || !location || hop === MAX_REDIRECTS) {
            return { response, url: current };
        }
        response.resume();
        current = new URL(location, current).href;
        if ((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .isPresignedUrl */ .h3)(current))
            (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .registerSecret */ .cl)(current);
    }
}
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
function requestOnce(url, headers, options) {
    const get = url.startsWith('https:') ? (node_https__WEBPACK_IMPORTED_MODULE_1___default().get) : (node_http__WEBPACK_IMPORTED_MODULE_0___default().get);
    return new Promise((resolve, reject) => {
        const request = get(url, { agent: (0,_agent_js__WEBPACK_IMPORTED_MODULE_2__/* .agentFor */ .P)(url), headers, signal: options.signal }, resolve);
        request.on('error', reject);
        // Socket idle timeout: covers both waiting for the headers and a body that stops flowing.
        request.setTimeout(options.idleTimeoutMs, () => {
            request.destroy(new Error(`no data received for ${Math.round(options.idleTimeoutMs / 1000)}s`));
        });
    });
}
/** Parses `bytes 100-199/1000` (start, end, total) and the 416 form `bytes \*\/1000` (total only). */
function parseContentRange(value) {
    if (!value)
        return undefined;
    const match = /^\s*bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i.exec(value);
    if (!match)
        return undefined;
    const result = {};
    if (match[1] !== undefined)
        result.start = Number(match[1]);
    if (match[2] !== undefined)
        result.end = Number(match[2]);
    if (match[3] !== '*')
        result.total = Number(match[3]);
    return result;
}
function contentLength(headers) {
    const value = headers['content-length'];
    if (value === undefined || !/^\d+$/.test(value))
        return undefined;
    return Number(value);
}
/** Reads at most `limit` bytes of a (small, error) body as text. */
async function readSmallBody(response, limit = 16 * 1024) {
    const chunks = [];
    let length = 0;
    try {
        for await (const chunk of response) {
            const buffer = chunk;
            chunks.push(buffer);
            length += buffer.length;
            if (length >= limit)
                break;
        }
    }
    catch {
        // A truncated error body still tells something.
    }
    finally {
        response.destroy();
    }
    return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
/** `<Code>AccessDenied</Code><Message>Request has expired</Message>` → both fields, when present. */
function parseStorageError(body) {
    const code = /<Code>([^<]{1,100})<\/Code>/i.exec(body)?.[1]?.trim();
    const message = /<Message>([^<]{1,300})<\/Message>/i.exec(body)?.[1]?.trim();
    return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
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
