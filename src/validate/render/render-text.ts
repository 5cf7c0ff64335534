import type { Finding, ValidationReport } from '../types.js';

/** One `file:line:column: severity rule: message` line per finding, then the counts. */
export function renderTextReport(report: ValidationReport): string {
  const findings = [...report.errors, ...report.warnings].sort(byLocation);
  const lines = findings.map(
    (f) =>
      `${f.file}:${f.line}:${f.column}: ${f.severity}${f.new ? ' (new)' : ''} ${f.rule}: ` +
      f.message.replace(/\s*\n\s*/g, ' '),
  );
  for (const note of report.notes) lines.push(`note: ${note}`);
  if (report.comparison) {
    const { base, newErrors, newWarnings } = report.comparison;
    lines.push(
      `compared with ${base}: ${count(newErrors, 'new error')}, ${count(newWarnings, 'new warning')}`,
    );
  }
  lines.push(
    `${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}; ` +
      `${count(report.specs.length, 'spec')}, ${count(report.pages.length, 'generated page')}`,
  );
  return lines.join('\n') + '\n';
}

export function byLocation(a: Finding, b: Finding): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
