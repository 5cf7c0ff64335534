import type { LinkReport } from '../../links/index.js';
import type { CheckedLink } from '../../links/index.js';

/** Step outputs share a size limit per job: the `result` output stays well below it. */
const DEFAULT_RESULT_BYTES = 512 * 1024;
const ENVELOPE_BYTES = 2048;

export interface BoundedLinkReport {
  links: CheckedLink[];
  summary: LinkReport['summary'];
  pages: number;
  /** Present when links were cut: how many were left out (ok ones first, since they come last). */
  truncated?: { links: number; note: string };
}

/** The report for the `result` output: whole when it fits, otherwise links in report order until the budget is spent. */
export function boundedLinkReport(report: LinkReport, maxBytes = DEFAULT_RESULT_BYTES): BoundedLinkReport {
  const whole = { links: report.links, summary: report.summary, pages: report.pages };
  if (Buffer.byteLength(JSON.stringify(whole)) <= maxBytes - ENVELOPE_BYTES) return whole;
  let budget = maxBytes - ENVELOPE_BYTES - Buffer.byteLength(JSON.stringify(report.summary));
  const kept: CheckedLink[] = [];
  for (const link of report.links) {
    const size = Buffer.byteLength(JSON.stringify(link)) + 1;
    if (size > budget) break;
    budget -= size;
    kept.push(link);
  }
  const left = report.links.length - kept.length;
  return {
    links: kept,
    summary: report.summary,
    pages: report.pages,
    truncated: {
      links: left,
      note: `${left} link(s) left out to keep the output under ${Math.round(maxBytes / 1024)} KiB (broken and suspect ones come first); the job summary and log have them`,
    },
  };
}
