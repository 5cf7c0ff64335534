import { headingAnchors } from '../../../../src/validate/index.js';
import { cleanAnchor, componentSlug, headingSlug } from '../../../../src/validate/pages/anchor-slug.js';
import { pageAnchors } from '../../../../src/validate/pages/heading-anchors.js';

// Expected ids are what the service's CLI (mint 4.2.x, `broken-links --check-anchors`) collected
// from the same pages (bench/compat.ts compares the two on whole repositories).
const anchors = (...lines: string[]) => [...headingAnchors(lines.join('\n'))];

describe('heading ids', () => {
  it('lower-case the text, join words with -, and drop punctuation', () => {
    expect(anchors('# Hello, World!', '## What’s new?', "## What's new", '## x.y', '## a/b/c')).toEqual([
      'hello-world',
      'what’s-new',
      'whats-new',
      'x-y',
      'a/b/c',
    ]);
    expect(
      anchors(
        '## Terms & Conditions',
        '## C++ & C#',
        '## 100% done',
        '## --dashes--',
        "## It's a dog's life",
      ),
    ).toEqual(['terms-&-conditions', 'c++-&-c#', '100%-done', 'dashes', 'its-a-dogs-life']);
  });

  it('keep letters of any script and drop emoji', () => {
    expect(
      anchors(
        '## 日本語 ガイド',
        '## Café setup',
        '## Привет мир',
        '## Über_Größe',
        '## 🚀 Launch',
        '## ❤️ love',
      ),
    ).toEqual(['日本語-ガイド', 'café-setup', 'привет-мир', 'über_größe', '-launch', '-love']);
  });

  it('number repeats -2, -3, past ids a heading already has', () => {
    expect(anchors('## Foo', '## Foo', '## Foo-2', '## Foo')).toEqual(['foo', 'foo-2', 'foo-2-2', 'foo-3']);
  });

  it('read inline markup as its text', () => {
    expect(
      anchors(
        '## `code` *em* [link](/x)',
        '## snake_case and CamelCase',
        '## \\*escaped\\*',
        '## Ampersand &amp; entity',
        '## ![img](/a.png) Pic',
        '## A <br /> B',
        '## Price $5 and $10',
        '## Title ##',
        '## Trailing #hash',
      ),
    ).toEqual([
      'code-em-link',
      'snake_case-and-camelcase',
      'escaped',
      'ampersand-&-entity',
      'pic',
      'a-b',
      'price-10',
      'title',
      'trailing-#hash',
    ]);
  });

  it('count levels 1 to 4, setext, indented, quoted and listed headings; not levels 5 and 6', () => {
    expect(
      anchors(
        '#### Four',
        '##### Five',
        '###### Six',
        'Setext',
        '======',
        '',
        'Second',
        '------',
        '',
        '> ## Quoted',
        '',
        '- ## Listed',
        '',
        '    ## Indented',
        '#Nospace',
      ),
    ).toEqual(['four', 'setext', 'second', 'quoted', 'listed', 'indented']);
  });

  it('skip code fences, comments and front matter', () => {
    expect(
      anchors(
        '---',
        'title: "# Not a heading"',
        '---',
        '```md',
        '## In a fence',
        '```',
        '~~~',
        '## In a tilde fence',
        '~~~',
        '{/* ## In a comment */}',
        '## Real',
      ),
    ).toEqual(['real']);
  });

  it('take an explicit {#id}, cleaned, on any level', () => {
    expect(anchors('## Custom {#My Id!}', '##### Deep {#deep-one}', '## Custom')).toEqual([
      'My-Id',
      'deep-one',
      'custom',
    ]);
  });
});

describe('component ids', () => {
  it('give JSX headings on lines of their own their id or their text', () => {
    expect(
      anchors(
        '<h2>Flow one line</h2>',
        '',
        '<h2>',
        'Flow multi',
        '</h2>',
        '',
        '<h2 id="given?">',
        'X',
        '</h2>',
        '',
        '<Heading level={3} id="Hx!">',
        'T',
        '</Heading>',
      ),
    ).toEqual(['flow-multi', 'given', 'Hx']);
  });

  it('number Tab, Accordion, View and parameter ids as the service does', () => {
    expect(
      anchors(
        '<Tab title="Tab">',
        'x',
        '</Tab>',
        '<Tab title="Tab">',
        'x',
        '</Tab>',
        '<Tab title="T" id="tab-2">',
        'x',
        '</Tab>',
        '<Tab title="日本">',
        'y',
        '</Tab>',
        '<Accordion title="Résumé: Über">',
        'x',
        '</Accordion>',
        '<Accordion title="Résumé: Über">',
        'x',
        '</Accordion>',
        '<View title="My View">',
        'v',
        '</View>',
        '<ParamField body="userId" type="string">',
        'a',
        '</ParamField>',
        '<ParamField body="userId" type="string">',
        'a',
        '</ParamField>',
        '<ParamField',
        '  query="page_size"',
        '  type="number"',
        '>',
        'x',
        '</ParamField>',
      ),
    ).toEqual([
      'resume-ueber',
      'resume-ueber-1',
      'my-view',
      'param-user-id',
      'param-user-id-1',
      'param-page-size',
      'tab',
      'tab-3',
      'tab-2',
      '%E6%97%A5%E6%9C%AC',
    ]);
  });

  it('give Update, Step and other elements their ids; not components that drop them', () => {
    expect(
      anchors(
        '<Update label="2024-01-01">',
        'u',
        '</Update>',
        '<Update label="v2" id="Rel Ease!">',
        'u',
        '</Update>',
        '<Steps titleSize="h3">',
        '<Step title="First step">',
        'x',
        '</Step>',
        '<Step title="No anchor" noAnchor>',
        'x',
        '</Step>',
        '</Steps>',
        '<Step title="Plain">',
        's',
        '</Step>',
        '<Step title="Plain" id="Step Id?">',
        's',
        '</Step>',
        '<div id="raw Id">',
        'd',
        '</div>',
        '<a id="alone"></a>',
        '<Note id="noted">',
        'n',
        '</Note>',
        '<Card id="card" title="c" />',
      ),
    ).toEqual(['2024-01-01', 'Rel Ease', 'first-step', 'Step Id', 'raw Id', 'alone']);
  });

  it('leave headings inside an Accordion out of the second numbering, with their first id', () => {
    expect(anchors('<Accordion title="A">', '## Inside acc', '</Accordion>', '', '## Inside acc')).toEqual([
      'a',
      'inside-acc',
      'inside-acc-2',
    ]);
  });

  it('accept ids of elements inside text, and <a name>, which browsers follow', () => {
    expect(anchors('Text <span id="inline">x</span> and <a name="legacy"></a> more')).toEqual([
      'inline',
      'legacy',
    ]);
  });
});

describe('pages whose ids cannot all be known', () => {
  it.each([
    ['an id given by an expression', '<div id={props.id}>\nx\n</div>'],
    ['an accordion title in a script not transliterated here', '<Accordion title="Привет">\nx\n</Accordion>'],
    ['an accordion title with a symbol', '<Accordion title="© Corp">\nx\n</Accordion>'],
  ])('%s', (_what, text) => {
    expect(pageAnchors(text).complete).toBe(false);
  });

  it('are complete otherwise, literal expressions included', () => {
    const page = pageAnchors(
      '## A\n\n<div id={"lit"}>\nx\n</div>\n\n<Accordion title="¿Cuál es?">\nx\n</Accordion>',
    );
    expect(page).toEqual({ ids: new Set(['a', 'lit', 'cual-es']), complete: true });
  });
});

describe('the slug functions', () => {
  it('headingSlug percent-encodes what is not ASCII, cleanAnchor decodes it', () => {
    expect(headingSlug('Café setup')).toBe('caf%C3%A9-setup');
    expect(cleanAnchor('caf%C3%A9-setup')).toBe('café-setup');
    expect(cleanAnchor('100%-done')).toBe('100%-done');
    expect(cleanAnchor('bad%E0%A4%A')).toBe('bad%E0%A4%A');
  });

  it('componentSlug transliterates Latin letters and gives up on others', () => {
    expect(componentSlug('Straße naïve café & co')).toBe('strasse-naive-cafe-and-co');
    expect(componentSlug('日本語のガイド')).toBe('');
    expect(componentSlug('Ωmega')).toBeUndefined();
  });
});
