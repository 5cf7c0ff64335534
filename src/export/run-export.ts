import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { DocsApiClient } from '../client/client.js';
import type { ExportBundle, ExportJob } from '../client/schemas.js';
import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { ConfigurationError, OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { PollSchedule } from '../core/poll-schedule.js';
import { safeUrl } from '../core/secrets.js';
import type { RolloutPlan } from '../rollout/plan.js';
import type { RolloutResult } from '../rollout/run-rollout.js';
import type { ValuesFileSnapshot } from '../rollout/values.js';
import type { DeploymentType } from './deployment-type.js';
import type { ExportRequest } from './request.js';
import type { DownloadResult, FreshBundleUrl } from './download.js';
import type { ExtractResult } from './extract.js';
import { bundleFromJob, generateBundleLink, readExportJob, runExportJob } from './job.js';
import type { OfflineReadiness } from './offline.js';
import { scanOfflineReadiness } from './offline.js';

export interface RunExportOptions {
  client: DocsApiClient;
  logger: Logger;
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
  /** Absolute clock time of the run's deadline. */
  deadline?: number | undefined;
  /** Start a job for a domain, or resume one (from `parseExportRequest`). */
  request: ExportRequest;
  /** Download the bundle to this file (an existing folder, or a path ending in a separator, gets a file inside). */
  download?: string | undefined;
  /** Extract the bundle into this new or empty folder (downloading to a temporary file if `download` is unset). */
  extract?: string | undefined;
  /**
   * What the offline readiness scan judges against (default client-hosted: reported, never blocking).
   * Given without `extract`, the bundle is still downloaded and extracted to a temporary folder for it.
   */
  deploymentType?: DeploymentType | undefined;
  /** Origins an air-gapped deployment can reach (internal mirrors). */
  allowOrigins?: string[] | undefined;
  /** Write the bundle link into a Helm values file, then optionally run helm. */
  rollout?: (RolloutPlan & { bundleVersion?: string | undefined }) | undefined;
  /** Environment of helm, handed down from the edge (default: this process's). */
  env?: NodeJS.ProcessEnv | undefined;
  /** Called whenever a fact is learned, so callers keep what is known when a later step fails. */
  onProgress?: ((state: Readonly<ExportRunState>) => void) | undefined;
  schedule?: Partial<PollSchedule> | undefined;
  /** A link expiring within this margin counts as expired (default 60 s). */
  clockSkewMs?: number | undefined;
  /** First delay before resuming a cut download (default 1 s). */
  downloadRetryDelayMs?: number | undefined;
}

/** What the run learned, free of the bundle link: safe for logs, outputs and JSON results. */
export interface ExportFacts {
  jobId?: string | undefined;
  status?: string | undefined;
  pageCount?: number | undefined;
  expiresAt?: string | undefined;
  sizeBytes?: number | undefined;
  bundlePath?: string | undefined;
  sha256?: string | undefined;
  format?: string | undefined;
  extractedTo?: string | undefined;
  valuesChanged?: boolean | undefined;
  bundleVersion?: string | undefined;
}

export interface ExportRunState {
  facts: ExportFacts;
  /** The latest bundle link (its URL is a credential, registered as a secret). */
  bundle?: ExportBundle | undefined;
  /** Clock ms the job took to finish, from the start (or resume). */
  elapsedMs?: number | undefined;
  job?: ExportJob | undefined;
  download?: DownloadResult | undefined;
  extract?: (ExtractResult & { dir: string }) | undefined;
  offline?: OfflineReadiness | undefined;
  rollout?: RolloutResult | undefined;
}

const DEFAULT_SKEW_MS = 60_000;

/**
 * The whole static export loop, shared by the export action and `docs-ci export`: start or resume
 * the job and follow it, get a bundle link (from the job status when the API carries it there,
 * else generated), download and verify the bundle (a link that expires on the way is replaced),
 * extract it, judge its offline readiness, and roll the link out into a Helm values file.
 */
export async function runExport(options: RunExportOptions): Promise<ExportRunState> {
  const { client, logger, signal } = options;
  const clock = options.clock ?? systemClock;
  const skew = options.clockSkewMs ?? DEFAULT_SKEW_MS;
  const valuesSnapshot = await checkBeforeStart(options);

  const state: ExportRunState = { facts: {} };
  const report = (facts: Partial<ExportFacts>) => {
    Object.assign(state.facts, facts);
    options.onProgress?.(state);
  };
  const { request } = options;
  if (request.jobId !== undefined) report({ jobId: request.jobId });

  const startedAt = clock.now();
  const { job } = await runExportJob({
    client,
    logger,
    request,
    signal,
    deadline: options.deadline,
    clock,
    schedule: options.schedule,
    onUpdate: (update) => report({ jobId: update.jobId, status: update.status, pageCount: update.pageCount }),
  });
  state.job = job;
  state.elapsedMs = clock.now() - startedAt;
  report({ jobId: job.jobId, status: job.status, pageCount: job.pageCount });

  const linkFromStatus = bundleFromJob(job) !== undefined;
  const useLink = (bundle: ExportBundle) => {
    state.bundle = bundle;
    report({
      expiresAt: bundle.expiresAt,
      ...(bundle.sizeBytes !== undefined ? { sizeBytes: bundle.sizeBytes } : {}),
    });
  };
  const freshLink = async (): Promise<ExportBundle> => {
    const fromStatus = linkFromStatus
      ? bundleFromJob(await readExportJob(client, job.jobId, { logger, signal, clock }))
      : undefined;
    const bundle = fromStatus ?? (await generateBundleLink(client, job.jobId, { logger, signal, clock }));
    useLink(bundle);
    return bundle;
  };
  useLink(bundleFromJob(job) ?? (await generateBundleLink(client, job.jobId, { logger, signal, clock })));
  logger.info(
    `bundle link for ${job.jobId}: ${safeUrl(currentLink(state).bundleUrl)} (expires ${currentLink(state).expiresAt ?? 'at a time the service did not give'})`,
  );

  if (options.download !== undefined || wantsScan(options)) {
    await downloadAndInspect(options, state, report, freshLink);
  }

  if (options.rollout) {
    const expiresAt = currentLink(state).expiresAt;
    if (isExpiring(expiresAt, skew)) {
      logger.info(
        expiresAt === undefined
          ? 'The service gave no expiry for the bundle link: asking for a fresh one right before the rollout.'
          : `The bundle link expires at ${expiresAt}: asking for a fresh one before the rollout.`,
      );
      await freshLink();
    }
    const bundleVersion = options.rollout.bundleVersion ?? request.version ?? job.jobId;
    report({ bundleVersion });
    const link = currentLink(state);
    const { runRollout } = await import('../rollout/run-rollout.js');
    state.rollout = await runRollout({
      valuesFile: options.rollout.valuesFile,
      valuesKey: options.rollout.valuesKey,
      helm: options.rollout.helm,
      valuesSnapshot,
      bundleUrl: link.bundleUrl,
      expiresAt: link.expiresAt,
      version: bundleVersion,
      logger,
      signal,
      env: options.env,
      onValuesWritten: (written) => {
        state.rollout = written;
        report({ valuesChanged: written.changed });
      },
    });
  }
  return state;
}

function currentLink(state: ExportRunState): ExportBundle {
  if (!state.bundle) throw new Error('unreachable: no bundle link yet');
  return state.bundle;
}

/** A link whose expiry is unknown counts as expiring: a fresh one costs one request. */
function isExpiring(expiresAt: string | undefined, skewMs: number): boolean {
  if (expiresAt === undefined) return true;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time - skewMs <= Date.now();
}

/** The offline readiness check runs on the extracted bundle: asked for, or implied by a deployment type. */
function wantsScan(options: RunExportOptions): boolean {
  return options.extract !== undefined || options.deploymentType !== undefined;
}

async function downloadAndInspect(
  options: RunExportOptions,
  state: ExportRunState,
  report: (facts: Partial<ExportFacts>) => void,
  freshLink: () => Promise<ExportBundle>,
): Promise<void> {
  const { logger, signal } = options;
  const link = currentLink(state);
  const jobId = state.facts.jobId as string;
  const scan = wantsScan(options);
  // Whatever the caller did not ask to keep (the archive, or the files for the scan) lives here.
  const temporary =
    options.download === undefined || (scan && options.extract === undefined)
      ? await mkdtemp(join(tmpdir(), 'docs-ci-bundle-'))
      : undefined;
  try {
    const dest =
      options.download === undefined
        ? join(temporary as string, bundleFileName(jobId, link.bundleUrl))
        : await downloadPath(options.download, jobId, link.bundleUrl);
    const getFreshUrl = async (): Promise<FreshBundleUrl> => {
      const fresh = await freshLink();
      return { url: fresh.bundleUrl, expiresAt: fresh.expiresAt, sizeBytes: fresh.sizeBytes };
    };
    const kept = options.extract !== undefined;
    const dir = !scan
      ? undefined
      : kept
        ? resolve(options.extract as string)
        : join(temporary as string, 'site');
    // Loaded once the job has finished: the download and extraction code is not needed before.
    const { downloadBundle } = await import('./download.js');
    state.download = await downloadBundle({
      url: link.bundleUrl,
      // A tar.gz is extracted as it lands; a zip after the download.
      ...(dir === undefined ? {} : { extractTo: dir }),
      dest,
      expectedSize: link.sizeBytes,
      expiresAt: link.expiresAt,
      getFreshUrl,
      clockSkewMs: options.clockSkewMs,
      retryDelayMs: options.downloadRetryDelayMs,
      clock: options.clock,
      signal,
      logger,
    });
    report({
      sizeBytes: state.download.sizeBytes,
      sha256: state.download.sha256,
      format: state.download.format,
      ...(options.download === undefined ? {} : { bundlePath: state.download.path }),
    });

    if (dir === undefined) return;
    const extracted =
      state.download.extracted ??
      (await (
        await import('./extract.js')
      ).extractBundle({ archive: state.download.path, dir, logger, signal }));
    if (kept) {
      state.extract = { ...extracted, dir };
      report({ extractedTo: dir });
    }
    state.offline = await judgeOfflineReadiness(dir, options, logger);
    options.onProgress?.(state);
    if (state.offline.blocking) throw offlineBlockingError(state.offline, options.rollout !== undefined);
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
}

async function judgeOfflineReadiness(
  dir: string,
  options: RunExportOptions,
  logger: Logger,
): Promise<OfflineReadiness> {
  const deploymentType = options.deploymentType ?? 'client-hosted';
  const readiness = await scanOfflineReadiness({ dir, deploymentType, allowOrigins: options.allowOrigins });
  const origins = readiness.externalOrigins;
  if (origins.length === 0) {
    logger.info(
      `Offline readiness: no external origin is loaded at run time (${readiness.filesScanned} files scanned).`,
    );
    return readiness;
  }
  const list = origins
    .map(
      (o) =>
        `  ${o.origin} (${o.kind}; ${o.files.slice(0, 3).join(', ')}${o.files.length > 3 ? ', ...' : ''})${o.allowed ? ' allowed' : ''}`,
    )
    .join('\n');
  const verdict = readiness.blocking
    ? 'blocking for an air-gapped deployment'
    : `not blocking for a ${deploymentType} deployment`;
  const line = `Offline readiness: the site loads from ${new Set(origins.map((o) => o.origin)).size} external origin(s) at run time, ${verdict}:\n${list}`;
  if (readiness.blocking) logger.warning(line);
  else logger.info(line);
  return readiness;
}

function offlineBlockingError(readiness: OfflineReadiness, rolloutSkipped: boolean): OperationFailedError {
  const blocked = [...new Set(readiness.externalOrigins.filter((o) => !o.allowed).map((o) => o.origin))];
  return new OperationFailedError(
    `The exported site loads from ${blocked.length} external origin(s) that an air-gapped deployment cannot ` +
      `reach: ${blocked.join(', ')}. Mirror them inside the network and list the mirrors in allow-origins ` +
      '(--allow-origin), allow these origins if the network reaches them, or remove them from the site.' +
      (rolloutSkipped ? ' The values file was not changed.' : ''),
  );
}

/**
 * Checks that would otherwise fail only after a long export: the target folders and files. Returns
 * the values file as read and parsed, for the rollout to reuse.
 */
async function checkBeforeStart(options: RunExportOptions): Promise<ValuesFileSnapshot | undefined> {
  if (options.extract !== undefined) {
    const entries = await readdir(resolve(options.extract)).catch(() => []);
    if (entries.length > 0) {
      throw new ConfigurationError(
        `extract: ${resolve(options.extract)} already exists and is not empty. Extract into a new or empty folder.`,
      );
    }
  }
  const rollout = options.rollout;
  if (rollout === undefined) return undefined;
  const folder = dirname(resolve(rollout.valuesFile));
  if (!(await stat(folder).catch(() => undefined))?.isDirectory()) {
    throw new ConfigurationError(`values file ${rollout.valuesFile}: the folder ${folder} does not exist.`);
  }
  // Invalid YAML, or a values key that holds a scalar (or a list): refused now, not after the export spent its quota.
  // The YAML parser and the Helm runner are loaded only by a run with a rollout.
  const { checkValuesFile } = await import('../rollout/values.js');
  const snapshot = await checkValuesFile(rollout.valuesFile, rollout.valuesKey);
  if (rollout.helm) await (await import('../rollout/run-rollout.js')).checkHelmOnPath(options.env);
  return snapshot;
}

/** `<jobId>-bundle.tar.gz`, from the link's own file name when it looks like one. */
export function bundleFileName(jobId: string, url: string): string {
  let name: string;
  try {
    name = basename(new URL(url).pathname);
  } catch {
    name = '';
  }
  const safe = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(name) && /\.(tar\.gz|tgz|zip)$/i.test(name);
  return `${jobId}-${safe ? name : 'bundle.tar.gz'}`;
}

async function downloadPath(path: string, jobId: string, url: string): Promise<string> {
  const isFolder =
    path.endsWith('/') || path.endsWith(sep) || (await stat(path).catch(() => undefined))?.isDirectory();
  return isFolder ? join(resolve(path), bundleFileName(jobId, url)) : resolve(path);
}

/** The run's facts as the JSON result the action and the CLI share (no bundle link in it). */
export function exportResultJson(state: Readonly<ExportRunState>): Record<string, unknown> {
  const { facts } = state;
  return {
    jobId: facts.jobId,
    status: facts.status,
    pageCount: facts.pageCount,
    expiresAt: facts.expiresAt,
    sizeBytes: facts.sizeBytes,
    bundlePath: facts.bundlePath,
    sha256: facts.sha256,
    format: facts.format,
    extractedTo: facts.extractedTo,
    valuesChanged: facts.valuesChanged,
    bundleVersion: facts.bundleVersion,
    ...(state.offline
      ? {
          offline: {
            deploymentType: state.offline.deploymentType,
            blocking: state.offline.blocking,
            externalOrigins: state.offline.externalOrigins.map((o) => ({
              origin: o.origin,
              kind: o.kind,
              allowed: o.allowed,
            })),
          },
        }
      : {}),
  };
}
