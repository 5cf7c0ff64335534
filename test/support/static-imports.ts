import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// What an action evaluates at start-up is what its entry imports statically (ncc puts each
// dynamic import() in a chunk of its own, loaded when a run reaches it). The start-up tests walk
// those imports so that what only some runs need stays out (BENCHMARKS.md section 5).
const ROOT = resolve(import.meta.dirname, '../..');

/** The files and packages reached from `entry` by value imports (`import type` and type-only names left out). */
export function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
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
