import type { Finding, ValidationReport } from '../types.js';
import { byLocation } from './render-text.js';

/** GitHub shows at most this many annotations of each level per step (and 50 per job). */
export const STEP_ANNOTATIONS_PER_LEVEL = 10;

/**
 * Every finding in the order it should be annotated, since GitHub shows only the first ones of a
 * step: those the change introduced, then those in files the change touched, then the rest; errors
 * before warnings, by location within each group.
 */
export function annotationOrder(
  report: ValidationReport,
  changedFiles: ReadonlySet<string> | undefined,
): Finding[] {
  const tier = (finding: Finding) => (finding.new ? 0 : changedFiles?.has(finding.file) ? 1 : 2);
  const level = (finding: Finding) => (finding.severity === 'error' ? 0 : 1);
  return [...report.errors, ...report.warnings].sort(
    (a, b) => tier(a) - tier(b) || level(a) - level(b) || byLocation(a, b),
  );
}

/** How many findings of each level a step's annotations cannot show. */
export function beyondStepLimit(findings: readonly Finding[]): { errors: number; warnings: number } {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  return {
    errors: Math.max(0, errors - STEP_ANNOTATIONS_PER_LEVEL),
    warnings: Math.max(0, warnings - STEP_ANNOTATIONS_PER_LEVEL),
  };
}
