export const id = 989;
export const ids = [989];
export const modules = {

/***/ 2989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runLiveLinkCheck: () => (/* binding */ runLiveLinkCheck)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/site-address.ts
var site_address = __webpack_require__(449);
// EXTERNAL MODULE: ./src/validate/validate-docs.ts + 19 modules
var validate_docs = __webpack_require__(5069);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/validate/render/render-summary.ts




/** GitHub rejects a step summary over 1 MiB; stay well below to leave room for other steps. */
const DEFAULT_MAX_BYTES = (/* unused pure expression or super */ null && (900 * 1024));
const UNGROUPED = 'Ungrouped';
/**
 * Job summary: counts, the findings (the new ones first and the others folded, when compared with a
 * base) and a preview of the navigation that the specs generate. Every piece of user text is
 * escaped; rows stop when the size budget is spent, saying how many were left out.
 */
function renderSummaryMarkdown(report, options = {}) {
    const out = new BoundedText((options.maxBytes ?? DEFAULT_MAX_BYTES) - 512);
    const scope = options.scope ?? 'all';
    const deciding = decidingFindings(report, scope);
    const status = deciding.errors.length > 0 ? '❌' : deciding.warnings.length > 0 ? '⚠️' : '✅';
    out.push('## Documentation validation\n\n');
    out.push(`${status} ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')} · ` +
        `${count(report.specs.length, 'OpenAPI spec')}, ${count(report.pages.length, 'generated endpoint page')}\n\n`);
    const { comparison } = report;
    if (comparison) {
        out.push(`Compared with ${escapeMarkdown(comparison.base)}: **${count(comparison.newErrors, 'new error')}, ` +
            `${count(comparison.newWarnings, 'new warning')}**` +
            (scope === 'new' ? ' (only new findings decide the result).' : '.') +
            '\n\n');
    }
    for (const note of report.notes)
        out.push(`> [!NOTE]\n> ${escapeMarkdown(note)}\n\n`);
    const all = [...report.errors, ...report.warnings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || byLocation(a, b));
    const elsewhere = options.elsewhere ?? 'the job log';
    const table = (findings) => {
        out.push('| | Location | Rule | Message |\n| --- | --- | --- | --- |\n');
        let shown = 0;
        for (const f of findings) {
            if (!out.push(findingRow(f, options.fileUrl)))
                break;
            shown++;
        }
        if (shown < findings.length)
            out.force(`\n${count(findings.length - shown, 'more finding')} not shown (size limit): see ${elsewhere}.\n`);
        return shown;
    };
    if (comparison) {
        const introduced = all.filter((f) => f.new);
        const existing = all.filter((f) => !f.new);
        if (introduced.length > 0) {
            out.push('### New findings\n\n');
            table(introduced);
            out.push('\n');
        }
        if (existing.length > 0) {
            out.push(`<details><summary>${count(existing.length, 'pre-existing finding')} (also in the base, not introduced by this change)</summary>\n\n`);
            table(existing);
            out.force('\n</details>\n\n');
        }
    }
    else if (all.length > 0) {
        out.push('### Findings\n\n');
        table(all);
        out.push('\n');
    }
    if (report.specs.length > 0) {
        out.push('### OpenAPI specs\n\n| Spec | Version | Operations |\n| --- | --- | --- |\n');
        for (const spec of report.specs) {
            if (!out.push(`| ${escapeMarkdown(spec.file)} | ${escapeMarkdown(spec.openapi)} | ${spec.operations} |\n`))
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
            if (!out.push(`#### ${escapeMarkdown(heading)}\n\n| Method | Title | URL |\n| --- | --- | --- |\n`))
                break;
            let complete = true;
            for (const page of pages) {
                const title = escapeMarkdown(page.title) + (page.deprecated ? ' *(deprecated)*' : '');
                if (!out.push(`| ${escapeMarkdown(page.method)} | ${title} | ${escapeMarkdown(page.url)} |\n`)) {
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
function findingRow(f, fileUrl) {
    const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
    const location = escapeMarkdown(`${f.file}:${f.line}:${f.column}`);
    const url = fileUrl?.(f);
    const where = url ? `[${location}](${url})` : location;
    return `| ${icon} | ${where} | ${escapeMarkdown(f.rule)} | ${escapeMarkdown(f.message)} |\n`;
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

// EXTERNAL MODULE: ./src/validate/rules.ts
var rules = __webpack_require__(7093);
// EXTERNAL MODULE: ./src/validate/page-links.ts
var page_links = __webpack_require__(87);
// EXTERNAL MODULE: ./src/validate/publish-findings.ts + 2 modules
var publish_findings = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/validate/pages/heading-anchors.ts
var heading_anchors = __webpack_require__(5940);
;// CONCATENATED MODULE: ./src/validate/index.ts












// EXTERNAL MODULE: ./src/links/run-links.ts + 2 modules
var run_links = __webpack_require__(254);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/links/check-documents.ts
var check_documents = __webpack_require__(7742);
// EXTERNAL MODULE: ./src/links/exclusions.ts
var links_exclusions = __webpack_require__(6912);
// EXTERNAL MODULE: ./src/links/http/fetch-document.ts + 4 modules
var fetch_document = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/links/link-targets.ts
var link_targets = __webpack_require__(1926);
// EXTERNAL MODULE: ./src/links/schedule/host-scheduler.ts + 1 modules
var host_scheduler = __webpack_require__(1193);
// EXTERNAL MODULE: ./src/links/verdicts.ts
var links_verdicts = __webpack_require__(4547);
;// CONCATENATED MODULE: ./src/links/live/login-wall.ts
/** Paths of the pages that ask for a login: `/login`, `/sign-in`, `/auth/...`, `/sso`, `/password`. */
const LOGIN_PATH = /(^|[/._-])(log-?in|sign-?in|signon|sso|auth|authenticate|oauth2?|password|protected)([/._?-]|$)/i;
const RETURN_PARAMETER = /[?&](next|redirect|redirect_uri|redirect_to|return|returnTo|return_to|callbackUrl|from|continue)=/i;
/**
 * Whether a page of the site is behind a login: it answers 401 or 403, or it is redirected to a page
 * whose path asks for one, at an identity provider, off the site's address, or with a parameter that
 * remembers where the reader was going. It is decided from where the request ends, never from the
 * words of the page's own address: a preview of branch `feature/new-auth` lives under `...-new-auth-...`,
 * and docs have pages such as `/api-reference/auth/login` that answer 200 themselves. A site's own
 * page is not refused to robots: a 403 there is the site's protection, not a link problem.
 */
function loginWall(requested, check, site) {
    if (check.code === 401 || check.code === 403)
        return {
            url: requested,
            reason: `the site asks for a login (${requested} answers ${check.code})`,
        };
    if (!check.finalUrl || check.finalUrl === requested)
        return undefined;
    let final;
    try {
        final = new URL(check.finalUrl);
    }
    catch {
        return undefined;
    }
    // Within the site only the path below its address speaks: the address itself (a preview's branch
    // name) is the site's, not the page's.
    const onSite = isWithinSite(final, site);
    const path = onSite ? final.pathname.slice(sitePrefix(site).length - 1) : final.pathname;
    // A documentation page about logging in is no login wall: the wall sends readers off the site,
    // or to a short path that remembers where they were going.
    const wallLike = !onSite || RETURN_PARAMETER.test(final.search) || path.split('/').filter(Boolean).length <= 1;
    if (!LOGIN_PATH.test(path) || !wallLike)
        return undefined;
    return {
        url: requested,
        reason: `the site asks for a login (${requested} is redirected to ${final.origin}${final.pathname})`,
    };
}
/** The site's path with a final slash: what every page of the site starts with. */
function sitePrefix(site) {
    return site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
}
/** Whether `url` is a page of the site: its origin, under its path. */
function isWithinSite(url, site) {
    if (url.origin !== site.origin)
        return false;
    const prefix = sitePrefix(site);
    return prefix === '/' || url.pathname === site.pathname || url.pathname.startsWith(prefix);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/links/live/source-lines.ts




/**
 * The links and imports of the docs folder's files, each file read and scanned once per run: a
 * snippet on many pages is resolved against each page's address, not read again.
 */
class WrittenFiles {
    scanned = new Map();
    docsDir;
    constructor(docsDir) {
        this.docsDir = docsDir;
    }
    of(file) {
        let found = this.scanned.get(file);
        if (!found) {
            found = (0,promises_.readFile)((0,external_node_path_.join)(this.docsDir, ...file.split('/')), 'utf8').then((text) => ({
                links: (0,page_links/* linksOfPage */.cF)(text, /\.md$/i.test(file) ? 'md' : 'mdx'),
                imports: (0,page_links/* importsOfPage */.z)(file, text),
            }), () => undefined);
            this.scanned.set(file, found);
        }
        return found;
    }
}
/** Snippets importing snippets are followed this deep. */
const MAX_SNIPPET_DEPTH = 4;
/**
 * Where a rendered link is written in its page's source: the written links of the file, resolved
 * the way a browser resolves them on the live page (root-relative against the site's base, relative
 * against the page's address), looked up by the rendered link's address. The build rewrites some
 * links (extensions dropped, a base path added) and adds others (components, navigation): those
 * that match no written link point at the file without a line (line 0). Links of the snippets a page
 * imports are traced to the snippet's own lines.
 */
class SourceLines {
    byKey = new Map();
    file;
    constructor(file) {
        this.file = file;
    }
    static async read(files, file, pageUrl, siteUrl) {
        const lines = new SourceLines(file ?? '');
        if (files === undefined || file === undefined)
            return lines;
        await lines.readFile(files, file, pageUrl, siteUrl, 0);
        return lines;
    }
    /** One file's written links, then those of the snippets it imports (rendered on the same page). */
    async readFile(files, file, pageUrl, siteUrl, depth) {
        const written = await files.of(file);
        if (written === undefined)
            return;
        for (const link of written.links) {
            const url = resolveWritten(link.target, pageUrl, siteUrl);
            if (!url)
                continue;
            const source = { file, line: link.line, column: link.column };
            for (const key of matchKeys(url)) {
                const list = this.byKey.get(key) ?? [];
                list.push(source);
                this.byKey.set(key, list);
            }
        }
        if (depth >= MAX_SNIPPET_DEPTH)
            return;
        for (const snippet of written.imports) {
            if (!/\.mdx?$/i.test(snippet) || snippet.startsWith('..'))
                continue;
            await this.readFile(files, snippet, pageUrl, siteUrl, depth + 1);
        }
    }
    /** The places `url` (a rendered link, resolved) is written; the page's file without a line if none. */
    sourcesOf(url) {
        const [exact, document] = matchKeys(url);
        const found = this.byKey.get(exact) ?? this.byKey.get(document);
        if (found)
            return found;
        return this.file ? [{ file: this.file, line: 0, column: 0 }] : [];
    }
}
function resolveWritten(target, pageUrl, siteUrl) {
    const written = target.trim();
    const classified = (0,link_targets/* classifyTarget */.E)(written);
    try {
        if (classified.kind === 'external')
            return new URL(classified.url);
        if (classified.kind !== 'internal')
            return undefined;
        if (written.startsWith('/') && !written.startsWith('//')) {
            const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : `${siteUrl.pathname}/`;
            return new URL(base + written.slice(1), siteUrl);
        }
        return new URL(written, pageUrl);
    }
    catch {
        return undefined;
    }
}
/** The exact form (fragment kept) and the document's form, both without what builds rewrite. */
function matchKeys(url) {
    const path = decodeSafely(url.pathname)
        .replace(/\.mdx?$/i, '')
        .replace(/\/index$/i, '/')
        .replace(/\/+$/, '');
    const document = `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}`;
    return [`${document}${url.hash}`, document];
}
function decodeSafely(text) {
    try {
        return decodeURI(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/links/live/live-check.ts









const ORDER = { broken: 0, suspect: 1, ok: 2, skipped: 3, excluded: 4 };
/**
 * Checks pages as readers see them: each page must answer 200 with HTML; the links of its content
 * are requested (the site's own on the site, with their `#anchors` against the target's HTML; the
 * outside ones through the link checker) and judged as `docs-ci links` judges them.
 */
async function checkLivePages(options) {
    const site = new URL(options.siteUrl);
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const { engine } = options;
    const scheduler = new host_scheduler/* HostScheduler */.M({
        maxConcurrency: engine.maxConcurrency,
        hostConcurrency: engine.hostConcurrency,
        retries: 2,
        maxWaitMs: 60_000,
        clock,
        signal: engine.signal,
    });
    // The site was named by the user or the service: its address is requested even when private.
    const agents = new fetch_document/* AgentPool */.mS(engine.network, true);
    const fetched = new Map();
    const fetchSite = (url, wantAnchors, collectLinks = false) => scheduler.check(new URL(url).host, (signal) => (0,fetch_document/* fetchDocument */.sW)(url, {
        wantAnchors,
        collectLinks,
        timeoutMs: engine.requestTimeoutMs,
        signal,
        now: () => clock.now(),
    }, agents));
    try {
        const fetchPage = async (page) => {
            const check = await fetchSite(page.url, true, true);
            fetched.set(withoutHash(page.url), check);
            if (check.finalUrl)
                fetched.set(withoutHash(check.finalUrl), check);
            return { page, check };
        };
        // The first page alone: a site behind a login then gets one request, not one per page.
        const [first, ...rest] = options.pages;
        const firstCheck = first === undefined ? [] : [await fetchPage(first)];
        const firstWall = firstCheck[0] && loginWall(firstCheck[0].page.url, firstCheck[0].check, site);
        const pageChecks = [...firstCheck, ...(firstWall ? [] : await Promise.all(rest.map(fetchPage)))];
        const wall = pageChecks
            .map(({ page, check }) => loginWall(page.url, check, site))
            .find((found) => found !== undefined);
        if (wall) {
            options.logger.info(`The live check stopped: ${wall.reason}.`);
            return {
                siteUrl: site.href,
                pages: options.pages.map((page) => ({
                    url: page.url,
                    file: page.file,
                    status: 'login',
                    code: fetched.get(withoutHash(page.url))?.code ?? null,
                    reason: wall.reason,
                    links: [],
                    broken: 0,
                    suspect: 0,
                })),
                links: [],
                login: wall,
                summary: emptySummary(scheduler.stats().requests, 1),
                networkDown: 0,
            };
        }
        // Each page's links, resolved and traced to their source lines.
        const written = options.docsDir === undefined ? undefined : new WrittenFiles(options.docsDir);
        const links = new Map();
        const linksByPage = new Map();
        for (const { page, check } of pageChecks) {
            const keys = [];
            linksByPage.set(page.url, keys);
            if (!readOnSite(check, site))
                continue;
            const pageUrl = new URL(check.finalUrl ?? page.url);
            const sources = await SourceLines.read(written, page.file, pageUrl, site);
            const base = safeUrl(check.page?.baseHref ?? '', pageUrl) ?? pageUrl;
            for (const rendered of check.page?.links ?? []) {
                if (rendered.frame)
                    continue;
                const url = safeUrl(rendered.href, base);
                if (!url)
                    continue;
                const collected = collect(url, rendered.href, site, options.exclusions ?? []);
                if (!collected)
                    continue;
                const known = links.get(collected.url);
                const entry = known ?? { ...collected, sources: [], pages: [] };
                if (!known)
                    links.set(entry.url, entry);
                if (!entry.pages.includes(page.url)) {
                    entry.pages.push(page.url);
                    for (const source of sources.sourcesOf(url))
                        if (!entry.sources.some((s) => sameSource(s, source)))
                            entry.sources.push(source);
                    keys.push(entry.url);
                }
            }
        }
        // The site's documents not fetched yet, and the outside ones, at the same time.
        const siteDocuments = new Map();
        const outside = new Map();
        for (const link of links.values()) {
            if (link.document === undefined)
                continue;
            const wantAnchors = link.fragment !== undefined;
            const target = sameOrigin(link.document, site) ? siteDocuments : outside;
            if (target === siteDocuments && fetched.has(link.document))
                continue;
            target.set(link.document, (target.get(link.document) ?? false) || wantAnchors);
        }
        const [, engineResult] = await Promise.all([
            Promise.all([...siteDocuments].map(async ([document, wantAnchors]) => {
                fetched.set(document, await fetchSite(document, wantAnchors));
            })),
            (0,check_documents/* checkDocuments */.F)([...outside].map(([document, wantAnchors]) => ({ document, wantAnchors })), engine),
        ]);
        const verdicts = new Map();
        for (const link of links.values()) {
            const document = link.document === undefined
                ? undefined
                : (fetched.get(link.document) ?? engineResult.checks.get(link.document));
            verdicts.set(link.url, { ...(0,links_verdicts/* linkVerdict */.m)(link, document), pages: link.pages });
        }
        const pages = pageChecks.map(({ page, check }) => livePage(page, check, site, (linksByPage.get(page.url) ?? []).map((key) => verdicts.get(key))));
        const all = [...verdicts.values()].sort(byStatus);
        const summary = emptySummary(scheduler.stats().requests + engineResult.requests, engineResult.hosts + 1);
        for (const link of all)
            summary[link.status]++;
        summary.cached = all.filter((link) => link.cached).length;
        return { siteUrl: site.href, pages, links: all, summary, networkDown: engineResult.networkDown };
    }
    finally {
        agents.destroy();
    }
}
function livePage(target, check, site, links) {
    const sorted = [...links].sort(byStatus);
    const counts = {
        broken: sorted.filter((link) => link.status === 'broken').length,
        suspect: sorted.filter((link) => link.status === 'suspect').length,
    };
    const base = { url: target.url, file: target.file, code: check.code, links: sorted, ...counts };
    if (check.status === 'ok' && !isHtmlPage(check))
        return {
            ...base,
            status: 'broken',
            reason: `the page answers ${check.code} with ${check.contentType ? check.contentType.split(';')[0] : 'no content type'}, not HTML`,
        };
    if (check.status === 'ok' && !readOnSite(check, site))
        return {
            ...base,
            status: 'suspect',
            reason: `the page is redirected off the site, to ${check.finalUrl}: it was not read`,
        };
    if (check.status === 'ok')
        return { ...base, status: 'ok', reason: check.reason };
    return { ...base, status: check.status === 'broken' ? 'broken' : 'suspect', reason: check.reason };
}
/** What one rendered link asks: a request on the site or outside, or a verdict without one. */
function collect(url, href, site, exclusions) {
    const exclusion = (0,links_exclusions/* excludedBy */.UC)(exclusions, href, url.href);
    if (sameOrigin(url.href, site)) {
        const document = withoutHash(url.href);
        const fragment = url.hash.length > 1 ? (0,link_targets/* safeDecode */.e)(url.hash.slice(1)) : undefined;
        const entry = { url: url.href, sources: [], document, fragment };
        return exclusion ? settle(entry, 'excluded', `excluded by ${exclusion.origin}`) : entry;
    }
    const target = (0,link_targets/* classifyTarget */.E)(url.href);
    if (target.kind === 'internal')
        return undefined;
    const entry = { url: target.url, sources: [], document: undefined, fragment: undefined };
    if (exclusion)
        return settle(entry, 'excluded', `excluded by ${exclusion.origin}`);
    if (target.kind === 'skipped')
        return settle(entry, 'skipped', target.reason);
    if (target.kind === 'malformed')
        return settle(entry, 'broken', target.reason);
    return { ...entry, document: target.document, fragment: target.fragment };
}
function settle(entry, status, reason) {
    return { ...entry, settled: { status, reason } };
}
function isHtmlPage(check) {
    return check.status === 'ok' && check.anchors !== undefined;
}
/** An HTML page that ends on the site: a page redirected elsewhere (a login, another site) is not the site's. */
function readOnSite(check, site) {
    if (!isHtmlPage(check))
        return false;
    if (!check.finalUrl)
        return true;
    try {
        return isWithinSite(new URL(check.finalUrl), site);
    }
    catch {
        return false;
    }
}
function sameOrigin(url, site) {
    try {
        return new URL(url).origin === site.origin;
    }
    catch {
        return false;
    }
}
function withoutHash(url) {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
}
function safeUrl(href, base) {
    try {
        return href === '' ? undefined : new URL(href, base);
    }
    catch {
        return undefined;
    }
}
function sameSource(a, b) {
    return a.file === b.file && a.line === b.line && a.column === b.column;
}
function byStatus(a, b) {
    return ORDER[a.status] - ORDER[b.status] || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
function emptySummary(requests, hosts) {
    return { ok: 0, broken: 0, suspect: 0, skipped: 0, excluded: 0, requests, hosts, cached: 0 };
}

;// CONCATENATED MODULE: ./src/links/live/run-live.ts





/**
 * `docs-ci links --live URL`: the site's pages as rendered at that address (every page the docs
 * folder publishes, or `pages`), each one fetched, its links and anchors checked.
 */
async function runLiveLinkCheck(options) {
    // A base with a trailing slash: page paths are resolved below it.
    const live = (0,site_address/* parseSiteAddress */.j)(options.liveUrl, {
        what: 'live',
        wording: 'of a site',
        refuseCredentials: true,
        base: true,
    });
    const { docsDir, exclusions, cache } = await (0,run_links/* prepareRun */.Z0)(options);
    const site = await (0,validate_docs/* mapSitePages */.cW)({ dir: docsDir, fetchUrls: false });
    const chosen = choosePages(site.pages, options.pages);
    const targets = chosen.map((page) => ({
        url: new URL(page.url.slice(1), live).href,
        ...(page.kind === 'file' ? { file: page.source } : {}),
    }));
    options.logger.info(`Checking ${targets.length} page(s) as rendered at ${live.href}.`);
    const report = await checkLivePages({
        siteUrl: live.href,
        pages: targets,
        docsDir,
        exclusions,
        engine: (0,run_links/* engineOptions */.ll)(options, cache),
        logger: options.logger,
        clock: options.clock,
    });
    const cacheWritten = await (0,run_links/* writeCache */.aR)(options, cache);
    if (!report.login)
        (0,run_links/* sayNetworkDown */.EA)(report.networkDown, report.summary.ok + report.summary.broken, options.logger);
    return {
        links: report.links,
        summary: report.summary,
        pages: report.pages.length,
        networkDown: report.networkDown,
        cacheWritten,
        live: { siteUrl: report.siteUrl, pages: report.pages, login: report.login },
    };
}
/**
 * The pages named by `--pages` (a source file relative to the docs folder, or a page's path on the
 * site such as `/guides/setup`), else every page; a name that matches no page is a mistake.
 */
function choosePages(pages, names) {
    if (names === undefined || names.length === 0)
        return [...pages];
    const chosen = new Set();
    const unknown = [];
    for (const name of names) {
        const wanted = name.trim().replace(/^\.\//, '');
        const path = `/${wanted.replace(/^\/+/, '').replace(/\/+$/, '')}`;
        const found = pages.filter((page) => page.source === wanted || page.url === path || (page.url === '/' && path === '/index'));
        if (found.length === 0)
            unknown.push(name);
        for (const page of found)
            if (page.kind === 'file' || page.url === path)
                chosen.add(page);
    }
    if (unknown.length > 0)
        throw new errors/* ConfigurationError */.j1(`pages: ${unknown.map((name) => JSON.stringify(name)).join(', ')} ${unknown.length === 1 ? 'is no page' : 'are no pages'} of the docs folder (give a page file such as guides/setup.mdx or its path such as /guides/setup)`);
    return pages.filter((page) => chosen.has(page));
}


/***/ })

};
