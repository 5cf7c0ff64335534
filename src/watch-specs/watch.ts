import { mapLimited } from '../core/concurrency.js';
import type { Clock } from '../core/clock.js';
import { abortReason, systemClock } from '../core/clock.js';
import { errorMessage, OperationFailedError } from '../core/errors.js';
import type { Logger, SourcePosition } from '../core/logger.js';
import { fetchSpec } from './fetch-spec.js';
import type { FetchedSpec } from './fetch-spec.js';
import { emptyState } from './state.js';
import type { SpecRecord, SpecState, SpecStateStore } from './state.js';
import { listUrlSpecs } from './url-specs.js';
import type { UrlSpec } from './url-specs.js';

export interface Deployer {
  triggerDeployment(projectId: string, options: { signal?: AbortSignal }): Promise<{ statusId: string }>;
}

export interface WatchSpecsOptions {
  /** The documentation repository. */
  dir: string;
  /** Its docs.json, relative to `dir` (default `docs.json`). */
  config?: string | undefined;
  store: SpecStateStore;
  deployer: Deployer;
  projectId: string;
  /** Without a last run to compare with, deploy anyway (default: only record). */
  deployOnFirstRun?: boolean | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  clock?: Clock | undefined;
  /** docs.json as annotations should name it (relative to the workspace); default as found in `dir`. */
  displayPath?: ((file: string) => string) | undefined;
  /** Specs fetched at once (default 4). */
  concurrency?: number | undefined;
  fetchTimeoutMs?: number | undefined;
}

export interface WatchSpecsResult {
  /** Every spec docs.json references by URL. */
  specs: string[];
  /** No state from a last run was found. */
  firstRun: boolean;
  /** Specs whose content differs from the last run's (every spec on a first run that deploys). */
  changed: string[];
  unchanged: string[];
  /** Seen for the first time and recorded without a deployment. */
  recorded: string[];
  /** Could not be fetched this time: counted as unchanged. */
  failed: { url: string; error: string }[];
  /** Set when a deployment was triggered. */
  statusId?: string;
}

type Outcome =
  | { spec: UrlSpec; kind: 'unchanged' | 'changed' | 'new'; record: SpecRecord }
  | { spec: UrlSpec; kind: 'failed'; error: string; record: SpecRecord | undefined };

/**
 * One scheduled check: fetches every spec docs.json references by URL, compares each with the last
 * run's hash and triggers one deployment when any changed (changing a spec at a URL never redeploys
 * the site by itself). The new state is saved only after that trigger succeeded, so a failed trigger
 * is retried by the next run. A spec that cannot be fetched is a warning and counts as unchanged;
 * when none can be fetched, the run fails.
 */
export async function watchSpecs(options: WatchSpecsOptions): Promise<WatchSpecsResult> {
  const { logger } = options;
  const clock = options.clock ?? systemClock;
  const display = options.displayPath ?? ((file: string) => file);
  const { specs, malformed } = await listUrlSpecs(options.dir, options.config);
  for (const spec of malformed) {
    logger.warning(`${spec.url} is not a well-formed http(s) URL: not watched`, where(spec, display));
  }

  const previous = await options.store.load();
  const firstRun = previous === undefined;
  const result: WatchSpecsResult = {
    specs: specs.map((s) => s.url),
    firstRun,
    changed: [],
    unchanged: [],
    recorded: [],
    failed: [],
  };
  if (specs.length === 0) {
    logger.info('docs.json references no spec by URL: nothing to watch.');
    if (previous && Object.keys(previous.specs).length > 0) await options.store.save(emptyState());
    return result;
  }
  logger.info(
    firstRun
      ? `no state from a last run (${options.store.location}): this run records ${specs.length} spec(s)` +
          (options.deployOnFirstRun ? ' and deploys' : ' without deploying')
      : `checking ${specs.length} spec(s) referenced by URL against the last run`,
  );

  const outcomes = await mapLimited(specs, options.concurrency ?? 4, (spec) =>
    checkSpec(spec, previous?.specs[spec.url], options, clock.now()),
  );

  const next = tally(outcomes, result, Boolean(firstRun && options.deployOnFirstRun), logger, display);
  if (result.failed.length === specs.length) {
    throw new OperationFailedError(
      `none of the ${specs.length} spec(s) referenced by URL could be fetched: ` +
        result.failed.map((f) => `${f.url}: ${f.error}`).join('; '),
    );
  }

  if (result.changed.length > 0) {
    logger.info(
      `${result.changed.length} spec(s) changed: triggering one deployment of project ${options.projectId}`,
    );
    try {
      const { statusId } = await options.deployer.triggerDeployment(options.projectId, {
        ...(options.signal ? { signal: options.signal } : {}),
      });
      result.statusId = statusId;
    } catch (error) {
      logger.info(`the state was not saved, so the next run tries again: ${errorMessage(error)}`);
      throw error;
    }
    logger.info(`deployment triggered (status ${result.statusId})`);
    await options.store.save(next);
  } else {
    if (firstRun && !options.deployOnFirstRun) {
      logger.notice(
        `first run: recorded ${Object.keys(next.specs).length} spec(s) without deploying; later runs deploy when one changes`,
      );
    } else {
      logger.info('no spec changed: no deployment');
    }
    if (!sameState(previous, next)) await options.store.save(next);
  }
  return result;
}

/** Sorts the outcomes into the result (logging each) and returns the state to save. */
function tally(
  outcomes: readonly Outcome[],
  result: WatchSpecsResult,
  deployNew: boolean,
  logger: Logger,
  display: (file: string) => string,
): SpecState {
  const next = emptyState();
  for (const outcome of outcomes) {
    const { url } = outcome.spec;
    if (outcome.record) next.specs[url] = outcome.record;
    if (outcome.kind === 'failed') {
      result.failed.push({ url, error: outcome.error });
      logger.warning(
        `could not fetch ${url}: ${outcome.error} (counted as unchanged; the next run checks again)`,
        where(outcome.spec, display),
      );
    } else if (outcome.kind === 'changed' || (outcome.kind === 'new' && deployNew)) {
      result.changed.push(url);
      logger.info(`changed: ${url}${outcome.kind === 'new' ? ' (first run, deploying)' : ''}`);
    } else if (outcome.kind === 'unchanged') {
      result.unchanged.push(url);
      logger.info(`unchanged: ${url}`);
    } else {
      result.recorded.push(url);
      logger.info(
        result.firstRun
          ? `recorded: ${url}`
          : `recorded: ${url} (new in docs.json: the push that added it deployed the site)`,
      );
    }
  }
  return next;
}

async function checkSpec(
  spec: UrlSpec,
  last: SpecRecord | undefined,
  options: WatchSpecsOptions,
  now: number,
): Promise<Outcome> {
  let fetched: FetchedSpec;
  try {
    fetched = await fetchSpec(spec.url, last, {
      signal: options.signal,
      ...(options.fetchTimeoutMs ? { idleTimeoutMs: options.fetchTimeoutMs } : {}),
    });
  } catch (error) {
    // The run's own deadline or cancellation is not a flaky host.
    if (options.signal?.aborted) throw abortReason(options.signal);
    return { spec, kind: 'failed', error: errorMessage(error), record: last };
  }
  if (fetched.kind === 'not-modified') {
    if (last) return { spec, kind: 'unchanged', record: last };
    return { spec, kind: 'failed', error: 'HTTP 304 to an unconditional request', record: undefined };
  }
  const record: SpecRecord = {
    sha256: fetched.sha256,
    ...(fetched.etag ? { etag: fetched.etag } : {}),
    ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
    size: fetched.size,
    recordedAt:
      last?.sha256 === fetched.sha256 && last.recordedAt ? last.recordedAt : new Date(now).toISOString(),
  };
  if (!last) return { spec, kind: 'new', record };
  return { spec, kind: last.sha256 === fetched.sha256 ? 'unchanged' : 'changed', record };
}

function where(spec: UrlSpec, display: (file: string) => string): SourcePosition {
  return { file: display(spec.file), line: spec.line, column: spec.column };
}

function sameState(a: SpecState | undefined, b: SpecState): boolean {
  return a !== undefined && JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(state: SpecState): SpecState {
  return {
    ...state,
    specs: Object.fromEntries(Object.entries(state.specs).sort(([x], [y]) => (x < y ? -1 : 1))),
  };
}
