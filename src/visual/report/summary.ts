import type { VisualPage, VisualPageStatus, VisualSummary } from '../types.js';

export const VISUAL_STATUSES: readonly VisualPageStatus[] = [
  'changed',
  'new',
  'removed',
  'failed',
  'unchanged',
  'captured',
];

/** A count per status, and all pages. */
export function summarize(pages: readonly VisualPage[]): VisualSummary {
  const summary = Object.fromEntries(VISUAL_STATUSES.map((status) => [status, 0])) as VisualSummary;
  summary.total = pages.length;
  for (const page of pages) summary[page.status] += 1;
  return summary;
}
