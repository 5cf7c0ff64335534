import type { Clock } from '../../core/clock.js';
import { systemClock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { EngineOptions } from '../check-documents.js';
import { checkDocuments } from '../check-documents.js';
import type { CheckedDocument } from '../check-documents.js';
import type { CollectedLink } from '../collect.js';
import { excludedBy } from '../exclusions.js';
import type { Exclusion } from '../exclusions.js';
import { AgentPool, fetchDocument } from '../http/fetch-document.js';
import { classifyTarget, safeDecode } from '../link-targets.js';
import { HostScheduler } from '../schedule/host-scheduler.js';
import type { CheckedLink, DocumentCheck, LinkStatus, LinkSummary } from '../types.js';
import { linkVerdict } from '../verdicts.js';
import { isWithinSite, loginWall } from './login-wall.js';
import { SourceLines, WrittenFiles } from './source-lines.js';

/** A page to check as rendered: its address on the live site and, when known, its source file. */
export interface LivePageTarget {
  url: string;
  /** Relative to the docs folder: where the page's links are written. */
  file?: string | undefined;
}

export interface LiveCheckOptions {
  /** The live site's address (a preview or the production site): its pages and links are requested. */
  siteUrl: string;
  pages: readonly LivePageTarget[];
  /** Absolute: the source files are read to give each link its line. */
  docsDir?: string | undefined;
  exclusions?: readonly Exclusion[] | undefined;
  /** The outside links go through the link checker's engine (cache, politeness, GitHub's API). */
  engine: EngineOptions;
  logger: Logger;
  clock?: Clock | undefined;
}

/**
 * `ok` (read: 200 with HTML on the site); `broken` (404, not HTML, no page); `suspect` (5xx, no answer
 * after retries, or redirected off the site: not read); `login` (the site asks for one).
 */
export type LivePageStatus = 'ok' | 'broken' | 'suspect' | 'login';

export interface LivePage {
  url: string;
  file?: string | undefined;
  status: LivePageStatus;
  code: number | null;
  reason: string;
  /** The page's own links (not the site's navigation and footer), each distinct address once. */
  links: CheckedLink[];
  broken: number;
  suspect: number;
}

export interface LiveReport {
  siteUrl: string;
  pages: LivePage[];
  /** Every distinct link of the pages, with the pages (`pages`) and source lines it comes from. */
  links: CheckedLink[];
  /** The site asks for a login: nothing could be checked. */
  login?: { url: string; reason: string } | undefined;
  summary: LinkSummary;
  /** Outside links that could not be checked for want of a network (no DNS). */
  networkDown: number;
}

const ORDER: Record<LinkStatus, number> = { broken: 0, suspect: 1, ok: 2, skipped: 3, excluded: 4 };

/**
 * Checks pages as readers see them: each page must answer 200 with HTML; the links of its content
 * are requested (the site's own on the site, with their `#anchors` against the target's HTML; the
 * outside ones through the link checker) and judged as `docs-ci links` judges them.
 */
export async function checkLivePages(options: LiveCheckOptions): Promise<LiveReport> {
  const site = new URL(options.siteUrl);
  const clock = options.clock ?? systemClock;
  const { engine } = options;
  const scheduler = new HostScheduler({
    maxConcurrency: engine.maxConcurrency,
    hostConcurrency: engine.hostConcurrency,
    retries: 2,
    maxWaitMs: 60_000,
    clock,
    signal: engine.signal,
  });
  // The site was named by the user or the service: its address is requested even when private.
  const agents = new AgentPool(engine.network, true);
  const fetched = new Map<string, CheckedDocument>();
  const fetchSite = (url: string, wantAnchors: boolean, collectLinks = false) =>
    scheduler.check(new URL(url).host, (signal) =>
      fetchDocument(
        url,
        {
          wantAnchors,
          collectLinks,
          timeoutMs: engine.requestTimeoutMs,
          signal,
          now: () => clock.now(),
        },
        agents,
      ),
    );

  try {
    const fetchPage = async (page: LivePageTarget) => {
      const check = await fetchSite(page.url, true, true);
      fetched.set(withoutHash(page.url), check);
      if (check.finalUrl) fetched.set(withoutHash(check.finalUrl), check);
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
    const links = new Map<string, CollectedLink & { pages: string[] }>();
    const linksByPage = new Map<string, string[]>();
    for (const { page, check } of pageChecks) {
      const keys: string[] = [];
      linksByPage.set(page.url, keys);
      if (!readOnSite(check, site)) continue;
      const pageUrl = new URL(check.finalUrl ?? page.url);
      const sources = await SourceLines.read(written, page.file, pageUrl, site);
      const base = safeUrl(check.page?.baseHref ?? '', pageUrl) ?? pageUrl;
      for (const rendered of check.page?.links ?? []) {
        if (rendered.frame) continue;
        const url = safeUrl(rendered.href, base);
        if (!url) continue;
        const collected = collect(url, rendered.href, site, options.exclusions ?? []);
        if (!collected) continue;
        const known = links.get(collected.url);
        const entry = known ?? { ...collected, sources: [], pages: [] };
        if (!known) links.set(entry.url, entry);
        if (!entry.pages.includes(page.url)) {
          entry.pages.push(page.url);
          for (const source of sources.sourcesOf(url))
            if (!entry.sources.some((s) => sameSource(s, source))) entry.sources.push(source);
          keys.push(entry.url);
        }
      }
    }

    // The site's documents not fetched yet, and the outside ones, at the same time.
    const siteDocuments = new Map<string, boolean>();
    const outside = new Map<string, boolean>();
    for (const link of links.values()) {
      if (link.document === undefined) continue;
      const wantAnchors = link.fragment !== undefined;
      const target = sameOrigin(link.document, site) ? siteDocuments : outside;
      if (target === siteDocuments && fetched.has(link.document)) continue;
      target.set(link.document, (target.get(link.document) ?? false) || wantAnchors);
    }
    const [, engineResult] = await Promise.all([
      Promise.all(
        [...siteDocuments].map(async ([document, wantAnchors]) => {
          fetched.set(document, await fetchSite(document, wantAnchors));
        }),
      ),
      checkDocuments(
        [...outside].map(([document, wantAnchors]) => ({ document, wantAnchors })),
        engine,
      ),
    ]);

    const verdicts = new Map<string, CheckedLink>();
    for (const link of links.values()) {
      const document =
        link.document === undefined
          ? undefined
          : (fetched.get(link.document) ?? engineResult.checks.get(link.document));
      verdicts.set(link.url, { ...linkVerdict(link, document), pages: link.pages });
    }
    const pages = pageChecks.map(({ page, check }) =>
      livePage(
        page,
        check,
        site,
        (linksByPage.get(page.url) ?? []).map((key) => verdicts.get(key)!),
      ),
    );
    const all = [...verdicts.values()].sort(byStatus);
    const summary = emptySummary(scheduler.stats().requests + engineResult.requests, engineResult.hosts + 1);
    for (const link of all) summary[link.status]++;
    summary.cached = all.filter((link) => link.cached).length;
    return { siteUrl: site.href, pages, links: all, summary, networkDown: engineResult.networkDown };
  } finally {
    agents.destroy();
  }
}

function livePage(target: LivePageTarget, check: DocumentCheck, site: URL, links: CheckedLink[]): LivePage {
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
  if (check.status === 'ok') return { ...base, status: 'ok', reason: check.reason };
  return { ...base, status: check.status === 'broken' ? 'broken' : 'suspect', reason: check.reason };
}

/** What one rendered link asks: a request on the site or outside, or a verdict without one. */
function collect(
  url: URL,
  href: string,
  site: URL,
  exclusions: readonly Exclusion[],
): CollectedLink | undefined {
  const exclusion = excludedBy(exclusions, href, url.href);
  if (sameOrigin(url.href, site)) {
    const document = withoutHash(url.href);
    const fragment = url.hash.length > 1 ? safeDecode(url.hash.slice(1)) : undefined;
    const entry: CollectedLink = { url: url.href, sources: [], document, fragment };
    return exclusion ? settle(entry, 'excluded', `excluded by ${exclusion.origin}`) : entry;
  }
  const target = classifyTarget(url.href);
  if (target.kind === 'internal') return undefined;
  const entry: CollectedLink = { url: target.url, sources: [], document: undefined, fragment: undefined };
  if (exclusion) return settle(entry, 'excluded', `excluded by ${exclusion.origin}`);
  if (target.kind === 'skipped') return settle(entry, 'skipped', target.reason);
  if (target.kind === 'malformed') return settle(entry, 'broken', target.reason);
  return { ...entry, document: target.document, fragment: target.fragment };
}

function settle(entry: CollectedLink, status: LinkStatus, reason: string): CollectedLink {
  return { ...entry, settled: { status, reason } };
}

function isHtmlPage(check: DocumentCheck): boolean {
  return check.status === 'ok' && check.anchors !== undefined;
}

/** An HTML page that ends on the site: a page redirected elsewhere (a login, another site) is not the site's. */
function readOnSite(check: DocumentCheck, site: URL): boolean {
  if (!isHtmlPage(check)) return false;
  if (!check.finalUrl) return true;
  try {
    return isWithinSite(new URL(check.finalUrl), site);
  } catch {
    return false;
  }
}

function sameOrigin(url: string, site: URL): boolean {
  try {
    return new URL(url).origin === site.origin;
  } catch {
    return false;
  }
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

function safeUrl(href: string, base: URL): URL | undefined {
  try {
    return href === '' ? undefined : new URL(href, base);
  } catch {
    return undefined;
  }
}

function sameSource(a: { file: string; line: number; column: number }, b: typeof a): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

function byStatus(a: CheckedLink, b: CheckedLink): number {
  return ORDER[a.status] - ORDER[b.status] || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}

function emptySummary(requests: number, hosts: number): LinkSummary {
  return { ok: 0, broken: 0, suspect: 0, skipped: 0, excluded: 0, requests, hosts, cached: 0 };
}
