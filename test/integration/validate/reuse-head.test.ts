import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { validateWithScope } from '../../../src/validate/base/scoped-validation.js';
import { git } from '../../support/pr-scenario.js';
import type { Edit } from '../../support/page-edits.js';
import { CORPUS, EDITS, editMatrix, fixtureSettings } from '../../support/page-edits.js';

// When a pull request only edits pages in place, the base's findings are the head's elsewhere plus
// those of the base versions of the edited pages, checked beside the head in one validation
// (reuse-head.ts). That must be exactly what validating the base from its own files gives: every
// fixture of the validation corpus is made a repository, edited the ways a pull request edits
// pages, and compared both ways.

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-ci-reuse-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A repository whose `docs/` is the fixture (base), with a pull request applying `edit`, checked out merged. */
function pullRequestOn(
  name: string,
  edit: Edit,
  tag = '',
): { workspace: string; base: string; head: string } | undefined {
  const workspace = join(root, `${name}--${EDITS.indexOf(edit)}${tag}`);
  const docs = join(workspace, 'docs');
  cpSync(join(CORPUS, name), docs, { recursive: true });
  rmSync(join(docs, 'expected.json'));
  edit.base?.(docs);
  git(workspace, 'init', '-q', '-b', 'main');
  git(workspace, 'add', '-A');
  git(workspace, 'commit', '-q', '-m', 'base');
  const base = git(workspace, 'rev-parse', 'HEAD');
  git(workspace, 'checkout', '-q', '-b', 'feature');
  if (!edit.apply(docs)) return undefined;
  git(workspace, 'add', '-A');
  git(workspace, 'commit', '-q', '-m', 'feature');
  const head = git(workspace, 'rev-parse', 'HEAD');
  git(workspace, 'checkout', '-q', 'main');
  git(workspace, 'merge', '-q', '--no-ff', '-m', 'merge', 'feature');
  return { workspace, base, head };
}

async function compare(
  name: string,
  pr: { workspace: string; base: string; head: string },
  reuseHead: boolean,
) {
  const docsDir = join(pr.workspace, 'docs');
  const logger = createRecordingLogger();
  const result = await validateWithScope({
    docsDir,
    ...fixtureSettings(name, docsDir),
    scope: 'auto',
    eventName: 'pull_request',
    eventPayload: { pull_request: { number: 7, head: { sha: pr.head }, base: { sha: pr.base } } },
    workspace: pr.workspace,
    tempDir: join(root, 'tmp'),
    env: process.env,
    logger,
    reuseHead,
  });
  return { result, log: logger.text() };
}

describe('the base validated as the head plus the base versions of the edited pages', () => {
  it.each(editMatrix())(
    '%s, %s: the same findings, marked the same, as validating the base apart',
    async (name, _, edit) => {
      const pr = pullRequestOn(name, edit);
      if (!pr) return; // nothing to edit in this fixture
      const reused = await compare(name, pr, true);
      const apart = await compare(name, pr, false);
      expect(apart.log).not.toMatch(/in one validation/);
      expect(reused.result.report).toEqual(apart.result.report);
      expect(reused.result.scope).toBe('new');
      expect([...(reused.result.changedFiles ?? [])].sort()).toEqual(
        [...(apart.result.changedFiles ?? [])].sort(),
      );
      if (edit.reuses) {
        const refused = /The base is validated apart \((.*)\)/.exec(reused.log)?.[1];
        // A page whose front matter names an operation of a spec that a changed line affects is
        // refused by the validation itself; none of these edits touches front matter.
        expect(refused).toBeUndefined();
        expect(reused.log).toMatch(/in one validation/);
        if (edit === EDITS[0]) expect(reused.result.report.comparison?.newWarnings).toBeGreaterThan(0);
      } else {
        expect(reused.log).toMatch(
          /The base is validated apart \((the change (adds|removes|renames|edits)|.* a snippet)/,
        );
        // Not written out: its listing and the files the change touched from git, the rest read
        // from the checkout; the same findings as the written-out base (reuseHead: false).
        expect(reused.log).toMatch(
          /read through git: the files the change touched, the others from the checkout/,
        );
        expect(apart.log).toMatch(/read through git: the checkout has the base commit/);
      }
    },
    60_000,
  );
});

it('a working tree that differs from the checked-out commit: the base is validated apart', async () => {
  const pr = pullRequestOn('links-and-snippets', EDITS[0]!, '-dirty')!;
  // A step before generated a page: it is in neither commit.
  writeFileSync(join(pr.workspace, 'docs', 'generated.mdx'), '---\ntitle: Generated\n---\n\n[x](/nowhere)\n');
  const reused = await compare('links-and-snippets', pr, true);
  expect(reused.log).toMatch(/validated apart \(the working tree differs .* e\.g\. docs\/generated\.mdx\)/);
  expect(reused.log).toMatch(/The base is written out \(the working tree differs/);
  const generated = reused.result.report.warnings.find((f) => f.file === 'generated.mdx');
  expect(generated?.new).toBe(true);
  expect(reused.result.report).toEqual((await compare('links-and-snippets', pr, false)).result.report);
}, 60_000);

it('a base with a symbolic link in the docs folder is written out (a listing from git would differ)', async () => {
  const edit: Edit = { ...EDITS[4]!, base: (docs) => symlinkSync('index.mdx', join(docs, 'alias.mdx')) };
  const pr = pullRequestOn('links-and-snippets', edit, '-symlink')!;
  const reused = await compare('links-and-snippets', pr, true);
  expect(reused.log).toMatch(
    /The base is written out \(the base has a symbolic link or submodule \(docs\/alias\.mdx\)\)/,
  );
  expect(reused.result.report).toEqual((await compare('links-and-snippets', pr, false)).result.report);
}, 60_000);
