import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareLinkFindings, parseBrokenLinks } from '../../../bench/lib/link-compat.js';
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
