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
/* harmony import */ var _pages_check_links_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7925);
/* harmony import */ var _pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7774);
/* harmony import */ var _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7451);



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
    const result = { references: [], unresolvedLinks: [] };
    const visit = (page) => {
        context ??= {
            site: shared.site ?? filePageUrls(files),
            files: files.all,
            redirects: [],
            unlistedFolders: [],
        };
        const references = (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_1__/* .pageReferences */ .q4)(page);
        if (references)
            result.references.push(references);
        checkPage(page, context, findings, imports, result.unresolvedLinks);
    };
    await (0,_pages_check_mdx_js__WEBPACK_IMPORTED_MODULE_1__/* .forEachMdxPage */ .pt)(root, files.pages, findings, visit, batches);
    result.references.sort((a, b) => (a.file < b.file ? -1 : 1));
    return result;
}
/**
 * The second pass of the link checks, once the generated pages are known: the links the first pass
 * left, and the imports and links of the navigation's pages the page side did not read. `site`
 * holds the file pages' URLs (filePageUrls) and receives the others. Returns how many links could
 * not be checked (into specs given by URL, not downloaded).
 */
function finishLinkChecks(files, site, unresolved, targets, findings, imports) {
    for (const file of targets.navigationPageFiles) {
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrlOfFile */ .Ok)(file);
        if (url !== undefined)
            site.add(url);
    }
    for (const url of targets.generatedUrls)
        site.add(url);
    const context = {
        site,
        files: files.all,
        redirects: (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_0__/* .redirectPatterns */ .Ei)(targets.redirects),
        unlistedFolders: targets.unlistedFolders,
    };
    const left = [...unresolved];
    for (const page of targets.navigationPages)
        checkPage(page, context, findings, imports, left);
    let uncheckedLinks = 0;
    for (const { file, links } of left)
        uncheckedLinks += (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLinks */ .mY)(file, links, context, findings);
    return { uncheckedLinks, context };
}
/** The URLs of the repository's page files: what the first pass of the link checks resolves against. */
function filePageUrls(files) {
    const site = new _pages_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .SiteUrls */ .Q7();
    for (const file of files.pages) {
        const url = (0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrlOfFile */ .Ok)(file);
        if (url !== undefined)
            site.add(url);
    }
    return site;
}
/** Checks a page's imports; adds its links that do not resolve in `context` to `unresolved`. */
function checkPageInContext(page, context, findings, unresolved) {
    checkPage(page, context, findings, undefined, unresolved);
}
function checkPage(page, context, findings, imports, unresolved) {
    const resolved = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_0__/* .checkImports */ .r6)(page.file, page.body.imports, context.files, findings);
    imports?.set(page.file, resolved);
    if ((0,_pages_site_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .isSnippetFile */ .a8)(page.file))
        return;
    const links = (0,_pages_check_links_js__WEBPACK_IMPORTED_MODULE_0__/* .unresolvedLinks */ .Fp)(page.file, page.body.links, context);
    if (links.length > 0)
        unresolved.push({ file: page.file, links });
}


/***/ }),

/***/ 7925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ redirectPatterns),
/* harmony export */   Fp: () => (/* binding */ unresolvedLinks),
/* harmony export */   mY: () => (/* binding */ checkLinks),
/* harmony export */   r6: () => (/* binding */ checkImports)
/* harmony export */ });
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
        const base = target.startsWith('/') ? target.slice(1) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file), target);
        const normal = (0,_source_repo_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePosixPath */ .Cs)(base);
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


/***/ })

};
