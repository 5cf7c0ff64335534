import { renderLinkSummary } from '../render.js';
import type { LiveReport } from './live-check.js';

/** The job summary's section of a live check: the pages that do not load, then the links by verdict. */
export function renderLiveSummary(report: LiveReport, maxBytes = 400 * 1024): string {
  return renderLinkSummary(
    {
      links: report.links,
      summary: report.summary,
      pages: report.pages.length,
      networkDown: report.networkDown,
      live: { siteUrl: report.siteUrl, pages: report.pages, login: report.login },
    },
    { scope: 'all', maxBytes },
  );
}
