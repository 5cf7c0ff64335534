import type { VisualReport } from '../types.js';
import { join } from 'node:path';

/** One line per page, then where the report is. */
export function renderVisualText(report: VisualReport, out: string): string[] {
  const lines: string[] = [];
  if (report.beforeNote) lines.push(`note: ${report.beforeNote}`);
  for (const page of report.pages) {
    const details: string[] = [];
    if (page.regions.length > 0) details.push(`${page.regions.length} region(s)`);
    if (page.ignored.length > 0) details.push(`${page.ignored.length} moving, ignored`);
    if (page.reason) details.push(page.reason);
    lines.push(
      `${page.status.padEnd(9)} ${page.path}${details.length > 0 ? `  (${details.join('; ')})` : ''}`,
    );
  }
  if (report.notCaptured && report.notCaptured.length > 0)
    lines.push(`${report.notCaptured.length} more page(s) not captured (over --max-pages)`);
  const counts = Object.entries(report.summary)
    .filter(([status, count]) => status !== 'total' && count > 0)
    .map(([status, count]) => `${count} ${status}`);
  lines.push(`${report.summary.total} page(s): ${counts.length > 0 ? counts.join(', ') : 'none'}`);
  lines.push(`Report: ${join(out, 'index.html')}`);
  return lines;
}

/** `--fail-on`: `failed` when a page failed; `changed` also when a page changed, is new or was removed. */
export function visualFails(report: VisualReport, failOn: 'never' | 'failed' | 'changed'): boolean {
  const { summary } = report;
  if (failOn === 'failed') return summary.failed > 0;
  if (failOn === 'changed') return summary.failed + summary.changed + summary.new + summary.removed > 0;
  return false;
}
