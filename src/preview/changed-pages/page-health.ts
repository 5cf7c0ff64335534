import { escapeMarkdown } from '../../core/markdown.js';
import type { Finding, ValidationReport } from '../../validate/index.js';
import type { ChangedPage } from './types.js';

const FIRST_MESSAGE_CHARS = 140;

/** The validation of the pull request's head, keyed by the file each finding is in. */
export interface PageHealth {
  /** Findings that count for a page: the new ones when compared with the base, else all. */
  byFile: ReadonlyMap<string, readonly Finding[]>;
  compared: boolean;
}

/**
 * What the comment says about each changed page, from a validation of the head (compared with
 * the base when it could be). `docsRoot` is the docs folder relative to the repository, as the
 * changed pages' paths are.
 */
export function pageHealthOf(report: ValidationReport, docsRoot: string): PageHealth {
  const compared = report.comparison !== undefined;
  const byFile = new Map<string, Finding[]>();
  for (const finding of [...report.errors, ...report.warnings]) {
    if (compared && !finding.new) continue;
    const path = docsRoot ? `${docsRoot}/${finding.file}` : finding.file;
    const list = byFile.get(path) ?? [];
    list.push(finding);
    byFile.set(path, list);
  }
  return { byFile, compared };
}

/** `✓`, or `❌ 2 new errors: <first message>` (escaped); nothing for a removed page. */
export function pageHealthMarker(health: PageHealth, page: ChangedPage): string | undefined {
  if (page.change === 'removed') return undefined;
  const findings = health.byFile.get(page.path) ?? [];
  if (findings.length === 0) return '✓';
  const errors = findings.filter((f) => f.severity === 'error');
  const warnings = findings.length - errors.length;
  const fresh = health.compared ? 'new ' : '';
  const parts = [
    ...(errors.length > 0 ? [`${errors.length} ${fresh}error${errors.length === 1 ? '' : 's'}`] : []),
    ...(warnings > 0 ? [`${warnings} ${fresh}warning${warnings === 1 ? '' : 's'}`] : []),
  ];
  const first = errors[0] ?? findings[0];
  const icon = errors.length > 0 ? '❌' : '⚠️';
  return `${icon} ${parts.join(', ')}${first ? `: ${escapeMarkdown(`${first.rule}: ${first.message}`, FIRST_MESSAGE_CHARS)}` : ''} ·`;
}

/** "3 new problems in the changed pages" when there are any; undefined when all are fine. */
export function pageHealthHeadline(health: PageHealth, pages: readonly ChangedPage[]): string | undefined {
  const files = new Set(pages.filter((page) => page.change !== 'removed').map((page) => page.path));
  let problems = 0;
  for (const file of files) problems += health.byFile.get(file)?.length ?? 0;
  if (problems === 0) return undefined;
  const what = health.compared ? 'new problem' : 'problem';
  return `**${problems} ${what}${problems === 1 ? '' : 's'} in the changed pages** (marked on each page below).`;
}
