import fc from 'fast-check';
import { extractFrontMatter } from '../../../../src/validate/pages/front-matter.js';
import { attributeLinks, scanPageBody } from '../../../../src/validate/pages/page-body.js';
import type { BodyReference, PageBody } from '../../../../src/validate/pages/page-body.js';
import { LineIndex } from '../../../../src/validate/source/line-index.js';

// The scan as it was before it stopped copying every page: front matter always blanked, then fences,
// comments and code spans blanked unconditionally. The patterns are the same as page-body.ts's.
const FENCE = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\2[`~]*[ \t]*$|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)(?!`)(?:(?!\n[ \t]*(?:\n|#))[\s\S])*?[^`]\1(?!`)/g;
const HTML_COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
const MARKDOWN_LINK = /\]\(\s*(?:<([^<>\n]*)>|([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*))/g;
const LINK_TAIL = /\s*(?:\)|"[^"]*"\s*\)|'[^']*'\s*\)|\([^()]*\)\s*\))/y;
const unescape = (destination: string) => destination.replace(/\\([!-/:-@[-`{-~])/g, '$1');
const DEFINITION = /^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*<?([^\s<>[\]]+)>?(?:\s|$)/gm;

function referenceScan(text: string, from: number): PageBody {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const body =
    ' '.repeat(from) +
    text.slice(from).replace(FENCE, blank).replace(HTML_COMMENT, blank).replace(INLINE_CODE, blank);
  const lines = new LineIndex(text);
  const at = (offset: number) => lines.position(offset);
  const links: BodyReference[] = [];
  const imports: BodyReference[] = [];
  for (const m of body.matchAll(IMPORT))
    imports.push({ target: m[1]!, position: at(m.index + m[0].indexOf(m[1]!)) });
  for (const m of body.matchAll(MARKDOWN_LINK)) {
    LINK_TAIL.lastIndex = m.index + m[0].length;
    if (!LINK_TAIL.test(body)) continue;
    const destination = m[1] ?? m[2]!;
    links.push({ target: unescape(destination), position: at(m.index + m[0].lastIndexOf(destination)) });
  }
  for (const m of body.matchAll(DEFINITION)) {
    const label = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`\\[${label}\\](?!\\s*:)(?!\\()|\\]\\[${label}\\]`, 'i').test(body)) continue;
    links.push({ target: unescape(m[2]!), position: at(m.index + m[0].indexOf(m[2]!)) });
  }
  // The tags are read by the same function: what this reference checks is the blanking.
  for (const { target, offset } of attributeLinks(body)) links.push({ target, position: at(offset) });
  return { links, imports };
}

const frontMatterPieces = [
  'title: Page',
  'description: see [x](/a) and <b>bold</b>',
  'note: `code` here',
  'tilde: ~~~',
  'brace: {/* x */}',
  'link: "](/from-front-matter)"',
  'import: "x"',
  '[ref]: /defined-in-front-matter',
  'open: <div href="/x"',
  'fence: ```',
  'unclosed: {/* comment',
  'unclosed html: <!-- comment',
  'tick: `',
];
const bodyPieces = [
  'Text with [a link](/guide/a) and [another](../b#c).',
  '[escaped](https\\://example.com/a) and [spaced](not a link) and [angled](<with space.md> "t")',
  "import Note from '/snippets/note.mdx';",
  '```js\nconst x = "[not a link](/no)";\n```',
  '~~~\n[hidden](/no)\n~~~',
  '`[inline](/no)` and ``double ` tick`` text',
  '<!-- [commented](/no) -->',
  '{/* [jsx comment](/no) */}',
  '<Card href="/cards/one" title="x" />',
  '<Card icon={<svg viewBox="0 0 1 1"><img src="/in-expression" /></svg>} href="/after-expression" />',
  '## Heading with `an unclosed span',
  '  ```py\n  [in an indented fence](/no)\n    ```',
  "<a href={'/braced'}>x</a>",
  '<img src="/images/a.png" />',
  '[label]: /defined',
  'uses [label] here',
  '[unused]: /never-used',
  '<div',
  '>',
  '`',
  '```',
  ']',
  '(',
  '*/} [after a comment end](/after)',
  '--> [after an html comment end](/after-html)',
  '',
];

describe('scanPageBody', () => {
  it('finds exactly what the always-copying scan found, on generated pages', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(fc.constantFrom(...frontMatterPieces), { maxLength: 4 })),
        fc.array(fc.constantFrom(...bodyPieces), { maxLength: 12 }),
        fc.constantFrom('\n', '\n\n', ' ', '\r\n'),
        (frontMatter, body, separator) => {
          const text =
            (frontMatter === null ? '' : `---\n${frontMatter.join('\n')}\n---\n`) + body.join(separator);
          const extracted = extractFrontMatter(text);
          const from = extracted.kind === 'none' ? 0 : extracted.end;
          expect(scanPageBody(text, from)).toEqual(referenceScan(text, from));
        },
      ),
      { numRuns: 3000, seed: 15 },
    );
  });
});
