export const id = 141;
export const ids = [141,919];
export const modules = {

/***/ 919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ finishLinkChecks),
/* harmony export */   EA: () => (/* binding */ filePageUrls),
/* harmony export */   checkPageSide: () => (/* binding */ checkPageSide),
/* harmony export */   to: () => (/* binding */ checkPages),
/* harmony export */   wu: () => (/* binding */ checkPageInContext)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6113);
/* harmony import */ var _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5704);
/* harmony import */ var _pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7925);
/* harmony import */ var _pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6503);
/* harmony import */ var _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7451);
/* harmony import */ var _repository_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7283);
/* harmony import */ var _split_anchor_checks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2446);







/**
 * The page side of a worker run (worker/protocol.ts): checkPages on the pages `batches` hands out,
 * its result sent to the spec side (`send`); in a run that splits the anchor checks, once the spec
 * side's share has come (`fromSpecs`), with the anchors its late links need, and then the early
 * anchor links of both sides judged here (split-anchor-checks.ts). Returns its findings.
 */
async function checkPageSide(repository, batches, send, fromSpecs) {
    const findings = new _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .Findings */ .F();
    const files = await (0,_repository_files_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryFiles */ .g)(repository);
    const root = (0,_repository_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readRoot */ .X)(repository);
    // Which file each URL's page is, indexed now: the early anchor checks look every link's page up.
    const pageFiles = fromSpecs && new _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .PageFilesByUrl */ .VA();
    const filePages = filePageUrls(files, pageFiles);
    const early = fromSpecs && { filePages, links: [] };
    const result = await checkPages(root, files, findings, { batches, site: filePages, early });
    if (!fromSpecs || !early || !pageFiles) {
        send(result);
        return findings.list();
    }
    const share = await fromSpecs;
    const own = { anchors: result.anchors.anchors, early: early.links, late: result.anchors.links };
    const { toSpecs, early: toJudge } = (0,_split_anchor_checks_js__WEBPACK_IMPORTED_MODULE_5__/* .pageAnchorShare */ .ah)(own, share);
    send({ ...result, anchors: toSpecs });
    (0,_split_anchor_checks_js__WEBPACK_IMPORTED_MODULE_5__/* .checkEarlyAnchors */ ._y)(toJudge, { own: own.anchors, fromSpecs: share, pageFiles }, { root, files }, findings);
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
        const references = (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_3__/* .pageReferences */ .q4)(page);
        if (references)
            result.references.push(references);
        checkPage(page, context, findings, imports, result.unresolvedLinks, result.anchors, shared.early);
    };
    await (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_3__/* .forEachMdxPage */ .pt)(root, files.pages, findings, visit, batches);
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
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_6__/* .pageUrlOfFile */ .Ok)(file);
        if (url !== undefined)
            site.add(url);
    }
    site.include(targets.generatedSite);
    const context = {
        site,
        files: files.all,
        redirects: (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__/* .redirectPatterns */ .Ei)(targets.redirects),
        unlistedFolders: targets.unlistedFolders,
    };
    const left = [...unresolved];
    for (const page of targets.navigationPages)
        checkPage(page, context, findings, imports, left, anchored);
    let uncheckedLinks = 0;
    for (const { file, links } of left)
        uncheckedLinks += (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__/* .checkLinks */ .mY)(file, links, context, findings);
    return { uncheckedLinks, context };
}
/** The URLs of the repository's page files: what the first pass of the link checks resolves against. */
function filePageUrls(files, pageFiles) {
    const site = new _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_6__/* .SiteUrls */ .Q7();
    for (const file of files.pages) {
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_6__/* .pageUrlOfFile */ .Ok)(file);
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
    const resolved = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__/* .checkImports */ .r6)(page.file, page.body.imports, context.files, findings);
    imports?.set(page.file, resolved);
    anchored?.anchors.set(page.file, (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .withImports */ .zB)(page.anchors, resolved));
    if ((0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_6__/* .isSnippetFile */ .a8)(page.file))
        return;
    const links = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__/* .unresolvedLinks */ .Fp)(page.file, page.body.links, context);
    if (links.length > 0)
        unresolved.push({ file: page.file, links });
    if (anchored && page.body.links.some((link) => link.target.includes('#'))) {
        const withFragments = { file: page.file, links: (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .fragmentLinks */ .CH)(page.body.links) };
        if (withFragments.links.length === 0)
            return;
        if (!early)
            anchored.links.push(withFragments);
        else {
            const split = (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .splitFragmentLinks */ .s7)([withFragments], early.filePages);
            early.links.push(...split.early);
            anchored.links.push(...split.late);
        }
    }
}


/***/ }),

/***/ 141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkSpecs: () => (/* binding */ checkSpecs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/validate/check-pages.ts
var check_pages = __webpack_require__(919);
// EXTERNAL MODULE: ./src/validate/findings.ts + 1 modules
var validate_findings = __webpack_require__(6113);
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
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
    const { httpGet } = await __webpack_require__.e(/* import() */ 11).then(__webpack_require__.bind(__webpack_require__, 9011));
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

// EXTERNAL MODULE: ./src/validate/pages/check-mdx.ts
var check_mdx = __webpack_require__(6503);
// EXTERNAL MODULE: ./src/validate/pages/site-pages.ts
var site_pages = __webpack_require__(7451);
// EXTERNAL MODULE: ./src/validate/repository-files.ts + 1 modules
var repository_files = __webpack_require__(7283);
// EXTERNAL MODULE: ./src/validate/pages/check-anchors.ts + 2 modules
var check_anchors = __webpack_require__(5704);
// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(7925);
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
                (0,check_pages/* checkPageInContext */.wu)(page, firstPass, this.findings, this.unresolved, this.anchored);
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
            (0,check_pages/* checkPageInContext */.wu)(page, context, this.findings, this.unresolved, this.anchored);
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

// EXTERNAL MODULE: ./src/validate/split-anchor-checks.ts
var split_anchor_checks = __webpack_require__(2446);
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
    const site = shared.site ?? (0,check_pages/* filePageUrls */.EA)(files);
    const { extension, configFile, configText } = repository;
    const root = (0,repository_files/* readRoot */.X)(repository);
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
    const readHere = await (0,check_pages/* checkPages */.to)(root, files, findings, { imports, batches, site, early });
    if (shared.shareAnchors && early) {
        shared.shareAnchors((0,split_anchor_checks/* specAnchorShare */.Qe)(readHere.anchors, early.links, navigationPages, navigationOnlyFiles, files));
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
    const { uncheckedLinks, context } = (0,check_pages/* finishLinkChecks */.BP)(files, site, unresolvedLinks, targets, findings, imports, anchorInput);
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


/***/ }),

/***/ 6113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ Findings)
});

// UNUSED EXPORTS: START

;// CONCATENATED MODULE: ./src/validate/rules.ts
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

;// CONCATENATED MODULE: ./src/validate/findings.ts

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
            severity: RULES[rule].severity,
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

/***/ 2446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qe: () => (/* binding */ specAnchorShare),
/* harmony export */   _y: () => (/* binding */ checkEarlyAnchors),
/* harmony export */   ah: () => (/* binding */ pageAnchorShare)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6113);
/* harmony import */ var _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5704);
/* harmony import */ var _pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7925);
/* harmony import */ var _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7451);




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
        const imports = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_2__/* .checkImports */ .r6)(page.file, page.body.imports, files.all, new _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .Findings */ .F());
        anchors.set(page.file, (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .withImports */ .zB)(page.anchors, imports));
        if (!(0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .isSnippetFile */ .a8)(page.file))
            navigationLinks.push({ file: page.file, links: (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .fragmentLinks */ .CH)(page.body.links) });
    }
    const wanted = new Set();
    for (const { file, links } of [...late, ...navigationLinks]) {
        for (const link of links)
            for (const target of (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .possibleTargetFiles */ .qz)(file, link.target))
                wanted.add(target);
    }
    return { anchors, links: early, navigationOnlyFiles, wanted: [...wanted] };
}
/**
 * The page side's part once both sides have read their pages: what it sends the spec side (its
 * late links, and the records late links may need), and the early links of both sides, to judge
 * here (checkEarlyAnchors). `own`: the page side's records and its links, early and late.
 */
function pageAnchorShare(own, fromSpecs) {
    const { early, late } = own;
    const wanted = [...fromSpecs.wanted];
    for (const { file, links } of late) {
        for (const link of links)
            wanted.push(...(0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .possibleTargetFiles */ .qz)(file, link.target));
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
        wanted.push(...(0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .recordedImports */ .N4)(record));
    }
    return { toSpecs: { links: late, anchors }, early: [...early, ...fromSpecs.links] };
}
/**
 * Judges the early links (pageAnchorShare) against both sides' records, into `findings`.
 * `pageFiles`: the repository's published page files, indexed (the navigation's are added here).
 */
function checkEarlyAnchors(early, records, repository, findings) {
    const { own, fromSpecs, pageFiles } = records;
    for (const file of fromSpecs.navigationOnlyFiles)
        pageFiles.add(file);
    const recorded = (file) => own.get(file) ?? fromSpecs.anchors.get(file);
    (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEarlyLinkAnchors */ .em)(early, {
        pages: _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .SitePageFiles */ .ai.indexed(pageFiles),
        anchors: new _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .AnchorIndex */ ._s(recorded, (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .repositoryText */ .g_)(repository.root), repository.files.all),
    }, findings);
}


/***/ })

};
