import { readFileSync } from 'node:fs';
import { errorMessage } from '../core/errors.js';
import { checkPages, filePageUrls, finishLinkChecks } from './check-pages.js';
import type { PageSideResult } from './check-pages.js';
import { Findings } from './findings.js';
import { checkNavigation } from './navigation/check-navigation.js';
import { emptyDocsConfig, readDocsConfig } from './navigation/docs-config.js';
import type { DocsConfig } from './navigation/docs-config.js';
import { loadRepositorySpecs, loadUrlSpec, SpecRegistry } from './openapi/spec-registry.js';
import type { SkippedSpec } from './openapi/spec-registry.js';
import type { SpecSiteSettings } from './openapi/check-openapi.js';
import {
  checkMdxReferences,
  pageReferences,
  readMdxPages,
  specFilesNamedByPages,
  UncheckedReferences,
} from './pages/check-mdx.js';
import type { PageBatches } from './pages/check-mdx.js';
import { resolvePages } from './pages/generated-pages.js';
import { SiteUrls } from './pages/site-pages.js';
import { readRoot } from './repository-files.js';
import type { RepositoryFiles } from './repository-files.js';
import { fileAt, isHttpUrlLike, normalizeRepoPath } from './source/repo-files.js';
import type { FileRoot } from './source/repo-files.js';
import { parseJsonSource } from './source/json-source.js';
import { loadYamlParsers } from './source/yaml-parsers.js';
import type { SourceDocument } from './source/source-document.js';
import { OtherVersionChecks } from './other-versions.js';
import { specAnchorShare } from './split-anchor-checks.js';
import type { SpecAnchorShare } from './split-anchor-checks.js';
import { AnchorIndex, checkLinkAnchors, repositoryText, SitePageFiles } from './pages/check-anchors.js';
import type { AnchorContext, AnchorInput } from './pages/check-anchors.js';
import type { Finding, GeneratedPage, OtherVersionsOutcome, RepositoryInput, SpecSummary } from './types.js';

export interface SpecOutcome {
  findings: Finding[];
  generated: GeneratedPage[];
  specs: SpecSummary[];
  /** Endpoint references that could not be checked, and the specs (URLs, not downloaded) they may be in. */
  uncheckedEndpoints: { count: number; schemas: number; unread: string[] };
  /** References found in no spec while some repository specs could not be read, and those specs. */
  uncheckedByUnreadable: { count: number; files: string[] };
  /** Links to generated pages of specs given by URL, not downloaded. */
  uncheckedLinks: number;
  /** Files that looked like specs and were not loaded, and why. */
  skippedSpecs: SkippedSpec[];
  /** When the repository input carries other versions of pages. */
  otherVersions?: OtherVersionsOutcome | undefined;
}

/**
 * The spec side of a validation: docs.json, its navigation and every spec, the pages' references
 * into the specs, and the second pass of the link checks. The specs are loaded while the page side
 * reads the pages (on another thread in a worker run): what it found is needed only from the spec
 * files the pages name on; meanwhile the spec side reads the pages the page side has not taken yet
 * (`batches`, shared with the page side). `imports` receives the imports of the pages read here
 * (for the site map).
 */
export async function checkSpecs(
  repository: RepositoryInput,
  files: RepositoryFiles,
  pageSide: Promise<PageSideResult>,
  shared: {
    batches?: PageBatches;
    imports?: Map<string, string[]>;
    site?: SiteUrls;
    /** In a worker run, sends the page side its part of the anchor checks (split-anchor-checks.ts). */
    shareAnchors?: (share: SpecAnchorShare) => void;
    /**
     * In a worker run, hands the generated pages on as soon as they are final, ahead of the rest:
     * the calling thread decodes them while this side ends.
     */
    sendGenerated?: (generated: GeneratedPage[]) => void;
  } = {},
): Promise<{ outcome: SpecOutcome; navigationPageFiles: Set<string> }> {
  const { batches, imports } = shared;
  // Built once for both passes of the link checks; the second adds the other pages' URLs.
  const site = shared.site ?? filePageUrls(files);
  const { extension, configFile, configText } = repository;
  const root = readRoot(repository);
  const findings = new Findings();

  const parsed = parseJsonSource(configFile, configText);
  let docs: SourceDocument | undefined;
  let config: DocsConfig = emptyDocsConfig();
  if (parsed.ok) {
    docs = parsed.document;
    config = readDocsConfig(docs, files.all, findings, (path) => loadNavigationFile(root, path));
  } else {
    findings.add(
      'docs-json-syntax',
      configFile,
      parsed.position,
      `docs.json is not valid JSON: ${parsed.message}`,
    );
  }

  const registry = new SpecRegistry();
  const specSite: SpecSiteSettings = { playgroundDisplay: config.playgroundDisplay };
  const specFiles = {
    root,
    files: files.published,
    exclude: new Set([configFile, ...config.refFiles]),
    extension,
    site: specSite,
    findings,
    registry,
  };
  const namedByConfig = specFilesNamedByConfig(config);
  await loadRepositorySpecs({ ...specFiles, referenced: namedByConfig });
  // Offline, the specs given by URL stay unknown: known before any page is read.
  if (!repository.fetchUrls) markUrlSpecsUnknown(config, registry);
  // The navigation needs the specs alone: checked while the page side reads the pages (unless specs
  // given by URL are still to download), and kept if the pages' references change no spec entry.
  const navigationFirst = repository.fetchUrls
    ? undefined
    : navigationPass(docs, config, registry, extension);

  // Pages of the navigation that the page side does not read: ignored files docs.json lists.
  const filePages = new Set(files.pages);
  const navigationOnlyFiles = [...config.pageFiles].filter((file) => !filePages.has(file));
  const navigationPages = await readMdxPages(root, navigationOnlyFiles, findings);
  // In a run that splits the anchor checks, the pages' early links are set apart as they are read.
  const early = shared.shareAnchors && { filePages: site, links: [] };
  const readHere = await checkPages(root, files, findings, { imports, batches, site, early });
  if (shared.shareAnchors && early) {
    shared.shareAnchors(
      specAnchorShare(readHere.anchors, early.links, navigationPages, navigationOnlyFiles, files),
    );
  }
  const fromPages = await pageSide;
  const unresolvedLinks = [...fromPages.unresolvedLinks, ...readHere.unresolvedLinks];
  const pages = [...fromPages.references, ...readHere.references, ...navigationPages.map(pageReferences)]
    .filter((page) => page !== undefined)
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  // Front matter of pages read on the other thread, and of other versions: parsed again below.
  if (pages.length > 0 || repository.otherVersions !== undefined) await loadYamlParsers();
  const others =
    repository.otherVersions === undefined
      ? undefined
      : new OtherVersionChecks(repository.otherVersions, files, site, pages, config.pageFiles);
  const namedByPages = specFilesNamedByPages(pages).filter((file) => !namedByConfig.has(file));
  await loadRepositorySpecs({ ...specFiles, referenced: new Set(namedByPages), onlyReferenced: true });

  if (docs && repository.fetchUrls)
    await loadUrlSpecs(docs, config, registry, { extension, site: specSite }, findings);

  const navigation =
    navigationFirst?.registryVersion === registry.version
      ? navigationFirst
      : navigationPass(docs, config, registry, extension);
  findings.addAll(navigation.findings.list());
  const { unchecked, generated } = navigation;
  shared.sendGenerated?.(generated);
  checkMdxReferences(pages, registry, findings, unchecked);
  others?.checkReferences(registry);

  const unread = [...unchecked.urls, ...registry.unreadUrls()].filter(
    (url, i, all) => all.indexOf(url) === i,
  );
  const targets = {
    navigationPages,
    navigationOnlyFiles,
    generatedSite: navigation.site,
    redirects: config.redirects,
    unlistedFolders: config.sources
      .filter((source) => registry.get(source.target).state === 'unknown')
      .map((source) => source.directory),
  };
  // The page side's anchors stay in its map: 25,000 entries are not copied into another.
  const anchorInput: AnchorInput = {
    links: [...fromPages.anchors.links, ...readHere.anchors.links],
    anchors: readHere.anchors.anchors,
  };
  const { uncheckedLinks, context } = finishLinkChecks(
    files,
    site,
    unresolvedLinks,
    targets,
    findings,
    imports,
    anchorInput,
  );
  const read = repositoryText(root);
  const recorded = (file: string) => fromPages.anchors.anchors.get(file) ?? anchorInput.anchors.get(file);
  const anchors: AnchorContext = {
    links: context,
    pages: new SitePageFiles(
      (file) => filePages.has(file) || config.pageFiles.has(file),
      () => [...files.pages, ...navigationOnlyFiles],
    ),
    anchors: new AnchorIndex(recorded, read, files.all),
  };
  checkLinkAnchors(anchorInput.links, anchors, findings);
  others?.finishLinkChecks(context, { anchors, headLinks: anchorInput.links, recorded, read });
  const outcome: SpecOutcome = {
    findings: findings.list(),
    generated,
    specs: registry
      .documents()
      .map((d) => ({ file: d.file, openapi: d.openapi, operations: d.operations.length }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    uncheckedEndpoints: { count: unchecked.count, schemas: unchecked.schemaCount, unread },
    uncheckedByUnreadable: { count: unchecked.unreadableCount, files: [...unchecked.unreadable].sort() },
    uncheckedLinks,
    skippedSpecs: registry.skipped(),
    otherVersions: others?.outcome(),
  };
  return { outcome, navigationPageFiles: config.pageFiles };
}

interface NavigationPass {
  generated: GeneratedPage[];
  /** Their URLs, for the link checks (built here, while the other side reads pages). */
  site: SiteUrls;
  findings: Findings;
  /** The navigation's references that could not be checked; the pages' are added to it. */
  unchecked: UncheckedReferences;
  /** The registry's version the pass saw. */
  registryVersion: number;
}

/** The navigation's references into the specs, and the pages it generates, as the registry stands. */
function navigationPass(
  docs: SourceDocument | undefined,
  config: DocsConfig,
  registry: SpecRegistry,
  extension: string,
): NavigationPass {
  const findings = new Findings();
  const unchecked = new UncheckedReferences();
  const candidates = docs ? checkNavigation(docs, config, registry, extension, findings, unchecked) : [];
  const generated = resolvePages(candidates, extension, findings);
  const site = new SiteUrls();
  for (const page of generated) site.add(page.url);
  return { generated, site, findings, unchecked, registryVersion: registry.version };
}

function markUrlSpecsUnknown(config: DocsConfig, registry: SpecRegistry): void {
  for (const source of config.sources) {
    if (source.kind === 'url' && source.usable) registry.set(source.target, { state: 'unknown' });
  }
}

/** A navigation file named by `$ref`, parsed. */
function loadNavigationFile(root: FileRoot, path: string): SourceDocument | { problem: string } {
  let text: string;
  try {
    text = readFileSync(fileAt(root, path), 'utf8');
  } catch (error) {
    return { problem: `cannot read ${path}: ${errorMessage(error)}` };
  }
  const parsed = parseJsonSource(path, text);
  return parsed.ok
    ? parsed.document
    : {
        problem: `${path}:${parsed.position.line}:${parsed.position.column} is not valid JSON: ${parsed.message}`,
      };
}

/** Repository files that docs.json names as specs: checked even without an `openapi` key. */
function specFilesNamedByConfig(config: DocsConfig): Set<string> {
  const referenced = new Set<string>();
  for (const source of config.sources) {
    if (source.kind === 'file' && source.usable) referenced.add(source.target);
  }
  for (const { reference } of config.endpoints) {
    const path =
      reference.file && !isHttpUrlLike(reference.file) ? normalizeRepoPath(reference.file) : undefined;
    if (path) referenced.add(path);
  }
  return referenced;
}

async function loadUrlSpecs(
  docs: SourceDocument,
  config: DocsConfig,
  registry: SpecRegistry,
  checks: { extension: string; site: SpecSiteSettings },
  findings: Findings,
): Promise<void> {
  const firstUse = new Map<string, (typeof config.sources)[number]>();
  for (const source of config.sources) {
    if (source.kind === 'url' && source.usable && !firstUse.has(source.target))
      firstUse.set(source.target, source);
  }
  await Promise.all(
    [...firstUse.values()].map(async (source) => {
      const { entry, problem } = await loadUrlSpec(source.target, checks.extension, findings, checks.site);
      registry.set(source.target, entry);
      if (problem) {
        findings.at(
          source.document ?? docs,
          source.at,
          'openapi-source-unreachable',
          `could not download ${source.target}: ${problem}`,
          'value',
        );
      }
    }),
  );
}
