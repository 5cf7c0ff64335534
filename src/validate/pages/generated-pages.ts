import { posix } from 'node:path';
import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { Position } from '../source/line-index.js';
import type { OpenApiDocument, OperationInfo } from '../openapi/openapi-model.js';
import { pageSlug, titleFromSlug } from './slug.js';
import type { GeneratedPage } from '../types.js';

/** A page plus where it comes from, to point collisions at something the author can change. */
export interface PageCandidate {
  page: GeneratedPage;
  file: string;
  /** Computed only for a collision: positions cost a scan of the spec text. */
  position: () => Position;
  /**
   * One bulk generation of a spec and one tag group in it: the build adds `-1`, `-2` to a URL
   * only when a page of the same run and group (and in the navigation) already has it. Explicit
   * endpoint entries have none.
   */
  run?: string;
  /** The title is made from the URL (no summary): a `-1` suffix changes it too. */
  titleFromUrl?: boolean;
  /** The URL is the operation's own `x-doc.href`. */
  fromHref?: boolean;
}

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
export function pageFor(
  document: OpenApiDocument,
  info: OperationInfo,
  directory: string,
  extension: string,
  version: string | undefined,
  run?: string,
): PageCandidate | undefined {
  const { operation } = info;
  if (operation['x-excluded'] === true) return undefined;
  const method = info.kind === 'webhook' ? 'WEBHOOK' : info.method.toUpperCase();
  const summary =
    typeof operation.summary === 'string' && operation.summary !== '' ? operation.summary : undefined;
  const tag =
    Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' && operation.tags[0] !== ''
      ? operation.tags[0]
      : undefined;
  const doc = operation[extension];
  const href = isRecord(doc) && typeof doc.href === 'string' && doc.href !== '' ? doc.href : undefined;
  const metadata = isRecord(doc) && isRecord(doc.metadata) ? doc.metadata : undefined;
  // The build titles a page by x-doc.metadata.title, else (not for webhooks) the summary, else its URL.
  const title =
    typeof metadata?.title === 'string' && metadata.title.trim() !== ''
      ? metadata.title.trim()
      : info.kind !== 'webhook'
        ? summary?.trim() || undefined
        : undefined;
  const url = href !== undefined ? hrefUrl(href) : generatedUrl(document, directory, tag, summary, info);
  const group = tag === undefined ? undefined : (tagGroups(document).get(tag) ?? tag);
  const page: GeneratedPage = {
    title: title ?? titleFromSlug(url),
    url,
    method,
    path: info.path,
    spec: document.file,
  };
  if (group !== undefined) page.group = group;
  if (operation.deprecated === true) page.deprecated = true;
  if (version !== undefined) page.version = version;
  if (operation['x-hidden'] === true) page.hidden = true;
  const candidate: PageCandidate = {
    page,
    file: document.file,
    position: () =>
      document.source.position(
        href ? [...info.pointer, extension, 'href'] : summary ? [...info.pointer, 'summary'] : info.pointer,
      ),
  };
  if (title === undefined) candidate.titleFromUrl = true;
  if (href !== undefined) candidate.fromHref = true;
  if (run !== undefined) candidate.run = `${run}\0${group ?? ''}`;
  return candidate;
}

/** `x-doc.href` as the build places it: no leading `/`, the last segment without its extension. */
function hrefUrl(href: string): string {
  if (isExternal(href)) return href;
  const path = posix.parse(href.replace(/^\//, ''));
  return posix.resolve('/', posix.join(path.dir, path.name)).toLowerCase();
}

function generatedUrl(
  document: OpenApiDocument,
  directory: string,
  tag: string | undefined,
  summary: string | undefined,
  info: OperationInfo,
): string {
  const name =
    summary !== undefined
      ? pageSlug(summary)
      : info.kind === 'webhook'
        ? pageSlug(info.path)
        : `${info.method.toLowerCase()}-${pageSlug(info.path)}`;
  const tagPart = tag === undefined ? '' : tagSlug(document, tag);
  const joined = `/${[directory, tagPart, name].filter((part) => part !== '').join('/')}`;
  return (
    isNormalAbsolute(joined) ? joined : posix.resolve('/', posix.join(directory, tagPart, name))
  ).toLowerCase();
}

/** Whether posix.resolve would give an absolute path back as it is: no `.`, `..` or empty segment. */
function isNormalAbsolute(path: string): boolean {
  return (
    !path.includes('//') &&
    !path.includes('/./') &&
    !path.includes('/../') &&
    !path.endsWith('/') &&
    !path.endsWith('/.') &&
    !path.endsWith('/..')
  );
}

/**
 * Each tag's group (its `x-group`, from the first declaration of that name), per spec: a spec of
 * 1,500 operations would otherwise scan its tag list once per operation.
 */
const groupsBySpec = new WeakMap<OpenApiDocument, Map<string, string>>();

function tagGroups(document: OpenApiDocument): Map<string, string> {
  let groups = groupsBySpec.get(document);
  if (groups) return groups;
  groups = new Map();
  for (const declared of Array.isArray(document.root.tags) ? document.root.tags : []) {
    if (!isRecord(declared) || typeof declared.name !== 'string' || groups.has(declared.name)) continue;
    groups.set(declared.name, typeof declared['x-group'] === 'string' ? declared['x-group'] : declared.name);
  }
  groupsBySpec.set(document, groups);
  return groups;
}

/** The URL segments of a spec's tags, made once per tag. */
const tagSlugsBySpec = new WeakMap<OpenApiDocument, Map<string, string>>();

function tagSlug(document: OpenApiDocument, tag: string): string {
  let slugs = tagSlugsBySpec.get(document);
  if (!slugs) {
    slugs = new Map<string, string>();
    tagSlugsBySpec.set(document, slugs);
  }
  let slug = slugs.get(tag);
  if (slug === undefined) slugs.set(tag, (slug = pageSlug(tag)));
  return slug;
}

/**
 * Keeps one candidate per page (the same operation listed twice is one page). Pages of one bulk
 * generation (`run`) and tag group that share a URL are all kept, as the build keeps them: the
 * later ones get `-1`, `-2`, ... appended (a hidden page takes a suffix but reserves no URL, as it
 * is not in the navigation the build counts). Elsewhere pages on one URL are one page, as the
 * build's page table keeps one per URL. The URL each really gets is the one in the page list.
 */
export function resolvePages(
  candidates: readonly PageCandidate[],
  extension: string,
  findings: Findings,
): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  const byUrl = new Map<string, GeneratedPage>();
  /** The candidate each URL was first given to, when it came from an `href`: all that a collision of hrefs needs. */
  const hrefCandidateAt = new Map<string, PageCandidate>();
  const reported = new Set<PageCandidate>();
  const usedInRun = new Map<string, Map<string, GeneratedPage>>();
  for (const candidate of candidates) {
    let page = candidate.page;
    const run = candidate.run;
    if (run !== undefined && !isExternal(page.url)) {
      const used = usedInRun.get(run) ?? new Map<string, GeneratedPage>();
      usedInRun.set(run, used);
      const first = used.get(page.url);
      if (first !== undefined && !samePage(first, page)) {
        let suffix = 1;
        while (used.has(`${page.url}-${suffix}`)) suffix++;
        // A page of its own: the candidate keeps the URL it asked for.
        page = { ...page, url: `${page.url}-${suffix}` };
        if (candidate.titleFromUrl) page.title = titleFromSlug(page.url);
        const hidden = first.hidden === true || page.hidden === true;
        findings.add(
          hidden ? 'page-url-collision-hidden' : 'page-url-collision',
          candidate.file,
          candidate.position(),
          `${describe(page)} would get the page URL ${candidate.page.url}, already taken by ${describe(first)}${hidden ? ' (x-hidden: generated but not in the navigation)' : ''}; the build publishes it at ${page.url} instead. For a stable URL give it another summary or tag, or set ${extension}.href`,
        );
      }
      if (page.hidden !== true && !used.has(page.url)) used.set(page.url, page);
    }
    const key = urlKey(page.url);
    const existing = byUrl.get(key);
    if (existing !== undefined) {
      const first = hrefCandidateAt.get(key);
      if (
        candidate.fromHref &&
        first !== undefined &&
        first.page.spec !== page.spec &&
        existing.version === page.version
      )
        reportHrefCollision(first, candidate, extension, findings, reported);
      continue;
    }
    byUrl.set(key, page);
    if (candidate.fromHref) hrefCandidateAt.set(key, candidate);
    pages.push(page);
  }
  return pages;
}

/**
 * Two specs' operations that set one `href`: the build lists the later operation twice in the
 * navigation and keeps the earlier one's page file at that URL, so one operation has no page and the
 * navigation shows the wrong one. Reported at both `href` lines (each candidate once).
 */
function reportHrefCollision(
  first: PageCandidate,
  later: PageCandidate,
  extension: string,
  findings: Findings,
  reported: Set<PageCandidate>,
): void {
  const message = (self: GeneratedPage, other: GeneratedPage) =>
    `${describe(self)} sets ${extension}.href to ${self.url}, as ${describe(other)} does: the build keeps one page ` +
    `at that URL and lists the other operation's entry pointing to it, so one operation has no page. Give each its own href`;
  for (const [self, other] of [
    [first, later],
    [later, first],
  ] as const) {
    if (reported.has(self)) continue;
    reported.add(self);
    findings.add('page-href-collision', self.file, self.position(), message(self.page, other.page));
  }
}

function urlKey(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.replace(/\/+$/, '') : url;
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

function samePage(a: GeneratedPage, b: GeneratedPage): boolean {
  return a.spec === b.spec && a.method === b.method && a.path === b.path;
}

function describe(page: GeneratedPage): string {
  return `${page.method} ${page.path} (${page.spec})`;
}
