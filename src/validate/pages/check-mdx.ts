import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeEndpoint, parseEndpointReference } from '../openapi/endpoint-reference.js';
import type { EndpointReference } from '../openapi/endpoint-reference.js';
import { endpointHint, hasEndpoint } from '../openapi/endpoint-hint.js';
import { START } from '../findings.js';
import type { Findings } from '../findings.js';
import { extractFrontMatter } from './front-matter.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from '../openapi/openapi-model.js';
import { isHttpUrlLike, normalizeRepoPath } from '../source/repo-files.js';
import type { SourceDocument } from '../source/source-document.js';
import { parseYamlSource } from '../source/source-document.js';
import type { SpecRegistry } from '../openapi/spec-registry.js';

export interface MdxPage {
  source: SourceDocument;
  endpoint?: EndpointReference;
  schema?: { file?: string; key: string };
}

const READ_CONCURRENCY = 16;

/** Parses the front matter of each page and checks what needs no spec. */
export async function readMdxPages(
  root: string,
  files: readonly string[],
  findings: Findings,
): Promise<MdxPage[]> {
  const pages: MdxPage[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      const page = readPage(file, text, findings);
      if (page) pages.push(page);
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  return pages.sort((a, b) => (a.source.file < b.source.file ? -1 : 1));
}

function readPage(file: string, text: string, findings: Findings): MdxPage | undefined {
  const frontMatter = extractFrontMatter(text);
  if (frontMatter.kind === 'none') return undefined;
  if (frontMatter.kind === 'unclosed') {
    findings.add(
      'mdx-front-matter-syntax',
      file,
      START,
      'front matter opened with --- is never closed: end it with a --- line',
    );
    return undefined;
  }
  const parsed = parseYamlSource(file, frontMatter.yaml, frontMatter.lineOffset);
  if (!parsed.ok) {
    findings.add(
      'mdx-front-matter-syntax',
      file,
      parsed.position,
      `front matter is not valid YAML: ${parsed.message}`,
    );
    return undefined;
  }
  const source = parsed.document;
  const data = source.data;
  if (!isRecord(data)) return undefined;
  const page: MdxPage = { source };
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
  return page;
}

/** Repository spec files that front matter names explicitly. */
export function specFilesNamedByPages(pages: readonly MdxPage[]): string[] {
  const files: string[] = [];
  for (const page of pages) {
    for (const file of [page.endpoint?.file, page.schema?.file]) {
      const path = file && !isHttpUrlLike(file) ? normalizeRepoPath(file) : undefined;
      if (path) files.push(path);
    }
  }
  return files;
}

export function checkMdxReferences(
  pages: readonly MdxPage[],
  registry: SpecRegistry,
  findings: Findings,
): void {
  const all = registry.repositoryDocuments();
  for (const page of pages) {
    if (page.endpoint) checkEndpoint(page.source, page.endpoint, registry, all, findings);
    if (page.schema) checkSchema(page.source, page.schema, registry, all, findings);
  }
}

/** The document a front-matter file token names; undefined when reported or not checkable. */
function namedDocument(
  source: SourceDocument,
  key: 'openapi' | 'openapi-schema',
  file: string,
  registry: SpecRegistry,
  findings: Findings,
): OpenApiDocument | undefined {
  const target = isHttpUrlLike(file) ? file : normalizeRepoPath(file);
  const entry = target ? registry.get(target) : ({ state: 'missing' } as const);
  if (entry.state === 'missing') {
    findings.at(
      source,
      [key],
      'mdx-openapi-spec-not-found',
      `spec file ${JSON.stringify(file)} does not exist (paths are relative to the repository root)`,
      'value',
    );
  }
  return entry.state === 'ok' ? entry.document : undefined;
}

function checkEndpoint(
  source: SourceDocument,
  reference: EndpointReference,
  registry: SpecRegistry,
  all: readonly OpenApiDocument[],
  findings: Findings,
): void {
  const what = describeEndpoint(reference);
  if (reference.file) {
    const document = namedDocument(source, 'openapi', reference.file, registry, findings);
    if (document && !hasEndpoint(document, reference)) {
      findings.at(
        source,
        ['openapi'],
        'mdx-openapi-not-found',
        `${document.file} has no ${what}${endpointHint([document], reference)}`,
        'value',
      );
    }
    return;
  }
  const matches = all.filter((document) => hasEndpoint(document, reference));
  if (matches.length === 0) {
    const searched =
      all.length > 0 ? `searched ${all.map((d) => d.file).join(', ')}` : 'the repository has no spec';
    findings.at(
      source,
      ['openapi'],
      'mdx-openapi-not-found',
      `${what} is in no spec (${searched})${endpointHint(all, reference)}`,
      'value',
    );
  } else if (matches.length > 1) {
    const [winner] = matches;
    findings.at(
      source,
      ['openapi'],
      'mdx-openapi-ambiguous',
      `${what} is in ${matches.map((d) => d.file).join(', ')}; ${winner!.file} wins (first in alphabetical order): write "${winner!.file} ${what}" to say so`,
      'value',
    );
  }
}

function checkSchema(
  source: SourceDocument,
  schema: { file?: string; key: string },
  registry: SpecRegistry,
  all: readonly OpenApiDocument[],
  findings: Findings,
): void {
  if (schema.file) {
    const document = namedDocument(source, 'openapi-schema', schema.file, registry, findings);
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
