/**
 * Child process of the matrix benchmark: one runner of an organization that previews its branches
 * with its own client and no shared quota file, the way a matrix leg or another repository's job
 * does. Waits for the common start, prints one JSON line with its traffic (real epoch ms).
 * Usage: quota-client.ts BASE_URL PROJECT BRANCHES START_AT TIME_SCALE adaptive|fixed (API key in DOCS_API_KEY)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DocsApiClient } from '../../src/client/client.js';
import { parseApiKey, parseBaseUrl } from '../../src/client/config-checks.js';
import { scaledClock } from '../../src/core/clock.js';
import { silentLogger } from '../../src/core/logger.js';
import { previewBranches } from '../../src/preview/preview-branches.js';
import { recordClientTraffic } from '../lib/traffic.js';

const [baseUrl, project, branchCount, startAt, timeScale, mode] = process.argv.slice(2);
const apiKey = process.env.DOCS_API_KEY;
if (!baseUrl || !project || !branchCount || !startAt || !timeScale || !mode || !apiKey) {
  throw new Error('usage: quota-client.ts BASE_URL PROJECT BRANCHES START_AT TIME_SCALE adaptive|fixed');
}
const scale = Number(timeScale);
const preciseNow = () => performance.timeOrigin + performance.now();

const client = new DocsApiClient({
  baseUrl: parseBaseUrl(baseUrl, 'BASE_URL'),
  apiKey: parseApiKey(apiKey, 'DOCS_API_KEY'),
  logger: silentLogger,
  clock: scaledClock(scale),
  adaptiveRateLimit: mode === 'adaptive',
  // A 429 run of a crowded quota is long: the run's deadline, not the count, ends it here.
  maxRateLimitedTries: 1000,
});
const traffic = recordClientTraffic(new URL(`${baseUrl}/project/preview/${project}`).pathname, {
  now: preciseNow,
  timeScale: scale,
});
const branches = Array.from({ length: Number(branchCount) }, (_, i) => `feature/leg-${i + 1}`);

await sleep(Math.max(0, Number(startAt) - Date.now()));
const results = await previewBranches({
  client,
  projectId: project,
  branches,
  wait: false,
  logger: silentLogger,
  clock: scaledClock(scale),
});
traffic.stop();
process.stdout.write(
  JSON.stringify({
    ok: results.filter((r) => r.ok).length,
    errors: results.filter((r) => !r.ok).map((r) => r.error ?? r.status),
    sent: traffic.sent,
    accepted: traffic.accepted,
    rateLimited: traffic.rateLimited,
    failed: traffic.failed,
  }) + '\n',
);
