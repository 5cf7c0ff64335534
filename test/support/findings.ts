import type { Finding, ValidationReport } from '../../src/validate/index.js';

/** A broken-link warning in guide.mdx, with the fields a test cares about overridden. */
export function aFinding(over: Partial<Finding> = {}): Finding {
  return {
    file: 'guide.mdx',
    line: 3,
    column: 1,
    rule: 'link-broken',
    message: '"/gone" points to no page',
    severity: 'warning',
    ...over,
  };
}

/** A report holding these findings, split by severity, with no pages or specs. */
export function reportOf(findings: Finding[]): ValidationReport {
  return {
    errors: findings.filter((f) => f.severity === 'error'),
    warnings: findings.filter((f) => f.severity === 'warning'),
    notes: [],
    pages: [],
    specs: [],
  };
}
