import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import { readDocsConfig } from '../validate/navigation/docs-config.js';
import { Findings } from '../validate/findings.js';
import { isHttpUrlLike } from '../validate/source/repo-files.js';
import { parseJsonSource } from '../validate/source/json-source.js';
import type { JsonPath } from '../validate/source/json-path.js';
import type { SourceDocument } from '../validate/source/json-source.js';
import { isHttpUrl } from '../core/url.js';

/** A spec that docs.json references by URL, with where (the first time) it is referenced. */
export interface UrlSpec {
  url: string;
  /** docs.json, relative to the documentation directory (posix separators). */
  file: string;
  line: number;
  column: number;
}

export interface UrlSpecList {
  specs: UrlSpec[];
  /** `openapi` URLs that are not well-formed http(s) URLs: not watched. */
  malformed: UrlSpec[];
}

/**
 * The specs docs.json references by URL: `openapi` fields in all three forms at any level of the
 * navigation (read by the validator's own walker) and `<url> METHOD /path` navigation entries.
 */
export async function listUrlSpecs(dir: string, config?: string): Promise<UrlSpecList> {
  const root = resolve(dir);
  const configPath = resolve(root, config ?? 'docs.json');
  const file = toPosix(relative(root, configPath));
  const text = await readFile(configPath, 'utf8').catch((error: unknown) => {
    throw new ConfigurationError(`cannot read ${configPath}: ${errorMessage(error)}`);
  });
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) {
    throw new ConfigurationError(
      `${file}:${parsed.position.line}:${parsed.position.column}: docs.json is not valid JSON: ${parsed.message}`,
    );
  }
  const document = parsed.document;
  // Repository files are irrelevant here, so the validator's findings about them are dropped.
  const navigation = readDocsConfig(document, new Set(), new Findings());

  const seen = new Set<string>();
  const specs: UrlSpec[] = [];
  const malformed: UrlSpec[] = [];
  const add = (url: string, at: JsonPath, usable: boolean) => {
    if (seen.has(url)) return;
    seen.add(url);
    (usable ? specs : malformed).push(locate(document, url, at));
  };
  for (const source of navigation.sources) {
    if (source.kind === 'url') add(source.target, source.at, source.usable);
  }
  for (const { reference, at } of navigation.endpoints) {
    const url = reference.file?.trim();
    if (url && isHttpUrlLike(url)) add(url, at, isHttpUrl(url));
  }
  return { specs, malformed };
}

function locate(document: SourceDocument, url: string, at: JsonPath): UrlSpec {
  const { line, column } = document.position(at, 'value');
  return { url, file: document.file, line, column };
}

function toPosix(path: string): string {
  return isAbsolute(path) ? path : path.split(sep).join('/');
}
