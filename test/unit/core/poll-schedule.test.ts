import type { PollSample } from '../../../src/core/poll-schedule.js';
import { defaultSchedule, nextPollDelay, predictEnd } from '../../../src/core/poll-schedule.js';

describe('poll schedule', () => {
  it('backs off geometrically while nothing changes and restarts fast on a change', () => {
    const s: PollSample[] = [{ at: 0, state: 'queued' }];
    expect(nextPollDelay(s, 0)).toBe(1000);
    s.push({ at: 1000, state: 'queued' });
    expect(nextPollDelay(s, 1000)).toBe(1500);
    s.push({ at: 2500, state: 'queued' });
    expect(nextPollDelay(s, 2500)).toBe(2250);
    for (let i = 0; i < 20; i++) s.push({ at: 3000 + i, state: 'queued' });
    expect(nextPollDelay(s, 4000)).toBe(defaultSchedule.maxMs);
    s.push({ at: 5000, state: 'in_progress' });
    expect(nextPollDelay(s, 5000)).toBe(1000);
  });

  it('predicts the end from steady progress', () => {
    const s: PollSample[] = [
      { at: 0, state: 'running', progress: 0 },
      { at: 10_000, state: 'running', progress: 10 },
    ];
    expect(predictEnd(s)).toBe(100_000);
    expect(nextPollDelay(s, 10_000)).toBe(45_000); // half of the 90 s left
  });

  it('lands just after the predicted end once it is close', () => {
    const s: PollSample[] = [
      { at: 0, state: 'running', progress: 0 },
      { at: 95_000, state: 'running', progress: 95 },
    ];
    expect(nextPollDelay(s, 95_000)).toBe(5000 + defaultSchedule.settleMs);
  });

  it('ignores samples of an earlier state and does not predict from no movement', () => {
    expect(
      predictEnd([
        { at: 0, state: 'queued', progress: 0 },
        { at: 1000, state: 'running', progress: 1 },
      ]),
    ).toBeUndefined();
    expect(
      predictEnd([
        { at: 0, state: 'running', progress: 5 },
        { at: 1000, state: 'running', progress: 5 },
      ]),
    ).toBeUndefined();
  });

  it('backs off from a short interval when the job overruns its prediction', () => {
    const s: PollSample[] = [
      { at: 0, state: 'running', progress: 0 },
      { at: 50_000, state: 'running', progress: 50 },
      { at: 100_250, state: 'running', progress: 99.9 },
    ];
    const d = nextPollDelay(s, 100_250);
    expect(d).toBeGreaterThanOrEqual(defaultSchedule.minMs);
    expect(d).toBeLessThanOrEqual(defaultSchedule.initialMs);
  });

  it('simulated ten-minute job: about ten polls and the end noticed within a second', () => {
    const duration = 600_000;
    const samples: PollSample[] = [];
    let now = 0;
    let polls = 0;
    for (;;) {
      polls++;
      const progress = Math.min(100, (now / duration) * 100);
      const state = now >= duration ? 'completed' : 'running';
      samples.push({ at: now, state, progress });
      if (state === 'completed') break;
      now += nextPollDelay(samples, now);
    }
    expect(polls).toBeLessThanOrEqual(15);
    expect(now - duration).toBeLessThanOrEqual(1000);
  });
});
