import { ConfigurationError } from './errors.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Parses `500ms`, `30s`, `15m`, `1h`, `1d`, `1m30s` or a bare number of seconds into milliseconds.
 * Zero, negative and unparseable values are configuration errors naming `what`.
 */
export function parseDuration(text: string, what: string): number {
  const input = text.trim();
  let total = 0;
  if (/^\d+(\.\d+)?$/.test(input)) {
    total = Number(input) * 1000;
  } else {
    const pattern = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
    let consumed = 0;
    for (const match of input.matchAll(pattern)) {
      total += Number(match[1]) * (UNITS[match[2] as string] as number);
      consumed += match[0].length;
    }
    if (input.length === 0 || consumed !== input.length) {
      throw new ConfigurationError(
        `${what}: "${text}" is not a duration. Use a number with a unit, for example 500ms, 30s, 15m or 1h.`,
      );
    }
  }
  // Checked after rounding: "0.4ms" would otherwise become a zero timeout or window.
  const ms = Math.round(total);
  if (!(ms > 0)) {
    throw new ConfigurationError(`${what}: "${text}" must be greater than zero (for example 30s or 15m).`);
  }
  if (!Number.isSafeInteger(ms)) {
    throw new ConfigurationError(`${what}: "${text}" is too long to be a duration (for example 30s or 15m).`);
  }
  return ms;
}

/** Human form of a duration: 850ms, 41s, 3m10s, 1h05m. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 60) return `${totalSeconds}s`;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h${String(minutes).padStart(2, '0')}m`;
  return seconds === 0 ? `${minutes}m` : `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
