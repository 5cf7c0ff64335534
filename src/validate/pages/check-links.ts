import { posix } from 'node:path';
import type { Findings } from '../findings.js';
import type { BodyReference } from './page-body.js';
import { pageUrlOfFile } from './site-pages.js';
import { normalizePosixPath } from '../source/repo-files.js';
import type { SiteUrls } from './site-pages.js';

export interface LinkContext {
  site: SiteUrls;
  /** Every file of the repository (ignored ones too: a link to a file that exists is not broken). */
  files: ReadonlySet<string>;
  /** Redirects of docs.json, compiled once per site by redirectPatterns. */
  redirects: readonly CompiledRedirect[];
  /** Folders of generated pages that could not be listed (specs given by URL, not downloaded). */
  unlistedFolders: readonly string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SNIPPET_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
const SCRIPT_FILE = /\.(jsx|tsx?|js)$/i;

/** Checks a page's internal links offline; returns how many could not be checked (unlisted pages). */
export function checkLinks(
  file: string,
  links: readonly BodyReference[],
  context: LinkContext,
  findings: Findings,
): number {
  let unchecked = 0;
  for (const link of links) {
    const path = internalPath(link.target);
    if (path === undefined) continue;
    const candidates = resolveCandidates(file, path);
    if (candidates.some((candidate) => exists(candidate, context))) continue;
    const absolute = candidates[0]!;
    if (
      context.unlistedFolders.some(
        (folder) => absolute === `/${folder}` || absolute.startsWith(`/${folder}/`),
      )
    ) {
      unchecked++;
      continue;
    }
    findings.add(
      'link-broken',
      file,
      link.position,
      `${JSON.stringify(link.target)} points to no page, file or redirect of the site (looked for ${absolute})`,
    );
  }
  return unchecked;
}

/**
 * The internal links of a page that do not resolve in a context that is not complete yet (some
 * pages or redirects still unknown): the only ones checkLinks must see once it is. A link that
 * resolves stays resolved when pages and redirects are added.
 */
export function unresolvedLinks(
  file: string,
  links: readonly BodyReference[],
  partial: LinkContext,
): BodyReference[] {
  const unresolved: BodyReference[] = [];
  for (const link of links) {
    const path = internalPath(link.target);
    if (path === undefined) continue;
    if (!resolveCandidates(file, path).some((candidate) => exists(candidate, partial))) unresolved.push(link);
  }
  return unresolved;
}

/**
 * The repository path an import of `file` names (`/snippets/a.mdx` from the docs root, `./a.mdx`
 * from the file's folder), normalized; undefined for a package (`react`), which names no file.
 */
export function importedPath(file: string, target: string): string | undefined {
  if (!target.startsWith('/') && !target.startsWith('.')) return undefined;
  return normalizePosixPath(
    target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(file), target),
  );
}

/** Imports of snippet files that do not exist. */
export function checkImports(
  file: string,
  imports: readonly BodyReference[],
  files: ReadonlySet<string>,
  findings: Findings,
): string[] {
  const resolved: string[] = [];
  for (const reference of imports) {
    const target = reference.target;
    if (!target.startsWith('/') && !target.startsWith('.')) {
      // A package, not a file. The build gives script snippets React and warns about importing it.
      if (SCRIPT_FILE.test(file) && /^react(?:\/|$)/.test(target)) {
        findings.add(
          'snippet-import-react',
          file,
          reference.position,
          `imports ${JSON.stringify(target)}: the build provides React to snippets and warns about this import; remove it`,
        );
      }
      continue;
    }
    const normal = importedPath(file, target)!;
    const found = withSnippetExtension(normal, files);
    if (found !== undefined) resolved.push(found);
    else {
      findings.add(
        'snippet-not-found',
        file,
        reference.position,
        `imports ${JSON.stringify(target)}, which does not exist (looked for ${normal}): the page is published without it`,
      );
    }
  }
  return resolved;
}

function withSnippetExtension(path: string, files: ReadonlySet<string>): string | undefined {
  for (const extension of SNIPPET_EXTENSIONS) {
    if (files.has(path + extension)) return path + extension;
  }
  return undefined;
}

/** The path part of an internal link, decoded; undefined for external links, anchors and expressions. */
export function internalPath(target: string): string | undefined {
  const text = target.trim();
  if (text === '' || text.startsWith('#') || text.startsWith('//') || SCHEME.test(text)) return undefined;
  if (/[{}$<>]/.test(text)) return undefined;
  const path = text.replace(/[?#].*$/, '');
  if (path === '') return undefined;
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Site paths a link may mean: root-relative, or relative to the page's file and to its URL. A
 * relative path that does not start with `.` (`guides/setup`) is also read from the root, as the
 * service's broken-links check reads it.
 */
export function resolveCandidates(file: string, path: string): string[] {
  if (path.startsWith('/')) return [normalizePosixPath(path)];
  const url = pageUrlOfFile(file) ?? `/${file}`;
  const candidates = [
    posix.normalize(posix.join('/', posix.dirname(file), path)),
    posix.normalize(posix.join(posix.dirname(url), path)),
    posix.normalize(posix.join(url, path)),
  ];
  if (!path.startsWith('.')) candidates.push(posix.normalize(`/${path}`));
  return candidates;
}

/** Redirects leading to redirects: followed this far, like a browser (which gives up later). */
const MAX_REDIRECTS = 5;

function exists(path: string, context: LinkContext, redirected = 0): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  // The common case first: a link to a page's URL (the order of these tests does not change the answer).
  if (context.site.has(trimmed)) return true;
  // The root always answers (with the first page when there is no index).
  if (trimmed === '/') return true;
  const file = trimmed.slice(1);
  if (context.files.has(file)) return true;
  const asPage = pageUrlOfFile(/\.mdx?$/i.test(file) ? file : `${file}.mdx`);
  if (asPage !== undefined && context.site.has(asPage)) return true;
  // A folder that holds pages: the service sends it to one of them.
  if (context.site.hasPagesUnder(trimmed)) return true;
  // A redirected path is fine when the redirect leads somewhere: outside the site, or to a path
  // that exists (as the service's broken-links command judges it).
  return context.redirects.some((redirect) => {
    const match = redirect.pattern.exec(trimmed);
    if (!match) return false;
    const destination = redirect.destination && redirectDestination(redirect.destination, match);
    if (destination === undefined) return false;
    if (destination.startsWith('//') || SCHEME.test(destination)) return true;
    const target = destination.replace(/[?#].*$/, '');
    return (
      redirected < MAX_REDIRECTS &&
      exists(normalizePosixPath(target.startsWith('/') ? target : `/${target}`), context, redirected + 1)
    );
  });
}

/** A redirect of docs.json, its source as a pattern: `:param` matches a segment, `:param*` and `*` any. */
export interface CompiledRedirect {
  pattern: RegExp;
  destination: string | undefined;
}

export function redirectPatterns(
  redirects: readonly { source: string; destination?: string }[],
): CompiledRedirect[] {
  return redirects.map(({ source, destination }) => ({ pattern: redirectPattern(source), destination }));
}

function redirectPattern(source: string): RegExp {
  const path = source.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const pattern = path
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\*?)$/.exec(segment);
      if (param) return param[2] ? `(?<${param[1]}>.*)` : `(?<${param[1]}>[^/]+)`;
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
    })
    .join('/');
  try {
    return new RegExp(`^${pattern.startsWith('/') ? '' : '/'}${pattern}$`);
  } catch {
    // A parameter name used twice: match without capturing.
    return new RegExp(`^${pattern.startsWith('/') ? '' : '/'}${pattern.replace(/\(\?<\w+>/g, '(')}$`);
  }
}

/** The destination with the source's `:params` and `*` filled in from the match. */
export function redirectDestination(destination: string, match: RegExpExecArray): string {
  const groups = match.groups ?? {};
  const named = new Set(Object.values(groups));
  const wildcards = match.slice(1).filter((value) => !named.has(value));
  let next = 0;
  return destination
    .replace(/:(\w+)\*?/g, (whole, name: string) => groups[name] ?? whole)
    .replace(/\*/g, () => wildcards[next++] ?? '');
}
