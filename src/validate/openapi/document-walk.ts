import { isRecord } from '../source/json-path.js';

/** Keys that hold user data (examples, defaults) rather than OpenAPI objects, unless they name a property. */
const LITERAL_KEYS = new Set(['example', 'enum', 'const', 'default']);
const NAMING_PARENTS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

function holdsLiteral(key: string, value: unknown, path: readonly (string | number)[]): boolean {
  const parent = path[path.length - 1];
  if (typeof parent === 'string' && NAMING_PARENTS.has(parent)) return false;
  if (key === 'default') return parent !== 'responses';
  if (LITERAL_KEYS.has(key)) return true;
  // Example objects keep their literal in `value`; schema `examples` (3.1) is an array of literals.
  if (key === 'value') return path[path.length - 2] === 'examples';
  return key === 'examples' && Array.isArray(value);
}

/**
 * Visits every object of an OpenAPI document once, depth first, without entering example and
 * default values. `path` is a shared stack: copy it to keep it.
 */
export function walkDocument(
  root: unknown,
  visit: (node: Record<string, unknown>, path: readonly (string | number)[]) => void,
): void {
  const path: (string | number)[] = [];
  const step = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item !== 'object' || item === null) continue;
        path.push(i);
        step(item);
        path.pop();
      }
      return;
    }
    if (!isRecord(node)) return;
    visit(node, path);
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null || holdsLiteral(key, value, path)) continue;
      path.push(key);
      step(value);
      path.pop();
    }
  };
  step(root);
}
