import { escapeMarkdown } from '../../core/markdown.js';
import type { LivePage, LiveReport } from '../../links/live/live-check.js';
import type { ChangedPage } from './types.js';

const FIRST_LINK_CHARS = 160;

/** The live check of the changed pages as the comment shows it: running, or its report. */
export type LiveState = { running: true } | { running?: false; report: LiveReport };

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The live page of a changed page (by its address on the preview). */
function livePageOf(report: LiveReport, page: ChangedPage): LivePage | undefined {
  return page.url === null ? undefined : report.pages.find((live) => live.url === page.url);
}

/**
 * What the live check says of one page, or undefined when there is nothing to add to its
 * validation status: `❌ 2 broken links: <first> ·`, `❌ the page answers 404 on the preview ·`.
 */
export function liveMarker(report: LiveReport, page: ChangedPage): string | undefined {
  const live = livePageOf(report, page);
  if (!live || live.status === 'login') return undefined;
  if (live.status === 'broken') return `❌ ${escapeMarkdown(pageProblem(live), FIRST_LINK_CHARS)} ·`;
  if (live.status === 'suspect')
    return `⚠️ the page did not load on the preview: ${escapeMarkdown(live.reason, FIRST_LINK_CHARS)} ·`;
  if (live.broken === 0) return undefined;
  const first = live.links.find((link) => link.status === 'broken')!;
  return `❌ ${plural(live.broken, 'broken link')}: ${escapeMarkdown(`${first.url} (${first.reason})`, FIRST_LINK_CHARS)} ·`;
}

function pageProblem(page: LivePage): string {
  return page.code === 404 || page.code === 410
    ? `the page answers ${page.code} on the preview`
    : `the page does not load on the preview: ${page.reason}`;
}

/**
 * The comment's line about the live check: running, the count of broken links (and suspect ones)
 * on the changed pages and how many of them were read, or why the pages could not be checked.
 * ✅ only when every changed page was read as a page of the preview (200 with HTML on its address)
 * and none has a broken link: a page redirected away, not HTML or failing was not checked at all.
 */
export function liveHeadline(state: LiveState): string {
  if (state.running) return '⏳ _Checking the links of the changed pages on the preview…_';
  const { report } = state;
  if (report.login)
    return `🔒 The changed pages' links were not checked: ${escapeMarkdown(report.login.reason, 300)}. The live check needs a public preview.`;
  const broken = report.summary.broken;
  const suspect = report.summary.suspect;
  const total = report.pages.length;
  const read = report.pages.filter((page) => page.status === 'ok').length;
  const brokenPages = report.pages.filter((page) => page.status === 'broken').length;
  const links = `**${plural(broken, 'broken link')} on the changed pages** (${suspect} suspect)`;
  const pages =
    read < total ? ` · **${plural(total - read, 'changed page')} did not load on the preview**` : '';
  const checked = ` · ${read} of ${plural(total, 'changed page')} read, ${plural(report.links.length, 'link')} checked as rendered`;
  const mark = broken > 0 || brokenPages > 0 ? '❌' : read < total ? '⚠️' : '✅';
  return `${mark} ${links}${pages}${checked}.`;
}

/** The page's validation marker and the live check's, as one. */
export function combineMarkers(validation: string | undefined, live: string | undefined): string | undefined {
  if (live === undefined) return validation;
  if (validation === undefined || validation === '✓') return live;
  return `${validation} ${live}`;
}

/** Broken links and pages that do not load (404, not HTML): what `fail-on-broken-links` fails on. */
export function liveFailures(report: LiveReport): number {
  return report.summary.broken + report.pages.filter((page) => page.status === 'broken').length;
}
