import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractFrontMatter } from './pages/front-matter.js';
import { importedPath } from './pages/check-links.js';
import { scanAutolinks, scanPageBody } from './pages/page-body.js';
import { readIgnoreRules } from './source/ignore-rules.js';
import { listRepositoryFiles } from './source/repo-files.js';

/** A link as a page writes it, and where (1-based line and column). */
export interface WrittenLink {
  target: string;
  line: number;
  column: number;
}

/**
 * The links of one page as the build reads its markdown: markdown links and images, used reference
 * definitions, autolinks (`<...>` in plain markdown only: MDX reads it as JSX), JSX and HTML
 * `href`/`src`; nothing inside code spans, fences or comments.
 * The validator's own scan, for other checkers (the external link check).
 */
export function linksOfPage(text: string, kind: 'mdx' | 'md' = 'mdx'): WrittenLink[] {
  const frontMatter = extractFrontMatter(text);
  const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
  const links = scanPageBody(text, bodyStart).links;
  // A reference definition's destination is also an autolink literal to the pattern: one link.
  const found = new Set(links.map((link) => `${link.position.line}:${link.position.column}`));
  for (const link of scanAutolinks(text, bodyStart, kind === 'md'))
    if (!found.has(`${link.position.line}:${link.position.column}`)) links.push(link);
  links.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  return links.map((link) => ({
    target: link.target,
    line: link.position.line,
    column: link.position.column,
  }));
}

/** The repository paths of the files a page imports (`/snippets/setup.mdx` as `snippets/setup.mdx`); no packages. */
export function importsOfPage(file: string, text: string): string[] {
  const frontMatter = extractFrontMatter(text);
  return scanPageBody(text, frontMatter.kind === 'none' ? 0 : frontMatter.end)
    .imports.map((ref) => importedPath(file, ref.target))
    .filter((path): path is string => path !== undefined);
}

/** The pages of a docs folder the build publishes (`.md`/`.mdx`, its ignore rules applied), sorted. */
export async function publishedPages(dir: string): Promise<string[]> {
  const [files, ignored] = await Promise.all([listRepositoryFiles(dir), readIgnoreRules(dir)]);
  return files.filter((file) => /\.mdx?$/i.test(file) && !ignored(file));
}

/** Every published page of `dir` with its links, read `concurrency` files at a time. */
export async function linksOfPages(
  dir: string,
  pages: readonly string[],
  concurrency = 32,
): Promise<Map<string, WrittenLink[]>> {
  const found = new Map<string, WrittenLink[]>();
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      const text = await readFile(join(dir, ...page.split('/')), 'utf8').catch(() => undefined);
      if (text !== undefined) found.set(page, linksOfPage(text, /\.md$/i.test(page) ? 'md' : 'mdx'));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  return new Map(pages.filter((page) => found.has(page)).map((page) => [page, found.get(page)!]));
}
