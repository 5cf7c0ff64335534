import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importsOfPage, linksOfPage } from '../../validate/index.js';
import type { WrittenLink } from '../../validate/index.js';
import { classifyTarget } from '../link-targets.js';
import type { LinkSource } from '../types.js';

/**
 * The links and imports of the docs folder's files, each file read and scanned once per run: a
 * snippet on many pages is resolved against each page's address, not read again.
 */
export class WrittenFiles {
  private readonly scanned = new Map<
    string,
    Promise<{ links: WrittenLink[]; imports: string[] } | undefined>
  >();
  private readonly docsDir: string;

  constructor(docsDir: string) {
    this.docsDir = docsDir;
  }

  of(file: string): Promise<{ links: WrittenLink[]; imports: string[] } | undefined> {
    let found = this.scanned.get(file);
    if (!found) {
      found = readFile(join(this.docsDir, ...file.split('/')), 'utf8').then(
        (text) => ({
          links: linksOfPage(text, /\.md$/i.test(file) ? 'md' : 'mdx'),
          imports: importsOfPage(file, text),
        }),
        () => undefined,
      );
      this.scanned.set(file, found);
    }
    return found;
  }
}

/** Snippets importing snippets are followed this deep. */
const MAX_SNIPPET_DEPTH = 4;

/**
 * Where a rendered link is written in its page's source: the written links of the file, resolved
 * the way a browser resolves them on the live page (root-relative against the site's base, relative
 * against the page's address), looked up by the rendered link's address. The build rewrites some
 * links (extensions dropped, a base path added) and adds others (components, navigation): those
 * that match no written link point at the file without a line (line 0). Links of the snippets a page
 * imports are traced to the snippet's own lines.
 */
export class SourceLines {
  private readonly byKey = new Map<string, LinkSource[]>();
  private readonly file: string;

  private constructor(file: string) {
    this.file = file;
  }

  static async read(files: WrittenFiles | undefined, file: string | undefined, pageUrl: URL, siteUrl: URL) {
    const lines = new SourceLines(file ?? '');
    if (files === undefined || file === undefined) return lines;
    await lines.readFile(files, file, pageUrl, siteUrl, 0);
    return lines;
  }

  /** One file's written links, then those of the snippets it imports (rendered on the same page). */
  private async readFile(files: WrittenFiles, file: string, pageUrl: URL, siteUrl: URL, depth: number) {
    const written = await files.of(file);
    if (written === undefined) return;
    for (const link of written.links) {
      const url = resolveWritten(link.target, pageUrl, siteUrl);
      if (!url) continue;
      const source = { file, line: link.line, column: link.column };
      for (const key of matchKeys(url)) {
        const list = this.byKey.get(key) ?? [];
        list.push(source);
        this.byKey.set(key, list);
      }
    }
    if (depth >= MAX_SNIPPET_DEPTH) return;
    for (const snippet of written.imports) {
      if (!/\.mdx?$/i.test(snippet) || snippet.startsWith('..')) continue;
      await this.readFile(files, snippet, pageUrl, siteUrl, depth + 1);
    }
  }

  /** The places `url` (a rendered link, resolved) is written; the page's file without a line if none. */
  sourcesOf(url: URL): LinkSource[] {
    const [exact, document] = matchKeys(url);
    const found = this.byKey.get(exact) ?? this.byKey.get(document);
    if (found) return found;
    return this.file ? [{ file: this.file, line: 0, column: 0 }] : [];
  }
}

function resolveWritten(target: string, pageUrl: URL, siteUrl: URL): URL | undefined {
  const written = target.trim();
  const classified = classifyTarget(written);
  try {
    if (classified.kind === 'external') return new URL(classified.url);
    if (classified.kind !== 'internal') return undefined;
    if (written.startsWith('/') && !written.startsWith('//')) {
      const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : `${siteUrl.pathname}/`;
      return new URL(base + written.slice(1), siteUrl);
    }
    return new URL(written, pageUrl);
  } catch {
    return undefined;
  }
}

/** The exact form (fragment kept) and the document's form, both without what builds rewrite. */
function matchKeys(url: URL): [string, string] {
  const path = decodeSafely(url.pathname)
    .replace(/\.mdx?$/i, '')
    .replace(/\/index$/i, '/')
    .replace(/\/+$/, '');
  const document = `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}`;
  return [`${document}${url.hash}`, document];
}

function decodeSafely(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
