import type { RunningEmulator, SettingsPatch } from '../../../src/emulator/index.js';
import type { CliRun } from '../../support/cli.js';

/**
 * Every fault the emulator can inject, against the CLI in-process. Each case ends in success after
 * recovery or in ONE clear error with the right exit code; never an unhandled rejection, never past
 * its deadline, never a partial file at --out.
 *
 * Time: the emulator and the CLI's clock run 200x (a 45 s deployment takes a quarter of a second), so
 * `timeout` is emulated time; the retry backoff, the download's resume delay, the per-request timeout
 * and `slow:` delays are real time.
 */
export const SCALE = 200;
/** Real ms allowed past a case's deadline (process scheduling, the last retry's answer). */
export const MARGIN_MS = 2500;
/** A domain and a branch every case uses. */
export const EXPORT = ['export', '--domain', 'docs.example.com'];
export const PREVIEW = ['preview', '--project-id', 'proj', '--branch', 'feature/faults', '--no-wait'];
export const DEPLOY = ['deploy', '--project-id', 'proj'];

export interface CaseContext {
  dir: string;
  out: string;
  emulator: RunningEmulator;
  /** Ids made by `setup`. */
  jobId: string;
}

export interface FaultCase {
  name: string;
  /** Fault specs in the emulator's notation (KIND[@OPERATION][*COUNT][+AFTER]). */
  faults?: string[];
  configure?: SettingsPatch;
  argv: string[] | ((ctx: CaseContext) => string[]);
  /** The command's deadline (emulated time). */
  timeout: string;
  code: 0 | 1;
  /** The one error (code 1) or the recovery notice (code 0), on stderr. */
  message?: RegExp;
  /** Adds --out <file>: the file is complete after success and absent (no .partial) after a failure. */
  download?: boolean;
  env?: Record<string, string>;
  setup?: (ctx: CaseContext) => Promise<Partial<CaseContext>>;
  check?: (run: CliRun, ctx: CaseContext) => void | Promise<void>;
}

/** Says the command was not sent again and how to resume it. */
export const NOT_RESENT = /not sent again.*resume it with job-id/s;

/** What the cases read of the running matrix. */
export interface FaultHarness {
  readonly emulator: RunningEmulator;
  /** Requests of one operation that reached the emulator in the current case. */
  count(operation: string): number;
  /** Export jobs created by the current case. */
  newJobs(): number;
  /** Starts an export job straight through the API (for the bundle command's cases). */
  startJob(): Promise<string>;
  /** Triggers a deployment straight through the API; its statusId (for the status command's cases). */
  startDeployment(): Promise<string>;
}
