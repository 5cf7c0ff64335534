import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ConfigurationError, errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { callGitHub } from '../../github/call-policy.js';
import type { GitHubClient } from '../../github/octokit.js';
import { listPullRequestFiles } from '../../github/pull-request-files.js';
import { markIntroduced } from '../compare/introduced.js';
import type { BaseFinding } from '../compare/introduced.js';
import type { PageVersion, RepositoryInput, Validation, ValidationReport } from '../types.js';
import { repositorySettings, validateDocs, validateRepository } from '../validate-docs.js';
import { baseAsOverlay } from './base-overlay.js';
import { BaseUnavailableError, readBaseTree } from './base-tree.js';
import type { BaseTree } from './base-tree.js';
import type { ChangeUnderReview } from './change-under-review.js';
import type { GitOptions, TreeChange } from './git.js';
import { commitParents, git, hasCommit, treeChanges } from './git.js';
import { baseFindingsFromHead, differsFromCheckout, insideFolder, reusableBase } from './reuse-head.js';
import type { CheckoutFacts, ReusableBase } from './reuse-head.js';

/** How the head was validated: the base is validated the same way. */
export interface ValidationSettings {
  extension?: string | undefined;
  fetchUrls?: boolean | undefined;
}

/**
 * The findings of a base checkout, validated the way the head was. A base without a documentation
 * site there (the change adds it) has none: every finding of the head is then new.
 */
export async function findingsOfBase(
  baseDocsDir: string,
  config: string | undefined,
  settings: ValidationSettings,
  logger: Logger,
): Promise<BaseFinding[]> {
  return findingsOf(
    () =>
      validateDocs({
        dir: baseDocsDir,
        ...(config === undefined ? {} : { config }),
        ...(settings.extension === undefined ? {} : { extension: settings.extension }),
        fetchUrls: settings.fetchUrls ?? false,
      }),
    logger,
  );
}

async function findingsOf(validate: () => Promise<ValidationReport>, logger: Logger): Promise<BaseFinding[]> {
  try {
    const report = await validate();
    return [...report.errors, ...report.warnings];
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return noSiteAtBase(errorMessage(error), logger);
  }
}

function noSiteAtBase(why: string, logger: Logger): BaseFinding[] {
  logger.info(`The base has no documentation site to validate (${why}): every finding is new.`);
  return [];
}

export interface CommitComparisonOptions extends ValidationSettings {
  change: ChangeUnderReview;
  /**
   * Validates the head (`docsDir`), checking `otherVersions` (the base versions of the pages the
   * change modified) in its context when given: see reuse-head.ts.
   */
  validateHead: (otherVersions: PageVersion[] | undefined) => Promise<Validation>;
  /** False: validate the base from its own files even where the head's validation would do. */
  reuseHead?: boolean | undefined;
  /** Absolute. */
  docsDir: string;
  /** Absolute, when not docs.json in docsDir. */
  config?: string | undefined;
  /** GITHUB_WORKSPACE: the repository root when the docs folder is not in a git checkout. */
  workspace: string;
  /** Where the base's files are written for the comparison (removed after). */
  tempDir: string;
  /** The environment git runs with (the checkout's credentials, proxies). */
  env: NodeJS.ProcessEnv;
  github?: { octokit: GitHubClient; owner: string; repo: string } | undefined;
  logger: Logger;
}

export interface CommitComparison {
  /** The head's report, each finding marked new or not when the base could be compared. */
  report: ValidationReport;
  /** Undefined when the base could not be had (after one warning): every finding then decides. */
  compared:
    | {
        baseSha: string;
        /** Files the change touched, relative to the docs folder; undefined when they could not be listed. */
        changedFiles: ReadonlySet<string> | undefined;
      }
    | undefined;
}

/**
 * Validates the head and compares its findings with those of the change's base commit, validated
 * the same way. When the change only edits pages in place, the base's validation is the head's
 * plus the base versions of those pages, checked in the same run (reuse-head.ts); otherwise the
 * base's files come from git (or one fetched commit) or GitHub's tarball (base-tree.ts) and are
 * validated apart.
 */
export async function compareWithBaseCommit(options: CommitComparisonOptions): Promise<CommitComparison> {
  const { logger } = options;
  const checkout = await gitCheckout(options.docsDir, options.env);
  const root = checkout?.cwd ?? options.workspace;
  const docsPath = repoPath(root, options.docsDir);
  const configPath = options.config === undefined ? undefined : repoPath(root, options.config);
  const base = await baseCommit(options, checkout);

  const reuse: ReusableBase =
    options.reuseHead === false
      ? { why: 'turned off' }
      : checkout
        ? await reusableBase({ checkout, baseSha: base.sha, docsPath, configPath })
        : { why: 'the docs folder is not in a git checkout' };
  const validation = await options.validateHead(reuse.versions);
  const head = validation.report;
  const checked = validation.otherVersions;
  if (reuse.versions && checked && 'findings' in checked) {
    logger.info(
      `Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}) in one validation: the change ` +
        `edits ${reuse.versions.length} page(s) in place, so the base differs from the head only there; ` +
        'their base versions were checked beside the head (read through git).',
    );
    const changes = await changedFiles(options, checkout, base, reuse.changes);
    const report = markIntroduced(head, baseFindingsFromHead(head, reuse.versions, checked.findings), {
      base: `commit ${base.sha.slice(0, 7)} (git)`,
    });
    return {
      report,
      compared: { baseSha: base.sha, changedFiles: changes && inDocsFolder(changes, docsPath).changed },
    };
  }
  const why = checked && 'refused' in checked ? checked.refused : 'why' in reuse ? reuse.why : 'not checked';
  logger.info(`The base is validated apart (${why}).`);
  const compared = await compareWithBaseFiles(options, head, {
    checkout,
    docsPath,
    configPath,
    base,
    fetched: reuse.fetched,
    known: reuse.known,
  });
  if (!compared) return { report: head, compared: undefined };
  const { report, ...rest } = compared;
  return { report, compared: rest };
}

interface BaseLocation {
  checkout: GitOptions | undefined;
  docsPath: string;
  configPath: string | undefined;
  base: BaseCommit;
  fetched: boolean | undefined;
  /** What git already said on the way (reuse-head.ts). */
  known: CheckoutFacts | undefined;
}

async function compareWithBaseFiles(
  options: CommitComparisonOptions,
  head: ValidationReport,
  { checkout, docsPath, configPath, base, fetched, known }: BaseLocation,
): Promise<(CommitComparison['compared'] & { report: ValidationReport }) | undefined> {
  const { logger } = options;
  const dest = join(
    options.tempDir,
    `docs-ci-base-${base.sha.slice(0, 12)}-${randomBytes(4).toString('hex')}`,
  );
  try {
    let baseFindings: BaseFinding[] | undefined;
    let how: BaseTree['how'] = 'git';
    if (options.reuseHead !== false && checkout && (known ?? (await hasCommit(base.sha, checkout)))) {
      const overlay = await baseAsOverlay({
        checkout,
        baseSha: base.sha,
        docsPath,
        configPath,
        head: repositorySettings({
          dir: options.docsDir,
          ...(options.config === undefined ? {} : { config: options.config }),
          ...(options.extension === undefined ? {} : { extension: options.extension }),
          fetchUrls: options.fetchUrls ?? false,
        }),
        dest,
        known,
      });
      if ('why' in overlay) logger.debug(`The base is written out (${overlay.why}).`);
      else {
        logger.info(
          `Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through git: the files the ` +
            `change touched${fetched ? ' (the commit fetched)' : ''}, the others from the checkout, where they are the same.`,
        );
        const { input } = overlay as { input?: RepositoryInput };
        baseFindings = input
          ? await findingsOf(async () => (await validateRepository(input)).report, logger)
          : noSiteAtBase('no docs.json at the base', logger);
      }
    }
    if (baseFindings === undefined) {
      let tree: BaseTree;
      try {
        tree = await readBaseTree({
          sha: base.sha,
          paths: [
            docsPath,
            ...(configPath !== undefined && isOutside(configPath, docsPath) ? [configPath] : []),
          ],
          dest,
          git: checkout,
          fetchedBefore: fetched,
          github: options.github,
          logger,
        });
      } catch (error) {
        if (!(error instanceof BaseUnavailableError)) throw error;
        baseUnavailable(logger, base.sha, 'finding', error);
        return undefined;
      }
      logger.info(
        `Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through ${tree.how}: ${tree.why}.`,
      );
      how = tree.how;
      baseFindings = await findingsOfBase(
        join(dest, docsPath),
        configPath === undefined ? undefined : join(dest, configPath),
        options,
        logger,
      );
    }
    const changes = await changedFiles(options, checkout, base, known?.changes);
    const { changed, renames } = inDocsFolder(changes ?? [], docsPath);
    const report = markIntroduced(head, baseFindings, {
      base: `commit ${base.sha.slice(0, 7)} (${how})`,
      renames,
    });
    return { report, baseSha: base.sha, changedFiles: changes && changed };
  } finally {
    await rm(dest, { recursive: true, force: true }).catch(() => undefined);
  }
}

export interface DirComparisonOptions extends ValidationSettings {
  /** Validates the head (`docsDir`), checking `otherVersions` in its context when given (reusableBaseDir). */
  validateHead: (otherVersions: PageVersion[] | undefined) => Promise<Validation>;
  /** False: validate the base folder from its own files even where the head's validation would do. */
  reuseHead?: boolean | undefined;
  /** Absolute: the head's docs folder and the base's. */
  docsDir: string;
  baseDir: string;
  /** Absolute, when not docs.json in docsDir: the base uses the same path relative to its folder. */
  config?: string | undefined;
  env: NodeJS.ProcessEnv;
  logger: Logger;
}

/**
 * Validates the head and compares its findings with those of a checkout of the base (`--base-dir`).
 * When both folders are checkouts of one repository (a `git worktree` of the base, say), renames
 * between their commits are followed, and when the change between them only edits pages in place the
 * base's validation is the head's plus the base versions of those pages, checked in the same run
 * (reusableBaseDir). Otherwise the base folder is validated apart, and a renamed file's findings
 * count as new.
 */
export async function compareWithBaseDir(options: DirComparisonOptions): Promise<ValidationReport> {
  const { logger, baseDir } = options;
  const config =
    options.config === undefined ? undefined : join(baseDir, relative(options.docsDir, options.config));
  const reuse: BaseDirReuse =
    options.reuseHead === false ? { why: 'turned off' } : await reusableBaseDir(options, config);
  const validation = await options.validateHead(reuse.versions);
  const head = validation.report;
  const checked = validation.otherVersions;
  if (reuse.versions && checked && 'findings' in checked) {
    logger.info(
      `Compared with the base folder ${baseDir} (commit ${reuse.baseSha.slice(0, 7)}) in one validation: the ` +
        `change edits ${reuse.versions.length} page(s) in place, so the base differs from the head only ` +
        'there; their base versions were checked beside the head (read through git).',
    );
    return markIntroduced(head, baseFindingsFromHead(head, reuse.versions, checked.findings), {
      base: `base-dir ${baseDir}`,
    });
  }
  const why = checked && 'refused' in checked ? checked.refused : 'why' in reuse ? reuse.why : 'not checked';
  logger.info(`The base folder is validated apart (${why}).`);
  const baseFindings = await findingsOfBase(baseDir, config, options, logger);
  return markIntroduced(head, baseFindings, {
    base: `base-dir ${baseDir}`,
    renames: reuse.renames ?? (await renamesBetweenCheckouts(baseDir, options.docsDir, options.env)),
  });
}

type BaseDirReuse = ({ versions: PageVersion[]; baseSha: string } | { versions?: undefined; why: string }) & {
  /** The renames between the two commits, when git was asked for the change already. */
  renames?: Map<string, string> | undefined;
};

/**
 * Whether `--base-dir` can be validated as the head's validation plus the base versions of the pages
 * the change edited (reuse-head.ts): when both folders are the same folder of checkouts of one
 * repository (a worktree, or a clone that has the base commit), the base folder is its commit (no
 * file modified, added or ignored), and the change between the commits edits pages in place. Folders
 * outside git are validated apart: comparing every file of two 25,000-page folders costs about as
 * much as validating one.
 */
async function reusableBaseDir(
  options: DirComparisonOptions,
  baseConfig: string | undefined,
): Promise<BaseDirReuse> {
  const [checkout, baseCheckout] = await Promise.all([
    gitCheckout(options.docsDir, options.env),
    gitCheckout(options.baseDir, options.env),
  ]);
  // Not one repository: no renames to follow either.
  if (!checkout || !baseCheckout)
    return { why: 'the two folders are not both in git checkouts', renames: new Map() };
  const docsPath = repoPath(checkout.cwd, options.docsDir);
  const configPath = options.config === undefined ? undefined : repoPath(checkout.cwd, options.config);
  if (repoPath(baseCheckout.cwd, options.baseDir) !== docsPath) {
    const renames = await renamesBetween(checkout, baseCheckout, docsPath);
    return { why: 'the two folders are not the same folder of their checkouts', renames };
  }
  const baseConfigPath = baseConfig === undefined ? undefined : repoPath(baseCheckout.cwd, baseConfig);
  try {
    const dirty = await differsFromCheckout(baseCheckout, docsPath, baseConfigPath);
    if (dirty)
      return {
        why: `the base folder: ${dirty}`,
        renames: await renamesBetween(checkout, baseCheckout, docsPath),
      };
    const baseSha = (await git(['rev-parse', 'HEAD'], baseCheckout)).trim();
    const reuse = await reusableBase({ checkout, baseSha, docsPath, configPath, fetch: false });
    const changes = reuse.versions ? reuse.changes : reuse.known?.changes;
    const renames = changes && inDocsFolder(changes, docsPath).renames;
    return reuse.versions ? { versions: reuse.versions, baseSha, renames } : { why: reuse.why, renames };
  } catch (error) {
    return { why: errorMessage(error) };
  }
}

async function renamesBetweenCheckouts(
  baseDir: string,
  docsDir: string,
  env: NodeJS.ProcessEnv,
): Promise<Map<string, string>> {
  const checkout = await gitCheckout(docsDir, env);
  return checkout
    ? renamesBetween(checkout, { cwd: baseDir, env }, repoPath(checkout.cwd, docsDir))
    : new Map();
}

/** The renames inside the docs folder from the base folder's commit to the head's. */
async function renamesBetween(
  checkout: GitOptions,
  base: GitOptions,
  docsPath: string,
): Promise<Map<string, string>> {
  try {
    const baseSha = (await git(['rev-parse', 'HEAD'], base)).trim();
    return inDocsFolder(await treeChanges(baseSha, 'HEAD', checkout), docsPath).renames;
  } catch {
    // Not one repository (or no commits): no renames to follow.
    return new Map();
  }
}

interface BaseCommit {
  sha: string;
  why: string;
  /** The checkout is the merge of the pull request into this commit: `git diff sha HEAD` is the change. */
  mergedInto: boolean;
}

/**
 * The commit the head is compared with. actions/checkout checks a pull request out as GitHub's merge
 * commit: its first parent is exactly what the pull request changes. A checkout of the head itself is
 * compared with the merge base (GitHub's compare API), so that what the base branch fixed since the
 * pull request branched off is not counted as new.
 */
async function baseCommit(
  options: CommitComparisonOptions,
  checkout: GitOptions | undefined,
): Promise<BaseCommit> {
  const { change } = options;
  const fromPayload: BaseCommit = {
    sha: change.baseSha,
    why: change.kind === 'pull-request' ? "the pull request's base" : 'the commit before the push',
    mergedInto: false,
  };
  if (change.kind !== 'pull-request') return fromPayload;
  if (checkout) {
    const parents = await commitParents('HEAD', checkout).catch(() => []);
    if (parents.length === 2 && parents[1] === change.headSha && parents[0])
      return { sha: parents[0], why: 'the first parent of the checked-out merge commit', mergedInto: true };
  }
  if (options.github) {
    const { octokit, owner, repo } = options.github;
    try {
      const answer = await callGitHub(
        { what: 'finding the merge base of the pull request', area: 'branches' },
        () =>
          octokit.rest.repos.compareCommitsWithBasehead({
            owner,
            repo,
            basehead: `${change.baseSha}...${change.headSha}`,
            per_page: 1,
          }),
        { logger: options.logger },
      );
      const sha = answer.data.merge_base_commit.sha;
      if (sha) return { sha, why: "the merge base of the pull request's head and base", mergedInto: false };
    } catch (error) {
      options.logger.debug(
        `No merge base from GitHub (${errorMessage(error)}): using the pull request's base.`,
      );
    }
  }
  return fromPayload;
}

/** The files the change touched, with renames: from git for a merge checkout, else GitHub's list. */
async function changedFiles(
  options: CommitComparisonOptions,
  checkout: GitOptions | undefined,
  base: BaseCommit,
  /** `git diff base HEAD`, when already read. */
  known: TreeChange[] | undefined,
): Promise<TreeChange[] | undefined> {
  const { change, logger } = options;
  const fromGit = () =>
    known ? Promise.resolve(known) : treeChanges(base.sha, 'HEAD', checkout!).catch(() => undefined);
  if (checkout && base.mergedInto) {
    const changes = await fromGit();
    if (changes) return changes;
  }
  if (options.github && change.number !== undefined) {
    try {
      const listed = await listPullRequestFiles(options.github.octokit, {
        owner: options.github.owner,
        repo: options.github.repo,
        pullNumber: change.number,
        logger,
      });
      return listed.files.map((file) => ({
        path: file.filename,
        status: file.status === 'renamed' ? 'renamed' : file.status === 'removed' ? 'removed' : 'modified',
        previousPath: file.previousFilename,
      }));
    } catch (error) {
      logger.info(
        `Could not list the pull request's files (${errorMessage(error)}): findings in renamed files may count ` +
          'as new, and the files it changed are not annotated first. Give the job `pull-requests: read`.',
      );
    }
  }
  return checkout ? fromGit() : undefined;
}

/** The git checkout that holds `dir`: git runs at its top level. */
async function gitCheckout(dir: string, env: NodeJS.ProcessEnv): Promise<GitOptions | undefined> {
  try {
    const top = (await git(['rev-parse', '--show-toplevel'], { cwd: dir, env })).trim();
    return top ? { cwd: top, env } : undefined;
  } catch {
    return undefined;
  }
}

/** One line says what happened and what to do; the causes (each way tried) go to the debug log. */
function baseUnavailable(logger: Logger, sha: string, what: string, error: BaseUnavailableError): void {
  logger.warning(
    `Could not read the base commit ${sha.slice(0, 7)}: every ${what} decides (scope all). Fix: fetch-depth: 0 ` +
      'on actions/checkout, or give the job `contents: read` with github-token.',
  );
  logger.debug(`Why the base commit could not be read: ${error.message}`);
}

/** `path` relative to the repository root, posix; `''` for the root itself. */
function repoPath(root: string, path: string): string {
  const rel = relative(root, path);
  return rel.split(sep).join('/');
}

function isOutside(path: string, folder: string): boolean {
  return folder !== '' && path !== folder && !path.startsWith(`${folder}/`);
}

/** The changed files and renames inside the docs folder, with paths relative to it. */
function inDocsFolder(
  changes: readonly TreeChange[],
  docsPath: string,
): { changed: Set<string>; renames: Map<string, string> } {
  const changed = new Set<string>();
  const renames = new Map<string, string>();
  for (const change of changes) {
    const path = insideFolder(change.path, docsPath);
    if (path === undefined) continue;
    changed.add(path);
    const previous =
      change.previousPath === undefined ? undefined : insideFolder(change.previousPath, docsPath);
    if (previous !== undefined) renames.set(previous, path);
  }
  return { changed, renames };
}

export interface BaseFolderRequest {
  change: ChangeUnderReview;
  /** Absolute: the head's docs folder. */
  docsDir: string;
  workspace: string;
  tempDir: string;
  env: NodeJS.ProcessEnv;
  github?: { octokit: GitHubClient; owner: string; repo: string } | undefined;
  logger: Logger;
}

export interface BaseFolder {
  /** The base commit's docs folder, written out (removed once `use` ends). */
  dir: string;
  sha: string;
  /** Renames inside the docs folder from the base to the head (base path → head path). */
  renames: Map<string, string>;
}

/**
 * The docs folder as the change's base commit has it (the same base commit the validator compares
 * with: the merge commit's first parent, else the merge base), written under `tempDir` for `use`,
 * for checks other than the validator's that tell what a change introduced (the link check).
 * Undefined, after one warning, when the base cannot be had.
 */
export async function withBaseFolder<T>(
  request: BaseFolderRequest,
  use: (base: BaseFolder) => Promise<T>,
): Promise<T | undefined> {
  const { logger } = request;
  const checkout = await gitCheckout(request.docsDir, request.env);
  const docsPath = repoPath(checkout?.cwd ?? request.workspace, request.docsDir);
  const options: CommitComparisonOptions = {
    ...request,
    validateHead: () => Promise.reject(new Error('not used')),
  };
  const base = await baseCommit(options, checkout);
  const dest = join(
    request.tempDir,
    `docs-ci-base-${base.sha.slice(0, 12)}-${randomBytes(4).toString('hex')}`,
  );
  try {
    try {
      const tree = await readBaseTree({
        sha: base.sha,
        paths: [docsPath],
        dest,
        git: checkout,
        github: request.github,
        logger,
      });
      logger.info(
        `Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through ${tree.how}.`,
      );
    } catch (error) {
      if (!(error instanceof BaseUnavailableError)) throw error;
      baseUnavailable(logger, base.sha, 'link', error);
      return undefined;
    }
    const changes = await changedFiles(options, checkout, base, undefined);
    const { renames } = inDocsFolder(changes ?? [], docsPath);
    return await use({
      dir: join(dest, ...(docsPath === '' ? [] : docsPath.split('/'))),
      sha: base.sha,
      renames,
    });
  } finally {
    await rm(dest, { recursive: true, force: true }).catch(() => undefined);
  }
}
