/**
 * How a pull request changed a published page (GitHub's `copied`/`changed` count as modified):
 * `renamed` when its file moved and its URL with it, `moved` when its file moved and its URL stayed
 * (`migration.mdx` to `migration/index.mdx`).
 */
export type PageChange = 'added' | 'modified' | 'renamed' | 'moved' | 'removed';

/** The change kinds in the order the list shows them. */
export const PAGE_CHANGES: readonly PageChange[] = ['added', 'renamed', 'moved', 'modified', 'removed'];

/** One line of the "Changed pages" list; also one item of the `changed-pages` output. */
export interface ChangedPage {
  /** The repository file the page comes from (the spec file for a generated endpoint page). */
  path: string;
  /** Address of the page on the preview; null for a removed page or when the preview URL is unknown. */
  url: string | null;
  change: PageChange;
  /** Front-matter title, the operation's title for an endpoint page, else the build's title from the path. */
  title: string;
  /** For a renamed or moved page: the file it was before. */
  previousPath?: string;
  /**
   * Set when the page is listed for a file other than its own: the snippet it imports (directly or
   * through other snippets) or the spec its operation comes from.
   */
  via?: { kind: 'snippet' | 'spec'; file: string };
  /** Set on the single line that stands for a spec whose endpoint changes could not be computed. */
  spec?: true;
}

/** Pages per change kind, and all of them. */
export type ChangeCounts = Record<PageChange, number> & { total: number };

export function countChanges(pages: readonly ChangedPage[]): ChangeCounts {
  const counts: ChangeCounts = {
    total: pages.length,
    added: 0,
    renamed: 0,
    moved: 0,
    modified: 0,
    removed: 0,
  };
  for (const page of pages) counts[page.change] += 1;
  return counts;
}

/**
 * At most `limit` pages, every kind of change represented: the kinds take turns (in list order) until
 * the limit is reached, so that 2,709 removed pages are not pushed out by 150 modified ones. The pages
 * keep the list's order.
 */
export function selectWithinLimit(pages: readonly ChangedPage[], limit: number): ChangedPage[] {
  if (pages.length <= limit) return [...pages];
  const byKind = new Map<PageChange, ChangedPage[]>(PAGE_CHANGES.map((kind) => [kind, []]));
  for (const page of pages) byKind.get(page.change)!.push(page);
  const taken = new Map<PageChange, number>(PAGE_CHANGES.map((kind) => [kind, 0]));
  let left = limit;
  while (left > 0) {
    let progressed = false;
    for (const kind of PAGE_CHANGES) {
      if (left === 0) break;
      if (taken.get(kind)! < byKind.get(kind)!.length) {
        taken.set(kind, taken.get(kind)! + 1);
        left -= 1;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  const chosen = new Set(PAGE_CHANGES.flatMap((kind) => byKind.get(kind)!.slice(0, taken.get(kind))));
  return pages.filter((page) => chosen.has(page));
}

export type { PullRequestFile } from '../../github/pull-request-files.js';
