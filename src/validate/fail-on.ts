import type { Finding, Scope, ValidationReport } from './types.js';

export type FailOn = 'errors' | 'warnings' | 'never';

/** The findings that decide the result: under `new`, those a compared base does not have; else all. */
export function decidingFindings(
  report: ValidationReport,
  scope: Exclude<Scope, 'auto'> = 'all',
): { errors: Finding[]; warnings: Finding[] } {
  const pick = (list: Finding[]) =>
    scope === 'new' && report.comparison ? list.filter((finding) => finding.new) : list;
  return { errors: pick(report.errors), warnings: pick(report.warnings) };
}

/**
 * `errors`: fail on any deciding error; `warnings`: on any deciding error or warning; `never`:
 * report only.
 */
export function shouldFail(
  report: ValidationReport,
  failOn: FailOn,
  scope: Exclude<Scope, 'auto'> = 'all',
): boolean {
  if (failOn === 'never') return false;
  const { errors, warnings } = decidingFindings(report, scope);
  return failOn === 'warnings' ? errors.length + warnings.length > 0 : errors.length > 0;
}
