import { HTTP_METHODS } from './endpoint-reference.js';
import { isRecord, parsePointer, valueAt } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import type { SourceDocument } from '../source/source-document.js';

export interface OperationInfo {
  kind: 'operation' | 'webhook';
  /** Lower-case HTTP method. */
  method: string;
  /** Path template, or the webhook name. */
  path: string;
  /** Where the operation object is (inside a referenced path item when the path item is a $ref). */
  pointer: JsonPath;
  operation: Record<string, unknown>;
}

/** A parsed OpenAPI 3.0/3.1 document and what the rest of the validator needs to look up in it. */
export interface OpenApiDocument {
  file: string;
  source: SourceDocument;
  root: Record<string, unknown>;
  /** The `openapi` field as written, e.g. `3.1.0`. */
  openapi: string;
  minor: '3.0' | '3.1';
  /** Path operations, then webhook operations (3.1 only); callbacks are not pages. */
  operations: OperationInfo[];
  /** Every operation object, callbacks included, for extension checks. */
  operationObjects: Set<object>;
  schemaNames: Set<string>;
  /** `operation get /users` or `webhook - newPet` to the operation. */
  index: Map<string, OperationInfo>;
}

export function findOperation(
  document: OpenApiDocument,
  method: string,
  path: string,
): OperationInfo | undefined {
  return document.index.get(indexKey('operation', method, path));
}

/** The first operation of the webhook (a webhook is a path item; usually it has one, `post`). */
export function findWebhook(document: OpenApiDocument, name: string): OperationInfo | undefined {
  return document.index.get(indexKey('webhook', '', name));
}

function indexKey(kind: OperationInfo['kind'], method: string, path: string): string {
  return `${kind} ${method} ${path}`;
}

export function buildOpenApiDocument(
  source: SourceDocument,
  root: Record<string, unknown>,
  openapi: string,
  minor: '3.0' | '3.1',
): OpenApiDocument {
  const operations: OperationInfo[] = [];
  const operationObjects = new Set<object>();
  const collect = (kind: OperationInfo['kind'], container: string, map: unknown) => {
    if (!isRecord(map)) return;
    for (const [name, rawItem] of Object.entries(map)) {
      const item = resolveInternal(root, rawItem, [container, name]);
      if (!item) continue;
      for (const method of HTTP_METHODS) {
        const operation = item.value[method];
        if (!isRecord(operation)) continue;
        operations.push({ kind, method, path: name, pointer: [...item.pointer, method], operation });
        collectWithCallbacks(root, operation, operationObjects, 0);
      }
    }
  };
  collect('operation', 'paths', root.paths);
  if (minor === '3.1') collect('webhook', 'webhooks', root.webhooks);
  // Callbacks declared once under components and never used still hold operations.
  const components = isRecord(root.components) ? root.components : {};
  for (const callback of Object.values(isRecord(components.callbacks) ? components.callbacks : {})) {
    collectCallbackOperations(root, callback, operationObjects, 0);
  }
  for (const rawItem of Object.values(isRecord(components.pathItems) ? components.pathItems : {})) {
    const item = resolveInternal(root, rawItem, []);
    for (const method of HTTP_METHODS) {
      const operation = item?.value[method];
      if (isRecord(operation)) collectWithCallbacks(root, operation, operationObjects, 0);
    }
  }
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const index = new Map<string, OperationInfo>();
  for (const info of operations) {
    const method = info.kind === 'webhook' ? '' : info.method;
    const key = indexKey(info.kind, method, info.path);
    if (!index.has(key)) index.set(key, info);
  }
  return {
    file: source.file,
    source,
    root,
    openapi,
    minor,
    operations,
    operationObjects,
    schemaNames: new Set(Object.keys(schemas)),
    index,
  };
}

const MAX_REF_HOPS = 16;

/** An object, following internal `$ref`s (path items in `components.pathItems`, callbacks, ...). */
function resolveInternal(
  root: Record<string, unknown>,
  value: unknown,
  pointer: JsonPath,
): { value: Record<string, unknown>; pointer: JsonPath } | undefined {
  let current = value;
  let currentPointer = pointer;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (!isRecord(current)) return undefined;
    const ref = current.$ref;
    if (typeof ref !== 'string') return { value: current, pointer: currentPointer };
    const target = parsePointer(ref);
    if (!ref.startsWith('#') || !target) return undefined;
    current = valueAt(root, target);
    currentPointer = target;
  }
  return undefined;
}

function collectWithCallbacks(
  root: Record<string, unknown>,
  operation: Record<string, unknown>,
  into: Set<object>,
  depth: number,
): void {
  if (into.has(operation) || depth > MAX_REF_HOPS) return;
  into.add(operation);
  if (!isRecord(operation.callbacks)) return;
  for (const callback of Object.values(operation.callbacks)) {
    collectCallbackOperations(root, callback, into, depth + 1);
  }
}

function collectCallbackOperations(
  root: Record<string, unknown>,
  rawCallback: unknown,
  into: Set<object>,
  depth: number,
): void {
  const callback = resolveInternal(root, rawCallback, []);
  if (!callback) return;
  for (const rawItem of Object.values(callback.value)) {
    const item = resolveInternal(root, rawItem, []);
    for (const method of HTTP_METHODS) {
      const operation = item?.value[method];
      if (isRecord(operation)) collectWithCallbacks(root, operation, into, depth);
    }
  }
}
