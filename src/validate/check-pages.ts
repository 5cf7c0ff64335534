import { Findings } from './findings.js';
import { checkImports, checkLinks, redirectPatterns, unresolvedLinks } from './pages/check-links.js';
import type { LinkContext } from './pages/check-links.js';
import { pageReferences, readMdxPages } from './pages/check-mdx.js';
import type { MdxPage, PageReferences } from './pages/check-mdx.js';
import type { BodyReference } from './pages/page-body.js';
import { isSnippetFile, pageUrlOfFile, SiteUrls } from './pages/site-pages.js';
import type { RepositoryFiles } from './repository-files.js';
import type { Finding } from './types.js';

/** What the page side needs from the spec side to finish the link checks. */
export interface LinkTargets {
  /** Pages of the navigation that the page side did not read (ignored files docs.json lists). */
  navigationPages: MdxPage[];
  /** Every page file of the navigation: published even when ignored. */
  navigationPageFiles: string[];
  generatedUrls: string[];
  /** Redirect sources of docs.json. */
  redirects: string[];
  /** Folders of generated pages that could not be listed (specs given by URL, not downloaded). */
  unlistedFolders: string[];
}

export interface PageOutcome {
  findings: Finding[];
  /** Links to generated pages of specs given by URL, not downloaded. */
  uncheckedLinks: number;
}

/**
 * The checks of a repository's pages and snippets: their front matter (`read`), imports and links.
 * Links are checked in two passes, so that most of the work is done before the spec side has
 * listed the generated pages: first against the file pages alone (`checkAgainstFilePages`), then
 * the links that did not resolve against every page and redirect (`finish`).
 */
export class PageChecks {
  private readonly findings = new Findings();
  private readonly site = new SiteUrls();
  /** The snippets each page imports: what the site map needs (see keepImports). */
  readonly imports = new Map<string, string[]>();
  private readonly pending: { file: string; links: BodyReference[] }[] = [];
  private pages: MdxPage[] = [];

  private readonly files: RepositoryFiles;
  private readonly keepImports: boolean;

  private constructor(files: RepositoryFiles, keepImports: boolean) {
    this.files = files;
    this.keepImports = keepImports;
  }

  /** Reads the repository's pages and checks their front matter. */
  static async read(root: string, files: RepositoryFiles, keepImports: boolean): Promise<PageChecks> {
    const checks = new PageChecks(files, keepImports);
    checks.pages = await readMdxPages(root, files.pages, checks.findings);
    return checks;
  }

  /** What the spec side checks in the pages' front matter. */
  pageReferences(): PageReferences[] {
    return pageReferences(this.pages);
  }

  /** The first pass: imports, and links against the file pages. */
  checkAgainstFilePages(): void {
    for (const file of this.files.pages) {
      const url = pageUrlOfFile(file);
      if (url !== undefined) this.site.add(url);
    }
    this.checkPages(this.pages, {
      site: this.site,
      files: this.files.all,
      redirects: [],
      unlistedFolders: [],
    });
    // Only the links that did not resolve are needed from here on.
    this.pages = [];
  }

  /** The second pass, once the spec side has listed the generated pages (after checkAgainstFilePages). */
  finish(targets: LinkTargets): PageOutcome {
    for (const file of targets.navigationPageFiles) {
      const url = pageUrlOfFile(file);
      if (url !== undefined) this.site.add(url);
    }
    for (const url of targets.generatedUrls) this.site.add(url);
    const context: LinkContext = {
      site: this.site,
      files: this.files.all,
      redirects: redirectPatterns(targets.redirects),
      unlistedFolders: targets.unlistedFolders,
    };
    this.checkPages(targets.navigationPages, context);
    let uncheckedLinks = 0;
    for (const { file, links } of this.pending) {
      uncheckedLinks += checkLinks(file, links, context, this.findings);
    }
    this.pending.length = 0;
    return { findings: this.findings.list(), uncheckedLinks };
  }

  private checkPages(pages: readonly MdxPage[], context: LinkContext): void {
    for (const page of pages) {
      const imports = checkImports(page.file, page.body.imports, this.files.all, this.findings);
      if (this.keepImports) this.imports.set(page.file, imports);
      if (isSnippetFile(page.file)) continue;
      const links = unresolvedLinks(page.file, page.body.links, context);
      if (links.length > 0) this.pending.push({ file: page.file, links });
    }
  }
}
