import { Findings } from './findings.js';
import { fragmentLinks, PageFilesByUrl, splitFragmentLinks, withImports } from './pages/check-anchors.js';
import type { AnchorInput, EarlyAnchorLinks } from './pages/check-anchors.js';
import { checkImports, checkLinks, redirectPatterns, unresolvedLinks } from './pages/check-links.js';
import type { LinkContext } from './pages/check-links.js';
import { forEachMdxPage, pageReferences } from './pages/check-mdx.js';
import type { MdxPage, PageBatches, PageReferences } from './pages/check-mdx.js';
import type { BodyReference } from './pages/page-body.js';
import type { Redirect } from './navigation/docs-config.js';
import { isSnippetFile, pageUrlOfFile, SiteUrls } from './pages/site-pages.js';
import { readRoot, repositoryFiles } from './repository-files.js';
import type { RepositoryFiles } from './repository-files.js';
import { checkEarlyAnchors, pageAnchorShare } from './split-anchor-checks.js';
import type { SpecAnchorShare } from './split-anchor-checks.js';
import type { Finding, RepositoryInput } from './types.js';
import type { FileRoot } from './source/repo-files.js';

/** A page's links that did not resolve against the file pages: checked again against every page. */
export interface UnresolvedLinks {
  file: string;
  links: BodyReference[];
}

/** What the page side hands the spec side. */
export interface PageSideResult {
  /** The pages' references into the specs, in path order. */
  references: PageReferences[];
  unresolvedLinks: UnresolvedLinks[];
  /** The pages' links with a `#fragment` and their anchors, judged once every page is known (check-anchors.ts). */
  anchors: AnchorInput;
}

/**
 * The page side of a worker run (worker/protocol.ts): checkPages on the pages `batches` hands out,
 * its result sent to the spec side (`send`); in a run that splits the anchor checks, once the spec
 * side's share has come (`fromSpecs`), with the anchors its late links need, and then the early
 * anchor links of both sides judged here (split-anchor-checks.ts). Returns its findings.
 */
export async function checkPageSide(
  repository: RepositoryInput,
  batches: PageBatches,
  send: (result: PageSideResult) => void,
  fromSpecs?: Promise<SpecAnchorShare>,
): Promise<Finding[]> {
  const findings = new Findings();
  const files = await repositoryFiles(repository);
  const root = readRoot(repository);
  // Which file each URL's page is, indexed now: the early anchor checks look every link's page up.
  const pageFiles = fromSpecs && new PageFilesByUrl();
  const filePages = filePageUrls(files, pageFiles);
  const early = fromSpecs && { filePages, links: [] };
  const result = await checkPages(root, files, findings, { batches, site: filePages, early });
  if (!fromSpecs || !early || !pageFiles) {
    send(result);
    return findings.list();
  }
  const share = await fromSpecs;
  const own = { anchors: result.anchors.anchors, early: early.links, late: result.anchors.links };
  const { toSpecs, early: toJudge } = pageAnchorShare(own, share);
  send({ ...result, anchors: toSpecs });
  checkEarlyAnchors(toJudge, { own: own.anchors, fromSpecs: share, pageFiles }, { root, files }, findings);
  return findings.list();
}

/**
 * In a run that splits the anchor checks (split-anchor-checks.ts), the early fragment links of the
 * pages read, set apart against the file pages' URLs (`filePages`: filePageUrls) as they are read:
 * `anchors.links` keeps the late ones.
 */
export interface EarlyLinks {
  filePages: SiteUrls;
  links: EarlyAnchorLinks[];
}

/** What the second pass of the link checks needs besides the repository's files. */
export interface LinkTargets {
  /** Pages of the navigation that the page side did not read (ignored files docs.json lists). */
  navigationPages: readonly MdxPage[];
  /**
   * The page files of the navigation that are not among the repository's published pages (ignored
   * files, or none there): published all the same. `site` has the others' URLs already.
   */
  navigationOnlyFiles: Iterable<string>;
  /** The generated pages' URLs. */
  generatedSite: SiteUrls;
  /** Redirects of docs.json. */
  redirects: readonly Redirect[];
  /** Folders of generated pages that could not be listed (specs given by URL, not downloaded). */
  unlistedFolders: readonly string[];
}

/**
 * The page side of a validation: reads the repository's pages and snippets and checks their front
 * matter, their imports, and their links against the file pages alone. A page is done with as soon
 * as it is read: what is kept (its references into the specs, its links that did not resolve) is
 * little, and the few links left wait for the second pass (finishLinkChecks), which needs the
 * generated pages. `imports` collects the snippets each page imports, for the site map; `batches`
 * shares the pages with the spec side (see PageBatches).
 */
export async function checkPages(
  root: FileRoot,
  files: RepositoryFiles,
  findings: Findings,
  shared: {
    imports?: Map<string, string[]>;
    batches?: PageBatches;
    site?: SiteUrls;
    /** In a run that splits the anchor checks: receives the early links, set apart as pages are read. */
    early?: EarlyLinks;
  } = {},
): Promise<PageSideResult> {
  const { imports, batches } = shared;
  let context: LinkContext | undefined;
  const result: PageSideResult = {
    references: [],
    unresolvedLinks: [],
    anchors: { links: [], anchors: new Map() },
  };
  const visit = (page: MdxPage) => {
    context ??= {
      site: shared.site ?? filePageUrls(files),
      files: files.all,
      redirects: [],
      unlistedFolders: [],
    };
    const references = pageReferences(page);
    if (references) result.references.push(references);
    checkPage(page, context, findings, imports, result.unresolvedLinks, result.anchors, shared.early);
  };
  await forEachMdxPage(root, files.pages, findings, visit, batches);
  result.references.sort((a, b) => (a.file < b.file ? -1 : 1));
  return result;
}

/**
 * The second pass of the link checks, once the generated pages are known: the links the first pass
 * left, and the imports and links of the navigation's pages the page side did not read. `site`
 * holds the file pages' URLs (filePageUrls) and receives the others. Returns how many links could
 * not be checked (into specs given by URL, not downloaded). The navigation's pages' fragment links
 * and anchors go to `anchored`.
 */
export function finishLinkChecks(
  files: RepositoryFiles,
  site: SiteUrls,
  unresolved: readonly UnresolvedLinks[],
  targets: LinkTargets,
  findings: Findings,
  imports?: Map<string, string[]>,
  anchored?: AnchorInput,
): { uncheckedLinks: number; context: LinkContext } {
  for (const file of targets.navigationOnlyFiles) {
    const url = pageUrlOfFile(file);
    if (url !== undefined) site.add(url);
  }
  site.include(targets.generatedSite);
  const context: LinkContext = {
    site,
    files: files.all,
    redirects: redirectPatterns(targets.redirects),
    unlistedFolders: targets.unlistedFolders,
  };
  const left = [...unresolved];
  for (const page of targets.navigationPages) checkPage(page, context, findings, imports, left, anchored);
  let uncheckedLinks = 0;
  for (const { file, links } of left) uncheckedLinks += checkLinks(file, links, context, findings);
  return { uncheckedLinks, context };
}

/** The URLs of the repository's page files: what the first pass of the link checks resolves against. */
export function filePageUrls(files: RepositoryFiles, pageFiles?: PageFilesByUrl): SiteUrls {
  const site = new SiteUrls();
  for (const file of files.pages) {
    const url = pageUrlOfFile(file);
    if (url === undefined) continue;
    site.add(url);
    pageFiles?.add(file, url);
  }
  return site;
}

/**
 * Checks a page's imports; adds its links that do not resolve in `context` to `unresolved`, and
 * its anchors and links with a fragment to `anchored`.
 */
export function checkPageInContext(
  page: MdxPage,
  context: LinkContext,
  findings: Findings,
  unresolved: UnresolvedLinks[],
  anchored?: AnchorInput,
): void {
  checkPage(page, context, findings, undefined, unresolved, anchored);
}

function checkPage(
  page: MdxPage,
  context: LinkContext,
  findings: Findings,
  imports: Map<string, string[]> | undefined,
  unresolved: UnresolvedLinks[],
  anchored: AnchorInput | undefined,
  early?: EarlyLinks,
): void {
  const resolved = checkImports(page.file, page.body.imports, context.files, findings);
  imports?.set(page.file, resolved);
  anchored?.anchors.set(page.file, withImports(page.anchors, resolved));
  if (isSnippetFile(page.file)) return;
  const links = unresolvedLinks(page.file, page.body.links, context);
  if (links.length > 0) unresolved.push({ file: page.file, links });
  if (anchored && page.body.links.some((link) => link.target.includes('#'))) {
    const withFragments = { file: page.file, links: fragmentLinks(page.body.links) };
    if (withFragments.links.length === 0) return;
    if (!early) anchored.links.push(withFragments);
    else {
      const split = splitFragmentLinks([withFragments], early.filePages);
      early.links.push(...split.early);
      anchored.links.push(...split.late);
    }
  }
}
