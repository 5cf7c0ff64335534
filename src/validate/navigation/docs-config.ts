import { posix } from 'node:path';
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
  /** The file `at` is in when it is not docs.json (navigation kept in a `$ref` file). */
  document?: SourceDocument;
}

/** A navigation element with `openapi`: every endpoint of its specs gets a page (also when it lists pages). */
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
  /** `$ref` files of the navigation that were read. */
  refFiles: Set<string>;
  /** Redirects of docs.json (`/old/:slug*` patterns included). */
  redirects: Redirect[];
  /** `api.playground.display`: with `simple` or `none` the playground sends no request. */
  playgroundDisplay: string | undefined;
}

export interface Redirect {
  source: string;
  /** Absent when docs.json gives none (the redirect then leads nowhere). */
  destination?: string;
}

/** Reads a `$ref` file of the navigation: its parsed JSON, or why it cannot be read. */
export type LoadRef = (path: string) => SourceDocument | { problem: string };

export function emptyDocsConfig(): DocsConfig {
  return {
    sources: [],
    endpoints: [],
    sections: [],
    downloadSpecAt: undefined,
    pageFiles: new Set(),
    refFiles: new Set(),
    redirects: [],
    playgroundDisplay: undefined,
  };
}

/**
 * Reads a parsed docs.json and reports its own problems. The navigation is walked generically:
 * any object (tab, anchor, dropdown, version, language, group, ...) may carry `openapi` and
 * children; strings count as pages inside `pages` arrays and as a group's `root`. `$ref` objects
 * are replaced by the JSON file they name (with `loadRef`), as the build does. Top-level
 * `api.openapi` is a spec source too (for front matter and endpoint entries, not bulk pages).
 */
export function readDocsConfig(
  document: SourceDocument,
  files: ReadonlySet<string>,
  findings: Findings,
  loadRef?: LoadRef,
): DocsConfig {
  const config = emptyDocsConfig();
  if (!isRecord(document.data)) {
    findings.at(document, [], 'docs-json-invalid', 'docs.json must be a JSON object', 'value');
    return config;
  }
  const reader = new NavigationReader(config, files, findings, loadRef);
  const context = reader.context(document);
  // The build resolves `$ref` anywhere in docs.json (redirects, api, footer, ...). The navigation
  // is walked with its `$ref` files kept as documents (findings inside them point there).
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document.data)) {
    root[key] = key === 'navigation' ? value : reader.resolveRefs(value, [key], context);
  }
  if (isRecord(root.api) && root.api.openapi !== undefined) {
    config.sources.push(...reader.sources(root.api.openapi, ['api', 'openapi'], context));
  }
  if (isRecord(root.api) && isRecord(root.api.playground) && typeof root.api.playground.display === 'string')
    config.playgroundDisplay = root.api.playground.display;
  if (root.openapi !== undefined) config.sources.push(...reader.sources(root.openapi, ['openapi'], context));
  if (root.navigation !== undefined)
    reader.walk(root.navigation, ['navigation'], undefined, undefined, context);

  const contextual = root.contextual;
  if (isRecord(contextual) && Array.isArray(contextual.options)) {
    const index = contextual.options.indexOf('download-spec');
    if (index >= 0) config.downloadSpecAt = ['contextual', 'options', index];
  }
  if (Array.isArray(root.redirects)) {
    for (const redirect of root.redirects) {
      if (isRecord(redirect) && typeof redirect.source === 'string') {
        config.redirects.push(
          typeof redirect.destination === 'string'
            ? { source: redirect.source, destination: redirect.destination }
            : { source: redirect.source },
        );
      }
    }
  }
  return config;
}

interface Context {
  document: SourceDocument;
  report: Report;
  /** `$ref` files being read, to stop cycles. */
  chain: readonly string[];
}

const MAX_REF_DEPTH = 16;

class NavigationReader {
  private readonly config: DocsConfig;
  private readonly files: ReadonlySet<string>;
  private readonly findings: Findings;
  private readonly loadRef: LoadRef | undefined;

  constructor(config: DocsConfig, files: ReadonlySet<string>, findings: Findings, loadRef?: LoadRef) {
    this.config = config;
    this.files = files;
    this.findings = findings;
    this.loadRef = loadRef;
  }

  context(document: SourceDocument, chain: readonly string[] = []): Context {
    return {
      document,
      chain,
      report: (at, rule, message, target = 'value') => this.findings.at(document, at, rule, message, target),
    };
  }

  sources(value: unknown, at: JsonPath, context: Context): SpecSource[] {
    const sources = parseOpenApiField(value, at, (path) => this.files.has(path), context.report);
    if (context.chain.length > 0) for (const source of sources) source.document = context.document;
    return sources;
  }

  walk(
    node: unknown,
    at: JsonPath,
    scope: SpecSource[] | undefined,
    version: string | undefined,
    context: Context,
  ): void {
    if (Array.isArray(node)) {
      node.forEach((item, index) => this.walk(item, [...at, index], scope, version, context));
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.$ref === 'string') {
      this.followRef(node, at, scope, version, context);
      return;
    }
    const ownVersion = typeof node.version === 'string' ? node.version : version;
    let ownScope = scope;
    if ('openapi' in node) {
      ownScope = this.sources(node.openapi, [...at, 'openapi'], context);
      this.config.sources.push(...ownScope);
      this.config.sections.push({ sources: ownScope, version: ownVersion });
    }
    if (typeof node.root === 'string') this.checkPage(node.root, [...at, 'root'], context);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'openapi' || key === 'root') continue;
      if (key === 'pages') this.readPages(value, [...at, key], ownScope, ownVersion, context);
      else if (typeof value === 'object' && value !== null)
        this.walk(value, [...at, key], ownScope, ownVersion, context);
    }
  }

  /**
   * A value of docs.json with every `$ref` object replaced by the JSON file it names (relative to
   * the file it is written in), siblings on top of the file's object, as the build resolves it; a
   * `$ref` that cannot be resolved is reported once and left as it is.
   */
  resolveRefs(value: unknown, at: JsonPath, context: Context): unknown {
    if (Array.isArray(value))
      return value.map((item, index) => this.resolveRefs(item, [...at, index], context));
    if (!isRecord(value)) return value;
    if (typeof value.$ref === 'string') {
      const target = this.loadRefAt(value, at, context);
      if (!target) return value;
      const resolved = this.resolveRefs(target.document.data, [], target.context);
      if (!isRecord(resolved)) return resolved;
      const merged: Record<string, unknown> = { ...resolved };
      for (const [key, sibling] of Object.entries(value)) {
        if (key !== '$ref') merged[key] = this.resolveRefs(sibling, [...at, key], context);
      }
      return merged;
    }
    const resolved: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value))
      resolved[key] = this.resolveRefs(child, [...at, key], context);
    return resolved;
  }

  /** The file a `$ref` object names, read, with its context; undefined when reported. */
  private loadRefAt(
    node: Record<string, unknown>,
    at: JsonPath,
    context: Context,
  ): { document: SourceDocument; context: Context } | undefined {
    const ref = node.$ref as string;
    const base = posix.dirname(context.document.file);
    const candidates = [normalizeRepoPath(posix.join(base, ref)), normalizeRepoPath(ref)].filter(
      (path): path is string => path !== undefined,
    );
    const path = candidates.find((candidate) => this.files.has(candidate));
    if (!this.loadRef) return undefined;
    const report = (message: string) => context.report([...at, '$ref'], 'docs-json-ref-invalid', message);
    if (!path) {
      report(`$ref ${JSON.stringify(ref)} names no file of the repository`);
      return undefined;
    }
    if (context.chain.includes(path) || context.chain.length >= MAX_REF_DEPTH) {
      report(`$ref ${JSON.stringify(ref)} refers back to itself (${[...context.chain, path].join(' -> ')})`);
      return undefined;
    }
    const loaded = this.loadRef(path);
    if ('problem' in loaded) {
      report(`$ref ${JSON.stringify(ref)}: ${loaded.problem}`);
      return undefined;
    }
    this.config.refFiles.add(path);
    return { document: loaded, context: this.context(loaded, [...context.chain, path]) };
  }

  /** `{ "$ref": "file.json", ...siblings }`: the file's content, with the siblings on top. */
  private followRef(
    node: Record<string, unknown>,
    at: JsonPath,
    scope: SpecSource[] | undefined,
    version: string | undefined,
    context: Context,
  ): void {
    const target = this.loadRefAt(node, at, context);
    if (!target) return;
    this.walk(target.document.data, [], scope, version, target.context);
    const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
    if (Object.keys(siblings).length > 0) this.walk(siblings, at, scope, version, context);
  }

  private readPages(
    value: unknown,
    at: JsonPath,
    scope: SpecSource[] | undefined,
    version: string | undefined,
    context: Context,
  ): void {
    if (!Array.isArray(value)) {
      if (isRecord(value) && typeof value.$ref === 'string') {
        this.walk(value, at, scope, version, context);
        return;
      }
      context.report(at, 'docs-json-invalid', 'pages must be an array of page paths, endpoints and groups');
      return;
    }
    value.forEach((entry, index) => {
      const entryAt = [...at, index];
      if (typeof entry === 'string') {
        const reference = parseEndpointReference(entry);
        if (reference) {
          const endpoint: NavEndpoint = { reference, scope, version, at: entryAt };
          if (context.chain.length > 0) endpoint.document = context.document;
          this.config.endpoints.push(endpoint);
        } else this.checkPage(entry, entryAt, context);
      } else if (isRecord(entry)) {
        this.walk(entry, entryAt, scope, version, context);
      } else {
        context.report(
          entryAt,
          'docs-json-invalid',
          'a pages entry must be a page path, an endpoint ("GET /path") or a group object',
        );
      }
    });
  }

  private checkPage(page: string, at: JsonPath, context: Context): void {
    if (isHttpUrlLike(page)) return;
    if (page.trim() === '') {
      context.report(
        at,
        'docs-json-invalid',
        'a pages entry is empty: give a page path such as "guides/setup"',
      );
      return;
    }
    const path = normalizeRepoPath(page);
    if (!path) {
      context.report(
        at,
        'nav-page-not-found',
        `navigation page ${JSON.stringify(page)} is not a path inside the repository`,
      );
      return;
    }
    const candidates = /\.mdx?$/i.test(path)
      ? [path]
      : [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
    const found = candidates.find((file) => this.files.has(file));
    if (found) this.config.pageFiles.add(found);
    else {
      context.report(
        at,
        'nav-page-not-found',
        `navigation page ${JSON.stringify(page)} has no file: expected ${candidates.slice(0, 2).join(' or ')}`,
      );
    }
  }
}
