export const id = 890;
export const ids = [890];
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

/***/ 5573:
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
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/validate/endpoint-reference.ts
var endpoint_reference = __webpack_require__(4629);
// EXTERNAL MODULE: ./src/validate/json-path.ts
var json_path = __webpack_require__(8172);
;// CONCATENATED MODULE: ./src/validate/openapi-model.ts


function findOperation(document, method, path) {
    return document.index.get(indexKey('operation', method, path));
}
/** The first operation of the webhook (a webhook is a path item; usually it has one, `post`). */
function findWebhook(document, name) {
    return document.index.get(indexKey('webhook', '', name));
}
function indexKey(kind, method, path) {
    return `${kind} ${method} ${path}`;
}
function buildOpenApiDocument(source, root, openapi, minor) {
    const operations = [];
    const operationObjects = new Set();
    const collect = (kind, container, map) => {
        if (!(0,json_path/* isRecord */.u4)(map))
            return;
        for (const [name, rawItem] of Object.entries(map)) {
            const item = resolveInternal(root, rawItem, [container, name]);
            if (!item)
                continue;
            for (const method of endpoint_reference/* HTTP_METHODS */.y8) {
                const operation = item.value[method];
                if (!(0,json_path/* isRecord */.u4)(operation))
                    continue;
                operations.push({ kind, method, path: name, pointer: [...item.pointer, method], operation });
                collectWithCallbacks(root, operation, operationObjects, 0);
            }
        }
    };
    collect('operation', 'paths', root.paths);
    if (minor === '3.1')
        collect('webhook', 'webhooks', root.webhooks);
    // Callbacks declared once under components and never used still hold operations.
    const components = (0,json_path/* isRecord */.u4)(root.components) ? root.components : {};
    for (const callback of Object.values((0,json_path/* isRecord */.u4)(components.callbacks) ? components.callbacks : {})) {
        collectCallbackOperations(root, callback, operationObjects, 0);
    }
    for (const rawItem of Object.values((0,json_path/* isRecord */.u4)(components.pathItems) ? components.pathItems : {})) {
        const item = resolveInternal(root, rawItem, []);
        for (const method of endpoint_reference/* HTTP_METHODS */.y8) {
            const operation = item?.value[method];
            if ((0,json_path/* isRecord */.u4)(operation))
                collectWithCallbacks(root, operation, operationObjects, 0);
        }
    }
    const schemas = (0,json_path/* isRecord */.u4)(components.schemas) ? components.schemas : {};
    const index = new Map();
    for (const info of operations) {
        const method = info.kind === 'webhook' ? '' : info.method;
        const key = indexKey(info.kind, method, info.path);
        if (!index.has(key))
            index.set(key, info);
    }
    return {
        file: source.file,
        source,
        root,
        openapi,
        minor,
        operations,
        operationObjects,
        schemaNames: new Set(Object.keys(schemas)),
        index,
    };
}
const MAX_REF_HOPS = 16;
/** An object, following internal `$ref`s (path items in `components.pathItems`, callbacks, ...). */
function resolveInternal(root, value, pointer) {
    let current = value;
    let currentPointer = pointer;
    for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
        if (!(0,json_path/* isRecord */.u4)(current))
            return undefined;
        const ref = current.$ref;
        if (typeof ref !== 'string')
            return { value: current, pointer: currentPointer };
        const target = (0,json_path/* parsePointer */.vp)(ref);
        if (!ref.startsWith('#') || !target)
            return undefined;
        current = (0,json_path/* valueAt */.fK)(root, target);
        currentPointer = target;
    }
    return undefined;
}
function collectWithCallbacks(root, operation, into, depth) {
    if (into.has(operation) || depth > MAX_REF_HOPS)
        return;
    into.add(operation);
    if (!(0,json_path/* isRecord */.u4)(operation.callbacks))
        return;
    for (const callback of Object.values(operation.callbacks)) {
        collectCallbackOperations(root, callback, into, depth + 1);
    }
}
function collectCallbackOperations(root, rawCallback, into, depth) {
    const callback = resolveInternal(root, rawCallback, []);
    if (!callback)
        return;
    for (const rawItem of Object.values(callback.value)) {
        const item = resolveInternal(root, rawItem, []);
        for (const method of endpoint_reference/* HTTP_METHODS */.y8) {
            const operation = item?.value[method];
            if ((0,json_path/* isRecord */.u4)(operation))
                collectWithCallbacks(root, operation, into, depth);
        }
    }
}

;// CONCATENATED MODULE: ./src/validate/endpoint-hint.ts



/** True when the document has the operation or webhook. */
function hasEndpoint(document, reference) {
    return reference.kind === 'webhook'
        ? findWebhook(document, reference.name) !== undefined
        : findOperation(document, reference.method, reference.path) !== undefined;
}
/** A near miss in the given documents, as ` (did you mean ...?)`, or ''. */
function endpointHint(documents, reference) {
    for (const document of documents) {
        if (reference.kind === 'webhook') {
            if (document.minor === '3.0' &&
                (0,json_path/* isRecord */.u4)(document.root.webhooks) &&
                reference.name in document.root.webhooks) {
                return ` (${document.file} declares it, but webhooks need OpenAPI 3.1)`;
            }
            const names = document.operations.filter((o) => o.kind === 'webhook').map((o) => o.path);
            const near = names.find((name) => name.toLowerCase() === reference.name.toLowerCase());
            if (near)
                return ` (did you mean webhook ${near}?)`;
            continue;
        }
        const paths = (0,json_path/* isRecord */.u4)(document.root.paths) ? document.root.paths : {};
        const item = paths[reference.path];
        if ((0,json_path/* isRecord */.u4)(item)) {
            const methods = endpoint_reference/* HTTP_METHODS */.y8.filter((m) => (0,json_path/* isRecord */.u4)(item[m])).map((m) => m.toUpperCase());
            if (methods.length > 0)
                return ` (${document.file} has ${reference.path} with ${methods.join(', ')})`;
        }
        const canonical = (path) => path.toLowerCase().replace(/\/+$/, '');
        const near = Object.keys(paths).find((path) => path !== reference.path && canonical(path) === canonical(reference.path));
        if (near)
            return ` (did you mean ${reference.method.toUpperCase()} ${near}? paths must match exactly)`;
    }
    return '';
}

// EXTERNAL MODULE: ./src/validate/findings.ts
var validate_findings = __webpack_require__(9010);
;// CONCATENATED MODULE: ./src/validate/front-matter.ts
/** The YAML block between a leading `---` line and the next `---` (or `...`) line. */
function extractFrontMatter(text) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const opening = /^---[ \t]*\r?\n/.exec(source);
    if (!opening)
        return { kind: 'none' };
    const rest = source.slice(opening[0].length);
    const closing = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest);
    if (!closing)
        return { kind: 'unclosed' };
    return { kind: 'yaml', yaml: rest.slice(0, closing.index), lineOffset: 1 };
}

// EXTERNAL MODULE: ./src/validate/repo-files.ts
var repo_files = __webpack_require__(6922);
// EXTERNAL MODULE: ./src/validate/source-document.ts + 3 modules
var source_document = __webpack_require__(6731);
;// CONCATENATED MODULE: ./src/validate/check-mdx.ts









const READ_CONCURRENCY = 16;
/** Parses the front matter of each page and checks what needs no spec. */
async function readMdxPages(root, files, findings) {
    const pages = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            const text = await (0,promises_.readFile)((0,external_node_path_.join)(root, file), 'utf8').catch(() => undefined);
            if (text === undefined)
                continue;
            const page = readPage(file, text, findings);
            if (page)
                pages.push(page);
        }
    };
    await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
    return pages.sort((a, b) => (a.source.file < b.source.file ? -1 : 1));
}
function readPage(file, text, findings) {
    const frontMatter = extractFrontMatter(text);
    if (frontMatter.kind === 'none')
        return undefined;
    if (frontMatter.kind === 'unclosed') {
        findings.add('mdx-front-matter-syntax', file, validate_findings/* START */.d, 'front matter opened with --- is never closed: end it with a --- line');
        return undefined;
    }
    const parsed = (0,source_document/* parseYamlSource */.WF)(file, frontMatter.yaml, frontMatter.lineOffset);
    if (!parsed.ok) {
        findings.add('mdx-front-matter-syntax', file, parsed.position, `front matter is not valid YAML: ${parsed.message}`);
        return undefined;
    }
    const source = parsed.document;
    const data = source.data;
    if (!(0,json_path/* isRecord */.u4)(data))
        return undefined;
    const page = { source };
    if (data.deprecated !== undefined && typeof data.deprecated !== 'boolean') {
        findings.at(source, ['deprecated'], 'mdx-front-matter-type', `deprecated must be true or false, not ${JSON.stringify(data.deprecated)}`, 'value');
    }
    if (data.version !== undefined && typeof data.version !== 'string') {
        findings.at(source, ['version'], 'mdx-front-matter-type', `version must be a string, not ${JSON.stringify(data.version)}: quote it in YAML (version: "1.0")`, 'value');
    }
    if (data.openapi !== undefined) {
        const endpoint = typeof data.openapi === 'string' ? (0,endpoint_reference/* parseEndpointReference */.KZ)(data.openapi) : undefined;
        if (endpoint)
            page.endpoint = endpoint;
        else {
            findings.at(source, ['openapi'], 'mdx-openapi-invalid', `openapi must be "[file] METHOD /path" or "[file] webhook name", e.g. "openapi.yaml GET /users/{id}"; got ${JSON.stringify(data.openapi)}`, 'value');
        }
    }
    const schema = data['openapi-schema'];
    if (schema !== undefined) {
        const tokens = typeof schema === 'string' ? schema.trim().split(/\s+/).filter(Boolean) : [];
        const key = tokens.pop();
        if (key === undefined) {
            findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-invalid', `openapi-schema must be "[file] SchemaName", naming a key of components.schemas; got ${JSON.stringify(schema)}`, 'value');
        }
        else {
            page.schema = tokens.length > 0 ? { file: tokens.join(' '), key } : { key };
        }
    }
    return page;
}
/** Repository spec files that front matter names explicitly. */
function specFilesNamedByPages(pages) {
    const files = [];
    for (const page of pages) {
        for (const file of [page.endpoint?.file, page.schema?.file]) {
            const path = file && !(0,repo_files/* isHttpUrlLike */.vh)(file) ? (0,repo_files/* normalizeRepoPath */.NP)(file) : undefined;
            if (path)
                files.push(path);
        }
    }
    return files;
}
function checkMdxReferences(pages, registry, findings) {
    const all = registry.repositoryDocuments();
    for (const page of pages) {
        if (page.endpoint)
            checkEndpoint(page.source, page.endpoint, registry, all, findings);
        if (page.schema)
            checkSchema(page.source, page.schema, registry, all, findings);
    }
}
/** The document a front-matter file token names; undefined when reported or not checkable. */
function namedDocument(source, key, file, registry, findings) {
    const target = (0,repo_files/* isHttpUrlLike */.vh)(file) ? file : (0,repo_files/* normalizeRepoPath */.NP)(file);
    const entry = target ? registry.get(target) : { state: 'missing' };
    if (entry.state === 'missing') {
        findings.at(source, [key], 'mdx-openapi-spec-not-found', `spec file ${JSON.stringify(file)} does not exist (paths are relative to the repository root)`, 'value');
    }
    return entry.state === 'ok' ? entry.document : undefined;
}
function checkEndpoint(source, reference, registry, all, findings) {
    const what = (0,endpoint_reference/* describeEndpoint */.N2)(reference);
    if (reference.file) {
        const document = namedDocument(source, 'openapi', reference.file, registry, findings);
        if (document && !hasEndpoint(document, reference)) {
            findings.at(source, ['openapi'], 'mdx-openapi-not-found', `${document.file} has no ${what}${endpointHint([document], reference)}`, 'value');
        }
        return;
    }
    const matches = all.filter((document) => hasEndpoint(document, reference));
    if (matches.length === 0) {
        const searched = all.length > 0 ? `searched ${all.map((d) => d.file).join(', ')}` : 'the repository has no spec';
        findings.at(source, ['openapi'], 'mdx-openapi-not-found', `${what} is in no spec (${searched})${endpointHint(all, reference)}`, 'value');
    }
    else if (matches.length > 1) {
        const [winner] = matches;
        findings.at(source, ['openapi'], 'mdx-openapi-ambiguous', `${what} is in ${matches.map((d) => d.file).join(', ')}; ${winner.file} wins (first in alphabetical order): write "${winner.file} ${what}" to say so`, 'value');
    }
}
function checkSchema(source, schema, registry, all, findings) {
    if (schema.file) {
        const document = namedDocument(source, 'openapi-schema', schema.file, registry, findings);
        if (document && !document.schemaNames.has(schema.key)) {
            findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-not-found', `components.schemas of ${document.file} has no ${JSON.stringify(schema.key)}`, 'value');
        }
        return;
    }
    const matches = all.filter((document) => document.schemaNames.has(schema.key));
    if (matches.length === 0) {
        findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-not-found', `no spec has ${JSON.stringify(schema.key)} in components.schemas${all.length > 0 ? ` (searched ${all.map((d) => d.file).join(', ')})` : ''}`, 'value');
    }
    else if (matches.length > 1) {
        findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-ambiguous', `schema ${JSON.stringify(schema.key)} exists in ${matches.map((d) => d.file).join(', ')}: name the file, e.g. "${matches[0].file} ${schema.key}"`, 'value');
    }
}

// EXTERNAL MODULE: ./src/validate/openapi-field.ts
var openapi_field = __webpack_require__(5881);
;// CONCATENATED MODULE: ./src/validate/slug.ts
/** URL segment: lower case letters and digits of any script, runs of anything else as one `-`. */
function slugify(text) {
    return text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '');
}

;// CONCATENATED MODULE: ./src/validate/generated-pages.ts


/**
 * The page the service generates for an operation, or undefined for `x-excluded` ones.
 *
 * URL: `/<directory>/<tag>/<slug>`, where `tag` is the slug of the operation's first tag (left out
 * when it has none; rule 13: the tag name, not its x-group, is the URL segment) and `slug` is the
 * slug of the summary, else of `METHOD /path` (`webhook name` for webhooks). `x-doc.href` replaces
 * the whole URL. `x-hidden` follows the live service: the page is generated (its URL taken) but
 * left out of the navigation; `x-excluded` drops the page.
 */
function pageFor(document, info, directory, extension, version) {
    const { operation } = info;
    if (operation['x-excluded'] === true)
        return undefined;
    const method = info.kind === 'webhook' ? 'WEBHOOK' : info.method.toUpperCase();
    const generatedName = info.kind === 'webhook' ? `webhook ${info.path}` : `${method} ${info.path}`;
    const summary = typeof operation.summary === 'string' && operation.summary.trim() !== ''
        ? operation.summary.trim()
        : undefined;
    const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : undefined;
    const doc = operation[extension];
    const href = (0,json_path/* isRecord */.u4)(doc) && typeof doc.href === 'string' && doc.href !== '' ? doc.href : undefined;
    const segments = [
        directory,
        tag === undefined ? '' : slugify(tag),
        slugify(summary ?? '') || slugify(generatedName),
    ];
    const url = href ?? '/' + segments.filter((s) => s !== '').join('/');
    const page = {
        title: summary ?? (info.kind === 'webhook' ? `WEBHOOK ${info.path}` : generatedName),
        url,
        method,
        path: info.path,
        spec: document.file,
    };
    const group = tag === undefined ? undefined : tagGroup(document, tag);
    if (group !== undefined)
        page.group = group;
    if (operation.deprecated === true)
        page.deprecated = true;
    if (version !== undefined)
        page.version = version;
    if (operation['x-hidden'] === true)
        page.hidden = true;
    const origin = href
        ? [...info.pointer, extension, 'href']
        : summary
            ? [...info.pointer, 'summary']
            : info.pointer;
    return { page, file: document.file, position: () => document.source.position(origin) };
}
function tagGroup(document, tag) {
    const tags = Array.isArray(document.root.tags) ? document.root.tags : [];
    const declared = tags.find((t) => (0,json_path/* isRecord */.u4)(t) && t.name === tag);
    return typeof declared?.['x-group'] === 'string' ? declared['x-group'] : tag;
}
/**
 * Keeps one candidate per page (the same operation listed twice is one page) and reports
 * different pages that share a URL.
 */
function resolvePages(candidates, extension, findings) {
    const byUrl = new Map();
    const pages = [];
    for (const candidate of candidates) {
        const { page } = candidate;
        const key = page.url.length > 1 ? page.url.replace(/\/+$/, '') : page.url;
        const sameUrl = byUrl.get(key) ?? [];
        if (sameUrl.some((c) => samePage(c.page, page)))
            continue;
        const other = sameUrl[0];
        if (other) {
            const hidden = other.page.hidden === true || page.hidden === true;
            findings.add(hidden ? 'page-url-collision-hidden' : 'page-url-collision', candidate.file, candidate.position(), `${describe(page)} gets the page URL ${page.url}, already taken by ${describe(other.page)}${hidden ? ' (x-hidden: generated but not in the navigation)' : ''}: give it another summary or tag, set ${extension}.href, or move one spec to another directory`);
        }
        sameUrl.push(candidate);
        byUrl.set(key, sameUrl);
        pages.push(page);
    }
    return pages;
}
function samePage(a, b) {
    return a.spec === b.spec && a.method === b.method && a.path === b.path;
}
function describe(page) {
    return `${page.method} ${page.path} (${page.spec})`;
}

;// CONCATENATED MODULE: ./src/validate/check-navigation.ts






/**
 * Checks what the navigation references in the specs and lists the pages it generates: every
 * endpoint of sections with `openapi` and no pages, and each `[file] METHOD /path` entry.
 */
function checkNavigation(docs, config, registry, extension, findings) {
    const candidates = [];
    const hinted = new Set();
    for (const source of config.sources) {
        if (source.kind !== 'url' || !source.usable || hinted.has(source.target))
            continue;
        hinted.add(source.target);
        findings.at(docs, source.at, 'openapi-source-url', 'a spec referenced by URL must be publicly reachable, and changing it never redeploys the site: call the Trigger deployment operation after each change (or keep the spec in the repository)', 'value');
    }
    for (const section of config.sections) {
        for (const source of section.sources) {
            const document = documentOf(source, registry);
            if (!document)
                continue;
            for (const info of document.operations) {
                const candidate = pageFor(document, info, source.directory, extension, section.version);
                if (candidate)
                    candidates.push(candidate);
            }
        }
    }
    for (const entry of config.endpoints) {
        const { reference } = entry;
        const what = (0,endpoint_reference/* describeEndpoint */.N2)(reference);
        let documents = [];
        let checkable = true;
        if (reference.file) {
            const target = (0,repo_files/* isHttpUrlLike */.vh)(reference.file) ? reference.file : (0,repo_files/* normalizeRepoPath */.NP)(reference.file);
            const state = target ? registry.get(target) : { state: 'missing' };
            if (state.state === 'missing') {
                findings.at(docs, entry.at, 'nav-endpoint-spec-not-found', `spec file ${JSON.stringify(reference.file)} of "${what}" does not exist (paths are relative to the repository root)`, 'value');
                continue;
            }
            if (state.state !== 'ok')
                continue;
            const scoped = entry.scope?.find((s) => s.target === target);
            documents = [{ document: state.document, directory: scoped?.directory ?? openapi_field/* DEFAULT_API_DIRECTORY */.D }];
        }
        else {
            if (!entry.scope) {
                findings.at(docs, entry.at, 'nav-endpoint-no-spec', `"${what}" needs a spec: add openapi to this group or one above it, or name the file ("openapi.yaml ${what}")`, 'value');
                continue;
            }
            for (const source of entry.scope) {
                const document = documentOf(source, registry);
                if (document)
                    documents.push({ document, directory: source.directory });
                else
                    checkable = false;
            }
        }
        const match = documents.find(({ document }) => hasEndpoint(document, reference));
        if (!match) {
            // Missing files and offline URLs are reported (or hinted) where they are referenced.
            if (!checkable || documents.length === 0)
                continue;
            const names = documents.map(({ document }) => document.file).join(', ');
            const hint = endpointHint(documents.map(({ document }) => document), reference);
            findings.at(docs, entry.at, 'nav-endpoint-not-found', `"${what}" is not in ${names}${hint}`, 'value');
            continue;
        }
        const info = operationOf(match.document, reference);
        if (!info)
            continue;
        if (info.operation['x-excluded'] === true) {
            findings.at(docs, entry.at, 'nav-endpoint-excluded', `"${what}" is x-excluded in ${match.document.file}, so it has no page: remove the entry or the extension`, 'value');
            continue;
        }
        const candidate = pageFor(match.document, info, match.directory, extension, entry.version);
        if (candidate)
            candidates.push(candidate);
    }
    if (config.downloadSpecAt &&
        registry.documents().length === 0 &&
        !config.sources.some((s) => s.kind === 'url')) {
        findings.at(docs, config.downloadSpecAt, 'contextual-download-spec-no-spec', 'download-spec is enabled but the repository has no OpenAPI spec to download', 'value');
    }
    return candidates;
}
function documentOf(source, registry) {
    if (!source.usable)
        return undefined;
    const entry = registry.get(source.target);
    return entry.state === 'ok' ? entry.document : undefined;
}
function operationOf(document, reference) {
    return reference.kind === 'webhook'
        ? findWebhook(document, reference.name)
        : findOperation(document, reference.method, reference.path);
}

// EXTERNAL MODULE: ./src/validate/docs-config.ts
var docs_config = __webpack_require__(6106);
;// CONCATENATED MODULE: ./src/validate/check-document.ts


/** Document-level rules: servers for the playground, tag groups, webhooks only from 3.1 on. */
function checkDocumentLevel(document, findings) {
    const { root, source } = document;
    if (root.webhooks !== undefined && document.minor === '3.0') {
        findings.at(source, ['webhooks'], 'openapi-webhooks-version', `webhooks need OpenAPI 3.1 or later; this document is ${document.openapi}: set openapi to 3.1.x (or drop webhooks)`);
    }
    if (!hasServers(root)) {
        findings.at(source, 'servers' in root ? ['servers'] : ['openapi'], 'openapi-no-servers', 'no servers: the API playground cannot send requests and falls back to simple mode; add servers: [{ url: "https://api.example.com" }]');
    }
    if (Array.isArray(root.tags)) {
        root.tags.forEach((tag, index) => {
            if ((0,json_path/* isRecord */.u4)(tag) && 'x-group' in tag && typeof tag['x-group'] !== 'string') {
                findings.at(source, ['tags', index, 'x-group'], 'openapi-x-group-invalid', `x-group on tag ${JSON.stringify(tag.name)} must be a string (the navigation group label)`, 'value');
            }
        });
    }
}
/** Servers at the root, or on every path item or operation (webhooks send no requests). */
function hasServers(root) {
    const nonEmpty = (servers) => Array.isArray(servers) && servers.length > 0;
    if (nonEmpty(root.servers))
        return true;
    const items = (0,json_path/* isRecord */.u4)(root.paths) ? Object.values(root.paths).filter(json_path/* isRecord */.u4) : [];
    return items.every((item) => nonEmpty(item.servers) ||
        endpoint_reference/* HTTP_METHODS */.y8.every((method) => {
            const operation = item[method];
            return !(0,json_path/* isRecord */.u4)(operation) || nonEmpty(operation.servers);
        }));
}

;// CONCATENATED MODULE: ./src/validate/check-extensions.ts

const SCHEMA_DOC_KEYS = new Set(['pre', 'post']);
/**
 * The service's extensions, checked during the document walk: `x-hidden`/`x-excluded` and the
 * vendor extension (`x-doc` by default) on operations, the vendor extension's pills on schemas.
 */
class ExtensionChecker {
    source;
    findings;
    extension;
    operations;
    constructor(source, findings, extension, operations) {
        this.source = source;
        this.findings = findings;
        this.extension = extension;
        this.operations = operations;
    }
    visit(node, path) {
        const isOperation = this.operations.has(node);
        if (isOperation) {
            for (const [key, rule] of [
                ['x-hidden', 'openapi-x-hidden-invalid'],
                ['x-excluded', 'openapi-x-excluded-invalid'],
            ]) {
                const value = node[key];
                if (value !== undefined && typeof value !== 'boolean') {
                    this.report([...path, key], rule, `${key} must be true or false, not ${JSON.stringify(value)}`);
                }
            }
        }
        if ('x-default' in node)
            this.checkDefault(node, path, isOperation);
        const doc = node[this.extension];
        if (doc === undefined)
            return;
        const at = [...path, this.extension];
        if (!(0,json_path/* isRecord */.u4)(doc)) {
            this.report(at, 'openapi-x-doc-invalid', `${this.extension} must be an object`);
        }
        else if (isOperation) {
            this.checkOperationDoc(doc, at);
        }
        else {
            this.checkSchemaDoc(doc, at);
        }
    }
    /**
     * x-default works on apiKey/bearer schemes (see SecurityChecker) and schema properties. Only the
     * places that are certainly not schemas are reported: operations and parameter objects.
     */
    checkDefault(node, path, isOperation) {
        const isParameter = typeof node.in === 'string' && typeof node.name === 'string' && !('type' in node);
        if (!isOperation && !isParameter)
            return;
        this.findings.at(this.source, [...path, 'x-default'], 'openapi-x-default-no-effect', isParameter
            ? `x-default has no effect on a parameter object: put it on the parameter's schema (schema: { x-default: ... })`
            : 'x-default has no effect on an operation: put it on a schema property or an apiKey/bearer security scheme');
    }
    checkOperationDoc(doc, at) {
        const name = this.extension;
        for (const [key, value] of Object.entries(doc)) {
            const here = [...at, key];
            if (key === 'metadata')
                this.checkMetadata(value, here);
            else if (key === 'content') {
                if (typeof value !== 'string')
                    this.report(here, 'openapi-x-doc-invalid', `${name}.content must be a string of MDX`);
            }
            else if (key === 'href') {
                if (typeof value !== 'string' || !isAbsoluteHref(value)) {
                    this.report(here, 'openapi-x-doc-invalid', `${name}.href must be an absolute page path like "/api/users/list" or an http(s) URL, not ${JSON.stringify(value)}`);
                }
            }
            else {
                this.report(here, 'openapi-x-doc-unknown-key', `${name}.${key} is ignored on an operation: it takes metadata, content and href${SCHEMA_DOC_KEYS.has(key) ? ` (${key} pills belong on schemas)` : ''}`);
            }
        }
    }
    checkMetadata(value, at) {
        const name = `${this.extension}.metadata`;
        if (!(0,json_path/* isRecord */.u4)(value)) {
            this.report(at, 'openapi-x-doc-invalid', `${name} must be an object of front-matter fields`);
            return;
        }
        if ('openapi' in value) {
            this.report([...at, 'openapi'], 'openapi-x-doc-invalid', `${name} may set any front-matter field except openapi: the operation itself is the page's endpoint`);
        }
        if ('groups' in value && !isStringArray(value.groups)) {
            this.report([...at, 'groups'], 'openapi-x-doc-invalid', `${name}.groups must be an array of strings`, 'value');
        }
        if ('public' in value && typeof value.public !== 'boolean') {
            this.report([...at, 'public'], 'openapi-x-doc-invalid', `${name}.public must be true or false`, 'value');
        }
    }
    checkSchemaDoc(doc, at) {
        for (const [key, value] of Object.entries(doc)) {
            const here = [...at, key];
            if (SCHEMA_DOC_KEYS.has(key)) {
                if (!isStringArray(value)) {
                    this.report(here, 'openapi-x-doc-invalid', `${this.extension}.${key} must be an array of strings (one per pill)`, 'value');
                }
            }
            else {
                this.report(here, 'openapi-x-doc-unknown-key', `${this.extension}.${key} is ignored here: outside operations ${this.extension} takes only pre and post (pills)`);
            }
        }
    }
    report(path, rule, message, target = 'key') {
        this.findings.at(this.source, path, rule, message, target);
    }
}
function isStringArray(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
function isAbsoluteHref(value) {
    if (value.startsWith('/') && !value.startsWith('//'))
        return true;
    try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/validate/check-refs.ts

/**
 * Collects `$ref`s during the document walk, then checks them: only internal references are
 * supported by the service, and they must resolve. References are never followed, so cycles are
 * fine.
 */
class RefChecker {
    refs = [];
    anchors = new Set();
    visit(node, path) {
        const ref = node.$ref;
        if (typeof ref === 'string')
            this.refs.push({ ref, path: [...path, '$ref'] });
        const anchor = node.$anchor;
        if (typeof anchor === 'string')
            this.anchors.add(anchor);
        const dynamicAnchor = node.$dynamicAnchor;
        if (typeof dynamicAnchor === 'string')
            this.anchors.add(dynamicAnchor);
    }
    report(source, root, findings) {
        const resolved = new Map();
        for (const { ref, path } of this.refs) {
            if (!ref.startsWith('#')) {
                findings.at(source, path, 'openapi-ref-external', `$ref ${JSON.stringify(ref)} points outside this document; only internal references (#/...) are supported: bundle the referenced ${/^[a-z][a-z0-9+.-]*:/i.test(ref) ? 'URL' : 'file'} into this spec (e.g. with \`redocly bundle\`)`, 'value');
                continue;
            }
            if (!resolved.has(ref))
                resolved.set(ref, this.problem(ref, root));
            const problem = resolved.get(ref);
            if (problem) {
                findings.at(source, path, 'openapi-ref-unresolved', `$ref ${JSON.stringify(ref)} does not resolve: ${problem}`, 'value');
            }
        }
    }
    /** Why an internal reference does not resolve, or undefined when it does. */
    problem(ref, root) {
        const segments = (0,json_path/* parsePointer */.vp)(ref);
        if (!segments) {
            const anchor = ref.slice(1);
            return this.anchors.has(anchor) ? undefined : `no schema declares $anchor ${JSON.stringify(anchor)}`;
        }
        let node = root;
        for (let i = 0; i < segments.length; i++) {
            const segment = segments[i];
            const next = Array.isArray(node)
                ? /^(0|[1-9]\d*)$/.test(segment)
                    ? node[Number(segment)]
                    : undefined
                : (0,json_path/* isRecord */.u4)(node) && Object.hasOwn(node, segment)
                    ? node[segment]
                    : undefined;
            if (next === undefined) {
                return `${(0,json_path/* formatPath */.jV)(segments.slice(0, i))} has no ${JSON.stringify(segment)}`;
            }
            node = next;
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/validate/check-security.ts

/**
 * Security schemes and requirements as the playground sees them: supported kinds are API keys and
 * http bearer/basic; `x-default` pre-fills only API keys and bearer tokens; every requirement must
 * name a declared scheme.
 */
class SecurityChecker {
    document;
    findings;
    schemes;
    constructor(document, findings) {
        this.document = document;
        this.findings = findings;
        const components = (0,json_path/* isRecord */.u4)(document.root.components) ? document.root.components : {};
        this.schemes = new Set(Object.keys((0,json_path/* isRecord */.u4)(components.securitySchemes) ? components.securitySchemes : {}));
    }
    checkDocument() {
        const { root } = this.document;
        this.checkRequirements(root.security, ['security']);
        const components = (0,json_path/* isRecord */.u4)(root.components) ? root.components : {};
        const schemes = (0,json_path/* isRecord */.u4)(components.securitySchemes) ? components.securitySchemes : {};
        for (const [name, raw] of Object.entries(schemes)) {
            const scheme = resolve(root, raw);
            if (scheme)
                this.checkScheme(name, scheme, ['components', 'securitySchemes', name]);
        }
    }
    /** Called for every object of the document walk; acts on operations. */
    visit(node, path) {
        if (this.document.operationObjects.has(node))
            this.checkRequirements(node.security, [...path, 'security']);
    }
    checkScheme(name, scheme, at) {
        const type = scheme.type;
        const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
        const kind = type === 'http' ? `http ${httpScheme || '(no scheme)'}` : String(type);
        const supported = type === 'apiKey' || (type === 'http' && (httpScheme === 'bearer' || httpScheme === 'basic'));
        if (!supported && typeof type === 'string') {
            this.findings.at(this.document.source, at, 'openapi-security-unsupported', `security scheme '${name}' is ${kind}, which the API playground does not support (API keys, http bearer and http basic are): readers get no authentication field for it`);
        }
        if ('x-default' in scheme && !(type === 'apiKey' || (type === 'http' && httpScheme === 'bearer'))) {
            this.findings.at(this.document.source, [...at, 'x-default'], 'openapi-x-default-no-effect', `x-default has no effect on security scheme '${name}' (${kind}): it pre-fills only apiKey and http bearer schemes`);
        }
    }
    checkRequirements(security, at) {
        if (!Array.isArray(security))
            return;
        security.forEach((requirement, index) => {
            if (!(0,json_path/* isRecord */.u4)(requirement))
                return;
            for (const name of Object.keys(requirement)) {
                if (this.schemes.has(name))
                    continue;
                const declared = [...this.schemes].map((s) => `'${s}'`).join(', ');
                this.findings.at(this.document.source, [...at, index, name], 'openapi-security-undefined', `security requirement '${name}' names no scheme in components.securitySchemes (${declared ? `declared: ${declared}` : 'none is declared'})`);
            }
        });
    }
}
function resolve(root, value) {
    if (!(0,json_path/* isRecord */.u4)(value))
        return undefined;
    if (typeof value.$ref !== 'string')
        return value;
    const target = (0,json_path/* parsePointer */.vp)(value.$ref);
    const resolved = target ? (0,json_path/* valueAt */.fK)(root, target) : undefined;
    return (0,json_path/* isRecord */.u4)(resolved) ? resolved : undefined;
}

;// CONCATENATED MODULE: ./src/validate/document-walk.ts

/** Keys that hold user data (examples, defaults) rather than OpenAPI objects, unless they name a property. */
const LITERAL_KEYS = new Set(['example', 'enum', 'const', 'default']);
const NAMING_PARENTS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
function holdsLiteral(key, value, path) {
    const parent = path[path.length - 1];
    if (typeof parent === 'string' && NAMING_PARENTS.has(parent))
        return false;
    if (key === 'default')
        return parent !== 'responses';
    if (LITERAL_KEYS.has(key))
        return true;
    // Example objects keep their literal in `value`; schema `examples` (3.1) is an array of literals.
    if (key === 'value')
        return path[path.length - 2] === 'examples';
    return key === 'examples' && Array.isArray(value);
}
/**
 * Visits every object of an OpenAPI document once, depth first, without entering example and
 * default values. `path` is a shared stack: copy it to keep it.
 */
function walkDocument(root, visit) {
    const path = [];
    const step = (node) => {
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const item = node[i];
                if (typeof item !== 'object' || item === null)
                    continue;
                path.push(i);
                step(item);
                path.pop();
            }
            return;
        }
        if (!(0,json_path/* isRecord */.u4)(node))
            return;
        visit(node, path);
        for (const key in node) {
            const value = node[key];
            if (typeof value !== 'object' || value === null || holdsLiteral(key, value, path))
                continue;
            path.push(key);
            step(value);
            path.pop();
        }
    };
    step(root);
}

// EXTERNAL MODULE: ./node_modules/@seriousme/openapi-schema-validator/schemas/v3.0/schema.json
var schema = __webpack_require__(6272);
// EXTERNAL MODULE: ./node_modules/@seriousme/openapi-schema-validator/schemas/v3.1/schema.json
var v3_1_schema = __webpack_require__(6181);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
var _2020_default = /*#__PURE__*/__webpack_require__.n(_2020);
// EXTERNAL MODULE: ./node_modules/ajv-draft-04/dist/index.js
var dist = __webpack_require__(905);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var ajv_formats_dist = __webpack_require__(2815);
var ajv_formats_dist_default = /*#__PURE__*/__webpack_require__.n(ajv_formats_dist);
;// CONCATENATED MODULE: ./src/validate/openapi-schema.ts






/*
 * The official OAS 3.0 (JSON Schema draft-04) and 3.1 (2020-12) schemas come from
 * @seriousme/openapi-schema-validator, which keeps them current; they are compiled here with the
 * same ajv setup it uses. Its own `validate()` is not used: it reads the schemas from disk at run
 * time (lost in the ncc bundle) and deep-clones the whole document to check $refs (about 1 s on
 * GitHub's REST description), which this validator does itself with positions.
 * `.default`: these are CommonJS modules whose export is also their own `default` property, which
 * holds in Node's ESM loader, jest and the ncc bundle alike.
 */
const compiled = new Map();
function schemaValidator(minor) {
    let validate = compiled.get(minor);
    if (!validate) {
        const options = { allErrors: true, strict: false };
        const ajv = minor === '3.0' ? new (dist_default())["default"](options) : new (_2020_default())["default"](options);
        ajv_formats_dist_default()["default"](ajv);
        ajv.addFormat('media-range', true);
        validate = ajv.compile(minor === '3.0' ? schema : v3_1_schema);
        compiled.set(minor, validate);
    }
    return validate;
}
/** Problems against the OpenAPI schema, reduced to the ones a person would fix. */
function checkOpenApiSchema(data, minor) {
    const validate = schemaValidator(minor);
    let valid;
    try {
        valid = validate(data);
    }
    catch (error) {
        // ajv's deep equality (uniqueItems) calls methods such as valueOf, which a document may shadow
        // with keys of its own: report it instead of crashing the whole validation.
        const reason = error instanceof Error ? error.message : String(error);
        return [
            {
                path: [],
                target: 'value',
                message: `could not be checked against the OpenAPI ${minor} schema (${reason})`,
            },
        ];
    }
    if (valid)
        return [];
    // The reduction compares errors pairwise; a document this broken needs its first errors fixed.
    return reduceSchemaErrors((validate.errors ?? []).slice(0, MAX_RAW_ERRORS)).map((error) => openapi_schema_describe(error, data, minor));
}
const MAX_RAW_ERRORS = 2000;
const COMBINATORS = new Set(['oneOf', 'anyOf', 'if']);
function within(inner, outer) {
    return inner.instancePath === outer.instancePath || inner.instancePath.startsWith(outer.instancePath + '/');
}
function isRefAlternative(error) {
    return error.keyword === 'required' && error.params.missingProperty === '$ref';
}
/** `X/oneOf/2/required` to `X/oneOf/2/`: the alternative an error belongs to. */
function alternativeOf(error) {
    const match = /^(.*\/(?:oneOf|anyOf)\/\d+\/)[^/]+$/.exec(error.schemaPath);
    return match?.[1];
}
/**
 * ajv with allErrors reports every failed alternative of every oneOf. Keep the specific ones: drop
 * "must match exactly one schema" summaries and "must have $ref" alternatives when something more
 * specific was found there, drop an alternative's shallow errors when it also failed deeper (it was
 * the alternative the author meant), and merge enum/required errors that only differ by alternative.
 */
function reduceSchemaErrors(raw) {
    const specific = (error) => !COMBINATORS.has(error.keyword) && !isRefAlternative(error);
    let errors = raw.filter((error) => {
        if (COMBINATORS.has(error.keyword)) {
            const passing = error.params.passingSchemas;
            if (Array.isArray(passing))
                return true;
            return !raw.some((other) => other !== error && specific(other) && within(other, error));
        }
        if (isRefAlternative(error)) {
            return !raw.some((other) => other !== error && specific(other) && within(other, error));
        }
        return true;
    });
    errors = errors.filter((error) => {
        // propertyNames repeats, vaguely, the error found on the name itself.
        if (error.keyword === 'propertyNames') {
            const name = error.params.propertyName;
            return !errors.some((o) => o !== error && o.instancePath === error.instancePath && propertyNameOf(o) === name);
        }
        const alternative = alternativeOf(error);
        if (!alternative)
            return true;
        return !errors.some((other) => other.schemaPath.startsWith(alternative) && other.instancePath.startsWith(error.instancePath + '/'));
    });
    const merged = [];
    for (const error of errors) {
        const previous = merged.find((m) => m.instancePath === error.instancePath && m.keyword === error.keyword && mergeable(m, error));
        if (!previous) {
            merged.push({ ...error, params: { ...error.params } });
        }
        else if (error.keyword === 'enum') {
            const values = [
                ...previous.params.allowedValues,
                ...error.params.allowedValues,
            ];
            previous.params.allowedValues = [...new Set(values)];
        }
        else if (error.keyword === 'required') {
            const names = previous.params.alternatives ?? [
                String(previous.params.missingProperty),
            ];
            previous.params.alternatives = [...new Set([...names, String(error.params.missingProperty)])];
        }
    }
    return merged;
}
function propertyNameOf(error) {
    const name = error.propertyName ?? error.params.propertyName;
    return typeof name === 'string' ? name : undefined;
}
function mergeable(a, b) {
    if (a.keyword === 'enum')
        return true;
    if (a.keyword !== 'required')
        return false;
    const [altA, altB] = [alternativeOf(a), alternativeOf(b)];
    return !!altA && !!altB && altA !== altB && altA.replace(/\d+\/$/, '') === altB.replace(/\d+\/$/, '');
}
function openapi_schema_describe(error, data, minor) {
    const path = (0,json_path/* instancePathToPath */.v4)(error.instancePath, data);
    const where = (0,json_path/* formatPath */.jV)(path);
    const params = error.params;
    const value = openapi_schema_valueOf(data, path);
    switch (error.keyword) {
        case 'required': {
            const alternatives = params.alternatives;
            if (alternatives) {
                return {
                    path,
                    target: 'key',
                    message: `${where} needs one of the fields ${alternatives.map(quote).join(', ')}`,
                };
            }
            return {
                path,
                target: 'key',
                message: `${where} is missing the required field ${quote(params.missingProperty)}`,
            };
        }
        case 'additionalProperties':
        case 'unevaluatedProperties': {
            const name = String(params.additionalProperty ?? params.unevaluatedProperty);
            if (path.length === 1 && path[0] === 'paths') {
                return { path: [...path, name], target: 'key', message: `path ${quote(name)} must start with '/'` };
            }
            return {
                path: [...path, name],
                target: 'key',
                message: `${where} has the unknown field ${quote(name)} (OpenAPI ${minor} allows only its own fields and x- extensions here)`,
            };
        }
        case 'enum':
            return {
                path,
                target: 'value',
                message: `${where} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}${found(value)}`,
            };
        case 'type':
            return {
                path,
                target: 'value',
                message: `${where} must be of type ${String(params.type)}${found(value)}`,
            };
        case 'format':
            return {
                path,
                target: 'value',
                message: `${where} must be a valid ${String(params.format)}${found(value)}`,
            };
        case 'pattern':
        case 'propertyNames': {
            const name = propertyNameOf(error);
            if (name !== undefined) {
                const message = path.length === 1 && path[0] === 'paths'
                    ? `path ${quote(name)} must start with '/'`
                    : `key ${quote(name)} in ${where} is not allowed${typeof params.pattern === 'string' ? ` (must match ${params.pattern})` : ''}`;
                return { path: [...path, name], target: 'key', message };
            }
            return {
                path,
                target: 'value',
                message: `${where} must match the pattern ${String(params.pattern)}${found(value)}`,
            };
        }
        case 'oneOf':
            return {
                path,
                target: 'key',
                message: Array.isArray(params.passingSchemas)
                    ? `${where} matches several alternatives where exactly one is allowed (e.g. both 'schema' and 'content', or 'example' and 'examples')`
                    : `${where} matches none of the allowed forms`,
            };
        default:
            return {
                path,
                target: 'key',
                message: `${where} ${error.message ?? `fails the ${error.keyword} rule`}`,
            };
    }
}
function openapi_schema_valueOf(data, path) {
    let node = data;
    for (const segment of path) {
        if (typeof node !== 'object' || node === null)
            return undefined;
        node = node[segment];
    }
    return node;
}
function found(value) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        const text = JSON.stringify(value);
        return ` (found ${text.length > 60 ? text.slice(0, 57) + '...' : text})`;
    }
    return '';
}
function quote(value) {
    return `'${String(value)}'`;
}

;// CONCATENATED MODULE: ./src/validate/check-openapi.ts








/** More schema findings than this per file bury the first ones, which usually cause the rest. */
const MAX_SCHEMA_FINDINGS = 50;
/**
 * Every rule on one parsed spec. Returns the document model when it is OpenAPI 3.0/3.1 (even with
 * findings, so references into it can still be checked), undefined otherwise.
 */
function checkOpenApiSource(source, findings, extension) {
    const root = source.data;
    if (!(0,json_path/* isRecord */.u4)(root)) {
        findings.at(source, [], 'openapi-version-unsupported', 'not an OpenAPI document: the top level must be an object', 'value');
        return undefined;
    }
    const version = detectVersion(root);
    if ('problem' in version) {
        findings.at(source, version.at, 'openapi-version-unsupported', version.problem, 'value');
        return undefined;
    }
    const issues = checkOpenApiSchema(root, version.minor).filter(
    // Reported once, with the reason, by checkDocumentLevel.
    (issue) => !(issue.path.length === 1 && issue.path[0] === 'webhooks' && version.minor === '3.0'));
    for (const issue of issues.slice(0, MAX_SCHEMA_FINDINGS)) {
        findings.at(source, issue.path, 'openapi-schema', issue.message, issue.target);
    }
    if (issues.length > MAX_SCHEMA_FINDINGS) {
        findings.at(source, [], 'openapi-schema', `${issues.length - MAX_SCHEMA_FINDINGS} more schema problems are not shown; fix the ones above first`, 'value');
    }
    const document = buildOpenApiDocument(source, root, version.openapi, version.minor);
    const refs = new RefChecker();
    const extensions = new ExtensionChecker(source, findings, extension, document.operationObjects);
    const security = new SecurityChecker(document, findings);
    walkDocument(root, (node, path) => {
        refs.visit(node, path);
        extensions.visit(node, path);
        security.visit(node, path);
    });
    refs.report(source, root, findings);
    security.checkDocument();
    checkDocumentLevel(document, findings);
    return document;
}
function detectVersion(root) {
    if (root.openapi === undefined && root.swagger !== undefined) {
        return {
            at: ['swagger'],
            problem: `Swagger ${JSON.stringify(root.swagger)} (OpenAPI 2.0) is not supported: convert the document to OpenAPI 3.0 or 3.1 (e.g. with swagger2openapi)`,
        };
    }
    const openapi = root.openapi;
    if (openapi === undefined) {
        return {
            at: [],
            problem: 'not an OpenAPI document: there is no top-level openapi field (e.g. openapi: 3.1.0)',
        };
    }
    if (typeof openapi !== 'string') {
        return {
            at: ['openapi'],
            problem: `openapi must be a string such as "3.1.0", not ${JSON.stringify(openapi)} (quote it in YAML)`,
        };
    }
    const minor = /^3\.0\.\d+(-.+)?$/.test(openapi)
        ? '3.0'
        : /^3\.1\.\d+(-.+)?$/.test(openapi)
            ? '3.1'
            : undefined;
    if (!minor) {
        return {
            at: ['openapi'],
            problem: `OpenAPI ${openapi} is not supported: the service reads OpenAPI 3.0.x and 3.1.x documents`,
        };
    }
    return { openapi, minor };
}

// EXTERNAL MODULE: ./src/client/http-get.ts
var http_get = __webpack_require__(2486);
;// CONCATENATED MODULE: ./src/validate/spec-registry.ts






/** Specs by repository path or URL. */
class SpecRegistry {
    entries = new Map();
    set(target, entry) {
        this.entries.set(target, entry);
    }
    get(target) {
        return (this.entries.get(target) ?? { state: /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? 'unknown' : 'missing' });
    }
    /** Usable repository specs in alphabetical path order: the order the service searches them in. */
    repositoryDocuments() {
        return this.documents()
            .filter((d) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(d.file))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    }
    documents() {
        const documents = [];
        for (const entry of this.entries.values())
            if (entry.state === 'ok')
                documents.push(entry.document);
        return documents;
    }
}
const SPEC_EXTENSION = /\.(json|ya?ml)$/i;
const spec_registry_READ_CONCURRENCY = 16;
/**
 * Loads and checks every spec of the repository: the referenced files, and every JSON/YAML file
 * with a top-level `openapi` key (the service uploads all of them, rule 15).
 */
async function loadRepositorySpecs(options) {
    const { root, files, referenced, exclude, extension, findings, registry } = options;
    const fileSet = new Set(files);
    const candidates = files.filter((file) => !exclude.has(file) && (referenced.has(file) || SPEC_EXTENSION.test(file)));
    for (const file of referenced)
        if (!fileSet.has(file))
            registry.set(file, { state: 'missing' });
    let next = 0;
    const worker = async () => {
        while (next < candidates.length) {
            const file = candidates[next++];
            let text;
            try {
                text = await (0,promises_.readFile)((0,external_node_path_.join)(root, file), 'utf8');
            }
            catch {
                registry.set(file, { state: 'missing' });
                continue;
            }
            const isReferenced = referenced.has(file);
            if (!isReferenced && !mayBeSpec(file, text))
                continue;
            const parsed = (0,source_document/* parseSource */.PJ)(file, text);
            if (!parsed.ok) {
                if (isReferenced || looksLikeSpec(file, text)) {
                    findings.add('openapi-syntax', file, parsed.position, `spec is not valid ${formatName(file, text)}: ${parsed.message}`);
                    registry.set(file, { state: 'invalid' });
                }
                continue;
            }
            if (!isReferenced && !((0,json_path/* isRecord */.u4)(parsed.document.data) && 'openapi' in parsed.document.data))
                continue;
            const document = checkOpenApiSource(parsed.document, findings, extension);
            registry.set(file, document ? { state: 'ok', document } : { state: 'invalid' });
        }
    };
    await Promise.all(Array.from({ length: spec_registry_READ_CONCURRENCY }, worker));
}
/** Downloads a spec named by URL and checks it like a file (only with fetchUrls). */
async function loadUrlSpec(url, extension, findings) {
    let text;
    try {
        text = await fetchSpecText(url);
    }
    catch (error) {
        return { entry: { state: 'unknown' }, problem: error instanceof Error ? error.message : String(error) };
    }
    const parsed = (0,source_document/* parseSource */.PJ)(new URL(url).pathname, text);
    if (!parsed.ok) {
        findings.add('openapi-syntax', url, parsed.position, `spec is not valid ${formatName(url, text)}: ${parsed.message}`);
        return { entry: { state: 'invalid' } };
    }
    const source = { ...parsed.document, file: url };
    const document = checkOpenApiSource(source, findings, extension);
    return { entry: document ? { state: 'ok', document } : { state: 'invalid' } };
}
const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** The spec's text, through the proxy-aware HTTP client (https_proxy / no_proxy are honoured). */
async function fetchSpecText(url) {
    const { response } = await (0,http_get/* httpGet */.lx)(url, { accept: 'application/json, application/yaml, */*' }, {
        signal: AbortSignal.timeout(20_000),
        idleTimeoutMs: 20_000,
    });
    if (response.statusCode !== 200) {
        response.resume();
        throw new Error(`HTTP ${response.statusCode ?? 0}`);
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of response) {
        size += chunk.length;
        if (size > MAX_SPEC_BYTES) {
            response.destroy();
            throw new Error(`larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Cheap test before parsing a file that nothing references. */
function mayBeSpec(file, text) {
    return /\.json$/i.test(file) ? /"openapi"\s*:/.test(text) : /^["']?openapi["']?\s*:/m.test(text);
}
/** Strong enough to report a syntax error in a file that nothing references. */
function looksLikeSpec(file, text) {
    return /\.json$/i.test(file)
        ? /^\uFEFF?\s*\{\s*"openapi"\s*:/.test(text)
        : /^["']?openapi["']?\s*:/m.test(text);
}
function formatName(file, text) {
    if (/\.json$/i.test(file))
        return 'JSON';
    if (/\.ya?ml$/i.test(file))
        return 'YAML';
    return /^\uFEFF?\s*[[{]/.test(text) ? 'JSON' : 'YAML';
}

;// CONCATENATED MODULE: ./src/validate/validate-docs.ts











const DEFAULT_EXTENSION = 'x-doc';
/**
 * Validates a documentation repository offline: docs.json, every OpenAPI spec in the repository
 * and the OpenAPI front matter of every MDX page. Content problems are findings; a missing or
 * unreadable repository or docs.json throws ConfigurationError.
 */
async function validateDocs(options) {
    const root = (0,external_node_path_.resolve)(options.dir);
    const extension = options.extension ?? DEFAULT_EXTENSION;
    if (!/^x-[\w.-]+$/.test(extension)) {
        throw new errors/* ConfigurationError */.j1(`extension: ${JSON.stringify(extension)} is not an OpenAPI extension name (x-...)`);
    }
    await requireDirectory(root);
    const configPath = (0,external_node_path_.resolve)(root, options.config ?? 'docs.json');
    const configText = await readConfig(configPath, options.config);
    const configFile = toPosix((0,external_node_path_.relative)(root, configPath));
    const files = await (0,repo_files/* listRepositoryFiles */.u4)(root).catch((error) => {
        throw new errors/* ConfigurationError */.j1(`dir: cannot list ${root}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    });
    const findings = new validate_findings/* Findings */.F();
    const parsed = (0,source_document/* parseJsonSource */.X0)(configFile, configText);
    let docs;
    let config = (0,docs_config/* emptyDocsConfig */.J)();
    if (parsed.ok) {
        docs = parsed.document;
        config = (0,docs_config/* readDocsConfig */.G)(docs, new Set(files), findings);
    }
    else {
        findings.add('docs-json-syntax', configFile, parsed.position, `docs.json is not valid JSON: ${parsed.message}`);
    }
    // Plain .md files are checked when the navigation names them (a README is not a page).
    const pageFiles = new Set([...files.filter((file) => file.endsWith('.mdx')), ...config.pageFiles]);
    const pages = await readMdxPages(root, [...pageFiles], findings);
    const registry = new SpecRegistry();
    await loadRepositorySpecs({
        root,
        files,
        referenced: referencedSpecFiles(config, pages),
        exclude: new Set([configFile]),
        extension,
        findings,
        registry,
    });
    if (docs && options.fetchUrls)
        await loadUrlSpecs(docs, config, registry, extension, findings);
    const candidates = docs ? checkNavigation(docs, config, registry, extension, findings) : [];
    checkMdxReferences(pages, registry, findings);
    const generated = resolvePages(candidates, extension, findings);
    const all = findings.sorted();
    return {
        errors: all.filter((f) => f.severity === 'error'),
        warnings: all.filter((f) => f.severity === 'warning'),
        pages: generated,
        specs: registry
            .documents()
            .map((d) => ({ file: d.file, openapi: d.openapi, operations: d.operations.length }))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    };
}
/** Repository files that docs.json or front matter name as specs: checked even without an `openapi` key. */
function referencedSpecFiles(config, pages) {
    const referenced = new Set(specFilesNamedByPages(pages));
    for (const source of config.sources) {
        if (source.kind === 'file' && source.usable)
            referenced.add(source.target);
    }
    for (const { reference } of config.endpoints) {
        const path = reference.file && !(0,repo_files/* isHttpUrlLike */.vh)(reference.file) ? (0,repo_files/* normalizeRepoPath */.NP)(reference.file) : undefined;
        if (path)
            referenced.add(path);
    }
    return referenced;
}
async function loadUrlSpecs(docs, config, registry, extension, findings) {
    const firstUse = new Map();
    for (const source of config.sources) {
        if (source.kind === 'url' && source.usable && !firstUse.has(source.target))
            firstUse.set(source.target, source);
    }
    await Promise.all([...firstUse.values()].map(async (source) => {
        const { entry, problem } = await loadUrlSpec(source.target, extension, findings);
        registry.set(source.target, entry);
        if (problem) {
            findings.at(docs, source.at, 'openapi-source-unreachable', `could not download ${source.target}: ${problem}`, 'value');
        }
    }));
}
async function requireDirectory(root) {
    const info = await (0,promises_.stat)(root).catch((error) => {
        throw new errors/* ConfigurationError */.j1(`dir: cannot read ${root}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    });
    if (!info.isDirectory())
        throw new errors/* ConfigurationError */.j1(`dir: ${root} is not a directory`);
}
async function readConfig(path, given) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            throw new errors/* ConfigurationError */.j1(given
                ? `config: ${path} does not exist`
                : `no docs.json in ${(0,external_node_path_.resolve)(path, '..')}: run in the documentation repository or pass its directory`);
        }
        throw new errors/* ConfigurationError */.j1(`config: cannot read ${path}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}
function toPosix(path) {
    return (0,external_node_path_.isAbsolute)(path) ? path : path.split(external_node_path_.sep).join('/');
}

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/validate/render-text.ts
/** One `file:line:column: severity rule: message` line per finding, then the counts. */
function renderTextReport(report) {
    const findings = [...report.errors, ...report.warnings].sort(byLocation);
    const lines = findings.map((f) => `${f.file}:${f.line}:${f.column}: ${f.severity} ${f.rule}: ${f.message.replace(/\s*\n\s*/g, ' ')}`);
    lines.push(`${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}; ` +
        `${count(report.specs.length, 'spec')}, ${count(report.pages.length, 'generated page')}`);
    return lines.join('\n') + '\n';
}
function byLocation(a, b) {
    return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/validate/render-summary.ts


/** GitHub rejects a step summary over 1 MiB; stay well below to leave room for other steps. */
const DEFAULT_MAX_BYTES = 900 * 1024;
const UNGROUPED = 'Ungrouped';
/**
 * Job summary: counts, a findings table and a preview of the navigation that the specs generate.
 * Every piece of user text is escaped; rows stop when the size budget is spent.
 */
function renderSummaryMarkdown(report, maxBytes = DEFAULT_MAX_BYTES) {
    const out = new BoundedText(maxBytes - 512);
    const status = report.errors.length > 0 ? '❌' : report.warnings.length > 0 ? '⚠️' : '✅';
    out.push('## Documentation validation\n\n');
    out.push(`${status} ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')} · ` +
        `${count(report.specs.length, 'OpenAPI spec')}, ${count(report.pages.length, 'generated endpoint page')}\n\n`);
    const findings = [...report.errors, ...report.warnings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || byLocation(a, b));
    if (findings.length > 0) {
        out.push('### Findings\n\n| | Location | Rule | Message |\n| --- | --- | --- | --- |\n');
        let shown = 0;
        for (const f of findings) {
            const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
            if (!out.push(`| ${icon} | ${(0,markdown/* escapeMarkdown */.FV)(`${f.file}:${f.line}:${f.column}`)} | ${(0,markdown/* escapeMarkdown */.FV)(f.rule)} | ${(0,markdown/* escapeMarkdown */.FV)(f.message)} |\n`))
                break;
            shown++;
        }
        if (shown < findings.length)
            out.force(`\n${count(findings.length - shown, 'more finding')} not shown: see the job log.\n`);
        out.push('\n');
    }
    if (report.specs.length > 0) {
        out.push('### OpenAPI specs\n\n| Spec | Version | Operations |\n| --- | --- | --- |\n');
        for (const spec of report.specs) {
            if (!out.push(`| ${(0,markdown/* escapeMarkdown */.FV)(spec.file)} | ${(0,markdown/* escapeMarkdown */.FV)(spec.openapi)} | ${spec.operations} |\n`))
                break;
        }
        out.push('\n');
    }
    const visible = report.pages.filter((p) => !p.hidden);
    const hidden = report.pages.length - visible.length;
    if (report.pages.length > 0) {
        out.push('### Navigation preview\n\n');
        let shown = 0;
        for (const [heading, pages] of groupPages(visible)) {
            if (!out.push(`#### ${(0,markdown/* escapeMarkdown */.FV)(heading)}\n\n| Method | Title | URL |\n| --- | --- | --- |\n`))
                break;
            let complete = true;
            for (const page of pages) {
                const title = (0,markdown/* escapeMarkdown */.FV)(page.title) + (page.deprecated ? ' *(deprecated)*' : '');
                if (!out.push(`| ${(0,markdown/* escapeMarkdown */.FV)(page.method)} | ${title} | ${(0,markdown/* escapeMarkdown */.FV)(page.url)} |\n`)) {
                    complete = false;
                    break;
                }
                shown++;
            }
            if (!complete)
                break;
            out.push('\n');
        }
        if (shown < visible.length)
            out.force(`\n${count(visible.length - shown, 'more page')} not shown.\n`);
        if (hidden > 0) {
            out.force(`\n${count(hidden, 'page')} marked x-hidden ${hidden === 1 ? 'is' : 'are'} generated but left out of the navigation.\n`);
        }
    }
    return out.text();
}
/** By version (when any), then navigation group, in first-seen order. */
function groupPages(pages) {
    const groups = new Map();
    for (const page of pages) {
        const group = page.group ?? UNGROUPED;
        const heading = page.version ? `${page.version} › ${group}` : group;
        const list = groups.get(heading) ?? [];
        list.push(page);
        groups.set(heading, list);
    }
    return groups;
}
/** Text that refuses pieces beyond a byte budget; `force` always fits (its budget is reserved). */
class BoundedText {
    parts = [];
    bytes = 0;
    budget;
    full = false;
    constructor(budget) {
        this.budget = budget;
    }
    push(piece) {
        if (this.full)
            return false;
        const size = Buffer.byteLength(piece);
        if (this.bytes + size > this.budget) {
            this.full = true;
            return false;
        }
        this.parts.push(piece);
        this.bytes += size;
        return true;
    }
    force(piece) {
        this.parts.push(piece);
        this.bytes += Buffer.byteLength(piece);
    }
    text() {
        return this.parts.join('');
    }
}

;// CONCATENATED MODULE: ./src/validate/fail-on.ts
/** `errors`: fail on any error; `warnings`: on any error or warning; `never`: report only. */
function shouldFail(report, failOn) {
    if (failOn === 'never')
        return false;
    if (failOn === 'warnings')
        return report.errors.length + report.warnings.length > 0;
    return report.errors.length > 0;
}

// EXTERNAL MODULE: ./src/validate/rules.ts
var rules = __webpack_require__(7093);
;// CONCATENATED MODULE: ./src/validate/index.ts






// EXTERNAL MODULE: ./src/actions/common/run.ts + 2 modules
var run = __webpack_require__(2416);
;// CONCATENATED MODULE: ./src/actions/validate/result.ts
/** Step outputs share a size limit per job: the `result` output stays well below it. */
const DEFAULT_RESULT_BYTES = 512 * 1024;
const ENVELOPE_BYTES = 1024;
/**
 * The report for the `result` output: whole when it fits, otherwise errors first, then warnings,
 * then pages, until the byte budget is spent, with a note saying what was left out.
 */
function boundedReport(report, maxBytes = DEFAULT_RESULT_BYTES) {
    const whole = {
        errors: report.errors,
        warnings: report.warnings,
        pages: report.pages,
        specs: report.specs,
    };
    if (Buffer.byteLength(JSON.stringify(whole)) <= maxBytes - ENVELOPE_BYTES)
        return whole;
    let budget = maxBytes - ENVELOPE_BYTES - Buffer.byteLength(JSON.stringify(report.specs));
    const take = (items) => {
        const kept = [];
        for (const item of items) {
            const size = Buffer.byteLength(JSON.stringify(item)) + 1;
            if (size > budget)
                break;
            budget -= size;
            kept.push(item);
        }
        return kept;
    };
    const errors = take(report.errors);
    const warnings = take(report.warnings);
    const pages = take(report.pages);
    return {
        errors,
        warnings,
        pages,
        specs: report.specs,
        truncated: {
            errors: report.errors.length - errors.length,
            warnings: report.warnings.length - warnings.length,
            pages: report.pages.length - pages.length,
            note: `the result output is limited to ${Math.round(maxBytes / 1024)} KiB: every finding is annotated in the log; ` +
                'run docs-ci validate --format json for the whole report',
        },
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var inputs = __webpack_require__(9120);
;// CONCATENATED MODULE: ./src/actions/validate/inputs.ts


const outputNames = ['errors', 'warnings', 'pages', 'result'];
const FAIL_ON = ['errors', 'warnings', 'never'];
const failOn = schemas/* string */.YjP().transform((text, ctx) => {
    const value = text.trim().toLowerCase() || 'errors';
    if (FAIL_ON.includes(value))
        return value;
    ctx.addIssue({
        code: 'custom',
        message: `input fail-on: "${text}" is not one of ${FAIL_ON.join(', ')}.`,
    });
    return core_core/* NEVER */.tm;
});
const inputs_schema = schemas/* object */.Ikc({
    'docs-dir': inputs/* input */.hF.optional(),
    config: inputs/* input */.hF.optional(),
    extension: inputs/* input */.hF.optional(),
    'fail-on': failOn,
    'fetch-urls': inputs/* input */.hF.boolean('fetch-urls', false),
});
function readValidateInputs() {
    return (0,inputs/* parseInputs */.TL)(inputs_schema, (0,inputs/* readRawInputs */.yI)(['docs-dir', 'config', 'extension', 'fail-on', 'fetch-urls']));
}

;// CONCATENATED MODULE: ./src/actions/validate/main.ts








function main_run() {
    return (0,run/* runAction */.Cs)({
        name: 'validate',
        outputs: outputNames,
        run: async (ctx) => {
            const inputs = readValidateInputs();
            const workspace = (0,external_node_path_.resolve)(ctx.env.GITHUB_WORKSPACE ?? process.cwd());
            const dir = (0,external_node_path_.resolve)(workspace, inputs['docs-dir'] ?? '.');
            const report = await validateDocs({
                dir,
                ...(inputs.config === undefined ? {} : { config: (0,external_node_path_.resolve)(workspace, inputs.config) }),
                ...(inputs.extension === undefined ? {} : { extension: inputs.extension }),
                fetchUrls: inputs['fetch-urls'],
            });
            annotate(report, ctx.logger, (file) => main_toPosix((0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(dir, file))));
            ctx.outputs.set('errors', report.errors.length);
            ctx.outputs.set('warnings', report.warnings.length);
            ctx.outputs.set('pages', report.pages.length);
            await core/* summary */.z.addRaw(renderSummaryMarkdown(report)).write();
            const result = boundedReport(report);
            const counts = `${report.errors.length} error(s), ${report.warnings.length} warning(s), ` +
                `${report.pages.length} generated page(s)`;
            if (shouldFail(report, inputs['fail-on'])) {
                ctx.outputs.set('result', JSON.stringify({ ok: false, ...result }));
                throw new errors/* OperationFailedError */.Bp(`${counts} (fail-on: ${inputs['fail-on']})`);
            }
            ctx.logger.info(counts);
            return { ...result };
        },
    });
}
/** One annotation per finding, at its file as GitHub names it (relative to the workspace). */
function annotate(report, logger, workspacePath) {
    const emit = (finding, level) => {
        const message = `${finding.rule}: ${finding.message}`;
        if ((0,repo_files/* isHttpUrlLike */.vh)(finding.file)) {
            // A spec fetched from a URL has no file in the repository to annotate.
            logger[level](`${finding.file}:${finding.line}:${finding.column}: ${message}`);
        }
        else {
            logger[level](message, {
                file: workspacePath(finding.file),
                line: finding.line,
                column: finding.column,
            });
        }
    };
    for (const finding of report.errors)
        emit(finding, 'error');
    for (const finding of report.warnings)
        emit(finding, 'warning');
}
function main_toPosix(path) {
    return path.split(external_node_path_.sep).join('/');
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


/***/ })

};
