import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Clock } from '../core/clock.js';
import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { parseSiteAddress } from '../core/site-address.js';
import type { GitHubClient } from '../github/octokit.js';
import { LinkCache } from './cache.js';
import { checkDocuments } from './check-documents.js';
import type { EngineOptions } from './check-documents.js';
import type { NetworkOptions } from './http/fetch-document.js';
import { collectLinks } from './collect.js';
import type { CollectedLink } from './collect.js';
import { compileExclusion, readLycheeIgnoreFiles } from './exclusions.js';
import type { Exclusion } from './exclusions.js';
import { isNewLink } from './scope.js';
import type { UrlsByPage } from './scope.js';
import type { LivePage } from './live/live-check.js';
import type { CheckedLink, LinkStatus, LinkSummary } from './types.js';
import { linkVerdict } from './verdicts.js';

export const DEFAULTS = {
  maxConcurrency: 32,
  hostConcurrency: 2,
  requestTimeoutMs: 10_000,
  cacheMaxAgeMs: 24 * 3_600_000,
} as const;

/**
 * The base a run is compared with (only links new at the head decide): its pages' links, or a
 * folder to read them from the same way.
 */
export type LinkBase = LinkBaseUrls | { dir: string; label: string };

export interface LinkBaseUrls {
  urlsByPage: UrlsByPage;
  /** Base path → head path. */
  renames?: ReadonlyMap<string, string> | undefined;
  /** Said in the report: `base-dir ../main`, `baseline old.json`, `commit 1a2b3c4`. */
  label: string;
}

export interface LinkCheckOptions {
  /** Absolute. */
  docsDir: string;
  /** Only these pages (relative to docsDir). */
  pages?: readonly string[] | undefined;
  /** Regular expressions given by the user, with where they were given (`--exclude`, `input exclude`). */
  exclude?: readonly string[] | undefined;
  excludeOrigin?: string | undefined;
  /** Folders whose `.lycheeignore` is read; default the docs folder and the repository's root. */
  lycheeIgnoreFolders?: readonly string[] | undefined;
  siteUrl?: string | undefined;
  allowPrivate?: boolean | undefined;
  maxConcurrency?: number | undefined;
  hostConcurrency?: number | undefined;
  requestTimeoutMs?: number | undefined;
  cacheFile?: string | undefined;
  cacheMaxAgeMs?: number | undefined;
  network?: NetworkOptions | undefined;
  github?: GitHubClient | undefined;
  base?: LinkBase | undefined;
  logger: Logger;
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
}

export interface LinkComparison {
  base: string;
  /** Links some page of the head has where the base's page did not. */
  newLinks: number;
  newBroken: number;
}

export interface LinkReport {
  links: CheckedLink[];
  summary: LinkSummary;
  /** Pages read. */
  pages: number;
  comparison?: LinkComparison | undefined;
  /** Links that could not be checked for want of a network (no DNS): suspect. */
  networkDown: number;
  /** The cache file was written (it had fresh results to keep). */
  cacheWritten?: boolean | undefined;
  /** A check of the rendered pages (`--live`): each page's own status and links. */
  live?: LiveSection | undefined;
}

export interface LiveSection {
  siteUrl: string;
  pages: LivePage[];
  /** The site asks for a login: nothing could be checked. */
  login?: { url: string; reason: string } | undefined;
}

const ORDER: Record<LinkStatus, number> = { broken: 0, suspect: 1, ok: 2, skipped: 3, excluded: 4 };

/** Checks the outside links of a docs folder's pages: the use case of `docs-ci links` and the links action. */
export async function runLinkCheck(options: LinkCheckOptions): Promise<LinkReport> {
  const { logger } = options;
  const { docsDir, siteUrl, exclusions, cache } = await prepareRun(options);
  const collection = await collectLinks(docsDir, { pages: options.pages, siteUrl, exclusions });
  const documents = new Map<string, boolean>();
  for (const link of collection.links) {
    if (link.document === undefined) continue;
    documents.set(link.document, (documents.get(link.document) ?? false) || link.fragment !== undefined);
  }
  logger.info(
    `Checking ${documents.size} outside address(es) of ${collection.links.length} link(s) on ${collection.pages} page(s).`,
  );
  const engine = await checkDocuments(
    [...documents].map(([document, wantAnchors]) => ({ document, wantAnchors })),
    engineOptions(options, cache),
  );
  const cacheWritten = await writeCache(options, cache);

  if (options.base && 'dir' in options.base && !existsSync(options.base.dir))
    throw new ConfigurationError(`the base folder ${options.base.dir} does not exist`);
  const base =
    options.base && 'dir' in options.base
      ? {
          urlsByPage: (await collectLinks(resolve(options.base.dir), { siteUrl, exclusions: [] })).urlsByPage,
          label: options.base.label,
        }
      : options.base;
  const links = collection.links.map((link) => {
    const checked = linkVerdict(
      link,
      link.document === undefined ? undefined : engine.checks.get(link.document),
    );
    return base ? { ...checked, new: isNew(link, base) } : checked;
  });
  links.sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      Number(Boolean(b.new)) - Number(Boolean(a.new)) ||
      (a.url < b.url ? -1 : 1),
  );
  sayNetworkDown(engine.networkDown, engine.answered, logger);
  const summary: LinkSummary = {
    ok: 0,
    broken: 0,
    suspect: 0,
    skipped: 0,
    excluded: 0,
    requests: engine.requests,
    hosts: engine.hosts,
    cached: links.filter((link) => link.cached).length,
  };
  for (const link of links) summary[link.status]++;
  return {
    links,
    summary,
    pages: collection.pages,
    networkDown: engine.networkDown,
    cacheWritten,
    ...(base
      ? {
          comparison: {
            base: base.label,
            newLinks: links.filter((link) => link.new).length,
            newBroken: links.filter((link) => link.new && link.status === 'broken').length,
          },
        }
      : {}),
  };
}

/** What every link check starts from: the docs folder, the site's address, the exclusions, the cache. */
export async function prepareRun(options: LinkCheckOptions): Promise<{
  docsDir: string;
  siteUrl: URL | undefined;
  exclusions: Exclusion[];
  cache: LinkCache;
}> {
  const docsDir = resolve(options.docsDir);
  if (!existsSync(docsDir)) throw new ConfigurationError(`the docs folder ${options.docsDir} does not exist`);
  const siteUrl =
    options.siteUrl === undefined
      ? undefined
      : parseSiteAddress(options.siteUrl, { what: 'site-url', wording: 'address' });
  const exclusions = [
    ...(options.exclude ?? []).map((pattern) =>
      compileExclusion(pattern, options.excludeOrigin ?? 'exclude'),
    ),
    ...(await readLycheeIgnoreFiles(
      options.lycheeIgnoreFolders ?? [docsDir, repositoryRoot(docsDir)],
      (folder) => displayPath(join(folder, '.lycheeignore')),
    )),
  ];
  const maxAgeMs = options.cacheMaxAgeMs ?? DEFAULTS.cacheMaxAgeMs;
  const now = options.clock?.now() ?? Date.now();
  const cache = options.cacheFile
    ? await LinkCache.read(options.cacheFile, maxAgeMs, options.logger, now)
    : LinkCache.empty(maxAgeMs, now);
  return { docsDir, siteUrl, exclusions, cache };
}

/** The engine's settings from a run's options, defaults filled in. */
export function engineOptions(options: LinkCheckOptions, cache: LinkCache): EngineOptions {
  return {
    allowPrivate: options.allowPrivate ?? false,
    maxConcurrency: options.maxConcurrency ?? DEFAULTS.maxConcurrency,
    hostConcurrency: options.hostConcurrency ?? DEFAULTS.hostConcurrency,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs,
    network: options.network,
    github: options.github,
    cache,
    logger: options.logger,
    clock: options.clock,
    signal: options.signal,
  };
}

/** Writes the cache when it has fresh results to keep; false (after a warning) when it could not. */
export async function writeCache(options: LinkCheckOptions, cache: LinkCache): Promise<boolean> {
  if (!options.cacheFile || !cache.dirty) return false;
  return cache.write(options.cacheFile).then(
    () => true,
    (error: unknown) => {
      options.logger.warning(
        `The link cache could not be written to ${options.cacheFile} (${(error as Error).message}).`,
      );
      return false;
    },
  );
}

/** Said once: links that could not be checked because no DNS answers are suspect, not broken. */
export function sayNetworkDown(networkDown: number, answered: number, logger: Logger): void {
  if (networkDown > 0 && answered === 0) {
    logger.warning(
      `The network is unreachable from here: no outside host answered and ${networkDown} host name(s) could ` +
        'not be looked up, so those links are listed as suspect (which never fails the step). Run where the web is reachable.',
    );
  } else if (networkDown > 0) {
    logger.info(`${networkDown} address(es) could not be looked up (no DNS answer): listed as suspect.`);
  }
}

function isNew(link: CollectedLink, base: LinkBaseUrls): boolean {
  const pages = [...new Set(link.sources.map((source) => source.file))];
  return isNewLink(link.url, pages, base.urlsByPage, base.renames);
}

/** The nearest folder at or above `dir` holding `.git`; `dir` itself when none. */
export function repositoryRoot(dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return at;
    if (dirname(at) === at) return dir;
  }
}

function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return (rel && !rel.startsWith('..') ? rel : path).split(sep).join('/');
}
