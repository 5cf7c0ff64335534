import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { describeFailure, runNodeMeasured } from './lib/processes.js';
import type { ProcessRun } from './lib/processes.js';
import { ensureReferenceTools, redoclyCli, REFERENCE_TOOLS } from './lib/reference-tools.js';
import type { ReferenceTool } from './lib/reference-tools.js';
import type { BenchResult, Figure } from './lib/report.js';
import { figure } from './lib/report.js';
import { max, median, MiB, round, spreadOf } from './lib/stats.js';
import { bundledChild, childScript } from './lib/children.js';

const RUNS = 5;

interface Tool {
  id: 'kit' | 'json' | 'redocly' | 'readme' | 'swagger';
  label: string;
  requires?: ReferenceTool;
  args(files: { dir: string; spec: string; kitBundle: string }): string[];
  /** Exit codes that mean "ran to the end" (redocly exits 1 when it found problems). */
  okCodes: number[];
}

const TOOLS: Tool[] = [
  { id: 'kit', label: 'docs-ci validateDocs', args: ({ dir, kitBundle }) => [kitBundle, dir], okCodes: [0] },
  {
    id: 'json',
    label: 'JSON.parse (floor)',
    args: ({ spec }) => [childScript('json-parse'), spec],
    okCodes: [0],
  },
  {
    id: 'redocly',
    label: `redocly lint ${REFERENCE_TOOLS['@redocly/cli']}`,
    requires: '@redocly/cli',
    args: ({ spec }) => [redoclyCli(), 'lint', spec, '--format=summary'],
    okCodes: [0, 1],
  },
  {
    id: 'readme',
    label: `@readme/openapi-parser ${REFERENCE_TOOLS['@readme/openapi-parser']} validate()`,
    requires: '@readme/openapi-parser',
    args: ({ spec }) => [childScript('library-validate'), 'readme', spec],
    okCodes: [0],
  },
  {
    id: 'swagger',
    label: `swagger-parser ${REFERENCE_TOOLS['@apidevtools/swagger-parser']} validate()`,
    requires: '@apidevtools/swagger-parser',
    args: ({ spec }) => [childScript('library-validate'), 'swagger', spec],
    okCodes: [0],
  },
];

const TOOL_ENV = {
  ...process.env,
  // No telemetry, no update check: the bench talks to 127.0.0.1 only.
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

function githubDescription(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');
}

interface ToolRuns {
  tool: Tool;
  wallMs: number[];
  peakRssKiB: number[];
  verdict: string;
}

function verdictOf(tool: Tool, run: ProcessRun): string {
  const text = `${run.stdout}\n${run.stderr}`;
  if (tool.id === 'redocly') {
    const summary = /Validation failed with [^\n.]*|Woohoo! Your API description is valid[^\n]*/.exec(text);
    return summary?.[0] ?? `exit ${run.code}`;
  }
  return run.stdout.trim().split('\n').pop() ?? '';
}

export async function validationSpeed(): Promise<BenchResult> {
  const started = performance.now();
  const kitBundle = await bundledChild('validate-kit');
  const { usable, notes } = await ensureReferenceTools();
  const dir = makeTempDir('validate');
  try {
    const spec = join(dir, 'github.json');
    copyFileSync(githubDescription(), spec);
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({
        name: 'GitHub REST',
        navigation: { tabs: [{ tab: 'REST API', openapi: 'github.json' }] },
      }),
    );
    const tools = TOOLS.filter((tool) => !tool.requires || usable.has(tool.requires));
    const runs = new Map<Tool['id'], ToolRuns>(
      tools.map((tool) => [tool.id, { tool, wallMs: [], peakRssKiB: [], verdict: '' }]),
    );
    // Round-robin, so that a busy moment of the machine hits every tool alike.
    for (let round = 0; round < RUNS; round++) {
      for (const tool of tools) {
        const run = await runNodeMeasured(tool.args({ dir, spec, kitBundle }), {
          env: TOOL_ENV,
          timeoutMs: 180_000,
          cwd: dir,
        });
        if (!tool.okCodes.includes(run.code ?? -1)) throw new Error(describeFailure(tool.label, run));
        const record = runs.get(tool.id) as ToolRuns;
        record.wallMs.push(run.wallMs);
        if (run.peakRssKiB !== undefined) record.peakRssKiB.push(run.peakRssKiB);
        record.verdict = verdictOf(tool, run);
      }
    }

    const wall = (id: Tool['id']) => (runs.has(id) ? median(runs.get(id)?.wallMs ?? []) : undefined);
    const kit = wall('kit') as number;
    const kitRss = (max(runs.get('kit')?.peakRssKiB ?? []) * 1024) / MiB;
    const compare = (id: Tool['id'], goal?: number): Figure | undefined => {
      const reference = wall(id);
      const tool = runs.get(id)?.tool;
      if (reference === undefined || !tool) return undefined;
      const kitRounds = runs.get('kit')?.wallMs ?? [];
      const referenceRounds = runs.get(id)?.wallMs ?? [];
      return figure({
        metric: `wall time vs ${tool.label}`,
        value: kit,
        spread: spreadOf(kitRounds),
        unit: 'ms',
        reference: {
          label: tool.id === 'json' ? 'floor' : tool.id,
          value: reference,
          unit: 'ms',
          spread: spreadOf(referenceRounds),
        },
        ratio: kit / reference,
        // Each round ran every tool once, one after the other.
        ratioSpread: spreadOf(kitRounds.map((ms, i) => ms / (referenceRounds[i] ?? NaN))),
        ...(goal === undefined ? {} : { goal: { on: 'ratio' as const, op: '<=' as const, limit: goal } }),
      });
    };
    const figures = [
      compare('redocly', 0.12),
      compare('readme', 0.5),
      compare('swagger'),
      compare('json'),
      figure({
        metric: 'peak RSS of the validating process',
        value: kitRss,
        unit: 'MiB',
        ...(runs.has('readme')
          ? {
              reference: {
                label: 'readme',
                value: (max(runs.get('readme')?.peakRssKiB ?? []) * 1024) / MiB,
                unit: 'MiB',
              },
            }
          : {}),
        goal: { on: 'value', op: '<=', limit: 200 },
      }),
    ].filter((f): f is Figure => f !== undefined);
    for (const tool of TOOLS) {
      if (tool.requires && !usable.has(tool.requires))
        notes.push(`${tool.label}: not measured (not installed).`);
    }
    notes.push(
      "GitHub's REST API description (api.github.com.json of @octokit/openapi, 13 MB) wrapped in a docs.json whose " +
        'navigation generates a page per operation. Each tool in its own Node process, wall time from spawn to exit, ' +
        `median of ${RUNS} (round-robin); peak RSS is the process's VmHWM. The kit runs validateDocs from an ncc bundle (minified, as the actions ship it).`,
      `Verdicts: ${[...runs.values()].map((r) => `${r.tool.id}: ${r.verdict}`).join('; ')}.`,
    );
    return {
      id: 'validation',
      title: '4. Validation',
      figures,
      notes,
      details: Object.fromEntries(
        [...runs.values()].map((r) => [
          r.tool.id,
          {
            label: r.tool.label,
            wallMs: r.wallMs.map((ms) => round(ms, 0)),
            peakRssMiB: r.peakRssKiB.map((kib) => round(kib / 1024, 1)),
            verdict: r.verdict,
          },
        ]),
      ),
      durationMs: performance.now() - started,
    };
  } finally {
    removeTempDir(dir);
  }
}
