import { BoundedText } from '../../core/bounded-text.js';
import { escapeMarkdown } from '../../core/markdown.js';
import { byLocation, count } from './render-text.js';
import { decidingFindings } from '../fail-on.js';
import type { Finding, GeneratedPage, Scope, ValidationReport } from '../types.js';

/** GitHub rejects a step summary over 1 MiB; stay well below to leave room for other steps. */
const DEFAULT_MAX_BYTES = 900 * 1024;
const UNGROUPED = 'Ungrouped';

export interface SummaryOptions {
  /** Size budget in bytes (GitHub rejects a step summary over 1 MiB). */
  maxBytes?: number | undefined;
  /** Which findings decide the result; `new` puts the findings the change introduced first. */
  scope?: Exclude<Scope, 'auto'> | undefined;
  /** The address of a finding's file at the head commit, when it has one in the repository. */
  fileUrl?: ((finding: Finding) => string | undefined) | undefined;
  /** Where findings left out for size can be read ("the job log", "the check run"). */
  elsewhere?: string | undefined;
}

/**
 * Job summary: counts, the findings (the new ones first and the others folded, when compared with a
 * base) and a preview of the navigation that the specs generate. Every piece of user text is
 * escaped; rows stop when the size budget is spent, saying how many were left out.
 */
export function renderSummaryMarkdown(report: ValidationReport, options: SummaryOptions = {}): string {
  const out = new BoundedText((options.maxBytes ?? DEFAULT_MAX_BYTES) - 512);
  const scope = options.scope ?? 'all';
  const deciding = decidingFindings(report, scope);
  const status = deciding.errors.length > 0 ? '❌' : deciding.warnings.length > 0 ? '⚠️' : '✅';
  out.push('## Documentation validation\n\n');
  out.push(
    `${status} ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')} · ` +
      `${count(report.specs.length, 'OpenAPI spec')}, ${count(report.pages.length, 'generated endpoint page')}\n\n`,
  );
  const { comparison } = report;
  if (comparison) {
    out.push(
      `Compared with ${escapeMarkdown(comparison.base)}: **${count(comparison.newErrors, 'new error')}, ` +
        `${count(comparison.newWarnings, 'new warning')}**` +
        (scope === 'new' ? ' (only new findings decide the result).' : '.') +
        '\n\n',
    );
  }

  for (const note of report.notes) out.push(`> [!NOTE]\n> ${escapeMarkdown(note)}\n\n`);

  const all = [...report.errors, ...report.warnings].sort(
    (a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || byLocation(a, b),
  );
  const elsewhere = options.elsewhere ?? 'the job log';
  const table = (findings: readonly Finding[]): number => {
    out.push('| | Location | Rule | Message |\n| --- | --- | --- | --- |\n');
    let shown = 0;
    for (const f of findings) {
      if (!out.push(findingRow(f, options.fileUrl))) break;
      shown++;
    }
    if (shown < findings.length)
      out.force(
        `\n${count(findings.length - shown, 'more finding')} not shown (size limit): see ${elsewhere}.\n`,
      );
    return shown;
  };
  if (comparison) {
    const introduced = all.filter((f) => f.new);
    const existing = all.filter((f) => !f.new);
    if (introduced.length > 0) {
      out.push('### New findings\n\n');
      table(introduced);
      out.push('\n');
    }
    if (existing.length > 0) {
      out.push(
        `<details><summary>${count(existing.length, 'pre-existing finding')} (also in the base, not introduced by this change)</summary>\n\n`,
      );
      table(existing);
      out.force('\n</details>\n\n');
    }
  } else if (all.length > 0) {
    out.push('### Findings\n\n');
    table(all);
    out.push('\n');
  }

  if (report.specs.length > 0) {
    out.push('### OpenAPI specs\n\n| Spec | Version | Operations |\n| --- | --- | --- |\n');
    for (const spec of report.specs) {
      if (
        !out.push(`| ${escapeMarkdown(spec.file)} | ${escapeMarkdown(spec.openapi)} | ${spec.operations} |\n`)
      )
        break;
    }
    out.push('\n');
  }

  const visible = report.pages.filter((p) => !p.hidden);
  const hidden = report.pages.length - visible.length;
  if (report.pages.length > 0) {
    out.push('### Navigation preview\n\n');
    let shown = 0;
    for (const [heading, pages] of groupPages(visible)) {
      if (!out.push(`#### ${escapeMarkdown(heading)}\n\n| Method | Title | URL |\n| --- | --- | --- |\n`))
        break;
      let complete = true;
      for (const page of pages) {
        const title = escapeMarkdown(page.title) + (page.deprecated ? ' *(deprecated)*' : '');
        if (!out.push(`| ${escapeMarkdown(page.method)} | ${title} | ${escapeMarkdown(page.url)} |\n`)) {
          complete = false;
          break;
        }
        shown++;
      }
      if (!complete) break;
      out.push('\n');
    }
    if (shown < visible.length) out.force(`\n${count(visible.length - shown, 'more page')} not shown.\n`);
    if (hidden > 0) {
      out.force(
        `\n${count(hidden, 'page')} marked x-hidden ${hidden === 1 ? 'is' : 'are'} generated but left out of the navigation.\n`,
      );
    }
  }
  return out.text();
}

function findingRow(f: Finding, fileUrl: SummaryOptions['fileUrl']): string {
  const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
  const location = escapeMarkdown(`${f.file}:${f.line}:${f.column}`);
  const url = fileUrl?.(f);
  const where = url ? `[${location}](${url})` : location;
  return `| ${icon} | ${where} | ${escapeMarkdown(f.rule)} | ${escapeMarkdown(f.message)} |\n`;
}

/** By version (when any), then navigation group, in first-seen order. */
function groupPages(pages: readonly GeneratedPage[]): Map<string, GeneratedPage[]> {
  const groups = new Map<string, GeneratedPage[]>();
  for (const page of pages) {
    const group = page.group ?? UNGROUPED;
    const heading = page.version ? `${page.version} › ${group}` : group;
    const list = groups.get(heading) ?? [];
    list.push(page);
    groups.set(heading, list);
  }
  return groups;
}
