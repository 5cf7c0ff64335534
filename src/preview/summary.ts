import { formatDuration } from '../core/duration.js';
import { redact } from '../core/secrets.js';
import { escapeMarkdown, escapeMultiline, link, safeLinkTarget, shortSha } from '../core/markdown.js';
import { previewLink } from '../core/url.js';

export type PreviewOutcome = 'ready' | 'failed' | 'skipped' | 'cancelled' | 'timed-out';

const OUTCOME_LABEL: Record<PreviewOutcome, string> = {
  ready: '✅ ready',
  failed: '❌ failed',
  skipped: '⏭️ skipped',
  cancelled: '⏹️ cancelled',
  'timed-out': '⌛ timed out',
};

export interface PreviewSummary {
  outcome: PreviewOutcome;
  branch: string;
  sha?: string | undefined;
  previewUrl?: string | undefined;
  pullRequestNumber?: number | undefined;
  durationMs?: number | undefined;
  /** Why it failed or was skipped, in the service's or our words. */
  message?: string | undefined;
  /** The whole "Changed pages" section (already rendered and escaped). */
  changedPages?: string | undefined;
  /** Who made an attached preview: "mintlify[bot] (deployment to staging)", "input preview-url". */
  builtBy?: string | undefined;
}

export interface BranchPreviewRow {
  branch: string;
  outcome: PreviewOutcome;
  previewUrl?: string | undefined;
  durationMs?: number | undefined;
}

function urlCell(url: string | undefined): string {
  if (!url) return '—';
  const address = previewLink(url);
  return address && safeLinkTarget(address) ? link(address, address) : escapeMarkdown(url, 500);
}

/** Job summary for one preview. */
export function renderPreviewSummary(result: PreviewSummary): string {
  const rows: [string, string][] = [
    ['Status', OUTCOME_LABEL[result.outcome]],
    ['Branch', escapeMarkdown(result.branch, 255)],
  ];
  if (result.sha) rows.push(['Commit', shortSha(result.sha)]);
  if (result.pullRequestNumber !== undefined)
    rows.push(['Pull request', `\\#${Math.trunc(result.pullRequestNumber)}`]);
  if (result.previewUrl) rows.push(['Preview', urlCell(result.previewUrl)]);
  else if (result.outcome === 'ready') rows.push(['Preview', 'unknown (the service gave no address)']);
  if (result.builtBy) rows.push(['Built by', escapeMarkdown(result.builtBy, 255)]);
  if (result.durationMs !== undefined) rows.push(['Duration', formatDuration(result.durationMs)]);
  const lines = ['## Docs preview', '', '| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), ''];
  if (result.message) lines.push(escapeMultiline(result.message), '');
  if (result.changedPages) lines.push(result.changedPages, '');
  return redact(lines.join('\n'));
}

/** Job summary table of a scheduled run over several branches. */
export function renderScheduledSummary(rows: BranchPreviewRow[], title = 'Docs previews'): string {
  const counts = new Map<PreviewOutcome, number>();
  for (const row of rows) counts.set(row.outcome, (counts.get(row.outcome) ?? 0) + 1);
  const totals = [...counts].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
  const lines = [
    `## ${escapeMarkdown(title, 100)}`,
    '',
    rows.length === 0 ? 'No branch matched.' : `${rows.length} branches: ${totals}.`,
    '',
  ];
  if (rows.length > 0) {
    lines.push('| Branch | Status | Preview | Duration |', '|---|---|---|---|');
    for (const row of rows) {
      const duration = row.durationMs === undefined ? '—' : formatDuration(row.durationMs);
      lines.push(
        `| ${escapeMarkdown(row.branch, 255)} | ${OUTCOME_LABEL[row.outcome]} | ${urlCell(row.previewUrl)} | ${duration} |`,
      );
    }
    lines.push('');
  }
  return redact(lines.join('\n'));
}
