import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import {
  checkMdxReferences,
  readMdxPages,
  specFilesNamedByPages,
  UncheckedReferences,
} from './pages/check-mdx.js';
import { checkImports, checkLinks, redirectPatterns } from './pages/check-links.js';
import { buildSiteMap, isSnippetFile } from './pages/site-pages.js';
import type { SiteMap } from './pages/site-pages.js';
import { readIgnoreRules } from './source/ignore-rules.js';
import type { MdxPage } from './pages/check-mdx.js';
import { checkNavigation } from './navigation/check-navigation.js';
import { emptyDocsConfig, readDocsConfig } from './navigation/docs-config.js';
import type { DocsConfig } from './navigation/docs-config.js';
import { Findings } from './findings.js';
import { resolvePages } from './pages/generated-pages.js';
import { isHttpUrlLike, listRepositoryFiles, normalizeRepoPath } from './source/repo-files.js';
import { parseJsonSource } from './source/source-document.js';
import type { SourceDocument } from './source/source-document.js';
import { loadRepositorySpecs, loadUrlSpec, SpecRegistry } from './openapi/spec-registry.js';
import type { RepositoryInput, ValidateOptions, ValidationIsolation, ValidationReport } from './types.js';

const DEFAULT_EXTENSION = 'x-doc';
/** From this many files on, a repository is validated in a worker thread (when one can be started). */
export const WORKER_FROM_FILES = 2000;

/**
 * Validates a documentation repository offline: docs.json (and the navigation files it `$ref`s),
 * every OpenAPI spec in the repository, the OpenAPI front matter of every page, its snippet imports
 * and its internal links. Content problems are findings; a missing or unreadable repository or
 * docs.json throws ConfigurationError.
 *
 * A large repository is validated in a worker thread when the shipped worker bundle is at hand
 * (see worker/validate-in-worker.ts): same findings, lower peak memory.
 */
export async function validateDocs(
  options: ValidateOptions,
  isolation: ValidationIsolation = {},
): Promise<ValidationReport> {
  const repository = await readRepository(options);
  if (repository.allFiles.length >= (isolation.fromFiles ?? WORKER_FROM_FILES)) {
    const { validateInWorker } = await import('./worker/validate-in-worker.js');
    const report = await validateInWorker(repository, isolation.workerScript);
    if (report) return report;
  }
  return (await analyzeRepository(repository)).report;
}

/**
 * The pages the service publishes for a documentation repository (file pages, generated API pages
 * with their real URLs, which pages import which snippets), read the way validateDocs reads it.
 */
export async function mapSitePages(options: ValidateOptions): Promise<SiteMap> {
  return (await analyzeRepository(await readRepository(options))).site;
}

/** The checked options, docs.json's text and the file listing: all a validation run starts from. */
export async function readRepository(options: ValidateOptions): Promise<RepositoryInput> {
  const root = resolve(options.dir);
  const extension = options.extension ?? DEFAULT_EXTENSION;
  if (!/^x-[\w.-]+$/.test(extension)) {
    throw new ConfigurationError(
      `extension: ${JSON.stringify(extension)} is not an OpenAPI extension name (x-...)`,
    );
  }
  await requireDirectory(root);
  const configPath = resolve(root, options.config ?? 'docs.json');
  const configText = await readConfig(configPath, options.config);
  const allFiles = await listRepositoryFiles(root).catch((error: unknown) => {
    throw new ConfigurationError(`dir: cannot list ${root}: ${errorMessage(error)}`);
  });
  return {
    root,
    extension,
    configFile: toPosix(relative(root, configPath)),
    configText,
    allFiles,
    fetchUrls: options.fetchUrls ?? false,
  };
}

export async function analyzeRepository(
  repository: RepositoryInput,
): Promise<{ report: ValidationReport; site: SiteMap }> {
  const { root, extension, configFile, configText, allFiles } = repository;
  const ignored = await readIgnoreRules(root);
  const files = allFiles.filter((file) => !ignored(file));
  const fileSet = new Set(allFiles);
  const findings = new Findings();
  const notes: string[] = [];

  const parsed = parseJsonSource(configFile, configText);
  let docs: SourceDocument | undefined;
  let config: DocsConfig = emptyDocsConfig();
  if (parsed.ok) {
    docs = parsed.document;
    config = readDocsConfig(docs, fileSet, findings, (path) => loadNavigationFile(root, path));
  } else {
    findings.add(
      'docs-json-syntax',
      configFile,
      parsed.position,
      `docs.json is not valid JSON: ${parsed.message}`,
    );
  }

  // Plain .md files are pages too; snippets are read for their imports only.
  const pageFiles = new Set([
    ...files.filter(
      (file) => /\.mdx?$/i.test(file) || (isSnippetFile(file) && /\.(jsx|tsx?|js)$/i.test(file)),
    ),
    ...config.pageFiles,
  ]);
  const pages = await readMdxPages(root, [...pageFiles], findings);

  const registry = new SpecRegistry();
  await loadRepositorySpecs({
    root,
    files,
    referenced: referencedSpecFiles(config, pages),
    exclude: new Set([configFile, ...config.refFiles]),
    extension,
    findings,
    registry,
  });
  if (docs && repository.fetchUrls) await loadUrlSpecs(docs, config, registry, extension, findings);
  else {
    for (const source of config.sources) {
      if (source.kind === 'url' && source.usable) registry.set(source.target, { state: 'unknown' });
    }
  }

  const unchecked = new UncheckedReferences();
  const candidates = docs ? checkNavigation(docs, config, registry, extension, findings, unchecked) : [];
  checkMdxReferences(pages, registry, findings, unchecked);
  const generated = resolvePages(candidates, extension, findings);

  const imports = new Map<string, string[]>();
  for (const page of pages)
    imports.set(page.file, checkImports(page.file, page.body.imports, fileSet, findings));
  const site = buildSiteMap({
    files: [...pageFiles].filter((file) => !isSnippetFile(file)).sort(),
    imports,
    generated,
  });
  const unlistedFolders = config.sources
    .filter((source) => registry.get(source.target).state === 'unknown')
    .map((source) => source.directory);
  const linkContext = {
    site,
    files: fileSet,
    redirects: redirectPatterns(config.redirects),
    unlistedFolders,
  };
  let uncheckedLinks = 0;
  for (const page of pages) {
    if (isSnippetFile(page.file)) continue;
    uncheckedLinks += checkLinks(page.file, page.body.links, linkContext, findings);
  }

  const unread = [...unchecked.urls, ...registry.unreadUrls()].filter(
    (url, i, all) => all.indexOf(url) === i,
  );
  if (unchecked.count > 0) {
    notes.push(
      `${unchecked.count} endpoint reference(s) not checked: they may be in ${unread.length === 1 ? 'the spec' : 'specs'} ${unread.join(', ')}, given by URL and not downloaded${repository.fetchUrls ? ' (the download failed)' : ' (run with --fetch-urls / fetch-urls: true to check them)'}`,
    );
  }
  if (uncheckedLinks > 0) {
    notes.push(
      `${uncheckedLinks} link(s) to generated API pages not checked: their spec is given by URL and was not downloaded`,
    );
  }

  const all = findings.sorted();
  const report: ValidationReport = {
    errors: all.filter((f) => f.severity === 'error'),
    warnings: all.filter((f) => f.severity === 'warning'),
    notes,
    pages: generated,
    specs: registry
      .documents()
      .map((d) => ({ file: d.file, openapi: d.openapi, operations: d.operations.length }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  };
  return { report, site };
}

/** A navigation file named by `$ref`, parsed. */
function loadNavigationFile(root: string, path: string): SourceDocument | { problem: string } {
  let text: string;
  try {
    text = readFileSync(join(root, path), 'utf8');
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

/** Repository files that docs.json or front matter name as specs: checked even without an `openapi` key. */
function referencedSpecFiles(config: DocsConfig, pages: readonly MdxPage[]): Set<string> {
  const referenced = new Set<string>(specFilesNamedByPages(pages));
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
  extension: string,
  findings: Findings,
): Promise<void> {
  const firstUse = new Map<string, (typeof config.sources)[number]>();
  for (const source of config.sources) {
    if (source.kind === 'url' && source.usable && !firstUse.has(source.target))
      firstUse.set(source.target, source);
  }
  await Promise.all(
    [...firstUse.values()].map(async (source) => {
      const { entry, problem } = await loadUrlSpec(source.target, extension, findings);
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

async function requireDirectory(root: string): Promise<void> {
  const info = await stat(root).catch((error: unknown) => {
    throw new ConfigurationError(`dir: cannot read ${root}: ${errorMessage(error)}`);
  });
  if (!info.isDirectory()) throw new ConfigurationError(`dir: ${root} is not a directory`);
}

async function readConfig(path: string, given: string | undefined): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ConfigurationError(
        given
          ? `config: ${path} does not exist`
          : `no docs.json in ${resolve(path, '..')}: run in the documentation repository or pass its directory`,
      );
    }
    throw new ConfigurationError(`config: cannot read ${path}: ${errorMessage(error)}`);
  }
}

function toPosix(path: string): string {
  return isAbsolute(path) ? path : path.split(sep).join('/');
}
