import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load as loadLenientYaml } from 'js-yaml';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { callGitHub } from '../../github/call-policy.js';
import { GitHubApiError } from '../../github/errors.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { SpecChange } from './map-changes.js';
import { mapChangedPages } from './map-changes.js';
import { listPullRequestFiles } from '../../github/pull-request-files.js';
import { loadSiteModel } from './site-model.js';
import type { LoadedSiteModel } from './site-model.js';
import { diffSpecs } from './spec-diff.js';
import type { ChangedPage, PullRequestFile } from './types.js';

export interface ChangedPagesOptions {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  pullNumber: number;
  /** The pull request's base commit, for the earlier version of changed specs (asked of GitHub when absent). */
  baseSha?: string | undefined;
  /** The checked-out repository (GITHUB_WORKSPACE). */
  workspace: string;
  /** The docs folder relative to the workspace; default the folder that holds docs.json (root or docs/). */
  docsDir?: string | undefined;
  extension?: string | undefined;
  logger: Logger;
}

export interface ChangedPagesList {
  /** The list, linked to `<previewUrl><page path>` (unlinked without a preview address). */
  pagesFor(previewUrl: string | undefined): ChangedPage[];
  /** Said under the list: a capped file list, specs that could not be compared. */
  notes: string[];
}

/** The docs folder: the input, else the repository root or `docs/`, whichever holds docs.json. */
export function findDocsRoot(workspace: string, docsDir: string | undefined): string | undefined {
  if (docsDir !== undefined) return existsSync(join(workspace, docsDir, 'docs.json')) ? docsDir : undefined;
  for (const candidate of ['', 'docs'])
    if (existsSync(join(workspace, candidate, 'docs.json'))) return candidate;
  return undefined;
}

/** A spec's text as the build reads it: JSON and YAML alike through a lenient YAML loader. */
function parseSpec(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return loadLenientYaml(text);
  }
}

const SPEC_FILE = /\.(json|ya?ml)$/i;
/** Removed JSON/YAML files whose base version is read to see whether they were specs. */
const MAX_REMOVED_SPECS = 20;

/** The file at the base: from the checkout's git when it has the base commit, else the contents API. */
async function baseVersion(options: ChangedPagesOptions, path: string, baseSha: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(
      'git',
      ['-C', options.workspace, 'show', `${baseSha}:${path}`],
      {
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'utf8',
      },
    );
    return stdout;
  } catch {
    // Not a git checkout, or a shallow one without the base: ask GitHub.
  }
  const answer = await callGitHub(
    { what: `reading ${path} at the pull request's base`, area: 'branches' },
    () =>
      options.octokit.rest.repos.getContent({
        owner: options.owner,
        repo: options.repo,
        path,
        ref: baseSha,
        mediaType: { format: 'raw' },
      }),
    { logger: options.logger },
  );
  return fileText(answer.data);
}

/**
 * A file from the contents API: Octokit gives the raw media type as text or as bytes, depending on
 * the answer's content type; an API that ignores the raw type answers the JSON object (base64).
 */
function fileText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  if (ArrayBuffer.isView(data))
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
  const json = data as { content?: unknown; encoding?: unknown } | null;
  if (json && typeof json.content === 'string' && json.encoding === 'base64')
    return Buffer.from(json.content, 'base64').toString('utf8');
  throw new Error('the contents API answered no file text');
}

/** A spec's comparison, with its base version (repository path at the base, parsed) when there is one. */
type ComparedSpec = SpecChange & { base?: { path: string; data: unknown } };

async function compareSpec(
  options: ChangedPagesOptions,
  site: LoadedSiteModel,
  file: PullRequestFile,
  baseSha: () => Promise<string>,
): Promise<ComparedSpec> {
  try {
    const head = file.status === 'removed' ? undefined : site.specAtHead(file.filename);
    if (file.status === 'added') return { file: file.filename, diff: diffSpecs(undefined, head) };
    const before = file.previousFilename ?? file.filename;
    const base = parseSpec(await baseVersion(options, before, await baseSha()));
    return { file: file.filename, diff: diffSpecs(base, head), base: { path: before, data: base } };
  } catch (error) {
    options.logger.debug(`Could not compare the two versions of ${file.filename}: ${errorMessage(error)}`);
    return { file: file.filename, diff: undefined };
  }
}

/**
 * The endpoint pages the base generated from each compared spec's base version, set on each
 * comparison: only those are removed pages. The base's navigation is the head's unless the pull
 * request changed docs.json. Left unset when the base's docs.json cannot be read.
 */
async function withBasePages(
  options: ChangedPagesOptions,
  site: LoadedSiteModel,
  compared: readonly ComparedSpec[],
  files: readonly PullRequestFile[],
  baseSha: () => Promise<string>,
): Promise<SpecChange[]> {
  const changes = compared.map(({ base: _base, ...change }) => change);
  const bases = new Map(compared.flatMap((spec) => (spec.base ? [[spec.base.path, spec.base.data]] : [])));
  if (bases.size === 0) return changes;
  const docsJson = site.docsRoot === '' ? 'docs.json' : `${site.docsRoot}/docs.json`;
  const configChange = files.find((file) => file.filename === docsJson || file.previousFilename === docsJson);
  let baseConfig: string | null | undefined;
  try {
    const newAtHead =
      configChange?.filename === docsJson &&
      (configChange.status === 'added' || configChange.previousFilename !== undefined);
    if (newAtHead) baseConfig = null;
    else if (configChange) baseConfig = await baseVersion(options, docsJson, await baseSha());
    const pages = await site.endpointPagesAtBase(bases, baseConfig);
    return compared.map(({ base, ...change }) =>
      base ? { ...change, basePages: pages.get(base.path) ?? new Map() } : change,
    );
  } catch (error) {
    options.logger.debug(`Could not read the base's navigation: ${errorMessage(error)}`);
    return changes;
  }
}

/** Whether a removed file was a spec at the base (read only for removed JSON/YAML files of the docs). */
async function wasSpec(options: ChangedPagesOptions, file: string, baseSha: () => Promise<string>) {
  try {
    const base = parseSpec(await baseVersion(options, file, await baseSha()));
    return typeof base === 'object' && base !== null && 'openapi' in base;
  } catch {
    return false;
  }
}

/**
 * The pages a pull request changes, as the preview will publish them. Undefined when the list cannot
 * be made (no checkout of the docs, or no permission to list the files): the caller goes on without it,
 * and the reason is a warning.
 */
export async function changedPagesOfPullRequest(
  options: ChangedPagesOptions,
): Promise<ChangedPagesList | undefined> {
  const { logger } = options;
  const docsRoot = findDocsRoot(options.workspace, options.docsDir);
  if (docsRoot === undefined) {
    logger.warning(
      options.docsDir === undefined
        ? 'Changed pages: no docs.json in the workspace (repository root or docs/); check out the repository ' +
            '(actions/checkout) before the preview step, or set docs-dir. The comment has no list of changed pages.'
        : `Changed pages: no docs.json in docs-dir ${options.docsDir}; the comment has no list of changed pages.`,
    );
    return undefined;
  }
  let listed;
  try {
    listed = await listPullRequestFiles(options.octokit, {
      owner: options.owner,
      repo: options.repo,
      pullNumber: options.pullNumber,
      logger,
    });
  } catch (error) {
    const permission =
      error instanceof GitHubApiError && error.status === 403
        ? " Add `pull-requests: read` to the job's permissions."
        : '';
    logger.warning(
      `Changed pages: could not list the pull request's files (${errorMessage(error)}).${permission}`,
    );
    return undefined;
  }
  const site = await loadSiteModel({
    repositoryRoot: options.workspace,
    docsRoot,
    extension: options.extension,
    changedFiles: listed.files.filter((f) => f.status !== 'removed').map((f) => f.filename),
  });
  let base: Promise<string> | undefined;
  const baseSha = () =>
    (base ??= options.baseSha
      ? Promise.resolve(options.baseSha)
      : callGitHub(
          { what: `reading pull request #${options.pullNumber}`, area: 'pulls' },
          () =>
            options.octokit.rest.pulls.get({
              owner: options.owner,
              repo: options.repo,
              pull_number: options.pullNumber,
            }),
          { logger },
        ).then((answer) => answer.data.base.sha));
  const inDocs = (file: string) => docsRoot === '' || file.startsWith(`${docsRoot}/`);
  const removedJson = listed.files
    .filter((file) => file.status === 'removed' && inDocs(file.filename) && SPEC_FILE.test(file.filename))
    .slice(0, MAX_REMOVED_SPECS);
  const removedSpecs = (
    await Promise.all(
      removedJson.map(async (file) => ((await wasSpec(options, file.filename, baseSha)) ? file : undefined)),
    )
  ).filter((file) => file !== undefined);
  const specFiles = [
    ...listed.files.filter((file) => file.status !== 'removed' && site.isSpec(file.filename)),
    ...removedSpecs,
  ];
  const compared = await Promise.all(specFiles.map((file) => compareSpec(options, site, file, baseSha)));
  const specChanges = await withBasePages(options, site, compared, listed.files, baseSha);
  const pagesFor = (previewUrl: string | undefined) =>
    mapChangedPages({ files: listed.files, site, previewUrl, specChanges });
  const notes: string[] = [];
  if (listed.capped)
    notes.push(
      'GitHub lists only the first 3000 files of a pull request: pages of later files are not shown.',
    );
  return { pagesFor, notes };
}
