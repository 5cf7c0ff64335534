import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import { assembleReport } from './assemble-report.js';
import { checkPages, filePageUrls } from './check-pages.js';
import { checkSpecs } from './check-specs.js';
import { Findings } from './findings.js';
import { PageBatches } from './pages/check-mdx.js';
import { buildSiteMap, isSnippetFile } from './pages/site-pages.js';
import type { SiteMap } from './pages/site-pages.js';
import type { ValidationWorkers } from './worker/validate-in-worker.js';
import { readRoot, repositoryFiles } from './repository-files.js';
import { listRepositoryFiles } from './source/repo-files.js';
import type {
  PageVersion,
  RepositoryInput,
  ValidateOptions,
  Validation,
  ValidationIsolation,
  ValidationReport,
} from './types.js';

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
  return (await readAndValidate(options, undefined, isolation)).report;
}

/**
 * validateDocs, and the other versions of some page files checked in the repository's context
 * (other-versions.ts): a pull request's base versions of the pages it changed, in one run.
 */
export async function validateDocsWithOtherVersions(
  options: ValidateOptions,
  otherVersions: PageVersion[],
  isolation: ValidationIsolation = {},
): Promise<Validation> {
  return readAndValidate(options, otherVersions, isolation);
}

/**
 * The head's validation for a base comparison: validateDocs, or with the other versions of the pages
 * a change modified checked beside it when the comparison found it can reuse the head's validation.
 */
export function headValidation(
  options: ValidateOptions,
): (otherVersions: PageVersion[] | undefined) => Promise<Validation> {
  return async (otherVersions) =>
    otherVersions
      ? validateDocsWithOtherVersions(options, otherVersions)
      : { report: await validateDocs(options) };
}

/**
 * Reads and validates a repository. The worker threads of a large one are started as soon as the
 * listing passes the size threshold: they load their code while the rest is listed.
 */
async function readAndValidate(
  options: ValidateOptions,
  otherVersions: PageVersion[] | undefined,
  isolation: ValidationIsolation,
): Promise<Validation> {
  const threshold = isolation.fromFiles ?? WORKER_FROM_FILES;
  let workers: Promise<ValidationWorkers | undefined> | undefined;
  const onCount = (files: number) => {
    workers ??=
      files >= threshold
        ? import('./worker/validate-in-worker.js').then(({ startValidationWorkers }) =>
            startValidationWorkers(isolation.workerScript),
          )
        : undefined;
  };
  let repository: RepositoryInput;
  try {
    repository = await readRepository(options, onCount);
    if (otherVersions) repository = { ...repository, otherVersions };
  } catch (error) {
    void workers?.then((started) => started?.stop());
    throw error;
  }
  return validateRepository(repository, isolation, workers);
}

/**
 * Validates a repository input as validateDocs does (in a worker from WORKER_FROM_FILES files on),
 * on the workers already `started` for it, if any.
 */
export async function validateRepository(
  repository: RepositoryInput,
  isolation: ValidationIsolation = {},
  started?: Promise<ValidationWorkers | undefined>,
): Promise<Validation> {
  if (started || repository.allFiles.length >= (isolation.fromFiles ?? WORKER_FROM_FILES)) {
    const workers = started
      ? await started
      : (await import('./worker/validate-in-worker.js')).startValidationWorkers(isolation.workerScript);
    const validation = await workers?.run(repository);
    if (validation) return validation;
  }
  const { report, otherVersions } = await analyzeRepository(repository);
  return { report, otherVersions };
}

/**
 * The pages the service publishes for a documentation repository (file pages, generated API pages
 * with their real URLs, which pages import which snippets), read the way validateDocs reads it.
 */
export async function mapSitePages(options: ValidateOptions): Promise<SiteMap> {
  return (await analyzeRepository(await readRepository(options))).siteMap();
}

/** The checked options, docs.json's text and the file listing: all a validation run starts from. */
export async function readRepository(
  options: ValidateOptions,
  onCount?: (files: number) => void,
): Promise<RepositoryInput> {
  const settings = repositorySettings(options);
  const { root } = settings;
  await requireDirectory(root);
  const configText = await readConfig(resolve(root, settings.configFile), options.config);
  const allFiles = await listRepositoryFiles(root, onCount).catch((error: unknown) => {
    throw new ConfigurationError(`dir: cannot list ${root}: ${errorMessage(error)}`);
  });
  return { ...settings, configText, allFiles };
}

/** What a validation input takes from the options alone (nothing read yet). */
export function repositorySettings(
  options: ValidateOptions,
): Pick<RepositoryInput, 'root' | 'extension' | 'configFile' | 'fetchUrls'> {
  const root = resolve(options.dir);
  const extension = options.extension ?? DEFAULT_EXTENSION;
  if (!/^x-[\w.-]+$/.test(extension)) {
    throw new ConfigurationError(
      `extension: ${JSON.stringify(extension)} is not an OpenAPI extension name (x-...)`,
    );
  }
  const configPath = resolve(root, options.config ?? 'docs.json');
  return {
    root,
    extension,
    configFile: toPosix(relative(root, configPath)),
    fetchUrls: options.fetchUrls ?? false,
  };
}

/**
 * Validates a repository on the calling thread: the page side, then the spec side, then the link
 * checks that need both (validate-in-worker.ts runs the two sides at once, on two threads).
 */
export async function analyzeRepository(
  repository: RepositoryInput,
): Promise<Validation & { siteMap: () => SiteMap }> {
  const files = await repositoryFiles(repository);
  const pageFindings = new Findings();
  const imports = new Map<string, string[]>();
  // One page list and one set of file-page URLs for both sides: here they run one after the other.
  const shared = { imports, batches: new PageBatches(), site: filePageUrls(files) };
  const pages = await checkPages(readRoot(repository), files, pageFindings, shared);
  const { outcome, navigationPageFiles } = await checkSpecs(
    repository,
    files,
    Promise.resolve(pages),
    shared,
  );
  const report = assembleReport(repository, outcome, pageFindings.list());
  // Built only when asked (mapSitePages): a validation alone has no use for it.
  const siteMap = () =>
    buildSiteMap({
      files: [...new Set([...files.pages, ...navigationPageFiles])]
        .filter((file) => !isSnippetFile(file))
        .sort(),
      imports,
      generated: outcome.generated,
    });
  return { report, otherVersions: outcome.otherVersions, siteMap };
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
