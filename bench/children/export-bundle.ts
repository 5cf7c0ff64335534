/**
 * Child process of the export-bundle benchmark: the kit's whole call as `export` runs it for a
 * bundle to extract (downloadBundle with extractTo: download, sha256 and extraction as it lands;
 * extractBundle after it when the download could not extract), and one JSON line with its timings.
 * Usage: export-bundle.ts URL DEST DIR SIZE
 */
import { downloadBundle } from '../../src/export/download.js';
import { extractBundle } from '../../src/export/extract.js';
import { silentLogger } from '../../src/core/logger.js';
import { peakRssKiB } from './peak-rss.js';

const [url, dest, dir, size] = process.argv.slice(2);
if (!url || !dest || !dir || !size) throw new Error('usage: export-bundle.ts URL DEST DIR SIZE');

const startRssKiB = peakRssKiB();
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const download = await downloadBundle({
  url,
  dest,
  expectedSize: Number(size),
  logger: silentLogger,
  extractTo: dir,
});
const downloaded = performance.now();
const extracted =
  download.extracted ?? (await extractBundle({ archive: download.path, dir, logger: silentLogger }));
const ended = performance.now();
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(
  JSON.stringify({
    totalMs: ended - started,
    downloadMs: downloaded - started,
    extractedAsItLanded: download.extracted !== undefined,
    sizeBytes: download.sizeBytes,
    sha256: download.sha256,
    files: extracted.files,
    bytes: extracted.bytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssKiB: peakRssKiB(),
    startRssKiB,
  }) + '\n',
);
