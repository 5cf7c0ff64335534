import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { Position } from '../source/line-index.js';
import type { OpenApiDocument, OperationInfo } from '../openapi/openapi-model.js';
import { slugify } from './slug.js';
import type { GeneratedPage } from '../types.js';

/** A page plus where it comes from, to point collisions at something the author can change. */
export interface PageCandidate {
  page: GeneratedPage;
  file: string;
  /** Computed only for a collision: positions cost a scan of the spec text. */
  position: () => Position;
}

/**
 * The page the service generates for an operation, or undefined for `x-excluded` ones.
 *
 * URL: `/<directory>/<tag>/<slug>`, where `tag` is the slug of the operation's first tag (left out
 * when it has none; rule 13: the tag name, not its x-group, is the URL segment) and `slug` is the
 * slug of the summary, else of `METHOD /path` (`webhook name` for webhooks). `x-doc.href` replaces
 * the whole URL. `x-hidden` follows the live service: the page is generated (its URL taken) but
 * left out of the navigation; `x-excluded` drops the page.
 */
export function pageFor(
  document: OpenApiDocument,
  info: OperationInfo,
  directory: string,
  extension: string,
  version: string | undefined,
): PageCandidate | undefined {
  const { operation } = info;
  if (operation['x-excluded'] === true) return undefined;
  const method = info.kind === 'webhook' ? 'WEBHOOK' : info.method.toUpperCase();
  const generatedName = info.kind === 'webhook' ? `webhook ${info.path}` : `${method} ${info.path}`;
  const summary =
    typeof operation.summary === 'string' && operation.summary.trim() !== ''
      ? operation.summary.trim()
      : undefined;
  const tag =
    Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : undefined;
  const doc = operation[extension];
  const href = isRecord(doc) && typeof doc.href === 'string' && doc.href !== '' ? doc.href : undefined;
  const segments = [
    directory,
    tag === undefined ? '' : slugify(tag),
    slugify(summary ?? '') || slugify(generatedName),
  ];
  const url = href ?? '/' + segments.filter((s) => s !== '').join('/');

  const page: GeneratedPage = {
    title: summary ?? (info.kind === 'webhook' ? `WEBHOOK ${info.path}` : generatedName),
    url,
    method,
    path: info.path,
    spec: document.file,
  };
  const group = tag === undefined ? undefined : tagGroup(document, tag);
  if (group !== undefined) page.group = group;
  if (operation.deprecated === true) page.deprecated = true;
  if (version !== undefined) page.version = version;
  if (operation['x-hidden'] === true) page.hidden = true;
  const origin = href
    ? [...info.pointer, extension, 'href']
    : summary
      ? [...info.pointer, 'summary']
      : info.pointer;
  return { page, file: document.file, position: () => document.source.position(origin) };
}

function tagGroup(document: OpenApiDocument, tag: string): string {
  const tags = Array.isArray(document.root.tags) ? document.root.tags : [];
  const declared = tags.find((t) => isRecord(t) && t.name === tag) as Record<string, unknown> | undefined;
  return typeof declared?.['x-group'] === 'string' ? declared['x-group'] : tag;
}

/**
 * Keeps one candidate per page (the same operation listed twice is one page). Different pages
 * that share a URL are all kept, as the build keeps them: the later ones get `-1`, `-2`, ...
 * appended, and the URL each really gets is the one in the page list.
 */
export function resolvePages(
  candidates: readonly PageCandidate[],
  extension: string,
  findings: Findings,
): GeneratedPage[] {
  const byUrl = new Map<string, PageCandidate[]>();
  const taken = new Set<string>();
  const pages: GeneratedPage[] = [];
  for (const candidate of candidates) {
    const key = urlKey(candidate.page.url);
    const sameUrl = byUrl.get(key) ?? [];
    if (sameUrl.some((c) => samePage(c.page, candidate.page))) continue;
    sameUrl.push(candidate);
    byUrl.set(key, sameUrl);
  }
  for (const candidate of candidates) {
    const key = urlKey(candidate.page.url);
    const sameUrl = byUrl.get(key)!;
    const index = sameUrl.indexOf(candidate);
    if (index < 0) continue;
    const page = { ...candidate.page };
    if (index > 0 && !isExternal(page.url)) {
      let suffix = index;
      while (taken.has(urlKey(`${key}-${suffix}`))) suffix++;
      page.url = `${key}-${suffix}`;
      const first = sameUrl[0]!.page;
      const hidden = first.hidden === true || candidate.page.hidden === true;
      findings.add(
        hidden ? 'page-url-collision-hidden' : 'page-url-collision',
        candidate.file,
        candidate.position(),
        `${describe(page)} would get the page URL ${candidate.page.url}, already taken by ${describe(first)}${hidden ? ' (x-hidden: generated but not in the navigation)' : ''}; the build publishes it at ${page.url} instead. For a stable URL give it another summary or tag, or set ${extension}.href`,
      );
    }
    taken.add(urlKey(page.url));
    pages.push(page);
  }
  return pages;
}

function urlKey(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
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
