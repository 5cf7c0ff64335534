export const id = 919;
export const ids = [919];
export const modules = {

/***/ 919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ finishLinkChecks),
/* harmony export */   EA: () => (/* binding */ filePageUrls),
/* harmony export */   checkPages: () => (/* binding */ checkPages),
/* harmony export */   wu: () => (/* binding */ checkPageInContext)
/* harmony export */ });
/* harmony import */ var _pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5704);
/* harmony import */ var _pages_check_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7925);
/* harmony import */ var _pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6503);
/* harmony import */ var _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7451);




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
        const references = (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_2__/* .pageReferences */ .q4)(page);
        if (references)
            result.references.push(references);
        checkPage(page, context, findings, imports, result.unresolvedLinks, result.anchors);
    };
    await (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_2__/* .forEachMdxPage */ .pt)(root, files.pages, findings, visit, batches);
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
    for (const file of targets.navigationPageFiles) {
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .pageUrlOfFile */ .Ok)(file);
        if (url !== undefined)
            site.add(url);
    }
    for (const url of targets.generatedUrls)
        site.add(url);
    const context = {
        site,
        files: files.all,
        redirects: (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_1__/* .redirectPatterns */ .Ei)(targets.redirects),
        unlistedFolders: targets.unlistedFolders,
    };
    const left = [...unresolved];
    for (const page of targets.navigationPages)
        checkPage(page, context, findings, imports, left, anchored);
    let uncheckedLinks = 0;
    for (const { file, links } of left)
        uncheckedLinks += (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLinks */ .mY)(file, links, context, findings);
    return { uncheckedLinks, context };
}
/** The URLs of the repository's page files: what the first pass of the link checks resolves against. */
function filePageUrls(files) {
    const site = new _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .SiteUrls */ .Q7();
    for (const file of files.pages) {
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .pageUrlOfFile */ .Ok)(file);
        if (url !== undefined)
            site.add(url);
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
function checkPage(page, context, findings, imports, unresolved, anchored) {
    const resolved = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_1__/* .checkImports */ .r6)(page.file, page.body.imports, context.files, findings);
    imports?.set(page.file, resolved);
    anchored?.anchors.set(page.file, (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_0__/* .withImports */ .zB)(page.anchors, resolved));
    if ((0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .isSnippetFile */ .a8)(page.file))
        return;
    const links = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_1__/* .unresolvedLinks */ .Fp)(page.file, page.body.links, context);
    if (links.length > 0)
        unresolved.push({ file: page.file, links });
    if (anchored && page.body.links.some((link) => link.target.includes('#'))) {
        const withFragments = (0,_pages_check_anchors_js__WEBPACK_IMPORTED_MODULE_0__/* .fragmentLinks */ .CH)(page.body.links);
        if (withFragments.length > 0)
            anchored.links.push({ file: page.file, links: withFragments });
    }
}


/***/ })

};
