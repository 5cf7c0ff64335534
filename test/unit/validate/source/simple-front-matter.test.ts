import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { parseSimpleFrontMatter } from '../../../../src/validate/source/simple-front-matter.js';
import { parseFrontMatter } from '../../../../src/validate/source/source-document.js';

/** What the YAML parser the validator otherwise uses reads, or undefined when it reports an error. */
function yamlReading(text: string): unknown {
  const doc = parseDocument(text, { merge: true, prettyErrors: false });
  return doc.errors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 10_000 });
}

const pieces = [
  'Getting started',
  'true',
  'False',
  'null',
  '~',
  '12',
  '1.5',
  '0x1F',
  '.inf',
  'a: b',
  'x #y',
  '#z',
  ' ',
  '  ',
  '"',
  "'",
  '\\',
  '-',
  '[beta]',
  '{a}',
  '&ref',
  '*alias',
  '!tag',
  '|',
  '>',
  '%',
  '@',
  '`',
  'é',
  '日本',
  '😀',
  'http://example.com/a?b=1',
  'C:\\x',
  '\t',
  '\r',
  '\u0007',
  'yes',
  'No',
  '<<',
];
const value = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.()[\]{}'"!?&*|>%@`/-]{0,20}$/),
  fc.constantFrom(...pieces),
  fc.array(fc.constantFrom(...pieces), { maxLength: 3 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 8 }),
);
const quoted = fc.oneof(
  value,
  value.map((v) => `"${v}"`),
  value.map((v) => `'${v}'`),
);
const key = fc.oneof(
  fc.constantFrom(
    'title',
    'description',
    'openapi',
    'sidebarTitle',
    'null',
    'true',
    'mode',
    'x-y',
    '_k',
    '__proto__',
  ),
  fc.stringMatching(/^[A-Za-z_][\w-]{0,8}$/),
);
const line = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(key, quoted).map(([k, v]) => `${k}: ${v}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '# comment',
      '  indented: 1',
      '- item',
      'key:',
      'key:value',
      'a:  b',
      'k: v ',
    ),
  },
);

describe('parseSimpleFrontMatter', () => {
  it('reads exactly what the YAML parser reads, or leaves the text to it', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const text = lines.join('\n') + '\n';
        const simple = parseSimpleFrontMatter(text);
        if (simple === undefined) return;
        taken += 1;
        expect(simple).toEqual(yamlReading(text));
      }),
      { numRuns: 3000 },
    );
    // The comparison must have happened often, not only on the texts it leaves to the parser.
    expect(taken).toBeGreaterThan(300);
  });

  it('takes the common flat front matter', () => {
    const text =
      'title: "Quick start"\ndescription: Set up the CLI [beta], in 5 minutes\nicon: \'rocket\'\nopenapi: specs/a.json GET /users/{id}\n';
    expect(parseSimpleFrontMatter(text)).toEqual({
      title: 'Quick start',
      description: 'Set up the CLI [beta], in 5 minutes',
      icon: 'rocket',
      openapi: 'specs/a.json GET /users/{id}',
    });
  });

  it('places findings on the line and column the YAML parser gives, though it keeps no YAML document', () => {
    const parsed = parseFrontMatter('page.mdx', 'title: "A"\nversion: Beta\n', 1);
    if (!parsed.ok) throw new Error('parses');
    expect(parsed.document.position(['version'], 'value')).toEqual({ line: 3, column: 10 });
    expect(parsed.document.position(['title'], 'key')).toEqual({ line: 2, column: 1 });
  });
});
