import type { Comparison, Finding, ValidationReport } from '../types.js';

/** What a base finding needs to be matched: a previous report may carry only these. */
export type BaseFinding = Pick<Finding, 'file' | 'rule' | 'message'>;

export interface CompareOptions {
  /** Said in logs and summaries: "commit 1a2b3c4 (git)". */
  base: string;
  /** Files the change renamed: base path -> head path, both relative to the docs folder. */
  renames?: ReadonlyMap<string, string> | undefined;
}

/**
 * Marks each finding of `head` new or not against the findings of a base version validated the same
 * way. Findings are matched by rule, file (a renamed file matches its earlier path) and subject (the
 * message with any positions in it left out), never by line: a finding that moved because lines were
 * inserted above it is the same finding. When the head has more findings of one key than the base,
 * the ones after the base's count (in file order) are the new ones. A finding whose file is gone from
 * the head simply has nothing to match.
 */
export function markIntroduced(
  head: ValidationReport,
  baseFindings: readonly BaseFinding[],
  options: CompareOptions,
): ValidationReport {
  const left = new Map<string, number>();
  for (const finding of baseFindings) {
    const file = options.renames?.get(finding.file) ?? finding.file;
    const key = findingKey({ ...finding, file });
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  const mark = (finding: Finding): Finding => {
    const key = findingKey(finding);
    const remaining = left.get(key) ?? 0;
    if (remaining > 0) left.set(key, remaining - 1);
    return { ...finding, new: remaining === 0 };
  };
  const errors = head.errors.map(mark);
  const warnings = head.warnings.map(mark);
  const comparison: Comparison = {
    base: options.base,
    newErrors: errors.filter((f) => f.new).length,
    newWarnings: warnings.filter((f) => f.new).length,
  };
  return { ...head, errors, warnings, comparison };
}

/** Rule, file and subject: what stays the same when lines move. */
export function findingKey(finding: BaseFinding): string {
  const message =
    finding.rule === 'link-anchor-missing' ? finding.message.replace(ANCHOR_HINT, '') : finding.message;
  return `${finding.rule}\0${finding.file}\0${subjectOf(message)}`;
}

/** The anchors a missing one is compared with, which change with the target page, not with the link. */
const ANCHOR_HINT = / \((?:did you mean|it has) [\s\S]*\)$/;

/** The message without the positions some messages quote ("spec.json:12:3 is not valid JSON"). */
function subjectOf(message: string): string {
  return message
    .replace(/:\d+:\d+\b/g, ':#:#')
    .replace(/\b(line|column|lines) \d+(-\d+)?\b/gi, '$1 #')
    .replace(/\s+/g, ' ')
    .trim();
}
