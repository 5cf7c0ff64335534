import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  anchorOnlyLinks,
  compareAnchorFindings,
  compareLinkFindings,
  parseBrokenLinks,
} from '../../../bench/lib/link-compat.js';
import type { Finding } from '../../../src/validate/index.js';

const output = [
  '\u001b[32m⠋\u001b[0m checking for broken links...',
  'found 4 broken links in 3 files',
  '',
  'guides/a.mdx',
  ' ⎿  /gone',
  ' ⎿  /moved/old',
  '',
  'a/very/long/path/that/the/terminal/wrapped/at/eighty/columns/for/this/page/na',
  'me.mdx',
  ' ⎿  /images/x.png',
  '',
  'guides/b.mdx',
  ' ⎿  ../folder',
].join('\n');

function finding(file: string, line: number, column: number, target: string): Finding {
  return {
    file,
    line,
    column,
    rule: 'link-broken',
    severity: 'warning',
    message: `${JSON.stringify(target)} points to no page, file or redirect of the site (looked for ${target})`,
  };
}

describe('compat: broken links of the kit against the service CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'link-compat-'));
    mkdirSync(join(dir, 'guides'));
    writeFileSync(
      join(dir, 'guides/a.mdx'),
      [
        '# A',
        '[gone](/gone)',
        '<Button href="/button-gone">b</Button>',
        '[ref][r]',
        '',
        '[r]: /ref-gone',
        '![logo](/logo.jpg)',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'logo.png'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the CLI output, wrapped page paths included', () => {
    expect(parseBrokenLinks(output)).toEqual([
      { file: 'guides/a.mdx', target: '/gone' },
      { file: 'guides/a.mdx', target: '/moved/old' },
      {
        file: 'a/very/long/path/that/the/terminal/wrapped/at/eighty/columns/for/this/page/name.mdx',
        target: '/images/x.png',
      },
      { file: 'guides/b.mdx', target: '../folder' },
    ]);
  });

  it('lists every disagreement, with the reason where the kit is right', () => {
    const ours = [
      finding('guides/a.mdx', 2, 9, '/gone'),
      finding('guides/a.mdx', 3, 15, '/button-gone'),
      finding('guides/a.mdx', 6, 6, '/ref-gone'),
      finding('guides/a.mdx', 7, 10, '/logo.jpg'),
    ];
    const differences = compareLinkFindings(dir, ours, parseBrokenLinks(output), {
      urls: new Set(['/folder/page', '/guides/a', '/guides/b']),
      generated: new Set(['/images/x.png']),
      redirects: ['/moved/:slug*'],
    });
    expect(differences.map((d) => [d.only, d.file, d.target, d.reason?.split(',')[0]])).toEqual([
      [
        'service CLI',
        'a/very/long/path/that/the/terminal/wrapped/at/eighty/columns/for/this/page/name.mdx',
        '/images/x.png',
        '/images/x.png is a generated API page (the CLI lists only the specs it can read offline)',
      ],
      ['docs-ci', 'guides/a.mdx', '/button-gone', 'a <Button> href'],
      [
        'docs-ci',
        'guides/a.mdx',
        '/logo.jpg',
        'the CLI accepts /logo.jpg because /logo.png has the same name before its extension; the site serves nothing at /logo.jpg',
      ],
      ['service CLI', 'guides/a.mdx', '/moved/old', '/moved/old is covered by a redirect of docs.json'],
      ['docs-ci', 'guides/a.mdx', '/ref-gone', 'a reference-style link (its definition is used on the page)'],
      [
        'service CLI',
        'guides/b.mdx',
        '../folder',
        '/folder is a folder holding pages: the site sends it to one of them',
      ],
    ]);
  });
});

describe('compat: missing anchors of the kit against the service CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'anchor-compat-'));
    mkdirSync(join(dir, 'guides'));
    mkdirSync(join(dir, 'snippets'));
    const files: Record<string, string> = {
      'index.mdx':
        '# Welcome\n\n[a](/quickstart#instalation) [b](#top)\n<Button href="/quickstart#nope">x</Button>\n',
      'quickstart.mdx': '## Installation\n\nSee <span id="inline">x</span>.\n',
      'guides/setup.mdx': "import Shared from '/snippets/shared.mdx';\n\n## Step one\n\n[home](/#welcome)\n",
      'snippets/shared.mdx': '## Shared part\n\n[x](#anything)\n',
      'guides/dynamic.mdx': '<div id={props.id}>\nx\n</div>\n',
      'guides/api.mdx': '---\nopenapi: GET /users\n---\n',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const anchorFinding = (file: string, line: number, column: number, fragment: string): Finding => ({
    file,
    line,
    column,
    rule: 'link-anchor-missing',
    severity: 'warning',
    message: `#${fragment}: no heading with that id on /quickstart`,
  });

  it("takes the CLI's anchor findings as what --check-anchors adds to its plain run", () => {
    const plain = [{ file: 'a.mdx', target: '/gone#x' }];
    const withAnchors = [
      { file: 'a.mdx', target: '/gone#x' },
      { file: 'a.mdx', target: '/page#missing' },
      { file: 'a.mdx', target: '/gone#x' },
    ];
    expect(anchorOnlyLinks(withAnchors, plain)).toEqual([
      { file: 'a.mdx', target: '/page#missing' },
      { file: 'a.mdx', target: '/gone#x' },
    ]);
  });

  it('lists every disagreement, with the reason where one is known', () => {
    const ours = [anchorFinding('index.mdx', 3, 5, 'instalation'), anchorFinding('index.mdx', 4, 15, 'nope')];
    const theirs = [
      { file: 'index.mdx', target: '/quickstart#instalation' },
      { file: 'index.mdx', target: '#top' },
      { file: 'guides/setup.mdx', target: '/#welcome' },
      { file: 'snippets/shared.mdx', target: '#anything' },
      { file: 'index.mdx', target: '/guides/setup#shared-part' },
      { file: 'index.mdx', target: '/quickstart#inline' },
      { file: 'index.mdx', target: '/guides/dynamic#x' },
      { file: 'index.mdx', target: '/guides/api#param-id' },
      { file: 'index.mdx', target: '/quickstart#unexplained' },
    ];
    const differences = compareAnchorFindings(dir, ours, theirs);
    expect(differences.map((d) => [d.only, d.file, d.target, d.reason?.split(':')[0]])).toEqual([
      [
        'service CLI',
        'guides/setup.mdx',
        '/#welcome',
        'the CLI reads `/#...` as the linking page itself; the kit reads the home page, where the anchor is',
      ],
      [
        'service CLI',
        'index.mdx',
        '/guides/api#param-id',
        'guides/api.mdx is an API page (openapi front matter)',
      ],
      [
        'service CLI',
        'index.mdx',
        '/guides/dynamic#x',
        'guides/dynamic.mdx has an id the kit cannot compute (an id={expression}, a title it does not transliterate)',
      ],
      [
        'service CLI',
        'index.mdx',
        '/guides/setup#shared-part',
        '#shared-part is a heading of snippets/shared.mdx, which guides/setup.mdx imports; the CLI does not read snippets',
      ],
      [
        'service CLI',
        'index.mdx',
        '/quickstart#inline',
        'quickstart.mdx has #inline on an element inside a line of text or as <a name>, which the CLI does not collect; browsers follow it',
      ],
      ['docs-ci', 'index.mdx', '/quickstart#nope', 'a <Button> href, which the CLI does not read'],
      ['service CLI', 'index.mdx', '/quickstart#unexplained', undefined],
      ['service CLI', 'index.mdx', '#top', '#top'],
      ['service CLI', 'snippets/shared.mdx', '#anything', 'written in a snippet'],
    ]);
  });
});
