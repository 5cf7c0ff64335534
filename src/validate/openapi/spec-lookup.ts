import { posix } from 'node:path';
import { isHttpUrlLike, normalizeRepoPath } from '../source/repo-files.js';
import type { EndpointReference } from './endpoint-reference.js';
import { HTTP_METHODS } from './endpoint-reference.js';
import type { OpenApiDocument, OperationInfo } from './openapi-model.js';
import { findOperation, findWebhook } from './openapi-model.js';
import type { SpecEntry, SpecRegistry } from './spec-registry.js';

export interface SpecMatch {
  /** Repository path or URL of the spec the build uses. */
  target: string;
  entry: SpecEntry;
  /** False when the name is not the spec's exact path (no extension, relative, a suffix, ...). */
  exact: boolean;
}

const SPEC_EXTENSION = /\.(json|ya?ml)$/i;

/**
 * The spec a front-matter or navigation file token names, found the way the service's build finds
 * it: the exact repository path (a leading `/` is dropped), else the path relative to the page,
 * else a spec whose path ends with the name, with or without its extension. Undefined when no
 * spec of the repository matches.
 */
export function lookupSpec(name: string, registry: SpecRegistry, fromFile?: string): SpecMatch | undefined {
  const text = name.trim();
  if (isHttpUrlLike(text)) return { target: text, entry: registry.get(text), exact: true };
  const known = registry.knownFiles();
  const normal = normalizeRepoPath(text);
  if (normal && known.has(normal)) return match(normal, registry, true);
  if (fromFile) {
    const relative = normalizeRepoPath(posix.join(posix.dirname(fromFile), text));
    if (relative && known.has(relative)) return match(relative, registry, false);
  }
  const bare = text.replace(/\\/g, '/').replace(/^(?:\.{1,2}\/|\/)+/, '');
  if (bare === '') return undefined;
  const candidates = [...known]
    .filter((file) => {
      const stem = file.replace(SPEC_EXTENSION, '');
      return [file, stem].some((path) => path === bare || path.endsWith(`/${bare}`));
    })
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const found = candidates[0];
  return found ? match(found, registry, false) : undefined;
}

function match(target: string, registry: SpecRegistry, exact: boolean): SpecMatch {
  return { target, entry: registry.get(target), exact };
}

/** How an endpoint is found in one document: exactly, or only up to a trailing `/` of the path. */
export type EndpointMatch = { info: OperationInfo; trailingSlash: boolean };

/** The operation or webhook, matching the method in any case and, failing that, ignoring a trailing `/`. */
export function matchEndpoint(
  document: OpenApiDocument,
  reference: EndpointReference,
): EndpointMatch | undefined {
  if (reference.kind === 'webhook') {
    const info = findWebhook(document, reference.name);
    return info ? { info, trailingSlash: false } : undefined;
  }
  const method = reference.method.toLowerCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method)) return undefined;
  const exact = findOperation(document, method, reference.path);
  if (exact) return { info: exact, trailingSlash: false };
  const other = reference.path.endsWith('/') ? reference.path.replace(/\/+$/, '') : `${reference.path}/`;
  const loose = other === '' ? undefined : findOperation(document, method, other);
  return loose ? { info: loose, trailingSlash: true } : undefined;
}
