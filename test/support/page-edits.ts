import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The ways a pull request edits a documentation folder, for the tests that check that reusing the
// head's validation for the base (reuse-head.ts, reuse-folder.ts) gives what validating the base
// apart gives.

export interface Edit {
  name: string;
  /** Prepares the base. */
  base?: (docs: string) => void;
  /** Only on these fixtures (the edits that are not reused need no more). */
  only?: string[];
  /** Edits the checkout's docs folder; returns whether it changed anything. */
  apply(docs: string): boolean;
  /** Whether the comparison can reuse the head's validation after this edit. */
  reuses: boolean;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/;

/** Edits the body of every page (not the snippets): after the front matter, if any. */
function editBodies(docs: string, edit: (body: string, i: number) => string): boolean {
  let changed = false;
  pageFiles(docs).forEach((file, i) => {
    const text = readFileSync(join(docs, file), 'utf8');
    const head = FRONT_MATTER.exec(text)?.[0] ?? '';
    const next = head + edit(text.slice(head.length), i);
    if (next !== text) {
      writeFileSync(join(docs, file), next);
      changed = true;
    }
  });
  return changed;
}

export function pageFiles(docs: string): string[] {
  return (readdirSync(docs, { recursive: true }) as string[])
    .map((file) => relative(docs, join(docs, file)).split('\\').join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('snippets/') && !file.includes('/snippets/'))
    .sort();
}

export const EDITS: Edit[] = [
  {
    name: 'lines inserted above every finding, one new broken link and one more of an old one per page',
    reuses: true,
    apply: (docs) =>
      editBodies(
        docs,
        (body, i) =>
          `Two lines\nabove.\n\n${body}\n\nSee [a page that is not there](/not-there-${i}).\n` +
          (body.match(/\[[^\]]*\]\([^)]*\)/)?.[0] ?? ''),
      ),
  },
  {
    name: 'every link and import removed (findings fixed)',
    reuses: true,
    apply: (docs) =>
      editBodies(docs, (body) =>
        body
          .split('\n')
          .filter((line) => !line.includes('](') && !line.startsWith('import '))
          .join('\n'),
      ),
  },
  {
    name: 'an image replaced and a line added to every page',
    reuses: true,
    only: ['links-and-snippets', 'links-as-parsed', 'mdx-front-matter', 'pages-and-specs-meet'],
    base: (docs) => writeFileSync(join(docs, 'logo.png'), 'one'),
    apply: (docs) => {
      writeFileSync(join(docs, 'logo.png'), 'two');
      return editBodies(docs, (body) => `${body}\nOne more line.\n`);
    },
  },
  {
    name: 'a snippet edited',
    reuses: false,
    only: ['links-and-snippets', 'snippet-imports-react', 'valid-site-patterns'],
    apply: (docs) => {
      const snippet = (readdirSync(docs, { recursive: true }) as string[]).find((f) =>
        /(^|\/)snippets\/.+\.mdx$/.test(f.split('\\').join('/')),
      );
      if (!snippet) return false;
      writeFileSync(join(docs, snippet), `${readFileSync(join(docs, snippet), 'utf8')}\n[x](/nowhere)\n`);
      return true;
    },
  },
  {
    name: 'a page moved, one removed, the ignore file edited and a spec rewritten',
    reuses: false,
    only: [
      'links-and-snippets',
      'pages-and-specs-meet',
      'nav-endpoints',
      'openapi-sources',
      'valid-site-patterns',
    ],
    apply: (docs) => {
      const pages = pageFiles(docs);
      if (pages.length < 2) return false;
      mkdirSync(join(docs, 'moved'), { recursive: true });
      renameSync(join(docs, pages[0]!), join(docs, 'moved', pages[0]!.split('/').pop()!));
      rmSync(join(docs, pages[1]!));
      const ignore = join(docs, '.mintignore');
      writeFileSync(ignore, `${existsSync(ignore) ? readFileSync(ignore, 'utf8') : ''}\nlisted-nowhere/\n`);
      const spec = (readdirSync(docs, { recursive: true }) as string[]).find(
        (f) =>
          f.endsWith('.json') && f !== 'docs.json' && readFileSync(join(docs, f), 'utf8').includes('"paths"'),
      );
      if (spec) {
        const text = readFileSync(join(docs, spec), 'utf8');
        writeFileSync(join(docs, spec), text.replace('"paths"', '"x-was-paths"'));
      }
      return true;
    },
  },
  {
    name: 'a page added',
    reuses: false,
    only: ['links-and-snippets', 'pages-and-specs-meet'],
    apply: (docs) => {
      writeFileSync(join(docs, 'added-page.mdx'), '---\ntitle: Added\n---\n\n[Home](/index)\n');
      return true;
    },
  },
];

/** The validation corpus (test/fixtures/validate): each fixture with an expected report. */
export const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'validate');

/** Every fixture of the corpus with every edit that applies to it: `[fixture, edit name, edit]`. */
export function editMatrix(): (readonly [string, string, Edit])[] {
  const fixtures = readdirSync(CORPUS)
    .filter((name) => existsSync(join(CORPUS, name, 'expected.json')))
    .sort();
  return fixtures.flatMap((name) =>
    EDITS.filter((edit) => !edit.only || edit.only.includes(name)).map(
      (edit) => [name, edit.name, edit] as const,
    ),
  );
}

/**
 * How a corpus fixture is validated (its expected.json's options), for a copy of it at `docsDir`:
 * the configuration path made absolute there, the extension, no URL fetching.
 */
export function fixtureSettings(
  name: string,
  docsDir: string,
): { config?: string; extension?: string; fetchUrls: false } {
  const { options } = JSON.parse(readFileSync(join(CORPUS, name, 'expected.json'), 'utf8')) as {
    options?: { config?: string; extension?: string };
  };
  return {
    ...(options?.config ? { config: join(docsDir, options.config) } : {}),
    ...(options?.extension ? { extension: options.extension } : {}),
    fetchUrls: false,
  };
}
