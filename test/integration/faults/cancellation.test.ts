import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SettingsPatch } from '../../../src/emulator/index.js';
import { parseFaultSpec } from '../../../src/emulator/index.js';
import type { CliRun } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';
import { ROOT } from '../../support/run-action.js';
import { expectNoSecrets } from '../../support/secret-guard.js';
import { cliEnv } from '../../support/cli.js';

/**
 * SIGTERM in every loop of the built CLI (`dist/cli/index.js`, as users run it): the process ends
 * promptly with exit code 1 and a "cancelled" message, and a download leaves no file behind.
 */
const PROMPT_EXIT_MS = 3000;

// One emulator per file, reset before each test, and a temporary folder per test (suite.dir).
const suite = useExportCliSuite({ emulator: { previewLimit: false } });
beforeEach(() => {
  suite.emulator.control.configure({
    stuckBranches: [],
    exportOutcome: 'completed',
    exportDurationMs: 20_000,
  });
});

interface Cancelled extends CliRun {
  /** Real ms from SIGTERM to the exit. */
  exitMs: number;
}

/** Runs the built CLI; sends SIGTERM once stderr matches `inLoop` (the loop is entered). */
function runUntilSignalled(args: string[], inLoop: RegExp): Promise<Cancelled> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/cli/index.js'), ...args, '--json'], {
      env: cliEnv(suite.emulator),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let signalledAt: number | undefined;
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (signalledAt === undefined && inLoop.test(stderr)) {
        signalledAt = Date.now();
        child.kill('SIGTERM');
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      const exitMs = signalledAt === undefined ? Infinity : Date.now() - signalledAt;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(stdout.trim()) as Record<string, unknown>;
      } catch {
        // checked below through `json.ok`
      }
      resolve({ code: code ?? -1, stdout, stderr, json, exitMs });
    });
  });
}

/** Starts an export job through the API and lets emulated time finish it. */
async function completedJob(): Promise<string> {
  const response = await fetch(`${suite.emulator.url}/static-export/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${suite.emulator.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'docs.example.com' }),
  });
  const { jobId } = (await response.json()) as { jobId: string };
  suite.emulator.control.advanceTime(3_600_000);
  return jobId;
}

interface LoopCase {
  loop: string;
  configure?: SettingsPatch;
  faults?: string[];
  args: () => Promise<string[]>;
  /** A stderr line that shows the loop is running. */
  inLoop: RegExp;
  message: RegExp;
}

const loops: LoopCase[] = [
  {
    loop: 'deployment wait',
    configure: { stuckBranches: ['main'] },
    args: () => Promise.resolve(['deploy', '--project-id', 'proj']),
    inLoop: /deployment \(status \w+\): (queued|in_progress)/,
    message: /deployment \(status \w+\): cancelled by SIGTERM; last state: (queued|in_progress)/,
  },
  {
    loop: 'export poll',
    configure: { exportOutcome: 'stuck' },
    args: () => Promise.resolve(['export', '--domain', 'docs.example.com']),
    inLoop: /export job se_\w+: (queued|running)/,
    message: /export job se_\w+: cancelled by SIGTERM.*--job-id se_\w+/,
  },
  {
    loop: 'bundle wait (409)',
    configure: { exportOutcome: 'stuck' },
    args: async () => {
      const response = await fetch(`${suite.emulator.url}/static-export/jobs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.emulator.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'docs.example.com' }),
      });
      const { jobId } = (await response.json()) as { jobId: string };
      return ['bundle', jobId];
    },
    inLoop: /bundle not ready yet \(409/,
    message: /cancelled by SIGTERM/,
  },
  {
    loop: 'rate-limit wait',
    faults: ['429:seconds:60@preview'],
    args: () => Promise.resolve(['preview', '--project-id', 'proj', '--branch', 'cancel/me', '--no-wait']),
    inLoop: /rate limited \(HTTP 429\), waiting 1m/,
    message: /cancelled by SIGTERM/,
  },
  {
    loop: 'download',
    faults: ['slow:30000@download'],
    args: async () => ['export', '--job-id', await completedJob(), '--out', join(suite.dir, 'bundle.tar.gz')],
    inLoop: /Downloading the export bundle/,
    message: /The bundle download was cancelled; the partial file was removed/,
  },
  {
    loop: 'download retry backoff',
    faults: ['503@download*inf'],
    args: async () => ['export', '--job-id', await completedJob(), '--out', join(suite.dir, 'bundle.tar.gz')],
    inLoop: /Bundle download interrupted .*retrying in/,
    message: /The bundle download was cancelled; the partial file was removed/,
  },
];

describe('SIGTERM ends every loop of the built CLI promptly', () => {
  it.each(loops.map((c) => [c.loop, c] as const))('%s', async (_loop, c) => {
    if (c.configure) suite.emulator.control.configure(c.configure);
    for (const spec of c.faults ?? []) suite.emulator.control.addFault(parseFaultSpec(spec));
    const run = await runUntilSignalled(await c.args(), c.inLoop);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: expect.any(String) });
    expect(run.exitMs).toBeLessThan(PROMPT_EXIT_MS);
    expect(run.stderr).toMatch(c.message);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(run.stderr).not.toMatch(/unhandled rejection/);
    // Nothing at --out, no .partial: a cancelled download leaves no file to mistake for a bundle.
    expect(await readdir(suite.dir)).toEqual([]);
    expectNoSecrets(run, { apiKey: suite.emulator.apiKey });
  });
});
