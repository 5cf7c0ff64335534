import { escapeMarkdown, link, safeLinkTarget, shortSha } from '../core/markdown.js';
import type { LinkReport } from './run-links.js';
import type { CheckedLink, LinkSource } from './types.js';

export interface IssueReportOptions {
  /** The address of a source line at the checked commit, when it has one. */
  sourceUrl?: ((source: LinkSource) => string | undefined) | undefined;
  /** The workflow run that wrote the report. */
  runUrl?: string | undefined;
  sha: string;
  /** Where the whole report is (the job summary): said when the body had to be cut. */
  summaryUrl?: string | undefined;
}

export interface IssueReport {
  /** Above the pages: what was checked, when, and the counts. */
  header: string;
  /** One section per page with a broken link (or that does not load), worst first. */
  sections: string[];
  /** Links in each section, to count what did not fit. */
  linksPerSection: number[];
}

/**
 * The scheduled report for the issue: the broken links grouped by page, each with the line that
 * writes it at the checked commit. A live check groups by rendered page (and lists the pages that
 * do not load); a check of the sources groups by file. Suspect links are counted, not listed: they
 * are not the pages' fault and the issue should change only when a page breaks.
 */
export function renderIssueReport(report: LinkReport, options: IssueReportOptions): IssueReport {
  const groups = new Map<string, { title: string; problems: string[]; links: CheckedLink[] }>();
  const group = (key: string, title: string) => {
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { title, problems: [], links: [] }));
    return found;
  };
  for (const page of report.live?.pages ?? []) {
    if (page.status === 'broken' || page.status === 'suspect')
      group(page.url, pageTitle(page.url, page.file)).problems.push(
        `- ${page.status === 'broken' ? '❌' : '⚠️'} The page does not load: ${escapeMarkdown(page.reason, 300)}`,
      );
  }
  for (const broken of report.links.filter((checked) => checked.status === 'broken')) {
    if (report.live) {
      for (const pageUrl of broken.pages ?? []) {
        const file = report.live.pages.find((page) => page.url === pageUrl)?.file;
        group(pageUrl, pageTitle(pageUrl, file)).links.push(broken);
      }
    } else {
      for (const file of new Set(broken.sources.map((source) => source.file)))
        group(file, escapeMarkdown(file, 300)).links.push(broken);
    }
  }
  const ordered = [...groups.entries()].sort(
    ([a, x], [b, y]) =>
      y.problems.length - x.problems.length || y.links.length - x.links.length || (a < b ? -1 : 1),
  );
  const sections = ordered.map(([key, entry]) => {
    const sourcesOnPage = (checked: CheckedLink) =>
      checked.sources.filter((source) => !report.live || sourceOfPage(report, key, source));
    const lines = entry.links.map((checked) => linkLine(checked, sourcesOnPage(checked), options.sourceUrl));
    return [`### ${entry.title}`, '', ...entry.problems, ...lines, ''].join('\n');
  });
  const broken = report.summary.broken;
  const pagesNotLoading = (report.live?.pages ?? []).filter((page) => page.status === 'broken').length;
  const what = report.live
    ? `the pages of ${escapeMarkdown(report.live.siteUrl, 300)} as rendered`
    : 'the pages';
  const run =
    options.runUrl && safeLinkTarget(options.runUrl) ? ` by ${link('this run', options.runUrl)}` : '';
  const header = [
    `**${broken} broken link${broken === 1 ? '' : 's'}**${pagesNotLoading > 0 ? ` and **${pagesNotLoading} page${pagesNotLoading === 1 ? '' : 's'} that do not load**` : ''} ` +
      `on ${sections.length} page${sections.length === 1 ? '' : 's'}, found in ${what} at commit ${shortSha(options.sha)}${run}.`,
    '',
    `${report.summary.suspect} suspect link${report.summary.suspect === 1 ? '' : 's'} (a site that refuses robots, rate limits, timeouts) are not listed: they never count as broken. ` +
      'This issue is updated by each scheduled run and closed when nothing is broken.',
    '',
  ].join('\n');
  return { header, sections, linksPerSection: ordered.map(([, entry]) => entry.links.length) };
}

function pageTitle(url: string, file: string | undefined): string {
  const target = safeLinkTarget(url);
  const shown = escapeMarkdown(url.replace(/^https?:\/\//, ''), 300);
  const from = file ? ` · ${escapeMarkdown(file, 300)}` : '';
  return `${target ? `[${shown}](${target})` : shown}${from}`;
}

/**
 * Sources of this page: in its own file, or in a snippet (a file that is no page of the report). A
 * live link may be written on several pages: the others' lines are theirs.
 */
function sourceOfPage(report: LinkReport, pageUrl: string, source: LinkSource): boolean {
  const pages = report.live?.pages ?? [];
  const file = pages.find((page) => page.url === pageUrl)?.file;
  return file === undefined || source.file === file || !pages.some((page) => page.file === source.file);
}

function linkLine(
  checked: CheckedLink,
  sources: readonly LinkSource[],
  sourceUrl: IssueReportOptions['sourceUrl'],
): string {
  const target = safeLinkTarget(checked.url);
  const shown = escapeMarkdown(checked.url, 300);
  const url = target ? `[${shown}](${target})` : shown;
  const places = sources
    .slice(0, 3)
    .map((source) => {
      if (source.line === 0) return 'made by the build';
      const text = escapeMarkdown(`${source.file}:${source.line}`, 300);
      const address = safeLinkTarget(sourceUrl?.(source));
      return address ? `[${text}](${address})` : text;
    })
    .join(', ');
  return `- ❌ ${url} · ${escapeMarkdown(checked.reason, 300)}${places ? ` · ${places}` : ''}`;
}
