import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { load as loadLenientYaml } from 'js-yaml';
import { Findings } from '../../validate/findings.js';
import { checkNavigation } from '../../validate/navigation/check-navigation.js';
import { readDocsConfig } from '../../validate/navigation/docs-config.js';
import type { DocsConfig } from '../../validate/navigation/docs-config.js';
import { parseEndpointReference } from '../../validate/openapi/endpoint-reference.js';
import { buildOpenApiDocument } from '../../validate/openapi/openapi-model.js';
import type { OpenApiDocument } from '../../validate/openapi/openapi-model.js';
import { lookupSpec } from '../../validate/openapi/spec-lookup.js';
import { SpecRegistry } from '../../validate/openapi/spec-registry.js';
import { checkImports } from '../../validate/pages/check-links.js';
import { UncheckedReferences } from '../../validate/pages/check-mdx.js';
import { extractFrontMatter } from '../../validate/pages/front-matter.js';
import { resolvePages } from '../../validate/pages/generated-pages.js';
import { scanPageBody } from '../../validate/pages/page-body.js';
import { isSnippetFile, pageUrlOfFile } from '../../validate/pages/site-pages.js';
import { titleFromSlug } from '../../validate/pages/slug.js';
import { readIgnoreRules } from '../../validate/source/ignore-rules.js';
import { isRecord } from '../../validate/source/json-path.js';
import { listRepositoryFiles } from '../../validate/source/repo-files.js';
import { parseSimpleFrontMatter } from '../../validate/source/simple-front-matter.js';
import { parseJsonSource, parseSource } from '../../validate/source/source-document.js';
import type { SourceDocument } from '../../validate/source/source-document.js';
import type { GeneratedPage } from '../../validate/types.js';
import type { PublishedPage, SiteModel, SpecReferencePage } from './map-changes.js';
import { operationKey } from './spec-diff.js';

/** The extension the live service reads; the kit's default is `x-doc`. Either is read when none is set. */
const SERVICE_EXTENSION = 'x-mint';
const DEFAULT_EXTENSION = 'x-doc';
const SPEC_FILE = /\.(json|ya?ml)$/i;
const PAGE_FILE = /\.mdx?$/i;
/** Pages are read into one reused buffer; a larger page is read whole. */
const SCAN_BUFFER_BYTES = 1 << 20;

/** The site model, plus the parsed head version of each changed spec (for the comparison with the base). */
export interface LoadedSiteModel extends SiteModel {
  /** The parsed head version of a changed spec file (repository path). */
  specAtHead(file: string): unknown;
  /**
   * The endpoint pages the base generated from the base versions of changed specs (repository path
   * at the base, parsed data), by spec and `METHOD /path` key: placed by the base's navigation.
   * `baseDocsConfig` is the base's docs.json text when the pull request changed it, `null` when the
   * base had none, undefined when it is the head's. A spec the build ignores, or one no navigation
   * names, generated no page.
   */
  endpointPagesAtBase(
    baseSpecs: ReadonlyMap<string, unknown>,
    baseDocsConfig: string | null | undefined,
  ): Promise<Map<string, Map<string, PublishedPage>>>;
}

interface FrontMatterFacts {
  title?: string;
  openapi?: string;
  schema?: string;
}

/**
 * The site at the pull request's head, as far as the changed files need it: the URL and title of each
 * changed page (from its path and front matter, the build's rules), the pages that import a changed
 * snippet, and the pages of each changed spec (generated ones from the navigation, and pages whose
 * front matter names one of its operations or schemas). No rule is checked, and no file is read that
 * the answer does not need: pages are scanned only when a snippet or a spec changed, and then only
 * the pages that can name it are parsed. `docsRoot` is the docs folder relative to the repository
 * root (`''` for the root); the pull request's file names are repository paths.
 */
export async function loadSiteModel(options: {
  repositoryRoot: string;
  docsRoot: string;
  extension?: string | undefined;
  /** The pull request's files that exist at the head (repository paths). */
  changedFiles: readonly string[];
}): Promise<LoadedSiteModel> {
  const docsRoot = posix.normalize(options.docsRoot.replace(/\\/g, '/')).replace(/^\.?\/?|\/+$/g, '');
  const dir = join(options.repositoryRoot, docsRoot);
  const inDocs = (file: string): string | undefined => {
    if (docsRoot === '') return file;
    return file.startsWith(`${docsRoot}/`) ? file.slice(docsRoot.length + 1) : undefined;
  };
  const toRepository = (file: string) => (docsRoot === '' ? file : `${docsRoot}/${file}`);

  const changed = options.changedFiles.map(inDocs).filter((file) => file !== undefined);
  // The whole listing and docs.json only when a snippet or a JSON/YAML file (maybe a spec) changed.
  const needsSite = changed.some((file) => isSnippetFile(file) || SPEC_FILE.test(file));
  const [allFiles, ignored, configText] = await Promise.all([
    needsSite ? listRepositoryFiles(dir) : undefined,
    readIgnoreRules(dir),
    needsSite ? readFile(join(dir, 'docs.json'), 'utf8').catch(() => undefined) : undefined,
  ]);
  const fileSet = new Set(allFiles ?? []);
  const exists = (file: string) => (allFiles ? fileSet.has(file) : existsSync(join(dir, file)));
  const published = (file: string) => !ignored(file) && exists(file);
  const config = readConfig(dir, configText, fileSet);

  const changedPages = changed.filter((file) => pageUrlOfFile(file) !== undefined && published(file));
  const changedSnippets = changed.filter((file) => isSnippetFile(file) && exists(file));
  const configSpecs = new Set(config?.sources.map((source) => source.target) ?? []);
  const specs = new Map<string, OpenApiDocument>();
  for (const file of changed) {
    if (!SPEC_FILE.test(file) || file === 'docs.json' || !published(file)) continue;
    const document = readSpec(dir, file, configSpecs.has(file));
    if (document) specs.set(file, document);
  }

  const facts = new Map<string, FrontMatterFacts>();
  const publishedPage = (file: string, front = facts.get(file)): PublishedPage => {
    const url = pageUrlOfFile(file)!;
    return { url, title: front?.title ?? titleFromSlug(file.replace(PAGE_FILE, '')) };
  };
  await Promise.all(
    changedPages.map(async (file) => {
      const text = await readFile(join(dir, file), 'utf8').catch(() => '');
      facts.set(file, frontMatterFacts(text));
    }),
  );

  // Snippets that a changed snippet reaches through imports, and every page that imports one of them.
  const importers = new Map<string, Set<string>>();
  const specReferences = new Map<string, SpecReferencePage[]>();
  if (allFiles && (changedSnippets.length > 0 || specs.size > 0)) {
    const publishedFiles = allFiles.filter((file) => !ignored(file));
    const registry = registryOf(
      publishedFiles.filter((file) => SPEC_FILE.test(file)),
      specs,
    );
    scanPages(dir, publishedFiles, fileSet, {
      snippets: changedSnippets,
      specs: specs.size > 0,
      onImporter: (snippet, page, front) => {
        facts.set(page, front);
        const set = importers.get(snippet) ?? new Set<string>();
        set.add(page);
        importers.set(snippet, set);
      },
      onSpecReference: (page, front) => {
        const { specs, held } = referencedSpecs(front, registry, page);
        if (specs.length === 0) return;
        // An untitled page whose operation no changed spec holds has no summary there to title it by.
        if (held || front.title !== undefined) facts.set(page, front);
        const reference = front.openapi === undefined ? undefined : parseEndpointReference(front.openapi);
        const entry: SpecReferencePage = { file: toRepository(page), ...publishedPage(page, front) };
        if (reference) {
          entry.operation =
            reference.kind === 'webhook'
              ? operationKey({ method: 'WEBHOOK', path: reference.name })
              : operationKey({ method: reference.method.toUpperCase(), path: reference.path });
        }
        if (front.schema !== undefined) entry.schema = front.schema;
        for (const spec of specs)
          specReferences.set(spec, [...(specReferences.get(spec) ?? []), { ...entry }]);
      },
    });
  }

  // A page naming an operation in its front matter and no title is titled by the operation's summary.
  const untitled = [...facts.values()].filter(
    (front) => front.title === undefined && front.openapi !== undefined,
  );
  if (untitled.length > 0) {
    const files = (allFiles ?? (await listRepositoryFiles(dir))).filter(
      (file) => SPEC_FILE.test(file) && !ignored(file),
    );
    const parsed = new Map<string, unknown>([...specs].map(([file, document]) => [file, document.root]));
    const read = (file: string) => {
      if (!parsed.has(file)) parsed.set(file, parseSpecText(readText(dir, file)));
      return parsed.get(file);
    };
    for (const front of untitled) {
      const summary = operationSummary(front.openapi!, files, read);
      if (summary !== undefined) front.title = summary;
    }
    for (const list of specReferences.values())
      for (const entry of list) {
        const path = entry.file.slice(docsRoot === '' ? 0 : docsRoot.length + 1);
        entry.title = publishedPage(path).title;
      }
  }

  const endpoints: Map<string, Map<string, PublishedPage>> = specs.size > 0 && config
    ? endpointPagesOf(config, specs, options.extension)
    : new Map<string, Map<string, PublishedPage>>();

  return {
    docsRoot,
    pageOf: (file) => {
      const relative = inDocs(file);
      if (relative === undefined || !published(relative) || pageUrlOfFile(relative) === undefined)
        return undefined;
      return publishedPage(relative);
    },
    pathPageOf: (file) => {
      const relative = inDocs(file);
      if (relative === undefined || ignored(relative)) return undefined;
      const url = pageUrlOfFile(relative);
      return url === undefined ? undefined : { url, title: titleFromSlug(relative.replace(PAGE_FILE, '')) };
    },
    isSnippet: (file) => {
      const relative = inDocs(file);
      return relative !== undefined && isSnippetFile(relative);
    },
    pagesImporting: (file) => {
      const relative = inDocs(file);
      if (relative === undefined) return [];
      return [...(importers.get(relative) ?? [])]
        .sort()
        .map((page) => ({ file: toRepository(page), ...publishedPage(page) }));
    },
    isSpec: (file) => {
      const relative = inDocs(file);
      return relative !== undefined && specs.has(relative);
    },
    endpointPages: (spec) => endpoints.get(inDocs(spec) ?? '') ?? new Map(),
    specReferencePages: (spec) => specReferences.get(inDocs(spec) ?? '') ?? [],
    specAtHead: (file) => specs.get(inDocs(file) ?? '')?.root,
    endpointPagesAtBase: async (baseSpecs, baseDocsConfig) => {
      const documents = new Map<string, OpenApiDocument>();
      for (const [file, data] of baseSpecs) {
        const relative = inDocs(file);
        if (relative === undefined || ignored(relative)) continue;
        const document = specDocument(relative, data);
        if (document) documents.set(relative, document);
      }
      if (documents.size === 0 || baseDocsConfig === null) return new Map();
      const text =
        baseDocsConfig ??
        configText ??
        (await readFile(join(dir, 'docs.json'), 'utf8').catch(() => undefined));
      // The base's files as far as the navigation needs them: the head's, and the base's specs
      // (a removed one is gone from the head). Files docs.json takes by `$ref` are read at the head.
      const files = new Set([...(allFiles ?? (await listRepositoryFiles(dir))), ...documents.keys()]);
      const baseConfig = readConfig(dir, text, files);
      if (!baseConfig) return new Map();
      const pages = endpointPagesOf(baseConfig, documents, options.extension);
      return new Map([...pages].map(([spec, byKey]) => [toRepository(spec), byKey]));
    },
  };
}

/** The generated pages of the given specs, by spec (docs path) and `METHOD /path` key. */
function endpointPagesOf(
  config: DocsConfig,
  specs: ReadonlyMap<string, OpenApiDocument>,
  extension: string | undefined,
): Map<string, Map<string, PublishedPage>> {
  const endpoints = new Map<string, Map<string, PublishedPage>>();
  for (const page of generatedPages(config, specs, extension)) {
    const bySpec = endpoints.get(page.spec) ?? new Map<string, PublishedPage>();
    const key = operationKey({ method: page.method, path: page.path });
    if (!bySpec.has(key)) bySpec.set(key, { url: page.url, title: page.title });
    endpoints.set(page.spec, bySpec);
  }
  return endpoints;
}

/** Parsed spec data as the validator's model of it; undefined when it is no OpenAPI document. */
function specDocument(file: string, data: unknown): OpenApiDocument | undefined {
  if (!isRecord(data) || typeof data.openapi !== 'string') return undefined;
  const source: SourceDocument = { file, format: 'json', data, position: () => ({ line: 1, column: 1 }) };
  return buildOpenApiDocument(source, data, data.openapi, data.openapi.startsWith('3.1') ? '3.1' : '3.0');
}

function readConfig(
  dir: string,
  text: string | undefined,
  files: ReadonlySet<string>,
): DocsConfig | undefined {
  if (text === undefined) return undefined;
  const parsed = parseJsonSource('docs.json', text);
  if (!parsed.ok) return undefined;
  // Problems of docs.json are the validator's to report; here they are left out. Only the specs and
  // endpoints of the navigation matter: its page names (25,000 on a large site) are left out first.
  return readDocsConfig(withoutPageNames(parsed.document), files, new Findings(), (path) => {
    try {
      const result = parseJsonSource(path, readFileSync(join(dir, path), 'utf8'));
      return result.ok ? withoutPageNames(result.document) : { problem: result.message };
    } catch (error) {
      return { problem: String(error) };
    }
  });
}

/** The document with every `pages` entry that is a plain page name dropped (endpoint entries kept). */
function withoutPageNames(document: SourceDocument): SourceDocument {
  const prune = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(prune);
    if (!isRecord(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      copy[key] =
        key === 'pages' && Array.isArray(child)
          ? child
              .filter((entry) => typeof entry !== 'string' || parseEndpointReference(entry) !== undefined)
              .map(prune)
          : prune(child);
    }
    return copy;
  };
  return { ...document, data: prune(document.data) };
}

/**
 * A changed JSON/YAML file read as a spec: one with a top-level `openapi` key, or one the navigation
 * names. JSON that is not strict JSON is read by a lenient YAML loader, as the build reads it.
 */
function readSpec(dir: string, file: string, named: boolean): OpenApiDocument | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    return undefined;
  }
  if (!named && !/["']?openapi["']?\s*:/.test(text)) return undefined;
  let source: SourceDocument | undefined;
  const parsed = parseSource(file, text);
  if (parsed.ok) source = parsed.document;
  else {
    try {
      const data = loadLenientYaml(text);
      source = { file, format: 'yaml', data, position: () => ({ line: 1, column: 1 }) };
    } catch {
      return undefined;
    }
  }
  const root = source.data;
  if (!isRecord(root) || typeof root.openapi !== 'string') return undefined;
  return buildOpenApiDocument(source, root, root.openapi, root.openapi.startsWith('3.1') ? '3.1' : '3.0');
}

/** Every spec file of the site by name (so that loose front-matter references resolve), the changed ones read. */
function registryOf(specFiles: readonly string[], read: ReadonlyMap<string, OpenApiDocument>): SpecRegistry {
  const registry = new SpecRegistry();
  for (const file of specFiles) registry.set(file, { state: 'unknown' });
  for (const [file, document] of read) registry.set(file, { state: 'ok', document });
  return registry;
}

/**
 * The changed specs a page's front matter refers to: none, or the one that holds what it names
 * (`held`), or, for a reference without a file whose operation or schema no changed spec has at the
 * head, every changed spec: the pull request may have removed it from one of them, and the spec's
 * diff decides.
 */
function referencedSpecs(
  front: FrontMatterFacts,
  registry: SpecRegistry,
  page: string,
): { specs: string[]; held: boolean } {
  const none = { specs: [], held: false };
  const named = (file: string) => {
    if (!mayName(file, registry, page)) return none;
    const match = lookupSpec(file, registry, page);
    return match?.entry.state === 'ok' ? { specs: [match.target], held: true } : none;
  };
  const changedSpecs = registry.repositoryDocuments();
  const heldBy = (holder: OpenApiDocument | undefined) =>
    holder
      ? { specs: [holder.file], held: true }
      : { specs: changedSpecs.map((document) => document.file), held: false };
  if (front.openapi !== undefined) {
    const reference = parseEndpointReference(front.openapi);
    if (!reference) return none;
    if (reference.file !== undefined) return named(reference.file);
    // No file named: the build takes the first spec (alphabetical) that has the operation.
    const holder = changedSpecs.find((document) =>
      reference.kind === 'webhook'
        ? document.operations.some((op) => op.kind === 'webhook' && op.path === reference.name)
        : document.operations.some(
            (op) => op.kind === 'operation' && op.method === reference.method && op.path === reference.path,
          ),
    );
    return heldBy(holder);
  }
  if (front.schema !== undefined) {
    const [file, name] = splitSchemaReference(front.schema);
    if (file !== undefined) return named(file);
    return heldBy(changedSpecs.find((document) => document.schemaNames.has(name)));
  }
  return none;
}

/**
 * Whether a spec name in front matter can resolve to one of the changed (read) specs, by any of the
 * ways the lookup matches (path, path without extension, a suffix of either, relative to the page):
 * most pages of a large site name other specs, and the full lookup is skipped for them.
 */
function mayName(name: string, registry: SpecRegistry, page: string): boolean {
  const bare = name
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(?:\.{1,2}\/|\/)+/, '');
  const relative = posix.normalize(posix.join(posix.dirname(page), name.trim()));
  return registry.documents().some(({ file }) => {
    const stem = file.replace(SPEC_FILE, '');
    return file === relative || [file, stem].some((path) => path === bare || path.endsWith(`/${bare}`));
  });
}

/** `openapi-schema: "spec.yaml User"` or `openapi-schema: User`. */
function splitSchemaReference(value: string): [string | undefined, string] {
  const parts = value.trim().split(/\s+/);
  return parts.length >= 2 ? [parts[0], parts.slice(1).join(' ')] : [undefined, parts[0] ?? ''];
}

/** A spec file's data, read leniently; undefined when it cannot be read. */
function parseSpecText(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      return loadLenientYaml(text);
    } catch {
      return undefined;
    }
  }
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The summary of the operation a front-matter `openapi:` names, found as the build finds it for a
 * page's title: `[file] METHOD /path`, the file matched by its name without extension or its path,
 * else every spec; the last spec (in path order) that has the path wins.
 */
function operationSummary(
  reference: string,
  specFiles: readonly string[],
  read: (file: string) => unknown,
): string | undefined {
  const parts = reference.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const [file, method, path] = parts.length === 3 ? parts : [undefined, ...parts];
  const verb = method!.toLowerCase();
  if (!HTTP_METHODS.has(verb)) return undefined;
  const candidates =
    file === undefined
      ? specFiles
      : specFiles.filter((spec) => spec === file.replace(/^\//, '') || posix.parse(spec).name === file);
  let item: Record<string, unknown> | undefined;
  for (const spec of candidates) {
    const data = read(spec);
    const paths = isRecord(data) && isRecord(data.paths) ? data.paths : undefined;
    const found = paths?.[path!] ?? paths?.[path!.endsWith('/') ? path!.slice(0, -1) : `${path}/`];
    if (isRecord(found)) item = found;
  }
  const operation = item?.[verb];
  return isRecord(operation) && typeof operation.summary === 'string' && operation.summary !== ''
    ? operation.summary
    : undefined;
}

function frontMatterFacts(text: string): FrontMatterFacts {
  const front = extractFrontMatter(text);
  if (front.kind !== 'yaml') return {};
  let data: unknown = parseSimpleFrontMatter(front.yaml);
  if (data === undefined) {
    try {
      data = loadLenientYaml(front.yaml);
    } catch {
      return {};
    }
  }
  if (!isRecord(data)) return {};
  const facts: FrontMatterFacts = {};
  if (typeof data.title === 'string' && data.title.trim() !== '') facts.title = data.title.trim();
  if (typeof data.openapi === 'string') facts.openapi = data.openapi;
  if (typeof data['openapi-schema'] === 'string') facts.schema = data['openapi-schema'];
  return facts;
}

/**
 * Reads the published pages once, each into one reused buffer, and parses only those that can
 * matter: pages whose text names a changed snippet (or a snippet that imports one) for their
 * imports, and, when a spec changed, pages whose front matter mentions `openapi` for their
 * references.
 */
function scanPages(
  dir: string,
  files: readonly string[],
  allFiles: ReadonlySet<string>,
  scan: {
    snippets: readonly string[];
    specs: boolean;
    onImporter: (snippet: string, page: string, front: FrontMatterFacts) => void;
    onSpecReference: (page: string, front: FrontMatterFacts) => void;
  },
): void {
  const imports = (file: string, text: string) =>
    checkImports(file, scanPageBody(text, bodyStart(text)).imports, allFiles, new Findings());

  // Snippets importing a changed snippet, transitively: snippets are few, read them all.
  const reaches = new Map<string, Set<string>>(scan.snippets.map((s) => [s, new Set([s])]));
  if (scan.snippets.length > 0) {
    const snippetImports = new Map<string, string[]>();
    for (const file of files) {
      if (!isSnippetFile(file)) continue;
      const text = readText(dir, file);
      if (text !== undefined) snippetImports.set(file, imports(file, text));
    }
    for (const changed of scan.snippets) {
      const reached = reaches.get(changed)!;
      for (let grew = true; grew;) {
        grew = false;
        for (const [snippet, targets] of snippetImports) {
          if (!reached.has(snippet) && targets.some((target) => reached.has(target))) {
            reached.add(snippet);
            grew = true;
          }
        }
      }
    }
  }
  const stems = new Set<string>();
  for (const reached of reaches.values())
    for (const snippet of reached) stems.add(posix.basename(snippet).replace(/\.[^.]+$/, ''));
  const needles = [...stems].map((stem) => Buffer.from(stem));
  const openapi = Buffer.from('openapi');

  // git's grep (threaded) finds the pages that hold a needle two to three times faster than reading
  // every page here; without git, every page is read.
  // An import names the snippet by its stem and then an extension or the closing quote.
  const needed = [
    ...[...stems].flatMap((stem) => [`${stem}.`, `${stem}'`, `${stem}"`]),
    ...(scan.specs ? ['openapi:', 'openapi-schema:'] : []),
  ];
  const listed = new Set(files);
  const candidates = grepFiles(dir, needed)?.filter((file) => listed.has(file)) ?? files;
  const buffer = Buffer.allocUnsafe(SCAN_BUFFER_BYTES);
  for (const file of candidates) {
    if (isSnippetFile(file) || !PAGE_FILE.test(file)) continue;
    const bytes = readInto(dir, file, buffer);
    if (bytes === undefined) continue;
    const namesSnippet = needles.some((needle) => bytes.includes(needle));
    const frontMatterEnd = bytes[0] === 0x2d ? bytes.indexOf('\n---', 3) : -1;
    const mentionsSpec =
      scan.specs && frontMatterEnd > 0 && bytes.subarray(0, frontMatterEnd).includes(openapi);
    if (!namesSnippet && !mentionsSpec) continue;
    const text = bytes.toString('utf8');
    const front = frontMatterFacts(text);
    if (namesSnippet) {
      const imported = imports(file, text);
      for (const [changed, reached] of reaches)
        if (imported.some((target) => reached.has(target))) scan.onImporter(changed, file, front);
    }
    if (mentionsSpec && (front.openapi !== undefined || front.schema !== undefined))
      scan.onSpecReference(file, front);
  }
}

/**
 * The files under `dir` whose text holds one of the needles, by `git grep --no-index` (it needs no
 * repository and reads the working files); undefined when git cannot be run.
 */
function grepFiles(dir: string, needles: readonly string[]): string[] | undefined {
  if (needles.length === 0) return [];
  const args = ['grep', '--no-index', '--no-exclude-standard', '-I', '-l', '-z', '-F'];
  for (const needle of needles) args.push('-e', needle);
  // Pages only (`.md`/`.mdx` in any case): the specs, often the largest files, are not searched.
  args.push('--', '*.[mM][dD]', '*.[mM][dD][xX]');
  try {
    const output = execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.split('\0').filter((file) => file !== '');
  } catch (error) {
    // Exit status 1: no file holds a needle.
    if ((error as { status?: unknown }).status === 1) return [];
    return undefined;
  }
}

function bodyStart(text: string): number {
  const front = extractFrontMatter(text);
  return front.kind === 'yaml' ? front.end : 0;
}

function readText(dir: string, file: string): string | undefined {
  try {
    return readFileSync(join(dir, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The file's bytes: a view of `buffer` when it fits, else a buffer of its own. */
function readInto(dir: string, file: string, buffer: Buffer): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(join(dir, file), 'r');
  } catch {
    return undefined;
  }
  try {
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    if (length < buffer.length) return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
  return readFileSync(join(dir, file));
}

/**
 * The generated pages of the changed specs, as the navigation places them: only those specs are in
 * the registry, so only their pages are made. The extension is the one set, else the live service's
 * when a changed spec uses it, else the kit's default.
 */
function generatedPages(
  config: DocsConfig,
  specs: ReadonlyMap<string, OpenApiDocument>,
  extension: string | undefined,
): GeneratedPage[] {
  const registry = new SpecRegistry();
  for (const [file, document] of specs) registry.set(file, { state: 'ok', document });
  const chosen =
    extension ??
    ([...specs.values()].some((document) =>
      document.operations.some((op) => op.operation[SERVICE_EXTENSION] !== undefined),
    )
      ? SERVICE_EXTENSION
      : DEFAULT_EXTENSION);
  const findings = new Findings();
  const docs: SourceDocument = {
    file: 'docs.json',
    format: 'json',
    data: {},
    position: () => ({ line: 1, column: 1 }),
  };
  const candidates = checkNavigation(docs, config, registry, chosen, findings, new UncheckedReferences());
  return resolvePages(candidates, chosen, findings);
}
