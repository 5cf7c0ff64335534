import { boundedReport } from '../../../src/actions/validate/result.js';
import type { Finding, GeneratedPage, ValidationReport } from '../../../src/validate/index.js';

const finding = (i: number): Finding => ({
  file: 'openapi.yaml',
  line: i,
  column: 1,
  rule: 'openapi-schema',
  message: `problem number ${i} `.repeat(5),
  severity: 'error',
});
const page = (i: number): GeneratedPage => ({
  title: `Page ${i}`,
  url: `/api-reference/page-${i}`,
  method: 'GET',
  path: `/things/${i}`,
  spec: 'openapi.yaml',
});

describe('the validate action result output', () => {
  it('is the whole report when it fits', () => {
    const report: ValidationReport = {
      errors: [finding(1)],
      warnings: [],
      notes: [],
      pages: [page(1)],
      specs: [],
    };
    expect(boundedReport(report)).toEqual({
      errors: report.errors,
      warnings: [],
      notes: [],
      pages: report.pages,
      specs: [],
    });
  });

  it('keeps findings before pages within the budget and says what it left out', () => {
    const report: ValidationReport = {
      errors: Array.from({ length: 50 }, (_, i) => finding(i)),
      warnings: [],
      notes: [],
      pages: Array.from({ length: 5000 }, (_, i) => page(i)),
      specs: [{ file: 'openapi.yaml', openapi: '3.1.0', operations: 5000 }],
    };
    const bounded = boundedReport(report, 64 * 1024);
    expect(Buffer.byteLength(JSON.stringify(bounded))).toBeLessThanOrEqual(64 * 1024);
    expect(bounded.errors).toHaveLength(50);
    expect(bounded.pages.length).toBeGreaterThan(0);
    expect(bounded.truncated).toMatchObject({ errors: 0, warnings: 0, pages: 5000 - bounded.pages.length });
    expect(bounded.truncated?.note).toMatch(/64 KiB/);
  });
});
