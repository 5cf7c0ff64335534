import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// What the links action evaluates at start-up is what its entry imports statically (ncc puts each
// dynamic import() in a chunk of its own, loaded when a run reaches it). The parts that only some
// runs need stay out of it: BENCHMARKS.md section 5 measures the difference.
const ROOT = resolve(import.meta.dirname, '../../..');

/** The files and packages reached from `entry` by value imports (`import type` and type-only names left out). */
function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>([entry]);
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (ts.isImportDeclaration(statement) && !importsValues(statement)) continue;
      if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) {
        if (!specifier.startsWith('node:')) packages.add(specifier);
        continue;
      }
      const target = relative(ROOT, resolve(ROOT, dirname(file), specifier.replace(/\.js$/, '.ts')));
      if (!files.has(target)) {
        files.add(target);
        queue.push(target);
      }
    }
  }
  return { files, packages };
}

function importsValues(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

describe('links action: the code evaluated at start-up', () => {
  const { files, packages } = staticImports('src/actions/links/index.ts');

  it('reads the pages and checks links without loading what only some runs need', () => {
    for (const lazy of [
      'src/links/live/run-live.ts',
      'src/links/live/live-check.ts',
      'src/links/live/source-lines.ts',
      'src/actions/links/report-issue.ts',
      'src/links/issue-report.ts',
      'src/github/sticky-issue.ts',
      'src/links/github/github-checker.ts',
      'src/validate/validate-docs.ts',
      'src/validate/check-specs.ts',
      'src/validate/index.ts',
      'src/validate/base/compare-with-base.ts',
    ])
      expect([lazy, files.has(lazy)]).toEqual([lazy, false]);
    for (const lazy of ['yaml', 'js-yaml', '@actions/cache', '@actions/github'])
      expect([lazy, packages.has(lazy)]).toEqual([lazy, false]);
  });

  it('still loads what every run uses: the page scan, the checker and the report', () => {
    for (const eager of [
      'src/links/collect.ts',
      'src/links/run-links.ts',
      'src/validate/page-links.ts',
      'src/links/render.ts',
    ])
      expect([eager, files.has(eager)]).toEqual([eager, true]);
  });
});
