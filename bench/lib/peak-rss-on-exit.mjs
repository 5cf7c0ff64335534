// Preloaded (`node --import`) into a measured child process: on exit, writes the process's peak
// resident set size in KiB to the file named by BENCH_PEAK_RSS_FILE. VmHWM is the peak of this
// program's own memory; getrusage's maxRSS would also count the parent's pages before exec.
import { readFileSync, writeFileSync } from 'node:fs';

function peakRssKiB() {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS;
}

const file = process.env.BENCH_PEAK_RSS_FILE;
if (file) {
  process.on('exit', () => {
    writeFileSync(file, String(peakRssKiB()));
  });
}
