export const id = 503;
export const ids = [503];
export const modules = {

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

/***/ 5704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _s: () => (/* binding */ AnchorIndex),
  VA: () => (/* binding */ PageFilesByUrl),
  ai: () => (/* binding */ SitePageFiles),
  rC: () => (/* binding */ anchorProblem),
  em: () => (/* binding */ checkEarlyLinkAnchors),
  bS: () => (/* binding */ checkLinkAnchors),
  CH: () => (/* binding */ fragmentLinks),
  xu: () => (/* binding */ linkedPageFile),
  qz: () => (/* binding */ possibleTargetFiles),
  mJ: () => (/* binding */ recordAnchors),
  N4: () => (/* binding */ recordedImports),
  g_: () => (/* binding */ repositoryText),
  s7: () => (/* binding */ splitFragmentLinks),
  zB: () => (/* binding */ withImports)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(6370);
// EXTERNAL MODULE: ./src/validate/source/own-string.ts
var own_string = __webpack_require__(6290);
;// CONCATENATED MODULE: ./src/validate/pages/anchor-slug.ts
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

// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(7925);
// EXTERNAL MODULE: ./src/validate/pages/front-matter.ts
var front_matter = __webpack_require__(6450);
// EXTERNAL MODULE: ./src/validate/pages/page-body.ts
var page_body = __webpack_require__(8859);
;// CONCATENATED MODULE: ./src/validate/pages/heading-anchors.ts



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
        this.toc ??= new TocIds();
        this.add(cleanAnchor(this.toc.take((explicitId && cleanAnchor(explicitId)) || headingSlug(title))));
    }
    hidden() {
        return this.open.length > 0 && this.open.some((element) => element.hidesHeadings);
    }
    heading(heading) {
        const title = plainText(heading.title);
        if (heading.customId !== undefined) {
            const id = customHeadingId(heading.customId);
            if (heading.level <= 4 && !this.hidden())
                this.tocEntry(id, title);
            else
                this.add(id);
            return;
        }
        if (heading.level > 4)
            return;
        this.headingIds ??= new HeadingCounter();
        const first = this.headingIds.next(headingSlug(title));
        if (!this.hidden())
            this.tocEntry(first, title);
        else
            this.add(cleanAnchor(first));
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
        this.add(parameterAnchor(named.value, count));
    }
    /** Accordion and View without id: their title's slug, repeats numbered `-1`, `-2`. */
    titled(tag) {
        const title = tag.attributes.get('title');
        if (title?.kind === 'expression')
            this.complete = false;
        if (title?.kind !== 'string' || title.value === '')
            return;
        const base = componentSlug(title.value);
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
            const tabIds = new HeadingCounter();
            for (const { id, title } of this.tabs) {
                if (id.kind === 'string')
                    this.add(id.value);
                else if (id.kind === 'none' && title.kind === 'string' && title.value !== '') {
                    const slug = headingSlug(title.value);
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
    return CLEANED_ID_COMPONENTS.has(name) ? cleanAnchor(id) : id;
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
                lines[i] = (0,page_body/* blank */.hQ)(line);
                continue;
            }
            const opening = FENCE_OPEN.exec(line);
            if (opening && !(opening[1][0] === '`' && line.slice(opening[0].length).includes('`'))) {
                fence = opening[1];
                lines[i] = (0,page_body/* blank */.hQ)(line);
            }
        }
        structure = text.slice(0, bodyStart) + lines.join('\n');
    }
    if (structure.includes('{/*', bodyStart) || structure.includes('<!--', bodyStart))
        structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(COMMENT, page_body/* blank */.hQ);
    if (structure.includes('`', bodyStart))
        structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(CODE_SPAN, page_body/* blank */.hQ);
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
        const end = (0,page_body/* tagEnd */._Q)(structure, offset + match[0].length);
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

// EXTERNAL MODULE: ./src/validate/pages/site-pages.ts
var site_pages = __webpack_require__(7451);
;// CONCATENATED MODULE: ./src/validate/pages/check-anchors.ts








/** The repository's files as the validation reads them (synchronously, like the pages: check-mdx.ts). */
function repositoryText(root) {
    return (file) => {
        try {
            return (0,external_node_fs_.readFileSync)((0,repo_files/* fileAt */.Wd)(root, file), 'utf8');
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
            if (this.published(file) && (0,site_pages/* pageUrlOfFile */.Ok)(file) === url)
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
    add(file, url = (0,site_pages/* pageUrlOfFile */.Ok)(file)) {
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
    const { ids, complete } = pageAnchors(text, bodyStart);
    if (!complete)
        return UNKNOWN;
    // One a line, with a line break before the first and after the last: KnownAnchors looks an id up
    // as `\n<id>\n` in it, without splitting the list.
    return ids.size === 0 ? '' : (0,own_string/* ownString */.A)(`\n${[...ids].join('\n')}\n`);
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
        const known = (0,site_pages/* isSnippetFile */.a8)(file) ? this.knownSnippets : this.known;
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
        const frontMatter = (0,front_matter/* extractFrontMatter */.s)(text);
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
        const path = (0,check_links/* importedPath */.U2)(file, source);
        if (path === undefined)
            return undefined;
        return SNIPPET_EXTENSIONS.map((extension) => path + extension).find((candidate) => this.files.has(candidate));
    }
}
/** Reports every link of `pages` whose fragment names no anchor of its target page. */
function checkLinkAnchors(pages, context, findings) {
    for (const { file, links } of pages) {
        if ((0,site_pages/* isSnippetFile */.a8)(file))
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
    const path = (0,check_links/* internalPath */.PI)(target);
    if (path === undefined)
        return undefined;
    for (const candidate of (0,check_links/* resolveCandidates */.vV)(file, path)) {
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
    const path = (0,check_links/* internalPath */.PI)(target);
    if (path === undefined)
        return undefined;
    const first = trimmedPath((0,check_links/* resolveCandidates */.vV)(file, path)[0]);
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
        if ((0,site_pages/* isSnippetFile */.a8)(file))
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
    const path = (0,check_links/* internalPath */.PI)(target);
    if (path === undefined)
        return [];
    const files = [];
    for (const candidate of (0,check_links/* resolveCandidates */.vV)(file, path)) {
        const trimmed = trimmedPath(candidate);
        files.push(...pageFileNames(trimmed));
        const named = trimmed.slice(1);
        const url = (0,site_pages/* pageUrlOfFile */.Ok)(/\.mdx?$/i.test(named) ? named : `${named}.mdx`);
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
    const url = (0,site_pages/* pageUrlOfFile */.Ok)(named ? file : `${file}.mdx`);
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
    const cleaned = cleanAnchor(decoded);
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
    const where = page === file ? 'this page' : ((0,site_pages/* pageUrlOfFile */.Ok)(page) ?? `/${page}`);
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

/***/ 7925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ redirectPatterns),
/* harmony export */   Fp: () => (/* binding */ unresolvedLinks),
/* harmony export */   PI: () => (/* binding */ internalPath),
/* harmony export */   U2: () => (/* binding */ importedPath),
/* harmony export */   mY: () => (/* binding */ checkLinks),
/* harmony export */   r6: () => (/* binding */ checkImports),
/* harmony export */   vV: () => (/* binding */ resolveCandidates)
/* harmony export */ });
/* unused harmony export redirectDestination */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _site_pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7451);
/* harmony import */ var _source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6370);



const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SNIPPET_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
const SCRIPT_FILE = /\.(jsx|tsx?|js)$/i;
/** Checks a page's internal links offline; returns how many could not be checked (unlisted pages). */
function checkLinks(file, links, context, findings) {
    let unchecked = 0;
    for (const link of links) {
        const path = internalPath(link.target);
        if (path === undefined)
            continue;
        const candidates = resolveCandidates(file, path);
        if (candidates.some((candidate) => exists(candidate, context)))
            continue;
        const absolute = candidates[0];
        if (context.unlistedFolders.some((folder) => absolute === `/${folder}` || absolute.startsWith(`/${folder}/`))) {
            unchecked++;
            continue;
        }
        findings.add('link-broken', file, link.position, `${JSON.stringify(link.target)} points to no page, file or redirect of the site (looked for ${absolute})`);
    }
    return unchecked;
}
/**
 * The internal links of a page that do not resolve in a context that is not complete yet (some
 * pages or redirects still unknown): the only ones checkLinks must see once it is. A link that
 * resolves stays resolved when pages and redirects are added.
 */
function unresolvedLinks(file, links, partial) {
    const unresolved = [];
    for (const link of links) {
        const path = internalPath(link.target);
        if (path === undefined)
            continue;
        if (!resolveCandidates(file, path).some((candidate) => exists(candidate, partial)))
            unresolved.push(link);
    }
    return unresolved;
}
/**
 * The repository path an import of `file` names (`/snippets/a.mdx` from the docs root, `./a.mdx`
 * from the file's folder), normalized; undefined for a package (`react`), which names no file.
 */
function importedPath(file, target) {
    if (!target.startsWith('/') && !target.startsWith('.'))
        return undefined;
    return (0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePosixPath */ .Cs)(target.startsWith('/') ? target.slice(1) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file), target));
}
/** Imports of snippet files that do not exist. */
function checkImports(file, imports, files, findings) {
    const resolved = [];
    for (const reference of imports) {
        const target = reference.target;
        if (!target.startsWith('/') && !target.startsWith('.')) {
            // A package, not a file. The build gives script snippets React and warns about importing it.
            if (SCRIPT_FILE.test(file) && /^react(?:\/|$)/.test(target)) {
                findings.add('snippet-import-react', file, reference.position, `imports ${JSON.stringify(target)}: the build provides React to snippets and warns about this import; remove it`);
            }
            continue;
        }
        const normal = importedPath(file, target);
        const found = withSnippetExtension(normal, files);
        if (found !== undefined)
            resolved.push(found);
        else {
            findings.add('snippet-not-found', file, reference.position, `imports ${JSON.stringify(target)}, which does not exist (looked for ${normal}): the page is published without it`);
        }
    }
    return resolved;
}
function withSnippetExtension(path, files) {
    for (const extension of SNIPPET_EXTENSIONS) {
        if (files.has(path + extension))
            return path + extension;
    }
    return undefined;
}
/** The path part of an internal link, decoded; undefined for external links, anchors and expressions. */
function internalPath(target) {
    const text = target.trim();
    if (text === '' || text.startsWith('#') || text.startsWith('//') || SCHEME.test(text))
        return undefined;
    if (/[{}$<>]/.test(text))
        return undefined;
    const path = text.replace(/[?#].*$/, '');
    if (path === '')
        return undefined;
    if (!path.includes('%'))
        return path;
    try {
        return decodeURI(path);
    }
    catch {
        return path;
    }
}
/**
 * Site paths a link may mean: root-relative, or relative to the page's file and to its URL. A
 * relative path that does not start with `.` (`guides/setup`) is also read from the root, as the
 * service's broken-links check reads it.
 */
function resolveCandidates(file, path) {
    if (path.startsWith('/'))
        return [(0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePosixPath */ .Cs)(path)];
    const url = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrlOfFile */ .Ok)(file) ?? `/${file}`;
    const candidates = [
        node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join('/', node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file), path)),
        node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(url), path)),
        node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(url, path)),
    ];
    if (!path.startsWith('.'))
        candidates.push(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(`/${path}`));
    return candidates;
}
/** Redirects leading to redirects: followed this far, like a browser (which gives up later). */
const MAX_REDIRECTS = 5;
function exists(path, context, redirected = 0) {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
    // The common case first: a link to a page's URL (the order of these tests does not change the answer).
    if (context.site.has(trimmed))
        return true;
    // The root always answers (with the first page when there is no index).
    if (trimmed === '/')
        return true;
    const file = trimmed.slice(1);
    if (context.files.has(file))
        return true;
    const asPage = (0,_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrlOfFile */ .Ok)(/\.mdx?$/i.test(file) ? file : `${file}.mdx`);
    if (asPage !== undefined && context.site.has(asPage))
        return true;
    // A folder that holds pages: the service sends it to one of them.
    if (context.site.hasPagesUnder(trimmed))
        return true;
    // A redirected path is fine when the redirect leads somewhere: outside the site, or to a path
    // that exists (as the service's broken-links command judges it).
    return context.redirects.some((redirect) => {
        const match = redirect.pattern.exec(trimmed);
        if (!match)
            return false;
        const destination = redirect.destination && redirectDestination(redirect.destination, match);
        if (destination === undefined)
            return false;
        if (destination.startsWith('//') || SCHEME.test(destination))
            return true;
        const target = destination.replace(/[?#].*$/, '');
        return (redirected < MAX_REDIRECTS &&
            exists((0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePosixPath */ .Cs)(target.startsWith('/') ? target : `/${target}`), context, redirected + 1));
    });
}
function redirectPatterns(redirects) {
    return redirects.map(({ source, destination }) => ({ pattern: redirectPattern(source), destination }));
}
function redirectPattern(source) {
    const path = source.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
    const pattern = path
        .split('/')
        .map((segment) => {
        const param = /^:(\w+)(\*?)$/.exec(segment);
        if (param)
            return param[2] ? `(?<${param[1]}>.*)` : `(?<${param[1]}>[^/]+)`;
        return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
    })
        .join('/');
    try {
        return new RegExp(`^${pattern.startsWith('/') ? '' : '/'}${pattern}$`);
    }
    catch {
        // A parameter name used twice: match without capturing.
        return new RegExp(`^${pattern.startsWith('/') ? '' : '/'}${pattern.replace(/\(\?<\w+>/g, '(')}$`);
    }
}
/** The destination with the source's `:params` and `*` filled in from the match. */
function redirectDestination(destination, match) {
    const groups = match.groups ?? {};
    const named = new Set(Object.values(groups));
    const wildcards = match.slice(1).filter((value) => !named.has(value));
    let next = 0;
    return destination
        .replace(/:(\w+)\*?/g, (whole, name) => groups[name] ?? whole)
        .replace(/\*/g, () => wildcards[next++] ?? '');
}


/***/ }),

/***/ 6503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ UncheckedReferences),
/* harmony export */   K4: () => (/* binding */ checkMdxReferences),
/* harmony export */   PageBatches: () => (/* binding */ PageBatches),
/* harmony export */   SP: () => (/* binding */ readPage),
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
/* harmony import */ var _check_anchors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5704);
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

/***/ 6450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ extractFrontMatter)
/* harmony export */ });
/**
 * The YAML block between a leading `---` line and the next `---` (or `...`) line. A leading `---`
 * that is never closed is content (a horizontal rule), as the service's build reads it.
 */
function extractFrontMatter(text) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const opening = /^---[ \t]*\r?\n/.exec(source);
    if (!opening)
        return { kind: 'none' };
    const rest = source.slice(opening[0].length);
    const closing = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest);
    if (!closing)
        return { kind: 'none' };
    const bom = text.length - source.length;
    const end = bom + opening[0].length + closing.index + closing[0].length;
    return { kind: 'yaml', yaml: rest.slice(0, closing.index), lineOffset: 1, end };
}


/***/ }),

/***/ 8859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LY: () => (/* binding */ scanPageBody),
/* harmony export */   _Q: () => (/* binding */ tagEnd),
/* harmony export */   hQ: () => (/* binding */ blank)
/* harmony export */ });
/* unused harmony exports attributeLinks, scanAutolinks */
/* harmony import */ var _source_line_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4095);
/* harmony import */ var _source_own_string_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6290);


// MDX turns indented code off: a fence may be indented any amount, and so may its closing line.
const FENCE = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\2[`~]*[ \t]*$|(?![\s\S]))/gm;
// A code span never runs across a blank line or into a heading (the blocks end first).
const INLINE_CODE = /(`+)(?!`)(?:(?!\n[ \t]*(?:\n|#))[\s\S])*?[^`]\1(?!`)/g;
const HTML_COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
/** `](destination`: in angle brackets (spaces allowed) or bare (balanced parentheses, no spaces). */
const MARKDOWN_LINK = /\]\(\s*(?:<([^<>\n]*)>|([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*))/g;
/** What may follow a destination for `[text](...)` to be a link: `)`, or a title and `)`. */
const LINK_TAIL = /\s*(?:\)|"[^"]*"\s*\)|'[^']*'\s*\)|\([^()]*\)\s*\))/y;
/** A backslash escape of ASCII punctuation, which markdown undoes in a destination. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const DEFINITION = /^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*<?([^\s<>[\]]+)>?(?:\s|$)/gm;
/** Where a JSX or HTML tag with attributes starts. */
const TAG_START = /<([A-Za-z][\w.]*)\s/g;
/** An attribute expression that is one string literal: a link as much as a quoted value. */
const LITERAL_EXPRESSION = /^\{\s*(?:"[^"]*"|'[^']*'|`[^`$]*`)\s*\}$/;
/** Elements whose href/src is no page link: SVG sprites, scripts, stylesheets, embeds. */
const NOT_LINKS = new Set(['use', 'image', 'script', 'link', 'style', 'iframe', 'embed', 'object']);
const LINK_ATTRIBUTE = /\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;
/**
 * The links and imports of a page's MDX, found by pattern (code blocks, inline code and comments
 * are left out) rather than by compiling it: a 25,000-page site is scanned in well under a second.
 * `from` is where the body starts in `text` (after the front matter).
 */
function scanPageBody(text, from = 0) {
    const { body, bodyStart } = scannableBody(text, from);
    const lines = new _source_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text);
    const at = (offset) => lines.position(offset);
    const links = [];
    const imports = [];
    for (const match of body.matchAll(IMPORT)) {
        if (match.index < bodyStart)
            continue;
        imports.push({ target: (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A)(match[1]), position: at(match.index + match[0].indexOf(match[1])) });
    }
    for (const match of body.matchAll(MARKDOWN_LINK)) {
        if (match.index < bodyStart)
            continue;
        // `[text](a b)` is no link: a destination with spaces needs angle brackets.
        LINK_TAIL.lastIndex = match.index + match[0].length;
        if (!LINK_TAIL.test(body))
            continue;
        const destination = match[1] ?? match[2];
        links.push({
            target: (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A)(unescapeDestination(destination)),
            position: at(match.index + match[0].lastIndexOf(destination)),
        });
    }
    // A reference definition is a link only where it is used (`[text][label]`, `[label][]`, `[label]`).
    // Most pages define no reference: skip the multiline scan (a tenth of the page scan) when none can match.
    for (const match of body.includes(']:') ? body.matchAll(DEFINITION) : []) {
        if (match.index < bodyStart)
            continue;
        const label = match[1].trim().toLowerCase();
        if (!usesReference(bodyStart > 0 ? body.slice(bodyStart) : body, label))
            continue;
        links.push({
            target: (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A)(unescapeDestination(match[2])),
            position: at(match.index + match[0].indexOf(match[2])),
        });
    }
    for (const { target, offset } of attributeLinks(body))
        links.push({ target: (0,_source_own_string_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A)(target), position: at(offset) });
    return { links, imports };
}
/**
 * The `href`/`src` values of the tags in `body`, where they are written. A tag runs to its first
 * `>` outside quotes and `{...}` expressions (`icon={<svg ...>}` does not end it); attributes
 * inside an expression belong to no element of the page (the parser sees an expression there),
 * except an expression that is one string literal (`href={"/a"}`).
 */
function attributeLinks(body) {
    const found = [];
    TAG_START.lastIndex = 0;
    for (let tag = TAG_START.exec(body); tag; tag = TAG_START.exec(body)) {
        const start = tag.index;
        const end = tagEnd(body, start + tag[0].length);
        if (end < 0)
            continue;
        TAG_START.lastIndex = end;
        if (NOT_LINKS.has(tag[1].toLowerCase()))
            continue;
        const text = topLevelAttributes(body.slice(start, end));
        for (const match of text.matchAll(LINK_ATTRIBUTE)) {
            const target = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
            found.push({ target, offset: start + match.index + match[0].indexOf('=') + 1 });
        }
    }
    return found;
}
/**
 * Just past the `>` that closes a tag whose attributes start at `from` (quotes and `{...}` skipped);
 * -1 when none does. Shared with the heading-id scan (heading-anchors.ts).
 */
function tagEnd(body, from) {
    let depth = 0;
    let quote = '';
    for (let i = from; i < body.length; i++) {
        const c = body[i];
        if (quote) {
            if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'" || (c === '`' && depth > 0))
            quote = c;
        else if (c === '{')
            depth++;
        else if (c === '}')
            depth = Math.max(0, depth - 1);
        else if (c === '>' && depth === 0)
            return i + 1;
        else if (c === '<' && depth === 0)
            return -1;
    }
    return -1;
}
/** A tag's text with its attribute expressions blanked (same length), string literals kept. */
function topLevelAttributes(tag) {
    if (!tag.includes('{'))
        return tag;
    let out = '';
    let i = 0;
    while (i < tag.length) {
        const open = tag.indexOf('{', i);
        if (open < 0)
            break;
        const close = expressionEnd(tag, open);
        const expression = tag.slice(open, close);
        out +=
            tag.slice(i, open) +
                (LITERAL_EXPRESSION.test(expression) ? expression : expression.replace(/[^\n]/g, ' '));
        i = close;
    }
    return out + tag.slice(i);
}
/** Just past the `}` that closes the expression opened at `open` (or the end of the tag). */
function expressionEnd(tag, open) {
    let depth = 0;
    let quote = '';
    for (let i = open; i < tag.length; i++) {
        const c = tag[i];
        if (quote) {
            if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'" || c === '`')
            quote = c;
        else if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return i + 1;
    }
    return tag.length;
}
/** A GFM autolink literal: `https://...` or `www....` after a space, the start or `*_~(`. */
const AUTOLINK_LITERAL = /(?<=^|[\s*_~(])(?:https?:\/\/|www\.)[^\s<]+/gim;
/** `<https://...>`: an autolink in plain markdown; MDX reads `<` as JSX, so only `.md` pages have them. */
const ANGLE_AUTOLINK = /<(https?:\/\/[^\s<>]*)>/gi;
/**
 * The autolinks of a page that no markdown link or attribute already holds, where they are written:
 * GFM literals (trailing punctuation and an unbalanced `)` left out, as GFM does) and, in plain
 * markdown (`angle`), `<https://...>`. Code, comments and the front matter hold none.
 */
function scanAutolinks(text, from = 0, angle = false) {
    const { body, bodyStart } = scannableBody(text, from);
    const lines = new LineIndex(text);
    const found = [];
    for (const match of body.matchAll(AUTOLINK_LITERAL)) {
        if (match.index < bodyStart)
            continue;
        const target = trimAutolink(match[0]);
        // `](https://...)` is a link destination, which scanPageBody reads.
        if (body[match.index - 1] === '(' && body[match.index - 2] === ']')
            continue;
        found.push({
            target: target.startsWith('www.') ? `http://${target}` : target,
            position: lines.position(match.index),
        });
    }
    if (angle) {
        for (const match of body.matchAll(ANGLE_AUTOLINK)) {
            if (match.index < bodyStart)
                continue;
            found.push({ target: match[1], position: lines.position(match.index + 1) });
        }
    }
    return found;
}
/** GFM's end of an autolink literal: no trailing `?!.,:*_~'"`, no unbalanced `)`, no entity. */
function trimAutolink(url) {
    let end = url.length;
    for (;;) {
        const c = url[end - 1];
        if (c !== undefined && '?!.,:*_~\'"'.includes(c))
            end--;
        else if (c === ')') {
            const text = url.slice(0, end);
            if ((text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0))
                end--;
            else
                break;
        }
        else if (c === ';' && /&[a-z0-9]+;$/i.test(url.slice(0, end)))
            end = url.slice(0, end).lastIndexOf('&');
        else
            break;
    }
    return url.slice(0, end);
}
/** A front matter without these cannot start a code span, fence, comment or tag that runs into the body. */
const FRONT_MATTER_RISK = /[`~<{]/;
/**
 * The page with code and comments blanked (same offsets), and where the body starts in it: matches
 * before `bodyStart` are in the front matter and do not count. A page's text is copied only where
 * something has to be blanked (every copy of 25,000 pages was garbage to collect): the front matter
 * only when a code span, fence, comment or tag could start in it, each pattern only when the page
 * holds what starts it.
 */
function scannableBody(text, from) {
    const blankFrontMatter = from > 0 && FRONT_MATTER_RISK.test(text.slice(0, from));
    let body = blankFrontMatter ? ' '.repeat(from) + text.slice(from) : text;
    if (body.includes('```') || body.includes('~~~'))
        body = body.replace(FENCE, blank);
    if (body.includes('<!--') || body.includes('{/*'))
        body = body.replace(HTML_COMMENT, blank);
    if (body.includes('`'))
        body = body.replace(INLINE_CODE, blank);
    return { body, bodyStart: blankFrontMatter ? 0 : from };
}
/** A markdown destination as the parser reads it: `https\\://x` is `https://x`. */
function unescapeDestination(destination) {
    return destination.includes('\\') ? destination.replace(ESCAPE, '$1') : destination;
}
/** The text with everything but line ends blanked: offsets and lines stay where they were. */
function blank(match) {
    return match.replace(/[^\n]/g, ' ');
}
/** `[text][label]`, `[label][]` or `[label]` somewhere (the definition itself, `[label]:`, excluded). */
function usesReference(body, label) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`\\[${escaped}\\](?!\\s*:)(?!\\()|\\]\\[${escaped}\\]`, 'i').test(body);
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

/***/ 4095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/**
 * Offset to 1-based line/column. Line starts are found on demand and only as far as asked, so
 * files without findings never pay for it and findings near the top stay cheap in huge files.
 */
class LineIndex {
    text;
    starts = [0];
    scanned = 0;
    columnOffset;
    /** `columnOffset` maps offsets of `text` to those columns count in (see ascii-json.ts). */
    constructor(text, columnOffset = (offset) => offset) {
        this.text = text;
        this.columnOffset = columnOffset;
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
        return { line: low + 1, column: this.columnOffset(offset) - this.columnOffset(starts[low]) + 1 };
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


/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ownString)
/* harmony export */ });
/**
 * A copy of `text` that keeps nothing else alive. V8 makes a substring of 13 or more characters a
 * view into the string it was cut from, so a link target cut from a page keeps the whole page in
 * memory: on a 25,000-page site, about 4 KB per page that no rule reads again.
 */
function ownString(text) {
    // The concatenation is flattened into a new string by slice(); the result views only that copy.
    return text.length < 13 ? text : (' ' + text).slice(1);
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


/***/ })

};
