// The link half of `npm run compat`: the service CLI's broken-links findings against the kit's
// link-broken warnings, every disagreement listed with its reason where one is known.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Finding } from '../../src/validate/index.js';

/** One broken link the service's CLI printed: the page (as it names it) and the link as written. */
export interface TheirLink {
  file: string;
  target: string;
}

/** A link finding only one side has, and why, where known (undefined: to look at by hand). */
export interface LinkDisagreement {
  only: 'docs-ci' | 'service CLI';
  file: string;
  target: string;
  line?: number;
  reason: string | undefined;
}

/** What the kit knows of the site, to explain the CLI's findings the kit does not share. */
export interface SiteKnowledge {
  /** Every URL the kit says the site publishes (file and generated pages). */
  urls: ReadonlySet<string>;
  /** Generated API pages' URLs. */
  generated: ReadonlySet<string>;
  /** Redirect sources of docs.json, `$ref` resolved. */
  redirects: readonly string[];
}

/**
 * The CLI's `broken-links` output (colours stripped): a page path on its own line (wrapped at the
 * terminal's width when long), then one `⎿  link` line per broken link of it.
 */
export function parseBrokenLinks(output: string): TheirLink[] {
  const links: TheirLink[] = [];
  let file: string | undefined;
  let pathSoFar = '';
  // eslint-disable-next-line no-control-regex
  for (const raw of output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split('\n')) {
    const line = raw.trim();
    const link = /^⎿\s*(\S.*)$/.exec(line);
    if (link) {
      if (file) links.push({ file, target: link[1]!.trim() });
      pathSoFar = '';
    } else if (/^[^\s⎿]+$/.test(line)) {
      // A path, or the next piece of a wrapped one.
      pathSoFar += line;
      file = /\.mdx?$/i.test(pathSoFar) ? pathSoFar.replace(/^\.?\//, '') : undefined;
    } else {
      pathSoFar = '';
      file = undefined;
    }
  }
  return links;
}

/** The elements whose links the CLI reads (besides markdown links and images). */
const CLI_ELEMENTS: Record<string, string> = { img: 'src', source: 'src', a: 'href', card: 'href' };

/** Both sides' link findings, every difference with its reason where one is known. */
export function compareLinkFindings(
  dir: string,
  ours: readonly Finding[],
  theirs: readonly TheirLink[],
  site: SiteKnowledge,
): LinkDisagreement[] {
  const key = (file: string, target: string) => `${file} -> ${target}`;
  const ourLinks = ours
    .filter((f) => f.rule === 'link-broken')
    .map((f) => ({ finding: f, target: /^"((?:[^"\\]|\\.)*)"/.exec(f.message)?.[1] ?? f.message }));
  const theirKeys = new Set(theirs.map((t) => key(t.file, t.target)));
  const ourKeys = new Set(ourLinks.map((o) => key(o.finding.file, o.target)));
  const differences: LinkDisagreement[] = [];
  for (const { finding, target } of ourLinks) {
    if (theirKeys.has(key(finding.file, target))) continue;
    differences.push({
      only: 'docs-ci',
      file: finding.file,
      target,
      line: finding.line,
      reason: whyOnlyOurs(dir, finding, target),
    });
  }
  for (const { file, target } of theirs) {
    if (ourKeys.has(key(file, target))) continue;
    differences.push({ only: 'service CLI', file, target, reason: whyOnlyTheirs(dir, file, target, site) });
  }
  return differences.sort((a, b) => key(a.file, a.target).localeCompare(key(b.file, b.target)));
}

/** Why the kit reports a link the CLI does not: a place the CLI does not read, or how it resolves. */
function whyOnlyOurs(dir: string, finding: Finding, target: string): string | undefined {
  const text = readText(join(dir, finding.file));
  const line = text?.split(/\r?\n/)[finding.line - 1];
  if (line === undefined) return undefined;
  const before = line.slice(0, finding.column - 1);
  const tag = /<([A-Za-z][\w.]*)\b[^<>]*$/.exec(before)?.[1];
  const attribute = /\b(href|src)\s*=\s*\{?\s*["'`]?$/.exec(before)?.[1];
  if (tag && attribute && CLI_ELEMENTS[tag.toLowerCase()] !== attribute) {
    return `a <${tag}> ${attribute}, which the CLI does not read (it reads markdown links and images, <img>/<source> src, <a>/<Card> href): a real broken link on the page`;
  }
  if (/^\s{0,3}\[[^\]]+\]:/.test(line)) {
    return 'a reference-style link (its definition is used on the page), which the CLI does not read: a real broken link';
  }
  if (/^\/?snippets\//.test(finding.file)) return 'in a snippet, which the CLI does not read';
  const path = target.replace(/[?#].*$/, '');
  const fromRoot = path.startsWith('/') || !path.startsWith('.') ? posix.normalize(`/${path}`) : undefined;
  const sameStem = fromRoot && fileWithSameStem(dir, fromRoot);
  if (sameStem) {
    return `the CLI accepts ${fromRoot} because ${sameStem} has the same name before its extension; the site serves nothing at ${fromRoot}`;
  }
  return undefined;
}

/** Why the kit accepts a link the CLI reports: pages, redirects and folders the CLI does not know. */
function whyOnlyTheirs(dir: string, file: string, target: string, site: SiteKnowledge): string | undefined {
  const path = decodeURI(target.replace(/[?#].*$/, '')).replace(/\/+$/, '');
  const candidates = path.startsWith('/')
    ? [posix.normalize(path)]
    : [posix.normalize(`/${posix.dirname(file)}/${path}`), posix.normalize(`/${path}`)];
  for (const candidate of candidates) {
    if (site.generated.has(candidate))
      return `${candidate} is a generated API page (the CLI lists only the specs it can read offline)`;
    if (site.redirects.some((source) => redirectMatches(source, candidate)))
      return `${candidate} is covered by a redirect of docs.json`;
    if (site.urls.has(candidate)) return `${candidate} is a page of the site`;
    if ([...site.urls].some((url) => url.startsWith(`${candidate}/`)))
      return `${candidate} is a folder holding pages: the site sends it to one of them`;
    if (existsSync(join(dir, candidate))) return `${candidate} is a file of the repository`;
  }
  return undefined;
}

function redirectMatches(source: string, path: string): boolean {
  const pattern = source
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('*')
          ? '.*'
          : '[^/]+'
        : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'),
    )
    .join('/');
  return new RegExp(`^${pattern.startsWith('/') ? '' : '/'}${pattern}$`).test(path);
}

/** A file beside `path` with the same name before the extension (the CLI matches on that), if any. */
function fileWithSameStem(dir: string, path: string): string | undefined {
  const { dir: folder, name, base } = posix.parse(path);
  try {
    const entry = readdirSync(join(dir, folder)).find(
      (entry) => entry !== base && posix.parse(entry).name === name,
    );
    return entry && posix.join(folder, entry);
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
