// The link half of `npm run compat`: the service CLI's broken-links findings against the kit's
// link-broken warnings, and its `--check-anchors` findings against link-anchor-missing, every
// disagreement listed with its reason where one is known.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { headingAnchors } from '../../src/validate/index.js';
import type { Finding } from '../../src/validate/index.js';
import { cleanAnchor } from '../../src/validate/pages/anchor-slug.js';
import { extractFrontMatter } from '../../src/validate/pages/front-matter.js';
import { pageAnchors } from '../../src/validate/pages/heading-anchors.js';

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
  const ourLinks = ours
    .filter((f) => f.rule === 'link-broken')
    .map((f) => ({ finding: f, target: /^"((?:[^"\\]|\\.)*)"/.exec(f.message)?.[1] ?? f.message }));
  return disagreements(
    ourLinks,
    theirs,
    (finding, target) => whyOnlyOurs(dir, finding, target),
    (file, target) => whyOnlyTheirs(dir, file, target, site),
  );
}

/** What only one side found, keyed by file and target as written, each with its reason where known. */
function disagreements(
  ourLinks: readonly { finding: Finding; target: string }[],
  theirs: readonly TheirLink[],
  whyOurs: (finding: Finding, target: string) => string | undefined,
  whyTheirs: (file: string, target: string) => string | undefined,
): LinkDisagreement[] {
  const key = (file: string, target: string) => `${file} -> ${target}`;
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
      reason: whyOurs(finding, target),
    });
  }
  for (const { file, target } of theirs) {
    if (ourKeys.has(key(file, target))) continue;
    differences.push({ only: 'service CLI', file, target, reason: whyTheirs(file, target) });
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

/**
 * The CLI's anchor findings: what `broken-links --check-anchors` reports beyond `broken-links`
 * (each link counted as often as it is reported).
 */
export function anchorOnlyLinks(
  withAnchors: readonly TheirLink[],
  without: readonly TheirLink[],
): TheirLink[] {
  const plain = new Map<string, number>();
  for (const { file, target } of without)
    plain.set(`${file}\0${target}`, (plain.get(`${file}\0${target}`) ?? 0) + 1);
  return withAnchors.filter(({ file, target }) => {
    const key = `${file}\0${target}`;
    const left = plain.get(key) ?? 0;
    if (left > 0) plain.set(key, left - 1);
    return left === 0;
  });
}

/** Both sides' missing anchors (the kit's link-anchor-missing, the CLI's anchor findings), every difference with its reason where known. */
export function compareAnchorFindings(
  dir: string,
  ours: readonly Finding[],
  theirs: readonly TheirLink[],
): LinkDisagreement[] {
  const ourLinks = ours
    .filter((f) => f.rule === 'link-anchor-missing')
    .map((f) => ({ finding: f, target: writtenTarget(dir, f) ?? f.message.split(':')[0]! }));
  return disagreements(
    ourLinks,
    theirs,
    (finding) => whyOnlyOurAnchor(dir, finding),
    (file, target) => whyOnlyTheirAnchor(dir, file, target),
  );
}

/** The link a finding points at, as written on its page (the finding's column is where it starts). */
function writtenTarget(dir: string, finding: Finding): string | undefined {
  const line = readText(join(dir, finding.file))?.split(/\r?\n/)[finding.line - 1];
  const written =
    line && /^[{"'`]?([^\s"'`<>{}]+?)\)?(?=[\s"'`>}]|\)|$)/.exec(line.slice(finding.column - 1));
  return written ? written[1] : undefined;
}

function whyOnlyOurAnchor(dir: string, finding: Finding): string | undefined {
  const line = readText(join(dir, finding.file))?.split(/\r?\n/)[finding.line - 1];
  if (line === undefined) return undefined;
  const before = line.slice(0, finding.column - 1);
  const tag = /<([A-Za-z][\w.]*)\b[^<>]*$/.exec(before)?.[1];
  const attribute = /\b(href|src)\s*=\s*\{?\s*["'`]?$/.exec(before)?.[1];
  if (tag && attribute && CLI_ELEMENTS[tag.toLowerCase()] !== attribute)
    return `a <${tag}> ${attribute}, which the CLI does not read: a real missing anchor`;
  if (/^\s{0,3}\[[^\]]+\]:/.test(line))
    return 'a reference-style link, which the CLI does not read: a real missing anchor';
  return undefined;
}

/** Why the CLI reports a fragment the kit accepts or does not judge. */
function whyOnlyTheirAnchor(dir: string, file: string, target: string): string | undefined {
  const hash = target.indexOf('#');
  const fragment = hash < 0 ? '' : target.slice(hash + 1);
  if (/^\/?_?snippets\//i.test(file))
    return 'written in a snippet: the kit judges it on no page (the page that imports the snippet is where it lands)';
  if (fragment.toLowerCase() === 'top') return '#top: browsers scroll to the top of any page';
  if (fragment.startsWith(':~:'))
    return 'a text fragment (#:~:text=), which browsers resolve against the text';
  const path = decodeURI(target.slice(0, hash < 0 ? undefined : hash).replace(/\?.*$/, ''));
  if (path === '/' && file !== 'index.mdx' && file !== 'index.md')
    return 'the CLI reads `/#...` as the linking page itself; the kit reads the home page, where the anchor is';
  const page = pageFileOf(dir, file, path);
  if (page === undefined) return undefined;
  const text = readText(join(dir, page))!;
  const frontMatter = extractFrontMatter(text);
  const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
  if (frontMatter.kind === 'yaml' && /^(?:openapi|openapi-schema|api)[ \t]*:/m.test(frontMatter.yaml))
    return `${page} is an API page (openapi front matter): its content, and anchors, come from the spec; not judged`;
  const own = pageAnchors(text, bodyStart);
  if (!own.complete)
    return `${page} has an id the kit cannot compute (an id={expression}, a title it does not transliterate): not judged`;
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // kept as written
  }
  const cleaned = cleanAnchor(decoded);
  if (own.ids.has(cleaned) || own.ids.has(decoded))
    return `${page} has #${cleaned} on an element inside a line of text or as <a name>, which the CLI does not collect; browsers follow it`;
  for (const snippet of importedFiles(dir, page, text)) {
    if (!/\.mdx?$/i.test(snippet)) {
      if (/\bid\s*[=:]|[{,]\s*id\s*[},]/.test(readText(join(dir, snippet)) ?? ''))
        return `${page} imports ${snippet}, a script that sets ids: not judged`;
      continue;
    }
    if (headingAnchors(readText(join(dir, snippet)) ?? '').has(cleaned))
      return `#${cleaned} is a heading of ${snippet}, which ${page} imports; the CLI does not read snippets`;
  }
  return undefined;
}

/** The page file a link from `file` leads to, looked up as the CLI does (root-relative unless `.`). */
function pageFileOf(dir: string, file: string, path: string): string | undefined {
  if (path === '') return file;
  const base = path.startsWith('.') ? posix.join(posix.dirname(file), path) : path.replace(/^\/+/, '');
  const stem = posix
    .normalize(base)
    .replace(/^\.$/, '')
    .replace(/\/+$/, '')
    .replace(/\.mdx?$/i, '');
  const candidates =
    stem === ''
      ? ['index.mdx', 'index.md']
      : [`${stem}.mdx`, `${stem}.md`, `${stem}/index.mdx`, `${stem}/index.md`];
  return candidates.find((candidate) => existsSync(join(dir, candidate)));
}

function importedFiles(dir: string, page: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm)) {
    const source = match[1]!;
    if (!source.startsWith('/') && !source.startsWith('.')) continue;
    const path = posix.normalize(
      source.startsWith('/') ? source.slice(1) : posix.join(posix.dirname(page), source),
    );
    const file = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts']
      .map((extension) => path + extension)
      .find((candidate) => existsSync(join(dir, candidate)));
    if (file) found.push(file);
  }
  return found;
}
