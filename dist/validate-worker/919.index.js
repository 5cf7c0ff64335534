export const id = 919;
export const ids = [919];
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
