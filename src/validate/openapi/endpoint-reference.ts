export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type EndpointReference =
  | { kind: 'operation'; file?: string; method: string; path: string }
  | { kind: 'webhook'; file?: string; name: string };

const FORM = new RegExp(`^(?:(.+?)\\s+)?(${HTTP_METHODS.join('|')}|webhook)\\s+(\\S+)$`, 'i');

/**
 * `[file] METHOD /path` or `[file] webhook name`, as written in navigation entries and `openapi`
 * front matter. The method is matched in any case (`GET` and `get` both name the spec's `get`);
 * the path must start with `/` and is compared exactly. `method` is returned in lower case.
 */
export function parseEndpointReference(text: string): EndpointReference | undefined {
  const match = FORM.exec(text.trim());
  if (!match) return undefined;
  const [, file, verb, target] = match as unknown as [string, string | undefined, string, string];
  const method = verb.toLowerCase();
  if (method === 'webhook')
    return file ? { kind: 'webhook', file, name: target } : { kind: 'webhook', name: target };
  if (!target.startsWith('/')) return undefined;
  return file
    ? { kind: 'operation', file, method, path: target }
    : { kind: 'operation', method, path: target };
}

export function describeEndpoint(reference: EndpointReference): string {
  return reference.kind === 'webhook'
    ? `webhook ${reference.name}`
    : `${reference.method.toUpperCase()} ${reference.path}`;
}
