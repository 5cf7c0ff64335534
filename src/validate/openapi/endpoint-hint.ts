import { HTTP_METHODS } from './endpoint-reference.js';
import type { EndpointReference } from './endpoint-reference.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from './openapi-model.js';
import { findOperation, findWebhook } from './openapi-model.js';

/** True when the document has the operation or webhook. */
export function hasEndpoint(document: OpenApiDocument, reference: EndpointReference): boolean {
  return reference.kind === 'webhook'
    ? findWebhook(document, reference.name) !== undefined
    : findOperation(document, reference.method, reference.path) !== undefined;
}

/** A near miss in the given documents, as ` (did you mean ...?)`, or ''. */
export function endpointHint(documents: readonly OpenApiDocument[], reference: EndpointReference): string {
  for (const document of documents) {
    if (reference.kind === 'webhook') {
      if (
        document.minor === '3.0' &&
        isRecord(document.root.webhooks) &&
        reference.name in document.root.webhooks
      ) {
        return ` (${document.file} declares it, but webhooks need OpenAPI 3.1)`;
      }
      const names = document.operations.filter((o) => o.kind === 'webhook').map((o) => o.path);
      const near = names.find((name) => name.toLowerCase() === reference.name.toLowerCase());
      if (near) return ` (did you mean webhook ${near}?)`;
      continue;
    }
    const paths = isRecord(document.root.paths) ? document.root.paths : {};
    const item = paths[reference.path];
    if (isRecord(item)) {
      const methods = HTTP_METHODS.filter((m) => isRecord(item[m])).map((m) => m.toUpperCase());
      if (methods.length > 0) return ` (${document.file} has ${reference.path} with ${methods.join(', ')})`;
    }
    const canonical = (path: string) => path.toLowerCase().replace(/\/+$/, '');
    const near = Object.keys(paths).find(
      (path) => path !== reference.path && canonical(path) === canonical(reference.path),
    );
    if (near) return ` (did you mean ${reference.method.toUpperCase()} ${near}? paths must match exactly)`;
  }
  return '';
}
