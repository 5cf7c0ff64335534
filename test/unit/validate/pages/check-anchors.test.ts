import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDocs } from '../../../../src/validate/index.js';
import type { Finding } from '../../../../src/validate/index.js';
import { SitePageFiles } from '../../../../src/validate/pages/check-anchors.js';
import { validateDocsWithOtherVersions } from '../../../../src/validate/validate-docs.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-anchors-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(file: string, content: string | object): void {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Users', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/users': {
      get: { summary: 'List users', tags: ['Users'], responses: { '200': { description: 'OK' } } },
    },
  },
};

/** A small site: a quickstart with headings, a guide that imports a snippet, an API reference. */
function site(index: string): void {
  write('docs.json', {
    name: 'x',
    navigation: {
      groups: [
        {
          group: 'Start',
          pages: ['index', 'quickstart', 'guides/setup', 'guides/widget', 'reference/users'],
        },
        { group: 'API', openapi: { source: 'openapi.json', directory: 'api' } },
      ],
    },
    redirects: [{ source: '/old', destination: '/quickstart' }],
  });
  write('openapi.json', SPEC);
  write(
    'quickstart.mdx',
    "---\ntitle: Quickstart\n---\n\n## Installation\n\n## What's new?\n\n## Café setup\n",
  );
  write(
    'guides/setup.mdx',
    "import Shared from '/snippets/shared.mdx';\n\n## Step one\n\n<Shared />\n\n<Shared />\n",
  );
  write('snippets/shared.mdx', '## Shared part\n\n[in a snippet](#anything-goes)\n');
  write('snippets/widget.jsx', 'export const Widget = () => <div id="from-script" />;\n');
  write(
    'guides/widget.mdx',
    "import { Widget } from '/snippets/widget.jsx';\n\n## Only heading\n\n<Widget />\n",
  );
  write('reference/users.mdx', '---\ntitle: Users\nopenapi: GET /users\n---\n\nSee the parameters.\n');
  write('logo.png', 'png');
  write('index.mdx', `---\ntitle: Home\n---\n\n# Welcome\n\n${index}\n`);
}

const anchorFindings = (findings: readonly Finding[]) =>
  findings
    .filter((finding) => finding.rule === 'link-anchor-missing')
    .map(({ file, line, column, message }) => ({ file, line, column, message }));

describe('link-anchor-missing', () => {
  it('reports a fragment no heading has, where the link is, with the nearest anchor', async () => {
    site('See [the install](/quickstart#instalation) and\n[the end](#nope).');
    const report = await validateDocs({ dir });
    expect(anchorFindings(report.warnings)).toEqual([
      {
        file: 'index.mdx',
        line: 7,
        column: 19,
        message: '#instalation: no heading with that id on /quickstart (did you mean #installation?)',
      },
      {
        file: 'index.mdx',
        line: 8,
        column: 11,
        message: '#nope: no heading with that id on this page (it has #welcome)',
      },
    ]);
    expect(report.warnings.find((w) => w.rule === 'link-anchor-missing')?.severity).toBe('warning');
  });

  it('compares fragments as the service does: decoded, cleaned, case kept', async () => {
    site(
      [
        '[a](/quickstart#installation) [b](quickstart#what%27s-new) [c](/quickstart/#whats-new)',
        "[d](/quickstart#what's-new) [e](/quickstart#café-setup) [f](/quickstart#caf%C3%A9-setup)",
        '[g](./guides/setup#step-one) [h](/quickstart.mdx#installation) [i](#welcome)',
        '[j](/quickstart#Installation)',
      ].join('\n'),
    );
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([
      expect.objectContaining({
        line: 10,
        message: '#Installation: no heading with that id on /quickstart (did you mean #installation?)',
      }),
    ]);
  });

  it('counts the anchors of the markdown snippets a page imports, however they are numbered', async () => {
    site('[a](/guides/setup#shared-part) [b](/guides/setup#shared-part-2) [c](/guides/setup#shared)');
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([
      expect.objectContaining({
        message: '#shared: no heading with that id on /guides/setup (did you mean #shared-part?)',
      }),
    ]);
  });

  it('judges nothing whose anchors cannot be known', async () => {
    site(
      [
        // A generated API page, a page whose content comes from its spec, a script snippet's page.
        '[a](/api/users/list-users#param-limit) [b](/reference/users#param-limit) [c](/guides/widget#from-script)',
        // A redirect, a folder, a file, a page that does not exist (link-broken says so), elsewhere.
        '[d](/old#x) [e](/guides#x) [f](/logo.png#x) [g](/missing#x) [h](https://example.com/#x)',
        // Always fine in a browser.
        '[i](#top) [j](/quickstart#:~:text=Install)',
      ].join('\n'),
    );
    const report = await validateDocs({ dir });
    expect(report.pages.map((page) => page.url)).toContain('/api/users/list-users');
    expect(anchorFindings(report.warnings)).toEqual([]);
    expect(report.warnings.filter((w) => w.rule === 'link-broken').map((w) => w.message)).toEqual([
      expect.stringContaining('"/missing#x"'),
    ]);
  });

  it('judges pages that import a script snippet setting no id', async () => {
    site('[a](/guides/plain#only-heading) [b](/guides/plain#gone)');
    write('snippets/plain.jsx', 'export const Plain = ({ children }) => <p>{children}</p>;\n');
    write(
      'guides/plain.mdx',
      "import { Plain } from '/snippets/plain.jsx';\n\n## Only heading\n\n<Plain>x</Plain>\n",
    );
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([
      expect.objectContaining({
        message: '#gone: no heading with that id on /guides/plain (it has #only-heading)',
      }),
    ]);
  });

  it('does not judge links written in snippets (their page is the one that imports them)', async () => {
    site('Home.');
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([]);
  });

  it('judges a link to a URL that a .md and a .mdx file share against the .md page, the first in path order', async () => {
    site('[a](/about#from-mdx) [b](/about#from-md) [c](/quickstart#installation)');
    write('about.md', '# About\n\n## From md\n');
    write('about.mdx', '---\ntitle: About\n---\n\n## From mdx\n');
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([
      expect.objectContaining({
        message: '#from-mdx: no heading with that id on /about (did you mean #from-md?)',
      }),
    ]);
  });

  it('finds no anchor for a fragment that holds a line break, and lists the ids as the page has them', async () => {
    site('[a](/guides/setup#step-one%0Ashared-part) [b](/guides/setup#nothing-like-these)');
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^#step-one%0Ashared-part: no heading/) }),
      expect.objectContaining({
        message:
          '#nothing-like-these: no heading with that id on /guides/setup (it has #step-one, #shared-part)',
      }),
    ]);
  });

  it('does not judge links to a page with an id it cannot compute (id={expression})', async () => {
    site('[a](/quickstart#installation)');
    write('guides/dynamic.mdx', '<div id={props.id}>\nx\n</div>\n\n## Known\n');
    write('other.mdx', '[x](/guides/dynamic#anything) [y](/guides/dynamic#known)');
    expect(anchorFindings((await validateDocs({ dir })).warnings)).toEqual([]);
  });
});

describe('link-anchor-missing in the base versions of changed pages', () => {
  it('checks a version against the anchors of the versions it links to', async () => {
    site('[a](/quickstart#installation)');
    const { otherVersions } = await validateDocsWithOtherVersions({ dir }, [
      { file: 'index.mdx', text: '# Welcome\n\n[a](/quickstart#install) [b](/quickstart#setup)\n' },
      { file: 'quickstart.mdx', text: '## Setup\n' },
    ]);
    expect(otherVersions).toEqual({
      findings: [
        expect.objectContaining({
          file: 'index.mdx',
          rule: 'link-anchor-missing',
          message: '#install: no heading with that id on /quickstart (it has #setup)',
        }),
      ],
    });
  });

  it("refuses when a version's anchors change what another page's link finds", async () => {
    site('[a](/quickstart#installation)');
    const { otherVersions, report } = await validateDocsWithOtherVersions({ dir }, [
      { file: 'quickstart.mdx', text: '## Setup\n' },
    ]);
    expect(anchorFindings(report.warnings)).toEqual([]);
    expect(otherVersions).toEqual({
      refused:
        'quickstart.mdx has other anchors in this version, and index.mdx links to one (/quickstart#installation)',
    });
  });

  it('keeps the head findings of the other pages when their links find the same in both versions', async () => {
    site('[a](/quickstart#instalation)');
    const { otherVersions } = await validateDocsWithOtherVersions({ dir }, [
      { file: 'quickstart.mdx', text: '## Usage\n' },
    ]);
    expect(otherVersions).toEqual({ findings: [] });
  });

  it('keeps the head findings of the other pages when the anchors they link to did not change', async () => {
    site('[a](/quickstart#installation)');
    const { otherVersions } = await validateDocsWithOtherVersions({ dir }, [
      { file: 'quickstart.mdx', text: '## Installation\n\nMore text.\n' },
    ]);
    expect(otherVersions).toEqual({ findings: [] });
  });
});

describe('SitePageFiles', () => {
  const published = new Set(['a.mdx', 'b/index.mdx', 'c.md', 'c.mdx', 'index.mdx']);

  it('asks for no .md name where no published page is one, with the same answers', () => {
    const mdx = new Set([...published].filter((file) => !file.endsWith('.md')));
    const asked: string[] = [];
    const pages = new SitePageFiles(
      (file) => {
        asked.push(file);
        return mdx.has(file);
      },
      () => mdx,
    );
    expect(['/a', '/b', '/', '/c', '/none'].map((url) => pages.fileAt(url))).toEqual([
      'a.mdx',
      'b/index.mdx',
      'index.mdx',
      'c.mdx',
      undefined,
    ]);
    expect(asked.filter((file) => file.endsWith('.md'))).toEqual([]);
  });

  it('takes the .md page before the .mdx one where the site has .md pages', () => {
    const listed = new SitePageFiles(
      (file) => published.has(file),
      () => published,
    );
    const unlisted = new SitePageFiles((file) => published.has(file));
    for (const pages of [listed, unlisted])
      expect(['/a', '/b', '/', '/c'].map((url) => pages.fileAt(url))).toEqual([
        'a.mdx',
        'b/index.mdx',
        'index.mdx',
        'c.md',
      ]);
  });
});
