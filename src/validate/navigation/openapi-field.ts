import { isRecord } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import { isHttpUrlLike, normalizeRepoPath } from '../source/repo-files.js';
import type { RuleId } from '../rules.js';
import type { SourceDocument } from '../source/source-document.js';
import { isHttpUrl } from '../../core/url.js';

export const DEFAULT_API_DIRECTORY = 'api-reference';

/** One spec named by an `openapi` field of docs.json. */
export interface SpecSource {
  kind: 'file' | 'url';
  /** Normalized repository path, or the URL. */
  target: string;
  /** Where generated pages go, without leading or trailing slash. */
  directory: string;
  /** Of the source string in docs.json. */
  at: JsonPath;
  /** False when the file is missing or the URL malformed (already reported). */
  usable: boolean;
  /** The file `at` is in when it is not docs.json (navigation kept in a `$ref` file). */
  document?: SourceDocument;
}

export type Report = (at: JsonPath, rule: RuleId, message: string, target?: 'key' | 'value') => void;

const OBJECT_KEYS = new Set(['source', 'directory']);

/** The three forms (rule 2): a path or URL, an array of them, or `{ source, directory? }`. */
export function parseOpenApiField(
  value: unknown,
  at: JsonPath,
  fileExists: (path: string) => boolean,
  report: Report,
): SpecSource[] {
  const sources: SpecSource[] = [];
  const add = (raw: string, directory: string, where: JsonPath) => {
    const source = parseSpecSource(raw, directory, where, fileExists, report);
    if (source) sources.push(source);
  };
  if (typeof value === 'string') {
    add(value, DEFAULT_API_DIRECTORY, at);
  } else if (Array.isArray(value)) {
    if (value.length === 0)
      report(at, 'openapi-field-invalid', 'openapi is an empty array: list at least one spec');
    value.forEach((item, index) => {
      if (typeof item === 'string') add(item, DEFAULT_API_DIRECTORY, [...at, index]);
      else
        report(
          [...at, index],
          'openapi-field-invalid',
          'entries of an openapi array must be path or URL strings',
        );
    });
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      if (!OBJECT_KEYS.has(key)) {
        const message = `openapi has the unknown key ${JSON.stringify(key)} (it takes source and directory)`;
        report([...at, key], 'openapi-field-unknown-key', message, 'key');
      }
    }
    const directory = parseDirectory(value.directory, [...at, 'directory'], report);
    if (value.source === undefined) {
      report(at, 'openapi-field-invalid', 'openapi object needs a source (a spec path or URL)', 'key');
    } else if (typeof value.source !== 'string') {
      report([...at, 'source'], 'openapi-field-invalid', 'openapi.source must be a path or URL string');
    } else {
      add(value.source, directory, [...at, 'source']);
    }
  } else {
    report(
      at,
      'openapi-field-invalid',
      'openapi must be a path or URL string, an array of them, or { "source": ..., "directory": ... }',
    );
  }
  return sources;
}

function parseDirectory(value: unknown, at: JsonPath, report: Report): string {
  if (value === undefined) return DEFAULT_API_DIRECTORY;
  const normal = typeof value === 'string' ? normalizeRepoPath(value) : undefined;
  if (!normal || isHttpUrlLike(normal)) {
    report(
      at,
      'openapi-field-invalid',
      'openapi.directory must be a folder path inside the repository, such as "api-reference/v2"',
    );
    return DEFAULT_API_DIRECTORY;
  }
  return normal.replace(/\/+$/, '');
}

/** A path (repository-root relative, leading `/` optional) or an http(s) URL. */
function parseSpecSource(
  raw: string,
  directory: string,
  at: JsonPath,
  fileExists: (path: string) => boolean,
  report: Report,
): SpecSource | undefined {
  const text = raw.trim();
  if (text === '') {
    report(
      at,
      'openapi-field-invalid',
      'openapi source is empty: give a spec path such as "openapi.yaml" or an https URL',
    );
    return undefined;
  }
  if (isHttpUrlLike(text)) {
    const usable = isHttpUrl(text);
    if (!usable)
      report(at, 'openapi-source-invalid-url', `${JSON.stringify(text)} is not a well-formed http(s) URL`);
    return { kind: 'url', target: text, directory, at, usable };
  }
  const path = normalizeRepoPath(text);
  if (!path) {
    report(at, 'openapi-source-not-found', `spec path ${JSON.stringify(text)} points outside the repository`);
    return undefined;
  }
  const usable = fileExists(path);
  if (!usable) {
    report(
      at,
      'openapi-source-not-found',
      `spec file ${JSON.stringify(path)} does not exist (paths are relative to the repository root)`,
    );
  }
  return { kind: 'file', target: path, directory, at, usable };
}
