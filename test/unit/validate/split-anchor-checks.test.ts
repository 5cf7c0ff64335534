import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { assembleReport } from '../../../src/validate/assemble-report.js';
import { checkPageSide } from '../../../src/validate/check-pages.js';
import type { PageSideResult } from '../../../src/validate/check-pages.js';
import { checkSpecs } from '../../../src/validate/check-specs.js';
import type { ValidateOptions, ValidationReport } from '../../../src/validate/index.js';
import { PageBatches } from '../../../src/validate/pages/check-mdx.js';
import { repositoryFiles } from '../../../src/validate/repository-files.js';
import type { SpecAnchorShare } from '../../../src/validate/split-anchor-checks.js';
import type { RepositoryInput } from '../../../src/validate/types.js';
import { analyzeRepository, readRepository } from '../../../src/validate/validate-docs.js';

/**
 * The two sides of a worker run split the anchor checks (split-anchor-checks.ts): here both run on
 * this thread, joined by a MessageChannel as in a worker run (the messages are copied the same
 * way), each reading the pages it is dealt, one at a time.
 */
class DealtPages extends PageBatches {
  private readonly dealt: number[];

  constructor(dealt: number[]) {
    super(undefined, 1);
    this.dealt = dealt;
  }

  override claim(): number {
    return this.dealt.shift() ?? Number.MAX_SAFE_INTEGER;
  }
}

type Deal = (index: number) => 'pages' | 'specs';

async function splitRun(repository: RepositoryInput, deal: Deal): Promise<ValidationReport> {
  const files = await repositoryFiles(repository);
  const indices = files.pages.map((_, i) => i);
  const channel = new MessageChannel();
  const pageSide = new Promise<PageSideResult>((resolve) => channel.port1.once('message', resolve));
  const fromSpecs = new Promise<SpecAnchorShare>((resolve) => channel.port2.once('message', resolve));
  try {
    const [pageFindings, { outcome }] = await Promise.all([
      checkPageSide(
        repository,
        new DealtPages(indices.filter((i) => deal(i) === 'pages')),
        (result) => channel.port2.postMessage(result),
        fromSpecs,
      ),
      checkSpecs(repository, files, pageSide, {
        batches: new DealtPages(indices.filter((i) => deal(i) === 'specs')),
        shareAnchors: (share) => channel.port1.postMessage(share),
      }),
    ]);
    return assembleReport(repository, outcome, pageFindings);
  } finally {
    channel.port1.close();
  }
}

const DEALS: Record<string, Deal> = {
  alternately: (i) => (i % 2 === 0 ? 'pages' : 'specs'),
  'every page to the page side': () => 'pages',
  'every page to the spec side': () => 'specs',
  'two to the spec side, one to the page side': (i) => (i % 3 === 2 ? 'pages' : 'specs'),
};

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/validate');
const cases = readdirSync(corpus)
  .filter((name) => existsSync(join(corpus, name, 'expected.json')))
  .sort();

describe('the anchor checks split between the two sides of a worker run', () => {
  it.each(cases)('%s: the same report as on one thread, however the pages are dealt', async (name) => {
    const expected = JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as {
      options?: Omit<ValidateOptions, 'dir'>;
    };
    const repository = await readRepository({ ...expected.options, dir: join(corpus, name) });
    const { report } = await analyzeRepository(repository);
    for (const deal of Object.values(DEALS)) expect(await splitRun(repository, deal)).toEqual(report);
  });

  describe('on a site whose fragment links cross the sides', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'split-anchors-'));
      const write = (file: string, text: string) => {
        mkdirSync(join(dir, dirname(file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      };
      write(
        'docs.json',
        JSON.stringify({
          name: 'x',
          navigation: {
            groups: [
              { group: 'Start', pages: ['a/one', 'a/two', 'b/three', 'guide', 'drafts/listed'] },
              { group: 'API', openapi: { source: 'openapi.json', directory: 'api' } },
            ],
          },
          redirects: [{ source: '/old/:slug', destination: '/a/:slug' }],
        }),
      );
      write(
        'openapi.json',
        JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'T', version: '1' },
          paths: {
            '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } },
          },
        }),
      );
      write('.mintignore', 'drafts/\n');
      // A snippet importing another: the anchors of both count as the importing page's.
      write('snippets/outer.mdx', "import Inner from '/snippets/inner.mdx';\n\n## Outer part\n\n<Inner />\n");
      write('snippets/inner.mdx', '## Inner part\n');
      write(
        'a/one.mdx',
        [
          "import Outer from '/snippets/outer.mdx';",
          '',
          '## First',
          '',
          '<Outer />',
          '',
          '[ok](/b/three#third) [typo](/b/three#thrid) [relative](../b/three#nope) [sibling](two#second)',
          '[self](#first) [self typo](#frist) [inner](/a/two#inner-part) [text](/b/three#:~:text=x)',
          '[draft](/drafts/listed#hidden) [draft typo](/drafts/listed#hiden) [redirect](/old/two#x)',
          '[api](/api/users/list-users#response) [named](/guide.mdx#beta) [md](/guide#alpha) [gone](/gone#x)',
          '[fenced](/b/fenced.mdx#why) [uses](/b/uses.mdx#why) [uses part](/b/uses.mdx#fenced-part)',
          '',
        ].join('\n'),
      );
      write(
        'a/two.mdx',
        "import Outer from '/snippets/outer.mdx';\n\n## Second\n\n<Outer />\n\n[back](/a/one#outer-part)\n",
      );
      write('b/three.mdx', '## Third\n\n[up](/a/one#inner-part) [up typo](/a/one#inner) [folder](/a#x)\n');
      // An import in a code fence is no import: a reader that only matched import lines would see #why.
      write('b/fenced.mdx', "## Real\n\n```mdx\nimport Y from '/snippets/y.mdx';\n```\n");
      write('snippets/y.mdx', '## Why\n');
      // The same in a snippet a page imports: the page's anchors are read with the snippet's.
      write('snippets/fenced.mdx', "## Fenced part\n\n```mdx\nimport Y from '/snippets/y.mdx';\n```\n");
      write('b/uses.mdx', "import Fenced from '/snippets/fenced.mdx';\n\n## Uses\n\n<Fenced />\n");
      write('guide.md', '# Guide\n\n## Alpha\n');
      write('guide.mdx', '# Guide\n\n## Beta\n');
      write(
        'drafts/listed.mdx',
        '## Hidden\n\n[out](/a/two#second) [out typo](/a/two#secnd) [self](#nope) [fenced](/b/fenced#why)\n',
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each(Object.keys(DEALS))('%s: the same findings as on one thread', async (deal) => {
      const repository = await readRepository({ dir });
      const { report } = await analyzeRepository(repository);
      const anchors = report.warnings.filter((f) => f.rule === 'link-anchor-missing');
      // Findings of each kind: early links (to file pages, relative, on the same page), late ones
      // (to a page of the navigation the ignore file leaves out, through a `.mdx` name), and none
      // for the links that are never judged (text fragment, redirect, generated page, folder).
      expect(anchors.map((f) => `${f.file} ${f.message.replace(/ \(.*$/, '')}`)).toEqual([
        'a/one.mdx #thrid: no heading with that id on /b/three',
        'a/one.mdx #nope: no heading with that id on /b/three',
        'a/one.mdx #frist: no heading with that id on this page',
        'a/one.mdx #hiden: no heading with that id on /drafts/listed',
        'a/one.mdx #beta: no heading with that id on /guide',
        'a/one.mdx #why: no heading with that id on /b/fenced',
        'a/one.mdx #why: no heading with that id on /b/uses',
        'b/three.mdx #inner: no heading with that id on /a/one',
        'drafts/listed.mdx #secnd: no heading with that id on /a/two',
        'drafts/listed.mdx #nope: no heading with that id on this page',
        'drafts/listed.mdx #why: no heading with that id on /b/fenced',
      ]);
      expect(await splitRun(repository, DEALS[deal]!)).toEqual(report);
    });
  });
});
