import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { CancelledError } from './errors.js';
import { formatDuration } from './duration.js';

export interface RunSignal {
  signal: AbortSignal;
  /** Absolute clock time of the deadline, or undefined without one. */
  deadline: number | undefined;
  dispose(): void;
}

/**
 * The signal every operation of one run listens to: it aborts with a TimeoutError at the run's
 * deadline and with a CancelledError on SIGINT/SIGTERM (the runner sends SIGINT, then SIGTERM, when a
 * job is cancelled), so every loop stops at once and cleans up.
 */
export function createRunSignal(
  options: { timeoutMs?: number; clock?: Clock; handleProcessSignals?: boolean } = {},
): RunSignal {
  const clock = options.clock ?? systemClock;
  const controller = new AbortController();
  const signals: AbortSignal[] = [controller.signal];
  if (options.timeoutMs !== undefined) {
    signals.push(
      clock.timeoutSignal(
        options.timeoutMs,
        `timed out after ${formatDuration(options.timeoutMs)} (timeout)`,
      ),
    );
  }
  const onSignal = (name: NodeJS.Signals) => controller.abort(new CancelledError(`cancelled by ${name}`));
  if (options.handleProcessSignals) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return {
    signal: AbortSignal.any(signals),
    deadline: options.timeoutMs === undefined ? undefined : clock.now() + options.timeoutMs,
    dispose: () => {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
    },
  };
}
