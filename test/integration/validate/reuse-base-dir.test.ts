import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { compareWithBaseDir } from '../../../src/validate/base/compare-with-base.js';
import { headValidation } from '../../../src/validate/validate-docs.js';
import { CORPUS, EDITS, editMatrix, fixtureSettings } from '../../support/page-edits.js';
import type { Edit } from '../../support/page-edits.js';
import { git } from '../../support/pr-scenario.js';

// `--base-dir` (the CLI on any CI) with a git worktree of the base: when the change between the two
// commits only edits pages in place, the base's findings are the head's elsewhere plus those of the
// base versions of those pages, checked beside the head. That must be what validating the base
// folder apart gives, on every fixture of the validation corpus and every way a pull request edits.

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-ci-reuse-folder-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A repository whose `docs/` is the fixture (base, also checked out as a worktree), then `edit` committed. */
function worktreesFor(name: string, edit: Edit, tag = ''): { base: string; head: string } | undefined {
  const dir = join(root, `${name}--${EDITS.indexOf(edit)}${tag}`);
  const repo = join(dir, 'repo');
  const docs = join(repo, 'docs');
  cpSync(join(CORPUS, name), docs, { recursive: true });
  rmSync(join(docs, 'expected.json'));
  edit.base?.(docs);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  git(repo, 'worktree', 'add', '-q', '--detach', join(dir, 'base'), 'HEAD');
  if (!edit.apply(docs)) return undefined;
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'head');
  return { base: join(dir, 'base', 'docs'), head: docs };
}

async function compare(name: string, folders: { base: string; head: string }, reuseHead: boolean) {
  const settings = fixtureSettings(name, folders.head);
  const logger = createRecordingLogger();
  const report = await compareWithBaseDir({
    validateHead: headValidation({ dir: folders.head, ...settings }),
    docsDir: folders.head,
    baseDir: folders.base,
    ...settings,
    env: process.env,
    logger,
    reuseHead,
  });
  return { report, log: logger.text() };
}

describe('--base-dir: the base folder validated as the head plus the base versions of the differing pages', () => {
  it.each(editMatrix())(
    '%s, %s: the same findings, marked the same, as validating the base folder apart',
    async (name, _, edit) => {
      const folders = worktreesFor(name, edit);
      if (!folders) return; // nothing to edit in this fixture
      const reused = await compare(name, folders, true);
      const apart = await compare(name, folders, false);
      expect(apart.log).toMatch(/The base folder is validated apart \(turned off\)/);
      expect(reused.report).toEqual(apart.report);
      expect(reused.report.comparison?.base).toBe(`base-dir ${folders.base}`);
      if (edit.reuses) {
        expect(reused.log).toMatch(/in one validation: the change edits \d+ page\(s\) in place/);
        if (edit === EDITS[0]) expect(reused.report.comparison?.newWarnings).toBeGreaterThan(0);
      } else {
        expect(reused.log).toMatch(
          /The base folder is validated apart \((the change (adds|removes|renames|edits)|.* a snippet)/,
        );
      }
    },
    60_000,
  );
});

it('folders outside git, and a base folder that is not its commit, are validated apart: the same report', async () => {
  const folders = worktreesFor('links-and-snippets', EDITS[0]!, '-apart')!;
  const plain = join(root, 'plain');
  cpSync(folders.head, join(plain, 'head'), { recursive: true });
  cpSync(folders.base, join(plain, 'base'), { recursive: true });
  const outside = await compare(
    'links-and-snippets',
    { head: join(plain, 'head'), base: join(plain, 'base') },
    true,
  );
  expect(outside.log).toMatch(/validated apart \(the two folders are not both in git checkouts\)/);
  const reused = await compare('links-and-snippets', folders, true);
  expect(reused.log).toMatch(/in one validation/);
  expect({ ...outside.report, comparison: undefined }).toEqual({ ...reused.report, comparison: undefined });

  writeFileSync(join(folders.base, 'generated.mdx'), '---\ntitle: Generated\n---\n');
  const dirty = await compare('links-and-snippets', folders, true);
  expect(dirty.log).toMatch(
    /validated apart \(the base folder: the working tree differs .* e\.g\. docs\/generated\.mdx\)/,
  );
  expect(dirty.report).toEqual((await compare('links-and-snippets', folders, false)).report);
}, 60_000);
