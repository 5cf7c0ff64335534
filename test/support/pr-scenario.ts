import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A documentation repository with findings of its own, and a pull request on it, in real git:
 * - base: `index.mdx` imports a missing snippet (error), `guide.mdx` links to a missing page
 *   (warning), `extra.mdx` is a page of the navigation;
 * - the pull request inserts lines above the existing error, renames `guide.mdx` to
 *   `guides/guide.mdx` (its broken link goes with it), adds a new missing snippet to `reference.mdx`
 *   and deletes `extra.mdx`, which the unchanged docs.json still names (a new error in a file the
 *   pull request did not touch);
 * - `merge`: the pull request merged into the base, as actions/checkout checks a pull request out.
 *
 * The pull request introduces exactly two errors (EXPECTED_NEW) and keeps two findings (EXPECTED_OLD).
 */
export interface PullRequestScenario {
  /** The repository (a normal clone with a work tree, usable as `origin`). */
  origin: string;
  base: string;
  head: string;
  merge: string;
  /** Writes the tree of a commit into `dest` (no .git). */
  exportTree(sha: string, dest: string): void;
}

export const EXPECTED_NEW = [
  { rule: 'nav-page-not-found', file: 'docs.json' },
  { rule: 'snippet-not-found', file: 'reference.mdx' },
];
export const EXPECTED_OLD = [
  { rule: 'link-broken', file: 'guides/guide.mdx' },
  { rule: 'snippet-not-found', file: 'index.mdx' },
];

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Docs Writer',
  GIT_AUTHOR_EMAIL: 'docs@example.com',
  GIT_COMMITTER_NAME: 'Docs Writer',
  GIT_COMMITTER_EMAIL: 'docs@example.com',
  GIT_AUTHOR_DATE: '2026-11-01T12:00:00Z',
  GIT_COMMITTER_DATE: '2026-11-01T12:00:00Z',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function write(root: string, files: Record<string, string | null>): void {
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, path);
    if (text === null) rmSync(full);
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
}

export const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** The docs live in `docs/` of the repository (docsPath), or at its root with docsPath ''. */
export function createPullRequestScenario(root: string, docsPath = 'docs'): PullRequestScenario {
  const origin = join(root, 'origin');
  mkdirSync(origin, { recursive: true });
  const at = (path: string) => (docsPath ? `${docsPath}/${path}` : path);
  git(origin, 'init', '-q', '-b', 'main');
  git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  // The guide is a page outside the navigation: renaming it leaves docs.json untouched.
  const navigation =
    JSON.stringify(
      { name: 'Acme', navigation: { groups: [{ group: 'Docs', pages: ['index', 'reference', 'extra'] }] } },
      null,
      2,
    ) + '\n';
  write(origin, {
    'README.md': '# Acme docs\n',
    [at('docs.json')]: navigation,
    [at('index.mdx')]: page('Home', "import Missing from '/snippets/missing.mdx';\n\nWelcome."),
    [at('guide.mdx')]: page('Guide', 'Read [the old page](/gone-page).'),
    [at('reference.mdx')]: page('Reference', 'All the details.'),
    [at('extra.mdx')]: page('Extra', 'More.'),
  });
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  const base = git(origin, 'rev-parse', 'HEAD');

  git(origin, 'checkout', '-q', '-b', 'feature');
  write(origin, {
    [at('index.mdx')]: page(
      'Home',
      "Three lines\nabove the\nexisting finding.\n\nimport Missing from '/snippets/missing.mdx';\n\nWelcome.",
    ),
    [at('guide.mdx')]: null,
    [at('guides/guide.mdx')]: page('Guide', 'Read [the old page](/gone-page).'),
    [at('reference.mdx')]: page('Reference', "import Table from '/snippets/table.mdx';\n\nAll the details."),
    [at('extra.mdx')]: null,
  });
  // The rename keeps the file's content, so that git sees it as one.
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'feature');
  const head = git(origin, 'rev-parse', 'HEAD');

  git(origin, 'checkout', '-q', 'main');
  git(origin, 'checkout', '-q', '-b', 'pull/1/merge');
  git(origin, 'merge', '-q', '--no-ff', '-m', 'Merge feature into main', 'feature');
  const merge = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');

  return {
    origin,
    base,
    head,
    merge,
    exportTree: (sha, dest) => {
      mkdirSync(dest, { recursive: true });
      execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dest}"`], { cwd: origin, env });
    },
  };
}
