export const id = 316;
export const ids = [316,671];
export const modules = {

/***/ 4671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isJsonSource: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.CP),
/* harmony export */   parseFrontMatter: () => (/* binding */ parseFrontMatter),
/* harmony export */   parseJsonBytes: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.dQ),
/* harmony export */   parseJsonSource: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.X0),
/* harmony export */   parseLenientJson: () => (/* binding */ parseLenientJson),
/* harmony export */   parseSource: () => (/* binding */ parseSource),
/* harmony export */   parseYamlSource: () => (/* binding */ parseYamlSource)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4086);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4095);
/* harmony import */ var _simple_front_matter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1980);





// JSON alone is read by json-source.ts (no YAML parser evaluated); this module adds YAML and the
// lenient readings, and re-exports the JSON half for the readers of both.

/** By extension; anything else is sniffed (`{`/`[` first means JSON). */
function parseSource(file, text) {
    if (/\.json$/i.test(file))
        return (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonSource */ .X0)(file, text);
    if (/\.ya?ml$/i.test(file))
        return parseYamlSource(file, text);
    return /^\uFEFF?\s*[[{]/.test(text) ? (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonSource */ .X0)(file, text) : parseYamlSource(file, text);
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
        data = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(text);
    }
    catch {
        return yaml;
    }
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    return (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonDocument */ .Q8)(file, data, source, new _line_index_js__WEBPACK_IMPORTED_MODULE_3__/* .LineIndex */ .r(source));
}
/** `lineOffset` shifts every line, for YAML embedded in another file (front matter). */
function parseYamlSource(file, text, lineOffset = 0) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const shift = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    // Merge keys (`<<: *base`) are YAML 1.1, but common in specs and accepted by the service.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(source, { lineCounter, prettyErrors: false, merge: true });
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
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isAlias */ .Vj)(node))
            node = node.resolve(doc);
        let next;
        let nextKey;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            nextKey = pair.key;
            next = pair.value ?? pair.key;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node)) {
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
    const simple = (0,_simple_front_matter_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSimpleFrontMatter */ .q)(text);
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
        data = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(text);
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


/***/ }),

/***/ 4316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changedPagePaths: () => (/* binding */ changedPagePaths)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/preview/changed-pages/spec-diff.ts

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Fingerprints of every operation of a parsed OpenAPI document. A fingerprint covers everything the
 * operation's page shows: the operation with its internal `$ref`s followed (so a changed schema
 * changes every operation that uses it), the path item's parameters, the servers and security that
 * apply to it, and the security schemes that security names.
 */
function operationFingerprints(document) {
    const result = new Map();
    if (!isRecord(document))
        return result;
    const hasher = new RefAwareHasher(document);
    const collect = (group, kind) => {
        if (!isRecord(group))
            return;
        for (const [path, rawItem] of Object.entries(group)) {
            const item = hasher.deref(rawItem);
            if (!isRecord(item))
                continue;
            for (const method of METHODS) {
                const operation = item[method];
                if (!isRecord(operation))
                    continue;
                const op = kind === 'webhook' ? { method: 'WEBHOOK', path } : { method: method.toUpperCase(), path };
                const security = operation.security ?? document.security ?? null;
                const hash = hasher.hashOf([
                    operation,
                    item.parameters ?? null,
                    operation.servers ?? item.servers ?? document.servers ?? null,
                    security,
                    securitySchemesNamed(security, document),
                ]);
                result.set(operationKey(op), { operation: op, hash });
            }
        }
    };
    collect(document.paths, 'path');
    collect(document.webhooks, 'webhook');
    return result;
}
/**
 * The `components.securitySchemes` entries that security requirements name, by name. A requirement
 * names its schemes by key, not by `$ref`, yet the page shows each scheme (its description is the
 * Authorization field's): a changed scheme changes every operation that uses it.
 */
function securitySchemesNamed(security, document) {
    if (!Array.isArray(security))
        return [];
    const schemes = isRecord(document.components) && isRecord(document.components.securitySchemes)
        ? document.components.securitySchemes
        : {};
    const names = new Set();
    for (const requirement of security)
        if (isRecord(requirement))
            for (const name of Object.keys(requirement))
                names.add(name);
    return [...names].sort().map((name) => [name, Object.hasOwn(schemes, name) ? schemes[name] : null]);
}
function operationKey(operation) {
    return `${operation.method} ${operation.path}`;
}
/** Fingerprints of the schemas of `components.schemas`, their `$ref`s followed. */
function schemaFingerprints(document) {
    const result = new Map();
    if (!isRecord(document) || !isRecord(document.components) || !isRecord(document.components.schemas))
        return result;
    const hasher = new RefAwareHasher(document);
    for (const [name, schema] of Object.entries(document.components.schemas))
        result.set(name, hasher.hashOf(schema));
    return result;
}
/**
 * Operations (and schemas) added, changed and removed between two versions of one spec (either may
 * be absent). An operation whose own text is the same but which uses a `$ref`'d component that
 * changed is changed.
 */
function diffSpecs(before, after) {
    const old = operationFingerprints(before);
    const now = operationFingerprints(after);
    const diff = { added: [], modified: [], removed: [] };
    for (const [key, entry] of now) {
        const previous = old.get(key);
        if (!previous)
            diff.added.push(entry.operation);
        else if (previous.hash !== entry.hash)
            diff.modified.push(entry.operation);
    }
    for (const [key, entry] of old)
        if (!now.has(key))
            diff.removed.push(entry.operation);
    const oldSchemas = schemaFingerprints(before);
    const newSchemas = schemaFingerprints(after);
    const schemas = { added: [], modified: [], removed: [] };
    for (const [name, hash] of newSchemas) {
        const previous = oldSchemas.get(name);
        if (previous === undefined)
            schemas.added.push(name);
        else if (previous !== hash)
            schemas.modified.push(name);
    }
    for (const name of oldSchemas.keys())
        if (!newSchemas.has(name))
            schemas.removed.push(name);
    diff.schemas = schemas;
    return diff;
}
/**
 * Hashes JSON values with internal `$ref`s replaced by the hash of their target. A target's hash is
 * computed once; a reference back into a target still being hashed (a recursive schema) hashes as
 * the reference itself, so cycles end.
 */
class RefAwareHasher {
    root;
    done = new Map();
    inProgress = new Set();
    constructor(root) {
        this.root = root;
    }
    deref(value) {
        const seen = new Set();
        let current = value;
        while (isRecord(current) && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
            seen.add(current.$ref);
            const target = this.resolve(current.$ref);
            if (target === undefined)
                return current;
            current = target;
        }
        return current;
    }
    hashOf(value) {
        const hash = (0,external_node_crypto_.createHash)('sha1');
        this.feed(hash, value);
        return hash.digest('hex');
    }
    hashRef(ref) {
        const known = this.done.get(ref);
        if (known !== undefined)
            return known;
        if (this.inProgress.has(ref))
            return `cycle:${ref}`;
        const target = this.resolve(ref);
        if (target === undefined)
            return `unresolved:${ref}`;
        this.inProgress.add(ref);
        const hash = this.hashOf(target);
        this.inProgress.delete(ref);
        this.done.set(ref, hash);
        return hash;
    }
    resolve(ref) {
        if (!ref.startsWith('#'))
            return undefined;
        let node = this.root;
        for (const raw of ref.slice(1).split('/').slice(1)) {
            const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
            if (Array.isArray(node))
                node = node[Number(key)];
            else if (isRecord(node) && Object.hasOwn(node, key))
                node = node[key];
            else
                return undefined;
        }
        return node;
    }
    feed(hash, value) {
        if (Array.isArray(value)) {
            hash.update('[');
            for (const item of value) {
                this.feed(hash, item);
                hash.update(',');
            }
            hash.update(']');
            return;
        }
        if (isRecord(value)) {
            if (typeof value.$ref === 'string' && value.$ref.startsWith('#')) {
                hash.update(`ref(${this.hashRef(value.$ref)})`);
                // Siblings of $ref (allowed in 3.1) are part of what the page shows.
            }
            hash.update('{');
            for (const key of Object.keys(value).sort()) {
                if (key === '$ref' && typeof value.$ref === 'string' && value.$ref.startsWith('#'))
                    continue;
                hash.update(JSON.stringify(key));
                hash.update(':');
                this.feed(hash, value[key]);
                hash.update(',');
            }
            hash.update('}');
            return;
        }
        hash.update(JSON.stringify(value) ?? 'undefined');
    }
}

;// CONCATENATED MODULE: ./src/preview/changed-pages/types.ts
/** The change kinds in the order the list shows them. */
const PAGE_CHANGES = ['added', 'renamed', 'moved', 'modified', 'removed'];
function countChanges(pages) {
    const counts = {
        total: pages.length,
        added: 0,
        renamed: 0,
        moved: 0,
        modified: 0,
        removed: 0,
    };
    for (const page of pages)
        counts[page.change] += 1;
    return counts;
}
/**
 * At most `limit` pages, every kind of change represented: the kinds take turns (in list order) until
 * the limit is reached, so that 2,709 removed pages are not pushed out by 150 modified ones. The pages
 * keep the list's order.
 */
function selectWithinLimit(pages, limit) {
    if (pages.length <= limit)
        return [...pages];
    const byKind = new Map(PAGE_CHANGES.map((kind) => [kind, []]));
    for (const page of pages)
        byKind.get(page.change).push(page);
    const taken = new Map(PAGE_CHANGES.map((kind) => [kind, 0]));
    let left = limit;
    while (left > 0) {
        let progressed = false;
        for (const kind of PAGE_CHANGES) {
            if (left === 0)
                break;
            if (taken.get(kind) < byKind.get(kind).length) {
                taken.set(kind, taken.get(kind) + 1);
                left -= 1;
                progressed = true;
            }
        }
        if (!progressed)
            break;
    }
    const chosen = new Set(PAGE_CHANGES.flatMap((kind) => byKind.get(kind).slice(0, taken.get(kind))));
    return pages.filter((page) => chosen.has(page));
}

;// CONCATENATED MODULE: ./src/preview/changed-pages/map-changes.ts


function joinUrl(previewUrl, path) {
    if (previewUrl === undefined)
        return null;
    const base = previewUrl.replace(/\/+$/, '');
    const encoded = path
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
    return `${base}${encoded.startsWith('/') ? '' : '/'}${encoded}`;
}
function changeOf(status) {
    if (status === 'added' || status === 'removed' || status === 'renamed')
        return status;
    return 'modified';
}
const ORDER = Object.fromEntries(PAGE_CHANGES.map((kind, index) => [kind, index]));
/** Which change a page reached twice keeps: its own file's change over one through a snippet or spec. */
function stronger(page, existing) {
    if ((page.via === undefined) !== (existing.via === undefined))
        return page.via === undefined;
    return ORDER[page.change] < ORDER[existing.change];
}
/**
 * The pages a pull request changes, from its file list: pages themselves, pages that import a changed
 * snippet (naming it), and the pages of changed specs' operations and schemas (generated ones and
 * those whose front matter names them). One line per page (a page reached twice keeps its own
 * file's change); a page removed at one path and added at another with the same URL is one `moved`
 * page. Sorted by change then path.
 */
function mapChangedPages(options) {
    const { site, previewUrl } = options;
    const byKey = new Map();
    const add = (key, page) => {
        const existing = byKey.get(key);
        if (!existing || stronger(page, existing))
            byKey.set(key, page);
    };
    // Removed pages by URL, to pair with a page added (or renamed) to the same URL.
    const removedByUrl = new Map();
    for (const file of options.files) {
        const change = changeOf(file.status);
        if (change === 'removed') {
            const gone = site.pathPageOf(file.filename);
            if (gone) {
                const item = { path: file.filename, url: null, change, title: gone.title };
                removedByUrl.set(gone.url, item);
            }
            continue;
        }
        const page = site.pageOf(file.filename);
        if (page) {
            const item = {
                path: file.filename,
                url: joinUrl(previewUrl, page.url),
                change,
                title: page.title,
            };
            if (change === 'renamed' && file.previousFilename !== undefined) {
                item.previousPath = file.previousFilename;
                if (site.pathPageOf(file.previousFilename)?.url === page.url)
                    item.change = 'moved';
            }
            add(`page:${page.url}`, item);
            continue;
        }
        if (site.isSnippet(file.filename)) {
            for (const importer of site.pagesImporting(file.filename)) {
                add(`page:${importer.url}`, {
                    path: importer.file,
                    url: joinUrl(previewUrl, importer.url),
                    change: 'modified',
                    title: importer.title,
                    via: { kind: 'snippet', file: file.filename },
                });
            }
        }
    }
    for (const [url, removed] of removedByUrl) {
        const there = byKey.get(`page:${url}`);
        if (there && there.via === undefined && (there.change === 'added' || there.change === 'renamed')) {
            there.change = 'moved';
            there.previousPath = removed.path;
        }
        else if (!there)
            byKey.set(`page:${url}`, removed);
    }
    for (const spec of options.specChanges)
        mapSpecChange(spec, site, previewUrl, add);
    return [...byKey.values()].sort((a, b) => ORDER[a.change] - ORDER[b.change] ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
function mapSpecChange(spec, site, previewUrl, add) {
    const via = { kind: 'spec', file: spec.file };
    if (!spec.diff) {
        add(`spec:${spec.file}`, {
            path: spec.file,
            url: null,
            change: 'modified',
            title: `OpenAPI spec ${spec.file} (its endpoint pages may have changed)`,
            spec: true,
        });
        return;
    }
    const { diff } = spec;
    const pages = site.endpointPages(spec.file);
    const publishedUrls = new Set([...pages.values()].map((page) => page.url));
    const endpoint = (operation, change) => {
        const key = operationKey(operation);
        const page = pages.get(key);
        if (change === 'removed') {
            if (spec.basePages === undefined) {
                add(`op:${spec.file}:${key}`, { path: spec.file, url: null, change, title: key, via });
                return;
            }
            // Only a page the base published is removed, and not when its URL is still published.
            const before = spec.basePages.get(key);
            if (!before || publishedUrls.has(before.url))
                return;
            add(`op:${spec.file}:${key}`, { path: spec.file, url: null, change, title: before.title, via });
            return;
        }
        if (!page)
            return;
        add(`page:${page.url}`, {
            path: spec.file,
            url: joinUrl(previewUrl, page.url),
            change,
            title: page.title,
            via,
        });
    };
    for (const op of diff.added)
        endpoint(op, 'added');
    for (const op of diff.modified)
        endpoint(op, 'modified');
    for (const op of diff.removed)
        endpoint(op, 'removed');
    // Pages of the repository that show an operation or schema of the spec: the page file is the
    // same, what it shows changed.
    const changedOperations = new Set([...diff.added, ...diff.modified, ...diff.removed].map(operationKey));
    const changedSchemas = new Set([
        ...(diff.schemas?.added ?? []),
        ...(diff.schemas?.modified ?? []),
        ...(diff.schemas?.removed ?? []),
    ]);
    for (const page of site.specReferencePages?.(spec.file) ?? []) {
        const touched = (page.operation !== undefined && changedOperations.has(page.operation)) ||
            (page.schema !== undefined && changedSchemas.has(page.schema));
        if (!touched)
            continue;
        add(`page:${page.url}`, {
            path: page.file,
            url: joinUrl(previewUrl, page.url),
            change: 'modified',
            title: page.title,
            via,
        });
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/validate/findings.ts
var validate_findings = __webpack_require__(9010);
// EXTERNAL MODULE: ./src/validate/navigation/check-navigation.ts
var check_navigation = __webpack_require__(8848);
// EXTERNAL MODULE: ./src/validate/navigation/docs-config.ts
var docs_config = __webpack_require__(2865);
// EXTERNAL MODULE: ./src/validate/openapi/endpoint-reference.ts
var endpoint_reference = __webpack_require__(1544);
// EXTERNAL MODULE: ./src/validate/openapi/openapi-model.ts
var openapi_model = __webpack_require__(4197);
// EXTERNAL MODULE: ./src/validate/openapi/spec-lookup.ts
var spec_lookup = __webpack_require__(6333);
// EXTERNAL MODULE: ./src/validate/openapi/spec-registry.ts + 7 modules
var spec_registry = __webpack_require__(1116);
// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(7925);
// EXTERNAL MODULE: ./src/validate/pages/check-mdx.ts
var check_mdx = __webpack_require__(6503);
// EXTERNAL MODULE: ./src/validate/pages/front-matter.ts
var front_matter = __webpack_require__(6450);
// EXTERNAL MODULE: ./src/validate/pages/generated-pages.ts
var generated_pages = __webpack_require__(281);
// EXTERNAL MODULE: ./src/validate/pages/page-body.ts
var page_body = __webpack_require__(8859);
// EXTERNAL MODULE: ./src/validate/pages/site-pages.ts
var site_pages = __webpack_require__(7451);
// EXTERNAL MODULE: ./src/validate/pages/slug.ts
var slug = __webpack_require__(6038);
// EXTERNAL MODULE: ./src/validate/source/ignore-rules.ts
var ignore_rules = __webpack_require__(880);
// EXTERNAL MODULE: ./src/validate/source/json-path.ts
var json_path = __webpack_require__(212);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(6370);
// EXTERNAL MODULE: ./src/validate/source/simple-front-matter.ts
var simple_front_matter = __webpack_require__(1980);
// EXTERNAL MODULE: ./src/validate/source/source-document.ts
var source_document = __webpack_require__(4671);
;// CONCATENATED MODULE: ./src/preview/changed-pages/site-model.ts

























/** The extension the live service reads; the kit's default is `x-doc`. Either is read when none is set. */
const SERVICE_EXTENSION = 'x-mint';
const DEFAULT_EXTENSION = 'x-doc';
const SPEC_FILE = /\.(json|ya?ml)$/i;
const PAGE_FILE = /\.mdx?$/i;
/** Pages are read into one reused buffer; a larger page is read whole. */
const SCAN_BUFFER_BYTES = 1 << 20;
/**
 * The site at the pull request's head, as far as the changed files need it: the URL and title of each
 * changed page (from its path and front matter, the build's rules), the pages that import a changed
 * snippet, and the pages of each changed spec (generated ones from the navigation, and pages whose
 * front matter names one of its operations or schemas). No rule is checked, and no file is read that
 * the answer does not need: pages are scanned only when a snippet or a spec changed, and then only
 * the pages that can name it are parsed. `docsRoot` is the docs folder relative to the repository
 * root (`''` for the root); the pull request's file names are repository paths.
 */
async function loadSiteModel(options) {
    const docsRoot = external_node_path_.posix.normalize(options.docsRoot.replace(/\\/g, '/')).replace(/^\.?\/?|\/+$/g, '');
    const dir = (0,external_node_path_.join)(options.repositoryRoot, docsRoot);
    const inDocs = (file) => {
        if (docsRoot === '')
            return file;
        return file.startsWith(`${docsRoot}/`) ? file.slice(docsRoot.length + 1) : undefined;
    };
    const toRepository = (file) => (docsRoot === '' ? file : `${docsRoot}/${file}`);
    const changed = options.changedFiles.map(inDocs).filter((file) => file !== undefined);
    // The whole listing and docs.json only when a snippet or a JSON/YAML file (maybe a spec) changed.
    const needsSite = changed.some((file) => (0,site_pages/* isSnippetFile */.a8)(file) || SPEC_FILE.test(file));
    const [allFiles, ignored, configText] = await Promise.all([
        needsSite ? (0,repo_files/* listRepositoryFiles */.u4)(dir) : undefined,
        (0,ignore_rules/* readIgnoreRules */.yH)(dir),
        needsSite ? (0,promises_.readFile)((0,external_node_path_.join)(dir, 'docs.json'), 'utf8').catch(() => undefined) : undefined,
    ]);
    const fileSet = new Set(allFiles ?? []);
    const exists = (file) => (allFiles ? fileSet.has(file) : (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, file)));
    const published = (file) => !ignored(file) && exists(file);
    const config = readConfig(dir, configText, fileSet);
    const changedPages = changed.filter((file) => (0,site_pages/* pageUrlOfFile */.Ok)(file) !== undefined && published(file));
    const changedSnippets = changed.filter((file) => (0,site_pages/* isSnippetFile */.a8)(file) && exists(file));
    const configSpecs = new Set(config?.sources.map((source) => source.target) ?? []);
    const specs = new Map();
    for (const file of changed) {
        if (!SPEC_FILE.test(file) || file === 'docs.json' || !published(file))
            continue;
        const document = readSpec(dir, file, configSpecs.has(file));
        if (document)
            specs.set(file, document);
    }
    const facts = new Map();
    const publishedPage = (file, front = facts.get(file)) => {
        const url = (0,site_pages/* pageUrlOfFile */.Ok)(file);
        return { url, title: front?.title ?? (0,slug/* titleFromSlug */.qb)(file.replace(PAGE_FILE, '')) };
    };
    await Promise.all(changedPages.map(async (file) => {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, file), 'utf8').catch(() => '');
        facts.set(file, frontMatterFacts(text));
    }));
    // Snippets that a changed snippet reaches through imports, and every page that imports one of them.
    const importers = new Map();
    const specReferences = new Map();
    if (allFiles && (changedSnippets.length > 0 || specs.size > 0)) {
        const publishedFiles = allFiles.filter((file) => !ignored(file));
        const registry = registryOf(publishedFiles.filter((file) => SPEC_FILE.test(file)), specs);
        scanPages(dir, publishedFiles, fileSet, {
            snippets: changedSnippets,
            specs: specs.size > 0,
            onImporter: (snippet, page, front) => {
                facts.set(page, front);
                const set = importers.get(snippet) ?? new Set();
                set.add(page);
                importers.set(snippet, set);
            },
            onSpecReference: (page, front) => {
                const { specs, held } = referencedSpecs(front, registry, page);
                if (specs.length === 0)
                    return;
                // An untitled page whose operation no changed spec holds has no summary there to title it by.
                if (held || front.title !== undefined)
                    facts.set(page, front);
                const reference = front.openapi === undefined ? undefined : (0,endpoint_reference/* parseEndpointReference */.KZ)(front.openapi);
                const entry = { file: toRepository(page), ...publishedPage(page, front) };
                if (reference) {
                    entry.operation =
                        reference.kind === 'webhook'
                            ? operationKey({ method: 'WEBHOOK', path: reference.name })
                            : operationKey({ method: reference.method.toUpperCase(), path: reference.path });
                }
                if (front.schema !== undefined)
                    entry.schema = front.schema;
                for (const spec of specs)
                    specReferences.set(spec, [...(specReferences.get(spec) ?? []), { ...entry }]);
            },
        });
    }
    // A page naming an operation in its front matter and no title is titled by the operation's summary.
    const untitled = [...facts.values()].filter((front) => front.title === undefined && front.openapi !== undefined);
    if (untitled.length > 0) {
        const files = (allFiles ?? (await (0,repo_files/* listRepositoryFiles */.u4)(dir))).filter((file) => SPEC_FILE.test(file) && !ignored(file));
        const parsed = new Map([...specs].map(([file, document]) => [file, document.root]));
        const read = (file) => {
            if (!parsed.has(file))
                parsed.set(file, parseSpecText(readText(dir, file)));
            return parsed.get(file);
        };
        for (const front of untitled) {
            const summary = operationSummary(front.openapi, files, read);
            if (summary !== undefined)
                front.title = summary;
        }
        for (const list of specReferences.values())
            for (const entry of list) {
                const path = entry.file.slice(docsRoot === '' ? 0 : docsRoot.length + 1);
                entry.title = publishedPage(path).title;
            }
    }
    const endpoints = specs.size > 0 && config
        ? endpointPagesOf(config, specs, options.extension)
        : new Map();
    return {
        docsRoot,
        pageOf: (file) => {
            const relative = inDocs(file);
            if (relative === undefined || !published(relative) || (0,site_pages/* pageUrlOfFile */.Ok)(relative) === undefined)
                return undefined;
            return publishedPage(relative);
        },
        pathPageOf: (file) => {
            const relative = inDocs(file);
            if (relative === undefined || ignored(relative))
                return undefined;
            const url = (0,site_pages/* pageUrlOfFile */.Ok)(relative);
            return url === undefined ? undefined : { url, title: (0,slug/* titleFromSlug */.qb)(relative.replace(PAGE_FILE, '')) };
        },
        isSnippet: (file) => {
            const relative = inDocs(file);
            return relative !== undefined && (0,site_pages/* isSnippetFile */.a8)(relative);
        },
        pagesImporting: (file) => {
            const relative = inDocs(file);
            if (relative === undefined)
                return [];
            return [...(importers.get(relative) ?? [])]
                .sort()
                .map((page) => ({ file: toRepository(page), ...publishedPage(page) }));
        },
        isSpec: (file) => {
            const relative = inDocs(file);
            return relative !== undefined && specs.has(relative);
        },
        endpointPages: (spec) => endpoints.get(inDocs(spec) ?? '') ?? new Map(),
        specReferencePages: (spec) => specReferences.get(inDocs(spec) ?? '') ?? [],
        specAtHead: (file) => specs.get(inDocs(file) ?? '')?.root,
        endpointPagesAtBase: async (baseSpecs, baseDocsConfig) => {
            const documents = new Map();
            for (const [file, data] of baseSpecs) {
                const relative = inDocs(file);
                if (relative === undefined || ignored(relative))
                    continue;
                const document = specDocument(relative, data);
                if (document)
                    documents.set(relative, document);
            }
            if (documents.size === 0 || baseDocsConfig === null)
                return new Map();
            const text = baseDocsConfig ??
                configText ??
                (await (0,promises_.readFile)((0,external_node_path_.join)(dir, 'docs.json'), 'utf8').catch(() => undefined));
            // The base's files as far as the navigation needs them: the head's, and the base's specs
            // (a removed one is gone from the head). Files docs.json takes by `$ref` are read at the head.
            const files = new Set([...(allFiles ?? (await (0,repo_files/* listRepositoryFiles */.u4)(dir))), ...documents.keys()]);
            const baseConfig = readConfig(dir, text, files);
            if (!baseConfig)
                return new Map();
            const pages = endpointPagesOf(baseConfig, documents, options.extension);
            return new Map([...pages].map(([spec, byKey]) => [toRepository(spec), byKey]));
        },
    };
}
/** The generated pages of the given specs, by spec (docs path) and `METHOD /path` key. */
function endpointPagesOf(config, specs, extension) {
    const endpoints = new Map();
    for (const page of generatedPages(config, specs, extension)) {
        const bySpec = endpoints.get(page.spec) ?? new Map();
        const key = operationKey({ method: page.method, path: page.path });
        if (!bySpec.has(key))
            bySpec.set(key, { url: page.url, title: page.title });
        endpoints.set(page.spec, bySpec);
    }
    return endpoints;
}
/** Parsed spec data as the validator's model of it; undefined when it is no OpenAPI document. */
function specDocument(file, data) {
    if (!(0,json_path/* isRecord */.u4)(data) || typeof data.openapi !== 'string')
        return undefined;
    const source = { file, format: 'json', data, position: () => ({ line: 1, column: 1 }) };
    return (0,openapi_model/* buildOpenApiDocument */.ue)(source, data, data.openapi, data.openapi.startsWith('3.1') ? '3.1' : '3.0');
}
function readConfig(dir, text, files) {
    if (text === undefined)
        return undefined;
    const parsed = (0,source_document.parseJsonSource)('docs.json', text);
    if (!parsed.ok)
        return undefined;
    // Problems of docs.json are the validator's to report; here they are left out. Only the specs and
    // endpoints of the navigation matter: its page names (25,000 on a large site) are left out first.
    return (0,docs_config/* readDocsConfig */.G)(withoutPageNames(parsed.document), files, new validate_findings/* Findings */.F(), (path) => {
        try {
            const result = (0,source_document.parseJsonSource)(path, (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path), 'utf8'));
            return result.ok ? withoutPageNames(result.document) : { problem: result.message };
        }
        catch (error) {
            return { problem: String(error) };
        }
    });
}
/** The document with every `pages` entry that is a plain page name dropped (endpoint entries kept). */
function withoutPageNames(document) {
    const prune = (value) => {
        if (Array.isArray(value))
            return value.map(prune);
        if (!(0,json_path/* isRecord */.u4)(value))
            return value;
        const copy = {};
        for (const [key, child] of Object.entries(value)) {
            copy[key] =
                key === 'pages' && Array.isArray(child)
                    ? child
                        .filter((entry) => typeof entry !== 'string' || (0,endpoint_reference/* parseEndpointReference */.KZ)(entry) !== undefined)
                        .map(prune)
                    : prune(child);
        }
        return copy;
    };
    return { ...document, data: prune(document.data) };
}
/**
 * A changed JSON/YAML file read as a spec: one with a top-level `openapi` key, or one the navigation
 * names. JSON that is not strict JSON is read by a lenient YAML loader, as the build reads it.
 */
function readSpec(dir, file, named) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, file), 'utf8');
    }
    catch {
        return undefined;
    }
    if (!named && !/["']?openapi["']?\s*:/.test(text))
        return undefined;
    let source;
    const parsed = (0,source_document.parseSource)(file, text);
    if (parsed.ok)
        source = parsed.document;
    else {
        try {
            const data = (0,js_yaml/* load */.Hh)(text);
            source = { file, format: 'yaml', data, position: () => ({ line: 1, column: 1 }) };
        }
        catch {
            return undefined;
        }
    }
    const root = source.data;
    if (!(0,json_path/* isRecord */.u4)(root) || typeof root.openapi !== 'string')
        return undefined;
    return (0,openapi_model/* buildOpenApiDocument */.ue)(source, root, root.openapi, root.openapi.startsWith('3.1') ? '3.1' : '3.0');
}
/** Every spec file of the site by name (so that loose front-matter references resolve), the changed ones read. */
function registryOf(specFiles, read) {
    const registry = new spec_registry/* SpecRegistry */.FK();
    for (const file of specFiles)
        registry.set(file, { state: 'unknown' });
    for (const [file, document] of read)
        registry.set(file, { state: 'ok', document });
    return registry;
}
/**
 * The changed specs a page's front matter refers to: none, or the one that holds what it names
 * (`held`), or, for a reference without a file whose operation or schema no changed spec has at the
 * head, every changed spec: the pull request may have removed it from one of them, and the spec's
 * diff decides.
 */
function referencedSpecs(front, registry, page) {
    const none = { specs: [], held: false };
    const named = (file) => {
        if (!mayName(file, registry, page))
            return none;
        const match = (0,spec_lookup/* lookupSpec */.y)(file, registry, page);
        return match?.entry.state === 'ok' ? { specs: [match.target], held: true } : none;
    };
    const changedSpecs = registry.repositoryDocuments();
    const heldBy = (holder) => holder
        ? { specs: [holder.file], held: true }
        : { specs: changedSpecs.map((document) => document.file), held: false };
    if (front.openapi !== undefined) {
        const reference = (0,endpoint_reference/* parseEndpointReference */.KZ)(front.openapi);
        if (!reference)
            return none;
        if (reference.file !== undefined)
            return named(reference.file);
        // No file named: the build takes the first spec (alphabetical) that has the operation.
        const holder = changedSpecs.find((document) => reference.kind === 'webhook'
            ? document.operations.some((op) => op.kind === 'webhook' && op.path === reference.name)
            : document.operations.some((op) => op.kind === 'operation' && op.method === reference.method && op.path === reference.path));
        return heldBy(holder);
    }
    if (front.schema !== undefined) {
        const [file, name] = splitSchemaReference(front.schema);
        if (file !== undefined)
            return named(file);
        return heldBy(changedSpecs.find((document) => document.schemaNames.has(name)));
    }
    return none;
}
/**
 * Whether a spec name in front matter can resolve to one of the changed (read) specs, by any of the
 * ways the lookup matches (path, path without extension, a suffix of either, relative to the page):
 * most pages of a large site name other specs, and the full lookup is skipped for them.
 */
function mayName(name, registry, page) {
    const bare = name
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(?:\.{1,2}\/|\/)+/, '');
    const relative = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(page), name.trim()));
    return registry.documents().some(({ file }) => {
        const stem = file.replace(SPEC_FILE, '');
        return file === relative || [file, stem].some((path) => path === bare || path.endsWith(`/${bare}`));
    });
}
/** `openapi-schema: "spec.yaml User"` or `openapi-schema: User`. */
function splitSchemaReference(value) {
    const parts = value.trim().split(/\s+/);
    return parts.length >= 2 ? [parts[0], parts.slice(1).join(' ')] : [undefined, parts[0] ?? ''];
}
/** A spec file's data, read leniently; undefined when it cannot be read. */
function parseSpecText(text) {
    if (text === undefined)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        try {
            return (0,js_yaml/* load */.Hh)(text);
        }
        catch {
            return undefined;
        }
    }
}
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/**
 * The summary of the operation a front-matter `openapi:` names, found as the build finds it for a
 * page's title: `[file] METHOD /path`, the file matched by its name without extension or its path,
 * else every spec; the last spec (in path order) that has the path wins.
 */
function operationSummary(reference, specFiles, read) {
    const parts = reference.trim().split(/\s+/);
    if (parts.length < 2 || parts.length > 3)
        return undefined;
    const [file, method, path] = parts.length === 3 ? parts : [undefined, ...parts];
    const verb = method.toLowerCase();
    if (!HTTP_METHODS.has(verb))
        return undefined;
    const candidates = file === undefined
        ? specFiles
        : specFiles.filter((spec) => spec === file.replace(/^\//, '') || external_node_path_.posix.parse(spec).name === file);
    let item;
    for (const spec of candidates) {
        const data = read(spec);
        const paths = (0,json_path/* isRecord */.u4)(data) && (0,json_path/* isRecord */.u4)(data.paths) ? data.paths : undefined;
        const found = paths?.[path] ?? paths?.[path.endsWith('/') ? path.slice(0, -1) : `${path}/`];
        if ((0,json_path/* isRecord */.u4)(found))
            item = found;
    }
    const operation = item?.[verb];
    return (0,json_path/* isRecord */.u4)(operation) && typeof operation.summary === 'string' && operation.summary !== ''
        ? operation.summary
        : undefined;
}
function frontMatterFacts(text) {
    const front = (0,front_matter/* extractFrontMatter */.s)(text);
    if (front.kind !== 'yaml')
        return {};
    let data = (0,simple_front_matter/* parseSimpleFrontMatter */.q)(front.yaml);
    if (data === undefined) {
        try {
            data = (0,js_yaml/* load */.Hh)(front.yaml);
        }
        catch {
            return {};
        }
    }
    if (!(0,json_path/* isRecord */.u4)(data))
        return {};
    const facts = {};
    if (typeof data.title === 'string' && data.title.trim() !== '')
        facts.title = data.title.trim();
    if (typeof data.openapi === 'string')
        facts.openapi = data.openapi;
    if (typeof data['openapi-schema'] === 'string')
        facts.schema = data['openapi-schema'];
    return facts;
}
/**
 * Reads the published pages once, each into one reused buffer, and parses only those that can
 * matter: pages whose text names a changed snippet (or a snippet that imports one) for their
 * imports, and, when a spec changed, pages whose front matter mentions `openapi` for their
 * references.
 */
function scanPages(dir, files, allFiles, scan) {
    const imports = (file, text) => (0,check_links/* checkImports */.r6)(file, (0,page_body/* scanPageBody */.LY)(text, bodyStart(text)).imports, allFiles, new validate_findings/* Findings */.F());
    // Snippets importing a changed snippet, transitively: snippets are few, read them all.
    const reaches = new Map(scan.snippets.map((s) => [s, new Set([s])]));
    if (scan.snippets.length > 0) {
        const snippetImports = new Map();
        for (const file of files) {
            if (!(0,site_pages/* isSnippetFile */.a8)(file))
                continue;
            const text = readText(dir, file);
            if (text !== undefined)
                snippetImports.set(file, imports(file, text));
        }
        for (const changed of scan.snippets) {
            const reached = reaches.get(changed);
            for (let grew = true; grew;) {
                grew = false;
                for (const [snippet, targets] of snippetImports) {
                    if (!reached.has(snippet) && targets.some((target) => reached.has(target))) {
                        reached.add(snippet);
                        grew = true;
                    }
                }
            }
        }
    }
    const stems = new Set();
    for (const reached of reaches.values())
        for (const snippet of reached)
            stems.add(external_node_path_.posix.basename(snippet).replace(/\.[^.]+$/, ''));
    const needles = [...stems].map((stem) => Buffer.from(stem));
    const openapi = Buffer.from('openapi');
    // git's grep (threaded) finds the pages that hold a needle two to three times faster than reading
    // every page here; without git, every page is read.
    // An import names the snippet by its stem and then an extension or the closing quote.
    const needed = [
        ...[...stems].flatMap((stem) => [`${stem}.`, `${stem}'`, `${stem}"`]),
        ...(scan.specs ? ['openapi:', 'openapi-schema:'] : []),
    ];
    const listed = new Set(files);
    const candidates = grepFiles(dir, needed)?.filter((file) => listed.has(file)) ?? files;
    const buffer = Buffer.allocUnsafe(SCAN_BUFFER_BYTES);
    for (const file of candidates) {
        if ((0,site_pages/* isSnippetFile */.a8)(file) || !PAGE_FILE.test(file))
            continue;
        const bytes = readInto(dir, file, buffer);
        if (bytes === undefined)
            continue;
        const namesSnippet = needles.some((needle) => bytes.includes(needle));
        const frontMatterEnd = bytes[0] === 0x2d ? bytes.indexOf('\n---', 3) : -1;
        const mentionsSpec = scan.specs && frontMatterEnd > 0 && bytes.subarray(0, frontMatterEnd).includes(openapi);
        if (!namesSnippet && !mentionsSpec)
            continue;
        const text = bytes.toString('utf8');
        const front = frontMatterFacts(text);
        if (namesSnippet) {
            const imported = imports(file, text);
            for (const [changed, reached] of reaches)
                if (imported.some((target) => reached.has(target)))
                    scan.onImporter(changed, file, front);
        }
        if (mentionsSpec && (front.openapi !== undefined || front.schema !== undefined))
            scan.onSpecReference(file, front);
    }
}
/**
 * The files under `dir` whose text holds one of the needles, by `git grep --no-index` (it needs no
 * repository and reads the working files); undefined when git cannot be run.
 */
function grepFiles(dir, needles) {
    if (needles.length === 0)
        return [];
    const args = ['grep', '--no-index', '--no-exclude-standard', '-I', '-l', '-z', '-F'];
    for (const needle of needles)
        args.push('-e', needle);
    // Pages only (`.md`/`.mdx` in any case): the specs, often the largest files, are not searched.
    args.push('--', '*.[mM][dD]', '*.[mM][dD][xX]');
    try {
        const output = (0,external_node_child_process_.execFileSync)('git', args, {
            cwd: dir,
            encoding: 'utf8',
            maxBuffer: 256 * 1024 * 1024,
            stdio: ['ignore', 'pipe', 'ignore'],
        });
        return output.split('\0').filter((file) => file !== '');
    }
    catch (error) {
        // Exit status 1: no file holds a needle.
        if (error.status === 1)
            return [];
        return undefined;
    }
}
function bodyStart(text) {
    const front = (0,front_matter/* extractFrontMatter */.s)(text);
    return front.kind === 'yaml' ? front.end : 0;
}
function readText(dir, file) {
    try {
        return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, file), 'utf8');
    }
    catch {
        return undefined;
    }
}
/** The file's bytes: a view of `buffer` when it fits, else a buffer of its own. */
function readInto(dir, file, buffer) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, file), 'r');
    }
    catch {
        return undefined;
    }
    try {
        const length = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, 0);
        if (length < buffer.length)
            return buffer.subarray(0, length);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, file));
}
/**
 * The generated pages of the changed specs, as the navigation places them: only those specs are in
 * the registry, so only their pages are made. The extension is the one set, else the live service's
 * when a changed spec uses it, else the kit's default.
 */
function generatedPages(config, specs, extension) {
    const registry = new spec_registry/* SpecRegistry */.FK();
    for (const [file, document] of specs)
        registry.set(file, { state: 'ok', document });
    const chosen = extension ??
        ([...specs.values()].some((document) => document.operations.some((op) => op.operation[SERVICE_EXTENSION] !== undefined))
            ? SERVICE_EXTENSION
            : DEFAULT_EXTENSION);
    const findings = new validate_findings/* Findings */.F();
    const docs = {
        file: 'docs.json',
        format: 'json',
        data: {},
        position: () => ({ line: 1, column: 1 }),
    };
    const candidates = (0,check_navigation/* checkNavigation */.$)(docs, config, registry, chosen, findings, new check_mdx/* UncheckedReferences */.D9());
    return (0,generated_pages/* resolvePages */.F)(candidates, chosen, findings);
}

;// CONCATENATED MODULE: ./src/visual/pages/changed-between-folders.ts







/** A site origin that only carries paths through `mapChangedPages`' URLs. */
const PLACEHOLDER = 'http://docs-ci.invalid';
/**
 * The pages the change between two checkouts of a docs folder touches (`--docs-dir` against
 * `--base-dir`), as the preview comment lists them: the folders' differing files take the place of a
 * pull request's file list (added, modified, removed; no renames), then the same mapping runs.
 * Returns page paths (`/guides/setup`), removed pages included (they are `removed` on the preview).
 */
async function changedPagePaths(docsDir, baseDir) {
    const files = await differingFiles(docsDir, baseDir);
    const site = await loadSiteModel({
        repositoryRoot: docsDir,
        docsRoot: '',
        changedFiles: files.filter((file) => file.status !== 'removed').map((file) => file.filename),
    });
    const specChanges = [];
    for (const file of files) {
        const atHead = file.status === 'removed' ? undefined : site.specAtHead(file.filename);
        const atBase = file.status === 'added' ? undefined : await changed_between_folders_readSpec((0,external_node_path_.join)(baseDir, file.filename));
        if (atHead === undefined && !isSpec(atBase))
            continue;
        specChanges.push({ file: file.filename, diff: diffSpecs(atBase, atHead) });
    }
    const pages = mapChangedPages({ files, site, previewUrl: PLACEHOLDER, specChanges });
    const paths = [];
    for (const page of pages) {
        const path = page.url !== null
            ? decodeURI(new URL(page.url).pathname)
            : page.change === 'removed'
                ? site.pathPageOf(page.path)?.url
                : undefined;
        if (path !== undefined && !paths.includes(path))
            paths.push(path);
    }
    return paths;
}
/** Files only in one folder, or in both with other bytes (relative posix paths). */
async function differingFiles(head, base) {
    const [headFiles, baseFiles] = await Promise.all([(0,repo_files/* listRepositoryFiles */.u4)(head), (0,repo_files/* listRepositoryFiles */.u4)(base)]);
    const inBase = new Set(baseFiles);
    const inHead = new Set(headFiles);
    const files = [];
    for (const file of headFiles) {
        if (!inBase.has(file))
            files.push({ filename: file, status: 'added' });
        else if (!(await sameBytes((0,external_node_path_.join)(head, file), (0,external_node_path_.join)(base, file))))
            files.push({ filename: file, status: 'modified' });
    }
    for (const file of baseFiles)
        if (!inHead.has(file))
            files.push({ filename: file, status: 'removed' });
    return files;
}
async function sameBytes(a, b) {
    const [left, right] = await Promise.all([(0,promises_.readFile)(a), (0,promises_.readFile)(b)]);
    return left.equals(right);
}
const changed_between_folders_SPEC_FILE = /\.(json|ya?ml)$/i;
async function changed_between_folders_readSpec(file) {
    if (!changed_between_folders_SPEC_FILE.test(file))
        return undefined;
    try {
        return (0,js_yaml/* load */.Hh)(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
function isSpec(data) {
    return typeof data === 'object' && data !== null && 'openapi' in data;
}


/***/ })

};
