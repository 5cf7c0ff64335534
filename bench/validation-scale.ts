import { join } from 'node:path';
import { bundledChild, childScript, ROOT } from './lib/children.js';
import { ensureGeneratedSite, SCALE_SITE } from './lib/generated-site.js';
import { WORKER_FROM_FILES } from '../src/validate/validate-docs.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, min, MiB, round, spreadOf } from './lib/stats.js';

const RUNS = 5;

interface Runs {
  wallMs: number[];
  peakRssKiB: number[];
  verdict: string;
}

/**
 * Validation of a generated 25,000-page repository against the floor of reading it: every file
 * read, JSON.parse of every JSON file, the front matter of every page split off (no checks).
 */
export async function validationAtScale(): Promise<BenchResult> {
  const started = performance.now();
  const site = ensureGeneratedSite(join(ROOT, 'bench', '.work', 'scale'));
  const kitBundle = await bundledChild('validate-kit');
  const tools = {
    floor: {
      label: 'read + JSON.parse + front-matter split (floor)',
      args: [childScript('read-site'), site.dir],
    },
    kit: { label: 'docs-ci validateDocs', args: [kitBundle, site.dir] },
    // What users run: the shipped CLI bundle (the validate action runs the same code).
    cli: {
      label: 'docs-ci validate (dist/cli)',
      args: [join(ROOT, 'dist', 'cli', 'index.js'), 'validate', site.dir],
    },
  };
  const runs: Record<keyof typeof tools, Runs> = {
    floor: { wallMs: [], peakRssKiB: [], verdict: '' },
    kit: { wallMs: [], peakRssKiB: [], verdict: '' },
    cli: { wallMs: [], peakRssKiB: [], verdict: '' },
  };
  // Round-robin, so that a busy moment of the machine hits both alike.
  for (let round = 0; round < RUNS; round++) {
    for (const id of ['floor', 'kit', 'cli'] as const) {
      const run = await runNodeMeasured(tools[id].args, { timeoutMs: 300_000, cwd: site.dir });
      if (run.code !== 0) throw new Error(describeFailure(tools[id].label, run));
      runs[id].wallMs.push(run.wallMs);
      if (run.peakRssKiB !== undefined) runs[id].peakRssKiB.push(run.peakRssKiB);
      runs[id].verdict = run.stdout.trim().split('\n').pop() ?? '';
    }
  }
  const kit = median(runs.kit.wallMs);
  const floor = median(runs.floor.wallMs);
  const mib = (kib: number) => (kib * 1024) / MiB;
  return {
    id: 'scale',
    title: '7. Validation at scale',
    figures: [
      figure({
        metric: `wall time, ${SCALE_SITE.pages.toLocaleString('en')}-page repository, vs reading it`,
        value: kit,
        spread: spreadOf(runs.kit.wallMs),
        unit: 'ms',
        reference: { label: 'floor', value: floor, unit: 'ms', spread: spreadOf(runs.floor.wallMs) },
        ratio: kit / floor,
        // Each round ran the floor, the kit and the CLI one after the other.
        ratioSpread: spreadOf(runs.kit.wallMs.map((ms, i) => ms / (runs.floor.wallMs[i] ?? NaN))),
        goal: { on: 'ratio', op: '<=', limit: 3 },
      }),
      figure({
        metric: 'peak RSS of the validating process',
        value: mib(median(runs.kit.peakRssKiB)),
        unit: 'MiB',
        reference: { label: 'floor', value: mib(median(runs.floor.peakRssKiB)), unit: 'MiB' },
        goal: { on: 'value', op: '<=', limit: 300 },
      }),
      figure({
        metric: 'peak RSS of the CLI validating it (dist/cli, as users run it)',
        value: mib(median(runs.cli.peakRssKiB)),
        unit: 'MiB',
        reference: { label: 'floor', value: mib(median(runs.floor.peakRssKiB)), unit: 'MiB' },
        goal: { on: 'value', op: '<=', limit: 300 },
      }),
    ],
    notes: [
      `A generated repository (bench/lib/generated-site.ts, cached in bench/.work/scale): ${SCALE_SITE.pages.toLocaleString('en')} MDX pages ` +
        `with front matter, snippet imports and internal links, in 2 languages x 6 tabs x groups nested 3 deep, and ` +
        `${SCALE_SITE.specs} OpenAPI specs (80 small, 15 of 150 operations, 5 of 1,500 operations and 2.2 MB) whose operations ` +
        `become generated pages; ${site.files.toLocaleString('en')} files, ${round(site.bytes / MiB, 1)} MiB. Each tool in its own Node process, ` +
        `${RUNS} runs round-robin, medians (spread in details); peak RSS is VmHWM. From ${WORKER_FROM_FILES.toLocaleString('en')} files on, ` +
        "validateDocs validates in a worker thread with an 8 MB young generation (the validation worker bundle sits beside the kit's, as in dist/).",
      `CLI wall time: ${round(median(runs.cli.wallMs), 0)} ms (${round(median(runs.cli.wallMs) / floor, 2)} x the floor).`,
      `Verdicts: kit: ${runs.kit.verdict}; CLI: ${runs.cli.verdict}; floor: ${runs.floor.verdict}.`,
    ],
    details: Object.fromEntries(
      (['floor', 'kit', 'cli'] as const).map((id) => [
        id,
        {
          label: tools[id].label,
          wallMs: runs[id].wallMs.map((ms) => round(ms, 0)),
          wallSpreadMs: round(max(runs[id].wallMs) - min(runs[id].wallMs), 0),
          peakRssMiB: runs[id].peakRssKiB.map((kib) => round(mib(kib), 1)),
        },
      ]),
    ),
    durationMs: performance.now() - started,
  };
}
