import {
  escapeMarkdown,
  escapeMultiline,
  fencedBlock,
  formatTime,
  keyValueTable,
  link,
  safeLinkTarget,
  shortSha,
  stripControlCharacters,
  truncate,
} from '../core/markdown.js';
import { previewLink } from '../core/url.js';

interface PreviewCommentBase {
  /** Names the preview when one pull request has several (e.g. the project); shown in the heading. */
  title?: string | undefined;
  branch: string;
  sha: string;
  runUrl?: string | undefined;
  /** The "Changed pages" section (already rendered and escaped), shown while building and when ready. */
  changedPages?: string | undefined;
}

export interface BuildingPreview extends PreviewCommentBase {
  status: 'building';
  startedAt: Date | string | number;
}

export interface ReadyPreview extends PreviewCommentBase {
  status: 'ready';
  /** Absent when the service gave no address: the comment says so. */
  previewUrl?: string | undefined;
  /** The status answer's screenshots: one is shown, linked to the preview (none when none is a link). */
  screenshots?:
    { default?: string | undefined; light?: string | undefined; dark?: string | undefined } | undefined;
  finishedAt: Date | string | number;
}

export interface FailedPreview extends PreviewCommentBase {
  status: 'failed';
  /** The service's own summary of the failure. */
  summary: string;
  /** Build log lines; only the last `maxLogLines` are shown. */
  logLines?: string[] | undefined;
  maxLogLines?: number | undefined;
  finishedAt: Date | string | number;
}

export type PreviewCommentState = BuildingPreview | ReadyPreview | FailedPreview;

export interface ForkSkippedPreview {
  title?: string | undefined;
  branch: string;
  sha: string;
  /** `someone/docs`: where the pull request's code lives. */
  headRepository: string;
  pullRequestNumber: number;
  runUrl?: string | undefined;
  /** Link to the workflow's page (Actions tab), where a maintainer starts it by hand. */
  workflowUrl?: string | undefined;
  /** The workflow_dispatch input that takes the pull request number (default `pr-number`). */
  dispatchInput?: string | undefined;
}

const DEFAULT_LOG_LINES = 30;
/** Caps keep the whole comment far below GitHub's 65,536 characters, whatever the input. */
const MAX_LOG_CHARS = 20_000;
const MAX_LOG_LINE_CHARS = 1_000;
const MAX_SUMMARY_CHARS = 2_000;

function heading(icon: string, text: string, title: string | undefined): string {
  const name = title ? ` · ${escapeMarkdown(title, 100)}` : '';
  return `### ${icon} ${text}${name}`;
}

function runCell(runUrl: string | undefined): string {
  return safeLinkTarget(runUrl) ? link('workflow run', runUrl) : '—';
}

/** The last lines that fit the budget; a line too long keeps its start and says how much was cut. */
export function tailLogLines(lines: string[], maxLines: number, maxChars = MAX_LOG_CHARS): string[] {
  const kept: string[] = [];
  let used = 0;
  const all = lines.flatMap((line) => stripControlCharacters(line).split('\n'));
  for (let i = all.length - 1; i >= 0 && kept.length < maxLines; i -= 1) {
    const raw = all[i] ?? '';
    const line =
      raw.length > MAX_LOG_LINE_CHARS
        ? `${truncate(raw, MAX_LOG_LINE_CHARS)} [${raw.length - MAX_LOG_LINE_CHARS + 1} characters cut]`
        : raw;
    if (used + line.length + 1 > maxChars) break;
    kept.unshift(line);
    used += line.length + 1;
  }
  return kept;
}

function changedPagesSection(section: string | undefined): string[] {
  return section ? [section, ''] : [];
}

const THUMBNAIL_WIDTH = 480;

/**
 * A thumbnail of the preview, linked to it: light and dark through a `<picture>` whose sources
 * follow the reader's color scheme. Only http(s) images are used; with none, nothing is shown (never
 * a broken image).
 */
function screenshotThumbnail(
  shots: ReadyPreview['screenshots'],
  previewTarget: string | undefined,
): string[] {
  const attribute = (url: string | undefined) => safeLinkTarget(url)?.replace(/&/g, '&amp;');
  const light = attribute(shots?.light);
  const dark = attribute(shots?.dark);
  const fallback = attribute(shots?.default) ?? light ?? dark;
  if (!fallback) return [];
  const sources = [
    ...(dark ? [`<source media="(prefers-color-scheme: dark)" srcset="${dark}">`] : []),
    ...(light ? [`<source media="(prefers-color-scheme: light)" srcset="${light}">`] : []),
  ];
  const image = `<img src="${fallback}" alt="Screenshot of the docs preview" width="${THUMBNAIL_WIDTH}">`;
  const picture = sources.length > 0 ? `<picture>${sources.join('')}${image}</picture>` : image;
  const linked = previewTarget ? `<a href="${previewTarget.replace(/&/g, '&amp;')}">${picture}</a>` : picture;
  return [linked, ''];
}

export function renderPreviewComment(state: PreviewCommentState): string {
  const commit = shortSha(state.sha);
  const branch = escapeMarkdown(state.branch, 255);
  const run = runCell(state.runUrl);
  switch (state.status) {
    case 'building':
      return [
        heading('⏳', 'Building the docs preview', state.title),
        '',
        keyValueTable([
          ['Branch', branch],
          ['Commit', commit],
          ['Run', run],
          ['Started', formatTime(state.startedAt)],
        ]),
        '',
        ...changedPagesSection(state.changedPages),
      ].join('\n');
    case 'ready': {
      const address = previewLink(state.previewUrl);
      const target = safeLinkTarget(address);
      const open =
        target && address
          ? `**[Open the preview](${target})** · ${escapeMarkdown(address, 500)}`
          : state.previewUrl
            ? `The service gave a preview address that is not an http(s) link: ${escapeMarkdown(state.previewUrl, 500)}`
            : 'Preview address unknown: the service did not give one. Open the preview from the dashboard.';
      return [
        heading('✅', 'Docs preview ready', state.title),
        '',
        open,
        '',
        ...screenshotThumbnail(state.screenshots, target),
        keyValueTable([
          ['Branch', branch],
          ['Commit', commit],
          ['Run', run],
          ['Updated', formatTime(state.finishedAt)],
        ]),
        '',
        ...changedPagesSection(state.changedPages),
      ].join('\n');
    }
    case 'failed': {
      const maxLines = state.maxLogLines ?? DEFAULT_LOG_LINES;
      const lines = tailLogLines(state.logLines ?? [], maxLines);
      const parts = [
        heading('❌', 'Docs preview failed', state.title),
        '',
        escapeMultiline(
          state.summary || 'The service reported a failure without a summary.',
          MAX_SUMMARY_CHARS,
        ),
        '',
      ];
      if (lines.length > 0) {
        parts.push(
          '<details><summary>Last build log lines</summary>',
          '',
          fencedBlock(lines.join('\n')),
          '',
          '</details>',
          '',
        );
      }
      parts.push(
        keyValueTable([
          ['Branch', branch],
          ['Commit', commit],
          ['Run', run],
          ['Failed', formatTime(state.finishedAt)],
        ]),
        '',
      );
      return parts.join('\n');
    }
  }
}

/**
 * Posted instead of a preview on a fork's pull request: why, and how a maintainer runs it. The
 * platform builds previews from branches of the connected repository only, so the reviewed commits
 * go to a branch here first; the preview workflow then runs for that branch and comments here.
 */
export function renderForkSkippedComment(options: ForkSkippedPreview): string {
  const input = (options.dispatchInput ?? 'pull-request').replace(/[^A-Za-z0-9_-]/g, '');
  const number = Math.trunc(options.pullRequestNumber);
  const workflow = safeLinkTarget(options.workflowUrl)
    ? link('the preview workflow', options.workflowUrl)
    : 'the preview workflow (Actions tab)';
  const previewBranch = `docs-preview/pr-${number}`;
  return [
    heading('⏸️', 'Docs preview not built for a fork', options.title),
    '',
    `This pull request comes from ${escapeMarkdown(options.headRepository, 200)}. Workflows triggered by forks ` +
      'get no secrets, and previews are built from branches of this repository only.',
    '',
    'A maintainer can build it after reviewing the changes:',
    '',
    `1. Push the reviewed commits to a branch here: \`git fetch origin pull/${number}/head:${previewBranch} && git push origin ${previewBranch}\``,
    `2. Open ${workflow}, choose **Run workflow**, and set \`branch\` to \`${previewBranch}\` and \`${input}\` to \`${number}\`.`,
    '',
    keyValueTable([
      ['Branch', escapeMarkdown(options.branch, 255)],
      ['Commit', shortSha(options.sha)],
      ['Run', runCell(options.runUrl)],
    ]),
    '',
  ].join('\n');
}
