export const id = 69;
export const ids = [69];
export const modules = {

/***/ 1099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assembleReport)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9010);

/** The report of a validation run from what its spec side and its page side found. */
function assembleReport(repository, specs, pageFindings) {
    const findings = new _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .Findings */ .F();
    findings.addAll(specs.findings);
    findings.addAll(pageFindings);
    const notes = [];
    const { count, schemas, unread } = specs.uncheckedEndpoints;
    if (count + schemas > 0) {
        const what = [
            count > 0 ? `${count} endpoint reference(s)` : '',
            schemas > 0 ? `${schemas} schema reference(s)` : '',
        ]
            .filter(Boolean)
            .join(' and ');
        notes.push(`${what} not checked: they may be in ${unread.length === 1 ? 'the spec' : 'specs'} ${unread.join(', ')}, given by URL and not downloaded${repository.fetchUrls ? ' (the download failed)' : ' (run with --fetch-urls / fetch-urls: true to check them)'}`);
    }
    const unreadable = specs.uncheckedByUnreadable;
    if (unreadable.count > 0) {
        notes.push(`${unreadable.count} endpoint or schema reference(s) found in no spec not reported: they may be in ${unreadable.files.join(', ')}, which could not be read (see the finding in ${unreadable.files.length === 1 ? 'that file' : 'those files'})`);
    }
    for (const { file, reason } of specs.skippedSpecs)
        notes.push(`spec not loaded: ${file}: ${reason}`);
    if (specs.uncheckedLinks > 0) {
        notes.push(`${specs.uncheckedLinks} link(s) to generated API pages not checked: their spec is given by URL and was not downloaded`);
    }
    const all = findings.sorted();
    return {
        errors: all.filter((f) => f.severity === 'error'),
        warnings: all.filter((f) => f.severity === 'warning'),
        notes,
        pages: specs.generated,
        specs: specs.specs,
    };
}


/***/ }),

/***/ 9010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Findings)
/* harmony export */ });
/* unused harmony export START */
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
    /** Findings collected elsewhere (on another thread), kept once with these. */
    addAll(findings) {
        for (const finding of findings) {
            this.add(finding.rule, finding.file, finding, finding.message);
        }
    }
    /** In the order they were found. */
    list() {
        return [...this.byKey.values()];
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

/***/ 5212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ endpointHint)
/* harmony export */ });
/* unused harmony export hasEndpoint */
/* harmony import */ var _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1544);
/* harmony import */ var _source_json_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(212);
/* harmony import */ var _openapi_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4197);



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
                (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(document.root.webhooks) &&
                reference.name in document.root.webhooks) {
                return ` (${document.file} declares it, but webhooks need OpenAPI 3.1)`;
            }
            const names = document.operations.filter((o) => o.kind === 'webhook').map((o) => o.path);
            const near = names.find((name) => name.toLowerCase() === reference.name.toLowerCase());
            if (near)
                return ` (did you mean webhook ${near}?)`;
            continue;
        }
        const paths = (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(document.root.paths) ? document.root.paths : {};
        const item = paths[reference.path];
        if ((0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(item)) {
            const methods = _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .HTTP_METHODS */ .y8.filter((m) => (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(item[m])).map((m) => m.toUpperCase());
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


/***/ }),

/***/ 1544:
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

/***/ 4197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ findOperation),
/* harmony export */   Vd: () => (/* binding */ findWebhook),
/* harmony export */   ue: () => (/* binding */ buildOpenApiDocument)
/* harmony export */ });
/* harmony import */ var _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1544);
/* harmony import */ var _source_json_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(212);


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
        if (!(0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(map))
            return;
        for (const [name, rawItem] of Object.entries(map)) {
            const item = resolveInternal(root, rawItem, [container, name]);
            if (!item)
                continue;
            for (const method of _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .HTTP_METHODS */ .y8) {
                const operation = item.value[method];
                if (!(0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(operation))
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
    const components = (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(root.components) ? root.components : {};
    for (const callback of Object.values((0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(components.callbacks) ? components.callbacks : {})) {
        collectCallbackOperations(root, callback, operationObjects, 0);
    }
    for (const rawItem of Object.values((0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(components.pathItems) ? components.pathItems : {})) {
        const item = resolveInternal(root, rawItem, []);
        for (const method of _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .HTTP_METHODS */ .y8) {
            const operation = item?.value[method];
            if ((0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(operation))
                collectWithCallbacks(root, operation, operationObjects, 0);
        }
    }
    const schemas = (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(components.schemas) ? components.schemas : {};
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
        if (!(0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(current))
            return undefined;
        const ref = current.$ref;
        if (typeof ref !== 'string')
            return { value: current, pointer: currentPointer };
        const target = (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePointer */ .vp)(ref);
        if (!ref.startsWith('#') || !target)
            return undefined;
        current = (0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(root, target);
        currentPointer = target;
    }
    return undefined;
}
function collectWithCallbacks(root, operation, into, depth) {
    if (into.has(operation) || depth > MAX_REF_HOPS)
        return;
    into.add(operation);
    if (!(0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(operation.callbacks))
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
        for (const method of _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .HTTP_METHODS */ .y8) {
            const operation = item?.value[method];
            if ((0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(operation))
                collectWithCallbacks(root, operation, into, depth);
        }
    }
}


/***/ }),

/***/ 6333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ matchEndpoint),
/* harmony export */   y: () => (/* binding */ lookupSpec)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6370);
/* harmony import */ var _endpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1544);
/* harmony import */ var _openapi_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4197);




const SPEC_EXTENSION = /\.(json|ya?ml)$/i;
/**
 * The spec a front-matter or navigation file token names, found the way the service's build finds
 * it: the exact repository path (a leading `/` is dropped), else the path relative to the page,
 * else a spec whose path ends with the name, with or without its extension. Undefined when no
 * spec of the repository matches.
 */
function lookupSpec(name, registry, fromFile) {
    const text = name.trim();
    if ((0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isHttpUrlLike */ .vh)(text))
        return { target: text, entry: registry.get(text), exact: true };
    const known = registry.knownFiles();
    const normal = (0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRepoPath */ .NP)(text);
    if (normal && known.has(normal))
        return match(normal, registry, true);
    if (fromFile) {
        const relative = (0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRepoPath */ .NP)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(fromFile), text));
        if (relative && known.has(relative))
            return match(relative, registry, false);
    }
    const bare = text.replace(/\\/g, '/').replace(/^(?:\.{1,2}\/|\/)+/, '');
    if (bare === '')
        return undefined;
    const candidates = [...known]
        .filter((file) => {
        const stem = file.replace(SPEC_EXTENSION, '');
        return [file, stem].some((path) => path === bare || path.endsWith(`/${bare}`));
    })
        .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const found = candidates[0];
    return found ? match(found, registry, false) : undefined;
}
function match(target, registry, exact) {
    return { target, entry: registry.get(target), exact };
}
/** The operation or webhook, matching the method in any case and, failing that, ignoring a trailing `/`. */
function matchEndpoint(document, reference) {
    if (reference.kind === 'webhook') {
        const info = (0,_openapi_model_js__WEBPACK_IMPORTED_MODULE_3__/* .findWebhook */ .Vd)(document, reference.name);
        return info ? { info, trailingSlash: false } : undefined;
    }
    const method = reference.method.toLowerCase();
    if (!_endpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .HTTP_METHODS */ .y8.includes(method))
        return undefined;
    const exact = (0,_openapi_model_js__WEBPACK_IMPORTED_MODULE_3__/* .findOperation */ .LC)(document, method, reference.path);
    if (exact)
        return { info: exact, trailingSlash: false };
    const other = reference.path.endsWith('/') ? reference.path.replace(/\/+$/, '') : `${reference.path}/`;
    const loose = other === '' ? undefined : (0,_openapi_model_js__WEBPACK_IMPORTED_MODULE_3__/* .findOperation */ .LC)(document, method, other);
    return loose ? { info: loose, trailingSlash: true } : undefined;
}


/***/ }),

/***/ 7362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ parameterAnchor),
/* harmony export */   hV: () => (/* binding */ componentSlug),
/* harmony export */   jw: () => (/* binding */ cleanAnchor),
/* harmony export */   ky: () => (/* binding */ headingSlug),
/* harmony export */   nf: () => (/* binding */ TocIds),
/* harmony export */   pV: () => (/* binding */ HeadingCounter),
/* harmony export */   vJ: () => (/* binding */ customHeadingId)
/* harmony export */ });
/**
 * The ids the service gives headings and components, as its CLI computes them for
 * `broken-links --check-anchors` (learned from the `mint` package, 4.2.x; see heading-anchors.ts
 * for which elements get one).
 *
 * A heading's id: its text lower-cased, trimmed, each run of whitespace made `-`, then
 * percent-encoded (encodeURIComponent). When something was encoded, runs of characters other than
 * ASCII letters, digits, `_` and `%` become `-`; otherwise runs of characters other than `a-z`,
 * `0-9` and `_` do. A word followed by a lone `-s` or `-t` is joined to it (`what-s` is `whats`),
 * runs of `-` shrink to one and are trimmed at both ends. Repeats are numbered `-2`, `-3`, ...
 * (HeadingCounter). The anchor a link must name is that id cleaned (cleanAnchor): percent-decoded,
 * with `?,;:!'"()[]{}` and emoji removed, so "Hello, World!" is `hello-world`, "日本語 ガイド"
 * `日本語-ガイド`, "100% done" `100%-done`, "C++ & C#" `c++-&-c#`.
 *
 * Accordion and View titles and parameter names are slugged differently (ComponentSlug): letters
 * transliterated to ASCII (German umlauts as `ae`, `oe`, `ue`, `ß` as `ss`, other accents dropped,
 * `&` as `and`), runs of anything but `a-z0-9` made `-`, no percent-encoding.
 */
/** Punctuation and emoji the service removes from an id before the page renders it (and from a link's fragment). */
const STRIPPED_PUNCTUATION = /[?,;:!'"()[\]{}]/g;
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
/** An id as the page renders it, or a link's fragment as it is compared: decoded, punctuation and emoji removed. */
function cleanAnchor(id) {
    if (!/[%?,;:!'"()[\]{}\u0080-\uffff]/.test(id))
        return id;
    let decoded;
    try {
        // A `%` that starts no escape stands for itself.
        decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    }
    catch {
        return id;
    }
    return decoded.replace(STRIPPED_PUNCTUATION, '').replace(EMOJI, '');
}
/** A `{#custom-id}` of a heading, as the build writes it out: unsafe characters and emoji gone, spaces `-`. */
function customHeadingId(raw) {
    return raw
        .trim()
        .replace(/[<>"&?,;:!'()[\]{}]/g, '')
        .replace(EMOJI, '')
        .replace(/\s+/g, '-');
}
/** The id of a heading with this text, before numbering and cleaning (see the module comment). */
function headingSlug(title) {
    // Most titles are words and spaces: nothing to encode, nothing to join or trim.
    if (/^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/.test(title) && !/ [st](?: |$)/i.test(title))
        return title.toLowerCase().replaceAll(' ', '-');
    let encoded;
    try {
        encoded = encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
    }
    catch {
        // A lone surrogate: nothing the build could render either.
        return '';
    }
    const kept = /%[0-9A-F]{2}/.test(encoded) ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g;
    return tidyDashes(encoded.replace(kept, '-'));
}
/** `-` runs shrunk and trimmed, after a lone `s` or `t` is joined to the word before it. */
function tidyDashes(slug) {
    return slug
        .replace(/([a-zA-Z\d]+)-([st])(?=-|$)/g, '$1$2')
        .replace(/-{2,}/g, '-')
        .replace(/^-|-$/g, '');
}
/**
 * Numbers repeated heading ids: the second `setup` is `setup-2`, the third `setup-3`. Counted
 * case-insensitively; an id whose base (trailing `-N` parts left out) came more than twice gets a
 * number even the first time.
 */
class HeadingCounter {
    /** Made on the second id: most pages have few headings, many one. */
    seen;
    first;
    constructor() {
        this.seen = undefined;
        this.first = undefined;
    }
    next(slug) {
        if (slug === '')
            return '';
        const key = slug.toLowerCase();
        if (this.first === undefined) {
            this.first = key;
            return slug;
        }
        if (this.seen === undefined)
            this.seen = new Map([[this.first, 1]]);
        const base = this.seen.get(key.replace(/(?:-\d+)+$/, '')) ?? 0;
        const count = (this.seen.get(key) ?? 0) + 1;
        this.seen.set(key, count);
        return count >= 2 || base > 2 ? `${slug}-${count}` : slug;
    }
}
/**
 * The second numbering the table of contents applies to its entries' cleaned ids: a repeat gets
 * the first free `-2`, `-3`, ... and that id is then taken too.
 */
class TocIds {
    seen;
    constructor() {
        this.seen = new Map();
    }
    take(id) {
        const count = this.seen.get(id) ?? 0;
        this.seen.set(id, count + 1);
        if (count === 0)
            return id;
        let suffix = count + 1;
        while (this.seen.has(`${id}-${suffix}`))
            suffix++;
        const numbered = `${id}-${suffix}`;
        this.seen.set(numbered, 1);
        return numbered;
    }
}
const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
/**
 * Characters the service's transliteration has no letters for, which therefore separate words:
 * punctuation and spaces beyond ASCII, and Chinese, Japanese and Korean script.
 */
const NOT_ASCII = /[\u0080-\u{10ffff}]/gu;
const SEPARATING = /[\p{P}\p{Z}\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}]/u;
/**
 * An ASCII slug of a component's text (Accordion and View titles, parameter names), or undefined
 * when the text has characters this kit does not transliterate as the service does (other
 * scripts, symbols, letters such as `ø` or `æ`): the id is then unknown. `splitWords` separates
 * camelCase words first.
 */
function componentSlug(text, splitWords = false) {
    let ascii = text
        .normalize()
        .replace(/&/g, ' and ')
        .replace(/[äöüÄÖÜß]/g, (c) => GERMAN[c])
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .normalize()
        .replace(NOT_ASCII, (c) => (SEPARATING.test(c) ? ' ' : c));
    if (NOT_ASCII.test(ascii))
        return undefined;
    if (splitWords)
        ascii = splitCamelCase(ascii);
    return tidyDashes(ascii.toLowerCase().replace(/[^a-z\d]+/g, '-'));
}
/**
 * Words of a camelCase name apart: a space before a capital that follows a lower-case letter or a
 * digit (`userId`), before a digit that follows two or more capitals (`ID2`), and before the last
 * capital of a run that starts a word (`HTTPServer`; not before a plural's `s`: `APIs` stays whole).
 */
function splitCamelCase(text) {
    const upper = (c) => c !== undefined && c >= 'A' && c <= 'Z';
    const lowerOrDigit = (c) => c !== undefined && /[a-z\d]/.test(c);
    let out = text[0] ?? '';
    let capitals = upper(text[0]) ? 1 : 0;
    for (let i = 1; i < text.length; i++) {
        const before = text[i - 1];
        const c = text[i];
        const wordStart = (lowerOrDigit(before) && upper(c)) ||
            (capitals >= 2 && /\d/.test(c)) ||
            (upper(before) && upper(c) && /[a-rt-z\d]/.test(text[i + 1] ?? ''));
        out += wordStart ? ` ${c}` : c;
        capitals = upper(c) ? capitals + 1 : 0;
    }
    return out;
}
/** The id of a ParamField/ResponseField named `name`, the `count`-th of that name before it (0: first). */
function parameterAnchor(name, count) {
    return componentSlug(`param-${name}${count > 0 ? `_${count}` : ''}`, true);
}


/***/ }),

/***/ 6458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CH: () => (/* binding */ fragmentLinks),
/* harmony export */   _s: () => (/* binding */ AnchorIndex),
/* harmony export */   ai: () => (/* binding */ SitePageFiles),
/* harmony export */   bS: () => (/* binding */ checkLinkAnchors),
/* harmony export */   g_: () => (/* binding */ repositoryText),
/* harmony export */   mJ: () => (/* binding */ recordAnchors),
/* harmony export */   qz: () => (/* binding */ possibleTargetFiles),
/* harmony export */   rC: () => (/* binding */ anchorProblem),
/* harmony export */   s7: () => (/* binding */ splitFragmentLinks),
/* harmony export */   xu: () => (/* binding */ linkedPageFile),
/* harmony export */   zB: () => (/* binding */ withImports)
/* harmony export */ });
/* unused harmony exports PageFilesByUrl, recordedImports, checkEarlyLinkAnchors */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6370);
/* harmony import */ var _source_own_string_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6290);
/* harmony import */ var _anchor_slug_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7362);
/* harmony import */ var _check_links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7925);
/* harmony import */ var _front_matter_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6450);
/* harmony import */ var _heading_anchors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5940);
/* harmony import */ var _site_pages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7451);








/** The repository's files as the validation reads them (synchronously, like the pages: check-mdx.ts). */
function repositoryText(root) {
    return (file) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .fileAt */ .Wd)(root, file), 'utf8');
        }
        catch {
            return undefined;
        }
    };
}
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The links that name a fragment of a page of the site (the linking page included). */
function fragmentLinks(links) {
    return links.filter(({ target }) => {
        const hash = target.indexOf('#');
        if (hash < 0 || hash === target.length - 1)
            return false;
        const text = target.trim();
        return !text.startsWith('//') && !SCHEME.test(text) && !/[{}$<>]/.test(text);
    });
}
/** The page files the site publishes, by URL (the first in path order where two share one). */
class SitePageFiles {
    published;
    listed;
    byUrl;
    lookups = 0;
    markdown;
    /** The site's page files as an index of every published page file gives them. */
    static indexed(index) {
        const pages = new SitePageFiles(() => true);
        pages.byUrl = index;
        return pages;
    }
    /**
     * `published`: whether a file is a published page file (ignored ones the navigation lists
     * included); `listed`, those files: after INDEX_AFTER lookups, each URL's page is found in an
     * index made in one pass over them (a few lookups by name cost less than the pass).
     */
    constructor(published, listed) {
        this.published = published;
        this.listed = listed;
    }
    /** The page file published at `url`, if a file page is (`.md` before `.mdx`, as path order has them). */
    fileAt(url) {
        if (this.listed && !this.byUrl && ++this.lookups > INDEX_AFTER) {
            this.byUrl = new PageFilesByUrl();
            for (const file of this.listed())
                if (this.published(file))
                    this.byUrl.add(file);
        }
        if (this.byUrl)
            return this.byUrl.get(url);
        // Where no listed file is a `.md` one (most sites), no `.md` name is looked up.
        this.markdown ??= this.listed === undefined || someMarkdown(this.listed());
        const stem = pageFileStem(url);
        for (const ending of this.markdown ? PAGE_FILE_ENDINGS : MDX_PAGE_FILE_ENDINGS) {
            const file = stem + ending;
            if (this.published(file) && (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .pageUrlOfFile */ .Ok)(file) === url)
                return file;
        }
        return undefined;
    }
}
/**
 * What SitePageFiles.fileAt answers for every URL, from the published page files added: per URL the
 * file of the first name in PAGE_FILE_ENDINGS order, whatever order they are added in.
 */
class PageFilesByUrl {
    files = new Map();
    ranks = new Map();
    /** `url`: the file's pageUrlOfFile, when the caller has it. */
    add(file, url = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .pageUrlOfFile */ .Ok)(file)) {
        if (url === undefined)
            return;
        const stem = pageFileStem(url);
        const rank = file.startsWith(stem) ? PAGE_FILE_ENDINGS.indexOf(file.slice(stem.length)) : -1;
        if (rank < 0)
            return;
        const held = this.ranks.get(url);
        if (held === undefined || rank < held) {
            this.ranks.set(url, rank);
            this.files.set(url, file);
        }
    }
    get(url) {
        return this.files.get(url);
    }
}
/** Lookups by name before SitePageFiles indexes the listed files. */
const INDEX_AFTER = 64;
/** What the names of the files a page can be published from end with, in path order. */
const PAGE_FILE_ENDINGS = ['.md', '.mdx', '/index.md', '/index.mdx'];
const MDX_PAGE_FILE_ENDINGS = ['.mdx', '/index.mdx'];
function someMarkdown(files) {
    for (const file of files)
        if (file.endsWith('.md'))
            return true;
    return false;
}
function pageFileStem(url) {
    return url === '/' ? 'index' : url.slice(1);
}
/** The files a page published at `url` can be, in path order. */
function pageFileNames(url) {
    const stem = pageFileStem(url);
    return PAGE_FILE_ENDINGS.map((ending) => stem + ending);
}
/**
 * What the rule needs of a page, recorded when the page is read (readPage), so that no page is read
 * twice: `!` when its anchors cannot be known (generated content, ids this kit cannot compute, a
 * script that sets ids), else its anchors, one a line. checkPage adds the snippets it imports
 * (withImports). `frontMatter`: the page's YAML, if it has some.
 */
function recordAnchors(file, text, bodyStart, frontMatter) {
    // A script snippet renders the ids its importer gives it (read there), and those its code sets.
    if (SCRIPT_FILE.test(file))
        return SETS_ID.test(text) ? UNKNOWN : '';
    if (frontMatter !== undefined && GENERATED_CONTENT.test(frontMatter))
        return UNKNOWN;
    const { ids, complete } = (0,_heading_anchors_js__WEBPACK_IMPORTED_MODULE_4__/* .pageAnchors */ .cB)(text, bodyStart);
    if (!complete)
        return UNKNOWN;
    // One a line, with a line break before the first and after the last: KnownAnchors looks an id up
    // as `\n<id>\n` in it, without splitting the list.
    return ids.size === 0 ? '' : (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_6__/* .ownString */ .A)(`\n${[...ids].join('\n')}\n`);
}
const SCRIPT_FILE = /\.(jsx|tsx?|js)$/i;
/** `id=`, `id:` or a destructured `{ id }` in a script: it may set an id. */
const SETS_ID = /\bid\s*[=:]|[{,]\s*id\s*[},]/;
const UNKNOWN = '!';
const NEWLINE = 10;
const IMPORTS = '\0';
/** A recorded page's anchors with the repository files it imports (checkImports resolved them). */
function withImports(recorded, imports) {
    return imports.length === 0 || recorded === UNKNOWN
        ? recorded
        : `${recorded}${IMPORTS}${imports.join('\n')}`;
}
/** The files a record (withImports) says its page imports. */
function recordedImports(record) {
    const at = record.indexOf(IMPORTS);
    return at < 0 ? [] : record.slice(at + 1).split('\n');
}
/**
 * A page's anchors with those of the markdown snippets it imports: their recorded lists, looked up
 * as they are (most links name an anchor that exists), a set built only to suggest near ones.
 */
class KnownAnchors {
    /** The page's own list (recordAnchors), then each imported snippet's, in the order they are imported. */
    lists;
    /** Some come from snippets: how the build numbers repeats across them is not known. */
    fromSnippets;
    constructor(lists, fromSnippets) {
        this.lists = lists;
        this.fromSnippets = fromSnippets;
    }
    has(id) {
        // No id of a list holds its separator: `a\nb` would span two lines.
        if (id.includes('\n'))
            return false;
        const line = `\n${id}\n`;
        return this.lists.some((list) => list.includes(line));
    }
    /** Every id, the page's first, each once. */
    ids() {
        const ids = new Set();
        for (const list of this.lists)
            for (const id of list.slice(1, -1).split('\n'))
                ids.add(id);
        return ids;
    }
}
const NO_ANCHORS = new KnownAnchors([], false);
const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
const SNIPPET_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
const GENERATED_CONTENT = /^(?:openapi|openapi-schema|api)[ \t]*:/m;
/**
 * The anchors of the pages links lead to: as recorded when the pages were read, else (a page the
 * validation did not read: an ignored snippet) read now. Decoded once per page a link needs.
 */
class AnchorIndex {
    /** By page; the snippets pages import apart, in a small map that most lookups find. */
    known = new Map();
    knownSnippets = new Map();
    recorded;
    read;
    files;
    /** `files`: every file of the repository, to resolve the imports of pages read here. */
    constructor(recorded, read, files) {
        this.recorded = recorded;
        this.read = read;
        this.files = files;
    }
    /**
     * Whether the page's own recorded list holds `id`, read in the record as it is: most links name an
     * anchor of the page itself, and are then judged without decoding its record. False says nothing.
     */
    ownListHas(file, id) {
        const record = this.recorded(file);
        if (record === undefined || id === '' || id.includes('\n'))
            return false;
        const imports = record.indexOf(IMPORTS);
        const end = imports < 0 ? record.length : imports;
        // `\n<id>\n` within the list, found without building that string.
        for (let at = record.indexOf(id, 1); at >= 0 && at + id.length < end; at = record.indexOf(id, at + 1)) {
            if (record.charCodeAt(at - 1) === NEWLINE && record.charCodeAt(at + id.length) === NEWLINE)
                return true;
        }
        return false;
    }
    /** The anchors of a page, or undefined when they cannot be known (see the module comment). */
    of(file) {
        return this.compute(file, new Set()) ?? undefined;
    }
    compute(file, visiting) {
        const known = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .isSnippetFile */ .a8)(file) ? this.knownSnippets : this.known;
        const cached = known.get(file);
        if (cached !== undefined)
            return cached;
        if (visiting.has(file))
            return NO_ANCHORS;
        visiting.add(file);
        const record = this.recorded(file) ?? this.recordOfUnreadFile(file);
        const found = record === undefined ? null : this.decode(record, visiting);
        known.set(file, found);
        return found;
    }
    decode(record, visiting) {
        if (record === UNKNOWN)
            return null;
        const at = record.indexOf(IMPORTS);
        if (at < 0)
            return record === '' ? NO_ANCHORS : new KnownAnchors([record], false);
        const lists = at === 0 ? [] : [record.slice(0, at)];
        for (const snippet of record.slice(at + 1).split('\n')) {
            const imported = this.compute(snippet, visiting);
            if (imported === null)
                return null;
            lists.push(...imported.lists);
        }
        return new KnownAnchors(lists, true);
    }
    recordOfUnreadFile(file) {
        const text = this.read(file);
        if (text === undefined)
            return undefined;
        const frontMatter = (0,_front_matter_js__WEBPACK_IMPORTED_MODULE_7__/* .extractFrontMatter */ .s)(text);
        const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
        const imports = [];
        IMPORT.lastIndex = bodyStart;
        for (let match = IMPORT.exec(text); match; match = IMPORT.exec(text)) {
            const snippet = this.snippetFile(file, match[1]);
            if (snippet !== undefined)
                imports.push(snippet);
        }
        const yaml = frontMatter.kind === 'yaml' ? frontMatter.yaml : undefined;
        return withImports(recordAnchors(file, text, bodyStart, yaml), imports);
    }
    snippetFile(file, source) {
        const path = (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .importedPath */ .U2)(file, source);
        if (path === undefined)
            return undefined;
        return SNIPPET_EXTENSIONS.map((extension) => path + extension).find((candidate) => this.files.has(candidate));
    }
}
/** Reports every link of `pages` whose fragment names no anchor of its target page. */
function checkLinkAnchors(pages, context, findings) {
    for (const { file, links } of pages) {
        if ((0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .isSnippetFile */ .a8)(file))
            continue;
        for (const link of links) {
            const problem = anchorProblem(file, link.target, context);
            if (problem !== undefined)
                findings.add('link-anchor-missing', file, link.position, problem);
        }
    }
}
/** The page file a link from `file` leads to, when it leads to a file page (undefined otherwise). */
function linkedPageFile(file, target, context) {
    if (linksToItself(target))
        return file;
    const path = (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .internalPath */ .PI)(target);
    if (path === undefined)
        return undefined;
    for (const candidate of (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCandidates */ .vV)(file, path)) {
        const found = pageAt(candidate, context);
        if (found !== undefined)
            return found ?? undefined;
    }
    return undefined;
}
function linksToItself(target) {
    return target.trim().replace(/[?#].*$/, '') === '';
}
/**
 * Splits pages' fragment links by whether the page they lead to is known from the file pages'
 * URLs alone (`filePages`: filePageUrls), before the generated pages and the redirects are: a link
 * to its own page, or one whose first candidate path is a file page's URL. linkedPageFile stops at
 * that candidate whatever pages are added, so such a link is judged the same with that URL alone
 * (`early`, checkEarlyLinkAnchors); the others wait for every page (`late`). Links that are never
 * judged (no fragment left, a text fragment, no internal path) are left out.
 */
function splitFragmentLinks(pages, filePages) {
    const early = [];
    const late = [];
    for (const { file, links } of pages) {
        const known = { file, links: [], urls: [] };
        const left = [];
        for (const link of links) {
            const url = knownTargetUrl(file, link.target, filePages);
            if (url === null)
                left.push(link);
            else if (url !== undefined) {
                known.links.push(link);
                known.urls.push(url);
            }
        }
        if (known.links.length > 0)
            early.push(known);
        if (left.length > 0)
            late.push({ file, links: left });
    }
    return { early, late };
}
/** The URL a link leads to when known early (`''`: its own page); undefined when never judged, null when not known yet. */
function knownTargetUrl(file, target, filePages) {
    if (!judged(target))
        return undefined;
    if (linksToItself(target))
        return '';
    const path = (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .internalPath */ .PI)(target);
    if (path === undefined)
        return undefined;
    const first = trimmedPath((0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCandidates */ .vV)(file, path)[0]);
    return filePages.has(first) ? first : null;
}
/** Whether a fragment can name a missing anchor: not empty, not a text fragment (anchorProblem). */
function judged(target) {
    const written = target.slice(target.indexOf('#') + 1);
    return written !== '' && !written.startsWith(':~:');
}
/** checkLinkAnchors for early links: the same findings, their target pages looked up by URL. */
function checkEarlyLinkAnchors(pages, context, findings) {
    for (const { file, links, urls } of pages) {
        if (isSnippetFile(file))
            continue;
        links.forEach((link, i) => {
            const url = urls[i];
            const page = url === '' ? file : context.pages.fileAt(url);
            if (page === undefined)
                return;
            const problem = problemOnPage(file, link.target, page, context.anchors);
            if (problem !== undefined)
                findings.add('link-anchor-missing', file, link.position, problem);
        });
    }
}
/**
 * Every page file linkedPageFile can find for a link, whatever other pages and redirects the site
 * has (a few names per candidate path, most of them no file): the records judging it may need.
 */
function possibleTargetFiles(file, target) {
    if (linksToItself(target))
        return [file];
    const path = (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .internalPath */ .PI)(target);
    if (path === undefined)
        return [];
    const files = [];
    for (const candidate of (0,_check_links_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCandidates */ .vV)(file, path)) {
        const trimmed = trimmedPath(candidate);
        files.push(...pageFileNames(trimmed));
        const named = trimmed.slice(1);
        const url = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .pageUrlOfFile */ .Ok)(/\.mdx?$/i.test(named) ? named : `${named}.mdx`);
        if (url !== undefined)
            files.push(...pageFileNames(url));
    }
    return files;
}
function trimmedPath(path) {
    return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}
/**
 * The page file at a site path; null when the path leads elsewhere (a generated page, a folder, a
 * redirect, another file), undefined when it leads nowhere: the order of link-broken's lookups
 * (check-links.ts).
 */
function pageAt(path, context) {
    const { site, files, redirects } = context.links;
    const trimmed = trimmedPath(path);
    if (site.has(trimmed))
        return context.pages.fileAt(trimmed) ?? null;
    if (trimmed === '/')
        return null;
    const file = trimmed.slice(1);
    const named = /\.mdx?$/i.test(file);
    // `/guides/setup.mdx` and `/guides/index` name the page at /guides/setup and /guides.
    const url = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .pageUrlOfFile */ .Ok)(named ? file : `${file}.mdx`);
    const page = url !== undefined && site.has(url) ? (context.pages.fileAt(url) ?? null) : undefined;
    if (files.has(file))
        return named && page !== undefined ? page : null;
    if (page !== undefined)
        return page;
    if (site.hasPagesUnder(trimmed))
        return null;
    return redirects.some((redirect) => redirect.pattern.test(trimmed)) ? null : undefined;
}
/** Why the fragment of a link from `file` names nothing on its target; undefined when it does or cannot be judged. */
function anchorProblem(file, target, context) {
    if (!judged(target))
        return undefined;
    const page = linkedPageFile(file, target, context);
    return page === undefined ? undefined : problemOnPage(file, target, page, context.anchors);
}
/** anchorProblem once the link's target page is known. */
function problemOnPage(file, target, page, anchors) {
    const written = target.slice(target.indexOf('#') + 1);
    const decoded = decodedFragment(written);
    const cleaned = (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanAnchor */ .jw)(decoded);
    if (anchors.ownListHas(page, cleaned))
        return undefined;
    const known = anchors.of(page);
    if (known === undefined)
        return undefined;
    if (known.has(cleaned) || known.has(decoded) || cleaned.toLowerCase() === 'top')
        return undefined;
    // Snippets number their repeats apart from the page: `setup-2` may be theirs.
    if (known.fromSnippets && known.has(cleaned.replace(/-\d+$/, '')))
        return undefined;
    const where = page === file ? 'this page' : ((0,_site_pages_js__WEBPACK_IMPORTED_MODULE_5__/* .pageUrlOfFile */ .Ok)(page) ?? `/${page}`);
    return `#${written}: no heading with that id on ${where}${suggestion(cleaned, known.ids())}`;
}
function decodedFragment(fragment) {
    if (!fragment.includes('%'))
        return fragment;
    try {
        return decodeURIComponent(fragment);
    }
    catch {
        return fragment;
    }
}
/** The nearest anchors (`did you mean`), else a few of the page's, else that it has none. */
function suggestion(fragment, ids) {
    const all = [...ids];
    if (all.length === 0)
        return ' (it has no headings or anchors)';
    const near = nearestAnchors(fragment, all);
    if (near.length > 0)
        return ` (did you mean ${near.map((id) => `#${id}`).join(' or ')}?)`;
    const shown = all.slice(0, 5).map((id) => `#${id}`);
    return ` (it has ${shown.join(', ')}${all.length > 5 ? ` and ${all.length - 5} more` : ''})`;
}
/** Up to three anchors closest to `fragment` by edit distance (case aside), if any is close. */
function nearestAnchors(fragment, ids) {
    const wanted = fragment.toLowerCase();
    const scored = ids.map((id) => {
        const candidate = id.toLowerCase();
        const contains = Math.min(wanted.length, candidate.length) >= 4 &&
            (candidate.includes(wanted) || wanted.includes(candidate));
        return { id, distance: contains ? 1 : editDistance(wanted, candidate) };
    });
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    const best = Math.min(...scored.map((s) => s.distance));
    if (best > limit)
        return [];
    return scored
        .filter((s) => s.distance === best)
        .slice(0, 3)
        .map((s) => s.id);
}
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 8)
        return Math.abs(a.length - b.length);
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = row;
    }
    return previous[b.length];
}


/***/ }),

/***/ 6503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ UncheckedReferences),
/* harmony export */   K4: () => (/* binding */ checkMdxReferences),
/* harmony export */   SP: () => (/* binding */ readPage),
/* harmony export */   Yg: () => (/* binding */ PageBatches),
/* harmony export */   Zy: () => (/* binding */ specFilesNamedByPages),
/* harmony export */   my: () => (/* binding */ readMdxPages),
/* harmony export */   pt: () => (/* binding */ forEachMdxPage),
/* harmony export */   q4: () => (/* binding */ pageReferences)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _openapi_endpoint_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1544);
/* harmony import */ var _openapi_endpoint_hint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5212);
/* harmony import */ var _openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6333);
/* harmony import */ var _check_anchors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6458);
/* harmony import */ var _front_matter_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6450);
/* harmony import */ var _page_body_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8859);
/* harmony import */ var _source_json_path_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(212);
/* harmony import */ var _source_own_string_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6290);
/* harmony import */ var _source_repo_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6370);
/* harmony import */ var _source_yaml_parsers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4002);











/**
 * Pages are small and many: read synchronously, a batch at a time. On a 25,000-page site that
 * takes a third of the time of concurrent asynchronous reads (each one costs several thread-pool
 * round trips), and yielding between batches keeps the event loop responsive.
 */
const READ_BATCH = 256;
/** Parses the front matter of each page and checks what needs no spec. */
async function readMdxPages(root, files, findings) {
    const pages = [];
    await forEachMdxPage(root, files, findings, (page) => pages.push(page));
    return pages.sort((a, b) => (a.file < b.file ? -1 : 1));
}
/**
 * Hands out the batches of a list of pages to read: to one reader, or to readers on two threads
 * that share `shared` (one Int32), each taking the next batch when it is free, so that neither
 * waits for the other. Each batch is read once.
 */
class PageBatches {
    shared;
    /** Pages per batch. */
    size;
    next;
    constructor(shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT), size = READ_BATCH) {
        this.shared = shared;
        this.size = size;
        this.next = new Int32Array(shared);
    }
    /** Where the next batch starts; at or past the end of the list once every batch is taken. */
    claim() {
        return Atomics.add(this.next, 0, this.size);
    }
}
/**
 * readMdxPages one page at a time, batch by batch as `batches` hands them out: a caller that keeps
 * little of each page lets it die young (a scavenge is cheap), where 25,000 pages kept until the
 * end fill the old generation.
 */
async function forEachMdxPage(root, files, findings, visit, batches = new PageBatches()) {
    // Front matter is YAML: loaded for a list with pages in it (whichever thread reads them).
    if (files.length > 0)
        await (0,_source_yaml_parsers_js__WEBPACK_IMPORTED_MODULE_7__/* .loadYamlParsers */ .A)();
    for (let at = batches.claim(), first = true; at < files.length; at = batches.claim(), first = false) {
        if (!first)
            await new Promise((resume) => setImmediate(resume));
        for (const file of files.slice(at, at + batches.size)) {
            const text = readTextOrUndefined((0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_6__/* .fileAt */ .Wd)(root, file));
            if (text !== undefined)
                visit(readPage(file, text, findings));
        }
    }
}
function readTextOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** A page read from its text: its front matter checked, its body scanned. */
function readPage(file, text, findings) {
    const frontMatter = (0,_front_matter_js__WEBPACK_IMPORTED_MODULE_8__/* .extractFrontMatter */ .s)(text);
    if (frontMatter.kind === 'none')
        return { file, body: (0,_page_body_js__WEBPACK_IMPORTED_MODULE_5__/* .scanPageBody */ .LY)(text), anchors: (0,_check_anchors_js__WEBPACK_IMPORTED_MODULE_4__/* .recordAnchors */ .mJ)(file, text, 0) };
    const body = (0,_page_body_js__WEBPACK_IMPORTED_MODULE_5__/* .scanPageBody */ .LY)(text, frontMatter.end);
    const anchors = (0,_check_anchors_js__WEBPACK_IMPORTED_MODULE_4__/* .recordAnchors */ .mJ)(file, text, frontMatter.end, frontMatter.yaml);
    // Its own copy: what is parsed from it would otherwise keep the whole page alive (own-string.ts).
    const yaml = (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_9__/* .ownString */ .A)(frontMatter.yaml);
    const lineOffset = frontMatter.lineOffset;
    const parsed = (0,_source_yaml_parsers_js__WEBPACK_IMPORTED_MODULE_7__/* .yamlParsers */ .y)().parseFrontMatter(file, yaml, lineOffset);
    if (!parsed.ok) {
        findings.add('mdx-front-matter-syntax', file, parsed.position, `front matter is not valid YAML: ${parsed.message}`);
        return { file, body, anchors };
    }
    const source = parsed.document;
    const data = source.data;
    if (!(0,_source_json_path_js__WEBPACK_IMPORTED_MODULE_10__/* .isRecord */ .u4)(data))
        return { file, body, anchors };
    const page = { file, body, anchors };
    if (data.deprecated !== undefined && typeof data.deprecated !== 'boolean') {
        findings.at(source, ['deprecated'], 'mdx-front-matter-type', `deprecated must be true or false, not ${JSON.stringify(data.deprecated)}`, 'value');
    }
    if (data.version !== undefined && typeof data.version !== 'string') {
        findings.at(source, ['version'], 'mdx-front-matter-type', `version must be a string, not ${JSON.stringify(data.version)}: quote it in YAML (version: "1.0")`, 'value');
    }
    if (data.openapi !== undefined) {
        const endpoint = typeof data.openapi === 'string' ? (0,_openapi_endpoint_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEndpointReference */ .KZ)(data.openapi) : undefined;
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
    // Only the checks against specs place findings in the front matter later: on a large site most
    // pages have none, and keeping every parsed front matter cost about 1 KB per page.
    if (page.endpoint || page.schema)
        page.frontMatter = { yaml, lineOffset };
    return page;
}
/** What the checks against specs need from a page (one with `openapi` or `openapi-schema`): all but its body. */
function pageReferences({ file, endpoint, schema, frontMatter }) {
    if (!frontMatter)
        return undefined;
    const page = { file, frontMatter };
    if (endpoint)
        page.endpoint = endpoint;
    if (schema)
        page.schema = schema;
    return page;
}
/** The parsed front matter of a page that kept it, as readPage parsed it. */
function frontMatterDocument(page) {
    if (!page.frontMatter)
        return undefined;
    const parsed = (0,_source_yaml_parsers_js__WEBPACK_IMPORTED_MODULE_7__/* .yamlParsers */ .y)().parseFrontMatter(page.file, page.frontMatter.yaml, page.frontMatter.lineOffset);
    return parsed.ok ? parsed.document : undefined;
}
/** Repository spec files that front matter names explicitly. */
function specFilesNamedByPages(pages) {
    const files = [];
    for (const page of pages) {
        for (const file of [page.endpoint?.file, page.schema?.file]) {
            const path = file && !(0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_6__/* .isHttpUrlLike */ .vh)(file) ? (0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeRepoPath */ .NP)(file) : undefined;
            if (path)
                files.push(path);
        }
    }
    return files;
}
/** References that could not be checked, and why (reported as a note, never as a finding). */
class UncheckedReferences {
    /** Endpoint references; schema references (`openapi-schema`) are counted apart. */
    count = 0;
    schemaCount = 0;
    urls = new Set();
    /** References that may point into repository specs that could not be read (reported there). */
    unreadableCount = 0;
    unreadable = new Set();
    add(urls, kind = 'endpoint') {
        if (kind === 'schema')
            this.schemaCount++;
        else
            this.count++;
        for (const url of urls)
            this.urls.add(url);
    }
    addUnreadable(files) {
        this.unreadableCount++;
        for (const file of files)
            this.unreadable.add(file);
    }
}
function checkMdxReferences(pages, registry, findings, unchecked) {
    const all = registry.repositoryDocuments();
    const unread = registry.unreadUrls();
    const unusable = registry.unusableFiles();
    /** Where a reference found in no spec may be instead: true when it was counted as not checked. */
    const notCheckable = (kind) => {
        if (unread.length > 0)
            unchecked.add(unread, kind);
        else if (unusable.length > 0)
            unchecked.addUnreadable(unusable);
        else
            return false;
        return true;
    };
    for (const page of pages) {
        const source = frontMatterDocument(page);
        if (!source)
            continue;
        if (page.endpoint)
            checkEndpoint(source, page.endpoint, registry, all, notCheckable, findings, unchecked);
        if (page.schema)
            checkSchema(source, page.schema, registry, all, notCheckable, findings, unchecked);
    }
}
function checkEndpoint(source, reference, registry, all, notCheckable, findings, unchecked) {
    const what = (0,_openapi_endpoint_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpoint */ .N2)(reference);
    const report = (rule, message) => findings.at(source, ['openapi'], rule, message, 'value');
    const firstWith = () => {
        for (const document of all) {
            const found = (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .matchEndpoint */ .x)(document, reference);
            if (found)
                return { document, found };
        }
        return undefined;
    };
    if (reference.file) {
        const named = (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .lookupSpec */ .y)(reference.file, registry, source.file);
        if (named?.entry.state === 'unknown')
            return unchecked.add([named.target]);
        if (named?.entry.state === 'invalid')
            return;
        const document = named?.entry.state === 'ok' ? named.entry.document : undefined;
        const found = document ? (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .matchEndpoint */ .x)(document, reference) : undefined;
        if (named && document && found) {
            if (!named.exact) {
                report('openapi-reference-loose', `${JSON.stringify(reference.file)} is not an exact path: the build finds ${named.target}; write "${named.target} ${what}"`);
            }
            if (found.trailingSlash)
                reportTrailingSlash(report, document, found.info, what);
            return;
        }
        const fallback = firstWith();
        if (fallback) {
            report('mdx-openapi-fallback', `${named ? `${named.target} has no ${what}` : `no spec matches ${JSON.stringify(reference.file)}`}: the build silently uses ${fallback.document.file}, the first spec that has it (a stale or misnamed spec?)`);
            return;
        }
        if (notCheckable('endpoint'))
            return;
        if (!named) {
            report('mdx-openapi-spec-not-found', `spec file ${JSON.stringify(reference.file)} does not exist (paths are relative to the repository root)`);
        }
        else if (document) {
            report('mdx-openapi-not-found', `${document.file} has no ${what}${(0,_openapi_endpoint_hint_js__WEBPACK_IMPORTED_MODULE_2__/* .endpointHint */ .T)([document], reference)}`);
        }
        return;
    }
    const matches = all.filter((document) => (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .matchEndpoint */ .x)(document, reference) !== undefined);
    if (matches.length === 0) {
        if (notCheckable('endpoint'))
            return;
        const searched = all.length > 0 ? `searched ${all.map((d) => d.file).join(', ')}` : 'the repository has no spec';
        report('mdx-openapi-not-found', `${what} is in no spec (${searched})${(0,_openapi_endpoint_hint_js__WEBPACK_IMPORTED_MODULE_2__/* .endpointHint */ .T)(all, reference)}`);
        return;
    }
    const [winner] = matches;
    const found = (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .matchEndpoint */ .x)(winner, reference);
    if (found?.trailingSlash)
        reportTrailingSlash(report, winner, found.info, what);
    if (matches.length > 1) {
        report('mdx-openapi-ambiguous', `${what} is in ${matches.map((d) => d.file).join(', ')}; ${winner.file} wins (first in alphabetical order): write "${winner.file} ${what}" to say so`);
    }
}
function reportTrailingSlash(report, document, info, what) {
    report('openapi-path-trailing-slash', `${what} matches ${info.method.toUpperCase()} ${info.path} of ${document.file} only up to a trailing "/": write the path exactly as the spec does`);
}
/** The document a front-matter file token names; undefined when reported or not checkable. */
function namedDocument(source, file, registry, findings, unchecked) {
    const named = (0,_openapi_spec_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .lookupSpec */ .y)(file, registry, source.file);
    if (named?.entry.state === 'unknown') {
        unchecked.add([named.target], 'schema');
        return undefined;
    }
    if (!named) {
        findings.at(source, ['openapi-schema'], 'mdx-openapi-spec-not-found', `spec file ${JSON.stringify(file)} does not exist (paths are relative to the repository root)`, 'value');
        return undefined;
    }
    if (!named.exact && named.entry.state === 'ok') {
        findings.at(source, ['openapi-schema'], 'openapi-reference-loose', `${JSON.stringify(file)} is not an exact path: the build finds ${named.target}`, 'value');
    }
    return named.entry.state === 'ok' ? named.entry.document : undefined;
}
function checkSchema(source, schema, registry, all, notCheckable, findings, unchecked) {
    if (schema.file) {
        const document = namedDocument(source, schema.file, registry, findings, unchecked);
        if (document && !document.schemaNames.has(schema.key)) {
            findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-not-found', `components.schemas of ${document.file} has no ${JSON.stringify(schema.key)}`, 'value');
        }
        return;
    }
    const matches = all.filter((document) => document.schemaNames.has(schema.key));
    if (matches.length === 0) {
        // The schema may be in a spec given by URL (offline) or in one that could not be read.
        if (notCheckable('schema'))
            return;
        findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-not-found', `no spec has ${JSON.stringify(schema.key)} in components.schemas${all.length > 0 ? ` (searched ${all.map((d) => d.file).join(', ')})` : ''}`, 'value');
    }
    else if (matches.length > 1) {
        findings.at(source, ['openapi-schema'], 'mdx-openapi-schema-ambiguous', `schema ${JSON.stringify(schema.key)} exists in ${matches.map((d) => d.file).join(', ')}: name the file, e.g. "${matches[0].file} ${schema.key}"`, 'value');
    }
}


/***/ }),

/***/ 5940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cB: () => (/* binding */ pageAnchors)
/* harmony export */ });
/* unused harmony exports headingAnchors, plainText */
/* harmony import */ var _anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7362);
/* harmony import */ var _page_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8859);



/** The anchors of a page (`text`: the whole file, front matter included): see PageAnchors. */
function headingAnchors(text) {
    const frontMatter = extractFrontMatter(text);
    return pageAnchors(text, frontMatter.kind === 'none' ? 0 : frontMatter.end).ids;
}
/** Components that never pass their `id` on to the page (the service's list). */
const NO_ID_COMPONENTS = new Set([
    'Info',
    'Warning',
    'Note',
    'Tip',
    'Check',
    'Danger',
    'Callout',
    'AccordionGroup',
    'Card',
    'CardGroup',
    'Tabs',
    'CodeGroup',
    'Column',
    'Columns',
    'CustomCode',
    'CustomComponent',
    'DynamicCustomComponent',
    'Expandable',
    'Frame',
    'GitHub',
    'Github',
    'Icon',
    'Latex',
    'Mermaid',
    'Panel',
    'Popup',
    'Prompt',
    'RequestExample',
    'ResponseExample',
    'SnippetGroup',
    'Steps',
    'Tile',
    'Tooltip',
    'Tree',
    'FileTree',
    'Variation',
    'Visibility',
    'MDX',
    'Badge',
    'Color',
    'ZoomImage',
]);
/** Components whose `id` is rendered cleaned (cleanAnchor); others render it as written. */
const CLEANED_ID_COMPONENTS = new Set(['Heading', 'Step', 'Update']);
/** Components whose headings are no table-of-contents entries. */
const NO_TOC_INSIDE = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
const PARAMETER_COMPONENTS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAMETER_NAMES = new Set(['query', 'path', 'body', 'header', 'name']);
const NO_ATTRIBUTES = new Map();
/** The anchors of a page whose body starts at `bodyStart` of `text` (after the front matter). */
function pageAnchors(text, bodyStart = 0) {
    const structure = blankedStructure(text, bodyStart);
    const headings = headingsOf(text, structure, bodyStart);
    const tags = tagsOf(text, structure, bodyStart);
    const page = new AnchorCollector(text);
    // Both lists are in page order: merged, not sorted.
    for (let h = 0, t = 0; h < headings.length || t < tags.length;) {
        if (t >= tags.length || (h < headings.length && headings[h].offset < tags[t].offset))
            page.heading(headings[h++]);
        else
            page.tag(tags[t++]);
    }
    return page.finish();
}
/** The anchors of one page as its headings and tags come, in page order. */
class AnchorCollector {
    ids = new Set();
    complete = true;
    text;
    headingIds;
    toc;
    open = [];
    tabs;
    titleCounts;
    parameterCounts;
    constructor(text) {
        this.text = text;
    }
    add(id) {
        if (id === undefined)
            this.complete = false;
        else if (id !== '')
            this.ids.add(id);
    }
    tocEntry(explicitId, title) {
        this.toc ??= new _anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .TocIds */ .nf();
        this.add((0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanAnchor */ .jw)(this.toc.take((explicitId && (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanAnchor */ .jw)(explicitId)) || (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .headingSlug */ .ky)(title))));
    }
    hidden() {
        return this.open.length > 0 && this.open.some((element) => element.hidesHeadings);
    }
    heading(heading) {
        const title = plainText(heading.title);
        if (heading.customId !== undefined) {
            const id = (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .customHeadingId */ .vJ)(heading.customId);
            if (heading.level <= 4 && !this.hidden())
                this.tocEntry(id, title);
            else
                this.add(id);
            return;
        }
        if (heading.level > 4)
            return;
        this.headingIds ??= new _anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .HeadingCounter */ .pV();
        const first = this.headingIds.next((0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .headingSlug */ .ky)(title));
        if (!this.hidden())
            this.tocEntry(first, title);
        else
            this.add((0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanAnchor */ .jw)(first));
    }
    tag(tag) {
        const { open } = this;
        if (tag.closing) {
            for (let at = open.length - 1; at >= 0; at--) {
                if (open[at].name !== tag.name)
                    continue;
                open.length = at;
                break;
            }
            return;
        }
        const idValue = tag.attributes.get('id');
        if (!isFlow(tag, this.text)) {
            // Text elements: the CLI collects none, but the page renders their ids (and `<a name>`).
            if (!NO_ID_COMPONENTS.has(tag.name))
                this.add(writtenId(tag.name, idValue));
            if (tag.name === 'a')
                this.add(writtenId('a', tag.attributes.get('name')));
            return;
        }
        if (PARAMETER_COMPONENTS.has(tag.name))
            this.parameter(tag);
        else if (tag.name === 'Tab') {
            (this.tabs ??= []).push({ id: idValue ?? NO_VALUE, title: tag.attributes.get('title') ?? NO_VALUE });
            if (idValue?.kind === 'expression')
                this.add(idValue.literal);
        }
        else if ((tag.name === 'Accordion' || tag.name === 'View') && idValue === undefined)
            this.titled(tag);
        else if (!this.hidden() && isTocElement(tag, open)) {
            const title = tag.name === 'Update'
                ? stringValue(tag.attributes.get('label'))
                : tag.name === 'Step'
                    ? stringValue(tag.attributes.get('title'))
                    : plainText(elementText(this.text, tag));
            if (idValue?.kind === 'expression' && idValue.literal === undefined)
                this.complete = false;
            this.tocEntry(idValue?.kind === 'string'
                ? idValue.value
                : idValue?.kind === 'expression'
                    ? idValue.literal
                    : undefined, title);
        }
        else if (!NO_ID_COMPONENTS.has(tag.name)) {
            this.add(writtenId(tag.name, idValue));
            if (tag.name === 'a')
                this.add(writtenId('a', tag.attributes.get('name')));
        }
        if (!tag.selfClosing) {
            open.push({
                name: tag.name,
                hidesHeadings: NO_TOC_INSIDE.has(tag.name) || (tag.name === 'Visibility' && hiddenFromReaders(tag)),
                stepTitleSize: tag.name === 'Steps' ? stringValue(tag.attributes.get('titleSize')) : undefined,
            });
        }
    }
    /** ParamField and the like: `param-<name>`, from the first of its naming attributes. */
    parameter(tag) {
        let named;
        for (const [name, value] of tag.attributes) {
            if (!PARAMETER_NAMES.has(name))
                continue;
            named = value;
            break;
        }
        if (named?.kind !== 'string' || named.value === '')
            return;
        this.parameterCounts ??= new Map();
        const count = this.parameterCounts.get(named.value) ?? 0;
        this.parameterCounts.set(named.value, count + 1);
        this.add((0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .parameterAnchor */ .LD)(named.value, count));
    }
    /** Accordion and View without id: their title's slug, repeats numbered `-1`, `-2`. */
    titled(tag) {
        const title = tag.attributes.get('title');
        if (title?.kind === 'expression')
            this.complete = false;
        if (title?.kind !== 'string' || title.value === '')
            return;
        const base = (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .componentSlug */ .hV)(title.value);
        if (base === undefined) {
            this.complete = false;
            return;
        }
        this.titleCounts ??= new Map();
        const key = `${tag.name}\0${base}`;
        const count = this.titleCounts.get(key) ?? 0;
        this.titleCounts.set(key, count + 1);
        this.add(count > 0 ? `${base}-${count}` : base);
    }
    finish() {
        // Tab ids: explicit ones first, then each title's slug numbered past every id already taken.
        if (this.tabs) {
            const taken = new Set(this.tabs.flatMap(({ id }) => (id.kind === 'string' ? [id.value] : [])));
            const tabIds = new _anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .HeadingCounter */ .pV();
            for (const { id, title } of this.tabs) {
                if (id.kind === 'string')
                    this.add(id.value);
                else if (id.kind === 'none' && title.kind === 'string' && title.value !== '') {
                    const slug = (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .headingSlug */ .ky)(title.value);
                    let numbered = tabIds.next(slug);
                    while (taken.has(numbered))
                        numbered = tabIds.next(slug);
                    taken.add(numbered);
                    this.add(numbered);
                }
                else if (title.kind === 'expression')
                    this.complete = false;
            }
        }
        return { ids: this.ids, complete: this.complete };
    }
}
const NO_VALUE = { kind: 'none' };
/** Whether a flow element is a table-of-contents entry (headings, Update with label, Step of size h2/h3). */
function isTocElement(tag, open) {
    if (/^h[1-4]$/.test(tag.name) || tag.name === 'Heading')
        return true;
    if (tag.name === 'Update')
        return tag.attributes.has('label');
    if (tag.name !== 'Step')
        return false;
    const noAnchor = tag.attributes.get('noAnchor');
    if (noAnchor !== undefined &&
        (noAnchor.kind === 'none' ||
            (noAnchor.kind === 'string' && noAnchor.value === 'true') ||
            (noAnchor.kind === 'expression' && noAnchor.literal === undefined)))
        return false;
    const size = stringValue(tag.attributes.get('titleSize')) || open[open.length - 1]?.stepTitleSize || undefined;
    return (size === 'h2' || size === 'h3') && stringValue(tag.attributes.get('title')).trim() !== '';
}
/** `for` other than "humans" (or an expression): the service leaves its headings out of the contents. */
function hiddenFromReaders(tag) {
    const audience = tag.attributes.get('for');
    if (audience?.kind === 'expression')
        return audience.literal !== 'humans' && audience.literal !== undefined;
    return audience?.kind !== 'string' || audience.value !== 'humans';
}
function stringValue(value) {
    return value?.kind === 'string' ? value.value : '';
}
/** The id an element renders: its literal value (cleaned for some components); undefined when unknown. */
function writtenId(name, value) {
    if (value === undefined || value.kind === 'none')
        return '';
    const id = value.kind === 'string' ? value.value : value.literal;
    if (id === undefined)
        return undefined;
    return CLEANED_ID_COMPONENTS.has(name) ? (0,_anchor_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanAnchor */ .jw)(id) : id;
}
/** The text between a tag and its closing tag (for a heading element's title). */
function elementText(text, tag) {
    if (tag.selfClosing)
        return '';
    const close = text.indexOf(`</${tag.name}`, tag.end);
    return text.slice(tag.end, close < 0 ? text.length : close);
}
// ---- structure: what is code or comment is blanked (offsets kept) ----
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const COMMENT = /\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g;
const CODE_SPAN = /(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)/g;
/**
 * The page with its code fences, comments and code spans blanked (line breaks and offsets kept):
 * where headings and tags are looked for, from `bodyStart` on. Their text is read from the page
 * itself. Copied only where something is to be blanked.
 */
function blankedStructure(text, bodyStart) {
    let structure = text;
    if (text.includes('```', bodyStart) || text.includes('~~~', bodyStart)) {
        const lines = text.slice(bodyStart).split('\n');
        let fence;
        for (let i = 0; i < lines.length; i++) {
            const line = lines[i];
            if (fence !== undefined) {
                const closing = line.trim();
                if (closing.startsWith(fence) && [...closing].every((c) => c === fence[0]))
                    fence = undefined;
                lines[i] = (0,_page_body_js__WEBPACK_IMPORTED_MODULE_1__/* .blank */ .hQ)(line);
                continue;
            }
            const opening = FENCE_OPEN.exec(line);
            if (opening && !(opening[1][0] === '`' && line.slice(opening[0].length).includes('`'))) {
                fence = opening[1];
                lines[i] = (0,_page_body_js__WEBPACK_IMPORTED_MODULE_1__/* .blank */ .hQ)(line);
            }
        }
        structure = text.slice(0, bodyStart) + lines.join('\n');
    }
    if (structure.includes('{/*', bodyStart) || structure.includes('<!--', bodyStart))
        structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(COMMENT, _page_body_js__WEBPACK_IMPORTED_MODULE_1__/* .blank */ .hQ);
    if (structure.includes('`', bodyStart))
        structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(CODE_SPAN, _page_body_js__WEBPACK_IMPORTED_MODULE_1__/* .blank */ .hQ);
    return structure;
}
// ---- headings ----
/** What may stand before an ATX heading's `#` on its line: indentation, blockquote and list markers. */
const ATX_PREFIX = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*$/;
const CUSTOM_ID = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*\{[ \t]*#([^}]+?)[ \t]*\}[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*\r?$/gm;
const SETEXT_HINT = /\n {0,3}[=-]/g;
/** Lines that cannot be a setext heading's text: blocks of their own. */
const NOT_PARAGRAPH = /^[ \t]*(?:[<{|>#]|[-*+][ \t]|\d{1,9}[.)][ \t]|import[ \t]|export[ \t]|[=-]+[ \t]*\r?$)/;
function headingsOf(text, structure, bodyStart) {
    const headings = [];
    // Found from each `#`, which is much faster than a multiline pattern tried at every offset.
    for (let hash = structure.indexOf('#', bodyStart); hash >= 0;) {
        const lineStart = structure.lastIndexOf('\n', hash - 1) + 1;
        const lineEnd = endOfLine(structure, hash);
        let marks = 1;
        while (marks < 7 && structure[hash + marks] === '#')
            marks++;
        const next = structure[hash + marks];
        if (lineStart >= bodyStart &&
            marks <= 6 &&
            (next === undefined || next === ' ' || next === '\t' || next === '\r' || next === '\n') &&
            (lineStart === hash || ATX_PREFIX.test(structure.slice(lineStart, hash)))) {
            const original = text.slice(lineStart, lineEnd).replace(/\r$/, '');
            const custom = CUSTOM_ID.exec(original);
            if (custom) {
                headings.push({
                    offset: lineStart,
                    level: custom[1].length,
                    title: custom[2],
                    customId: custom[3],
                });
            }
            else {
                const title = original
                    .slice(hash - lineStart + marks)
                    .replace(/(?:^|[ \t]+)#+[ \t]*$/, '')
                    .trim();
                headings.push({ offset: lineStart, level: marks, title });
            }
        }
        hash = structure.indexOf('#', lineEnd);
    }
    let setext = false;
    SETEXT_HINT.lastIndex = Math.max(0, bodyStart - 1);
    if (!SETEXT_HINT.test(structure))
        return headings;
    SETEXT_UNDERLINE.lastIndex = bodyStart;
    for (let match = SETEXT_UNDERLINE.exec(structure); match; match = SETEXT_UNDERLINE.exec(structure)) {
        // The paragraph just above, if any: its lines up to a blank line or another block.
        let start = match.index;
        while (start > bodyStart) {
            const previous = structure.lastIndexOf('\n', start - 2) + 1;
            const line = structure.slice(Math.max(previous, bodyStart), start - 1);
            if (line.trim() === '' || NOT_PARAGRAPH.test(line))
                break;
            start = Math.max(previous, bodyStart);
        }
        if (start === match.index)
            continue;
        headings.push({
            offset: start,
            level: match[1][0] === '=' ? 1 : 2,
            title: text
                .slice(start, match.index - 1)
                .replace(/\r/g, '')
                .trim(),
        });
        setext = true;
    }
    return setext ? headings.sort((a, b) => a.offset - b.offset) : headings;
}
function endOfLine(text, from) {
    const newline = text.indexOf('\n', from);
    return newline < 0 ? text.length : newline;
}
// ---- tags ----
const TAG_START = /<(\/?)([A-Za-z][\w.-]*)(?=[\s/>])/g;
const ATTRIBUTE_NAME = /[A-Za-z_:][\w:.-]*/y;
/** What may stand before a flow tag on its line, and after it: other tags and spaces. */
const ONLY_TAGS_BEFORE = /^[ \t>]*(?:<\/?[A-Za-z][^<>]*>[ \t]*)*$/;
const ONLY_TAGS_AFTER = /^(?:[ \t]*<\/?[A-Za-z][^<>]*>)*[ \t]*\r?$/;
/**
 * Whether a tag stands alone on its lines (with other tags at most): a flow element to the MDX
 * parser, which the service gives ids; otherwise it is text. Read on the page itself: a code span
 * after a tag makes it text too.
 */
function isFlow(tag, text) {
    return (ONLY_TAGS_BEFORE.test(text.slice(tag.lineStart, tag.offset)) &&
        ONLY_TAGS_AFTER.test(text.slice(tag.end, endOfLine(text, tag.end))));
}
function tagsOf(text, structure, bodyStart) {
    const tags = [];
    TAG_START.lastIndex = bodyStart;
    for (let match = TAG_START.exec(structure); match; match = TAG_START.exec(structure)) {
        const offset = match.index;
        const end = (0,_page_body_js__WEBPACK_IMPORTED_MODULE_1__/* .tagEnd */ ._Q)(structure, offset + match[0].length);
        if (end < 0)
            continue;
        TAG_START.lastIndex = end;
        const closing = match[1] === '/';
        const inside = text.slice(offset + match[0].length, end - 1);
        const selfClosing = !closing && /\/\s*$/.test(inside);
        tags.push({
            offset,
            name: match[2],
            closing,
            selfClosing,
            end,
            lineStart: Math.max(structure.lastIndexOf('\n', offset - 1) + 1, bodyStart),
            attributes: closing || /^[\s/]*$/.test(inside)
                ? NO_ATTRIBUTES
                : parseAttributes(selfClosing ? inside.replace(/\/\s*$/, '') : inside),
        });
    }
    return tags;
}
/** The attributes of a tag, in order: `a="x"`, `a='x'`, `a={...}`, and `a` alone. */
function parseAttributes(source) {
    const attributes = new Map();
    let i = 0;
    while (i < source.length) {
        while (i < source.length && /\s/.test(source[i]))
            i++;
        if (source[i] === '{') {
            // A spread `{...props}`: names nothing here.
            i = expressionEnd(source, i);
            continue;
        }
        ATTRIBUTE_NAME.lastIndex = i;
        const name = ATTRIBUTE_NAME.exec(source);
        if (!name) {
            i++;
            continue;
        }
        i += name[0].length;
        let j = i;
        while (j < source.length && /\s/.test(source[j]))
            j++;
        if (source[j] !== '=') {
            if (!attributes.has(name[0]))
                attributes.set(name[0], { kind: 'none' });
            continue;
        }
        j++;
        while (j < source.length && /\s/.test(source[j]))
            j++;
        const quote = source[j];
        let value;
        if (quote === '"' || quote === "'") {
            const close = source.indexOf(quote, j + 1);
            const end = close < 0 ? source.length : close;
            value = { kind: 'string', value: decodeEntities(source.slice(j + 1, end)) };
            i = end + 1;
        }
        else if (quote === '{') {
            const end = expressionEnd(source, j);
            const literal = /^\{\s*(?:"([^"\\]*)"|'([^'\\]*)'|`([^`$\\]*)`)\s*\}$/.exec(source.slice(j, end));
            value = { kind: 'expression', literal: literal ? (literal[1] ?? literal[2] ?? literal[3]) : undefined };
            i = end;
        }
        else {
            i = j;
            continue;
        }
        if (!attributes.has(name[0]))
            attributes.set(name[0], value);
    }
    return attributes;
}
function expressionEnd(source, open) {
    let depth = 0;
    let quote = '';
    for (let i = open; i < source.length; i++) {
        const c = source[i];
        if (quote) {
            if (c === '\\')
                i++;
            else if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'" || c === '`')
            quote = c;
        else if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return i + 1;
    }
    return source.length;
}
// ---- a heading's markdown as plain text ----
const ENTITIES = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    copy: '©',
    reg: '®',
    trade: '™',
    hellip: '…',
    mdash: '—',
    ndash: '–',
    rarr: '→',
    larr: '←',
};
function decodeEntities(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g, (whole, dec, hex, name) => {
        if (dec !== undefined || hex !== undefined) {
            const code = dec !== undefined ? Number(dec) : parseInt(hex, 16);
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
        }
        return ENTITIES[name] ?? whole;
    });
}
/** Private-use stand-ins for escaped punctuation, so that `\*` is no emphasis. */
const ESCAPE_BASE = 0xe000;
/**
 * The text of a heading's markdown, as the table of contents reads it: code spans keep their text,
 * links their text; images, footnote references, expressions, inline math and tags give nothing;
 * emphasis and strikethrough markers go; escapes and entities are undone.
 */
function plainText(markdown) {
    if (!/[\\`]/.test(markdown))
        return inlineMarkupText(markdown);
    const parts = [];
    let rest = markdown.replace(/\\([!-/:-@[-`{-~])/g, (_, c) => String.fromCharCode(ESCAPE_BASE + c.charCodeAt(0)));
    // Code spans first: nothing inside them is markup.
    for (;;) {
        const code = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/.exec(rest);
        if (!code)
            break;
        parts.push(inlineMarkupText(rest.slice(0, code.index)));
        const inner = code[2].replace(/\n/g, ' ');
        parts.push(/^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner);
        rest = rest.slice(code.index + code[0].length);
    }
    parts.push(inlineMarkupText(rest));
    return parts
        .join('')
        .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - ESCAPE_BASE));
}
/** Characters that may start inline markup (anything else is plain text). */
const MARKUP = /[![<{$*_~&]/;
function inlineMarkupText(text) {
    if (!MARKUP.test(text))
        return text;
    let out = text
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[\^[^\]]+\]/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
        .replace(/<\/?[A-Za-z][^<>]*>/g, '')
        .replace(/\{[^{}]*\}/g, '')
        .replace(/(\$+)(?!\$)[\s\S]*?[^$]\1(?!\$)/g, '');
    // Emphasis and strikethrough, innermost first; `_` only at a word's edge (snake_case stays).
    for (let pass = 0; pass < 3; pass++) {
        const before = out;
        out = out
            .replace(/(\*{1,3})(?=\S)([^*]*?\S)\1/g, '$2')
            .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(?=\S)([^_]*?\S)\2(?![\p{L}\p{N}_])/gu, '$1$3')
            .replace(/(~{1,2})(?=\S)([^~]*?\S)\1/g, '$2');
        if (out === before)
            break;
    }
    return decodeEntities(out);
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
    'docs-json-ref-invalid': {
        severity: 'error',
        summary: 'a `$ref` in docs.json (navigation or any other key) names a missing file, invalid JSON or a cycle',
    },
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
    'openapi-json-not-strict': {
        severity: 'warning',
        summary: 'a .json spec is not strict JSON; the build reads it with its YAML loader',
    },
    'openapi-version-unsupported': { severity: 'error', summary: 'a spec is not OpenAPI 3.0.x or 3.1.x' },
    'openapi-schema': { severity: 'error', summary: 'a spec does not conform to the OpenAPI schema' },
    'openapi-ref-external': { severity: 'error', summary: 'a $ref points outside its document' },
    'openapi-ref-unresolved': { severity: 'error', summary: 'an internal $ref points to nothing' },
    'openapi-webhooks-version': { severity: 'error', summary: '`webhooks` needs OpenAPI 3.1' },
    'openapi-x-hidden-invalid': { severity: 'error', summary: '`x-hidden` is not a boolean' },
    'openapi-x-excluded-invalid': { severity: 'error', summary: '`x-excluded` is not a boolean' },
    'openapi-extension-invalid': {
        severity: 'error',
        summary: 'the vendor extension (x-doc, or --extension) has a value of the wrong type',
    },
    'openapi-extension-unknown-key': {
        severity: 'warning',
        summary: 'the vendor extension (x-doc, or --extension) has a key the service ignores',
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
    'mdx-openapi-fallback': {
        severity: 'warning',
        summary: 'the named spec lacks the endpoint; the build silently uses another spec that has it',
    },
    'openapi-reference-loose': {
        severity: 'warning',
        summary: 'a spec is named by a path that is not exact (no extension, relative, a suffix); the build still finds it',
    },
    'openapi-path-trailing-slash': {
        severity: 'warning',
        summary: "an endpoint matches the spec only up to a trailing `/`; one of the build's lookups misses it",
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
    'page-url-collision': {
        severity: 'warning',
        summary: 'two generated pages have the same URL: the build keeps both and suffixes the later one (-1, -2)',
    },
    'page-href-collision': {
        severity: 'error',
        summary: "operations of two specs set the same x-doc.href: one operation gets no page and the navigation shows the other's",
    },
    'page-url-collision-hidden': {
        severity: 'warning',
        summary: 'a generated page shares its URL with an x-hidden page',
    },
    // Links and snippets in pages
    'link-broken': {
        severity: 'warning',
        summary: 'an internal link, href or image points to no page, file or redirect of the site',
    },
    'link-anchor-missing': {
        severity: 'warning',
        summary: "an internal link's #fragment names no heading or anchor of its target page",
    },
    'snippet-import-react': {
        severity: 'warning',
        summary: 'a .jsx snippet imports react, which the build provides (the build warns)',
    },
    'snippet-not-found': {
        severity: 'error',
        summary: 'a page imports a snippet file that does not exist',
    },
};


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ asciiJsonText)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

const BLOCK = 64 * 1024;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
/** Offset of the first byte from `from` on that is not ASCII, or the length: SIMD checks, then bisection. */
function firstNonAscii(bytes, from) {
    let at = from;
    while (at < bytes.length) {
        const end = Math.min(at + BLOCK, bytes.length);
        if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes.subarray(at, end))) {
            at = end;
            continue;
        }
        // [low, high) holds a non-ASCII byte; its first half is dropped while it has none.
        let low = at;
        let high = end;
        while (high - low > 256) {
            const middle = (low + high) >> 1;
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes.subarray(low, middle)))
                low = middle;
            else
                high = middle;
        }
        while (bytes[low] < 0x80)
            low++;
        return low;
    }
    return bytes.length;
}
function asciiJsonText(bytes) {
    const parts = [];
    // Where each escaped run ends in `text`, and how many characters the escapes added up to there.
    const runEnds = [];
    const addedUpTo = [];
    let length = 0;
    let added = 0;
    let copied = 0;
    // A byte-order mark is not JSON whitespace; a space keeps every offset in place (as for text).
    if (BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte)) {
        parts.push(' ');
        length = 1;
        copied = 3;
    }
    let at = copied;
    for (;;) {
        at = firstNonAscii(bytes, at);
        if (at === bytes.length)
            break;
        let runEnd = at + 1;
        while (runEnd < bytes.length && bytes[runEnd] >= 0x80)
            runEnd++;
        parts.push(bytes.toString('latin1', copied, at));
        length += at - copied;
        // Decoding the run alone gives what decoding the whole file gives there: UTF-8 resynchronizes
        // on every ASCII byte, and an incomplete sequence becomes U+FFFD either way.
        const decoded = bytes.toString('utf8', at, runEnd);
        let escaped = '';
        for (let i = 0; i < decoded.length; i++) {
            escaped += '\\u' + decoded.charCodeAt(i).toString(16).padStart(4, '0');
        }
        parts.push(escaped);
        length += escaped.length;
        added += escaped.length - decoded.length;
        runEnds.push(length);
        addedUpTo.push(added);
        copied = runEnd;
        at = runEnd;
    }
    parts.push(bytes.toString('latin1', copied, bytes.length));
    const text = parts.length === 1 ? parts[0] : parts.join('');
    return {
        text,
        originalOffset(offset) {
            let low = 0;
            let high = runEnds.length;
            while (low < high) {
                const mid = (low + high) >> 1;
                if (runEnds[mid] <= offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            return low === 0 ? offset : offset - addedUpTo[low - 1];
        },
    };
}


/***/ }),

/***/ 212:
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

/***/ 4086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CP: () => (/* binding */ isJsonSource),
  Q8: () => (/* binding */ jsonDocument),
  dQ: () => (/* binding */ parseJsonBytes),
  X0: () => (/* binding */ parseJsonSource)
});

// EXTERNAL MODULE: ./src/validate/source/ascii-json.ts
var ascii_json = __webpack_require__(3008);
;// CONCATENATED MODULE: ./src/validate/source/json-locator.ts
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
/**
 * From a position outside strings, skips whitespace, scalars and whole strings up to the next
 * bracket or brace: one native regular-expression scan instead of a JavaScript step per character
 * (placing a finding deep in a 13 MB spec scanned 3.6 MB at ~7 ns a character). The bound keeps the
 * backtracking stack small on long runs of strings; the caller goes on where it stops.
 */
const UP_TO_BRACKET = /[^"{}[\]]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^"{}[\]]*){0,1024}/y;
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
                UP_TO_BRACKET.lastIndex = i;
                UP_TO_BRACKET.test(text);
                i = UP_TO_BRACKET.lastIndex;
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

;// CONCATENATED MODULE: ./src/validate/source/json-syntax-error.ts
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

// EXTERNAL MODULE: ./src/validate/source/line-index.ts
var line_index = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/validate/source/json-source.ts




function parseJsonSource(file, text) {
    // A byte-order mark is not JSON whitespace; a space keeps every offset in place.
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    const lines = new line_index/* LineIndex */.r(source);
    let data;
    try {
        data = JSON.parse(source);
    }
    catch {
        const { offset, message } = findJsonSyntaxError(source);
        return { ok: false, position: lines.position(offset), message };
    }
    return jsonDocument(file, data, source, lines);
}
/** Positions are found on demand in the text: only findings need them. */
function jsonDocument(file, data, text, lines) {
    const locator = new JsonLocator(text);
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
/** Whether parseSource reads a file as JSON, decided on its bytes. */
function isJsonSource(file, bytes) {
    if (/\.json$/i.test(file))
        return true;
    if (/\.ya?ml$/i.test(file))
        return false;
    return /^\uFEFF?\s*[[{]/.test(bytes.toString('utf8', 0, Math.min(bytes.length, 64 * 1024)));
}
/**
 * parseJsonSource of the bytes' text, through their one-byte form (ascii-json.ts): the same data
 * and positions, decoded and parsed faster and kept in half the memory. A syntax error is located
 * on the decoded text, as parseJsonSource does.
 */
function parseJsonBytes(file, bytes, ascii = (0,ascii_json/* asciiJsonText */.n)(bytes)) {
    let data;
    try {
        data = JSON.parse(ascii.text);
    }
    catch {
        return parseJsonSource(file, bytes.toString('utf8'));
    }
    const lines = new line_index/* LineIndex */.r(ascii.text, (offset) => ascii.originalOffset(offset));
    return jsonDocument(file, data, ascii.text, lines);
}


/***/ }),

/***/ 4002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ loadYamlParsers),
/* harmony export */   y: () => (/* binding */ yamlParsers)
/* harmony export */ });
let parsers;
async function loadYamlParsers() {
    parsers ??= await Promise.all(/* import() */[__webpack_require__.e(221), __webpack_require__.e(491)]).then(__webpack_require__.bind(__webpack_require__, 1491));
    return parsers;
}
/** The parsers loaded by loadYamlParsers; a caller that did not load them first is a bug. */
function yamlParsers() {
    if (!parsers)
        throw new Error('unreachable: a YAML parser used before loadYamlParsers()');
    return parsers;
}


/***/ }),

/***/ 5069:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cW: () => (/* binding */ mapSitePages)
});

// UNUSED EXPORTS: WORKER_FROM_FILES, analyzeRepository, headValidation, readRepository, repositorySettings, validateDocs, validateDocsWithOtherVersions, validateRepository

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/validate/assemble-report.ts
var assemble_report = __webpack_require__(1099);
// EXTERNAL MODULE: ./src/validate/findings.ts
var validate_findings = __webpack_require__(9010);
// EXTERNAL MODULE: ./src/validate/pages/check-anchors.ts
var check_anchors = __webpack_require__(6458);
// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(7925);
// EXTERNAL MODULE: ./src/validate/pages/check-mdx.ts
var check_mdx = __webpack_require__(6503);
// EXTERNAL MODULE: ./src/validate/pages/site-pages.ts
var site_pages = __webpack_require__(7451);
// EXTERNAL MODULE: ./src/validate/source/ignore-rules.ts
var ignore_rules = __webpack_require__(880);
;// CONCATENATED MODULE: ./src/validate/repository-files.ts


/** Where a validation reads the repository's files from (see RepositoryInput.overlay). */
function repository_files_readRoot(repository) {
    const { root, overlay } = repository;
    return overlay ? { root, overlay: overlay.dir, overlaid: new Set(overlay.files) } : root;
}
async function repository_files_repositoryFiles(repository) {
    const ignored = await (0,ignore_rules/* readIgnoreRules */.yH)(repository_files_readRoot(repository));
    const published = repository.allFiles.filter((file) => !ignored(file));
    return {
        all: new Set(repository.allFiles),
        published,
        pages: published.filter((file) => /\.mdx?$/i.test(file) || ((0,site_pages/* isSnippetFile */.a8)(file) && /\.(jsx|tsx?|js)$/i.test(file))),
    };
}

;// CONCATENATED MODULE: ./src/validate/split-anchor-checks.ts




/**
 * The spec side's part once it has read its pages: what it sends the page side. `readHere`: their
 * records and late links (kept for the end), `early`: their early links (check-pages.ts: EarlyLinks).
 */
function specAnchorShare(readHere, early, navigationPages, navigationOnlyFiles, files) {
    const late = readHere.links;
    // The navigation's pages (finishLinkChecks records them the same at the end) and their links, all late.
    const anchors = readHere.anchors;
    const navigationLinks = [];
    for (const page of navigationPages) {
        const imports = (0,check_links/* checkImports */.r6)(page.file, page.body.imports, files.all, new validate_findings/* Findings */.F());
        anchors.set(page.file, (0,check_anchors/* withImports */.zB)(page.anchors, imports));
        if (!(0,site_pages/* isSnippetFile */.a8)(page.file))
            navigationLinks.push({ file: page.file, links: (0,check_anchors/* fragmentLinks */.CH)(page.body.links) });
    }
    const wanted = new Set();
    for (const { file, links } of [...late, ...navigationLinks]) {
        for (const link of links)
            for (const target of (0,check_anchors/* possibleTargetFiles */.qz)(file, link.target))
                wanted.add(target);
    }
    return { anchors, links: early, navigationOnlyFiles, wanted: [...wanted] };
}
/**
 * The page side's part once both sides have read their pages: what it sends the spec side (its
 * late links, and the records late links may need), and the early links of both sides, to judge
 * here (checkEarlyAnchors). `own`: the page side's records and its links, early and late.
 */
function split_anchor_checks_pageAnchorShare(own, fromSpecs) {
    const { early, late } = own;
    const wanted = [...fromSpecs.wanted];
    for (const { file, links } of late) {
        for (const link of links)
            wanted.push(...possibleTargetFiles(file, link.target));
    }
    const anchors = new Map();
    // With the snippets they import (AnchorIndex reads the records of both), through either side's.
    const seen = new Set();
    for (let file = wanted.pop(); file !== undefined; file = wanted.pop()) {
        if (seen.has(file))
            continue;
        seen.add(file);
        const held = own.anchors.get(file);
        const record = held ?? fromSpecs.anchors.get(file);
        if (record === undefined)
            continue;
        if (held !== undefined)
            anchors.set(file, held);
        wanted.push(...recordedImports(record));
    }
    return { toSpecs: { links: late, anchors }, early: [...early, ...fromSpecs.links] };
}
/**
 * Judges the early links (pageAnchorShare) against both sides' records, into `findings`.
 * `pageFiles`: the repository's published page files, indexed (the navigation's are added here).
 */
function split_anchor_checks_checkEarlyAnchors(early, records, repository, findings) {
    const { own, fromSpecs, pageFiles } = records;
    for (const file of fromSpecs.navigationOnlyFiles)
        pageFiles.add(file);
    const recorded = (file) => own.get(file) ?? fromSpecs.anchors.get(file);
    checkEarlyLinkAnchors(early, {
        pages: SitePageFiles.indexed(pageFiles),
        anchors: new AnchorIndex(recorded, repositoryText(repository.root), repository.files.all),
    }, findings);
}

;// CONCATENATED MODULE: ./src/validate/check-pages.ts







/**
 * The page side of a worker run (worker/protocol.ts): checkPages on the pages `batches` hands out,
 * its result sent to the spec side (`send`); in a run that splits the anchor checks, once the spec
 * side's share has come (`fromSpecs`), with the anchors its late links need, and then the early
 * anchor links of both sides judged here (split-anchor-checks.ts). Returns its findings.
 */
async function checkPageSide(repository, batches, send, fromSpecs) {
    const findings = new Findings();
    const files = await repositoryFiles(repository);
    const root = readRoot(repository);
    // Which file each URL's page is, indexed now: the early anchor checks look every link's page up.
    const pageFiles = fromSpecs && new PageFilesByUrl();
    const filePages = filePageUrls(files, pageFiles);
    const early = fromSpecs && { filePages, links: [] };
    const result = await checkPages(root, files, findings, { batches, site: filePages, early });
    if (!fromSpecs || !early || !pageFiles) {
        send(result);
        return findings.list();
    }
    const share = await fromSpecs;
    const own = { anchors: result.anchors.anchors, early: early.links, late: result.anchors.links };
    const { toSpecs, early: toJudge } = pageAnchorShare(own, share);
    send({ ...result, anchors: toSpecs });
    checkEarlyAnchors(toJudge, { own: own.anchors, fromSpecs: share, pageFiles }, { root, files }, findings);
    return findings.list();
}
/**
 * The page side of a validation: reads the repository's pages and snippets and checks their front
 * matter, their imports, and their links against the file pages alone. A page is done with as soon
 * as it is read: what is kept (its references into the specs, its links that did not resolve) is
 * little, and the few links left wait for the second pass (finishLinkChecks), which needs the
 * generated pages. `imports` collects the snippets each page imports, for the site map; `batches`
 * shares the pages with the spec side (see PageBatches).
 */
async function checkPages(root, files, findings, shared = {}) {
    const { imports, batches } = shared;
    let context;
    const result = {
        references: [],
        unresolvedLinks: [],
        anchors: { links: [], anchors: new Map() },
    };
    const visit = (page) => {
        context ??= {
            site: shared.site ?? filePageUrls(files),
            files: files.all,
            redirects: [],
            unlistedFolders: [],
        };
        const references = (0,check_mdx/* pageReferences */.q4)(page);
        if (references)
            result.references.push(references);
        checkPage(page, context, findings, imports, result.unresolvedLinks, result.anchors, shared.early);
    };
    await (0,check_mdx/* forEachMdxPage */.pt)(root, files.pages, findings, visit, batches);
    result.references.sort((a, b) => (a.file < b.file ? -1 : 1));
    return result;
}
/**
 * The second pass of the link checks, once the generated pages are known: the links the first pass
 * left, and the imports and links of the navigation's pages the page side did not read. `site`
 * holds the file pages' URLs (filePageUrls) and receives the others. Returns how many links could
 * not be checked (into specs given by URL, not downloaded). The navigation's pages' fragment links
 * and anchors go to `anchored`.
 */
function finishLinkChecks(files, site, unresolved, targets, findings, imports, anchored) {
    for (const file of targets.navigationOnlyFiles) {
        const url = (0,site_pages/* pageUrlOfFile */.Ok)(file);
        if (url !== undefined)
            site.add(url);
    }
    site.include(targets.generatedSite);
    const context = {
        site,
        files: files.all,
        redirects: (0,check_links/* redirectPatterns */.Ei)(targets.redirects),
        unlistedFolders: targets.unlistedFolders,
    };
    const left = [...unresolved];
    for (const page of targets.navigationPages)
        checkPage(page, context, findings, imports, left, anchored);
    let uncheckedLinks = 0;
    for (const { file, links } of left)
        uncheckedLinks += (0,check_links/* checkLinks */.mY)(file, links, context, findings);
    return { uncheckedLinks, context };
}
/** The URLs of the repository's page files: what the first pass of the link checks resolves against. */
function filePageUrls(files, pageFiles) {
    const site = new site_pages/* SiteUrls */.Q7();
    for (const file of files.pages) {
        const url = (0,site_pages/* pageUrlOfFile */.Ok)(file);
        if (url === undefined)
            continue;
        site.add(url);
        pageFiles?.add(file, url);
    }
    return site;
}
/**
 * Checks a page's imports; adds its links that do not resolve in `context` to `unresolved`, and
 * its anchors and links with a fragment to `anchored`.
 */
function checkPageInContext(page, context, findings, unresolved, anchored) {
    checkPage(page, context, findings, undefined, unresolved, anchored);
}
function checkPage(page, context, findings, imports, unresolved, anchored, early) {
    const resolved = (0,check_links/* checkImports */.r6)(page.file, page.body.imports, context.files, findings);
    imports?.set(page.file, resolved);
    anchored?.anchors.set(page.file, (0,check_anchors/* withImports */.zB)(page.anchors, resolved));
    if ((0,site_pages/* isSnippetFile */.a8)(page.file))
        return;
    const links = (0,check_links/* unresolvedLinks */.Fp)(page.file, page.body.links, context);
    if (links.length > 0)
        unresolved.push({ file: page.file, links });
    if (anchored && page.body.links.some((link) => link.target.includes('#'))) {
        const withFragments = { file: page.file, links: (0,check_anchors/* fragmentLinks */.CH)(page.body.links) };
        if (withFragments.links.length === 0)
            return;
        if (!early)
            anchored.links.push(withFragments);
        else {
            const split = (0,check_anchors/* splitFragmentLinks */.s7)([withFragments], early.filePages);
            early.links.push(...split.early);
            anchored.links.push(...split.late);
        }
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/validate/source/json-path.ts
var json_path = __webpack_require__(212);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(6370);
;// CONCATENATED MODULE: ./src/core/url.ts
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
/**
 * A preview address as a link. The service's docs give it as a bare host
 * (`<organization>-<branch>.<platform-domain>`), so a value without a scheme gets `https://` in
 * front, and nothing else: no trailing slash added or removed, no case or path rewritten (workflows
 * append paths to it). Undefined when there is no address or it cannot be made an http(s) link.
 */
function previewLink(address) {
    const text = address?.trim();
    if (!text || /\s/.test(text))
        return undefined;
    if (isHttpUrl(text))
        return text;
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text))
        return undefined;
    const withScheme = `https://${text.replace(/^\/\/+/, '')}`;
    if (!isHttpUrl(withScheme))
        return undefined;
    const { hostname } = new URL(withScheme);
    return hostname.includes('.') || hostname === 'localhost' ? withScheme : undefined;
}
/**
 * The preview address to report: the link when the service's value is one (see previewLink), else
 * the value verbatim, so that outputs and JSON still show what the service gave (with a warning).
 */
function reportedPreviewAddress(address) {
    if (address === undefined || address.trim() === '')
        return undefined;
    return previewLink(address) ?? address;
}

;// CONCATENATED MODULE: ./src/validate/navigation/openapi-field.ts



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
    else if ((0,json_path/* isRecord */.u4)(value)) {
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
    const normal = typeof value === 'string' ? (0,repo_files/* normalizeRepoPath */.NP)(value) : undefined;
    if (!normal || (0,repo_files/* isHttpUrlLike */.vh)(normal)) {
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
    if ((0,repo_files/* isHttpUrlLike */.vh)(text)) {
        const usable = isHttpUrl(text);
        if (!usable)
            report(at, 'openapi-source-invalid-url', `${JSON.stringify(text)} is not a well-formed http(s) URL`);
        return { kind: 'url', target: text, directory, at, usable };
    }
    const path = (0,repo_files/* normalizeRepoPath */.NP)(text);
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

// EXTERNAL MODULE: ./src/validate/openapi/endpoint-reference.ts
var endpoint_reference = __webpack_require__(1544);
// EXTERNAL MODULE: ./src/validate/openapi/endpoint-hint.ts
var endpoint_hint = __webpack_require__(5212);
// EXTERNAL MODULE: ./src/validate/openapi/spec-lookup.ts
var spec_lookup = __webpack_require__(6333);
;// CONCATENATED MODULE: ./src/validate/pages/slug.ts
/**
 * A URL segment made from an operation's summary, tag or path, the way the service's build names
 * its generated pages (observed from its published build tooling): spaces become `-`, `{param}`
 * parts become `-`, one leading and one trailing `-` go, then the characters `{ } ( ) , . '`,
 * newlines and `/` are removed, each `--` becomes `-` (one pass, left to right), and the result is
 * lower-cased. Nothing else changes: no Unicode normalization (Japanese voiced marks, accents and
 * emoji stay), other punctuation (`:`, `?`, `&`, `_`, tabs) stays.
 */
function pageSlug(text) {
    if (!SLUG_SPECIAL.test(text)) {
        // Nothing to remove (most summaries and tags): the same steps without their passes.
        let slug = text.replaceAll(' ', '-');
        if (slug.startsWith('-'))
            slug = slug.slice(1);
        if (slug.endsWith('-'))
            slug = slug.slice(0, -1);
        if (slug.includes('--'))
            slug = slug.replace(/--/g, '-');
        return slug.toLowerCase();
    }
    return slugEveryStep(text);
}
/** pageSlug's steps, one pass each: what pageSlug gives any text (its short path is tested against this). */
function slugEveryStep(text) {
    return text
        .replaceAll(' ', '-')
        .replace(/\{.*?\}/g, '-')
        .replace(/^-/, '')
        .replace(/-$/, '')
        .replace(/[{}(),.'\n/]/g, '')
        .replace(/--/g, '-')
        .toLowerCase();
}
/** What the build's steps remove or replace besides spaces: braces and the removed characters. */
const SLUG_SPECIAL = /[{}(),.'\n/]/;
/**
 * The title the build gives a page that names none: the last segment of its URL path, with `-` and
 * `_` as spaces and the first letter upper-cased (`guides/getting-started` is "Getting started").
 */
function titleFromSlug(slug) {
    const path = slug.includes('?') ? slug.slice(0, slug.indexOf('?')) : slug;
    const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
    return last.charAt(0).toUpperCase() + last.slice(1);
}

;// CONCATENATED MODULE: ./src/validate/pages/generated-pages.ts



/**
 * The page the service generates for an operation, or undefined for `x-excluded` ones.
 *
 * URL, as the build makes it: `<directory>/<tag>/<summary>` with each part through `pageSlug`
 * (`tag` is the operation's first tag, left out when it has none; rule 13: the tag name, not its
 * x-group; without a summary `<method>-<path>`, or the webhook's name), the whole lower-cased.
 * `x-doc.href` places the page exactly there instead (a leading `/` dropped, the directory NOT
 * prepended, the last segment's extension dropped, lower-cased). `x-hidden` follows the live
 * service: the page is generated (its URL taken) but left out of the navigation; `x-excluded`
 * drops the page. `run` names one bulk generation of a spec (a navigation element's `openapi`):
 * URL collisions get `-1`, `-2` only within a run (see `resolvePages`).
 */
function pageFor(document, info, directory, extension, version, run) {
    const { operation } = info;
    if (operation['x-excluded'] === true)
        return undefined;
    const method = info.kind === 'webhook' ? 'WEBHOOK' : info.method.toUpperCase();
    const summary = typeof operation.summary === 'string' && operation.summary !== '' ? operation.summary : undefined;
    const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' && operation.tags[0] !== ''
        ? operation.tags[0]
        : undefined;
    const doc = operation[extension];
    const href = (0,json_path/* isRecord */.u4)(doc) && typeof doc.href === 'string' && doc.href !== '' ? doc.href : undefined;
    const metadata = (0,json_path/* isRecord */.u4)(doc) && (0,json_path/* isRecord */.u4)(doc.metadata) ? doc.metadata : undefined;
    // The build titles a page by x-doc.metadata.title, else (not for webhooks) the summary, else its URL.
    const title = typeof metadata?.title === 'string' && metadata.title.trim() !== ''
        ? metadata.title.trim()
        : info.kind !== 'webhook'
            ? summary?.trim() || undefined
            : undefined;
    const url = href !== undefined ? hrefUrl(href) : generatedUrl(document, directory, tag, summary, info);
    const group = tag === undefined ? undefined : (tagGroups(document).get(tag) ?? tag);
    const page = {
        title: title ?? titleFromSlug(url),
        url,
        method,
        path: info.path,
        spec: document.file,
    };
    if (group !== undefined)
        page.group = group;
    if (operation.deprecated === true)
        page.deprecated = true;
    if (version !== undefined)
        page.version = version;
    if (operation['x-hidden'] === true)
        page.hidden = true;
    const candidate = {
        page,
        file: document.file,
        position: () => document.source.position(href ? [...info.pointer, extension, 'href'] : summary ? [...info.pointer, 'summary'] : info.pointer),
    };
    if (title === undefined)
        candidate.titleFromUrl = true;
    if (href !== undefined)
        candidate.fromHref = true;
    if (run !== undefined)
        candidate.run = `${run}\0${group ?? ''}`;
    return candidate;
}
/** `x-doc.href` as the build places it: no leading `/`, the last segment without its extension. */
function hrefUrl(href) {
    if (isExternal(href))
        return href;
    const path = external_node_path_.posix.parse(href.replace(/^\//, ''));
    return external_node_path_.posix.resolve('/', external_node_path_.posix.join(path.dir, path.name)).toLowerCase();
}
function generatedUrl(document, directory, tag, summary, info) {
    const name = summary !== undefined
        ? pageSlug(summary)
        : info.kind === 'webhook'
            ? pageSlug(info.path)
            : `${info.method.toLowerCase()}-${pageSlug(info.path)}`;
    const tagPart = tag === undefined ? '' : tagSlug(document, tag);
    const joined = `/${[directory, tagPart, name].filter((part) => part !== '').join('/')}`;
    return (isNormalAbsolute(joined) ? joined : external_node_path_.posix.resolve('/', external_node_path_.posix.join(directory, tagPart, name))).toLowerCase();
}
/** Whether posix.resolve would give an absolute path back as it is: no `.`, `..` or empty segment. */
function isNormalAbsolute(path) {
    return (!path.includes('//') &&
        !path.includes('/./') &&
        !path.includes('/../') &&
        !path.endsWith('/') &&
        !path.endsWith('/.') &&
        !path.endsWith('/..'));
}
/**
 * Each tag's group (its `x-group`, from the first declaration of that name), per spec: a spec of
 * 1,500 operations would otherwise scan its tag list once per operation.
 */
const groupsBySpec = new WeakMap();
function tagGroups(document) {
    let groups = groupsBySpec.get(document);
    if (groups)
        return groups;
    groups = new Map();
    for (const declared of Array.isArray(document.root.tags) ? document.root.tags : []) {
        if (!(0,json_path/* isRecord */.u4)(declared) || typeof declared.name !== 'string' || groups.has(declared.name))
            continue;
        groups.set(declared.name, typeof declared['x-group'] === 'string' ? declared['x-group'] : declared.name);
    }
    groupsBySpec.set(document, groups);
    return groups;
}
/** The URL segments of a spec's tags, made once per tag. */
const tagSlugsBySpec = new WeakMap();
function tagSlug(document, tag) {
    let slugs = tagSlugsBySpec.get(document);
    if (!slugs) {
        slugs = new Map();
        tagSlugsBySpec.set(document, slugs);
    }
    let slug = slugs.get(tag);
    if (slug === undefined)
        slugs.set(tag, (slug = pageSlug(tag)));
    return slug;
}
/**
 * Keeps one candidate per page (the same operation listed twice is one page). Pages of one bulk
 * generation (`run`) and tag group that share a URL are all kept, as the build keeps them: the
 * later ones get `-1`, `-2`, ... appended (a hidden page takes a suffix but reserves no URL, as it
 * is not in the navigation the build counts). Elsewhere pages on one URL are one page, as the
 * build's page table keeps one per URL. The URL each really gets is the one in the page list.
 */
function resolvePages(candidates, extension, findings) {
    const pages = [];
    const byUrl = new Map();
    /** The candidate each URL was first given to, when it came from an `href`: all that a collision of hrefs needs. */
    const hrefCandidateAt = new Map();
    const reported = new Set();
    const usedInRun = new Map();
    for (const candidate of candidates) {
        let page = candidate.page;
        const run = candidate.run;
        if (run !== undefined && !isExternal(page.url)) {
            const used = usedInRun.get(run) ?? new Map();
            usedInRun.set(run, used);
            const first = used.get(page.url);
            if (first !== undefined && !samePage(first, page)) {
                let suffix = 1;
                while (used.has(`${page.url}-${suffix}`))
                    suffix++;
                // A page of its own: the candidate keeps the URL it asked for.
                page = { ...page, url: `${page.url}-${suffix}` };
                if (candidate.titleFromUrl)
                    page.title = titleFromSlug(page.url);
                const hidden = first.hidden === true || page.hidden === true;
                findings.add(hidden ? 'page-url-collision-hidden' : 'page-url-collision', candidate.file, candidate.position(), `${describe(page)} would get the page URL ${candidate.page.url}, already taken by ${describe(first)}${hidden ? ' (x-hidden: generated but not in the navigation)' : ''}; the build publishes it at ${page.url} instead. For a stable URL give it another summary or tag, or set ${extension}.href`);
            }
            if (page.hidden !== true && !used.has(page.url))
                used.set(page.url, page);
        }
        const key = urlKey(page.url);
        const existing = byUrl.get(key);
        if (existing !== undefined) {
            const first = hrefCandidateAt.get(key);
            if (candidate.fromHref &&
                first !== undefined &&
                first.page.spec !== page.spec &&
                existing.version === page.version)
                reportHrefCollision(first, candidate, extension, findings, reported);
            continue;
        }
        byUrl.set(key, page);
        if (candidate.fromHref)
            hrefCandidateAt.set(key, candidate);
        pages.push(page);
    }
    return pages;
}
/**
 * Two specs' operations that set one `href`: the build lists the later operation twice in the
 * navigation and keeps the earlier one's page file at that URL, so one operation has no page and the
 * navigation shows the wrong one. Reported at both `href` lines (each candidate once).
 */
function reportHrefCollision(first, later, extension, findings, reported) {
    const message = (self, other) => `${describe(self)} sets ${extension}.href to ${self.url}, as ${describe(other)} does: the build keeps one page ` +
        `at that URL and lists the other operation's entry pointing to it, so one operation has no page. Give each its own href`;
    for (const [self, other] of [
        [first, later],
        [later, first],
    ]) {
        if (reported.has(self))
            continue;
        reported.add(self);
        findings.add('page-href-collision', self.file, self.position(), message(self.page, other.page));
    }
}
function urlKey(url) {
    return url.length > 1 && url.endsWith('/') ? url.replace(/\/+$/, '') : url;
}
function isExternal(url) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}
function samePage(a, b) {
    return a.spec === b.spec && a.method === b.method && a.path === b.path;
}
function describe(page) {
    return `${page.method} ${page.path} (${page.spec})`;
}

;// CONCATENATED MODULE: ./src/validate/navigation/check-navigation.ts





/**
 * Checks what the navigation references in the specs and lists the pages it generates: every
 * endpoint of sections with `openapi` and no pages, and each `[file] METHOD /path` entry.
 */
function checkNavigation(docs, config, registry, extension, findings, unchecked) {
    const candidates = [];
    const hinted = new Set();
    for (const source of config.sources) {
        if (source.kind !== 'url' || !source.usable || hinted.has(source.target))
            continue;
        hinted.add(source.target);
        findings.at(source.document ?? docs, source.at, 'openapi-source-url', 'a spec referenced by URL must be publicly reachable, and changing it never redeploys the site: call the Trigger deployment operation after each change (or keep the spec in the repository)', 'value');
    }
    let runs = 0;
    for (const section of config.sections) {
        for (const source of section.sources) {
            const document = documentOf(source, registry);
            if (!document)
                continue;
            // Each navigation element's spec is one bulk generation in the build, with its own URL counters.
            const run = String(runs++);
            for (const info of document.operations) {
                const candidate = pageFor(document, info, source.directory, extension, section.version, run);
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
        const unreadUrls = [];
        if (reference.file) {
            const named = (0,spec_lookup/* lookupSpec */.y)(reference.file, registry);
            if (!named) {
                findings.at(entry.document ?? docs, entry.at, 'nav-endpoint-spec-not-found', `spec file ${JSON.stringify(reference.file)} of "${what}" does not exist (paths are relative to the repository root)`, 'value');
                continue;
            }
            if (named.entry.state === 'unknown')
                unchecked.add([named.target]);
            if (named.entry.state !== 'ok')
                continue;
            if (!named.exact) {
                findings.at(entry.document ?? docs, entry.at, 'openapi-reference-loose', `${JSON.stringify(reference.file)} is not an exact path: the build finds ${named.target}; write "${named.target} ${what}"`, 'value');
            }
            const scoped = entry.scope?.find((s) => s.target === named.target);
            documents = [{ document: named.entry.document, directory: scoped?.directory ?? DEFAULT_API_DIRECTORY }];
        }
        else {
            if (!entry.scope) {
                findings.at(entry.document ?? docs, entry.at, 'nav-endpoint-no-spec', `"${what}" needs a spec: add openapi to this group or one above it, or name the file ("openapi.yaml ${what}")`, 'value');
                continue;
            }
            for (const source of entry.scope) {
                const document = documentOf(source, registry);
                if (document)
                    documents.push({ document, directory: source.directory });
                else {
                    checkable = false;
                    if (source.kind === 'url' && source.usable)
                        unreadUrls.push(source.target);
                }
            }
        }
        const match = documents.find(({ document }) => (0,spec_lookup/* matchEndpoint */.x)(document, reference) !== undefined);
        if (!match) {
            // Missing files and offline URLs are reported (or hinted) where they are referenced.
            if (unreadUrls.length > 0)
                unchecked.add(unreadUrls);
            if (!checkable || documents.length === 0)
                continue;
            const names = documents.map(({ document }) => document.file).join(', ');
            const hint = (0,endpoint_hint/* endpointHint */.T)(documents.map(({ document }) => document), reference);
            findings.at(docs, entry.at, 'nav-endpoint-not-found', `"${what}" is not in ${names}${hint}`, 'value');
            continue;
        }
        const found = (0,spec_lookup/* matchEndpoint */.x)(match.document, reference);
        if (!found)
            continue;
        const { info } = found;
        if (found.trailingSlash) {
            findings.at(entry.document ?? docs, entry.at, 'openapi-path-trailing-slash', `"${what}" matches ${info.method.toUpperCase()} ${info.path} of ${match.document.file} only up to a trailing "/": write the path exactly as the spec does`, 'value');
        }
        if (info.operation['x-excluded'] === true) {
            findings.at(entry.document ?? docs, entry.at, 'nav-endpoint-excluded', `"${what}" is x-excluded in ${match.document.file}, so it has no page: remove the entry or the extension`, 'value');
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

;// CONCATENATED MODULE: ./src/validate/navigation/docs-config.ts





function emptyDocsConfig() {
    return {
        sources: [],
        endpoints: [],
        sections: [],
        downloadSpecAt: undefined,
        pageFiles: new Set(),
        refFiles: new Set(),
        redirects: [],
        playgroundDisplay: undefined,
    };
}
/**
 * Reads a parsed docs.json and reports its own problems. The navigation is walked generically:
 * any object (tab, anchor, dropdown, version, language, group, ...) may carry `openapi` and
 * children; strings count as pages inside `pages` arrays and as a group's `root`. `$ref` objects
 * are replaced by the JSON file they name (with `loadRef`), as the build does. Top-level
 * `api.openapi` is a spec source too (for front matter and endpoint entries, not bulk pages).
 */
function readDocsConfig(document, files, findings, loadRef) {
    const config = emptyDocsConfig();
    if (!(0,json_path/* isRecord */.u4)(document.data)) {
        findings.at(document, [], 'docs-json-invalid', 'docs.json must be a JSON object', 'value');
        return config;
    }
    const reader = new NavigationReader(config, files, findings, loadRef);
    const context = reader.context(document);
    // The build resolves `$ref` anywhere in docs.json (redirects, api, footer, ...). The navigation
    // is walked with its `$ref` files kept as documents (findings inside them point there).
    const root = {};
    for (const [key, value] of Object.entries(document.data)) {
        root[key] = key === 'navigation' ? value : reader.resolveRefs(value, [key], context);
    }
    if ((0,json_path/* isRecord */.u4)(root.api) && root.api.openapi !== undefined) {
        config.sources.push(...reader.sources(root.api.openapi, ['api', 'openapi'], context));
    }
    if ((0,json_path/* isRecord */.u4)(root.api) && (0,json_path/* isRecord */.u4)(root.api.playground) && typeof root.api.playground.display === 'string')
        config.playgroundDisplay = root.api.playground.display;
    if (root.openapi !== undefined)
        config.sources.push(...reader.sources(root.openapi, ['openapi'], context));
    if (root.navigation !== undefined)
        reader.walk(root.navigation, ['navigation'], undefined, undefined, context);
    const contextual = root.contextual;
    if ((0,json_path/* isRecord */.u4)(contextual) && Array.isArray(contextual.options)) {
        const index = contextual.options.indexOf('download-spec');
        if (index >= 0)
            config.downloadSpecAt = ['contextual', 'options', index];
    }
    if (Array.isArray(root.redirects)) {
        for (const redirect of root.redirects) {
            if ((0,json_path/* isRecord */.u4)(redirect) && typeof redirect.source === 'string') {
                config.redirects.push(typeof redirect.destination === 'string'
                    ? { source: redirect.source, destination: redirect.destination }
                    : { source: redirect.source });
            }
        }
    }
    return config;
}
const MAX_REF_DEPTH = 16;
class NavigationReader {
    config;
    files;
    findings;
    loadRef;
    constructor(config, files, findings, loadRef) {
        this.config = config;
        this.files = files;
        this.findings = findings;
        this.loadRef = loadRef;
    }
    context(document, chain = []) {
        return {
            document,
            chain,
            report: (at, rule, message, target = 'value') => this.findings.at(document, at, rule, message, target),
        };
    }
    sources(value, at, context) {
        const sources = parseOpenApiField(value, at, (path) => this.files.has(path), context.report);
        if (context.chain.length > 0)
            for (const source of sources)
                source.document = context.document;
        return sources;
    }
    walk(node, at, scope, version, context) {
        if (Array.isArray(node)) {
            node.forEach((item, index) => this.walk(item, [...at, index], scope, version, context));
            return;
        }
        if (!(0,json_path/* isRecord */.u4)(node))
            return;
        if (typeof node.$ref === 'string') {
            this.followRef(node, at, scope, version, context);
            return;
        }
        const ownVersion = typeof node.version === 'string' ? node.version : version;
        let ownScope = scope;
        if ('openapi' in node) {
            ownScope = this.sources(node.openapi, [...at, 'openapi'], context);
            this.config.sources.push(...ownScope);
            this.config.sections.push({ sources: ownScope, version: ownVersion });
        }
        if (typeof node.root === 'string')
            this.checkPage(node.root, [...at, 'root'], context);
        for (const [key, value] of Object.entries(node)) {
            if (key === 'openapi' || key === 'root')
                continue;
            if (key === 'pages')
                this.readPages(value, [...at, key], ownScope, ownVersion, context);
            else if (typeof value === 'object' && value !== null)
                this.walk(value, [...at, key], ownScope, ownVersion, context);
        }
    }
    /**
     * A value of docs.json with every `$ref` object replaced by the JSON file it names (relative to
     * the file it is written in), siblings on top of the file's object, as the build resolves it; a
     * `$ref` that cannot be resolved is reported once and left as it is.
     */
    resolveRefs(value, at, context) {
        if (Array.isArray(value))
            return value.map((item, index) => this.resolveRefs(item, [...at, index], context));
        if (!(0,json_path/* isRecord */.u4)(value))
            return value;
        if (typeof value.$ref === 'string') {
            const target = this.loadRefAt(value, at, context);
            if (!target)
                return value;
            const resolved = this.resolveRefs(target.document.data, [], target.context);
            if (!(0,json_path/* isRecord */.u4)(resolved))
                return resolved;
            const merged = { ...resolved };
            for (const [key, sibling] of Object.entries(value)) {
                if (key !== '$ref')
                    merged[key] = this.resolveRefs(sibling, [...at, key], context);
            }
            return merged;
        }
        const resolved = {};
        for (const [key, child] of Object.entries(value))
            resolved[key] = this.resolveRefs(child, [...at, key], context);
        return resolved;
    }
    /** The file a `$ref` object names, read, with its context; undefined when reported. */
    loadRefAt(node, at, context) {
        const ref = node.$ref;
        const base = external_node_path_.posix.dirname(context.document.file);
        const candidates = [(0,repo_files/* normalizeRepoPath */.NP)(external_node_path_.posix.join(base, ref)), (0,repo_files/* normalizeRepoPath */.NP)(ref)].filter((path) => path !== undefined);
        const path = candidates.find((candidate) => this.files.has(candidate));
        if (!this.loadRef)
            return undefined;
        const report = (message) => context.report([...at, '$ref'], 'docs-json-ref-invalid', message);
        if (!path) {
            report(`$ref ${JSON.stringify(ref)} names no file of the repository`);
            return undefined;
        }
        if (context.chain.includes(path) || context.chain.length >= MAX_REF_DEPTH) {
            report(`$ref ${JSON.stringify(ref)} refers back to itself (${[...context.chain, path].join(' -> ')})`);
            return undefined;
        }
        const loaded = this.loadRef(path);
        if ('problem' in loaded) {
            report(`$ref ${JSON.stringify(ref)}: ${loaded.problem}`);
            return undefined;
        }
        this.config.refFiles.add(path);
        return { document: loaded, context: this.context(loaded, [...context.chain, path]) };
    }
    /** `{ "$ref": "file.json", ...siblings }`: the file's content, with the siblings on top. */
    followRef(node, at, scope, version, context) {
        const target = this.loadRefAt(node, at, context);
        if (!target)
            return;
        this.walk(target.document.data, [], scope, version, target.context);
        const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
        if (Object.keys(siblings).length > 0)
            this.walk(siblings, at, scope, version, context);
    }
    readPages(value, at, scope, version, context) {
        if (!Array.isArray(value)) {
            if ((0,json_path/* isRecord */.u4)(value) && typeof value.$ref === 'string') {
                this.walk(value, at, scope, version, context);
                return;
            }
            context.report(at, 'docs-json-invalid', 'pages must be an array of page paths, endpoints and groups');
            return;
        }
        value.forEach((entry, index) => {
            const entryAt = [...at, index];
            if (typeof entry === 'string') {
                const reference = (0,endpoint_reference/* parseEndpointReference */.KZ)(entry);
                if (reference) {
                    const endpoint = { reference, scope, version, at: entryAt };
                    if (context.chain.length > 0)
                        endpoint.document = context.document;
                    this.config.endpoints.push(endpoint);
                }
                else
                    this.checkPage(entry, entryAt, context);
            }
            else if ((0,json_path/* isRecord */.u4)(entry)) {
                this.walk(entry, entryAt, scope, version, context);
            }
            else {
                context.report(entryAt, 'docs-json-invalid', 'a pages entry must be a page path, an endpoint ("GET /path") or a group object');
            }
        });
    }
    checkPage(page, at, context) {
        if ((0,repo_files/* isHttpUrlLike */.vh)(page))
            return;
        if (page.trim() === '') {
            context.report(at, 'docs-json-invalid', 'a pages entry is empty: give a page path such as "guides/setup"');
            return;
        }
        const path = (0,repo_files/* normalizeRepoPath */.NP)(page);
        if (!path) {
            context.report(at, 'nav-page-not-found', `navigation page ${JSON.stringify(page)} is not a path inside the repository`);
            return;
        }
        const candidates = /\.mdx?$/i.test(path)
            ? [path]
            : [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
        const found = candidates.find((file) => this.files.has(file));
        if (found)
            this.config.pageFiles.add(found);
        else {
            context.report(at, 'nav-page-not-found', `navigation page ${JSON.stringify(page)} has no file: expected ${candidates.slice(0, 2).join(' or ')}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/validate/openapi/check-document.ts


/** Playground displays that send requests (the default is interactive). */
const SENDS_REQUESTS = (display) => display !== 'simple' && display !== 'none';
/** Document-level rules: servers for the playground, tag groups, webhooks only from 3.1 on. */
function checkDocumentLevel(document, findings, site = {}) {
    const { root, source } = document;
    if (root.webhooks !== undefined && document.minor === '3.0') {
        findings.at(source, ['webhooks'], 'openapi-webhooks-version', `webhooks need OpenAPI 3.1 or later; this document is ${document.openapi}: set openapi to 3.1.x (or drop webhooks)`);
    }
    if (SENDS_REQUESTS(site.playgroundDisplay) && !hasServers(root)) {
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

;// CONCATENATED MODULE: ./src/validate/openapi/check-extensions.ts

const SCHEMA_DOC_KEYS = new Set(['pre', 'post']);
/** Keys the service documents on an operation beside metadata, content and href. */
const OTHER_OPERATION_KEYS = new Set(['mcp', 'groups', 'pre', 'post', 'playground']);
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
            this.report(at, 'openapi-extension-invalid', `${this.extension} must be an object`);
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
                    this.report(here, 'openapi-extension-invalid', `${name}.content must be a string of MDX`);
            }
            else if (key === 'href') {
                if (typeof value !== 'string' || !isAbsoluteHref(value)) {
                    this.report(here, 'openapi-extension-invalid', `${name}.href must be an absolute page path like "/api/users/list" or an http(s) URL, not ${JSON.stringify(value)}`);
                }
            }
            else if (!OTHER_OPERATION_KEYS.has(key)) {
                this.report(here, 'openapi-extension-unknown-key', `${name}.${key} is ignored on an operation: it takes metadata, content, href, mcp, groups, pre, post and playground`);
            }
        }
    }
    checkMetadata(value, at) {
        const name = `${this.extension}.metadata`;
        if (!(0,json_path/* isRecord */.u4)(value)) {
            this.report(at, 'openapi-extension-invalid', `${name} must be an object of front-matter fields`);
            return;
        }
        if ('openapi' in value) {
            this.report([...at, 'openapi'], 'openapi-extension-invalid', `${name} may set any front-matter field except openapi: the operation itself is the page's endpoint`);
        }
        if ('groups' in value && !isStringArray(value.groups)) {
            this.report([...at, 'groups'], 'openapi-extension-invalid', `${name}.groups must be an array of strings`, 'value');
        }
        if ('public' in value && typeof value.public !== 'boolean') {
            this.report([...at, 'public'], 'openapi-extension-invalid', `${name}.public must be true or false`, 'value');
        }
    }
    checkSchemaDoc(doc, at) {
        for (const [key, value] of Object.entries(doc)) {
            const here = [...at, key];
            if (SCHEMA_DOC_KEYS.has(key)) {
                if (!isStringArray(value)) {
                    this.report(here, 'openapi-extension-invalid', `${this.extension}.${key} must be an array of strings (one per pill)`, 'value');
                }
            }
            else {
                this.report(here, 'openapi-extension-unknown-key', `${this.extension}.${key} is ignored here: outside operations ${this.extension} takes only pre and post (pills)`);
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

;// CONCATENATED MODULE: ./src/validate/openapi/check-refs.ts

/**
 * Checks `$ref`s during the document walk: only internal references are supported by the service,
 * and they must resolve. References are never followed, so cycles are fine. Each distinct reference
 * is judged once, when first met (the document is already parsed), and only one with a problem keeps
 * its path: GitHub's REST description has 10,000 references to 1,800 targets, all fine.
 */
class RefChecker {
    root;
    judged = new Map();
    problems = [];
    anchors = new Set();
    constructor(root) {
        this.root = root;
    }
    visit(node, path) {
        const ref = node.$ref;
        if (typeof ref === 'string') {
            let problem = this.judged.get(ref);
            if (problem === undefined && !this.judged.has(ref)) {
                problem = this.judge(ref);
                this.judged.set(ref, problem);
            }
            if (problem)
                this.problems.push({ ref, path: [...path, '$ref'], problem });
        }
        const anchor = node.$anchor;
        if (typeof anchor === 'string')
            this.anchors.add(anchor);
        const dynamicAnchor = node.$dynamicAnchor;
        if (typeof dynamicAnchor === 'string')
            this.anchors.add(dynamicAnchor);
    }
    report(source, findings) {
        for (const { ref, path, problem } of this.problems) {
            if (problem.kind === 'external') {
                findings.at(source, path, 'openapi-ref-external', `$ref ${JSON.stringify(ref)} points outside this document; only internal references (#/...) are supported: bundle the referenced ${/^[a-z][a-z0-9+.-]*:/i.test(ref) ? 'URL' : 'file'} into this spec (e.g. with \`redocly bundle\`)`, 'value');
                continue;
            }
            const anchor = ref.slice(1);
            const reason = problem.kind === 'unresolved'
                ? problem.reason
                : this.anchors.has(anchor)
                    ? undefined
                    : `no schema declares $anchor ${JSON.stringify(anchor)}`;
            if (reason) {
                findings.at(source, path, 'openapi-ref-unresolved', `$ref ${JSON.stringify(ref)} does not resolve: ${reason}`, 'value');
            }
        }
    }
    judge(ref) {
        if (!ref.startsWith('#'))
            return { kind: 'external' };
        const segments = (0,json_path/* parsePointer */.vp)(ref);
        if (!segments)
            return { kind: 'anchor' };
        const reason = this.pointerProblem(segments);
        return reason === undefined ? undefined : { kind: 'unresolved', reason };
    }
    /** Why a JSON pointer does not resolve in the document, or undefined when it does. */
    pointerProblem(segments) {
        let node = this.root;
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

;// CONCATENATED MODULE: ./src/validate/openapi/check-security.ts

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

;// CONCATENATED MODULE: ./src/validate/openapi/document-walk.ts

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

// EXTERNAL MODULE: ./src/validate/openapi/openapi-model.ts
var openapi_model = __webpack_require__(4197);
;// CONCATENATED MODULE: ./src/validate/openapi/openapi-schema.ts

/*
 * The official OAS 3.0 (JSON Schema draft-04) and 3.1 (2020-12) schemas come from
 * @seriousme/openapi-schema-validator, which keeps them current, compiled ahead of time by ajv with
 * the setup that package uses (scripts/openapi-validators.js, `npm run generate`). Its own
 * `validate()` is not used: it compiles the schemas on every run and deep-clones the whole document
 * to check $refs (about 1 s on GitHub's REST description), which this validator does itself with
 * positions. Each validator is 200-270 KB of code, loaded when a spec of its version is first
 * checked (a chunk of its own in the bundles).
 */
const loaded = new Map();
function schemaValidator(minor) {
    let validate = loaded.get(minor);
    if (!validate) {
        validate = (minor === '3.0' ? __webpack_require__.e(/* import() */ 26).then(__webpack_require__.bind(__webpack_require__, 1026)) : __webpack_require__.e(/* import() */ 291).then(__webpack_require__.bind(__webpack_require__, 8291))).then((module) => module.validate);
        loaded.set(minor, validate);
    }
    return validate;
}
/** Problems against the OpenAPI schema, reduced to the ones a person would fix. */
async function checkOpenApiSchema(data, minor) {
    const validate = await schemaValidator(minor);
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

;// CONCATENATED MODULE: ./src/validate/openapi/check-openapi.ts








/** More schema findings than this per file bury the first ones, which usually cause the rest. */
const MAX_SCHEMA_FINDINGS = 50;
/**
 * Every rule on one parsed spec. Returns the document model when it is OpenAPI 3.0/3.1 (even with
 * findings, so references into it can still be checked), undefined otherwise.
 */
async function checkOpenApiSource(source, findings, extension, site = {}) {
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
    const issues = (await checkOpenApiSchema(root, version.minor)).filter(
    // Reported once, with the reason, by checkDocumentLevel.
    (issue) => !(issue.path.length === 1 && issue.path[0] === 'webhooks' && version.minor === '3.0'));
    for (const issue of issues.slice(0, MAX_SCHEMA_FINDINGS)) {
        findings.at(source, issue.path, 'openapi-schema', issue.message, issue.target);
    }
    if (issues.length > MAX_SCHEMA_FINDINGS) {
        findings.at(source, [], 'openapi-schema', `${issues.length - MAX_SCHEMA_FINDINGS} more schema problems are not shown; fix the ones above first`, 'value');
    }
    const document = (0,openapi_model/* buildOpenApiDocument */.ue)(source, root, version.openapi, version.minor);
    const refs = new RefChecker(root);
    const extensions = new ExtensionChecker(source, findings, extension, document.operationObjects);
    const security = new SecurityChecker(document, findings);
    walkDocument(root, (node, path) => {
        refs.visit(node, path);
        extensions.visit(node, path);
        security.visit(node, path);
    });
    refs.report(source, findings);
    security.checkDocument();
    checkDocumentLevel(document, findings, site);
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

// EXTERNAL MODULE: ./src/validate/source/json-source.ts + 2 modules
var json_source = __webpack_require__(4086);
// EXTERNAL MODULE: ./src/validate/source/yaml-parsers.ts
var yaml_parsers = __webpack_require__(4002);
// EXTERNAL MODULE: ./src/validate/source/ascii-json.ts
var ascii_json = __webpack_require__(3008);
;// CONCATENATED MODULE: ./src/validate/openapi/spec-registry.ts







/** Specs by repository path or URL. */
class SpecRegistry {
    entries = new Map();
    skips = new Map();
    known;
    changes = 0;
    /** Counts the entries set: equal counts mean an unchanged registry. */
    get version() {
        return this.changes;
    }
    /** Notes a file that looked like a spec and was not loaded (`set` is called too when it has an entry). */
    skip(file, reason) {
        this.skips.set(file, reason);
    }
    /** Files that looked like specs and were not loaded, and why, in path order. */
    skipped() {
        return [...this.skips]
            .map(([file, reason]) => ({ file, reason }))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    }
    /** Repository spec files that exist but could not be loaded: an endpoint may be in one of them. */
    unusableFiles() {
        return [...this.entries]
            .filter(([target, entry]) => entry.state === 'invalid' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(target))
            .map(([target]) => target)
            .sort();
    }
    set(target, entry) {
        this.entries.set(target, entry);
        this.known = undefined;
        this.changes++;
    }
    has(target) {
        return this.entries.has(target);
    }
    get(target) {
        return (this.entries.get(target) ?? { state: /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? 'unknown' : 'missing' });
    }
    /** Repository paths of the spec files found (usable or not). */
    knownFiles() {
        if (this.known)
            return this.known;
        const files = new Set();
        for (const [target, entry] of this.entries) {
            if (entry.state !== 'missing' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(target))
                files.add(target);
        }
        this.known = files;
        return files;
    }
    /** URLs of specs that were not downloaded (offline run) or could not be. */
    unreadUrls() {
        return [...this.entries].filter(([, entry]) => entry.state === 'unknown').map(([target]) => target);
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
const READ_CONCURRENCY = 16;
/**
 * Loads and checks every spec of the repository: the referenced files, and every JSON/YAML file
 * with a top-level `openapi` key (the service uploads all of them, rule 15).
 *
 * With `onlyReferenced`, a later call loads the files that more references name (the pages'
 * front matter, read meanwhile on another thread): those the first call left without an entry
 * (not JSON/YAML, not looking like a spec, no `openapi` key). A file that has an entry already
 * gave the same result it gives as a referenced file, and is not read again.
 */
async function loadRepositorySpecs(options) {
    const { root, files, referenced, exclude, extension, site, findings, registry } = options;
    const fileSet = new Set(files);
    const candidates = (options.onlyReferenced ? [...referenced].filter((file) => fileSet.has(file)) : files).filter((file) => !exclude.has(file) && !registry.has(file) && (referenced.has(file) || SPEC_EXTENSION.test(file)));
    for (const file of referenced)
        if (!fileSet.has(file))
            registry.set(file, { state: 'missing' });
    const isReferenced = (file) => referenced.has(file);
    let next = 0;
    const reader = async () => {
        while (next < candidates.length) {
            const file = candidates[next++];
            let bytes;
            try {
                bytes = await (0,promises_.readFile)((0,repo_files/* fileAt */.Wd)(root, file));
            }
            catch (error) {
                registry.set(file, { state: 'missing' });
                if (isReferenced(file))
                    registry.skip(file, `cannot be read: ${errorCode(error)}`);
                continue;
            }
            const json = (0,json_source/* isJsonSource */.CP)(file, bytes);
            const ascii = json ? (0,ascii_json/* asciiJsonText */.n)(bytes) : undefined;
            // One decode of the whole buffer: reading with an encoding decodes chunk by chunk, which
            // costs about 40 ms more on a 13 MB spec.
            const text = ascii ? ascii.text : bytes.toString('utf8');
            const named = isReferenced(file);
            if (!named && !mayBeSpec(file, text)) {
                if (SWAGGER.test(text.slice(0, 4096)))
                    registry.skip(file, 'Swagger 2.0: the build reads OpenAPI 3.0 and 3.1 only');
                continue;
            }
            const parsed = await parseSpecText(file, text, findings, async () => ascii ? (0,json_source/* parseJsonBytes */.dQ)(file, bytes, ascii) : (await (0,yaml_parsers/* loadYamlParsers */.A)()).parseSource(file, text));
            if (!parsed.ok) {
                if (named || looksLikeSpec(file, text)) {
                    const why = `not valid ${formatName(file, text)}: ${parsed.message}`;
                    findings.add('openapi-syntax', file, parsed.position, `spec is ${why}`);
                    registry.set(file, { state: 'invalid' });
                    registry.skip(file, `${why} (line ${parsed.position.line})`);
                }
                continue;
            }
            const data = parsed.document.data;
            if (!named && !((0,json_path/* isRecord */.u4)(data) && 'openapi' in data)) {
                if ((0,json_path/* isRecord */.u4)(data) && 'swagger' in data)
                    registry.skip(file, 'Swagger 2.0: the build reads OpenAPI 3.0 and 3.1 only');
                else if (looksLikeSpec(file, text))
                    registry.skip(file, 'no top-level openapi field');
                continue;
            }
            const document = await checkOpenApiSource(parsed.document, findings, extension, site);
            registry.set(file, document ? { state: 'ok', document } : { state: 'invalid' });
            if (!document)
                registry.skip(file, 'not an OpenAPI 3.0 or 3.1 document (reported in the file)');
        }
    };
    await Promise.all(Array.from({ length: READ_CONCURRENCY }, reader));
}
/** Downloads a spec named by URL and checks it like a file (only with fetchUrls). */
async function loadUrlSpec(url, extension, findings, site = {}) {
    let text;
    try {
        text = await fetchSpecText(url);
    }
    catch (error) {
        return { entry: { state: 'unknown' }, problem: error instanceof Error ? error.message : String(error) };
    }
    const parsed = await parseSpecText(url, text, findings, async () => (await (0,yaml_parsers/* loadYamlParsers */.A)()).parseSource(new URL(url).pathname, text));
    if (!parsed.ok) {
        findings.add('openapi-syntax', url, parsed.position, `spec is not valid ${formatName(url, text)}: ${parsed.message}`);
        return { entry: { state: 'invalid' } };
    }
    const source = { ...parsed.document, file: url };
    const document = await checkOpenApiSource(source, findings, extension, site);
    return { entry: document ? { state: 'ok', document } : { state: 'invalid' } };
}
const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** The spec's text, through the proxy-aware HTTP client (https_proxy / no_proxy are honoured). */
async function fetchSpecText(url) {
    // The HTTP client is only needed with fetchUrls: not loaded by offline runs.
    const { httpGet } = await __webpack_require__.e(/* import() */ 486).then(__webpack_require__.bind(__webpack_require__, 2486));
    const { response } = await httpGet(url, { accept: 'application/json, application/yaml, */*' }, {
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
/**
 * A spec's text parsed the way the build reads it: a JSON file that is not strict JSON (a raw line
 * break inside a string, a trailing comma) goes through the build's YAML loader, which accepts it;
 * that is a warning, since strict JSON tools reject it.
 */
async function parseSpecText(file, text, findings, strict) {
    const parsed = await strict();
    if (parsed.ok || !/\.json$/i.test(file.replace(/[?#].*$/, '')))
        return parsed;
    const lenient = (await (0,yaml_parsers/* loadYamlParsers */.A)()).parseLenientJson(file, text);
    if (!lenient.ok || !(0,json_path/* isRecord */.u4)(lenient.document.data))
        return parsed;
    findings.add('openapi-json-not-strict', file, parsed.position, `spec is not strict JSON (${parsed.message}): the build reads it with its YAML loader, but JSON tools and editors reject it`);
    return lenient;
}
function errorCode(error) {
    return error.code ?? (error instanceof Error ? error.message : String(error));
}
/** A Swagger 2.0 document's first key, in JSON or YAML. */
const SWAGGER = /^\uFEFF?\s*(?:\{\s*)?["']?swagger["']?\s*:\s*["']?2/m;
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

;// CONCATENATED MODULE: ./src/validate/other-versions.ts






/**
 * Checks other versions of some page files (the base commit's versions of the pages a pull request
 * changed) in the context of the repository being validated: the same checks, in the same order, as
 * for the pages themselves, their findings kept apart. That is the base's own validation of those
 * pages only while the context is the base's too: the repository's files, docs.json, the specs and
 * what the other pages name in them. The caller vouches for all but the last (only page files
 * changed, in content); this class refuses a version that would change what is named in the specs
 * (another `openapi` or `openapi-schema` front matter), and a snippet (read on behalf of the pages
 * that import it). The anchors a version has can change what links of other pages find
 * (link-anchor-missing): when they do, the head's findings in those pages are not the base's, and
 * this refuses too.
 */
class OtherVersionChecks {
    findings = new validate_findings/* Findings */.F();
    references = [];
    unresolved = [];
    listedOnly = [];
    anchored = { links: [], anchors: new Map() };
    versionFiles = new Set();
    files;
    refusal;
    /**
     * The first pass, run beside the repository's own once its pages' references are known:
     * front matter, imports, and links against the file pages (`site` before the second pass adds
     * the generated ones).
     */
    constructor(versions, files, site, ownReferences, navigationPageFiles) {
        this.files = files.all;
        const pages = new Set(files.pages);
        const firstPass = { site, files: files.all, redirects: [], unlistedFolders: [] };
        const referencesOf = new Map(ownReferences.map((page) => [page.file, page]));
        for (const { file, text } of versions) {
            if ((0,site_pages/* isSnippetFile */.a8)(file)) {
                this.refusal = `${file} is a snippet: the pages that import it depend on it`;
                return;
            }
            const listedOnly = !pages.has(file) && navigationPageFiles.has(file);
            // An ignored page that docs.json does not list is never read: no finding, in any version.
            if (!pages.has(file) && !listedOnly)
                continue;
            this.versionFiles.add(file);
            const page = (0,check_mdx/* readPage */.SP)(file, text, this.findings);
            const references = (0,check_mdx/* pageReferences */.q4)(page);
            if (specReferenceKey(references) !== specReferenceKey(referencesOf.get(file))) {
                this.refusal = `${file} names another operation or schema (openapi front matter) in this version`;
                return;
            }
            if (references)
                this.references.push(references);
            // An ignored page that docs.json lists is read on the spec side, and checked in one pass.
            if (listedOnly)
                this.listedOnly.push(page);
            else
                checkPageInContext(page, firstPass, this.findings, this.unresolved, this.anchored);
        }
    }
    /** The references into the specs, against the repository's registry (loaded by then). */
    checkReferences(registry) {
        if (this.refusal === undefined)
            (0,check_mdx/* checkMdxReferences */.K4)(this.references, registry, this.findings, new check_mdx/* UncheckedReferences */.D9());
    }
    /** The second pass of the link checks, in the context the repository's own second pass used. */
    finishLinkChecks(context, head) {
        if (this.refusal !== undefined)
            return;
        for (const page of this.listedOnly)
            checkPageInContext(page, context, this.findings, this.unresolved, this.anchored);
        for (const { file, links } of this.unresolved)
            (0,check_links/* checkLinks */.mY)(file, links, context, this.findings);
        if (head)
            this.checkAnchors(context, head);
    }
    /** The versions' fragment links, against the versions' anchors; a refusal when other pages' links would find others. */
    checkAnchors(context, head) {
        const versions = this.anchored.anchors;
        const own = {
            links: context,
            pages: head.anchors.pages,
            anchors: new check_anchors/* AnchorIndex */._s((file) => versions.get(file) ?? head.recorded(file), head.read, this.files),
        };
        (0,check_anchors/* checkLinkAnchors */.bS)(this.anchored.links, own, this.findings);
        for (const { file, links } of head.headLinks) {
            if (this.versionFiles.has(file))
                continue;
            for (const { target } of links) {
                const linked = (0,check_anchors/* linkedPageFile */.xu)(file, target, own);
                if (linked === undefined || !this.versionFiles.has(linked))
                    continue;
                // The same verdict is the same finding (markIntroduced leaves the nearest anchors aside).
                if (((0,check_anchors/* anchorProblem */.rC)(file, target, own) === undefined) !==
                    ((0,check_anchors/* anchorProblem */.rC)(file, target, head.anchors) === undefined)) {
                    this.refusal = `${linked} has other anchors in this version, and ${file} links to one (${target})`;
                    return;
                }
            }
        }
    }
    outcome() {
        return this.refusal === undefined ? { findings: this.findings.list() } : { refused: this.refusal };
    }
}
function specReferenceKey(page) {
    return JSON.stringify([page?.endpoint ?? null, page?.schema ?? null]);
}

;// CONCATENATED MODULE: ./src/validate/check-specs.ts

















/**
 * The spec side of a validation: docs.json, its navigation and every spec, the pages' references
 * into the specs, and the second pass of the link checks. The specs are loaded while the page side
 * reads the pages (on another thread in a worker run): what it found is needed only from the spec
 * files the pages name on; meanwhile the spec side reads the pages the page side has not taken yet
 * (`batches`, shared with the page side). `imports` receives the imports of the pages read here
 * (for the site map).
 */
async function checkSpecs(repository, files, pageSide, shared = {}) {
    const { batches, imports } = shared;
    // Built once for both passes of the link checks; the second adds the other pages' URLs.
    const site = shared.site ?? filePageUrls(files);
    const { extension, configFile, configText } = repository;
    const root = repository_files_readRoot(repository);
    const findings = new validate_findings/* Findings */.F();
    const parsed = (0,json_source/* parseJsonSource */.X0)(configFile, configText);
    let docs;
    let config = emptyDocsConfig();
    if (parsed.ok) {
        docs = parsed.document;
        config = readDocsConfig(docs, files.all, findings, (path) => loadNavigationFile(root, path));
    }
    else {
        findings.add('docs-json-syntax', configFile, parsed.position, `docs.json is not valid JSON: ${parsed.message}`);
    }
    const registry = new SpecRegistry();
    const specSite = { playgroundDisplay: config.playgroundDisplay };
    const specFiles = {
        root,
        files: files.published,
        exclude: new Set([configFile, ...config.refFiles]),
        extension,
        site: specSite,
        findings,
        registry,
    };
    const namedByConfig = specFilesNamedByConfig(config);
    await loadRepositorySpecs({ ...specFiles, referenced: namedByConfig });
    // Offline, the specs given by URL stay unknown: known before any page is read.
    if (!repository.fetchUrls)
        markUrlSpecsUnknown(config, registry);
    // The navigation needs the specs alone: checked while the page side reads the pages (unless specs
    // given by URL are still to download), and kept if the pages' references change no spec entry.
    const navigationFirst = repository.fetchUrls
        ? undefined
        : navigationPass(docs, config, registry, extension);
    // Pages of the navigation that the page side does not read: ignored files docs.json lists.
    const filePages = new Set(files.pages);
    const navigationOnlyFiles = [...config.pageFiles].filter((file) => !filePages.has(file));
    const navigationPages = await (0,check_mdx/* readMdxPages */.my)(root, navigationOnlyFiles, findings);
    // In a run that splits the anchor checks, the pages' early links are set apart as they are read.
    const early = shared.shareAnchors && { filePages: site, links: [] };
    const readHere = await checkPages(root, files, findings, { imports, batches, site, early });
    if (shared.shareAnchors && early) {
        shared.shareAnchors(specAnchorShare(readHere.anchors, early.links, navigationPages, navigationOnlyFiles, files));
    }
    const fromPages = await pageSide;
    const unresolvedLinks = [...fromPages.unresolvedLinks, ...readHere.unresolvedLinks];
    const pages = [...fromPages.references, ...readHere.references, ...navigationPages.map(check_mdx/* pageReferences */.q4)]
        .filter((page) => page !== undefined)
        .sort((a, b) => (a.file < b.file ? -1 : 1));
    // Front matter of pages read on the other thread, and of other versions: parsed again below.
    if (pages.length > 0 || repository.otherVersions !== undefined)
        await (0,yaml_parsers/* loadYamlParsers */.A)();
    const others = repository.otherVersions === undefined
        ? undefined
        : new OtherVersionChecks(repository.otherVersions, files, site, pages, config.pageFiles);
    const namedByPages = (0,check_mdx/* specFilesNamedByPages */.Zy)(pages).filter((file) => !namedByConfig.has(file));
    await loadRepositorySpecs({ ...specFiles, referenced: new Set(namedByPages), onlyReferenced: true });
    if (docs && repository.fetchUrls)
        await loadUrlSpecs(docs, config, registry, { extension, site: specSite }, findings);
    const navigation = navigationFirst?.registryVersion === registry.version
        ? navigationFirst
        : navigationPass(docs, config, registry, extension);
    findings.addAll(navigation.findings.list());
    const { unchecked, generated } = navigation;
    shared.sendGenerated?.(generated);
    (0,check_mdx/* checkMdxReferences */.K4)(pages, registry, findings, unchecked);
    others?.checkReferences(registry);
    const unread = [...unchecked.urls, ...registry.unreadUrls()].filter((url, i, all) => all.indexOf(url) === i);
    const targets = {
        navigationPages,
        navigationOnlyFiles,
        generatedSite: navigation.site,
        redirects: config.redirects,
        unlistedFolders: config.sources
            .filter((source) => registry.get(source.target).state === 'unknown')
            .map((source) => source.directory),
    };
    // The page side's anchors stay in its map: 25,000 entries are not copied into another.
    const anchorInput = {
        links: [...fromPages.anchors.links, ...readHere.anchors.links],
        anchors: readHere.anchors.anchors,
    };
    const { uncheckedLinks, context } = finishLinkChecks(files, site, unresolvedLinks, targets, findings, imports, anchorInput);
    const read = (0,check_anchors/* repositoryText */.g_)(root);
    const recorded = (file) => fromPages.anchors.anchors.get(file) ?? anchorInput.anchors.get(file);
    const anchors = {
        links: context,
        pages: new check_anchors/* SitePageFiles */.ai((file) => filePages.has(file) || config.pageFiles.has(file), () => [...files.pages, ...navigationOnlyFiles]),
        anchors: new check_anchors/* AnchorIndex */._s(recorded, read, files.all),
    };
    (0,check_anchors/* checkLinkAnchors */.bS)(anchorInput.links, anchors, findings);
    others?.finishLinkChecks(context, { anchors, headLinks: anchorInput.links, recorded, read });
    const outcome = {
        findings: findings.list(),
        generated,
        specs: registry
            .documents()
            .map((d) => ({ file: d.file, openapi: d.openapi, operations: d.operations.length }))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
        uncheckedEndpoints: { count: unchecked.count, schemas: unchecked.schemaCount, unread },
        uncheckedByUnreadable: { count: unchecked.unreadableCount, files: [...unchecked.unreadable].sort() },
        uncheckedLinks,
        skippedSpecs: registry.skipped(),
        otherVersions: others?.outcome(),
    };
    return { outcome, navigationPageFiles: config.pageFiles };
}
/** The navigation's references into the specs, and the pages it generates, as the registry stands. */
function navigationPass(docs, config, registry, extension) {
    const findings = new validate_findings/* Findings */.F();
    const unchecked = new check_mdx/* UncheckedReferences */.D9();
    const candidates = docs ? checkNavigation(docs, config, registry, extension, findings, unchecked) : [];
    const generated = resolvePages(candidates, extension, findings);
    const site = new site_pages/* SiteUrls */.Q7();
    for (const page of generated)
        site.add(page.url);
    return { generated, site, findings, unchecked, registryVersion: registry.version };
}
function markUrlSpecsUnknown(config, registry) {
    for (const source of config.sources) {
        if (source.kind === 'url' && source.usable)
            registry.set(source.target, { state: 'unknown' });
    }
}
/** A navigation file named by `$ref`, parsed. */
function loadNavigationFile(root, path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,repo_files/* fileAt */.Wd)(root, path), 'utf8');
    }
    catch (error) {
        return { problem: `cannot read ${path}: ${(0,errors/* errorMessage */.gJ)(error)}` };
    }
    const parsed = (0,json_source/* parseJsonSource */.X0)(path, text);
    return parsed.ok
        ? parsed.document
        : {
            problem: `${path}:${parsed.position.line}:${parsed.position.column} is not valid JSON: ${parsed.message}`,
        };
}
/** Repository files that docs.json names as specs: checked even without an `openapi` key. */
function specFilesNamedByConfig(config) {
    const referenced = new Set();
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
async function loadUrlSpecs(docs, config, registry, checks, findings) {
    const firstUse = new Map();
    for (const source of config.sources) {
        if (source.kind === 'url' && source.usable && !firstUse.has(source.target))
            firstUse.set(source.target, source);
    }
    await Promise.all([...firstUse.values()].map(async (source) => {
        const { entry, problem } = await loadUrlSpec(source.target, checks.extension, findings, checks.site);
        registry.set(source.target, entry);
        if (problem) {
            findings.at(source.document ?? docs, source.at, 'openapi-source-unreachable', `could not download ${source.target}: ${problem}`, 'value');
        }
    }));
}

;// CONCATENATED MODULE: ./src/validate/validate-docs.ts











const DEFAULT_EXTENSION = 'x-doc';
/** From this many files on, a repository is validated in a worker thread (when one can be started). */
const WORKER_FROM_FILES = 2000;
/**
 * Validates a documentation repository offline: docs.json (and the navigation files it `$ref`s),
 * every OpenAPI spec in the repository, the OpenAPI front matter of every page, its snippet imports
 * and its internal links. Content problems are findings; a missing or unreadable repository or
 * docs.json throws ConfigurationError.
 *
 * A large repository is validated in a worker thread when the shipped worker bundle is at hand
 * (see worker/validate-in-worker.ts): same findings, lower peak memory.
 */
async function validateDocs(options, isolation = {}) {
    return (await readAndValidate(options, undefined, isolation)).report;
}
/**
 * validateDocs, and the other versions of some page files checked in the repository's context
 * (other-versions.ts): a pull request's base versions of the pages it changed, in one run.
 */
async function validateDocsWithOtherVersions(options, otherVersions, isolation = {}) {
    return readAndValidate(options, otherVersions, isolation);
}
/**
 * The head's validation for a base comparison: validateDocs, or with the other versions of the pages
 * a change modified checked beside it when the comparison found it can reuse the head's validation.
 */
function headValidation(options) {
    return async (otherVersions) => otherVersions
        ? validateDocsWithOtherVersions(options, otherVersions)
        : { report: await validateDocs(options) };
}
/**
 * Reads and validates a repository. The worker threads of a large one are started as soon as the
 * listing passes the size threshold: they load their code while the rest is listed.
 */
async function readAndValidate(options, otherVersions, isolation) {
    const threshold = isolation.fromFiles ?? WORKER_FROM_FILES;
    let workers;
    const onCount = (files) => {
        workers ??=
            files >= threshold
                ? __webpack_require__.e(/* import() */ 216).then(__webpack_require__.bind(__webpack_require__, 2216)).then(({ startValidationWorkers }) => startValidationWorkers(isolation.workerScript))
                : undefined;
    };
    let repository;
    try {
        repository = await readRepository(options, onCount);
        if (otherVersions)
            repository = { ...repository, otherVersions };
    }
    catch (error) {
        void workers?.then((started) => started?.stop());
        throw error;
    }
    return validateRepository(repository, isolation, workers);
}
/**
 * Validates a repository input as validateDocs does (in a worker from WORKER_FROM_FILES files on),
 * on the workers already `started` for it, if any.
 */
async function validateRepository(repository, isolation = {}, started) {
    if (started || repository.allFiles.length >= (isolation.fromFiles ?? WORKER_FROM_FILES)) {
        const workers = started
            ? await started
            : (await __webpack_require__.e(/* import() */ 216).then(__webpack_require__.bind(__webpack_require__, 2216))).startValidationWorkers(isolation.workerScript);
        const validation = await workers?.run(repository);
        if (validation)
            return validation;
    }
    const { report, otherVersions } = await analyzeRepository(repository);
    return { report, otherVersions };
}
/**
 * The pages the service publishes for a documentation repository (file pages, generated API pages
 * with their real URLs, which pages import which snippets), read the way validateDocs reads it.
 */
async function mapSitePages(options) {
    return (await analyzeRepository(await readRepository(options))).siteMap();
}
/** The checked options, docs.json's text and the file listing: all a validation run starts from. */
async function readRepository(options, onCount) {
    const settings = repositorySettings(options);
    const { root } = settings;
    await requireDirectory(root);
    const configText = await readConfig((0,external_node_path_.resolve)(root, settings.configFile), options.config);
    const allFiles = await (0,repo_files/* listRepositoryFiles */.u4)(root, onCount).catch((error) => {
        throw new errors/* ConfigurationError */.j1(`dir: cannot list ${root}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    });
    return { ...settings, configText, allFiles };
}
/** What a validation input takes from the options alone (nothing read yet). */
function repositorySettings(options) {
    const root = (0,external_node_path_.resolve)(options.dir);
    const extension = options.extension ?? DEFAULT_EXTENSION;
    if (!/^x-[\w.-]+$/.test(extension)) {
        throw new errors/* ConfigurationError */.j1(`extension: ${JSON.stringify(extension)} is not an OpenAPI extension name (x-...)`);
    }
    const configPath = (0,external_node_path_.resolve)(root, options.config ?? 'docs.json');
    return {
        root,
        extension,
        configFile: toPosix((0,external_node_path_.relative)(root, configPath)),
        fetchUrls: options.fetchUrls ?? false,
    };
}
/**
 * Validates a repository on the calling thread: the page side, then the spec side, then the link
 * checks that need both (validate-in-worker.ts runs the two sides at once, on two threads).
 */
async function analyzeRepository(repository) {
    const files = await repository_files_repositoryFiles(repository);
    const pageFindings = new validate_findings/* Findings */.F();
    const imports = new Map();
    // One page list and one set of file-page URLs for both sides: here they run one after the other.
    const shared = { imports, batches: new check_mdx/* PageBatches */.Yg(), site: filePageUrls(files) };
    const pages = await checkPages(repository_files_readRoot(repository), files, pageFindings, shared);
    const { outcome, navigationPageFiles } = await checkSpecs(repository, files, Promise.resolve(pages), shared);
    const report = (0,assemble_report/* assembleReport */.x)(repository, outcome, pageFindings.list());
    // Built only when asked (mapSitePages): a validation alone has no use for it.
    const siteMap = () => (0,site_pages/* buildSiteMap */.qN)({
        files: [...new Set([...files.pages, ...navigationPageFiles])]
            .filter((file) => !(0,site_pages/* isSnippetFile */.a8)(file))
            .sort(),
        imports,
        generated: outcome.generated,
    });
    return { report, otherVersions: outcome.otherVersions, siteMap };
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


/***/ })

};
