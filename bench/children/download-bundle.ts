/**
 * Child process of the download benchmark: runs the kit's downloadBundle once and prints one JSON
 * line with its timings and the process's peak RSS.
 * Usage: download-bundle.ts URL DEST SIZE [as-it-lands|after] (when the archive is checked)
 */
import { downloadBundle } from '../../src/export/download.js';
import type { Logger } from '../../src/core/logger.js';
import { silentLogger } from '../../src/core/logger.js';
import { peakRssKiB } from './peak-rss.js';

const [url, dest, size, archiveCheck = 'as-it-lands'] = process.argv.slice(2);
if (!url || !dest || !size || (archiveCheck !== 'as-it-lands' && archiveCheck !== 'after')) {
  throw new Error('usage: download-bundle.ts URL DEST SIZE [as-it-lands|after]');
}

// downloadBundle logs "Downloaded ..." when the transfer (with its sha256) is done and before it
// verifies the archive: that moment splits the two phases.
let transferredAt: number | undefined;
let transferPeakRssKiB: number | undefined;
/** CPU time of this process (all its threads: the thread pool's writes too) during the transfer. */
let transferCpuMs: number | undefined;
const logger: Logger = {
  ...silentLogger,
  info: (message) => {
    if (message.startsWith('Downloaded ') && message.includes('sha256')) {
      transferredAt = performance.now();
      transferPeakRssKiB = peakRssKiB();
      const cpu = process.cpuUsage(cpuAtStart);
      transferCpuMs = (cpu.user + cpu.system) / 1000;
    }
  },
};

const startRssKiB = peakRssKiB();
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const result = await downloadBundle({ url, dest, expectedSize: Number(size), logger, archiveCheck });
const ended = performance.now();
process.stdout.write(
  JSON.stringify({
    totalMs: ended - started,
    transferMs: (transferredAt ?? ended) - started,
    verifyMs: ended - (transferredAt ?? ended),
    sizeBytes: result.sizeBytes,
    sha256: result.sha256,
    format: result.format,
    peakRssKiB: peakRssKiB(),
    transferPeakRssKiB: transferPeakRssKiB ?? peakRssKiB(),
    transferCpuMs: transferCpuMs ?? 0,
    startRssKiB,
  }) + '\n',
);
