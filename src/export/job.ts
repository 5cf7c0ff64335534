import type { DocsApiClient } from '../client/client.js';
import type { ExportBundle, ExportJob } from '../client/schemas.js';
import { TERMINAL_EXPORT_STATES } from '../client/schemas.js';
import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { ApiError, OperationFailedError, TimeoutError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { PollSchedule } from '../core/poll-schedule.js';
import { registerSecret } from '../core/secrets.js';
import type { Observation } from '../core/wait.js';
import { readWithRetries, waitUntilDone } from '../core/wait.js';
import type { ExportRequest } from './request.js';

export interface ExportJobOptions {
  client: DocsApiClient;
  logger: Logger;
  /** Start a new job for a domain, or resume one. */
  request: ExportRequest;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
  schedule?: Partial<PollSchedule> | undefined;
  /** Called with every job object seen (the start answer, then each poll), before it is judged. */
  onUpdate?: ((job: ExportJob) => void) | undefined;
}

export function observeExportJob(job: ExportJob): Observation {
  return {
    state: job.status,
    done: (TERMINAL_EXPORT_STATES as readonly string[]).includes(job.status),
    progress: job.progress,
    detail: job.pageCount === undefined ? undefined : `${job.pageCount} pages`,
  };
}

/** Starts (or resumes) an export job and polls it to `completed`; `failed` ends with the job's error. */
export async function runExportJob(options: ExportJobOptions): Promise<{ job: ExportJob; polls: number }> {
  const { client, logger } = options;
  let initial: ExportJob | undefined;
  const { request } = options;
  let jobId: string;
  if (request.jobId !== undefined) jobId = request.jobId;
  else {
    initial = await client.startExport(
      { domain: request.domain, version: request.version, paths: request.paths },
      { signal: options.signal },
    );
    jobId = initial.jobId;
    options.onUpdate?.(initial);
    logger.info(`export job ${jobId} started for ${request.domain}`);
  }
  if (initial === undefined) logger.info(`export job ${jobId}: resuming`);
  const { value: job, polls } = await waitUntilDone({
    what: `export job ${jobId}`,
    poll: (signal) => client.getExportJob(jobId, { signal }),
    observe: (job) => {
      if (job !== initial) options.onUpdate?.(job);
      return observeExportJob(job);
    },
    logger,
    signal: options.signal,
    deadline: options.deadline,
    clock: options.clock,
    schedule: options.schedule,
    initial,
    resumeHint: `Resume it with --job-id ${jobId} (action input job-id).`,
  });
  if (job.status === 'failed') {
    throw new OperationFailedError(
      `export job ${jobId} failed${job.error ? `: ${job.error}` : ''}. No bundle was generated; fix the cause and start a new export.`,
    );
  }
  return { job, polls };
}

/**
 * A fresh bundle link for a completed job. A 409 means "not finished yet": wait and ask again until
 * the deadline. The link is a credential: it is registered as a secret before anything can print it.
 */
export async function generateBundleLink(
  client: DocsApiClient,
  jobId: string,
  options: { logger: Logger; signal?: AbortSignal | undefined; clock?: Clock | undefined },
): Promise<ExportBundle> {
  const clock = options.clock ?? systemClock;
  const read = { logger: options.logger, signal: options.signal, clock };
  let delay = 1000;
  for (;;) {
    try {
      const bundle = await readWithRetries(() => client.generateBundle(jobId, { signal: options.signal }), {
        ...read,
        what: `asking for the bundle link of export job ${jobId}`,
      });
      registerSecret(bundle.bundleUrl);
      return bundle;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw inBundleWait(error, jobId);
      // 409 also answers a job that failed: it will never have a bundle, so do not wait for one.
      const job = await readExportJob(client, jobId, read).catch((e: unknown) => {
        throw inBundleWait(e, jobId);
      });
      if (job.status === 'failed') {
        throw new OperationFailedError(
          `export job ${jobId} failed${job.error ? `: ${job.error}` : ''}, so it has no bundle. Fix the cause and start a new export.`,
        );
      }
      options.logger.info(
        `export job ${jobId}: bundle not ready yet (409, job ${job.status}), asking again in ${delay / 1000}s`,
      );
      await clock.sleep(delay, options.signal).catch((e: unknown) => {
        throw inBundleWait(e, jobId);
      });
      delay = Math.min(delay * 2, 15_000);
    }
  }
}

/** One read of an export job, with a wait's budget for an answer that cannot be read. */
export function readExportJob(
  client: DocsApiClient,
  jobId: string,
  options: { logger: Logger; signal?: AbortSignal | undefined; clock?: Clock | undefined },
): Promise<ExportJob> {
  return readWithRetries(() => client.getExportJob(jobId, { signal: options.signal }), {
    ...options,
    what: `reading export job ${jobId}`,
  });
}

/** A deadline met while waiting for the bundle says which job to ask again for. */
function inBundleWait(error: unknown, jobId: string): unknown {
  if (!(error instanceof TimeoutError)) return error;
  return new TimeoutError(
    `the bundle of export job ${jobId} was not ready: ${error.message}. Ask again once the job has ` +
      `completed (docs-ci bundle ${jobId}, or resume with --job-id ${jobId}).`,
  );
}

/** The bundle that a completed job already carries (another revision of the API), if any. */
export function bundleFromJob(job: ExportJob): ExportBundle | undefined {
  if (!job.bundleUrl) return undefined;
  registerSecret(job.bundleUrl);
  return {
    jobId: job.jobId,
    bundleUrl: job.bundleUrl,
    expiresAt: job.expiresAt,
    sizeBytes: job.sizeBytes ?? undefined,
  };
}
