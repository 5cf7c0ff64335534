import { asciiJsonText } from './ascii-json.js';
import type { AsciiJson } from './ascii-json.js';
import { JsonLocator } from './json-locator.js';
import type { JsonPath } from './json-path.js';
import { findJsonSyntaxError } from './json-syntax-error.js';
import { LineIndex } from './line-index.js';
import type { Position } from './line-index.js';

// The JSON half of source-document.ts, without the YAML parsers: what reads only JSON (docs.json,
// specs fetched as JSON) imports this, so that its start-up does not evaluate `yaml` and `js-yaml`.

/** Parsed JSON or YAML with a way back from a path to its place in the text. */
export interface SourceDocument {
  /** Relative posix path or URL, as shown in findings. */
  readonly file: string;
  readonly format: 'json' | 'yaml';
  readonly data: unknown;
  position(path: JsonPath, target?: 'key' | 'value'): Position;
}

export type ParseResult =
  { ok: true; document: SourceDocument } | { ok: false; position: Position; message: string };

export function parseJsonSource(file: string, text: string): ParseResult {
  // A byte-order mark is not JSON whitespace; a space keeps every offset in place.
  const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const lines = new LineIndex(source);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    const { offset, message } = findJsonSyntaxError(source);
    return { ok: false, position: lines.position(offset), message };
  }
  return jsonDocument(file, data, source, lines);
}

/** Positions are found on demand in the text: only findings need them. */
export function jsonDocument(file: string, data: unknown, text: string, lines: LineIndex): ParseResult {
  const locator = new JsonLocator(text);
  return {
    ok: true,
    document: {
      file,
      format: 'json',
      data,
      position: (path, target = 'key') => lines.position(locator.locate(path, target)),
    },
  };
}

/** Whether parseSource reads a file as JSON, decided on its bytes. */
export function isJsonSource(file: string, bytes: Buffer): boolean {
  if (/\.json$/i.test(file)) return true;
  if (/\.ya?ml$/i.test(file)) return false;
  return /^\uFEFF?\s*[[{]/.test(bytes.toString('utf8', 0, Math.min(bytes.length, 64 * 1024)));
}

/**
 * parseJsonSource of the bytes' text, through their one-byte form (ascii-json.ts): the same data
 * and positions, decoded and parsed faster and kept in half the memory. A syntax error is located
 * on the decoded text, as parseJsonSource does.
 */
export function parseJsonBytes(
  file: string,
  bytes: Buffer,
  ascii: AsciiJson = asciiJsonText(bytes),
): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(ascii.text);
  } catch {
    return parseJsonSource(file, bytes.toString('utf8'));
  }
  const lines = new LineIndex(ascii.text, (offset) => ascii.originalOffset(offset));
  return jsonDocument(file, data, ascii.text, lines);
}
