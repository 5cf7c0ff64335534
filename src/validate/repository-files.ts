import { isSnippetFile } from './pages/site-pages.js';
import { readIgnoreRules } from './source/ignore-rules.js';
import type { RepositoryInput } from './types.js';
import type { FileRoot } from './source/repo-files.js';

/** Where a validation reads the repository's files from (see RepositoryInput.overlay). */
export function readRoot(repository: RepositoryInput): FileRoot {
  const { root, overlay } = repository;
  return overlay ? { root, overlay: overlay.dir, overlaid: new Set(overlay.files) } : root;
}

/** The repository's files as each side of a validation needs them. */
export interface RepositoryFiles {
  /** Every file, ignored ones too (a link to a file that exists is not broken). */
  all: ReadonlySet<string>;
  /** The files the build publishes (the ignore rules applied), in path order. */
  published: string[];
  /** Published pages (plain .md files are pages too) and script snippets, read for their imports. */
  pages: string[];
}

export async function repositoryFiles(repository: RepositoryInput): Promise<RepositoryFiles> {
  const ignored = await readIgnoreRules(readRoot(repository));
  const published = repository.allFiles.filter((file) => !ignored(file));
  return {
    all: new Set(repository.allFiles),
    published,
    pages: published.filter(
      (file) => /\.mdx?$/i.test(file) || (isSnippetFile(file) && /\.(jsx|tsx?|js)$/i.test(file)),
    ),
  };
}
