import { BoundedText } from '../core/bounded-text.js';
import { escapeMarkdown, safeLinkTarget } from '../core/markdown.js';
import type { LivePage } from './live/live-check.js';
import type { LinkReport, LiveSection } from './run-links.js';
import type { CheckedLink, LinkSource, LinkStatus } from './types.js';

const DEFAULT_MAX_BYTES = 900 * 1024;
const SOURCES_SHOWN = 3;

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** `3 broken (1 new), 2 suspect, 40 ok, 1 skipped · 52 requests to 9 hosts, 12 from the cache`. */
export function headline(report: LinkReport): string {
  const { summary, comparison } = report;
  const parts = [
    `${summary.broken} broken${comparison ? ` (${comparison.newBroken} new)` : ''}`,
    `${summary.suspect} suspect`,
    `${summary.ok} ok`,
    ...(summary.skipped > 0 ? [`${summary.skipped} skipped`] : []),
    ...(summary.excluded > 0 ? [`${summary.excluded} excluded`] : []),
  ];
  return (
    `${plural(report.links.length, 'link')}: ${parts.join(', ')} · ${plural(summary.requests, 'request')} to ` +
    `${plural(summary.hosts, 'host')}${summary.cached > 0 ? `, ${summary.cached} from the cache` : ''}`
  );
}

function where(source: LinkSource): string {
  // A rendered link that no line of the source writes: the build made it.
  return source.line === 0 ? source.file : `${source.file}:${source.line}:${source.column}`;
}

/** A live check's pages that do not load (404, not HTML, 5xx): broken ones fail like broken links. */
export function pagesNotLoading(report: LinkReport): LivePage[] {
  return (report.live?.pages ?? []).filter((page) => page.status === 'broken' || page.status === 'suspect');
}

function sourcesText(sources: readonly LinkSource[]): string {
  const shown = sources.slice(0, SOURCES_SHOWN).map(where).join(', ');
  return sources.length > SOURCES_SHOWN ? `${shown} and ${sources.length - SOURCES_SHOWN} more` : shown;
}

/** The human lines of the CLI: one per broken or suspect link (with its places), then the headline. */
export function renderLinkText(report: LinkReport): string[] {
  const lines: string[] = [];
  if (report.live?.login) lines.push(`${report.live.siteUrl}: not checked: ${report.live.login.reason}`);
  for (const page of pagesNotLoading(report))
    lines.push(`${page.url}: ${page.status === 'broken' ? 'page broken' : 'page suspect'}: ${page.reason}`);
  for (const link of report.links) {
    if (link.status !== 'broken' && link.status !== 'suspect') continue;
    const label =
      link.status === 'broken' ? (link.new === false ? 'broken (already at the base)' : 'broken') : 'suspect';
    lines.push(`${sourcesText(link.sources)}: ${label}: ${link.url} (${link.reason})`);
  }
  lines.push(headline(report));
  return lines;
}

/** Whether the step fails: a broken link that decides (new ones only when compared). */
export function decidingBroken(report: LinkReport, scope: 'new' | 'all'): CheckedLink[] {
  return report.links.filter((link) => link.status === 'broken' && (scope === 'all' || link.new !== false));
}

/** Broken links that decide and, in a live check, the pages that answer 404 or no HTML. */
export function failuresOf(report: LinkReport, scope: 'new' | 'all'): number {
  return (
    decidingBroken(report, scope).length +
    pagesNotLoading(report).filter((page) => page.status === 'broken').length
  );
}

export interface LinkSummaryOptions {
  scope: 'new' | 'all';
  /** The address of a source line at the head commit, when it has one. */
  sourceUrl?: ((source: LinkSource) => string | undefined) | undefined;
  maxBytes?: number | undefined;
  /** Where what is left out for size can be read. */
  elsewhere?: string | undefined;
}

const TITLES: Record<Exclude<LinkStatus, 'ok'>, string> = {
  broken: 'Broken',
  suspect: 'Suspect (maybe not the link’s fault: never fails the step)',
  skipped: 'Skipped',
  excluded: 'Excluded',
};

/**
 * The job summary: counts, then the links by verdict and host: the deciding broken links open, the
 * broken ones the base already had, the suspect, skipped and excluded ones folded. Every piece of
 * page or server text is escaped.
 */
export function renderLinkSummary(report: LinkReport, options: LinkSummaryOptions): string {
  const out = new BoundedText((options.maxBytes ?? DEFAULT_MAX_BYTES) - 512);
  const deciding = decidingBroken(report, options.scope);
  const status =
    deciding.length > 0 ? '❌' : report.summary.broken > 0 || report.summary.suspect > 0 ? '⚠️' : '✅';
  out.push('## Links\n\n');
  out.push(`${status} ${escapeMarkdown(headline(report))}\n\n`);
  if (report.live) liveSection(out, report.live, pagesNotLoading(report));
  if (report.comparison) {
    out.push(
      `Compared with ${escapeMarkdown(report.comparison.base)}: **${plural(report.comparison.newLinks, 'new link')}, ` +
        `${report.comparison.newBroken} of them broken**` +
        (options.scope === 'new' ? ' (only links the change added decide the result).' : '.') +
        '\n\n',
    );
  }
  if (report.networkDown > 0) {
    out.push(
      `> [!NOTE]\n> ${plural(report.networkDown, 'address')} could not be checked: no host name could be looked up from the runner.\n\n`,
    );
  }
  let left = 0;
  const section = (title: string, links: readonly CheckedLink[], folded: boolean) => {
    if (links.length === 0) return;
    const head = `${title} (${links.length})`;
    out.push(folded ? `<details><summary>${head}</summary>\n\n` : `### ${head}\n\n`);
    for (const [host, hostLinks] of byHost(links)) {
      let shown = out.push(`**${escapeMarkdown(host)}**\n\n`);
      for (const link of hostLinks) {
        shown = shown && out.push(linkItem(link, options.sourceUrl));
        if (!shown) left++;
      }
      out.push('\n');
    }
    if (folded) out.force('\n</details>\n\n');
  };
  const broken = report.links.filter((link) => link.status === 'broken');
  section(report.comparison ? 'Broken links the change added' : TITLES.broken, deciding, false);
  if (options.scope === 'new')
    section(
      'Broken links already at the base (do not fail the step)',
      broken.filter((link) => link.new === false),
      true,
    );
  for (const status of ['suspect', 'skipped', 'excluded'] as const)
    section(
      TITLES[status],
      report.links.filter((link) => link.status === status),
      true,
    );
  if (left > 0)
    out.force(`\n_${plural(left, 'link')} left out for size: see ${options.elsewhere ?? 'the job log'}._\n`);
  return out.text();
}

function liveSection(out: BoundedText, live: LiveSection, failing: readonly LivePage[]): void {
  out.push(
    `Checked ${plural(live.pages.length, 'page')} as rendered at ${escapeMarkdown(live.siteUrl)}.\n\n`,
  );
  if (live.login)
    out.push(
      `> [!WARNING]\n> Not checked: ${escapeMarkdown(live.login.reason)}. The live check needs a public site.\n\n`,
    );
  if (failing.length === 0) return;
  out.push(`### Pages that do not load (${failing.length})\n\n`);
  for (const page of failing) {
    const target = safeLinkTarget(page.url);
    const shown = escapeMarkdown(page.url, 300);
    out.push(
      `- ${target ? `[${shown}](${target})` : shown} · ${page.status} · ${escapeMarkdown(page.reason)}\n`,
    );
  }
  out.push('\n');
}

function byHost(links: readonly CheckedLink[]): Map<string, CheckedLink[]> {
  const groups = new Map<string, CheckedLink[]>();
  for (const link of links) {
    let host: string;
    try {
      host = new URL(link.url).host || link.url;
    } catch {
      host = 'not valid URLs';
    }
    const list = groups.get(host) ?? [];
    list.push(link);
    groups.set(host, list);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function linkItem(link: CheckedLink, sourceUrl: LinkSummaryOptions['sourceUrl']): string {
  const target = safeLinkTarget(link.url);
  const shown = escapeMarkdown(link.url, 300);
  const url = target ? `[${shown}](${target})` : shown;
  const code = link.code === null ? '' : ` · ${link.code}`;
  const places = link.sources.slice(0, SOURCES_SHOWN).map((source) => {
    const text = escapeMarkdown(where(source));
    const address = safeLinkTarget(sourceUrl?.(source));
    return address ? `[${text}](${address})` : text;
  });
  const more = link.sources.length > SOURCES_SHOWN ? ` and ${link.sources.length - SOURCES_SHOWN} more` : '';
  return `- ${url}${code} · ${escapeMarkdown(link.reason)} · ${places.join(', ')}${more}\n`;
}
