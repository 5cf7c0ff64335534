import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import { inSkippedDirectory } from '../source/repo-files.js';
import type { RepositoryInput } from '../types.js';
import type { GitOptions } from './git.js';
import { readFilesAt, treeChanges, treeEntries } from './git.js';
import { differsFromCheckout, insideFolder } from './reuse-head.js';
import type { CheckoutFacts } from './reuse-head.js';

export interface OverlayRequest {
  checkout: GitOptions;
  baseSha: string;
  /** The docs folder and an outside config, relative to the repository root (posix; `''` the root). */
  docsPath: string;
  configPath: string | undefined;
  /** The head's validation input: the base is read from the same folder. */
  head: Pick<RepositoryInput, 'root' | 'configFile' | 'extension' | 'fetchUrls'>;
  /** Where the base versions of the files the change touched are written (an empty folder). */
  dest: string;
  /** What git already said (reuse-head.ts): not asked again. */
  known?: CheckoutFacts | undefined;
}

/**
 * The base commit as a validation input without writing it out: its listing from git, its files
 * read from the head's folder, except those the change touched, whose base versions git writes to
 * `dest` (a handful, where the whole docs folder may be 25,000 files). That is the base only when
 * the working tree is the checked-out commit, and its tree holds plain files (no symbolic links or
 * submodules, which a listing of a written-out tree would see differently). `site: false` when the
 * base has no docs.json there (the change adds the site).
 */
export async function baseAsOverlay(
  request: OverlayRequest,
): Promise<{ input: RepositoryInput } | { site: false } | { why: string }> {
  const { checkout, baseSha, docsPath, configPath, head } = request;
  try {
    const dirty = request.known?.dirty ?? { why: await differsFromCheckout(checkout, docsPath, configPath) };
    if (dirty.why) return { why: dirty.why };
    const entries = await treeEntries(baseSha, [docsPath === '' ? '.' : docsPath], checkout);
    const special = entries.find((entry) => entry.type !== 'blob' || entry.mode === '120000');
    if (special) return { why: `the base has a symbolic link or submodule (${special.path})` };
    const allFiles = entries
      .map((entry) => insideFolder(entry.path, docsPath))
      .filter((path): path is string => path !== undefined && !inSkippedDirectory(path))
      .sort();

    const configRepoPath = configPath ?? (docsPath === '' ? 'docs.json' : `${docsPath}/docs.json`);
    const touched = new Set<string>();
    for (const change of request.known?.changes ?? (await treeChanges(baseSha, 'HEAD', checkout))) {
      const basePath =
        change.status === 'renamed'
          ? change.previousPath
          : change.status === 'added'
            ? undefined
            : change.path;
      if (basePath !== undefined && insideFolder(basePath, docsPath) !== undefined) touched.add(basePath);
    }
    const texts = await readFilesAt(baseSha, [...touched, configRepoPath], checkout);
    const configText = texts.get(configRepoPath);
    if (configText === undefined) return { site: false };
    const overlaid: string[] = [];
    for (const path of touched) {
      const text = texts.get(path);
      const file = insideFolder(path, docsPath);
      if (text === undefined || file === undefined) continue;
      const target = join(request.dest, ...file.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      overlaid.push(file);
    }
    return {
      input: {
        root: head.root,
        extension: head.extension,
        configFile: head.configFile,
        configText: configText.toString('utf8'),
        allFiles,
        fetchUrls: head.fetchUrls,
        overlay: { dir: request.dest, files: overlaid },
      },
    };
  } catch (error) {
    return { why: errorMessage(error) };
  }
}
