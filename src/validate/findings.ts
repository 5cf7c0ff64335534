import type { JsonPath } from './source/json-path.js';
import type { Position } from './source/line-index.js';
import { RULES } from './rules.js';
import type { RuleId } from './rules.js';
import type { SourceDocument } from './source/source-document.js';
import type { Finding } from './types.js';

/** Collects findings; the severity comes from the rule, identical findings are kept once. */
export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(rule: RuleId, file: string, position: Position, message: string): void {
    const finding: Finding = {
      file,
      line: position.line,
      column: position.column,
      rule,
      message,
      severity: RULES[rule].severity,
    };
    const key = `${file}\0${finding.line}\0${finding.column}\0${rule}\0${message}`;
    if (!this.byKey.has(key)) this.byKey.set(key, finding);
  }

  /** A finding at `path` inside a parsed document (its key by default). */
  at(
    document: SourceDocument,
    path: JsonPath,
    rule: RuleId,
    message: string,
    target: 'key' | 'value' = 'key',
  ): void {
    this.add(rule, document.file, document.position(path, target), message);
  }

  /** Findings collected elsewhere (on another thread), kept once with these. */
  addAll(findings: readonly Finding[]): void {
    for (const finding of findings) {
      this.add(finding.rule as RuleId, finding.file, finding, finding.message);
    }
  }

  /** In the order they were found. */
  list(): Finding[] {
    return [...this.byKey.values()];
  }

  sorted(): Finding[] {
    return [...this.byKey.values()].sort(
      (a, b) =>
        compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule),
    );
  }
}

export const START: Position = { line: 1, column: 1 };

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
