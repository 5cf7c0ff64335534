import { escapeMarkdown, link } from '../../core/markdown.js';
import type { ChangedPage } from './types.js';

const MARKS: Record<ChangedPage['change'], string> = {
  added: 'added',
  modified: 'modified',
  renamed: 'renamed',
  removed: 'removed',
};

function line(page: ChangedPage): string {
  const mark = `\`${MARKS[page.change]}\``;
  const title =
    page.change === 'removed' || page.url === null
      ? escapeMarkdown(page.title, 200)
      : link(page.title, page.url);
  const from =
    page.change === 'renamed' && page.previousPath !== undefined
      ? ` (from ${escapeMarkdown(page.previousPath, 300)})`
      : '';
  const path = page.title === page.path && !from ? '' : ` · ${escapeMarkdown(page.path, 300)}${from}`;
  return `- ${mark} ${title}${path}`;
}

export interface ChangedPagesListOptions {
  /** At most this many lines; the rest is counted ("and N more"). Undefined: every line. */
  limit?: number | undefined;
  /** Where the whole list is (the job summary), linked from the "and N more" line. */
  fullListUrl?: string | undefined;
  /** Extra notes under the list (capped file list, a page list that could not be computed). */
  notes?: string[] | undefined;
}

/**
 * The "Changed pages" section of the preview comment and job summary. Every piece of text comes from
 * file names or front matter of the pull request, so all of it is escaped and every link target is
 * percent-encoded.
 */
export function renderChangedPages(
  pages: readonly ChangedPage[],
  options: ChangedPagesListOptions = {},
): string {
  if (pages.length === 0 && (options.notes ?? []).length === 0) return '';
  const shown = options.limit === undefined ? pages : pages.slice(0, options.limit);
  const lines = [`#### Changed pages (${pages.length})`, '', ...shown.map(line)];
  const rest = pages.length - shown.length;
  if (rest > 0) {
    const where = options.fullListUrl
      ? ` (${link('full list in the job summary', options.fullListUrl)})`
      : ' (full list in the job summary)';
    lines.push(`- … and ${rest} more${where}`);
  }
  for (const note of options.notes ?? []) lines.push('', `_${escapeMarkdown(note, 500)}_`);
  return lines.join('\n');
}
