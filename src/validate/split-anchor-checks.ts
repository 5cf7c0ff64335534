import { Findings } from './findings.js';
import {
  AnchorIndex,
  checkEarlyLinkAnchors,
  fragmentLinks,
  possibleTargetFiles,
  recordedImports,
  repositoryText,
  SitePageFiles,
  withImports,
} from './pages/check-anchors.js';
import type { AnchorInput, AnchorLinks, EarlyAnchorLinks, PageFilesByUrl } from './pages/check-anchors.js';
import { checkImports } from './pages/check-links.js';
import type { MdxPage } from './pages/check-mdx.js';
import { isSnippetFile } from './pages/site-pages.js';
import type { RepositoryFiles } from './repository-files.js';
import type { FileRoot } from './source/repo-files.js';

/**
 * The `link-anchor-missing` checks of a worker run (worker/protocol.ts), split between its two sides
 * so that most are not left to the end of the spec side, which runs on one thread once every page
 * is read and the generated pages are known. A fragment link whose target page is known from the
 * file pages alone (splitFragmentLinks: most of them) is judged by the page side, while the spec
 * side resolves the generated pages; the others by the spec side at the end, as on one thread.
 * Each side holds the anchors recorded for the pages it read (check-anchors.ts); once both have
 * read theirs:
 * - the spec side sends the page side its records (with the navigation's pages'), its pages' early
 *   links and the files whose records its late links may need (SpecAnchorShare);
 * - the page side sends the spec side, in its PageSideResult, its late links and those of its
 *   records that either side's late links may need, with the snippets they import.
 * The findings are the ones a run on one thread makes. Not when other versions of pages are checked
 * beside the repository (worker/protocol.ts: splitsAnchorChecks).
 */
export interface SpecAnchorShare {
  /** The records of the pages the spec side read and of the navigation's pages it read apart. */
  anchors: Map<string, string>;
  /** The early links of the pages the spec side read: the page side judges them. */
  links: EarlyAnchorLinks[];
  /**
   * The page files the navigation lists that are not among the repository's published pages
   * (ignored files, or none there): published all the same.
   */
  navigationOnlyFiles: string[];
  /** Files whose records the spec side's late links may need. */
  wanted: string[];
}

/**
 * The spec side's part once it has read its pages: what it sends the page side. `readHere`: their
 * records and late links (kept for the end), `early`: their early links (check-pages.ts: EarlyLinks).
 */
export function specAnchorShare(
  readHere: AnchorInput,
  early: EarlyAnchorLinks[],
  navigationPages: readonly MdxPage[],
  navigationOnlyFiles: string[],
  files: RepositoryFiles,
): SpecAnchorShare {
  const late = readHere.links;
  // The navigation's pages (finishLinkChecks records them the same at the end) and their links, all late.
  const anchors = readHere.anchors;
  const navigationLinks: AnchorLinks[] = [];
  for (const page of navigationPages) {
    const imports = checkImports(page.file, page.body.imports, files.all, new Findings());
    anchors.set(page.file, withImports(page.anchors, imports));
    if (!isSnippetFile(page.file))
      navigationLinks.push({ file: page.file, links: fragmentLinks(page.body.links) });
  }
  const wanted = new Set<string>();
  for (const { file, links } of [...late, ...navigationLinks]) {
    for (const link of links) for (const target of possibleTargetFiles(file, link.target)) wanted.add(target);
  }
  return { anchors, links: early, navigationOnlyFiles, wanted: [...wanted] };
}

/**
 * The page side's part once both sides have read their pages: what it sends the spec side (its
 * late links, and the records late links may need), and the early links of both sides, to judge
 * here (checkEarlyAnchors). `own`: the page side's records and its links, early and late.
 */
export function pageAnchorShare(
  own: { anchors: ReadonlyMap<string, string>; early: EarlyAnchorLinks[]; late: AnchorLinks[] },
  fromSpecs: SpecAnchorShare,
): { toSpecs: AnchorInput; early: EarlyAnchorLinks[] } {
  const { early, late } = own;
  const wanted = [...fromSpecs.wanted];
  for (const { file, links } of late) {
    for (const link of links) wanted.push(...possibleTargetFiles(file, link.target));
  }
  const anchors = new Map<string, string>();
  // With the snippets they import (AnchorIndex reads the records of both), through either side's.
  const seen = new Set<string>();
  for (let file = wanted.pop(); file !== undefined; file = wanted.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const held = own.anchors.get(file);
    const record = held ?? fromSpecs.anchors.get(file);
    if (record === undefined) continue;
    if (held !== undefined) anchors.set(file, held);
    wanted.push(...recordedImports(record));
  }
  return { toSpecs: { links: late, anchors }, early: [...early, ...fromSpecs.links] };
}

/**
 * Judges the early links (pageAnchorShare) against both sides' records, into `findings`.
 * `pageFiles`: the repository's published page files, indexed (the navigation's are added here).
 */
export function checkEarlyAnchors(
  early: readonly EarlyAnchorLinks[],
  records: { own: ReadonlyMap<string, string>; fromSpecs: SpecAnchorShare; pageFiles: PageFilesByUrl },
  repository: { root: FileRoot; files: RepositoryFiles },
  findings: Findings,
): void {
  const { own, fromSpecs, pageFiles } = records;
  for (const file of fromSpecs.navigationOnlyFiles) pageFiles.add(file);
  const recorded = (file: string) => own.get(file) ?? fromSpecs.anchors.get(file);
  checkEarlyLinkAnchors(
    early,
    {
      pages: SitePageFiles.indexed(pageFiles),
      anchors: new AnchorIndex(recorded, repositoryText(repository.root), repository.files.all),
    },
    findings,
  );
}
