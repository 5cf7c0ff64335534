import { Findings } from './findings.js';
import { checkImports, checkLinks, redirectPatterns, unresolvedLinks } from './pages/check-links.js';
import type { LinkContext } from './pages/check-links.js';
import { pageReferences, readMdxPages } from './pages/check-mdx.js';
import type { MdxPage, PageReferences } from './pages/check-mdx.js';
import type { BodyReference } from './pages/page-body.js';
import { isSnippetFile, pageUrlOfFile, SiteUrls } from './pages/site-pages.js';
import type { RepositoryFiles } from './repository-files.js';

/** A page's links that did not resolve against the file pages: checked again against every page. */
export interface UnresolvedLinks {
  file: string;
  links: BodyReference[];
}

/** What the second pass of the link checks needs besides the repository's files. */
export interface LinkTargets {
  /** Pages of the navigation that the page side did not read (ignored files docs.json lists). */
  navigationPages: readonly MdxPage[];
  /** Every page file of the navigation: published even when ignored. */
  navigationPageFiles: Iterable<string>;
  generatedUrls: Iterable<string>;
  /** Redirect sources of docs.json. */
  redirects: readonly string[];
  /** Folders of generated pages that could not be listed (specs given by URL, not downloaded). */
  unlistedFolders: readonly string[];
}

/**
 * The page side of a validation: reads the repository's pages and snippets (their front matter is
 * checked on the way), then checks their imports, and their links against the file pages alone.
 * That leaves few links for the second pass (finishLinkChecks), which needs the generated pages.
 */
export class PageChecks {
  readonly findings = new Findings();
  /** The snippets each page imports: what the site map needs (see keepImports). */
  readonly imports = new Map<string, string[]>();
  private readonly files: RepositoryFiles;
  private readonly keepImports: boolean;
  private pages: MdxPage[] = [];

  private constructor(files: RepositoryFiles, keepImports: boolean) {
    this.files = files;
    this.keepImports = keepImports;
  }

  static async read(root: string, files: RepositoryFiles, keepImports: boolean): Promise<PageChecks> {
    const checks = new PageChecks(files, keepImports);
    checks.pages = await readMdxPages(root, files.pages, checks.findings);
    return checks;
  }

  /** What the spec side checks in the pages' front matter. */
  pageReferences(): PageReferences[] {
    return pageReferences(this.pages);
  }

  /** The first pass: imports, and links against the file pages; returns the links left. */
  checkAgainstFilePages(): UnresolvedLinks[] {
    const site = new SiteUrls();
    for (const file of this.files.pages) {
      const url = pageUrlOfFile(file);
      if (url !== undefined) site.add(url);
    }
    const context = { site, files: this.files.all, redirects: [], unlistedFolders: [] };
    const imports = this.keepImports ? this.imports : undefined;
    const unresolved = checkPages(this.pages, context, this.findings, imports);
    this.pages = [];
    return unresolved;
  }
}

/**
 * The second pass of the link checks, once the generated pages are known: the links the first pass
 * left, and the imports and links of the navigation's pages the page side did not read. Returns
 * how many links could not be checked (into specs given by URL, not downloaded).
 */
export function finishLinkChecks(
  files: RepositoryFiles,
  unresolved: readonly UnresolvedLinks[],
  targets: LinkTargets,
  findings: Findings,
  imports?: Map<string, string[]>,
): number {
  const site = new SiteUrls();
  for (const file of [...files.pages, ...targets.navigationPageFiles]) {
    const url = pageUrlOfFile(file);
    if (url !== undefined) site.add(url);
  }
  for (const url of targets.generatedUrls) site.add(url);
  const context: LinkContext = {
    site,
    files: files.all,
    redirects: redirectPatterns(targets.redirects),
    unlistedFolders: targets.unlistedFolders,
  };
  let uncheckedLinks = 0;
  for (const { file, links } of [
    ...unresolved,
    ...checkPages(targets.navigationPages, context, findings, imports),
  ]) {
    uncheckedLinks += checkLinks(file, links, context, findings);
  }
  return uncheckedLinks;
}

/** Checks the pages' imports; returns their links that do not resolve in `context`. */
function checkPages(
  pages: readonly MdxPage[],
  context: LinkContext,
  findings: Findings,
  imports: Map<string, string[]> | undefined,
): UnresolvedLinks[] {
  const unresolved: UnresolvedLinks[] = [];
  for (const page of pages) {
    const resolved = checkImports(page.file, page.body.imports, context.files, findings);
    imports?.set(page.file, resolved);
    if (isSnippetFile(page.file)) continue;
    const links = unresolvedLinks(page.file, page.body.links, context);
    if (links.length > 0) unresolved.push({ file: page.file, links });
  }
  return unresolved;
}
