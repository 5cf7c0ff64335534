import { readFileSync } from 'node:fs';

/**
 * Peak resident set size of this process, KiB. VmHWM is the peak of this program's own memory;
 * getrusage's maxRSS would also count the parent's pages copied before exec.
 */
export function peakRssKiB(): number {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS;
}
