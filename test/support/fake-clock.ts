import type { Clock } from '../../src/core/clock.js';
import { abortReason } from '../../src/core/clock.js';
import { TimeoutError } from '../../src/core/errors.js';

/**
 * A manual clock: sleeps resolve when `advance` moves time past them, in time order. `runUntilIdle`
 * advances to the next pending sleep repeatedly, so code that sleeps in loops runs instantly.
 */
export class ManualClock implements Clock {
  private current: number;
  private sleepers: { at: number; resolve: () => void; reject: (e: Error) => void; seq: number }[] = [];
  private seq = 0;

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      const entry = { at: this.current + Math.max(0, ms), resolve, reject, seq: this.seq++ };
      this.sleepers.push(entry);
      signal?.addEventListener(
        'abort',
        () => {
          this.sleepers = this.sleepers.filter((s) => s !== entry);
          reject(abortReason(signal));
        },
        { once: true },
      );
    });
  }

  timeoutSignal(ms: number, message: string): AbortSignal {
    const controller = new AbortController();
    void this.sleep(ms).then(() => controller.abort(new TimeoutError(message)));
    return controller.signal;
  }

  pendingSleeps(): number {
    return this.sleepers.length;
  }

  /** Moves time forward by `ms`, waking sleepers in order and letting promise chains run between them. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      await flush();
      this.sleepers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.sleepers[0];
      if (!next || next.at > target) break;
      this.sleepers.shift();
      this.current = Math.max(this.current, next.at);
      next.resolve();
    }
    this.current = target;
    await flush();
  }

  /** Runs until `promise` settles, jumping from one pending sleep to the next. */
  async run<T>(promise: Promise<T>, maxSteps = 10_000): Promise<T> {
    let settled = false;
    const tracked = promise.finally(() => {
      settled = true;
    });
    tracked.catch(() => undefined);
    for (let i = 0; i < maxSteps && !settled; i++) {
      await flush();
      if (settled) break;
      this.sleepers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.sleepers[0];
      if (!next) {
        // Something real (I/O) is pending: give it a moment.
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      await this.advance(next.at - this.current);
    }
    return tracked;
  }
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((r) => setImmediate(r));
}
