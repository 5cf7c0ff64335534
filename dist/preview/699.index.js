export const id = 699;
export const ids = [699];
export const modules = {

/***/ 1099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assembleReport)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59010);

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

/***/ 12699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IN: () => (/* binding */ headValidation),
  C6: () => (/* binding */ repositorySettings),
  ig: () => (/* binding */ validateDocs),
  FL: () => (/* binding */ validateRepository)
});

// UNUSED EXPORTS: WORKER_FROM_FILES, analyzeRepository, mapSitePages, readRepository, validateDocsWithOtherVersions

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/validate/assemble-report.ts
var assemble_report = __webpack_require__(1099);
// EXTERNAL MODULE: ./src/validate/findings.ts
var validate_findings = __webpack_require__(59010);
// EXTERNAL MODULE: ./src/validate/pages/check-anchors.ts
var check_anchors = __webpack_require__(56458);
// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(57925);
// EXTERNAL MODULE: ./src/validate/pages/check-mdx.ts
var check_mdx = __webpack_require__(46503);
// EXTERNAL MODULE: ./src/validate/pages/site-pages.ts
var site_pages = __webpack_require__(97451);
// EXTERNAL MODULE: ./src/validate/source/ignore-rules.ts
var ignore_rules = __webpack_require__(70880);
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
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/validate/navigation/check-navigation.ts
var check_navigation = __webpack_require__(48848);
// EXTERNAL MODULE: ./src/validate/navigation/docs-config.ts
var docs_config = __webpack_require__(2865);
// EXTERNAL MODULE: ./src/validate/openapi/spec-registry.ts + 7 modules
var spec_registry = __webpack_require__(91116);
// EXTERNAL MODULE: ./src/validate/pages/generated-pages.ts
var generated_pages = __webpack_require__(70281);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(86370);
// EXTERNAL MODULE: ./src/validate/source/json-source.ts + 2 modules
var json_source = __webpack_require__(34086);
// EXTERNAL MODULE: ./src/validate/source/yaml-parsers.ts
var yaml_parsers = __webpack_require__(94002);
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
    let config = (0,docs_config/* emptyDocsConfig */.J)();
    if (parsed.ok) {
        docs = parsed.document;
        config = (0,docs_config/* readDocsConfig */.G)(docs, files.all, findings, (path) => loadNavigationFile(root, path));
    }
    else {
        findings.add('docs-json-syntax', configFile, parsed.position, `docs.json is not valid JSON: ${parsed.message}`);
    }
    const registry = new spec_registry/* SpecRegistry */.FK();
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
    await (0,spec_registry/* loadRepositorySpecs */.ZT)({ ...specFiles, referenced: namedByConfig });
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
    await (0,spec_registry/* loadRepositorySpecs */.ZT)({ ...specFiles, referenced: new Set(namedByPages), onlyReferenced: true });
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
    const candidates = docs ? (0,check_navigation/* checkNavigation */.$)(docs, config, registry, extension, findings, unchecked) : [];
    const generated = (0,generated_pages/* resolvePages */.F)(candidates, extension, findings);
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
        const { entry, problem } = await (0,spec_registry/* loadUrlSpec */.D3)(source.target, checks.extension, findings, checks.site);
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
                ? __webpack_require__.e(/* import() */ 216).then(__webpack_require__.bind(__webpack_require__, 12216)).then(({ startValidationWorkers }) => startValidationWorkers(isolation.workerScript))
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
            : (await __webpack_require__.e(/* import() */ 216).then(__webpack_require__.bind(__webpack_require__, 12216))).startValidationWorkers(isolation.workerScript);
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
