import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { childScript, ensureChildrenBuilt, ROOT } from './lib/children.js';
import { ensureGeneratedSite, SCALE_SITE } from './lib/generated-site.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, min, round, spreadOf } from './lib/stats.js';

const ROUNDS = 5;
/** The preview waits for nothing longer: the list is made while the preview is triggered. */
const GOAL_MS = 1000;

/**
 * A pull request on the generated 25,000-page site like a busy real one: 40 pages edited, 5 added,
 * 5 removed, 2 renamed, one snippet that 125 pages import, and one spec whose shared schema changed
 * (every operation changed through its `$ref`).
 */
function writeScenario(siteDir: string, dir: string): string {
  const page = (tab: number, group: number, sub: number, n: number) =>
    `en/tab-${tab}/group-${group}/sub-${sub}/page-${n}.mdx`;
  const files: { filename: string; status: string; previousFilename?: string }[] = [];
  for (let i = 0; i < 40; i++)
    files.push({ filename: page(i % 5, (i >> 1) % 5, i % 5, i % 40), status: 'modified' });
  for (let i = 0; i < 5; i++) files.push({ filename: page(1, 2, 3, 50 + i), status: 'added' });
  for (let i = 0; i < 5; i++) files.push({ filename: `en/tab-0/old/gone-${i}.mdx`, status: 'removed' });
  for (let i = 0; i < 2; i++)
    files.push({ filename: page(2, 2, 2, 60 + i), status: 'renamed', previousFilename: `en/old-${i}.mdx` });
  files.push({ filename: 'snippets/note-7.mdx', status: 'modified' });
  files.push({ filename: 'specs/service-3.json', status: 'modified' });
  const spec = JSON.parse(readFileSync(join(siteDir, 'specs/service-3.json'), 'utf8')) as {
    components: { schemas: { Item: { properties: Record<string, unknown> } } };
  };
  delete spec.components.schemas.Item.properties.tags;
  const base = join(dir, 'service-3.base.json');
  writeFileSync(base, JSON.stringify(spec));
  const scenario = join(dir, 'scenario.json');
  writeFileSync(scenario, JSON.stringify({ files, specBases: { 'specs/service-3.json': base } }));
  return scenario;
}

/** The preview's changed-pages step on the 25,000-page site, in a fresh process each round. */
export async function changedPagesAtScale(): Promise<BenchResult> {
  const started = performance.now();
  const site = ensureGeneratedSite(join(ROOT, 'bench', '.work', 'scale'));
  ensureChildrenBuilt();
  const dir = join(ROOT, 'bench', '.work', 'changed-pages');
  mkdirSync(dir, { recursive: true });
  const scenario = writeScenario(site.dir, dir);
  const stepMs: number[] = [];
  const cpuMs: number[] = [];
  let verdict = '';
  for (let round = 0; round < ROUNDS; round++) {
    const run = await runNodeMeasured([childScript('changed-pages'), site.dir, scenario], {
      timeoutMs: 120_000,
    });
    if (run.code !== 0) throw new Error(describeFailure('changed-pages step', run));
    verdict = run.stdout.trim().split('\n').pop() ?? '';
    stepMs.push(Number.parseFloat(verdict));
    cpuMs.push(Number.parseFloat(/CPU (\d+) ms/.exec(verdict)?.[1] ?? 'NaN'));
  }
  const value = median(stepMs);
  return {
    id: 'changed-pages',
    title: '8. Changed pages at scale',
    figures: [
      figure({
        metric: `changed pages ${SCALE_SITE.pages.toLocaleString('en')}-page: time added to the preview`,
        value: round(value, 0),
        spread: spreadOf(stepMs),
        unit: 'ms',
        goal: { on: 'value', op: '<=', limit: GOAL_MS },
      }),
    ],
    notes: [
      `Median of ${ROUNDS} rounds, each a fresh Node process (modules loaded on the clock): min ${round(min(stepMs), 0)} ms, max ${round(max(stepMs), 0)} ms.`,
      `CPU time of the step's process (git grep's own excluded): median ${round(median(cpuMs), 0)} ms (${round(min(cpuMs), 0)}-${round(max(cpuMs), 0)}); on a loaded machine the wall time is several times that.`,
      'The pull request: 40 pages edited, 5 added, 5 removed, 2 renamed, a snippet 125 pages import, and a spec whose shared schema changed (12 operations changed through a $ref); the base version of the spec read from a file.',
      `Last round: ${verdict}.`,
    ],
    details: {
      stepMs: stepMs.map((ms) => round(ms, 1)),
      min: round(min(stepMs), 1),
      max: round(max(stepMs), 1),
      cpuMs,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
    },
    durationMs: performance.now() - started,
  };
}
