/**
 * When to poll next. Pure, so the policy is tested on its own.
 *
 * - Nothing reported but a state: start fast, back off geometrically while nothing changes, and
 *   start fast again when the state changes.
 * - Progress reported: predict the end from the recent rate and halve the remaining time with each
 *   poll, so a ten-minute job costs about ten polls; once the end is close, poll right after the
 *   predicted end. If the job overruns the prediction, back off from a short interval again.
 */
export interface PollSchedule {
  initialMs: number;
  growth: number;
  maxMs: number;
  minMs: number;
  /** Below this remaining time, jump straight to the predicted end. */
  closeMs: number;
  /** Added to a predicted end to land just after it. */
  settleMs: number;
  /** Longest single wait when following a prediction. */
  maxPredictedMs: number;
}

export const defaultSchedule: PollSchedule = {
  initialMs: 1000,
  growth: 1.5,
  maxMs: 15_000,
  minMs: 250,
  closeMs: 10_000,
  settleMs: 250,
  maxPredictedMs: 300_000,
};

export interface PollSample {
  at: number;
  state: string;
  progress?: number | undefined;
}

/** Predicted absolute time at which progress reaches 100, from samples of the current state. */
export function predictEnd(samples: readonly PollSample[]): number | undefined {
  const last = samples[samples.length - 1];
  if (!last || last.progress === undefined) return undefined;
  const run: PollSample[] = [];
  for (let i = samples.length - 1; i >= 0; i--) {
    const s = samples[i] as PollSample;
    if (s.state !== last.state || s.progress === undefined) break;
    run.unshift(s);
  }
  // The rate over the last few samples follows a job that speeds up or slows down.
  const window = run.slice(-6);
  const first = window[0] as PollSample;
  const dt = last.at - first.at;
  const dp = (last.progress ?? 0) - (first.progress ?? 0);
  if (window.length < 2 || dt <= 0 || dp <= 0) return undefined;
  const rate = dp / dt;
  return last.at + Math.max(0, 100 - (last.progress ?? 0)) / rate;
}

/** Polls since the state or progress last changed. */
function unchangedPolls(samples: readonly PollSample[]): number {
  let count = 0;
  for (let i = samples.length - 1; i > 0; i--) {
    const a = samples[i] as PollSample;
    const b = samples[i - 1] as PollSample;
    if (a.state !== b.state || a.progress !== b.progress) break;
    count++;
  }
  return count;
}

/** Polls made since the predicted end passed. */
function pollsSince(samples: readonly PollSample[], at: number): number {
  return samples.filter((s) => s.at >= at).length;
}

export function nextPollDelay(
  samples: readonly PollSample[],
  now: number,
  schedule: PollSchedule = defaultSchedule,
): number {
  const clamp = (ms: number, max: number) => Math.min(max, Math.max(schedule.minMs, ms));
  const predicted = predictEnd(samples);
  if (predicted !== undefined) {
    const remaining = predicted - now;
    if (remaining > schedule.closeMs) return clamp(remaining / 2, schedule.maxPredictedMs);
    if (remaining > -schedule.settleMs) return clamp(remaining + schedule.settleMs, schedule.maxPredictedMs);
    const overdue = pollsSince(samples, predicted);
    return clamp(schedule.initialMs * schedule.growth ** Math.max(0, overdue - 1), schedule.maxMs);
  }
  return clamp(schedule.initialMs * schedule.growth ** unchangedPolls(samples), schedule.maxMs);
}
