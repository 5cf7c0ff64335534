import { escapeMarkdown, link } from '../../core/markdown.js';
import type { ChangeCounts, ChangedPage } from './types.js';
import { countChanges, PAGE_CHANGES, selectWithinLimit } from './types.js';

/** `2,709`: thousands separated, without loading the locale data (toLocaleString costs ~25 ms the first time). */
const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `150 modified · 2,709 removed`: each kind of change that happened, in list order. */
export function describeCounts(counts: ChangeCounts, separator = ' · '): string {
  return PAGE_CHANGES.filter((kind) => counts[kind] > 0)
    .map((kind) => `${number(counts[kind])} ${kind}`)
    .join(separator);
}

function line(page: ChangedPage, marker: string | undefined): string {
  const mark = `\`${page.change}\``;
  const title =
    page.change === 'removed' || page.url === null
      ? escapeMarkdown(page.title, 200)
      : link(page.title, page.url);
  const from =
    (page.change === 'renamed' || page.change === 'moved') && page.previousPath !== undefined
      ? ` (${page.change === 'moved' ? 'moved ' : ''}from ${escapeMarkdown(page.previousPath, 300)})`
      : '';
  const via =
    page.via === undefined
      ? ''
      : page.via.kind === 'snippet'
        ? ` · through the snippet ${escapeMarkdown(page.via.file, 300)}`
        : ` · through the spec ${escapeMarkdown(page.via.file, 300)}`;
  // A page listed through its spec is named by the spec already.
  const path =
    (page.title === page.path && !from) || page.via?.file === page.path
      ? ''
      : ` · ${escapeMarkdown(page.path, 300)}`;
  return `- ${marker ? `${marker} ` : ''}${mark} ${title}${path}${from}${via}`;
}

export interface ChangedPagesListOptions {
  /** At most this many lines, every kind of change represented; the rest is counted. Undefined: every line. */
  limit?: number | undefined;
  /** Where the whole list is (the job summary), linked from the "and N more" line. */
  fullListUrl?: string | undefined;
  /** Extra notes under the list (capped file list, a page list that could not be computed). */
  notes?: string[] | undefined;
  /**
   * Markdown put at the start of a page's line (a status of that page, already escaped); undefined
   * for none. The list itself knows no status: the caller that does supplies it.
   */
  marker?: ((page: ChangedPage) => string | undefined) | undefined;
}

/**
 * The "Changed pages" section of the preview comment and job summary: a heading counting each kind of
 * change, then one line per page. Every piece of text comes from file names or front matter of the
 * pull request, so all of it is escaped and every link target is percent-encoded. A pull request
 * that changes no page gets one line saying so.
 */
export function renderChangedPages(
  pages: readonly ChangedPage[],
  options: ChangedPagesListOptions = {},
): string {
  const notes = (options.notes ?? []).map((note) => `_${escapeMarkdown(note, 500)}_`);
  if (pages.length === 0)
    return ['**Changed pages:** none, this pull request changes no published page.', ...notes].join('\n\n');
  const counts = countChanges(pages);
  const shown = options.limit === undefined ? [...pages] : selectWithinLimit(pages, options.limit);
  const lines = [
    `#### Changed pages (${number(pages.length)}): ${describeCounts(counts)}`,
    '',
    ...shown.map((page) => line(page, options.marker?.(page))),
  ];
  if (shown.length < pages.length) {
    const listed = new Set(shown);
    const rest = countChanges(pages.filter((page) => !listed.has(page)));
    const where = options.fullListUrl
      ? ` (${link('full list in the job summary', options.fullListUrl)})`
      : ' (full list in the job summary)';
    lines.push(`- … and ${number(rest.total)} more: ${describeCounts(rest, ', ')}${where}`);
  }
  for (const note of notes) lines.push('', note);
  return lines.join('\n');
}
