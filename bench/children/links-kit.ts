/**
 * Child of the link-check benchmark: the kit's runLinkCheck on a docs folder, its names resolved by
 * the simulated web's table (no DNS, no internet). Writes the verdicts and the summary as JSON.
 *   links-kit.js DOCS_DIR NAMES_JSON OUT_JSON [CACHE_FILE]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { silentLogger } from '../../src/core/logger.js';
import { runLinkCheck } from '../../src/links/index.js';

const [docsDir, namesFile, outFile, cacheFile] = process.argv.slice(2);
if (!docsDir || !namesFile || !outFile)
  throw new Error('usage: links-kit.js DOCS_DIR NAMES_JSON OUT_JSON [CACHE_FILE]');
const names = new Map(Object.entries(JSON.parse(readFileSync(namesFile, 'utf8')) as Record<string, string>));

const lookup = (hostname: string) => {
  const address = names.get(hostname.toLowerCase());
  return address
    ? Promise.resolve([{ address, family: 4 as const }])
    : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
};

const started = performance.now();
const report = await runLinkCheck({
  docsDir,
  allowPrivate: true,
  cacheFile: cacheFile || undefined,
  network: { lookup, probeDns: () => Promise.resolve(true) },
  logger: silentLogger,
});
const elapsedMs = performance.now() - started;
writeFileSync(
  outFile,
  JSON.stringify({
    elapsedMs,
    summary: report.summary,
    links: report.links.map((link) => [link.url, link.status, link.reason]),
  }),
);
