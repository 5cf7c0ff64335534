export const id = 774;
export const ids = [774];
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

/***/ 7774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PageBatches: () => (/* binding */ PageBatches),
  D9: () => (/* binding */ UncheckedReferences),
  K4: () => (/* binding */ checkMdxReferences),
  pt: () => (/* binding */ forEachMdxPage),
  q4: () => (/* binding */ pageReferences),
  my: () => (/* binding */ readMdxPages),
  SP: () => (/* binding */ readPage),
  Zy: () => (/* binding */ specFilesNamedByPages)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/validate/openapi/endpoint-reference.ts
var endpoint_reference = __webpack_require__(1544);
// EXTERNAL MODULE: ./src/validate/openapi/endpoint-hint.ts
var endpoint_hint = __webpack_require__(5212);
// EXTERNAL MODULE: ./src/validate/openapi/spec-lookup.ts
var spec_lookup = __webpack_require__(6333);
;// CONCATENATED MODULE: ./src/validate/pages/front-matter.ts
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

// EXTERNAL MODULE: ./src/validate/source/line-index.ts
var line_index = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/validate/source/own-string.ts
/**
 * A copy of `text` that keeps nothing else alive. V8 makes a substring of 13 or more characters a
 * view into the string it was cut from, so a link target cut from a page keeps the whole page in
 * memory: on a 25,000-page site, about 4 KB per page that no rule reads again.
 */
function ownString(text) {
    // The concatenation is flattened into a new string by slice(); the result views only that copy.
    return text.length < 13 ? text : (' ' + text).slice(1);
}

;// CONCATENATED MODULE: ./src/validate/pages/page-body.ts


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
    const lines = new line_index/* LineIndex */.r(text);
    const at = (offset) => lines.position(offset);
    const links = [];
    const imports = [];
    for (const match of body.matchAll(IMPORT)) {
        if (match.index < bodyStart)
            continue;
        imports.push({ target: ownString(match[1]), position: at(match.index + match[0].indexOf(match[1])) });
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
            target: ownString(unescapeDestination(destination)),
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
            target: ownString(unescapeDestination(match[2])),
            position: at(match.index + match[0].indexOf(match[2])),
        });
    }
    for (const { target, offset } of attributeLinks(body))
        links.push({ target: ownString(target), position: at(offset) });
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
/** Just past the `>` that closes a tag whose attributes start at `from`; -1 when none does. */
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
function blank(match) {
    return match.replace(/[^\n]/g, ' ');
}
/** `[text][label]`, `[label][]` or `[label]` somewhere (the definition itself, `[label]:`, excluded). */
function usesReference(body, label) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`\\[${escaped}\\](?!\\s*:)(?!\\()|\\]\\[${escaped}\\]`, 'i').test(body);
}

// EXTERNAL MODULE: ./src/validate/source/json-path.ts
var json_path = __webpack_require__(212);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(6370);
// EXTERNAL MODULE: ./src/validate/source/source-document.ts + 3 modules
var source_document = __webpack_require__(8328);
;// CONCATENATED MODULE: ./src/validate/pages/check-mdx.ts










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
    next;
    constructor(shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)) {
        this.shared = shared;
        this.next = new Int32Array(shared);
    }
    /** Where the next batch starts; at or past the end of the list once every batch is taken. */
    claim() {
        return Atomics.add(this.next, 0, READ_BATCH);
    }
}
/**
 * readMdxPages one page at a time, batch by batch as `batches` hands them out: a caller that keeps
 * little of each page lets it die young (a scavenge is cheap), where 25,000 pages kept until the
 * end fill the old generation.
 */
async function forEachMdxPage(root, files, findings, visit, batches = new PageBatches()) {
    for (let at = batches.claim(), first = true; at < files.length; at = batches.claim(), first = false) {
        if (!first)
            await new Promise((resume) => setImmediate(resume));
        for (const file of files.slice(at, at + READ_BATCH)) {
            const text = readTextOrUndefined((0,repo_files/* fileAt */.Wd)(root, file));
            if (text !== undefined)
                visit(readPage(file, text, findings));
        }
    }
}
function readTextOrUndefined(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** A page read from its text: its front matter checked, its body scanned. */
function readPage(file, text, findings) {
    const frontMatter = extractFrontMatter(text);
    if (frontMatter.kind === 'none')
        return { file, body: scanPageBody(text) };
    const body = scanPageBody(text, frontMatter.end);
    // Its own copy: what is parsed from it would otherwise keep the whole page alive (own-string.ts).
    const yaml = ownString(frontMatter.yaml);
    const lineOffset = frontMatter.lineOffset;
    const parsed = (0,source_document/* parseFrontMatter */.eJ)(file, yaml, lineOffset);
    if (!parsed.ok) {
        findings.add('mdx-front-matter-syntax', file, parsed.position, `front matter is not valid YAML: ${parsed.message}`);
        return { file, body };
    }
    const source = parsed.document;
    const data = source.data;
    if (!(0,json_path/* isRecord */.u4)(data))
        return { file, body };
    const page = { file, body };
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
    const parsed = (0,source_document/* parseFrontMatter */.eJ)(page.file, page.frontMatter.yaml, page.frontMatter.lineOffset);
    return parsed.ok ? parsed.document : undefined;
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
    const what = (0,endpoint_reference/* describeEndpoint */.N2)(reference);
    const report = (rule, message) => findings.at(source, ['openapi'], rule, message, 'value');
    const firstWith = () => {
        for (const document of all) {
            const found = (0,spec_lookup/* matchEndpoint */.x)(document, reference);
            if (found)
                return { document, found };
        }
        return undefined;
    };
    if (reference.file) {
        const named = (0,spec_lookup/* lookupSpec */.y)(reference.file, registry, source.file);
        if (named?.entry.state === 'unknown')
            return unchecked.add([named.target]);
        if (named?.entry.state === 'invalid')
            return;
        const document = named?.entry.state === 'ok' ? named.entry.document : undefined;
        const found = document ? (0,spec_lookup/* matchEndpoint */.x)(document, reference) : undefined;
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
            report('mdx-openapi-not-found', `${document.file} has no ${what}${(0,endpoint_hint/* endpointHint */.T)([document], reference)}`);
        }
        return;
    }
    const matches = all.filter((document) => (0,spec_lookup/* matchEndpoint */.x)(document, reference) !== undefined);
    if (matches.length === 0) {
        if (notCheckable('endpoint'))
            return;
        const searched = all.length > 0 ? `searched ${all.map((d) => d.file).join(', ')}` : 'the repository has no spec';
        report('mdx-openapi-not-found', `${what} is in no spec (${searched})${(0,endpoint_hint/* endpointHint */.T)(all, reference)}`);
        return;
    }
    const [winner] = matches;
    const found = (0,spec_lookup/* matchEndpoint */.x)(winner, reference);
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
    const named = (0,spec_lookup/* lookupSpec */.y)(file, registry, source.file);
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

/***/ 8328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CP: () => (/* binding */ isJsonSource),
  eJ: () => (/* binding */ parseFrontMatter),
  dQ: () => (/* binding */ parseJsonBytes),
  X0: () => (/* binding */ parseJsonSource),
  Ri: () => (/* binding */ parseLenientJson),
  PJ: () => (/* binding */ parseSource)
});

// UNUSED EXPORTS: parseYamlSource

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
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

;// CONCATENATED MODULE: ./src/validate/source/simple-front-matter.ts
/**
 * The common front matter, a flat list of `key: value` lines with quoted or plain text values, read
 * without a YAML parser. Parsing each of 25,000 front matters with a full YAML parser was a large
 * share of a big site's validation, in time and in short-lived memory. Anything outside this subset
 * (escapes, numbers, booleans, null, nesting, lists, comments, anchors, duplicate keys, CRLF, tabs)
 * returns undefined and goes to the YAML parser; inside it, the result equals the YAML parser's
 * (a property test compares the two).
 */
const LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
const PLAIN = /^[A-Za-z][^#:\t]*$/;
/** Plain scalars that YAML's core schema reads as something other than a string. */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
function parseSimpleFrontMatter(text) {
    if (text.includes('\r') || text.includes('\t'))
        return undefined;
    const data = {};
    let keys = 0;
    for (const line of text.split('\n')) {
        if (line === '')
            continue;
        const match = LINE.exec(line);
        if (!match || hasControlCharacter(line))
            return undefined;
        const key = match[1];
        const raw = match[2];
        if (raw === undefined || Object.hasOwn(data, key) || key === '__proto__' || NOT_TEXT.test(key)) {
            return undefined;
        }
        keys += 1;
        const value = scalar(raw);
        if (value === undefined)
            return undefined;
        data[key] = value;
    }
    // An empty front matter is null to YAML.
    return keys > 0 ? data : undefined;
}
function hasControlCharacter(line) {
    for (let i = 0; i < line.length; i++)
        if (line.charCodeAt(i) < 0x20)
            return true;
    return false;
}
function scalar(raw) {
    if (raw.endsWith(' '))
        return undefined;
    const first = raw[0];
    if (first === '"') {
        const inner = raw.slice(1, -1);
        return raw.length >= 2 && raw.endsWith('"') && !/["\\]/.test(inner) ? inner : undefined;
    }
    if (first === "'") {
        const inner = raw.slice(1, -1);
        return raw.length >= 2 && raw.endsWith("'") && !inner.includes("'") ? inner : undefined;
    }
    if (!PLAIN.test(raw) || NOT_TEXT.test(raw) || raw.includes(' #'))
        return undefined;
    return raw;
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
;// CONCATENATED MODULE: ./src/validate/source/source-document.ts







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
/**
 * JSON that is not strict JSON, read as the build's YAML loader reads it: YAML first (exact
 * positions), then js-yaml's more lenient reading, with positions found by the JSON locator.
 */
function parseLenientJson(file, text) {
    const yaml = parseYamlSource(file, text);
    if (yaml.ok)
        return yaml;
    let data;
    try {
        data = (0,js_yaml/* load */.Hh)(text);
    }
    catch {
        return yaml;
    }
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    return jsonDocument(file, data, source, new line_index/* LineIndex */.r(source));
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
/**
 * Front matter, parsed as leniently as the service's build parses it: strict YAML first (for exact
 * positions), then js-yaml's reading (a double-quoted string continued on an unindented line, ...),
 * with findings placed on the line of their top-level key. A site has a front matter per page and
 * findings in few of them: the common flat form is read without a YAML parser
 * (simple-front-matter.ts), and the parsed YAML document behind the positions is not kept, it is
 * parsed again when a finding asks for a position.
 */
function parseFrontMatter(file, text, lineOffset) {
    const simple = parseSimpleFrontMatter(text);
    const strict = simple ? undefined : parseYamlSource(file, text, lineOffset);
    if (simple || strict?.ok) {
        const data = simple ?? strict.document.data;
        let positions;
        return {
            ok: true,
            document: {
                file,
                format: 'yaml',
                data,
                position: (path, target) => {
                    positions ??= parseYamlSource(file, text, lineOffset).document;
                    return positions.position(path, target);
                },
            },
        };
    }
    let data;
    try {
        data = (0,js_yaml/* load */.Hh)(text);
    }
    catch {
        return strict;
    }
    const lines = text.split(/\r?\n/);
    return {
        ok: true,
        document: {
            file,
            format: 'yaml',
            data,
            position: (path) => {
                const key = path[0];
                const index = key === undefined ? -1 : lines.findIndex((line) => line.startsWith(`${String(key)}:`));
                return { line: Math.max(index, 0) + 1 + lineOffset, column: 1 };
            },
        },
    };
}


/***/ })

};
