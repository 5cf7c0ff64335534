import { readFileSync } from 'node:fs';
import { describeEndpoint, parseEndpointReference } from '../openapi/endpoint-reference.js';
import type { EndpointReference } from '../openapi/endpoint-reference.js';
import { endpointHint } from '../openapi/endpoint-hint.js';
import { lookupSpec, matchEndpoint } from '../openapi/spec-lookup.js';
import type { OperationInfo } from '../openapi/openapi-model.js';
import type { RuleId } from '../rules.js';
import type { Findings } from '../findings.js';
import { recordAnchors } from './check-anchors.js';
import { extractFrontMatter } from './front-matter.js';
import { scanPageBody } from './page-body.js';
import type { PageBody } from './page-body.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from '../openapi/openapi-model.js';
import { ownString } from '../source/own-string.js';
import { fileAt, isHttpUrlLike, normalizeRepoPath } from '../source/repo-files.js';
import type { FileRoot } from '../source/repo-files.js';
import type { SourceDocument } from '../source/source-document.js';
import { loadYamlParsers, yamlParsers } from '../source/yaml-parsers.js';
import type { SpecRegistry } from '../openapi/spec-registry.js';

/**
 * What the checks against specs need from a page: plain data, so that it can be handed to the
 * thread that holds the specs (worker/validate-in-worker.ts).
 */
export interface PageReferences {
  file: string;
  endpoint?: EndpointReference;
  schema?: { file?: string; key: string };
  /**
   * The front matter's text, kept for the pages whose `endpoint` or `schema` is checked later:
   * parsed again (frontMatterDocument) to place their findings.
   */
  frontMatter?: { yaml: string; lineOffset: number };
}

export interface MdxPage extends PageReferences {
  body: PageBody;
  /** Its anchors, recorded as it is read (check-anchors.ts): no page is read twice. */
  anchors: string;
}

/**
 * Pages are small and many: read synchronously, a batch at a time. On a 25,000-page site that
 * takes a third of the time of concurrent asynchronous reads (each one costs several thread-pool
 * round trips), and yielding between batches keeps the event loop responsive.
 */
const READ_BATCH = 256;

/** Parses the front matter of each page and checks what needs no spec. */
export async function readMdxPages(
  root: FileRoot,
  files: readonly string[],
  findings: Findings,
): Promise<MdxPage[]> {
  const pages: MdxPage[] = [];
  await forEachMdxPage(root, files, findings, (page) => pages.push(page));
  return pages.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/**
 * Hands out the batches of a list of pages to read: to one reader, or to readers on two threads
 * that share `shared` (one Int32), each taking the next batch when it is free, so that neither
 * waits for the other. Each batch is read once.
 */
export class PageBatches {
  readonly shared: SharedArrayBuffer;
  /** Pages per batch. */
  readonly size: number;
  private readonly next: Int32Array;

  constructor(shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT), size = READ_BATCH) {
    this.shared = shared;
    this.size = size;
    this.next = new Int32Array(shared);
  }

  /** Where the next batch starts; at or past the end of the list once every batch is taken. */
  claim(): number {
    return Atomics.add(this.next, 0, this.size);
  }
}

/**
 * readMdxPages one page at a time, batch by batch as `batches` hands them out: a caller that keeps
 * little of each page lets it die young (a scavenge is cheap), where 25,000 pages kept until the
 * end fill the old generation.
 */
export async function forEachMdxPage(
  root: FileRoot,
  files: readonly string[],
  findings: Findings,
  visit: (page: MdxPage) => void,
  batches = new PageBatches(),
): Promise<void> {
  // Front matter is YAML: loaded for a list with pages in it (whichever thread reads them).
  if (files.length > 0) await loadYamlParsers();
  for (let at = batches.claim(), first = true; at < files.length; at = batches.claim(), first = false) {
    if (!first) await new Promise((resume) => setImmediate(resume));
    for (const file of files.slice(at, at + batches.size)) {
      const text = readTextOrUndefined(fileAt(root, file));
      if (text !== undefined) visit(readPage(file, text, findings));
    }
  }
}

function readTextOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** A page read from its text: its front matter checked, its body scanned. */
export function readPage(file: string, text: string, findings: Findings): MdxPage {
  const frontMatter = extractFrontMatter(text);
  if (frontMatter.kind === 'none')
    return { file, body: scanPageBody(text), anchors: recordAnchors(file, text, 0) };
  const body = scanPageBody(text, frontMatter.end);
  const anchors = recordAnchors(file, text, frontMatter.end, frontMatter.yaml);
  // Its own copy: what is parsed from it would otherwise keep the whole page alive (own-string.ts).
  const yaml = ownString(frontMatter.yaml);
  const lineOffset = frontMatter.lineOffset;
  const parsed = yamlParsers().parseFrontMatter(file, yaml, lineOffset);
  if (!parsed.ok) {
    findings.add(
      'mdx-front-matter-syntax',
      file,
      parsed.position,
      `front matter is not valid YAML: ${parsed.message}`,
    );
    return { file, body, anchors };
  }
  const source = parsed.document;
  const data = source.data;
  if (!isRecord(data)) return { file, body, anchors };
  const page: MdxPage = { file, body, anchors };
  if (data.deprecated !== undefined && typeof data.deprecated !== 'boolean') {
    findings.at(
      source,
      ['deprecated'],
      'mdx-front-matter-type',
      `deprecated must be true or false, not ${JSON.stringify(data.deprecated)}`,
      'value',
    );
  }
  if (data.version !== undefined && typeof data.version !== 'string') {
    findings.at(
      source,
      ['version'],
      'mdx-front-matter-type',
      `version must be a string, not ${JSON.stringify(data.version)}: quote it in YAML (version: "1.0")`,
      'value',
    );
  }
  if (data.openapi !== undefined) {
    const endpoint = typeof data.openapi === 'string' ? parseEndpointReference(data.openapi) : undefined;
    if (endpoint) page.endpoint = endpoint;
    else {
      findings.at(
        source,
        ['openapi'],
        'mdx-openapi-invalid',
        `openapi must be "[file] METHOD /path" or "[file] webhook name", e.g. "openapi.yaml GET /users/{id}"; got ${JSON.stringify(data.openapi)}`,
        'value',
      );
    }
  }
  const schema = data['openapi-schema'];
  if (schema !== undefined) {
    const tokens = typeof schema === 'string' ? schema.trim().split(/\s+/).filter(Boolean) : [];
    const key = tokens.pop();
    if (key === undefined) {
      findings.at(
        source,
        ['openapi-schema'],
        'mdx-openapi-schema-invalid',
        `openapi-schema must be "[file] SchemaName", naming a key of components.schemas; got ${JSON.stringify(schema)}`,
        'value',
      );
    } else {
      page.schema = tokens.length > 0 ? { file: tokens.join(' '), key } : { key };
    }
  }
  // Only the checks against specs place findings in the front matter later: on a large site most
  // pages have none, and keeping every parsed front matter cost about 1 KB per page.
  if (page.endpoint || page.schema) page.frontMatter = { yaml, lineOffset };
  return page;
}

/** What the checks against specs need from a page (one with `openapi` or `openapi-schema`): all but its body. */
export function pageReferences({ file, endpoint, schema, frontMatter }: MdxPage): PageReferences | undefined {
  if (!frontMatter) return undefined;
  const page: PageReferences = { file, frontMatter };
  if (endpoint) page.endpoint = endpoint;
  if (schema) page.schema = schema;
  return page;
}

/** The parsed front matter of a page that kept it, as readPage parsed it. */
function frontMatterDocument(page: PageReferences): SourceDocument | undefined {
  if (!page.frontMatter) return undefined;
  const parsed = yamlParsers().parseFrontMatter(
    page.file,
    page.frontMatter.yaml,
    page.frontMatter.lineOffset,
  );
  return parsed.ok ? parsed.document : undefined;
}

/** Repository spec files that front matter names explicitly. */
export function specFilesNamedByPages(pages: readonly PageReferences[]): string[] {
  const files: string[] = [];
  for (const page of pages) {
    for (const file of [page.endpoint?.file, page.schema?.file]) {
      const path = file && !isHttpUrlLike(file) ? normalizeRepoPath(file) : undefined;
      if (path) files.push(path);
    }
  }
  return files;
}

/** References that could not be checked, and why (reported as a note, never as a finding). */
export class UncheckedReferences {
  /** Endpoint references; schema references (`openapi-schema`) are counted apart. */
  count = 0;
  schemaCount = 0;
  readonly urls = new Set<string>();
  /** References that may point into repository specs that could not be read (reported there). */
  unreadableCount = 0;
  readonly unreadable = new Set<string>();

  add(urls: readonly string[], kind: 'endpoint' | 'schema' = 'endpoint'): void {
    if (kind === 'schema') this.schemaCount++;
    else this.count++;
    for (const url of urls) this.urls.add(url);
  }

  addUnreadable(files: readonly string[]): void {
    this.unreadableCount++;
    for (const file of files) this.unreadable.add(file);
  }
}

export function checkMdxReferences(
  pages: readonly PageReferences[],
  registry: SpecRegistry,
  findings: Findings,
  unchecked: UncheckedReferences,
): void {
  const all = registry.repositoryDocuments();
  const unread = registry.unreadUrls();
  const unusable = registry.unusableFiles();
  /** Where a reference found in no spec may be instead: true when it was counted as not checked. */
  const notCheckable = (kind: 'endpoint' | 'schema'): boolean => {
    if (unread.length > 0) unchecked.add(unread, kind);
    else if (unusable.length > 0) unchecked.addUnreadable(unusable);
    else return false;
    return true;
  };
  for (const page of pages) {
    const source = frontMatterDocument(page);
    if (!source) continue;
    if (page.endpoint) checkEndpoint(source, page.endpoint, registry, all, notCheckable, findings, unchecked);
    if (page.schema) checkSchema(source, page.schema, registry, all, notCheckable, findings, unchecked);
  }
}

function checkEndpoint(
  source: SourceDocument,
  reference: EndpointReference,
  registry: SpecRegistry,
  all: readonly OpenApiDocument[],
  notCheckable: (kind: 'endpoint') => boolean,
  findings: Findings,
  unchecked: UncheckedReferences,
): void {
  const what = describeEndpoint(reference);
  const report = (rule: RuleId, message: string) => findings.at(source, ['openapi'], rule, message, 'value');
  const firstWith = () => {
    for (const document of all) {
      const found = matchEndpoint(document, reference);
      if (found) return { document, found };
    }
    return undefined;
  };
  if (reference.file) {
    const named = lookupSpec(reference.file, registry, source.file);
    if (named?.entry.state === 'unknown') return unchecked.add([named.target]);
    if (named?.entry.state === 'invalid') return;
    const document = named?.entry.state === 'ok' ? named.entry.document : undefined;
    const found = document ? matchEndpoint(document, reference) : undefined;
    if (named && document && found) {
      if (!named.exact) {
        report(
          'openapi-reference-loose',
          `${JSON.stringify(reference.file)} is not an exact path: the build finds ${named.target}; write "${named.target} ${what}"`,
        );
      }
      if (found.trailingSlash) reportTrailingSlash(report, document, found.info, what);
      return;
    }
    const fallback = firstWith();
    if (fallback) {
      report(
        'mdx-openapi-fallback',
        `${named ? `${named.target} has no ${what}` : `no spec matches ${JSON.stringify(reference.file)}`}: the build silently uses ${fallback.document.file}, the first spec that has it (a stale or misnamed spec?)`,
      );
      return;
    }
    if (notCheckable('endpoint')) return;
    if (!named) {
      report(
        'mdx-openapi-spec-not-found',
        `spec file ${JSON.stringify(reference.file)} does not exist (paths are relative to the repository root)`,
      );
    } else if (document) {
      report(
        'mdx-openapi-not-found',
        `${document.file} has no ${what}${endpointHint([document], reference)}`,
      );
    }
    return;
  }
  const matches = all.filter((document) => matchEndpoint(document, reference) !== undefined);
  if (matches.length === 0) {
    if (notCheckable('endpoint')) return;
    const searched =
      all.length > 0 ? `searched ${all.map((d) => d.file).join(', ')}` : 'the repository has no spec';
    report('mdx-openapi-not-found', `${what} is in no spec (${searched})${endpointHint(all, reference)}`);
    return;
  }
  const [winner] = matches as [OpenApiDocument, ...OpenApiDocument[]];
  const found = matchEndpoint(winner, reference);
  if (found?.trailingSlash) reportTrailingSlash(report, winner, found.info, what);
  if (matches.length > 1) {
    report(
      'mdx-openapi-ambiguous',
      `${what} is in ${matches.map((d) => d.file).join(', ')}; ${winner.file} wins (first in alphabetical order): write "${winner.file} ${what}" to say so`,
    );
  }
}

function reportTrailingSlash(
  report: (rule: RuleId, message: string) => void,
  document: OpenApiDocument,
  info: OperationInfo,
  what: string,
): void {
  report(
    'openapi-path-trailing-slash',
    `${what} matches ${info.method.toUpperCase()} ${info.path} of ${document.file} only up to a trailing "/": write the path exactly as the spec does`,
  );
}

/** The document a front-matter file token names; undefined when reported or not checkable. */
function namedDocument(
  source: SourceDocument,
  file: string,
  registry: SpecRegistry,
  findings: Findings,
  unchecked: UncheckedReferences,
): OpenApiDocument | undefined {
  const named = lookupSpec(file, registry, source.file);
  if (named?.entry.state === 'unknown') {
    unchecked.add([named.target], 'schema');
    return undefined;
  }
  if (!named) {
    findings.at(
      source,
      ['openapi-schema'],
      'mdx-openapi-spec-not-found',
      `spec file ${JSON.stringify(file)} does not exist (paths are relative to the repository root)`,
      'value',
    );
    return undefined;
  }
  if (!named.exact && named.entry.state === 'ok') {
    findings.at(
      source,
      ['openapi-schema'],
      'openapi-reference-loose',
      `${JSON.stringify(file)} is not an exact path: the build finds ${named.target}`,
      'value',
    );
  }
  return named.entry.state === 'ok' ? named.entry.document : undefined;
}

function checkSchema(
  source: SourceDocument,
  schema: { file?: string; key: string },
  registry: SpecRegistry,
  all: readonly OpenApiDocument[],
  notCheckable: (kind: 'schema') => boolean,
  findings: Findings,
  unchecked: UncheckedReferences,
): void {
  if (schema.file) {
    const document = namedDocument(source, schema.file, registry, findings, unchecked);
    if (document && !document.schemaNames.has(schema.key)) {
      findings.at(
        source,
        ['openapi-schema'],
        'mdx-openapi-schema-not-found',
        `components.schemas of ${document.file} has no ${JSON.stringify(schema.key)}`,
        'value',
      );
    }
    return;
  }
  const matches = all.filter((document) => document.schemaNames.has(schema.key));
  if (matches.length === 0) {
    // The schema may be in a spec given by URL (offline) or in one that could not be read.
    if (notCheckable('schema')) return;
    findings.at(
      source,
      ['openapi-schema'],
      'mdx-openapi-schema-not-found',
      `no spec has ${JSON.stringify(schema.key)} in components.schemas${all.length > 0 ? ` (searched ${all.map((d) => d.file).join(', ')})` : ''}`,
      'value',
    );
  } else if (matches.length > 1) {
    findings.at(
      source,
      ['openapi-schema'],
      'mdx-openapi-schema-ambiguous',
      `schema ${JSON.stringify(schema.key)} exists in ${matches.map((d) => d.file).join(', ')}: name the file, e.g. "${matches[0]!.file} ${schema.key}"`,
      'value',
    );
  }
}
