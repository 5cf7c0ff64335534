import type { Logger } from '../../core/logger.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { Scope, ValidationReport } from '../types.js';
import { headValidation, validateDocs } from '../validate-docs.js';
import { changeUnderReview, PULL_REQUEST_EVENTS } from './change-under-review.js';
import type { ChangeUnderReview } from './change-under-review.js';

export interface ScopedValidationOptions {
  /** Absolute. */
  docsDir: string;
  /** Absolute, when not docs.json in docsDir. */
  config?: string | undefined;
  extension?: string | undefined;
  fetchUrls: boolean;
  scope: Scope;
  /** The run's event, as the runner gives it. */
  eventName: string;
  eventPayload: unknown;
  workspace: string;
  tempDir: string;
  env: NodeJS.ProcessEnv;
  github?: { octokit: GitHubClient; owner: string; repo: string } | undefined;
  logger: Logger;
  /** False: validate the base from its own files even where the head's validation would do. */
  reuseHead?: boolean | undefined;
}

export interface ScopedValidation {
  /** The head's report; its findings are marked new or not when a base was compared. */
  report: ValidationReport;
  /** The scope that decides: `new` only when a base was compared. */
  scope: 'new' | 'all';
  change: ChangeUnderReview | undefined;
  /** Files the change touched, relative to the docs folder, when known. */
  changedFiles: ReadonlySet<string> | undefined;
}

/**
 * Validates the docs folder and, when the scope asks for it (`new`, or `auto` on a pull request),
 * the change's base commit the same way, so that the findings the change introduces decide. Without
 * a base to compare with, every finding decides, after one warning.
 */
export async function validateWithScope(options: ScopedValidationOptions): Promise<ScopedValidation> {
  const { logger } = options;
  const validateOptions = {
    dir: options.docsDir,
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(options.extension === undefined ? {} : { extension: options.extension }),
    fetchUrls: options.fetchUrls,
  };
  const change = changeUnderReview(options.eventName, options.eventPayload);
  const wantsNew =
    options.scope === 'new' || (options.scope === 'auto' && PULL_REQUEST_EVENTS.includes(options.eventName));
  if (!wantsNew) {
    logger.info(
      options.scope === 'all'
        ? 'Scope all: every finding decides.'
        : `Scope auto on a ${options.eventName || 'local'} run: every finding decides (only pull requests are compared with their base).`,
    );
    return { report: await validateDocs(validateOptions), scope: 'all', change, changedFiles: undefined };
  }
  if (!change) {
    logger.warning(
      `Scope ${options.scope}: the ${options.eventName || '(unknown)'} event names no base commit to compare with, ` +
        'so every finding decides (scope all). Run on pull_request or push events, or set scope: all.',
    );
    return { report: await validateDocs(validateOptions), scope: 'all', change, changedFiles: undefined };
  }
  // Loaded only when a base is compared: git, GitHub's tarball and the comparison stay out of the
  // validate action's start-up code.
  const { compareWithBaseCommit } = await import('./compare-with-base.js');
  const { report, compared } = await compareWithBaseCommit({
    ...options,
    change,
    validateHead: headValidation(validateOptions),
  });
  return compared
    ? { report, scope: 'new', change, changedFiles: compared.changedFiles }
    : { report, scope: 'all', change, changedFiles: undefined };
}
