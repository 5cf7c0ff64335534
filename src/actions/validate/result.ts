import type { ValidationReport } from '../../validate/index.js';

/** Step outputs share a size limit per job: the `result` output stays well below it. */
export const DEFAULT_RESULT_BYTES = 512 * 1024;
const ENVELOPE_BYTES = 1024;

export interface BoundedReport {
  errors: unknown[];
  warnings: unknown[];
  notes: string[];
  pages: unknown[];
  specs: unknown[];
  /** Present when lists were cut: how many entries each list lost. */
  truncated?: { errors: number; warnings: number; pages: number; note: string };
}

/**
 * The report for the `result` output: whole when it fits, otherwise errors first, then warnings,
 * then pages, until the byte budget is spent, with a note saying what was left out.
 */
export function boundedReport(report: ValidationReport, maxBytes = DEFAULT_RESULT_BYTES): BoundedReport {
  const whole = {
    errors: report.errors,
    warnings: report.warnings,
    notes: report.notes,
    pages: report.pages,
    specs: report.specs,
  };
  if (Buffer.byteLength(JSON.stringify(whole)) <= maxBytes - ENVELOPE_BYTES) return whole;

  let budget = maxBytes - ENVELOPE_BYTES - Buffer.byteLength(JSON.stringify([report.specs, report.notes]));
  const take = <T>(items: readonly T[]): T[] => {
    const kept: T[] = [];
    for (const item of items) {
      const size = Buffer.byteLength(JSON.stringify(item)) + 1;
      if (size > budget) break;
      budget -= size;
      kept.push(item);
    }
    return kept;
  };
  const errors = take(report.errors);
  const warnings = take(report.warnings);
  const pages = take(report.pages);
  return {
    errors,
    warnings,
    notes: report.notes,
    pages,
    specs: report.specs,
    truncated: {
      errors: report.errors.length - errors.length,
      warnings: report.warnings.length - warnings.length,
      pages: report.pages.length - pages.length,
      note:
        `the result output is limited to ${Math.round(maxBytes / 1024)} KiB: every finding is annotated in the log; ` +
        'run docs-ci validate --format json for the whole report',
    },
  };
}
