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
 * Keeps one candidate per page (the same operation listed twice is one page) and reports
 * different pages that share a URL.
 */
export function resolvePages(
  candidates: readonly PageCandidate[],
  extension: string,
  findings: Findings,
): GeneratedPage[] {
  const byUrl = new Map<string, PageCandidate[]>();
  const pages: GeneratedPage[] = [];
  for (const candidate of candidates) {
    const { page } = candidate;
    const key = page.url.length > 1 ? page.url.replace(/\/+$/, '') : page.url;
    const sameUrl = byUrl.get(key) ?? [];
    if (sameUrl.some((c) => samePage(c.page, page))) continue;
    const other = sameUrl[0];
    if (other) {
      const hidden = other.page.hidden === true || page.hidden === true;
      findings.add(
        hidden ? 'page-url-collision-hidden' : 'page-url-collision',
        candidate.file,
        candidate.position(),
        `${describe(page)} gets the page URL ${page.url}, already taken by ${describe(other.page)}${hidden ? ' (x-hidden: generated but not in the navigation)' : ''}: give it another summary or tag, set ${extension}.href, or move one spec to another directory`,
      );
    }
    sameUrl.push(candidate);
    byUrl.set(key, sameUrl);
    pages.push(page);
  }
  return pages;
}

function samePage(a: GeneratedPage, b: GeneratedPage): boolean {
  return a.spec === b.spec && a.method === b.method && a.path === b.path;
}

function describe(page: GeneratedPage): string {
  return `${page.method} ${page.path} (${page.spec})`;
}
