import { Findings } from '../../../src/validate/findings.js';
import { RefChecker } from '../../../src/validate/openapi/check-refs.js';
import { walkDocument } from '../../../src/validate/openapi/document-walk.js';
import { parseJsonSource } from '../../../src/validate/source/source-document.js';

function refFindings(document: unknown): { rule: string; line: number; message: string }[] {
  const parsed = parseJsonSource('openapi.json', JSON.stringify(document, null, 2));
  if (!parsed.ok) throw new Error('parse failed');
  const findings = new Findings();
  const refs = new RefChecker(parsed.document.data);
  walkDocument(parsed.document.data, (node, path) => refs.visit(node, path));
  refs.report(parsed.document, findings);
  return findings.sorted().map(({ rule, line, message }) => ({ rule, line, message }));
}

describe('RefChecker', () => {
  it('reports every use of a broken reference, external references and undeclared anchors', () => {
    const findings = refFindings({
      paths: {
        '/a': { $ref: '#/components/pathItems/missing' },
        '/b': { $ref: '#/components/pathItems/missing' },
        '/c': { $ref: 'other.yaml#/paths/~1c' },
      },
      components: {
        schemas: {
          early: { $ref: '#late' },
          undeclared: { $ref: '#nowhere' },
          fine: { $ref: '#/components/schemas/early' },
          late: { $anchor: 'late', type: 'string' },
        },
      },
    });
    expect(findings).toEqual([
      {
        rule: 'openapi-ref-unresolved',
        line: 4,
        message: `$ref "#/components/pathItems/missing" does not resolve: components has no "pathItems"`,
      },
      {
        rule: 'openapi-ref-unresolved',
        line: 7,
        message: `$ref "#/components/pathItems/missing" does not resolve: components has no "pathItems"`,
      },
      { rule: 'openapi-ref-external', line: 10, message: expect.stringMatching(/^\$ref "other\.yaml#/) },
      {
        rule: 'openapi-ref-unresolved',
        line: 19,
        message: '$ref "#nowhere" does not resolve: no schema declares $anchor "nowhere"',
      },
    ]);
  });
});
