import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { validate as validate30 } from '../../../src/validate/openapi/schema-validators/oas-3.0.js';
import { validate as validate31 } from '../../../src/validate/openapi/schema-validators/oas-3.1.js';
import { ROOT } from '../../support/run-action.js';

const SCRIPT = join(ROOT, 'scripts/openapi-validators.js');

type Generated = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Document = Record<string, unknown>;

/** Every OpenAPI document among the test fixtures, JSON or YAML. */
function fixtureDocuments(): Document[] {
  const files = readdirSync(join(ROOT, 'test/fixtures'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(json|ya?ml)$/.test(file))
    .sort();
  return files.flatMap((file) => {
    try {
      const text = readFileSync(join(ROOT, 'test/fixtures', file), 'utf8');
      const data: unknown = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
      return data && typeof data === 'object' && 'openapi' in data ? [data] : [];
    } catch {
      return [];
    }
  });
}

function containers(node: unknown, into: object[] = []): object[] {
  if (node && typeof node === 'object') {
    into.push(node);
    for (const child of Object.values(node)) containers(child, into);
  }
  return into;
}

/** A copy of `document` with one member of one of its objects or arrays replaced, removed or added. */
function mutated(document: Document, pick: number, key: number, change: number, value: unknown): Document {
  const copy = structuredClone(document);
  const nodes = containers(copy);
  const node = nodes[pick % nodes.length] as Record<string, unknown>;
  const keys = Object.keys(node);
  const member = keys.length > 0 ? keys[key % keys.length]! : 'x-added';
  if (change === 0) delete node[member];
  else if (change === 1) node[`unknown${key}`] = value;
  else node[member] = value;
  return copy;
}

function referenceResults(
  minor: '3.0' | '3.1',
  documents: Document[],
): { valid: boolean; errors: unknown }[] {
  const dir = mkdtempSync(join(tmpdir(), 'docs-ci-oas-errors-'));
  try {
    const file = join(dir, 'documents.json');
    writeFileSync(file, JSON.stringify(documents));
    const output = execFileSync(process.execPath, [SCRIPT, '--reference-errors', minor, file], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return JSON.parse(output.toString('utf8')) as { valid: boolean; errors: unknown }[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI schema validators compiled ahead of time', () => {
  it('are what ajv generates from the installed schemas today (npm run generate)', () => {
    expect(() => execFileSync(process.execPath, [SCRIPT, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it.each([
    ['3.0', validate30 as Generated],
    ['3.1', validate31 as Generated],
  ] as const)(
    'give the verdicts and errors of ajv compiling the %s schema at run time (fixtures, mutated fixtures)',
    (minor, generated) => {
      const bases = fixtureDocuments().filter((d) => String(d.openapi).startsWith(minor));
      expect(bases.length).toBeGreaterThan(3);
      const changes = fc.sample(
        fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 2 }), fc.jsonValue({ maxDepth: 2 })),
        { seed: 15, numRuns: 300 },
      );
      const documents = [
        ...bases,
        ...changes.map(([pick, key, change, value], i) =>
          mutated(bases[i % bases.length]!, pick, key, change, value),
        ),
      ];
      const expected = referenceResults(minor, documents);
      const actual = documents.map((document) => ({
        valid: generated(document),
        errors: generated.errors ?? null,
      }));
      expect(actual.filter((result) => !result.valid).length).toBeGreaterThan(documents.length / 2);
      expect(actual).toEqual(expected);
    },
  );
});
