import {
  ApiError,
  CancelledError,
  NetworkError,
  SchemaError,
  TimeoutError,
} from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import type { Observation } from '../../../src/core/wait.js';
import { readWithRetries, waitUntilDone } from '../../../src/core/wait.js';
import { ManualClock } from '../../support/fake-clock.js';

interface Job {
  status: string;
  progress?: number;
}

const observe = (j: Job): Observation => ({
  state: j.status,
  done: j.status === 'completed' || j.status === 'failed',
  progress: j.progress,
});

/** A job that runs from `start` for `duration` ms of clock time with steady progress. */
function steadyJob(clock: ManualClock, duration: number) {
  const start = clock.now();
  let polls = 0;
  return {
    get polls() {
      return polls;
    },
    poll: () => {
      polls++;
      const elapsed = clock.now() - start;
      return Promise.resolve<Job>(
        elapsed >= duration
          ? { status: 'completed', progress: 100 }
          : { status: 'running', progress: (elapsed / duration) * 100 },
      );
    },
  };
}

describe('waitUntilDone', () => {
  it('notices a ten-minute job within a second using about ten polls, with ETA heartbeats', async () => {
    const clock = new ManualClock(0);
    const job = steadyJob(clock, 600_000);
    const logger = createRecordingLogger();
    const result = await clock.run(
      waitUntilDone({ what: 'export job se_1', poll: job.poll, observe, logger, clock }),
    );
    expect(result.value.status).toBe('completed');
    expect(job.polls).toBeLessThanOrEqual(15);
    expect(clock.now() - 600_000).toBeLessThanOrEqual(1000);
    expect(logger.text()).toMatch(/export job se_1: running \d+(\.\d)?%, ETA \d+m/);
    // No silence longer than the heartbeat (30 s) in the log while waiting.
    expect(logger.lines.filter((l) => l.message.includes('still running')).length).toBeGreaterThan(0);
  });

  it('tolerates unknown states and keeps polling', async () => {
    const clock = new ManualClock(0);
    const states = ['queued', 'skipped', 'building', 'completed'];
    let i = 0;
    const result = await clock.run(
      waitUntilDone({
        what: 'deployment',
        poll: () => Promise.resolve({ status: states[Math.min(i++, states.length - 1)] as string }),
        observe,
        logger: createRecordingLogger(),
        clock,
      }),
    );
    expect(result.value.status).toBe('completed');
    expect(result.polls).toBe(4);
  });

  it('spends an error budget on transient failures, then succeeds', async () => {
    const clock = new ManualClock(0);
    let calls = 0;
    const logger = createRecordingLogger();
    const result = await clock.run(
      waitUntilDone({
        what: 'job',
        poll: () => {
          calls++;
          if (calls <= 3)
            return Promise.reject(new ApiError('HTTP 503', { status: 503, operation: 'get export job' }));
          return Promise.resolve({ status: 'completed' });
        },
        observe,
        logger,
        clock,
      }),
    );
    expect(result.value.status).toBe('completed');
    expect(logger.lines.filter((l) => l.level === 'warning')).toHaveLength(3);
  });

  it('an answer that cannot be read counts against the budget like a 5xx: once is fine, past the budget it fails with its hint', async () => {
    const clock = new ManualClock(0);
    const garbled = () =>
      new SchemaError('get export job: not JSON. It looks like a web page: check base-url', 'get export job');
    let calls = 0;
    const once = await clock.run(
      waitUntilDone({
        what: 'job',
        poll: () =>
          ++calls === 2
            ? Promise.reject(garbled())
            : Promise.resolve({ status: calls < 4 ? 'running' : 'completed' }),
        observe,
        logger: createRecordingLogger(),
        clock,
      }),
    );
    expect(once.value.status).toBe('completed');
    calls = 0;
    const always = await clock
      .run(
        waitUntilDone({
          what: 'job',
          poll: () => {
            calls++;
            return Promise.reject(garbled());
          },
          observe,
          logger: createRecordingLogger(),
          clock,
          errorBudget: 3,
        }),
      )
      .catch((e: unknown) => e);
    expect(always).toBeInstanceOf(SchemaError);
    expect((always as Error).message).toMatch(/base-url/);
    expect(calls).toBe(4);
  });

  it('gives up when the budget is spent, and at once on a non-transient error', async () => {
    const clock = new ManualClock(0);
    const failing = () =>
      Promise.reject(new NetworkError('reset', { operation: 'x', mayHaveBeenProcessed: false }));
    await expect(
      clock.run(
        waitUntilDone({
          what: 'job',
          poll: failing,
          observe,
          logger: createRecordingLogger(),
          clock,
          errorBudget: 2,
        }),
      ),
    ).rejects.toBeInstanceOf(NetworkError);
    let calls = 0;
    const notFound = () => {
      calls++;
      return Promise.reject(new ApiError('HTTP 404', { status: 404, operation: 'get export job' }));
    };
    await expect(
      clock.run(
        waitUntilDone({ what: 'job', poll: notFound, observe, logger: createRecordingLogger(), clock }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('stops at the deadline with the last state and the resume hint', async () => {
    const clock = new ManualClock(0);
    const signal = clock.timeoutSignal(60_000, 'timed out after 1m (timeout)');
    const stuck = () => Promise.resolve({ status: 'running', progress: 42 });
    const error = await clock
      .run(
        waitUntilDone({
          what: 'export job se_9',
          poll: stuck,
          observe,
          logger: createRecordingLogger(),
          clock,
          signal,
          deadline: 60_000,
          resumeHint: 'Resume it with --job-id se_9',
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(
      'export job se_9 did not finish: timed out after 1m (timeout); last state: running 42%. Resume it with --job-id se_9',
    );
    expect(clock.now()).toBe(60_000);
  });

  it('stops at once when cancelled', async () => {
    const clock = new ManualClock(0);
    const controller = new AbortController();
    const pending = waitUntilDone({
      what: 'deployment s1',
      poll: () => Promise.resolve({ status: 'queued' }),
      observe,
      logger: createRecordingLogger(),
      clock,
      signal: controller.signal,
    });
    await clock.advance(5000);
    controller.abort(new CancelledError('cancelled by SIGTERM'));
    await expect(pending).rejects.toThrow(/deployment s1: cancelled by SIGTERM; last state: queued/);
    expect(clock.pendingSleeps()).toBe(0);
  });
});

describe('readWithRetries (one idempotent read)', () => {
  const garbled = () => new SchemaError('get deployment status: not JSON', 'get deployment status');

  it('asks again after an answer that cannot be read, with a pause on the clock', async () => {
    const clock = new ManualClock(0);
    const logger = createRecordingLogger();
    let calls = 0;
    const value = await clock.run(
      readWithRetries(() => (++calls === 1 ? Promise.reject(garbled()) : Promise.resolve('ok')), {
        what: 'reading deployment st_1',
        logger,
        clock,
      }),
    );
    expect(value).toBe('ok');
    expect(calls).toBe(2);
    expect(clock.now()).toBe(2000);
    expect(logger.text()).toMatch(
      /reading deployment st_1 failed \(get deployment status: not JSON\); retrying in 2s \(5 tries left\)/,
    );
  });

  it('has the budget of a wait (5 failures in a row), then the last error is final', async () => {
    const clock = new ManualClock(0);
    let calls = 0;
    const error = await clock
      .run(
        readWithRetries(
          () => {
            calls++;
            return Promise.reject(garbled());
          },
          { what: 'reading', logger: createRecordingLogger(), clock },
        ),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect(calls).toBe(6);
  });

  it('does not repeat what another read cannot fix (an API error, a network error the client retried)', async () => {
    for (const failure of [
      new ApiError('HTTP 404', { status: 404, operation: 'get deployment status' }),
      new NetworkError('ECONNREFUSED', { operation: 'get deployment status', mayHaveBeenProcessed: false }),
    ]) {
      let calls = 0;
      const error = await readWithRetries(
        () => {
          calls++;
          return Promise.reject(failure);
        },
        { what: 'reading', logger: createRecordingLogger() },
      ).catch((e: unknown) => e);
      expect(error).toBe(failure);
      expect(calls).toBe(1);
    }
  });
});
