import { parseEndpointReference } from '../openapi/endpoint-reference.js';
import type { EndpointReference } from '../openapi/endpoint-reference.js';
import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import { parseOpenApiField } from './openapi-field.js';
import type { Report, SpecSource } from './openapi-field.js';
import { isHttpUrlLike, normalizeRepoPath } from '../source/repo-files.js';
import type { SourceDocument } from '../source/source-document.js';

export interface NavEndpoint {
  reference: EndpointReference;
  /** Specs of the nearest `openapi` at or above the entry (rule 4). */
  scope: SpecSource[] | undefined;
  version: string | undefined;
  at: JsonPath;
}

/** A navigation element with `openapi` and no pages: every endpoint gets a page (rule 3). */
export interface NavSection {
  sources: SpecSource[];
  version: string | undefined;
}

export interface DocsConfig {
  sources: SpecSource[];
  endpoints: NavEndpoint[];
  sections: NavSection[];
  /** Where `download-spec` is enabled in `contextual.options`. */
  downloadSpecAt: JsonPath | undefined;
  /** Files of the navigation's pages that exist. */
  pageFiles: Set<string>;
}

export function emptyDocsConfig(): DocsConfig {
  return { sources: [], endpoints: [], sections: [], downloadSpecAt: undefined, pageFiles: new Set() };
}

/**
 * Reads a parsed docs.json and reports its own problems. The navigation is walked generically:
 * any object (tab, anchor, dropdown, version, language, group, ...) may carry `openapi` and
 * children; strings count as pages only inside `pages` arrays.
 */
export function readDocsConfig(
  document: SourceDocument,
  files: ReadonlySet<string>,
  findings: Findings,
): DocsConfig {
  const config = emptyDocsConfig();
  const root = document.data;
  if (!isRecord(root)) {
    findings.at(document, [], 'docs-json-invalid', 'docs.json must be a JSON object', 'value');
    return config;
  }
  const reader = new NavigationReader(config, files, (at, rule, message, target = 'value') =>
    findings.at(document, at, rule, message, target),
  );
  if (root.navigation !== undefined) reader.walk(root.navigation, ['navigation'], undefined, undefined);

  const contextual = root.contextual;
  if (isRecord(contextual) && Array.isArray(contextual.options)) {
    const index = contextual.options.indexOf('download-spec');
    if (index >= 0) config.downloadSpecAt = ['contextual', 'options', index];
  }
  return config;
}

class NavigationReader {
  private readonly config: DocsConfig;
  private readonly files: ReadonlySet<string>;
  private readonly report: Report;

  constructor(config: DocsConfig, files: ReadonlySet<string>, report: Report) {
    this.config = config;
    this.files = files;
    this.report = report;
  }

  walk(node: unknown, at: JsonPath, scope: SpecSource[] | undefined, version: string | undefined): void {
    if (Array.isArray(node)) {
      node.forEach((item, index) => this.walk(item, [...at, index], scope, version));
      return;
    }
    if (!isRecord(node)) return;
    const ownVersion = typeof node.version === 'string' ? node.version : version;
    let ownScope = scope;
    if ('openapi' in node) {
      ownScope = parseOpenApiField(
        node.openapi,
        [...at, 'openapi'],
        (path) => this.files.has(path),
        this.report,
      );
      this.config.sources.push(...ownScope);
      const hasChildren = Object.entries(node).some(
        ([key, value]) => key !== 'openapi' && Array.isArray(value) && value.length > 0,
      );
      if (!hasChildren) this.config.sections.push({ sources: ownScope, version: ownVersion });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'openapi') continue;
      if (key === 'pages') this.readPages(value, [...at, key], ownScope, ownVersion);
      else if (typeof value === 'object' && value !== null)
        this.walk(value, [...at, key], ownScope, ownVersion);
    }
  }

  private readPages(
    value: unknown,
    at: JsonPath,
    scope: SpecSource[] | undefined,
    version: string | undefined,
  ): void {
    if (!Array.isArray(value)) {
      this.report(at, 'docs-json-invalid', 'pages must be an array of page paths, endpoints and groups');
      return;
    }
    value.forEach((entry, index) => {
      const entryAt = [...at, index];
      if (typeof entry === 'string') {
        const reference = parseEndpointReference(entry);
        if (reference) this.config.endpoints.push({ reference, scope, version, at: entryAt });
        else this.checkPage(entry, entryAt);
      } else if (isRecord(entry)) {
        this.walk(entry, entryAt, scope, version);
      } else {
        this.report(
          entryAt,
          'docs-json-invalid',
          'a pages entry must be a page path, an endpoint ("GET /path") or a group object',
        );
      }
    });
  }

  private checkPage(page: string, at: JsonPath): void {
    if (isHttpUrlLike(page)) return;
    if (page.trim() === '') {
      this.report(at, 'docs-json-invalid', 'a pages entry is empty: give a page path such as "guides/setup"');
      return;
    }
    const path = normalizeRepoPath(page);
    if (!path) {
      this.report(
        at,
        'nav-page-not-found',
        `navigation page ${JSON.stringify(page)} is not a path inside the repository`,
      );
      return;
    }
    const candidates = /\.mdx?$/i.test(path) ? [path] : [`${path}.mdx`, `${path}.md`];
    const found = candidates.find((file) => this.files.has(file));
    if (found) this.config.pageFiles.add(found);
    else {
      this.report(
        at,
        'nav-page-not-found',
        `navigation page ${JSON.stringify(page)} has no file: expected ${candidates.join(' or ')}`,
      );
    }
  }
}
