import { escapeMarkdown } from '../../../../src/core/markdown.js';
import { renderSummaryMarkdown, renderTextReport, shouldFail } from '../../../../src/validate/index.js';
import type { Finding, GeneratedPage, ValidationReport } from '../../../../src/validate/index.js';

const XSS = '<img src=x onerror=alert(1)>';

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    file: 'openapi.yaml',
    line: 3,
    column: 5,
    rule: 'openapi-schema',
    message: 'bad',
    severity: 'error',
    ...overrides,
  };
}

function page(overrides: Partial<GeneratedPage> = {}): GeneratedPage {
  return {
    title: 'List users',
    url: '/api-reference/users/list-users',
    method: 'GET',
    path: '/users',
    spec: 'openapi.yaml',
    ...overrides,
  };
}

function report(overrides: Partial<ValidationReport> = {}): ValidationReport {
  return { errors: [], warnings: [], notes: [], pages: [], specs: [], ...overrides };
}

describe('renderTextReport', () => {
  it('prints one line per finding, sorted by location, then the counts', () => {
    const text = renderTextReport(
      report({
        errors: [
          finding({ file: 'b.yaml', line: 9 }),
          finding({ file: 'a.json', line: 2, column: 1, message: 'two\nlines' }),
        ],
        warnings: [
          finding({
            file: 'a.json',
            line: 1,
            severity: 'warning',
            rule: 'openapi-no-servers',
            message: 'no servers',
          }),
        ],
        specs: [{ file: 'a.json', openapi: '3.1.0', operations: 3 }],
        pages: [page()],
      }),
    );
    expect(text).toBe(
      [
        'a.json:1:5: warning openapi-no-servers: no servers',
        'a.json:2:1: error openapi-schema: two lines',
        'b.yaml:9:5: error openapi-schema: bad',
        '2 errors, 1 warning; 1 spec, 1 generated page',
        '',
      ].join('\n'),
    );
  });
});

describe('renderSummaryMarkdown', () => {
  it('shows counts, findings and the navigation preview grouped by version and group', () => {
    const markdown = renderSummaryMarkdown(
      report({
        warnings: [finding({ severity: 'warning', rule: 'openapi-no-servers', message: 'no servers' })],
        specs: [{ file: 'openapi.yaml', openapi: '3.0.3', operations: 3 }],
        pages: [
          page({ group: 'Users', version: 'v2' }),
          page({ title: 'Old', url: '/api-reference/old', group: 'Users', version: 'v2', deprecated: true }),
          page({ title: 'Ping', url: '/api-reference/ping' }),
          page({ title: 'Secret', url: '/api-reference/secret', hidden: true }),
        ],
      }),
    );
    expect(markdown).toContain('0 errors, 1 warning');
    const e = (text: string) => escapeMarkdown(text);
    expect(markdown).toContain(
      `| ⚠️ warning | ${e('openapi.yaml:3:5')} | ${e('openapi-no-servers')} | ${e('no servers')} |`,
    );
    expect(markdown).toContain('#### v2 › Users');
    expect(markdown).toContain(`| GET | ${e('List users')} | ${e('/api-reference/users/list-users')} |`);
    expect(markdown).toContain('Old *(deprecated)*');
    expect(markdown).toContain('#### Ungrouped');
    expect(markdown).not.toContain('Secret');
    expect(markdown).toContain('1 page marked x-hidden is generated but left out of the navigation');
  });

  it('escapes HTML and Markdown in every piece of user text', () => {
    const markdown = renderSummaryMarkdown(
      report({
        errors: [finding({ file: `${XSS}.yaml`, message: `summary ${XSS} | [link](javascript:x) @team` })],
        specs: [{ file: `${XSS}.yaml`, openapi: XSS, operations: 1 }],
        pages: [
          page({ title: XSS, url: `/x/${XSS}`, group: `**${XSS}**`, version: '<b>v1</b>', method: '<i>GET' }),
        ],
      }),
    );
    expect(markdown).not.toMatch(/<img|<b>|<i>/);
    expect(markdown).toContain('&lt;img src');
    expect(markdown).not.toContain('[link]');
    expect(markdown).toContain('\\[link\\]\\(javascript\\:x\\)');
    // Mentions are broken with a zero-width joiner: nobody is pinged.
    expect(markdown).not.toMatch(/@team/);
    // A pipe in user text cannot open a new table cell.
    expect(markdown).toContain('\\| ');
    expect(markdown).not.toMatch(/[^\\]\| \\\[link/);
  });

  it('stays under the size cap and says what it left out', () => {
    const long = 'x'.repeat(2000);
    const many = report({
      errors: Array.from({ length: 2000 }, (_, i) => finding({ line: i + 1, message: long })),
      pages: Array.from({ length: 5000 }, (_, i) => page({ url: `/p/${i}`, title: long })),
    });
    const markdown = renderSummaryMarkdown(many);
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    expect(markdown).toMatch(/\d+ more findings not shown \(size limit\): see the job log\./);
    const small = renderSummaryMarkdown(many, { maxBytes: 20_000 });
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(20_000);
  });
});

describe('shouldFail', () => {
  const withWarning = report({ warnings: [finding({ severity: 'warning' })] });
  const withError = report({ errors: [finding()] });
  it.each([
    ['errors', withError, true],
    ['errors', withWarning, false],
    ['warnings', withWarning, true],
    ['warnings', withError, true],
    ['warnings', report(), false],
    ['never', withError, false],
  ] as const)('fail-on %s', (failOn, value, expected) => {
    expect(shouldFail(value, failOn)).toBe(expected);
  });
});
