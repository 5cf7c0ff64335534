import { escapeMarkdown, link, safeLinkTarget } from '../core/markdown.js';
import type { VisualPage, VisualPageStatus, VisualRegion, VisualReport } from '../visual/types.js';
import type { PreviewCommentState } from './comment.js';
import { renderPreviewComment } from './comment.js';

/**
 * The visual review as the sticky comment and the job summary show it: per changed page (changed
 * first) each region as a cropped before | after pair under its heading, the whole captures folded
 * below; new pages after only; unchanged pages in one line; failed pages with their reason. The
 * section fits the characters it is given: pages that do not fit are counted, never cut in half.
 */

/** Where the images are: inline (URLs), in an artifact (a link), or nowhere (regions as text). */
export type VisualImages =
  | { mode: 'inline'; url: (path: string | null) => string | undefined; skipped?: number | undefined }
  | { mode: 'artifact'; url: string | undefined; name: string; why?: string | undefined }
  | { mode: 'none'; why?: string | undefined };

/** The review as the comment shows it: running, not run (one line saying why), or its report. */
export type VisualState =
  | { running: true }
  | { running?: false; line: string }
  | { running?: false; report: VisualReport; images: VisualImages; maxPages: number };

const HEADING = '#### Visual changes';
const CROP_WIDTH = 400;
const WHOLE_WIDTH = 360;
const STATUS_ORDER: readonly VisualPageStatus[] = [
  'changed',
  'new',
  'captured',
  'failed',
  'removed',
  'unchanged',
];
const ICON: Record<VisualPageStatus, string> = {
  changed: '🔶',
  new: '🆕',
  captured: '📷',
  failed: '❌',
  removed: '🗑️',
  unchanged: '✓',
};
/** Unchanged pages named in the one line, at most. */
const MAX_UNCHANGED_NAMED = 30;

function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : nouns}`;
}

const code = (path: string) => `\`${path.replace(/`/g, "'").slice(0, 200)}\``;

function image(url: string, alt: string, width: number): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<img src="${src}" alt="${alt}" width="${width}">`;
}

/** Pages in the order the comment shows them: changed first, then new, captured, failed, removed. */
export function orderForComment(pages: readonly VisualPage[]): VisualPage[] {
  const rank = (page: VisualPage) => STATUS_ORDER.indexOf(page.status);
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

function regionLabel(region: VisualRegion): string {
  const box = region.after ?? region.before;
  const where = box ? ` at ${Math.round(box.y)}–${Math.round(box.y + box.height)} px` : '';
  const kind = region.kind === 'inserted' ? 'inserted' : region.kind === 'removed' ? 'removed' : 'changed';
  const heading = region.heading ? ` under **${escapeMarkdown(region.heading, 120)}**` : '';
  return `${kind}${where}${heading}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pageTitle(page: VisualPage): string {
  const target = page.after?.url ?? page.before?.url;
  const name = code(page.path);
  return safeLinkTarget(target) ? `[${name}](${safeLinkTarget(target)})` : name;
}

function movingLine(page: VisualPage): string[] {
  const n = page.ignored.length;
  if (n === 0) return [];
  return [
    `_${plural(n, 'region that moves', 'regions that move')} by ${n === 1 ? 'itself was' : 'themselves were'} left out._`,
    '',
  ];
}

function notesLines(page: VisualPage): string[] {
  return (page.notes ?? [])
    .slice(0, 3)
    .map((note) => `> ${escapeMarkdown(note, 300)}`)
    .concat(page.notes?.length ? [''] : []);
}

/** One page's block, with images or as text. */
function renderPage(page: VisualPage, images: VisualImages): string {
  const url = images.mode === 'inline' ? images.url : () => undefined;
  const lines: string[] = [];
  const regions = page.regions.length;
  const count = page.status === 'changed' ? ` · ${plural(regions, 'region')}` : '';
  const what =
    page.status === 'new' ? ' · new page' : page.status === 'captured' ? ' · as the preview shows it' : '';
  lines.push(`**${ICON[page.status]} ${pageTitle(page)}**${count}${what}`, '');
  if (page.status === 'changed') {
    const pairs = page.regions.map((region) => {
      const before = url(region.images.before);
      const after = url(region.images.after);
      return { region, before, after };
    });
    if (pairs.some((pair) => pair.before || pair.after)) {
      for (const { region, before, after } of pairs) {
        const left = before
          ? image(before, 'before', CROP_WIDTH)
          : region.kind === 'inserted'
            ? '_(not there before)_'
            : '—';
        const right = after
          ? image(after, 'after', CROP_WIDTH)
          : region.kind === 'removed'
            ? '_(removed)_'
            : '—';
        lines.push(
          `${capitalize(regionLabel(region))}:`,
          '',
          '| Before | After |',
          '|---|---|',
          `| ${left} | ${right} |`,
          '',
        );
      }
    } else {
      for (const region of page.regions) lines.push(`- ${regionLabel(region)}`);
      lines.push('');
    }
  }
  lines.push(...movingLine(page), ...notesLines(page));
  const wholeBefore =
    page.status === 'new' || page.status === 'captured' ? undefined : url(page.before?.image ?? null);
  const wholeAfter = url(page.after?.image ?? null);
  if (wholeAfter || wholeBefore) {
    const summary =
      page.status === 'new' || page.status === 'captured'
        ? 'The whole page'
        : 'The whole pages, before and after';
    lines.push(`<details><summary>${summary}</summary>`, '');
    if (wholeBefore) {
      lines.push('| Before | After |', '|---|---|');
      lines.push(
        `| ${image(wholeBefore, 'whole page before', WHOLE_WIDTH)} | ${wholeAfter ? image(wholeAfter, 'whole page after', WHOLE_WIDTH) : '—'} |`,
      );
    } else if (wholeAfter) {
      lines.push(image(wholeAfter, 'whole page on the preview', WHOLE_WIDTH));
    }
    lines.push('', '</details>', '');
  }
  return lines.join('\n');
}

function oneLinePages(
  label: string,
  pages: readonly VisualPage[],
  render: (page: VisualPage) => string,
): string[] {
  if (pages.length === 0) return [];
  const named = pages.slice(0, MAX_UNCHANGED_NAMED).map(render).join(', ');
  const more = pages.length > MAX_UNCHANGED_NAMED ? ` and ${pages.length - MAX_UNCHANGED_NAMED} more` : '';
  return [`${label}: ${named}${more}.`, ''];
}

function imagesLines(images: VisualImages): string[] {
  if (images.mode === 'inline') {
    return images.skipped
      ? [
          `_${plural(images.skipped, 'image was', 'images were')} left out: 5 MB or more, over what GitHub's image proxy shows._`,
          '',
        ]
      : [];
  }
  if (images.mode === 'artifact') {
    const target = safeLinkTarget(images.url);
    const name = code(images.name);
    const where = target ? `[the artifact ${name}](${target})` : `the artifact ${name} of this run`;
    const lines = [`📦 The images and a page to compare them (\`index.html\`) are in ${where}.`];
    // `why` is the kit's own Markdown (the permission line), never outside text.
    if (images.why) lines.push(images.why);
    return [lines.join(' '), ''];
  }
  return images.why ? [images.why, ''] : [];
}

/**
 * The section within `budget` characters. The pages that do not fit are counted in one line (the
 * job summary and report.json have them all).
 */
export function renderVisualSection(state: VisualState, budget = 30_000): string {
  if (state.running) return `${HEADING}\n\n⏳ _Comparing the changed pages with production…_\n`;
  if (!('report' in state)) return `${HEADING}\n\n${state.line}\n`;
  const { report, images } = state;
  const pages = orderForComment(report.pages);
  const head: string[] = [HEADING, '', headline(report), ''];
  if (report.beforeReadable === false) {
    const at = report.beforeUrl ? ` at ${siteLink(report.beforeUrl)}` : '';
    head.push(`⚠️ Production could not be read${at}: the pages are shown as the preview has them.`, '');
  }
  if (report.login) {
    head.push(`🔒 ${escapeMarkdown(report.login.reason, 300)}: pages behind a login are never captured.`, '');
  }
  head.push(...imagesLines(images));
  const shown = pages.filter(
    (p) => p.status !== 'unchanged' && p.status !== 'removed' && p.status !== 'failed',
  );
  const tail = [
    ...oneLinePages(
      'Unchanged',
      pages.filter((p) => p.status === 'unchanged'),
      (p) => code(p.path),
    ),
    ...oneLinePages(
      'Removed on the preview',
      pages.filter((p) => p.status === 'removed'),
      (p) => code(p.path),
    ),
    ...pages
      .filter((p) => p.status === 'failed')
      .slice(0, 20)
      .map((p) => `- ${ICON.failed} ${code(p.path)}: ${escapeMarkdown(p.reason ?? 'failed', 300)}`),
    ...(pages.some((p) => p.status === 'failed') ? [''] : []),
  ];
  const notCaptured = report.notCaptured?.length ?? 0;
  const fixed = head.join('\n').length + tail.join('\n').length + 400;
  const blocks: string[] = [];
  let used = fixed;
  let left = 0;
  for (const page of shown) {
    const block = renderPage(page, images);
    if (used + block.length + 1 > budget) {
      left = shown.length - blocks.length;
      break;
    }
    blocks.push(block);
    used += block.length + 1;
  }
  const counted: string[] = [];
  if (left > 0)
    counted.push(
      `_${plural(left, 'more page')} with visual results not shown here (the comment's size limit): see the job summary._`,
    );
  if (notCaptured > 0)
    counted.push(
      `_${plural(notCaptured, 'more changed page')} not captured (\`visual-max-pages: ${state.maxPages}\`)._`,
    );
  return [...head, ...blocks, ...tail, ...(counted.length > 0 ? [counted.join(' '), ''] : [])].join('\n');
}

function siteLink(url: string): string {
  const target = safeLinkTarget(url);
  return target ? `[${code(url)}](${target})` : code(url);
}

function headline(report: VisualReport): string {
  const s = report.summary;
  if (report.beforeReadable === false) {
    return `📷 ${plural(s.total, 'changed page')} as the preview shows ${s.total === 1 ? 'it' : 'them'}.`;
  }
  if (report.beforeUrl === undefined) {
    return `📷 ${plural(s.total, 'changed page')} as the preview shows ${s.total === 1 ? 'it' : 'them'} (no \`site-url\` to compare with).`;
  }
  const parts = [
    `**${plural(s.changed, 'page')} changed**`,
    ...(s.new > 0 ? [`${s.new} new`] : []),
    ...(s.unchanged > 0 ? [`${s.unchanged} unchanged`] : []),
    ...(s.removed > 0 ? [`${s.removed} removed`] : []),
    ...(s.failed > 0 ? [`${s.failed} failed`] : []),
  ];
  const against = safeLinkTarget(report.beforeUrl) ? link('production', report.beforeUrl) : 'production';
  return `${s.changed > 0 ? '🔶' : '✅'} ${parts.join(' · ')}, compared with ${against}.`;
}

/** The job summary's section: the same, with room for every page (GitHub allows 1 MiB). */
export function renderVisualSummary(state: VisualState): string {
  return renderVisualSection(state, 500_000).replace(/^#### /, '### ');
}

/** GitHub's limit on a comment, less room for the sticky comment's marker and remembered state. */
const COMMENT_BUDGET = 65_536 - 2_000;

/** The comment's state with the visual section after the changed pages, within the comment's limit. */
export function withVisualSection(
  state: PreviewCommentState,
  visual: VisualState | undefined,
): PreviewCommentState {
  if (!visual) return state;
  const room = COMMENT_BUDGET - renderPreviewComment(state).length - 2;
  if (room < 500) return state;
  const section = renderVisualSection(visual, Math.min(room, 60_000));
  return { ...state, changedPages: [state.changedPages, section].filter(Boolean).join('\n\n') };
}
