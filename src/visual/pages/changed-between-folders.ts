import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load as loadLenientYaml } from 'js-yaml';
import type { SpecChange } from '../../preview/changed-pages/map-changes.js';
import { mapChangedPages } from '../../preview/changed-pages/map-changes.js';
import { loadSiteModel } from '../../preview/changed-pages/site-model.js';
import { diffSpecs } from '../../preview/changed-pages/spec-diff.js';
import type { PullRequestFile } from '../../preview/changed-pages/types.js';
import { listRepositoryFiles } from '../../validate/source/repo-files.js';

/** A site origin that only carries paths through `mapChangedPages`' URLs. */
const PLACEHOLDER = 'http://docs-ci.invalid';

/**
 * The pages the change between two checkouts of a docs folder touches (`--docs-dir` against
 * `--base-dir`), as the preview comment lists them: the folders' differing files take the place of a
 * pull request's file list (added, modified, removed; no renames), then the same mapping runs.
 * Returns page paths (`/guides/setup`), removed pages included (they are `removed` on the preview).
 */
export async function changedPagePaths(docsDir: string, baseDir: string): Promise<string[]> {
  const files = await differingFiles(docsDir, baseDir);
  const site = await loadSiteModel({
    repositoryRoot: docsDir,
    docsRoot: '',
    changedFiles: files.filter((file) => file.status !== 'removed').map((file) => file.filename),
  });
  const specChanges: SpecChange[] = [];
  for (const file of files) {
    const atHead = file.status === 'removed' ? undefined : site.specAtHead(file.filename);
    const atBase = file.status === 'added' ? undefined : await readSpec(join(baseDir, file.filename));
    if (atHead === undefined && !isSpec(atBase)) continue;
    specChanges.push({ file: file.filename, diff: diffSpecs(atBase, atHead) });
  }
  const pages = mapChangedPages({ files, site, previewUrl: PLACEHOLDER, specChanges });
  const paths: string[] = [];
  for (const page of pages) {
    const path =
      page.url !== null
        ? decodeURI(new URL(page.url).pathname)
        : page.change === 'removed'
          ? site.pathPageOf(page.path)?.url
          : undefined;
    if (path !== undefined && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** Files only in one folder, or in both with other bytes (relative posix paths). */
async function differingFiles(head: string, base: string): Promise<PullRequestFile[]> {
  const [headFiles, baseFiles] = await Promise.all([listRepositoryFiles(head), listRepositoryFiles(base)]);
  const inBase = new Set(baseFiles);
  const inHead = new Set(headFiles);
  const files: PullRequestFile[] = [];
  for (const file of headFiles) {
    if (!inBase.has(file)) files.push({ filename: file, status: 'added' });
    else if (!(await sameBytes(join(head, file), join(base, file))))
      files.push({ filename: file, status: 'modified' });
  }
  for (const file of baseFiles) if (!inHead.has(file)) files.push({ filename: file, status: 'removed' });
  return files;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([readFile(a), readFile(b)]);
  return left.equals(right);
}

const SPEC_FILE = /\.(json|ya?ml)$/i;

async function readSpec(file: string): Promise<unknown> {
  if (!SPEC_FILE.test(file)) return undefined;
  try {
    return loadLenientYaml(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isSpec(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'openapi' in data;
}
