import { load as loadLenientYaml } from 'js-yaml';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import { jsonDocument, parseJsonSource } from './json-source.js';
import type { ParseResult, SourceDocument } from './json-source.js';
import type { JsonPath } from './json-path.js';
import { LineIndex } from './line-index.js';
import type { Position } from './line-index.js';
import { parseSimpleFrontMatter } from './simple-front-matter.js';

// JSON alone is read by json-source.ts (no YAML parser evaluated); this module adds YAML and the
// lenient readings, and re-exports the JSON half for the readers of both.
export { isJsonSource, parseJsonBytes, parseJsonSource } from './json-source.js';
export type { ParseResult, SourceDocument } from './json-source.js';

/** By extension; anything else is sniffed (`{`/`[` first means JSON). */
export function parseSource(file: string, text: string): ParseResult {
  if (/\.json$/i.test(file)) return parseJsonSource(file, text);
  if (/\.ya?ml$/i.test(file)) return parseYamlSource(file, text);
  return /^\uFEFF?\s*[[{]/.test(text) ? parseJsonSource(file, text) : parseYamlSource(file, text);
}

/**
 * JSON that is not strict JSON, read as the build's YAML loader reads it: YAML first (exact
 * positions), then js-yaml's more lenient reading, with positions found by the JSON locator.
 */
export function parseLenientJson(file: string, text: string): ParseResult {
  const yaml = parseYamlSource(file, text);
  if (yaml.ok) return yaml;
  let data: unknown;
  try {
    data = loadLenientYaml(text);
  } catch {
    return yaml;
  }
  const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  return jsonDocument(file, data, source, new LineIndex(source));
}

/** `lineOffset` shifts every line, for YAML embedded in another file (front matter). */
export function parseYamlSource(file: string, text: string, lineOffset = 0): ParseResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lineCounter = new LineCounter();
  const shift = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  // Merge keys (`<<: *base`) are YAML 1.1, but common in specs and accepted by the service.
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, merge: true });
  const first = doc.errors[0];
  if (first) {
    // Errors found at the end of input (unclosed brackets) point at the last line with content.
    const lastContent = Math.max(0, source.trimEnd().length - 1);
    return { ok: false, position: shift(Math.min(first.pos[0], lastContent)), message: first.message };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 10_000 });
  } catch (error) {
    return { ok: false, position: shift(0), message: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    document: {
      file,
      format: 'yaml',
      data,
      position: (path, target = 'key') => shift(yamlOffset(doc, path, target)),
    },
  };
}

function yamlOffset(doc: Document, path: JsonPath, target: 'key' | 'value'): number {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    let next: unknown;
    let nextKey: Node | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      nextKey = pair.key as Node;
      next = pair.value ?? pair.key;
    } else if (isSeq(node)) {
      next = node.items[Number(segment)];
      nextKey = next as Node | undefined;
    }
    if (!next) break;
    keyNode = nextKey;
    node = next;
  }
  const chosen = target === 'key' && keyNode ? keyNode : (node as Node | null | undefined);
  return chosen?.range?.[0] ?? 0;
}

/**
 * Front matter, parsed as leniently as the service's build parses it: strict YAML first (for exact
 * positions), then js-yaml's reading (a double-quoted string continued on an unindented line, ...),
 * with findings placed on the line of their top-level key. A site has a front matter per page and
 * findings in few of them: the common flat form is read without a YAML parser
 * (simple-front-matter.ts), and the parsed YAML document behind the positions is not kept, it is
 * parsed again when a finding asks for a position.
 */
export function parseFrontMatter(file: string, text: string, lineOffset: number): ParseResult {
  const simple = parseSimpleFrontMatter(text);
  const strict = simple ? undefined : parseYamlSource(file, text, lineOffset);
  if (simple || strict?.ok) {
    const data = simple ?? (strict as { document: SourceDocument }).document.data;
    let positions: SourceDocument | undefined;
    return {
      ok: true,
      document: {
        file,
        format: 'yaml',
        data,
        position: (path, target) => {
          positions ??= (parseYamlSource(file, text, lineOffset) as { document: SourceDocument }).document;
          return positions.position(path, target);
        },
      },
    };
  }
  let data: unknown;
  try {
    data = loadLenientYaml(text);
  } catch {
    return strict as ParseResult;
  }
  const lines = text.split(/\r?\n/);
  return {
    ok: true,
    document: {
      file,
      format: 'yaml',
      data,
      position: (path) => {
        const key = path[0];
        const index = key === undefined ? -1 : lines.findIndex((line) => line.startsWith(`${String(key)}:`));
        return { line: Math.max(index, 0) + 1 + lineOffset, column: 1 };
      },
    },
  };
}
