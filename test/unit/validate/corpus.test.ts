import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES, validateDocs } from '../../../src/validate/index.js';
import type { Finding, GeneratedPage, ValidateOptions } from '../../../src/validate/index.js';

// Each folder of test/fixtures/validate is a small documentation repository; its expected.json
// lists every finding (rule, file, line, optionally column) and optionally the generated pages.
interface ExpectedFinding {
  rule: string;
  file: string;
  line: number;
  column?: number;
}
interface Expected {
  description: string;
  options?: Omit<ValidateOptions, 'dir'>;
  findings: ExpectedFinding[];
  pages?: GeneratedPage[];
  messages?: Record<string, string>;
}

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/validate');
const cases = readdirSync(corpus)
  .filter((name) => existsSync(join(corpus, name, 'expected.json')))
  .sort();

function order(a: ExpectedFinding, b: ExpectedFinding): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.rule.localeCompare(b.rule) ||
    (a.column ?? 0) - (b.column ?? 0)
  );
}

describe('validation corpus', () => {
  it('has a valid and an invalid case for the rules', () => {
    expect(cases.filter((name) => name.startsWith('valid-')).length).toBeGreaterThanOrEqual(10);
    const covered = new Set(
      cases.flatMap((name) =>
        (JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as Expected).findings.map(
          (f) => f.rule,
        ),
      ),
    );
    const untested = Object.keys(RULES).filter(
      (rule) => !covered.has(rule) && rule !== 'openapi-source-unreachable',
    );
    expect(untested).toEqual([]);
  });

  it.each(cases)('%s', async (name) => {
    const expected = JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as Expected;
    const report = await validateDocs({ dir: join(corpus, name), ...expected.options });
    const findings: Finding[] = [...report.errors, ...report.warnings];

    for (const finding of findings)
      expect(finding.severity).toBe(RULES[finding.rule as keyof typeof RULES].severity);
    const wanted = [...expected.findings].sort(order);
    const actual = findings
      .map((f) => ({ rule: f.rule, file: f.file, line: f.line, column: f.column }))
      .sort(order)
      .map((f, index) => {
        const want = wanted[index];
        return want?.column === undefined ? { rule: f.rule, file: f.file, line: f.line } : f;
      });
    expect({ name, findings: actual }).toEqual({ name, findings: wanted });

    if (expected.messages) {
      for (const [rule, pattern] of Object.entries(expected.messages)) {
        expect(findings.filter((f) => f.rule === rule).map((f) => f.message)).toContainEqual(
          expect.stringMatching(new RegExp(pattern)),
        );
      }
    }
    if (expected.pages) expect(report.pages).toEqual(expected.pages);
  });
});
