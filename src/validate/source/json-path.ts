/** A location inside a parsed JSON/YAML document: property names and array indexes. */
export type JsonPath = readonly (string | number)[];

export function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `#/a/b~1c` or `/a/b~1c` to `['a', 'b/c']`; undefined when it is not a JSON pointer. */
export function parsePointer(pointer: string): string[] | undefined {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  if (!body.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(body);
  } catch {
    decoded = body;
  }
  return decoded.slice(1).split('/').map(decodePointerSegment);
}

/** Follows a path through plain data; undefined when a segment is missing. */
export function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      node = node[Number(segment)];
    } else if (isRecord(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
    } else {
      return undefined;
    }
    if (node === undefined) return undefined;
  }
  return node;
}

/** ajv's instancePath (`/paths/~1users/get`) as a path. */
export function instancePathToPath(instancePath: string, data: unknown): JsonPath {
  if (instancePath === '') return [];
  const path: (string | number)[] = [];
  let node = data;
  for (const raw of instancePath.slice(1).split('/')) {
    const segment = decodePointerSegment(raw);
    if (Array.isArray(node)) {
      path.push(Number(segment));
      node = node[Number(segment)];
    } else {
      path.push(segment);
      node = isRecord(node) ? node[segment] : undefined;
    }
  }
  return path;
}

/** Readable form for messages: `paths["/users"].get.responses["200"]`. */
export function formatPath(path: JsonPath): string {
  if (path.length === 0) return 'the document root';
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
