import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkOpenApiSource } from './check-openapi.js';
import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from './openapi-model.js';
import { isJsonSource, parseJsonBytes, parseSource } from '../source/source-document.js';
import { asciiJsonText } from '../source/ascii-json.js';

export type SpecEntry =
  | { state: 'ok'; document: OpenApiDocument }
  /** Exists but is not a usable OpenAPI 3.0/3.1 document; already reported in the file itself. */
  | { state: 'invalid' }
  | { state: 'missing' }
  /** A URL that was not downloaded (offline run) or could not be (already reported). */
  | { state: 'unknown' };

/** Specs by repository path or URL. */
export class SpecRegistry {
  private readonly entries = new Map<string, SpecEntry>();
  private known: Set<string> | undefined;

  set(target: string, entry: SpecEntry): void {
    this.entries.set(target, entry);
    this.known = undefined;
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
  root: string;
  files: readonly string[];
  referenced: ReadonlySet<string>;
  onlyReferenced?: boolean;
  exclude: ReadonlySet<string>;
  extension: string;
  findings: Findings;
  registry: SpecRegistry;
}): Promise<void> {
  const { root, files, referenced, exclude, extension, findings, registry } = options;
  const fileSet = new Set(files);
  const candidates = (
    options.onlyReferenced ? [...referenced].filter((file) => fileSet.has(file)) : files
  ).filter(
    (file) =>
      !exclude.has(file) && !registry.has(file) && (referenced.has(file) || SPEC_EXTENSION.test(file)),
  );
  for (const file of referenced) if (!fileSet.has(file)) registry.set(file, { state: 'missing' });

  let next = 0;
  const reader = async () => {
    while (next < candidates.length) {
      const file = candidates[next++]!;
      let bytes: Buffer;
      try {
        bytes = await readFile(join(root, file));
      } catch {
        registry.set(file, { state: 'missing' });
        continue;
      }
      const json = isJsonSource(file, bytes);
      const ascii = json ? asciiJsonText(bytes) : undefined;
      // One decode of the whole buffer: reading with an encoding decodes chunk by chunk, which
      // costs about 40 ms more on a 13 MB spec.
      const text = ascii ? ascii.text : bytes.toString('utf8');
      const isReferenced = referenced.has(file);
      if (!isReferenced && !mayBeSpec(file, text)) continue;
      const parsed = ascii ? parseJsonBytes(file, bytes, ascii) : parseSource(file, text);
      if (!parsed.ok) {
        if (isReferenced || looksLikeSpec(file, text)) {
          findings.add(
            'openapi-syntax',
            file,
            parsed.position,
            `spec is not valid ${formatName(file, text)}: ${parsed.message}`,
          );
          registry.set(file, { state: 'invalid' });
        }
        continue;
      }
      if (!isReferenced && !(isRecord(parsed.document.data) && 'openapi' in parsed.document.data)) continue;
      const document = await checkOpenApiSource(parsed.document, findings, extension);
      registry.set(file, document ? { state: 'ok', document } : { state: 'invalid' });
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, reader));
}

/** Downloads a spec named by URL and checks it like a file (only with fetchUrls). */
export async function loadUrlSpec(
  url: string,
  extension: string,
  findings: Findings,
): Promise<{ entry: SpecEntry; problem?: string }> {
  let text: string;
  try {
    text = await fetchSpecText(url);
  } catch (error) {
    return { entry: { state: 'unknown' }, problem: error instanceof Error ? error.message : String(error) };
  }
  const parsed = parseSource(new URL(url).pathname, text);
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
  const document = await checkOpenApiSource(source, findings, extension);
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
