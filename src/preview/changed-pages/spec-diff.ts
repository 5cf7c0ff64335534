import { createHash } from 'node:crypto';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation of a spec as the service generates a page for it. */
export interface SpecOperation {
  /** Upper-case HTTP method, or `WEBHOOK`. */
  method: string;
  /** Path template, or the webhook name. */
  path: string;
}

export interface SpecDiff {
  added: SpecOperation[];
  modified: SpecOperation[];
  removed: SpecOperation[];
  /** Schemas of `components.schemas` (pages show them through front matter `openapi-schema:`). */
  schemas?: { added: string[]; modified: string[]; removed: string[] };
}

type Json = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fingerprints of every operation of a parsed OpenAPI document. A fingerprint covers everything the
 * operation's page shows: the operation with its internal `$ref`s followed (so a changed schema
 * changes every operation that uses it), the path item's parameters, the servers and security that
 * apply to it, and the security schemes that security names.
 */
export function operationFingerprints(
  document: Json,
): Map<string, { operation: SpecOperation; hash: string }> {
  const result = new Map<string, { operation: SpecOperation; hash: string }>();
  if (!isRecord(document)) return result;
  const hasher = new RefAwareHasher(document);
  const collect = (group: unknown, kind: 'path' | 'webhook') => {
    if (!isRecord(group)) return;
    for (const [path, rawItem] of Object.entries(group)) {
      const item = hasher.deref(rawItem);
      if (!isRecord(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isRecord(operation)) continue;
        const op: SpecOperation =
          kind === 'webhook' ? { method: 'WEBHOOK', path } : { method: method.toUpperCase(), path };
        const security = operation.security ?? document.security ?? null;
        const hash = hasher.hashOf([
          operation,
          item.parameters ?? null,
          operation.servers ?? item.servers ?? document.servers ?? null,
          security,
          securitySchemesNamed(security, document),
        ]);
        result.set(operationKey(op), { operation: op, hash });
      }
    }
  };
  collect(document.paths, 'path');
  collect(document.webhooks, 'webhook');
  return result;
}

/**
 * The `components.securitySchemes` entries that security requirements name, by name. A requirement
 * names its schemes by key, not by `$ref`, yet the page shows each scheme (its description is the
 * Authorization field's): a changed scheme changes every operation that uses it.
 */
function securitySchemesNamed(security: unknown, document: Record<string, unknown>): [string, unknown][] {
  if (!Array.isArray(security)) return [];
  const schemes =
    isRecord(document.components) && isRecord(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  const names = new Set<string>();
  for (const requirement of security)
    if (isRecord(requirement)) for (const name of Object.keys(requirement)) names.add(name);
  return [...names].sort().map((name) => [name, Object.hasOwn(schemes, name) ? schemes[name] : null]);
}

export function operationKey(operation: SpecOperation): string {
  return `${operation.method} ${operation.path}`;
}

/** Fingerprints of the schemas of `components.schemas`, their `$ref`s followed. */
export function schemaFingerprints(document: Json): Map<string, string> {
  const result = new Map<string, string>();
  if (!isRecord(document) || !isRecord(document.components) || !isRecord(document.components.schemas))
    return result;
  const hasher = new RefAwareHasher(document);
  for (const [name, schema] of Object.entries(document.components.schemas))
    result.set(name, hasher.hashOf(schema));
  return result;
}

/**
 * Operations (and schemas) added, changed and removed between two versions of one spec (either may
 * be absent). An operation whose own text is the same but which uses a `$ref`'d component that
 * changed is changed.
 */
export function diffSpecs(before: Json, after: Json): SpecDiff {
  const old = operationFingerprints(before);
  const now = operationFingerprints(after);
  const diff: SpecDiff = { added: [], modified: [], removed: [] };
  for (const [key, entry] of now) {
    const previous = old.get(key);
    if (!previous) diff.added.push(entry.operation);
    else if (previous.hash !== entry.hash) diff.modified.push(entry.operation);
  }
  for (const [key, entry] of old) if (!now.has(key)) diff.removed.push(entry.operation);
  const oldSchemas = schemaFingerprints(before);
  const newSchemas = schemaFingerprints(after);
  const schemas = { added: [] as string[], modified: [] as string[], removed: [] as string[] };
  for (const [name, hash] of newSchemas) {
    const previous = oldSchemas.get(name);
    if (previous === undefined) schemas.added.push(name);
    else if (previous !== hash) schemas.modified.push(name);
  }
  for (const name of oldSchemas.keys()) if (!newSchemas.has(name)) schemas.removed.push(name);
  diff.schemas = schemas;
  return diff;
}

/**
 * Hashes JSON values with internal `$ref`s replaced by the hash of their target. A target's hash is
 * computed once; a reference back into a target still being hashed (a recursive schema) hashes as
 * the reference itself, so cycles end.
 */
class RefAwareHasher {
  private readonly root: Record<string, unknown>;
  private readonly done = new Map<string, string>();
  private readonly inProgress = new Set<string>();

  constructor(root: Record<string, unknown>) {
    this.root = root;
  }

  deref(value: unknown): unknown {
    const seen = new Set<string>();
    let current = value;
    while (isRecord(current) && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
      seen.add(current.$ref);
      const target = this.resolve(current.$ref);
      if (target === undefined) return current;
      current = target;
    }
    return current;
  }

  hashOf(value: unknown): string {
    const hash = createHash('sha1');
    this.feed(hash, value);
    return hash.digest('hex');
  }

  private hashRef(ref: string): string {
    const known = this.done.get(ref);
    if (known !== undefined) return known;
    if (this.inProgress.has(ref)) return `cycle:${ref}`;
    const target = this.resolve(ref);
    if (target === undefined) return `unresolved:${ref}`;
    this.inProgress.add(ref);
    const hash = this.hashOf(target);
    this.inProgress.delete(ref);
    this.done.set(ref, hash);
    return hash;
  }

  private resolve(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined;
    let node: unknown = this.root;
    for (const raw of ref.slice(1).split('/').slice(1)) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (Array.isArray(node)) node = node[Number(key)];
      else if (isRecord(node) && Object.hasOwn(node, key)) node = node[key];
      else return undefined;
    }
    return node;
  }

  private feed(hash: ReturnType<typeof createHash>, value: unknown): void {
    if (Array.isArray(value)) {
      hash.update('[');
      for (const item of value) {
        this.feed(hash, item);
        hash.update(',');
      }
      hash.update(']');
      return;
    }
    if (isRecord(value)) {
      if (typeof value.$ref === 'string' && value.$ref.startsWith('#')) {
        hash.update(`ref(${this.hashRef(value.$ref)})`);
        // Siblings of $ref (allowed in 3.1) are part of what the page shows.
      }
      hash.update('{');
      for (const key of Object.keys(value).sort()) {
        if (key === '$ref' && typeof value.$ref === 'string' && value.$ref.startsWith('#')) continue;
        hash.update(JSON.stringify(key));
        hash.update(':');
        this.feed(hash, value[key]);
        hash.update(',');
      }
      hash.update('}');
      return;
    }
    hash.update(JSON.stringify(value) ?? 'undefined');
  }
}
