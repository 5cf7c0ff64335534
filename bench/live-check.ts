/**
 * Benchmark 12: the live check of a pull request's changed pages on the emulator's preview. The
 * emulator renders a 150-page docs folder with 20 ms before each page's answer; 50 pages are the
 * changed ones, each with links to other pages (half with #anchors), to its own headings, and one
 * outside link. Measured: the time from the preview being ready to the end of the check (what the
 * preview step adds after the "ready" comment), against the politeness bound of the same run: the
 * requests the check had to send, 2 at a time to the preview's host, 20 ms each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRecordingLogger } from '../src/core/logger.js';
import { startEmulator } from '../src/emulator/index.js';
import { checkChangedPagesLive } from '../src/preview/live-links.js';
import type { ChangedPage } from '../src/preview/changed-pages/types.js';
import { makeTempDir } from './lib/cleanup.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { median, round, spreadOf } from './lib/stats.js';

const ROUNDS = 5;
const PAGES = 150;
const CHANGED = 50;
const PAGE_LATENCY_MS = 20;
const HOST_CONCURRENCY = 2;
const GOAL_SECONDS = 3;

function page(index: number): string {
  return `guides/topic-${String(index).padStart(3, '0')}`;
}

/** A docs folder of PAGES pages; the first CHANGED are the pull request's. */
function writeSite(dir: string): void {
  mkdirSync(join(dir, 'guides'), { recursive: true });
  const pages = Array.from({ length: PAGES }, (_, i) => page(i));
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Bench', navigation: { groups: [{ group: 'Guides', pages }] } }, null, 2),
  );
  for (let i = 0; i < PAGES; i++) {
    const others = [7, 31, 53, 97].map((step) => (i + step) % PAGES);
    const lines = [
      '---',
      `title: Topic ${i}`,
      '---',
      '',
      '## Overview',
      '',
      `Read [the setup](/${page(others[0]!)}#setup) and [the limits](/${page(others[1]!)}#limits).`,
      `See also [topic ${others[2]}](/${page(others[2]!)}) and [topic ${others[3]}](/${page(others[3]!)}).`,
      'Back to [the overview](#overview), on to [the details](#details).',
      'The [standard](https://example.com/spec) says so.',
      '',
      '## Setup',
      '',
      'Install it.',
      '',
      '## Limits',
      '',
      'Five a minute.',
      '',
      '## Details',
      '',
      'More.',
    ];
    writeFileSync(join(dir, `${page(i)}.mdx`), `${lines.join('\n')}\n`);
  }
}

async function waitUntilLive(url: string): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status === 200) return;
    await new Promise((done) => setTimeout(done, 5));
  }
  throw new Error(`the preview ${url} never went live`);
}

export async function liveCheck(): Promise<BenchResult> {
  const started = Date.now();
  const dir = makeTempDir('docs-ci-bench-live-');
  writeSite(dir);
  const emulator = await startEmulator({
    docsDir: dir,
    pageLatencyMs: PAGE_LATENCY_MS,
    timeScale: 1000,
    previewLimit: false,
  });
  try {
    const triggered = await fetch(`${emulator.url}/project/preview/bench`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ branch: 'docs/bench' }),
    });
    const { previewUrl } = (await triggered.json()) as { previewUrl: string };
    await waitUntilLive(`${previewUrl}${page(0)}`);
    const changed: ChangedPage[] = Array.from({ length: CHANGED }, (_, i) => ({
      path: `${page(i)}.mdx`,
      url: `${previewUrl}${page(i)}`,
      change: 'modified',
      title: `Topic ${i}`,
    }));
    const rounds: { ms: number; requests: number; broken: number; checked: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = performance.now();
      const { report } = await checkChangedPagesLive({
        previewUrl,
        pages: changed,
        workspace: dir,
        docsRoot: '',
        logger: createRecordingLogger(),
      });
      rounds.push({
        ms: performance.now() - before,
        requests: report.summary.requests,
        broken: report.summary.broken + report.pages.filter((p) => p.status !== 'ok').length,
        checked: report.links.length,
      });
    }
    const ms = rounds.map((r) => r.ms);
    const value = median(ms) / 1000;
    // Every request to the preview waits 20 ms, 2 at a time: the least any polite checker needs.
    const requests = median(rounds.map((r) => r.requests));
    const boundSeconds = (requests * PAGE_LATENCY_MS) / HOST_CONCURRENCY / 1000;
    const falseBroken = Math.max(...rounds.map((r) => r.broken));
    return {
      id: 'live-check',
      title: '12. Live check of the changed pages',
      figures: [
        figure({
          metric: `live check ${CHANGED} changed pages: time after the preview is ready`,
          value: round(value, 3),
          unit: 's',
          spread: spreadOf(ms, 1 / 1000),
          reference: {
            label: 'politeness bound (requests x 20 ms / 2 per host)',
            value: round(boundSeconds, 3),
            unit: 's',
          },
          ratio: round(value / boundSeconds, 2),
          goal: { on: 'value', op: '<=', limit: GOAL_SECONDS, unit: 's' },
        }),
        figure({
          metric: 'broken links or pages reported on a site where every link works',
          value: falseBroken,
          unit: '',
          goal: { on: 'value', op: '<=', limit: 0 },
        }),
      ],
      notes: [
        `${PAGES}-page site rendered by the emulator with ${PAGE_LATENCY_MS} ms before each page's answer; ${CHANGED} changed pages, ` +
          `each with 4 links to other pages (2 with #anchors), 2 to its own headings and 1 outside link (an example domain, not requested).`,
        `${median(rounds.map((r) => r.checked))} distinct links, ${requests} requests to the preview per round; ${ROUNDS} rounds, median.`,
      ],
      details: { rounds },
      durationMs: Date.now() - started,
    };
  } finally {
    await emulator.close();
  }
}
