import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { importedPath } from '../validate/pages/check-links.js';
import { extractFrontMatter } from '../validate/pages/front-matter.js';

/** Snippets inside snippets are expanded this deep at most (a loop ends there). */
const MAX_DEPTH = 5;
const IMPORT = /^import\s+([A-Z]\w*)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm;

/**
 * A page's text with each imported markdown snippet used on a line of its own (`<Setup />`) replaced
 * by the snippet's body, as the build renders it: its headings, links and anchors are the page's.
 * Snippet paths starting with `/` are the docs folder's; none outside it is read.
 */
export async function expandSnippets(text: string, file: string, root: string, depth = 0): Promise<string> {
  if (depth >= MAX_DEPTH) return text;
  const imports = new Map<string, string>();
  for (const [, name, target] of text.matchAll(IMPORT)) {
    const path = importedPath(file, target!);
    if (path !== undefined) imports.set(name!, path);
  }
  if (imports.size === 0) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const used = /^\s*<([A-Z]\w*)\s*\/>\s*$/.exec(line);
    const snippet = used ? imports.get(used[1]!) : undefined;
    const body = snippet === undefined ? undefined : await snippetBody(snippet, root, depth);
    out.push(body ?? line);
  }
  return out.join('\n');
}

async function snippetBody(file: string, root: string, depth: number): Promise<string | undefined> {
  const path = resolve(root, file);
  if (!path.startsWith(`${resolve(root)}${sep}`)) return undefined;
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const front = extractFrontMatter(text);
  const body = front.kind === 'none' ? text : text.slice(front.end);
  return expandSnippets(body, file, root, depth + 1);
}
