import { readFile } from 'node:fs/promises';
import { checkOpenApiSource } from './check-openapi.js';
import type { SpecSiteSettings } from './check-openapi.js';
import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from './openapi-model.js';
import { isJsonSource, parseJsonBytes } from '../source/json-source.js';
import { loadYamlParsers } from '../source/yaml-parsers.js';
import type { ParseResult } from '../source/json-source.js';
import { asciiJsonText } from '../source/ascii-json.js';
import { fileAt } from '../source/repo-files.js';
import type { FileRoot } from '../source/repo-files.js';

export type SpecEntry =
  | { state: 'ok'; document: OpenApiDocument }
  /** Exists but is not a usable OpenAPI 3.0/3.1 document; already reported in the file itself. */
  | { state: 'invalid' }
  | { state: 'missing' }
  /** A URL that was not downloaded (offline run) or could not be (already reported). */
  | { state: 'unknown' };

/** A file that looked like a spec and was not loaded, and why. */
export interface SkippedSpec {
  file: string;
  reason: string;
}

/** Specs by repository path or URL. */
export class SpecRegistry {
  private readonly entries = new Map<string, SpecEntry>();
  private readonly skips = new Map<string, string>();
  private known: Set<string> | undefined;
  private changes = 0;

  /** Counts the entries set: equal counts mean an unchanged registry. */
  get version(): number {
    return this.changes;
  }

  /** Notes a file that looked like a spec and was not loaded (`set` is called too when it has an entry). */
  skip(file: string, reason: string): void {
    this.skips.set(file, reason);
  }

  /** Files that looked like specs and were not loaded, and why, in path order. */
  skipped(): SkippedSpec[] {
    return [...this.skips]
      .map(([file, reason]) => ({ file, reason }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  /** Repository spec files that exist but could not be loaded: an endpoint may be in one of them. */
  unusableFiles(): string[] {
    return [...this.entries]
      .filter(([target, entry]) => entry.state === 'invalid' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(target))
      .map(([target]) => target)
      .sort();
  }

  set(target: string, entry: SpecEntry): void {
    this.entries.set(target, entry);
    this.known = undefined;
    this.changes++;
  }

  has(target: string): boolean {
    return this.entries.has(target);
  }

  get(target: string): SpecEntry {
    return (
      this.entries.get(target) ?? { state: /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? 'unknown' : 'missing' }
    );
  }

  /** Repository paths of the spec files found (usable or not). */
  knownFiles(): Set<string> {
    if (this.known) return this.known;
    const files = new Set<string>();
    for (const [target, entry] of this.entries) {
      if (entry.state !== 'missing' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) files.add(target);
    }
    this.known = files;
    return files;
  }

  /** URLs of specs that were not downloaded (offline run) or could not be. */
  unreadUrls(): string[] {
    return [...this.entries].filter(([, entry]) => entry.state === 'unknown').map(([target]) => target);
  }

  /** Usable repository specs in alphabetical path order: the order the service searches them in. */
  repositoryDocuments(): OpenApiDocument[] {
    return this.documents()
      .filter((d) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(d.file))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  documents(): OpenApiDocument[] {
    const documents: OpenApiDocument[] = [];
    for (const entry of this.entries.values()) if (entry.state === 'ok') documents.push(entry.document);
    return documents;
  }
}

const SPEC_EXTENSION = /\.(json|ya?ml)$/i;
const READ_CONCURRENCY = 16;

/**
 * Loads and checks every spec of the repository: the referenced files, and every JSON/YAML file
 * with a top-level `openapi` key (the service uploads all of them, rule 15).
 *
 * With `onlyReferenced`, a later call loads the files that more references name (the pages'
 * front matter, read meanwhile on another thread): those the first call left without an entry
 * (not JSON/YAML, not looking like a spec, no `openapi` key). A file that has an entry already
 * gave the same result it gives as a referenced file, and is not read again.
 */
export async function loadRepositorySpecs(options: {
  root: FileRoot;
  files: readonly string[];
  referenced: ReadonlySet<string>;
  onlyReferenced?: boolean;
  exclude: ReadonlySet<string>;
  extension: string;
  site?: SpecSiteSettings;
  findings: Findings;
  registry: SpecRegistry;
}): Promise<void> {
  const { root, files, referenced, exclude, extension, site, findings, registry } = options;
  const fileSet = new Set(files);
  const candidates = (
    options.onlyReferenced ? [...referenced].filter((file) => fileSet.has(file)) : files
  ).filter(
    (file) =>
      !exclude.has(file) && !registry.has(file) && (referenced.has(file) || SPEC_EXTENSION.test(file)),
  );
  for (const file of referenced) if (!fileSet.has(file)) registry.set(file, { state: 'missing' });

  const isReferenced = (file: string) => referenced.has(file);
  let next = 0;
  const reader = async () => {
    while (next < candidates.length) {
      const file = candidates[next++]!;
      let bytes: Buffer;
      try {
        bytes = await readFile(fileAt(root, file));
      } catch (error) {
        registry.set(file, { state: 'missing' });
        if (isReferenced(file)) registry.skip(file, `cannot be read: ${errorCode(error)}`);
        continue;
      }
      const json = isJsonSource(file, bytes);
      const ascii = json ? asciiJsonText(bytes) : undefined;
      // One decode of the whole buffer: reading with an encoding decodes chunk by chunk, which
      // costs about 40 ms more on a 13 MB spec.
      const text = ascii ? ascii.text : bytes.toString('utf8');
      const named = isReferenced(file);
      if (!named && !mayBeSpec(file, text)) {
        if (SWAGGER.test(text.slice(0, 4096)))
          registry.skip(file, 'Swagger 2.0: the build reads OpenAPI 3.0 and 3.1 only');
        continue;
      }
      const parsed = await parseSpecText(file, text, findings, async () =>
        ascii ? parseJsonBytes(file, bytes, ascii) : (await loadYamlParsers()).parseSource(file, text),
      );
      if (!parsed.ok) {
        if (named || looksLikeSpec(file, text)) {
          const why = `not valid ${formatName(file, text)}: ${parsed.message}`;
          findings.add('openapi-syntax', file, parsed.position, `spec is ${why}`);
          registry.set(file, { state: 'invalid' });
          registry.skip(file, `${why} (line ${parsed.position.line})`);
        }
        continue;
      }
      const data = parsed.document.data;
      if (!named && !(isRecord(data) && 'openapi' in data)) {
        if (isRecord(data) && 'swagger' in data)
          registry.skip(file, 'Swagger 2.0: the build reads OpenAPI 3.0 and 3.1 only');
        else if (looksLikeSpec(file, text)) registry.skip(file, 'no top-level openapi field');
        continue;
      }
      const document = await checkOpenApiSource(parsed.document, findings, extension, site);
      registry.set(file, document ? { state: 'ok', document } : { state: 'invalid' });
      if (!document) registry.skip(file, 'not an OpenAPI 3.0 or 3.1 document (reported in the file)');
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, reader));
}

/** Downloads a spec named by URL and checks it like a file (only with fetchUrls). */
export async function loadUrlSpec(
  url: string,
  extension: string,
  findings: Findings,
  site: SpecSiteSettings = {},
): Promise<{ entry: SpecEntry; problem?: string }> {
  let text: string;
  try {
    text = await fetchSpecText(url);
  } catch (error) {
    return { entry: { state: 'unknown' }, problem: error instanceof Error ? error.message : String(error) };
  }
  const parsed = await parseSpecText(url, text, findings, async () =>
    (await loadYamlParsers()).parseSource(new URL(url).pathname, text),
  );
  if (!parsed.ok) {
    findings.add(
      'openapi-syntax',
      url,
      parsed.position,
      `spec is not valid ${formatName(url, text)}: ${parsed.message}`,
    );
    return { entry: { state: 'invalid' } };
  }
  const source = { ...parsed.document, file: url };
  const document = await checkOpenApiSource(source, findings, extension, site);
  return { entry: document ? { state: 'ok', document } : { state: 'invalid' } };
}

const MAX_SPEC_BYTES = 64 * 1024 * 1024;

/** The spec's text, through the proxy-aware HTTP client (https_proxy / no_proxy are honoured). */
async function fetchSpecText(url: string): Promise<string> {
  // The HTTP client is only needed with fetchUrls: not loaded by offline runs.
  const { httpGet } = await import('../../client/http-get.js');
  const { response } = await httpGet(
    url,
    { accept: 'application/json, application/yaml, */*' },
    {
      signal: AbortSignal.timeout(20_000),
      idleTimeoutMs: 20_000,
    },
  );
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`HTTP ${response.statusCode ?? 0}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_SPEC_BYTES) {
      response.destroy();
      throw new Error(`larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A spec's text parsed the way the build reads it: a JSON file that is not strict JSON (a raw line
 * break inside a string, a trailing comma) goes through the build's YAML loader, which accepts it;
 * that is a warning, since strict JSON tools reject it.
 */
async function parseSpecText(
  file: string,
  text: string,
  findings: Findings,
  strict: () => Promise<ParseResult> | ParseResult,
): Promise<ParseResult> {
  const parsed = await strict();
  if (parsed.ok || !/\.json$/i.test(file.replace(/[?#].*$/, ''))) return parsed;
  const lenient = (await loadYamlParsers()).parseLenientJson(file, text);
  if (!lenient.ok || !isRecord(lenient.document.data)) return parsed;
  findings.add(
    'openapi-json-not-strict',
    file,
    parsed.position,
    `spec is not strict JSON (${parsed.message}): the build reads it with its YAML loader, but JSON tools and editors reject it`,
  );
  return lenient;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
}

/** A Swagger 2.0 document's first key, in JSON or YAML. */
const SWAGGER = /^\uFEFF?\s*(?:\{\s*)?["']?swagger["']?\s*:\s*["']?2/m;

/** Cheap test before parsing a file that nothing references. */
function mayBeSpec(file: string, text: string): boolean {
  return /\.json$/i.test(file) ? /"openapi"\s*:/.test(text) : /^["']?openapi["']?\s*:/m.test(text);
}

/** Strong enough to report a syntax error in a file that nothing references. */
function looksLikeSpec(file: string, text: string): boolean {
  return /\.json$/i.test(file)
    ? /^\uFEFF?\s*\{\s*"openapi"\s*:/.test(text)
    : /^["']?openapi["']?\s*:/m.test(text);
}

function formatName(file: string, text: string): string {
  if (/\.json$/i.test(file)) return 'JSON';
  if (/\.ya?ml$/i.test(file)) return 'YAML';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'JSON' : 'YAML';
}
