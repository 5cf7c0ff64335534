import { formatDuration } from '../core/duration.js';
import { escapeMarkdown, escapeMultiline, formatTime, keyValueTable } from '../core/markdown.js';
import { redact } from '../core/secrets.js';
import { renderRolloutMarkdown } from '../rollout/rollout-summary.js';
import { formatBytes } from '../core/bytes.js';
import { renderOfflineMarkdown } from './offline.js';
import type { ExportRunState } from './run-export.js';

export interface ExportSummaryInput {
  state: Readonly<ExportRunState>;
  /** The error that ended the run, when it failed. */
  error?: { kind: string; message: string } | undefined;
}

function outcomeLabel(input: ExportSummaryInput): string {
  const { error, state } = input;
  if (!error) return '✅ exported';
  if (error.kind === 'timeout') return '⌛ timed out';
  if (error.kind === 'cancelled') return '⏹️ cancelled';
  if (state.facts.status === 'failed') return '❌ export job failed';
  return '❌ failed';
}

function code(text: string): string {
  return /^[\w.:/@+-]+$/.test(text) ? `\`${text}\`` : escapeMarkdown(text, 500);
}

/**
 * The job summary of an export: outcome, job and bundle facts, offline readiness and the values
 * diff. The bundle link never appears (only when it expires), and the whole text is redacted.
 */
export function renderExportSummary(input: ExportSummaryInput): string {
  const { state } = input;
  const { facts } = state;
  const rows: [string, string][] = [['Outcome', outcomeLabel(input)]];
  if (facts.jobId) rows.push(['Export job', code(facts.jobId)]);
  if (facts.status) rows.push(['Job status', escapeMarkdown(facts.status, 100)]);
  if (facts.pageCount !== undefined) rows.push(['Pages', String(facts.pageCount)]);
  if (state.elapsedMs !== undefined) rows.push(['Export duration', formatDuration(state.elapsedMs)]);
  if (facts.sizeBytes !== undefined) {
    rows.push([
      'Bundle size',
      `${formatBytes(facts.sizeBytes)}${facts.format ? ` (${escapeMarkdown(facts.format)})` : ''}`,
    ]);
  }
  if (facts.sha256) rows.push(['sha256', code(facts.sha256)]);
  if (facts.expiresAt) rows.push(['Bundle link expires', formatTime(facts.expiresAt)]);
  if (facts.bundlePath) rows.push(['Downloaded to', code(facts.bundlePath)]);
  if (state.extract) {
    rows.push([
      'Extracted to',
      `${code(state.extract.dir)} (${state.extract.files} files, ${formatBytes(state.extract.bytes)})`,
    ]);
  }
  if (facts.bundleVersion) rows.push(['Bundle version', code(facts.bundleVersion)]);

  const sections = ['## Docs static export', '', keyValueTable(rows), ''];
  if (input.error) sections.push(escapeMultiline(input.error.message), '');
  if (state.offline) sections.push(renderOfflineMarkdown(state.offline));
  if (state.rollout) sections.push(renderRolloutMarkdown(state.rollout));
  return redact(sections.join('\n'));
}
