import { errorMessage } from '../../core/errors.js';
import type { BaseFinding } from '../compare/introduced.js';
import { inSkippedDirectory } from '../source/repo-files.js';
import type { Finding, PageVersion, ValidationReport } from '../types.js';
import type { GitOptions, TreeChange } from './git.js';
import { git, hasCommit, readFilesAt, treeChanges, workingTreeDifferences } from './git.js';

/** Files whose content the validation never reads: a change to them changes no finding. */
const NEVER_READ =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|m4v|mp3|wav|ogg|pdf|woff2?|ttf|otf|eot|css|zip)$/i;
const PAGE = /\.mdx?$/i;
/** Past this many changed pages the base is validated apart: the saving is gone. */
const MAX_PAGES = 2000;

export interface ReuseRequest {
  checkout: GitOptions;
  baseSha: string;
  /** The docs folder and an outside config, relative to the repository root (posix; `''` the root). */
  docsPath: string;
  configPath: string | undefined;
  /** False: a checkout without the base commit is not fetched from (the CLI's base folder). */
  fetch?: boolean;
}

/** The base versions of the pages a change modified, relative to the docs folder, with the diff. */
export type ReusableBase = (
  { versions: PageVersion[]; changes: TreeChange[] } | { versions?: undefined; why: string }
) & {
  /** The checkout lacked the base commit, and that one commit was fetched. */
  fetched?: boolean;
  /** What git said on the way, for the base validated apart not to ask again. */
  known?: CheckoutFacts;
};

/** Facts of the checkout against the base: the diff, and whether the working tree is the commit. */
export interface CheckoutFacts {
  changes: TreeChange[];
  /** Why the working tree differs (undefined: it does not); absent when not checked yet. */
  dirty?: { why: string | undefined };
}

/**
 * Whether the base commit can be validated as the head's validation plus the base versions of the
 * pages the change modified (OtherVersionChecks), and those versions: only when nothing else that
 * the validation reads differs. That is when, inside the docs folder, the change modified files in
 * place (no file added, removed or renamed) and only pages or files never read (images, fonts), the
 * configuration is the same, and the working tree is the checked-out commit (no step before
 * generated or edited files). The validation itself refuses a version whose front matter names
 * other operations or schemas.
 */
export async function reusableBase(request: ReuseRequest): Promise<ReusableBase> {
  const { checkout, baseSha } = request;
  let fetched = false;
  try {
    if (!(await hasCommit(baseSha, checkout))) {
      if (request.fetch === false)
        return { why: `the checkout does not have the base commit ${baseSha.slice(0, 7)}` };
      await git(['fetch', '--no-tags', '--depth=1', 'origin', baseSha], checkout);
      fetched = true;
    }
    const known: CheckoutFacts = { changes: await treeChanges(baseSha, 'HEAD', checkout) };
    return { ...(await changedPagesOnly(request, known)), fetched, known };
  } catch (error) {
    return { why: errorMessage(error), fetched };
  }
}

async function changedPagesOnly(
  { checkout, baseSha, docsPath, configPath }: ReuseRequest,
  known: CheckoutFacts,
): Promise<ReusableBase> {
  const { changes } = known;
  const pages: string[] = [];
  for (const change of changes) {
    if (change.path === configPath) return { why: `the change edits ${configPath}` };
    const inDocs = insideFolder(change.path, docsPath);
    if (inDocs === undefined) continue;
    if (change.status !== 'modified') return { why: `the change ${VERB[change.status]} ${change.path}` };
    if (PAGE.test(inDocs)) pages.push(change.path);
    else if (!NEVER_READ.test(inDocs)) return { why: `the change edits ${change.path}, which is not a page` };
  }
  if (pages.length > MAX_PAGES) return { why: `the change edits ${pages.length} pages` };
  known.dirty = { why: await differsFromCheckout(checkout, docsPath, configPath) };
  if (known.dirty.why) return { why: known.dirty.why };
  const texts = await readFilesAt(baseSha, pages, checkout);
  const versions: PageVersion[] = [];
  for (const path of pages) {
    const text = texts.get(path);
    if (text === undefined) return { why: `git could not read ${path} at the base` };
    versions.push({ file: insideFolder(path, docsPath) ?? path, text: text.toString('utf8') });
  }
  return { versions, changes };
}

/**
 * Why the docs folder (or an outside config) of the working tree is not the checked-out commit:
 * modified, untracked or ignored files (a step before may have generated some); undefined when it is.
 * Folders the validation never lists (node_modules) do not count.
 */
export async function differsFromCheckout(
  checkout: GitOptions,
  docsPath: string,
  configPath: string | undefined,
): Promise<string | undefined> {
  const scope = [docsPath === '' ? '.' : docsPath, ...(configPath ? [configPath] : [])];
  const dirty = (await workingTreeDifferences(scope, checkout)).filter((path) => !inSkippedDirectory(path));
  return dirty.length === 0
    ? undefined
    : `the working tree differs from the checked-out commit in ${dirty.length} path(s), e.g. ${dirty[0]}`;
}

const VERB = { added: 'adds', removed: 'removes', renamed: 'renames', modified: 'edits' } as const;

/**
 * The base's findings when it differs from the head only in `versions` (reusableBase): the head's
 * findings in every other file, and the findings of the base versions, checked in the head's context.
 */
export function baseFindingsFromHead(
  head: ValidationReport,
  versions: readonly PageVersion[],
  versionFindings: readonly Finding[],
): BaseFinding[] {
  const replaced = new Set(versions.map((version) => version.file));
  return [...head.errors, ...head.warnings]
    .filter((finding) => !replaced.has(finding.file))
    .concat(versionFindings);
}

/** A repository path relative to `folder` (the docs folder; `''` the root), or undefined outside it. */
export function insideFolder(path: string, folder: string): string | undefined {
  if (folder === '') return path;
  return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}
