export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The rounds behind a median figure: their smallest and largest value, and how many there were. */
export interface Spread {
  min: number;
  max: number;
  rounds: number;
}

/** The spread of the rounds, each multiplied by `scale` (e.g. 1/1000 for ms shown in s). */
export function spreadOf(values: readonly number[], scale = 1): Spread {
  return { min: min(values) * scale, max: max(values) * scale, rounds: values.length };
}

/** The median of the rounds with their spread, both multiplied by `scale`. */
export function medianOf(values: readonly number[], scale = 1): { median: number; spread: Spread } {
  return { median: median(values) * scale, spread: spreadOf(values, scale) };
}

export function max(values: readonly number[]): number {
  return values.reduce((a, b) => Math.max(a, b), -Infinity);
}

export function min(values: readonly number[]): number {
  return values.reduce((a, b) => Math.min(a, b), Infinity);
}

/** Rounds for the JSON output: enough digits to read, not float noise. */
export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const MiB = 1024 * 1024;
export const MB = 1_000_000;
