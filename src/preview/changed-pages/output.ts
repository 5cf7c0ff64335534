import type { ChangeCounts, ChangedPage } from './types.js';
import { countChanges, selectWithinLimit } from './types.js';

/** Most pages in the `changed-pages` output and in `result`: a 25,000-page change stays a small output. */
export const MAX_OUTPUT_PAGES = 1000;

/** What the action outputs of the changed pages: counts and a bounded list. */
export interface ChangedPagesOutput {
  counts: ChangeCounts;
  /** At most MAX_OUTPUT_PAGES pages, every kind of change represented. */
  pages: ChangedPage[];
  /** Pages changed but left out of `pages`. */
  truncated: number;
}

export function boundChangedPages(
  pages: readonly ChangedPage[],
  limit = MAX_OUTPUT_PAGES,
): ChangedPagesOutput {
  const kept = selectWithinLimit(pages, limit);
  return { counts: countChanges(pages), pages: kept, truncated: pages.length - kept.length };
}

/**
 * The `changed-pages` output: a JSON array of the pages, and when some were left out one last
 * element `{"truncated": N}` counting them.
 */
export function changedPagesOutputList(
  output: ChangedPagesOutput | undefined,
): (ChangedPage | { truncated: number })[] {
  if (!output) return [];
  return output.truncated > 0 ? [...output.pages, { truncated: output.truncated }] : output.pages;
}
