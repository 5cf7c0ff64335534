import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import { checkMdxReferences, readMdxPages, specFilesNamedByPages } from './pages/check-mdx.js';
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
import type { ValidateOptions, ValidationReport } from './types.js';

const DEFAULT_EXTENSION = 'x-doc';

/**
 * Validates a documentation repository offline: docs.json, every OpenAPI spec in the repository
 * and the OpenAPI front matter of every MDX page. Content problems are findings; a missing or
 * unreadable repository or docs.json throws ConfigurationError.
 */
export async function validateDocs(options: ValidateOptions): Promise<ValidationReport> {
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
  const configFile = toPosix(relative(root, configPath));
  const files = await listRepositoryFiles(root).catch((error: unknown) => {
    throw new ConfigurationError(`dir: cannot list ${root}: ${errorMessage(error)}`);
  });
  const findings = new Findings();

  const parsed = parseJsonSource(configFile, configText);
  let docs: SourceDocument | undefined;
  let config: DocsConfig = emptyDocsConfig();
  if (parsed.ok) {
    docs = parsed.document;
    config = readDocsConfig(docs, new Set(files), findings);
  } else {
    findings.add(
      'docs-json-syntax',
      configFile,
      parsed.position,
      `docs.json is not valid JSON: ${parsed.message}`,
    );
  }

  // Plain .md files are checked when the navigation names them (a README is not a page).
  const pageFiles = new Set([...files.filter((file) => file.endsWith('.mdx')), ...config.pageFiles]);
  const pages = await readMdxPages(root, [...pageFiles], findings);

  const registry = new SpecRegistry();
  await loadRepositorySpecs({
    root,
    files,
    referenced: referencedSpecFiles(config, pages),
    exclude: new Set([configFile]),
    extension,
    findings,
    registry,
  });
  if (docs && options.fetchUrls) await loadUrlSpecs(docs, config, registry, extension, findings);

  const candidates = docs ? checkNavigation(docs, config, registry, extension, findings) : [];
  checkMdxReferences(pages, registry, findings);
  const generated = resolvePages(candidates, extension, findings);

  const all = findings.sorted();
  return {
    errors: all.filter((f) => f.severity === 'error'),
    warnings: all.filter((f) => f.severity === 'warning'),
    pages: generated,
    specs: registry
      .documents()
      .map((d) => ({ file: d.file, openapi: d.openapi, operations: d.operations.length }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
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
          docs,
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
