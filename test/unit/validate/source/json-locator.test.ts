import fc from 'fast-check';
import { JsonLocator } from '../../../../src/validate/source/json-locator.js';
import type { JsonPath } from '../../../../src/validate/source/json-path.js';
import { parseJsonSource } from '../../../../src/validate/source/source-document.js';

function allPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...allPaths(item, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...prefix, key]));
  }
  return paths;
}

function at(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], value);
}

describe('JsonLocator', () => {
  it('finds every value and key of any JSON document', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(undefined, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const locator = new JsonLocator(text);
        for (const path of allPaths(value)) {
          // Indented, a nested container's text differs from its own stringification: check how it opens.
          const node = at(value, path);
          const container = node !== null && typeof node === 'object';
          const expected =
            indent === undefined || !container ? JSON.stringify(node) : Array.isArray(node) ? '[' : '{';
          expect(text.startsWith(expected, locator.locate(path, 'value'))).toBe(true);
          const last = path[path.length - 1];
          if (typeof last === 'string') {
            expect(text.startsWith(JSON.stringify(last), locator.locate(path, 'key'))).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('handles escaped keys, strings with brackets and quotes, and missing paths', () => {
    const text =
      '{\n  "a\\"b": { "x": "}]\\\\\\"{" },\n  "c/d": [1, {"e": true}],\n  "a\\"b": { "y": null }\n}';
    const locator = new JsonLocator(text);
    expect(text.slice(locator.locate(['c/d', 1, 'e'], 'value'))).toMatch(/^true/);
    // Duplicate keys: the first one is found; a path only in the last falls back to its key.
    expect(text.slice(locator.locate(['a"b', 'x'], 'value'))).toMatch(/^"}\]/);
    expect(locator.locate(['a"b', 'y'], 'key')).toBe(text.indexOf('"a\\"b"'));
    // A missing path yields its deepest existing ancestor.
    expect(locator.locate(['c/d', 5, 'zz'], 'key')).toBe(text.indexOf('"c/d"'));
  });

  it('skips containers with long runs of strings holding brackets, quotes and escapes', () => {
    const strings = Array.from({ length: 5000 }, (_, i) => `{[${i}\\"]}\u2028`);
    const value = { a: strings, b: [{ c: strings }], d: { e: true } };
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
      const locator = new JsonLocator(text);
      expect(text.slice(locator.locate(['d', 'e'], 'value'))).toMatch(/^true/);
      expect(text.slice(locator.locate(['b', 0, 'c', 4999], 'value'))).toMatch(/^"\{\[4999/);
    }
  });

  it('gives 1-based lines and columns through the parsed document', () => {
    const parsed = parseJsonSource('a.json', '{\n  "paths": {\n    "/x": { "get": {} }\n  }\n}');
    if (!parsed.ok) throw new Error('parse failed');
    expect(parsed.document.position(['paths', '/x', 'get'])).toEqual({ line: 3, column: 13 });
    expect(parsed.document.position(['paths', '/x', 'get'], 'value')).toEqual({ line: 3, column: 20 });
  });

  it('locates JSON syntax errors', () => {
    expect(parseJsonSource('a.json', '{\n  "a": 1\n  "b": 2\n}')).toMatchObject({
      ok: false,
      position: { line: 3, column: 3 },
      message: expect.stringMatching(/expected ',' or '}'/),
    });
    expect(parseJsonSource('a.json', '{\n  "a": tru\n}')).toMatchObject({
      ok: false,
      position: { line: 2, column: 8 },
    });
    expect(parseJsonSource('a.json', '')).toMatchObject({ ok: false, position: { line: 1, column: 1 } });
  });
});
