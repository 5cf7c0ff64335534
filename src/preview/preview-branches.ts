import type { DocsApiClient } from '../client/client.js';
import type { Clock } from '../core/clock.js';
import { CancelledError, errorMessage, TimeoutError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { previewLink, reportedPreviewAddress } from '../core/url.js';
import { describeDeploymentEnd, followDeployment, lastLogLines } from '../deploy/follow.js';

export interface PreviewResult {
  branch: string;
  statusId?: string | undefined;
  /**
   * The service's address: a bare host becomes `https://<host>`, nothing else is rewritten; a value that
   * is not a usable link is kept verbatim (with a warning). Absent when the service gave none.
   */
  previewUrl?: string | undefined;
  /** The deployment's last state (`success`, `failure`, an unknown state verbatim), `triggered` when not waited on, `error` when the trigger or the wait failed. */
  status: string;
  ok: boolean;
  summary?: string | undefined;
  logs?: string[] | undefined;
  /** The screenshots the status answer carried, as given (absent ones stay absent). */
  screenshots?: PreviewScreenshots | undefined;
  error?: string | undefined;
  elapsedMs: number;
}

/** `screenshot`, `screenshotLight` and `screenshotDark` of the deployment status answer. */
export interface PreviewScreenshots {
  default?: string | undefined;
  light?: string | undefined;
  dark?: string | undefined;
}

export interface PreviewOptions {
  client: DocsApiClient;
  projectId: string;
  branch: string;
  wait: boolean;
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
  /** Resume: follow this status id instead of triggering again (a re-run of the same commit). */
  resumeStatusId?: string | undefined;
  resumePreviewUrl?: string | undefined;
  /** Called once the trigger answered, before waiting (e.g. to post a "building" comment). */
  onTriggered?:
    ((triggered: { statusId: string; previewUrl: string | undefined }) => Promise<void> | void) | undefined;
}

/** Triggers (or resumes) one branch's preview and, when asked, follows it to the end. Never throws for operation failures: the result says what happened. */
export async function previewBranch(options: PreviewOptions): Promise<PreviewResult> {
  const { client, logger, branch } = options;
  const clock = options.clock;
  const started = (clock ?? { now: Date.now }).now();
  const elapsed = () => (clock ?? { now: Date.now }).now() - started;
  let statusId = options.resumeStatusId;
  let previewUrl = options.resumePreviewUrl;
  try {
    if (statusId) {
      logger.info(`preview of ${branch}: resuming status ${statusId} (no new trigger)`);
    } else {
      const triggered = await client.triggerPreview(options.projectId, branch, { signal: options.signal });
      statusId = triggered.statusId;
      previewUrl = reportedPreviewAddress(triggered.previewUrl);
      if (previewLink(previewUrl) !== undefined) {
        logger.info(`preview of ${branch}: triggered (status ${statusId}) -> ${previewUrl}`);
      } else {
        logger.warning(
          `preview of ${branch}: triggered (status ${statusId}); the service gave ` +
            (triggered.previewUrl === undefined
              ? 'no preview address'
              : `a preview address that is not a link ("${triggered.previewUrl}")`) +
            (previewUrl === undefined
              ? ': it is reported as unknown (see the dashboard)'
              : ': it is reported as given, as text, not as a link') +
            ', and the build is still followed.',
        );
      }
    }
    await options.onTriggered?.({ statusId, previewUrl });
    if (!options.wait)
      return { branch, statusId, previewUrl, status: 'triggered', ok: true, elapsedMs: elapsed() };

    const { status } = await followDeployment(client, statusId, {
      logger,
      signal: options.signal,
      deadline: options.deadline,
      clock,
      label: `preview of ${branch}`,
    });
    const ok = status.status === 'success';
    const logs = lastLogLines(status);
    if (!ok) {
      logger.error(describeDeploymentEnd(`preview of ${branch}`, status));
    }
    return {
      branch,
      statusId,
      previewUrl,
      status: status.status,
      ok,
      summary: status.summary ?? undefined,
      logs,
      screenshots: screenshotsOf(status),
      elapsedMs: elapsed(),
    };
  } catch (error) {
    // Cancellation ends everything; every other failure is this branch's result.
    if (error instanceof CancelledError) throw error;
    const status = error instanceof TimeoutError ? 'timeout' : 'error';
    logger.error(`preview of ${branch}: ${errorMessage(error)}`);
    return {
      branch,
      statusId,
      previewUrl,
      status,
      ok: false,
      error: errorMessage(error),
      elapsedMs: elapsed(),
    };
  }
}

function screenshotsOf(status: {
  screenshot?: string | null | undefined;
  screenshotLight?: string | null | undefined;
  screenshotDark?: string | null | undefined;
}): PreviewScreenshots | undefined {
  const shots = {
    ...(status.screenshot ? { default: status.screenshot } : {}),
    ...(status.screenshotLight ? { light: status.screenshotLight } : {}),
    ...(status.screenshotDark ? { dark: status.screenshotDark } : {}),
  };
  return Object.keys(shots).length > 0 ? shots : undefined;
}

/**
 * Several branches: triggered through the shared limiter (so 25 branches take about five windows,
 * with no 429 storm), followed concurrently; one failure does not stop the others.
 */
export async function previewBranches(
  options: Omit<PreviewOptions, 'branch' | 'resumeStatusId' | 'resumePreviewUrl' | 'onTriggered'> & {
    branches: string[];
  },
): Promise<PreviewResult[]> {
  const { branches, ...rest } = options;
  return Promise.all(branches.map((branch) => previewBranch({ ...rest, branch })));
}
