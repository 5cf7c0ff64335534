/**
 * The emulator's one notion of time. Service-side durations (deployment phases, export duration, link
 * lifetime) are given in EMULATED ms and run `timeScale` times faster than real time. Every absolute
 * timestamp shown to clients (createdAt, endedAt, updatedAt, expiresAt, X-Amz-Date) is the REAL wall-clock
 * moment at which the emulated instant happens, because clients compare them with their own clock.
 */
export interface EmulatorClock {
  readonly timeScale: number;
  /** Emulated epoch ms (starts at the real time the clock was created, then runs `timeScale` x faster). */
  now(): number;
  /** Real epoch ms at which the emulated instant `emulatedMs` happens (or happened). */
  toRealEpochMs(emulatedMs: number): number;
  /** ISO 8601 text of the real moment of an emulated instant. */
  iso(emulatedMs: number): string;
  /** Real ms that an emulated duration takes. */
  realDuration(emulatedMs: number): number;
  /** Jumps emulated time forward (tests: finish a deployment or expire a link at once). */
  advance(emulatedMs: number): void;
}

/** Real epoch ms with sub-millisecond resolution, so progress keeps moving at large time scales. */
function preciseRealNow(): number {
  return performance.timeOrigin + performance.now();
}

export function createEmulatorClock(timeScale = 1, realNow: () => number = preciseRealNow): EmulatorClock {
  if (!Number.isFinite(timeScale) || timeScale <= 0) {
    throw new RangeError(`timeScale must be a positive number (got ${timeScale})`);
  }
  const realStart = realNow();
  let offset = 0;
  const now = () => realStart + (realNow() - realStart) * timeScale + offset;
  const toRealEpochMs = (emulatedMs: number) => realStart + (emulatedMs - realStart - offset) / timeScale;
  return {
    timeScale,
    now,
    toRealEpochMs,
    iso: (emulatedMs) => new Date(Math.round(toRealEpochMs(emulatedMs))).toISOString(),
    realDuration: (emulatedMs) => emulatedMs / timeScale,
    advance: (emulatedMs) => {
      if (!(emulatedMs >= 0)) throw new RangeError('advance() takes a non-negative number of ms');
      offset += emulatedMs;
    },
  };
}
