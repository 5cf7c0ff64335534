import { checkPageInContext } from './check-pages.js';
import type { UnresolvedLinks } from './check-pages.js';
import { Findings } from './findings.js';
import { checkMdxReferences, pageReferences, readPage, UncheckedReferences } from './pages/check-mdx.js';
import type { MdxPage, PageReferences } from './pages/check-mdx.js';
import { AnchorIndex, anchorProblem, checkLinkAnchors, linkedPageFile } from './pages/check-anchors.js';
import type { AnchorContext, AnchorInput, AnchorLinks, ReadText } from './pages/check-anchors.js';
import { checkLinks } from './pages/check-links.js';
import type { LinkContext } from './pages/check-links.js';
import { isSnippetFile } from './pages/site-pages.js';
import type { SiteUrls } from './pages/site-pages.js';
import type { SpecRegistry } from './openapi/spec-registry.js';
import type { RepositoryFiles } from './repository-files.js';
import type { OtherVersionsOutcome, PageVersion } from './types.js';

/** The repository's own anchor check, for the other versions' to be done in the same context. */
export interface HeadAnchors {
  anchors: AnchorContext;
  /** The repository's pages' links with a fragment. */
  headLinks: readonly AnchorLinks[];
  /** The repository's pages' recorded anchors (check-anchors.ts), and the reader for the others. */
  recorded: (file: string) => string | undefined;
  read: ReadText;
}

/**
 * Checks other versions of some page files (the base commit's versions of the pages a pull request
 * changed) in the context of the repository being validated: the same checks, in the same order, as
 * for the pages themselves, their findings kept apart. That is the base's own validation of those
 * pages only while the context is the base's too: the repository's files, docs.json, the specs and
 * what the other pages name in them. The caller vouches for all but the last (only page files
 * changed, in content); this class refuses a version that would change what is named in the specs
 * (another `openapi` or `openapi-schema` front matter), and a snippet (read on behalf of the pages
 * that import it). The anchors a version has can change what links of other pages find
 * (link-anchor-missing): when they do, the head's findings in those pages are not the base's, and
 * this refuses too.
 */
export class OtherVersionChecks {
  private readonly findings = new Findings();
  private readonly references: PageReferences[] = [];
  private readonly unresolved: UnresolvedLinks[] = [];
  private readonly listedOnly: MdxPage[] = [];
  private readonly anchored: AnchorInput = { links: [], anchors: new Map() };
  private readonly versionFiles = new Set<string>();
  private readonly files: ReadonlySet<string>;
  private refusal: string | undefined;

  /**
   * The first pass, run beside the repository's own once its pages' references are known:
   * front matter, imports, and links against the file pages (`site` before the second pass adds
   * the generated ones).
   */
  constructor(
    versions: readonly PageVersion[],
    files: RepositoryFiles,
    site: SiteUrls,
    ownReferences: readonly PageReferences[],
    navigationPageFiles: ReadonlySet<string>,
  ) {
    this.files = files.all;
    const pages = new Set(files.pages);
    const firstPass: LinkContext = { site, files: files.all, redirects: [], unlistedFolders: [] };
    const referencesOf = new Map(ownReferences.map((page) => [page.file, page]));
    for (const { file, text } of versions) {
      if (isSnippetFile(file)) {
        this.refusal = `${file} is a snippet: the pages that import it depend on it`;
        return;
      }
      const listedOnly = !pages.has(file) && navigationPageFiles.has(file);
      // An ignored page that docs.json does not list is never read: no finding, in any version.
      if (!pages.has(file) && !listedOnly) continue;
      this.versionFiles.add(file);
      const page = readPage(file, text, this.findings);
      const references = pageReferences(page);
      if (specReferenceKey(references) !== specReferenceKey(referencesOf.get(file))) {
        this.refusal = `${file} names another operation or schema (openapi front matter) in this version`;
        return;
      }
      if (references) this.references.push(references);
      // An ignored page that docs.json lists is read on the spec side, and checked in one pass.
      if (listedOnly) this.listedOnly.push(page);
      else checkPageInContext(page, firstPass, this.findings, this.unresolved, this.anchored);
    }
  }

  /** The references into the specs, against the repository's registry (loaded by then). */
  checkReferences(registry: SpecRegistry): void {
    if (this.refusal === undefined)
      checkMdxReferences(this.references, registry, this.findings, new UncheckedReferences());
  }

  /** The second pass of the link checks, in the context the repository's own second pass used. */
  finishLinkChecks(context: LinkContext, head?: HeadAnchors): void {
    if (this.refusal !== undefined) return;
    for (const page of this.listedOnly)
      checkPageInContext(page, context, this.findings, this.unresolved, this.anchored);
    for (const { file, links } of this.unresolved) checkLinks(file, links, context, this.findings);
    if (head) this.checkAnchors(context, head);
  }

  /** The versions' fragment links, against the versions' anchors; a refusal when other pages' links would find others. */
  private checkAnchors(context: LinkContext, head: HeadAnchors): void {
    const versions = this.anchored.anchors;
    const own: AnchorContext = {
      links: context,
      pages: head.anchors.pages,
      anchors: new AnchorIndex((file) => versions.get(file) ?? head.recorded(file), head.read, this.files),
    };
    checkLinkAnchors(this.anchored.links, own, this.findings);
    for (const { file, links } of head.headLinks) {
      if (this.versionFiles.has(file)) continue;
      for (const { target } of links) {
        const linked = linkedPageFile(file, target, own);
        if (linked === undefined || !this.versionFiles.has(linked)) continue;
        // The same verdict is the same finding (markIntroduced leaves the nearest anchors aside).
        if (
          (anchorProblem(file, target, own) === undefined) !==
          (anchorProblem(file, target, head.anchors) === undefined)
        ) {
          this.refusal = `${linked} has other anchors in this version, and ${file} links to one (${target})`;
          return;
        }
      }
    }
  }

  outcome(): OtherVersionsOutcome {
    return this.refusal === undefined ? { findings: this.findings.list() } : { refused: this.refusal };
  }
}

function specReferenceKey(page: PageReferences | undefined): string {
  return JSON.stringify([page?.endpoint ?? null, page?.schema ?? null]);
}
