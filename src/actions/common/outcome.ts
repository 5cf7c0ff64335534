import { appendFile } from 'node:fs/promises';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { redact } from '../../core/secrets.js';

/** Why a run failed, as the `result` output and the summary show it. */
export interface Failure {
  kind: string;
  message: string;
}

/**
 * What an action run reports, kept up to date while it runs so that a failure still reports what
 * was learned: the `result` output's fields (besides `ok` and `error`) and the step summary.
 */
export interface ActionReport {
  /** The fields, or how to read them from the run's state when the run ends. */
  result: Record<string, unknown> | (() => Record<string, unknown>);
  /** Markdown for the step summary, given the failure when the run failed; undefined writes none. */
  summary?: ((failure: Failure | undefined) => string | undefined) | undefined;
}

/**
 * Appends markdown to the job summary file. Returns false (writing nothing) outside GitHub Actions,
 * where there is none.
 */
export async function appendStepSummary(markdown: string, file: string | undefined): Promise<boolean> {
  if (!file) return false;
  await appendFile(file, `${redact(markdown).replace(/\n*$/, '')}\n\n`, 'utf8');
  return true;
}

/**
 * The one writer of an action's outcome, for success and failure alike: the `result` output
 * (`{ ok, ...result, error? }`) and the step summary, both redacted. Its own failures are warnings:
 * they never hide the run's outcome.
 */
export async function writeOutcome(options: {
  report: ActionReport;
  failure: Failure | undefined;
  /** Sets the `result` output; undefined when the action declares none. */
  setResult: ((json: string) => void) | undefined;
  summaryFile: string | undefined;
  logger: Logger;
}): Promise<void> {
  const { report, failure, logger } = options;
  try {
    const fields = typeof report.result === 'function' ? report.result() : report.result;
    options.setResult?.(
      redact(
        JSON.stringify({ ok: failure === undefined, ...fields, ...(failure ? { error: failure } : {}) }),
      ),
    );
  } catch (error) {
    logger.warning(`Could not write the result output: ${errorMessage(error)}`);
  }
  try {
    const markdown = report.summary?.(failure);
    if (markdown) await appendStepSummary(markdown, options.summaryFile);
  } catch (error) {
    logger.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}
