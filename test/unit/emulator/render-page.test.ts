import nock from 'nock';
import { renderMarkdown } from '../../../src/emulator/render-page.js';
import { pageAnchors } from '../../../src/validate/pages/heading-anchors.js';

nock.disableNetConnect();

const BASE = '/previews/proj/main-abc123/';

/** The ids of the HTML's elements, their character references decoded. */
function ids(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sid="([^"]*)"/g)].map((match) =>
      match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ),
  );
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

describe('renderMarkdown: heading ids', () => {
  it.each([
    ['repeated headings and their numbering', '## Setup\n\n## Setup\n\n## Setup 2\n\n## Setup\n'],
    ['custom ids, also repeated', '## A {#same}\n\n## B {#same}\n\n## Odd id {#Hello, There!}\n'],
    [
      'punctuation, apostrophes and other scripts',
      "## What's new?\n\n## C++ & C#\n\n## 日本語 ガイド\n\n## 100% done\n",
    ],
    ['emphasis, code and links in titles', '## The `run` *command*\n\n## See [the guide](/g)\n'],
    ['setext headings', 'Big title\n=========\n\nSmaller\n---\n\nText\n'],
    ['levels 5 and 6 get no id', '##### Five\n\n###### Six\n\n#### Four\n'],
    [
      'headings in code, comments and front of lists',
      '```\n## Not one\n```\n\n{/* ## Nor this */}\n\n- ## Listed\n',
    ],
    [
      'headings inside an accordion',
      '## Intro\n\n<Accordion title="More">\n\n## Intro\n\n</Accordion>\n\n## Intro\n',
    ],
    ['closing hashes', '## Title ##\n\n# Top #\n'],
    [
      'tabs: explicit ids first, titles numbered past them',
      '<Tabs>\n<Tab title="Python">\nx\n</Tab>\n<Tab id="python" title="Other">\ny\n</Tab>\n<Tab title="Python">\nz\n</Tab>\n</Tabs>\n',
    ],
    [
      'accordions and parameters',
      '<Accordion title="Über uns">\nx\n</Accordion>\n\n<Accordion title="Über uns">\ny\n</Accordion>\n\n' +
        '<Accordion id="given" title="T">\nz\n</Accordion>\n\n<ParamField path="userId" type="string">\nThe id\n</ParamField>\n\n' +
        '<ParamField body="userId" />\n',
    ],
  ])('equal the validator’s anchors: %s', (_, body) => {
    const expected = pageAnchors(body).ids;
    expect(expected.size).toBeGreaterThan(0);
    expect(ids(renderMarkdown(body, BASE))).toEqual(expected);
  });

  it('gives accordions their title slugs and parameters their param- ids', () => {
    const html = renderMarkdown(
      '<Accordion title="Über uns">\nx\n</Accordion>\n\n<Accordion title="Über uns">\ny\n</Accordion>\n\n<ParamField path="userId">\n</ParamField>\n',
      BASE,
    );
    expect(ids(html)).toEqual(new Set(['ueber-uns', 'ueber-uns-1', 'param-user-id']));
  });

  it('renders `#` and `##` as h2, deeper levels one by one', () => {
    const html = renderMarkdown('# One\n\n## Two\n\n### Three\n\n#### Four\n', BASE);
    expect(html).toContain('<h2 id="one">One</h2>');
    expect(html).toContain('<h2 id="two">Two</h2>');
    expect(html).toContain('<h3 id="three">Three</h3>');
    expect(html).toContain('<h4 id="four">Four</h4>');
  });
});

describe('renderMarkdown: blocks and links', () => {
  it('turns components with href into links, across lines, and drops other components', () => {
    const html = renderMarkdown(
      '<CardGroup cols={2}>\n<Card\n  title="First"\n  href="/a"\n>\n  Body\n</Card>\n<Button href="https://example.com/b">Go</Button>\n</CardGroup>\n',
      BASE,
    );
    expect(hrefs(html)).toEqual([`${BASE}a`, 'https://example.com/b']);
    expect(html).toContain(`<a href="${BASE}a">First</a>`);
    expect(html).not.toMatch(/CardGroup|<Card|<Button/);
  });

  it('renders reference links, tables and blockquotes with their links', () => {
    const html = renderMarkdown(
      'See [the docs][docs] and [docs].\n\n[docs]: /guides/docs\n\n| Name | Link |\n| --- | --- |\n| x | [y](./y) |\n\n> Quoted [z](https://example.com/z)\n',
      BASE,
    );
    expect(hrefs(html)).toEqual([`${BASE}guides/docs`, `${BASE}guides/docs`, './y', 'https://example.com/z']);
    expect(html).toContain('<table>');
    expect(html).toContain('<blockquote>');
    expect(html).not.toContain('[docs]:');
  });

  it('skips imports, exports and comments, and escapes text', () => {
    const html = renderMarkdown(
      'import { Thing } from \'/snippets/thing.mdx\';\nexport const x = {\n  a: 1,\n};\n\n<!-- [hidden](/hidden) -->\nA <b>bold</b> 1 < 2 & "quoted"\n',
      BASE,
    );
    expect(html).not.toMatch(/import|export|hidden/);
    expect(html).toContain('<p>A <b>bold</b> 1 &#60; 2 &#38; &#34;quoted&#34;</p>');
  });

  it('makes no link inside code blocks, code spans or link texts', () => {
    const html = renderMarkdown(
      '~~~\n<a href="/x">x</a> https://example.com/a\n~~~\n\n`https://example.com/b` [https://example.com/c](/c)\n',
      BASE,
    );
    expect(hrefs(html)).toEqual([`${BASE}c`]);
    expect(html).toContain(
      '<pre><code>&#60;a href=&#34;/x&#34;&#62;x&#60;/a&#62; https://example.com/a</code></pre>',
    );
  });
});
