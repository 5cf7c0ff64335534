export const id = 998;
export const ids = [998];
export const modules = {

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

/***/ 6106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readDocsConfig),
/* harmony export */   J: () => (/* binding */ emptyDocsConfig)
/* harmony export */ });
/* harmony import */ var _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4629);
/* harmony import */ var _json_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8172);
/* harmony import */ var _openapi_field_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5881);
/* harmony import */ var _repo_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6922);




function emptyDocsConfig() {
    return { sources: [], endpoints: [], sections: [], downloadSpecAt: undefined, pageFiles: new Set() };
}
/**
 * Reads a parsed docs.json and reports its own problems. The navigation is walked generically:
 * any object (tab, anchor, dropdown, version, language, group, ...) may carry `openapi` and
 * children; strings count as pages only inside `pages` arrays.
 */
function readDocsConfig(document, files, findings) {
    const config = emptyDocsConfig();
    const root = document.data;
    if (!(0,_json_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(root)) {
        findings.at(document, [], 'docs-json-invalid', 'docs.json must be a JSON object', 'value');
        return config;
    }
    const reader = new NavigationReader(config, files, (at, rule, message, target = 'value') => findings.at(document, at, rule, message, target));
    if (root.navigation !== undefined)
        reader.walk(root.navigation, ['navigation'], undefined, undefined);
    const contextual = root.contextual;
    if ((0,_json_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(contextual) && Array.isArray(contextual.options)) {
        const index = contextual.options.indexOf('download-spec');
        if (index >= 0)
            config.downloadSpecAt = ['contextual', 'options', index];
    }
    return config;
}
class NavigationReader {
    config;
    files;
    report;
    constructor(config, files, report) {
        this.config = config;
        this.files = files;
        this.report = report;
    }
    walk(node, at, scope, version) {
        if (Array.isArray(node)) {
            node.forEach((item, index) => this.walk(item, [...at, index], scope, version));
            return;
        }
        if (!(0,_json_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(node))
            return;
        const ownVersion = typeof node.version === 'string' ? node.version : version;
        let ownScope = scope;
        if ('openapi' in node) {
            ownScope = (0,_openapi_field_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOpenApiField */ .O)(node.openapi, [...at, 'openapi'], (path) => this.files.has(path), this.report);
            this.config.sources.push(...ownScope);
            const hasChildren = Object.entries(node).some(([key, value]) => key !== 'openapi' && Array.isArray(value) && value.length > 0);
            if (!hasChildren)
                this.config.sections.push({ sources: ownScope, version: ownVersion });
        }
        for (const [key, value] of Object.entries(node)) {
            if (key === 'openapi')
                continue;
            if (key === 'pages')
                this.readPages(value, [...at, key], ownScope, ownVersion);
            else if (typeof value === 'object' && value !== null)
                this.walk(value, [...at, key], ownScope, ownVersion);
        }
    }
    readPages(value, at, scope, version) {
        if (!Array.isArray(value)) {
            this.report(at, 'docs-json-invalid', 'pages must be an array of page paths, endpoints and groups');
            return;
        }
        value.forEach((entry, index) => {
            const entryAt = [...at, index];
            if (typeof entry === 'string') {
                const reference = (0,_endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEndpointReference */ .KZ)(entry);
                if (reference)
                    this.config.endpoints.push({ reference, scope, version, at: entryAt });
                else
                    this.checkPage(entry, entryAt);
            }
            else if ((0,_json_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(entry)) {
                this.walk(entry, entryAt, scope, version);
            }
            else {
                this.report(entryAt, 'docs-json-invalid', 'a pages entry must be a page path, an endpoint ("GET /path") or a group object');
            }
        });
    }
    checkPage(page, at) {
        if ((0,_repo_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isHttpUrlLike */ .vh)(page))
            return;
        if (page.trim() === '') {
            this.report(at, 'docs-json-invalid', 'a pages entry is empty: give a page path such as "guides/setup"');
            return;
        }
        const path = (0,_repo_files_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeRepoPath */ .NP)(page);
        if (!path) {
            this.report(at, 'nav-page-not-found', `navigation page ${JSON.stringify(page)} is not a path inside the repository`);
            return;
        }
        const candidates = /\.mdx?$/i.test(path) ? [path] : [`${path}.mdx`, `${path}.md`];
        const found = candidates.find((file) => this.files.has(file));
        if (found)
            this.config.pageFiles.add(found);
        else {
            this.report(at, 'nav-page-not-found', `navigation page ${JSON.stringify(page)} has no file: expected ${candidates.join(' or ')}`);
        }
    }
}


/***/ }),

/***/ 4629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KZ: () => (/* binding */ parseEndpointReference),
/* harmony export */   N2: () => (/* binding */ describeEndpoint),
/* harmony export */   y8: () => (/* binding */ HTTP_METHODS)
/* harmony export */ });
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const FORM = new RegExp(`^(?:(.+?)\\s+)?(${HTTP_METHODS.join('|')}|webhook)\\s+(\\S+)$`, 'i');
/**
 * `[file] METHOD /path` or `[file] webhook name`, as written in navigation entries and `openapi`
 * front matter. The method is matched in any case (`GET` and `get` both name the spec's `get`);
 * the path must start with `/` and is compared exactly. `method` is returned in lower case.
 */
function parseEndpointReference(text) {
    const match = FORM.exec(text.trim());
    if (!match)
        return undefined;
    const [, file, verb, target] = match;
    const method = verb.toLowerCase();
    if (method === 'webhook')
        return file ? { kind: 'webhook', file, name: target } : { kind: 'webhook', name: target };
    if (!target.startsWith('/'))
        return undefined;
    return file
        ? { kind: 'operation', file, method, path: target }
        : { kind: 'operation', method, path: target };
}
function describeEndpoint(reference) {
    return reference.kind === 'webhook'
        ? `webhook ${reference.name}`
        : `${reference.method.toUpperCase()} ${reference.path}`;
}


/***/ }),

/***/ 9010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Findings),
/* harmony export */   d: () => (/* binding */ START)
/* harmony export */ });
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7093);

/** Collects findings; the severity comes from the rule, identical findings are kept once. */
class Findings {
    byKey = new Map();
    add(rule, file, position, message) {
        const finding = {
            file,
            line: position.line,
            column: position.column,
            rule,
            message,
            severity: _rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y[rule].severity,
        };
        const key = `${file}\0${finding.line}\0${finding.column}\0${rule}\0${message}`;
        if (!this.byKey.has(key))
            this.byKey.set(key, finding);
    }
    /** A finding at `path` inside a parsed document (its key by default). */
    at(document, path, rule, message, target = 'key') {
        this.add(rule, document.file, document.position(path, target), message);
    }
    sorted() {
        return [...this.byKey.values()].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule));
    }
}
const START = { line: 1, column: 1 };
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 8172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   v4: () => (/* binding */ instancePathToPath),
/* harmony export */   vp: () => (/* binding */ parsePointer)
/* harmony export */ });
/* unused harmony export decodePointerSegment */
function decodePointerSegment(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** `#/a/b~1c` or `/a/b~1c` to `['a', 'b/c']`; undefined when it is not a JSON pointer. */
function parsePointer(pointer) {
    const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
    if (body === '')
        return [];
    if (!body.startsWith('/'))
        return undefined;
    let decoded;
    try {
        decoded = decodeURIComponent(body);
    }
    catch {
        decoded = body;
    }
    return decoded.slice(1).split('/').map(decodePointerSegment);
}
/** Follows a path through plain data; undefined when a segment is missing. */
function valueAt(root, path) {
    let node = root;
    for (const segment of path) {
        if (Array.isArray(node)) {
            if (!/^(0|[1-9]\d*)$/.test(segment))
                return undefined;
            node = node[Number(segment)];
        }
        else if (isRecord(node) && Object.hasOwn(node, segment)) {
            node = node[segment];
        }
        else {
            return undefined;
        }
        if (node === undefined)
            return undefined;
    }
    return node;
}
/** ajv's instancePath (`/paths/~1users/get`) as a path. */
function instancePathToPath(instancePath, data) {
    if (instancePath === '')
        return [];
    const path = [];
    let node = data;
    for (const raw of instancePath.slice(1).split('/')) {
        const segment = decodePointerSegment(raw);
        if (Array.isArray(node)) {
            path.push(Number(segment));
            node = node[Number(segment)];
        }
        else {
            path.push(segment);
            node = isRecord(node) ? node[segment] : undefined;
        }
    }
    return path;
}
/** Readable form for messages: `paths["/users"].get.responses["200"]`. */
function formatPath(path) {
    if (path.length === 0)
        return 'the document root';
    let text = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            text += `[${segment}]`;
        else if (/^[A-Za-z_$][\w$-]*$/.test(segment))
            text += text === '' ? segment : `.${segment}`;
        else
            text += `[${JSON.stringify(segment)}]`;
    }
    return text;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 5881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ DEFAULT_API_DIRECTORY),
/* harmony export */   O: () => (/* binding */ parseOpenApiField)
/* harmony export */ });
/* harmony import */ var _json_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8172);
/* harmony import */ var _repo_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6922);
/* harmony import */ var _core_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38);



const DEFAULT_API_DIRECTORY = 'api-reference';
const OBJECT_KEYS = new Set(['source', 'directory']);
/** The three forms (rule 2): a path or URL, an array of them, or `{ source, directory? }`. */
function parseOpenApiField(value, at, fileExists, report) {
    const sources = [];
    const add = (raw, directory, where) => {
        const source = parseSpecSource(raw, directory, where, fileExists, report);
        if (source)
            sources.push(source);
    };
    if (typeof value === 'string') {
        add(value, DEFAULT_API_DIRECTORY, at);
    }
    else if (Array.isArray(value)) {
        if (value.length === 0)
            report(at, 'openapi-field-invalid', 'openapi is an empty array: list at least one spec');
        value.forEach((item, index) => {
            if (typeof item === 'string')
                add(item, DEFAULT_API_DIRECTORY, [...at, index]);
            else
                report([...at, index], 'openapi-field-invalid', 'entries of an openapi array must be path or URL strings');
        });
    }
    else if ((0,_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value)) {
        for (const key of Object.keys(value)) {
            if (!OBJECT_KEYS.has(key)) {
                const message = `openapi has the unknown key ${JSON.stringify(key)} (it takes source and directory)`;
                report([...at, key], 'openapi-field-unknown-key', message, 'key');
            }
        }
        const directory = parseDirectory(value.directory, [...at, 'directory'], report);
        if (value.source === undefined) {
            report(at, 'openapi-field-invalid', 'openapi object needs a source (a spec path or URL)', 'key');
        }
        else if (typeof value.source !== 'string') {
            report([...at, 'source'], 'openapi-field-invalid', 'openapi.source must be a path or URL string');
        }
        else {
            add(value.source, directory, [...at, 'source']);
        }
    }
    else {
        report(at, 'openapi-field-invalid', 'openapi must be a path or URL string, an array of them, or { "source": ..., "directory": ... }');
    }
    return sources;
}
function parseDirectory(value, at, report) {
    if (value === undefined)
        return DEFAULT_API_DIRECTORY;
    const normal = typeof value === 'string' ? (0,_repo_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRepoPath */ .NP)(value) : undefined;
    if (!normal || (0,_repo_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isHttpUrlLike */ .vh)(normal)) {
        report(at, 'openapi-field-invalid', 'openapi.directory must be a folder path inside the repository, such as "api-reference/v2"');
        return DEFAULT_API_DIRECTORY;
    }
    return normal.replace(/\/+$/, '');
}
/** A path (repository-root relative, leading `/` optional) or an http(s) URL. */
function parseSpecSource(raw, directory, at, fileExists, report) {
    const text = raw.trim();
    if (text === '') {
        report(at, 'openapi-field-invalid', 'openapi source is empty: give a spec path such as "openapi.yaml" or an https URL');
        return undefined;
    }
    if ((0,_repo_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isHttpUrlLike */ .vh)(text)) {
        const usable = (0,_core_url_js__WEBPACK_IMPORTED_MODULE_2__/* .isHttpUrl */ .q)(text);
        if (!usable)
            report(at, 'openapi-source-invalid-url', `${JSON.stringify(text)} is not a well-formed http(s) URL`);
        return { kind: 'url', target: text, directory, at, usable };
    }
    const path = (0,_repo_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRepoPath */ .NP)(text);
    if (!path) {
        report(at, 'openapi-source-not-found', `spec path ${JSON.stringify(text)} points outside the repository`);
        return undefined;
    }
    const usable = fileExists(path);
    if (!usable) {
        report(at, 'openapi-source-not-found', `spec file ${JSON.stringify(path)} does not exist (paths are relative to the repository root)`);
    }
    return { kind: 'file', target: path, directory, at, usable };
}


/***/ }),

/***/ 6922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ normalizeRepoPath),
/* harmony export */   u4: () => (/* binding */ listRepositoryFiles),
/* harmony export */   vh: () => (/* binding */ isHttpUrlLike)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);
/** Every file of the repository as a posix path relative to `root`, sorted. */
async function listRepositoryFiles(root) {
    const files = [];
    let directories = [''];
    while (directories.length > 0) {
        const next = [];
        await Promise.all(directories.map(async (relative) => {
            const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, relative), { withFileTypes: true });
            for (const entry of entries) {
                const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
                if (entry.isDirectory()) {
                    if (!SKIPPED_DIRECTORIES.has(entry.name))
                        next.push(path);
                }
                else if (entry.isFile()) {
                    files.push(path);
                }
                else if (entry.isSymbolicLink()) {
                    // Linked files count; linked directories are not followed (no cycles).
                    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).catch(() => undefined);
                    if (target?.isFile())
                        files.push(path);
                }
            }
        }));
        directories = next;
    }
    return files.sort();
}
/**
 * A repository-root-relative reference (`/a/b.json`, `a/b.json`, `./a/b.json`) in normal form;
 * undefined when it leaves the repository.
 */
function normalizeRepoPath(reference) {
    const trimmed = reference.trim().replace(/\\/g, '/').replace(/^\/+/, '');
    if (trimmed === '')
        return undefined;
    const normal = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(trimmed);
    if (normal === '..' || normal.startsWith('../') || normal === '.')
        return undefined;
    return normal;
}
function isHttpUrlLike(reference) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference.trim());
}


/***/ }),

/***/ 7093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ RULES)
/* harmony export */ });
/**
 * Every rule the validator reports, with its fixed severity. Ids are stable: users filter on them
 * and the test corpus names them.
 */
const RULES = {
    // docs.json
    'docs-json-syntax': { severity: 'error', summary: 'docs.json is not valid JSON' },
    'docs-json-invalid': { severity: 'error', summary: 'docs.json has a value of the wrong shape' },
    'openapi-field-invalid': {
        severity: 'error',
        summary: 'an `openapi` field is not a string, array of strings or {source, directory}',
    },
    'openapi-field-unknown-key': {
        severity: 'warning',
        summary: 'an `openapi` object has a key other than source and directory',
    },
    'openapi-source-not-found': {
        severity: 'error',
        summary: 'a referenced spec file does not exist in the repository',
    },
    'openapi-source-invalid-url': { severity: 'error', summary: 'a spec URL is not a well-formed http(s) URL' },
    'openapi-source-url': {
        severity: 'warning',
        summary: 'a spec referenced by URL must be public and never redeploys the site',
    },
    'openapi-source-unreachable': {
        severity: 'error',
        summary: 'a spec URL could not be downloaded (only with fetchUrls)',
    },
    'nav-page-not-found': { severity: 'error', summary: 'a navigation page has no .mdx or .md file' },
    'nav-endpoint-no-spec': {
        severity: 'error',
        summary: 'a `METHOD /path` entry has no inherited openapi spec',
    },
    'nav-endpoint-spec-not-found': {
        severity: 'error',
        summary: 'the spec file of a `<file> METHOD /path` entry does not exist or is not a spec',
    },
    'nav-endpoint-not-found': { severity: 'error', summary: 'a navigation endpoint is not in its spec' },
    'nav-endpoint-excluded': {
        severity: 'warning',
        summary: 'a navigation endpoint is marked x-excluded, so it has no page',
    },
    'contextual-download-spec-no-spec': {
        severity: 'warning',
        summary: '`download-spec` is enabled but the repository has no spec',
    },
    // OpenAPI documents
    'openapi-syntax': { severity: 'error', summary: 'a spec is not valid JSON or YAML' },
    'openapi-version-unsupported': { severity: 'error', summary: 'a spec is not OpenAPI 3.0.x or 3.1.x' },
    'openapi-schema': { severity: 'error', summary: 'a spec does not conform to the OpenAPI schema' },
    'openapi-ref-external': { severity: 'error', summary: 'a $ref points outside its document' },
    'openapi-ref-unresolved': { severity: 'error', summary: 'an internal $ref points to nothing' },
    'openapi-webhooks-version': { severity: 'error', summary: '`webhooks` needs OpenAPI 3.1' },
    'openapi-x-hidden-invalid': { severity: 'error', summary: '`x-hidden` is not a boolean' },
    'openapi-x-excluded-invalid': { severity: 'error', summary: '`x-excluded` is not a boolean' },
    'openapi-x-doc-invalid': {
        severity: 'error',
        summary: 'the x-doc extension has a value of the wrong type',
    },
    'openapi-x-doc-unknown-key': {
        severity: 'warning',
        summary: 'the x-doc extension has a key the service ignores',
    },
    'openapi-x-group-invalid': { severity: 'error', summary: '`x-group` on a tag is not a string' },
    'openapi-x-default-no-effect': {
        severity: 'warning',
        summary: '`x-default` on a security scheme other than apiKey or http bearer',
    },
    'openapi-no-servers': { severity: 'warning', summary: 'no servers: the playground cannot send requests' },
    'openapi-security-unsupported': {
        severity: 'warning',
        summary: 'a security scheme kind the playground does not support',
    },
    'openapi-security-undefined': {
        severity: 'error',
        summary: 'a security requirement names an undefined scheme',
    },
    // MDX pages
    'mdx-front-matter-syntax': { severity: 'error', summary: 'front matter is not valid YAML' },
    'mdx-front-matter-type': {
        severity: 'error',
        summary: '`deprecated` is not a boolean or `version` not a string',
    },
    'mdx-openapi-invalid': {
        severity: 'error',
        summary: '`openapi` front matter is not `[file] METHOD /path` or `[file] webhook name`',
    },
    'mdx-openapi-spec-not-found': {
        severity: 'error',
        summary: 'the spec file named in front matter does not exist or is not a spec',
    },
    'mdx-openapi-not-found': {
        severity: 'error',
        summary: 'the endpoint or webhook named in front matter is in no spec',
    },
    'mdx-openapi-ambiguous': {
        severity: 'warning',
        summary: 'several specs have the endpoint; the alphabetically first wins',
    },
    'mdx-openapi-schema-invalid': {
        severity: 'error',
        summary: '`openapi-schema` front matter is not `[file] key`',
    },
    'mdx-openapi-schema-not-found': {
        severity: 'error',
        summary: 'the schema named in front matter is not in components.schemas',
    },
    'mdx-openapi-schema-ambiguous': {
        severity: 'error',
        summary: 'the schema name exists in several specs and no file is given',
    },
    // Generated pages
    'page-url-collision': { severity: 'error', summary: 'two generated pages have the same URL' },
    'page-url-collision-hidden': {
        severity: 'warning',
        summary: 'a generated page shares its URL with an x-hidden page',
    },
};


/***/ }),

/***/ 6731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* binding */ parseJsonSource),
  PJ: () => (/* binding */ parseSource),
  WF: () => (/* binding */ parseYamlSource)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/validate/json-locator.ts
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
/**
 * Finds where a path lies in JSON text that is already known to parse. Data comes from
 * `JSON.parse` (fast); positions are only needed for findings, so objects are read on demand, only
 * up to the member asked for, and never twice.
 */
class JsonLocator {
    text;
    objects = new Map();
    arrays = new Map();
    constructor(text) {
        this.text = text;
    }
    /**
     * Offset of the node at `path`: of its key when it is an object member and `target` is 'key',
     * else of its value. A path that does not exist yields its deepest existing ancestor.
     */
    locate(path, target = 'key') {
        let valueOffset = this.skipWhitespace(0);
        let keyOffset;
        for (const segment of path) {
            const code = this.text.charCodeAt(valueOffset);
            let next;
            if (code === OPEN_BRACE) {
                next = this.member(valueOffset, String(segment));
            }
            else if (code === OPEN_BRACKET) {
                const element = this.arrayElements(valueOffset)[Number(segment)];
                if (element !== undefined)
                    next = { keyOffset: element, valueOffset: element };
            }
            if (!next)
                break;
            keyOffset = next.keyOffset;
            valueOffset = next.valueOffset;
        }
        return target === 'key' && keyOffset !== undefined ? keyOffset : valueOffset;
    }
    /**
     * With duplicate keys this finds the first one (JSON.parse keeps the last): such a finding may
     * point at the wrong duplicate, a rare case not worth reading whole objects for.
     */
    member(start, key) {
        let index = this.objects.get(start);
        if (!index) {
            index = { members: new Map(), next: this.skipWhitespace(start + 1) };
            this.objects.set(start, index);
        }
        let found = index.members.get(key);
        while (!found && index.next !== -1)
            found = this.readMember(index, key);
        return found;
    }
    /** Reads the next member; returns it when its key is `wanted`. */
    readMember(index, wanted) {
        const pos = index.next;
        if (pos >= this.text.length || this.text.charCodeAt(pos) === CLOSE_BRACE) {
            index.next = -1;
            return undefined;
        }
        const keyEnd = this.skipString(pos);
        const rawKey = this.text.slice(pos + 1, keyEnd - 1);
        const key = rawKey.includes('\\') ? JSON.parse(this.text.slice(pos, keyEnd)) : rawKey;
        const valueOffset = this.skipWhitespace(this.skipWhitespace(keyEnd) + 1);
        const member = { keyOffset: pos, valueOffset };
        if (!index.members.has(key))
            index.members.set(key, member);
        let next = this.skipWhitespace(this.skipValue(valueOffset));
        if (this.text.charCodeAt(next) === COMMA)
            next = this.skipWhitespace(next + 1);
        index.next = next;
        return key === wanted ? member : undefined;
    }
    arrayElements(start) {
        let elements = this.arrays.get(start);
        if (elements)
            return elements;
        elements = [];
        let pos = this.skipWhitespace(start + 1);
        while (pos < this.text.length && this.text.charCodeAt(pos) !== CLOSE_BRACKET) {
            elements.push(pos);
            pos = this.skipWhitespace(this.skipValue(pos));
            if (this.text.charCodeAt(pos) === COMMA)
                pos = this.skipWhitespace(pos + 1);
        }
        this.arrays.set(start, elements);
        return elements;
    }
    skipValue(pos) {
        const text = this.text;
        const code = text.charCodeAt(pos);
        if (code === QUOTE)
            return this.skipString(pos);
        if (code === OPEN_BRACE || code === OPEN_BRACKET) {
            let depth = 0;
            let i = pos;
            while (i < text.length) {
                const c = text.charCodeAt(i);
                if (c === QUOTE) {
                    i = this.skipString(i);
                    continue;
                }
                if (c === OPEN_BRACE || c === OPEN_BRACKET)
                    depth++;
                else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                    depth--;
                    if (depth === 0)
                        return i + 1;
                }
                i++;
            }
            return i;
        }
        let i = pos;
        while (i < text.length) {
            const c = text.charCodeAt(i);
            if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isWhitespace(c))
                break;
            i++;
        }
        return i;
    }
    /** Offset just after the closing quote of the string starting at `pos`. */
    skipString(pos) {
        const text = this.text;
        let from = pos + 1;
        for (;;) {
            const quote = text.indexOf('"', from);
            if (quote === -1)
                return text.length;
            let backslashes = 0;
            while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
                backslashes++;
            if (backslashes % 2 === 0)
                return quote + 1;
            from = quote + 1;
        }
    }
    skipWhitespace(pos) {
        while (pos < this.text.length && isWhitespace(this.text.charCodeAt(pos)))
            pos++;
        return pos;
    }
}
function isWhitespace(code) {
    return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

;// CONCATENATED MODULE: ./src/validate/json-syntax-error.ts
/**
 * Where JSON text stops being valid, for the parse errors whose V8 message carries no position
 * ("Unexpected token ..."). Only run after JSON.parse failed, so speed does not matter.
 */
function findJsonSyntaxError(text) {
    const scanner = new Scanner(text);
    try {
        scanner.skipWhitespace();
        scanner.value();
        scanner.skipWhitespace();
        if (scanner.pos < text.length)
            scanner.fail('unexpected content after the JSON value');
        return { offset: text.length, message: 'invalid JSON' };
    }
    catch (error) {
        if (error instanceof SyntaxAt)
            return { offset: error.offset, message: error.message };
        throw error;
    }
}
class SyntaxAt extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
class Scanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    fail(message) {
        throw new SyntaxAt(message, Math.min(this.pos, this.text.length));
    }
    skipWhitespace() {
        while (/[ \t\n\r]/.test(this.text[this.pos] ?? ''))
            this.pos++;
    }
    value() {
        const c = this.text[this.pos];
        if (c === undefined)
            this.fail('unexpected end of JSON input');
        if (c === '{')
            return this.object();
        if (c === '[')
            return this.array();
        if (c === '"')
            return this.string();
        for (const word of ['true', 'false', 'null']) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return;
            }
        }
        NUMBER.lastIndex = this.pos;
        if ((c === '-' || (c >= '0' && c <= '9')) && NUMBER.test(this.text)) {
            this.pos = NUMBER.lastIndex;
            return;
        }
        if ((c === ']' || c === '}') && /,\s*$/.test(this.text.slice(0, this.pos))) {
            this.fail(`trailing comma before '${c}' (JSON allows none)`);
        }
        this.fail(`unexpected ${describe(c)}; expected a value`);
    }
    object() {
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return;
        }
        for (;;) {
            if (this.text[this.pos] === '}')
                this.fail("trailing comma before '}' (JSON allows none)");
            if (this.text[this.pos] !== '"')
                this.fail(`expected a double-quoted property name, found ${this.here()}`);
            this.string();
            this.skipWhitespace();
            if (this.text[this.pos] !== ':')
                this.fail(`expected ':' after the property name, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
            this.value();
            this.skipWhitespace();
            const c = this.text[this.pos];
            if (c === '}') {
                this.pos++;
                return;
            }
            if (c !== ',')
                this.fail(`expected ',' or '}' after a property value, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
        }
    }
    array() {
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return;
        }
        for (;;) {
            this.value();
            this.skipWhitespace();
            const c = this.text[this.pos];
            if (c === ']') {
                this.pos++;
                return;
            }
            if (c !== ',')
                this.fail(`expected ',' or ']' after an array element, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
        }
    }
    string() {
        this.pos++;
        for (;;) {
            const c = this.text[this.pos];
            if (c === undefined)
                this.fail('unterminated string');
            if (c === '"') {
                this.pos++;
                return;
            }
            if (c < ' ')
                this.fail('control character in a string (escape it, e.g. \\n)');
            if (c === '\\') {
                const escape = this.text[this.pos + 1] ?? '';
                if (escape === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6)))
                        this.fail('bad \\u escape');
                    this.pos += 6;
                    continue;
                }
                if (!'"\\/bfnrt'.includes(escape) || escape === '')
                    this.fail(`bad escape \\${escape}`);
                this.pos += 2;
                continue;
            }
            this.pos++;
        }
    }
    here() {
        const c = this.text[this.pos];
        return c === undefined ? 'end of input' : describe(c);
    }
}
function describe(c) {
    return c === '\n' ? 'a line break' : `'${c}'`;
}

;// CONCATENATED MODULE: ./src/validate/line-index.ts
/**
 * Offset to 1-based line/column. Line starts are found on demand and only as far as asked, so
 * files without findings never pay for it and findings near the top stay cheap in huge files.
 */
class LineIndex {
    text;
    starts = [0];
    scanned = 0;
    constructor(text) {
        this.text = text;
    }
    position(offset) {
        this.scanTo(offset);
        const starts = this.starts;
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    }
    scanTo(offset) {
        while (this.scanned <= offset && this.scanned < this.text.length) {
            const newline = this.text.indexOf('\n', this.scanned);
            if (newline === -1) {
                this.scanned = this.text.length;
                return;
            }
            this.starts.push(newline + 1);
            this.scanned = newline + 1;
        }
    }
}

;// CONCATENATED MODULE: ./src/validate/source-document.ts




/** By extension; anything else is sniffed (`{`/`[` first means JSON). */
function parseSource(file, text) {
    if (/\.json$/i.test(file))
        return parseJsonSource(file, text);
    if (/\.ya?ml$/i.test(file))
        return parseYamlSource(file, text);
    return /^\uFEFF?\s*[[{]/.test(text) ? parseJsonSource(file, text) : parseYamlSource(file, text);
}
function parseJsonSource(file, text) {
    // A byte-order mark is not JSON whitespace; a space keeps every offset in place.
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    const lines = new LineIndex(source);
    let data;
    try {
        data = JSON.parse(source);
    }
    catch {
        const { offset, message } = findJsonSyntaxError(source);
        return { ok: false, position: lines.position(offset), message };
    }
    const locator = new JsonLocator(source);
    return {
        ok: true,
        document: {
            file,
            format: 'json',
            data,
            position: (path, target = 'key') => lines.position(locator.locate(path, target)),
        },
    };
}
/** `lineOffset` shifts every line, for YAML embedded in another file (front matter). */
function parseYamlSource(file, text, lineOffset = 0) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const lineCounter = new dist/* LineCounter */.HN();
    const shift = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    // Merge keys (`<<: *base`) are YAML 1.1, but common in specs and accepted by the service.
    const doc = (0,dist/* parseDocument */.Tp)(source, { lineCounter, prettyErrors: false, merge: true });
    const first = doc.errors[0];
    if (first) {
        // Errors found at the end of input (unclosed brackets) point at the last line with content.
        const lastContent = Math.max(0, source.trimEnd().length - 1);
        return { ok: false, position: shift(Math.min(first.pos[0], lastContent)), message: first.message };
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 10_000 });
    }
    catch (error) {
        return { ok: false, position: shift(0), message: error instanceof Error ? error.message : String(error) };
    }
    return {
        ok: true,
        document: {
            file,
            format: 'yaml',
            data,
            position: (path, target = 'key') => shift(yamlOffset(doc, path, target)),
        },
    };
}
function yamlOffset(doc, path, target) {
    let node = doc.contents;
    let keyNode;
    for (const segment of path) {
        if ((0,dist/* isAlias */.Vj)(node))
            node = node.resolve(doc);
        let next;
        let nextKey;
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            nextKey = pair.key;
            next = pair.value ?? pair.key;
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            next = node.items[Number(segment)];
            nextKey = next;
        }
        if (!next)
            break;
        keyNode = nextKey;
        node = next;
    }
    const chosen = target === 'key' && keyNode ? keyNode : node;
    return chosen?.range?.[0] ?? 0;
}


/***/ })

};
