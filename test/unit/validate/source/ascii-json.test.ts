import fc from 'fast-check';
import { asciiJsonText } from '../../../../src/validate/source/ascii-json.js';
import type { JsonPath } from '../../../../src/validate/source/json-path.js';
import {
  isJsonSource,
  parseJsonBytes,
  parseJsonSource,
} from '../../../../src/validate/source/source-document.js';

function allPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...allPaths(item, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...prefix, key]));
  }
  return paths;
}

/** Strings rich in what matters here: accents, CJK, astral characters, lone surrogates, newlines. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      'é',
      'ß',
      '日本',
      '😀',
      '\u2028',
      '\n',
      ' ',
      '"',
      '\\',
      'a',
      '\ud800',
      '\udc00',
      '\ufeff',
    ),
    fc.string({ unit: 'grapheme', maxLength: 3 }),
  ),
  maxLength: 12,
});
const trickyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.integer(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(tricky, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('asciiJsonText', () => {
  it('parses to the same data as the decoded text, for any JSON with any characters', () => {
    fc.assert(
      fc.property(trickyJson, fc.boolean(), fc.boolean(), (value, pretty, bom) => {
        const text = (bom ? '\ufeff' : '') + JSON.stringify(value, null, pretty ? 2 : undefined);
        const bytes = Buffer.from(text, 'utf8');
        const ascii = asciiJsonText(bytes);
        expect([...ascii.text].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
        expect(JSON.parse(ascii.text)).toEqual(JSON.parse(bytes.toString('utf8').replace(/^\ufeff/, '')));
      }),
      { numRuns: 300 },
    );
  });

  it('gives every key and value the line and column the decoded text gives it', () => {
    fc.assert(
      fc.property(trickyJson, fc.boolean(), fc.boolean(), (value, pretty, bom) => {
        const text = (bom ? '\ufeff' : '') + JSON.stringify(value, null, pretty ? 2 : undefined);
        const bytes = Buffer.from(text, 'utf8');
        const fromText = parseJsonSource('a.json', bytes.toString('utf8'));
        const fromBytes = parseJsonBytes('a.json', bytes);
        if (!fromText.ok || !fromBytes.ok) throw new Error('both must parse');
        expect(fromBytes.document.data).toEqual(fromText.document.data);
        for (const path of allPaths(value)) {
          for (const target of ['key', 'value'] as const) {
            expect(fromBytes.document.position(path, target)).toEqual(
              fromText.document.position(path, target),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('decodes invalid UTF-8 as the decoder does (U+FFFD), also in runs that cross its 64 KiB blocks', () => {
    const filler = 'x'.repeat(64 * 1024 - 12);
    const bytes = Buffer.concat([
      Buffer.from(`{"a": "${filler}`),
      Buffer.from([0xe6, 0x97, 0xa5, 0xe6, 0x9c, 0xac, 0xc3, 0xa9, 0xff, 0xe6, 0x97]),
      Buffer.from('", "b": [1,\n  "\u00e9t\u00e9", {"\ud83d\ude00": 2}]}'),
    ]);
    const expected = JSON.parse(bytes.toString('utf8')) as unknown;
    expect(JSON.parse(asciiJsonText(bytes).text)).toEqual(expected);
    const fromText = parseJsonSource('a.json', bytes.toString('utf8'));
    const fromBytes = parseJsonBytes('a.json', bytes);
    if (!fromText.ok || !fromBytes.ok) throw new Error('both must parse');
    for (const path of [['b'], ['b', 1], ['b', 2, '\ud83d\ude00']]) {
      expect(fromBytes.document.position(path, 'value')).toEqual(fromText.document.position(path, 'value'));
    }
  });

  it('reports a syntax error where parseJsonSource reports it, non-ASCII characters included', () => {
    for (const text of [
      '{"é": 1,\n "ü": }',
      '{"a": 1}\u00a0x',
      '\ufeff{\n"日本": [1, 2,]}',
      '{\u00a0"a": 1}',
    ]) {
      const bytes = Buffer.from(text, 'utf8');
      expect(parseJsonBytes('a.json', bytes)).toEqual(parseJsonSource('a.json', text));
    }
  });

  it('reads a file as JSON exactly when parseSource would', () => {
    expect(isJsonSource('a.json', Buffer.from('openapi: 3.1.0'))).toBe(true);
    expect(isJsonSource('a.yaml', Buffer.from('{"openapi": "3.1.0"}'))).toBe(false);
    expect(isJsonSource('spec', Buffer.from('\ufeff \n {"openapi": "3.1.0"}'))).toBe(true);
    expect(isJsonSource('spec', Buffer.from('\u00a0{"openapi": "3.1.0"}'))).toBe(true);
    expect(isJsonSource('spec', Buffer.from('openapi: 3.1.0'))).toBe(false);
  });
});
