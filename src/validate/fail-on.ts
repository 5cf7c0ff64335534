import type { ValidationReport } from './types.js';

export type FailOn = 'errors' | 'warnings' | 'never';

/** `errors`: fail on any error; `warnings`: on any error or warning; `never`: report only. */
export function shouldFail(report: ValidationReport, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'warnings') return report.errors.length + report.warnings.length > 0;
  return report.errors.length > 0;
}
