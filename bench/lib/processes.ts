import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, removeTempDir, trackChild } from './cleanup.js';

export interface ProcessRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From spawn to exit, real ms. */
  wallMs: number;
  stdout: string;
  stderr: string;
  /** Peak resident set size of a measured Node process, KiB. */
  peakRssKiB?: number | undefined;
}

export interface RunOptions {
  cwd?: string | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** Killed (SIGKILL) after this many ms. */
  timeoutMs?: number | undefined;
  /** Keep at most this many characters of each stream (the rest is read and dropped). */
  keepChars?: number | undefined;
}

const PEAK_RSS_HOOK = join(import.meta.dirname, 'peak-rss-on-exit.mjs');

/** Runs a command to its end; never throws for a non-zero exit (the caller judges). */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProcessRun> {
  const keep = options.keepChars ?? 64 * 1024;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < keep) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < keep) stderr += chunk.toString();
    });
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      // 'close' follows once the pipes are drained.
      child.once('close', () => resolve({ code, signal, wallMs, stdout, stderr }));
    });
  });
}

/** Runs `node ...args` with the peak-RSS hook preloaded and reads the child's peak RSS. */
export async function runNodeMeasured(
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProcessRun> {
  const dir = makeTempDir('rss');
  const file = join(dir, 'peak-rss');
  try {
    const run = await runProcess(process.execPath, ['--import', PEAK_RSS_HOOK, ...args], {
      ...options,
      env: { ...(options.env ?? process.env), BENCH_PEAK_RSS_FILE: file },
    });
    let peak: number | undefined;
    try {
      peak = Number(readFileSync(file, 'utf8'));
    } catch {
      peak = undefined;
    }
    rmSync(file, { force: true });
    return { ...run, peakRssKiB: peak };
  } finally {
    removeTempDir(dir);
  }
}

/** Ends with an error that shows what the process said. */
export function describeFailure(what: string, run: ProcessRun): string {
  const said = (run.stderr.trim() || run.stdout.trim()).split('\n').slice(-5).join(' | ');
  return `${what} exited with ${run.code ?? run.signal}${said ? `: ${said}` : ''}`;
}
