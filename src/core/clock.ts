import { CancelledError, TimeoutError } from './errors.js';

/**
 * Time as the kit sees it. Production uses the system clock; tests and benchmarks pass a scaled
 * clock so that minutes of emulated time run in seconds, with every wait shrunk by the same factor.
 */
export interface Clock {
  now(): number;
  /** Resolves after `ms` of clock time; rejects with the signal's reason when it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** An AbortSignal that aborts with a TimeoutError after `ms` of clock time. */
  timeoutSignal(ms: number, message: string): AbortSignal;
}

/** The reason a signal aborted, as one of our typed errors. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof TimeoutError || reason instanceof CancelledError) return reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') return new TimeoutError(reason.message);
  return new CancelledError('cancelled');
}

function realSleep(realMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, realMs),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function realTimeoutSignal(realMs: number, message: string): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(message)), Math.max(0, realMs));
  timer.unref();
  return controller.signal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => realSleep(ms, signal),
  timeoutSignal: (ms, message) => realTimeoutSignal(ms, message),
};

/**
 * Clock time runs `scale` times faster than real time (scale 60: one minute per real second),
 * reading `start` at the real time `origin` (to line up with an emulator's clock).
 */
export function scaledClock(scale: number, origin = Date.now(), start = origin): Clock {
  if (!(scale > 0)) throw new RangeError('scale must be positive');
  // Sub-millisecond real time: at scale 60 a whole real ms is 60 ms of clock time, enough to read a
  // Retry-After as over before it is.
  const realNow = () => performance.timeOrigin + performance.now();
  return {
    now: () => start + (realNow() - origin) * scale,
    sleep: (ms, signal) => realSleep(ms / scale, signal),
    timeoutSignal: (ms, message) => realTimeoutSignal(ms / scale, message),
  };
}
