import * as core from '@actions/core';
import { closeAgents, prepareProxySupport } from '../../client/agent.js';
import type { Clock } from '../../core/clock.js';
import { systemClock } from '../../core/clock.js';
import { DocsCiError, errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { RunSignal } from '../../core/run-signal.js';
import { createRunSignal } from '../../core/run-signal.js';
import { onSecretRegistered, redact } from '../../core/secrets.js';
import type { RunnerContext } from '../../github/runner.js';
import { createActionLogger } from './logger.js';
import type { ActionReport, Failure } from './outcome.js';
import { writeOutcome } from './outcome.js';
import { readRunnerContext } from './runner.js';

/** Outputs are written as soon as they are known, so a failing step still has them. */
export class ActionOutputs<N extends string> {
  private readonly values = new Map<N, string>();
  private readonly declared: readonly N[];

  constructor(declared: readonly N[]) {
    this.declared = declared;
  }

  set(name: N, value: string | number | boolean | undefined | null): void {
    if (!this.declared.includes(name)) throw new Error(`output ${name} is not declared`);
    if (value === undefined || value === null) return;
    const text = String(value);
    this.values.set(name, text);
    core.setOutput(name, text);
  }

  get(name: N): string | undefined {
    return this.values.get(name);
  }
}

export interface ActionRun<N extends string> {
  logger: Logger;
  outputs: ActionOutputs<N>;
  clock: Clock;
  /** The run as the runner describes it, read once here: nothing below reads the environment. */
  runner: RunnerContext;
  /** This process's environment, opaque: only handed to subprocesses (helm). */
  subprocessEnv: NodeJS.ProcessEnv;
  /**
   * What the run reports: fill it in as facts are learned. runAction writes it (the `result` output
   * and the step summary) when the run ends, well or not.
   */
  report: ActionReport;
  /** Starts the run's deadline and cancellation once the timeout input is known. */
  startRun(timeoutMs: number): RunSignal;
}

/**
 * Runs an action: the one place where its outcome is written (`writeOutcome`: the `result` output
 * and the step summary, for success and failure alike) and where a failure becomes
 * `core.setFailed("<action> failed: ...")`.
 */
export async function runAction<N extends string>(options: {
  name: string;
  outputs: readonly N[];
  run: (ctx: ActionRun<N>) => Promise<void>;
  clock?: Clock;
}): Promise<void> {
  onSecretRegistered((secret) => core.setSecret(secret));
  const logger = createActionLogger();
  const outputs = new ActionOutputs<N>(options.outputs);
  let run: RunSignal | undefined;
  const ctx: ActionRun<N> = {
    logger,
    outputs,
    clock: options.clock ?? systemClock,
    runner: readRunnerContext(process.env),
    subprocessEnv: process.env,
    report: { result: {} },
    startRun: (timeoutMs) => {
      run = createRunSignal({ timeoutMs, clock: ctx.clock, handleProcessSignals: true });
      return run;
    },
  };
  let failure: Failure | undefined;
  try {
    await prepareProxySupport(process.env);
    await options.run(ctx);
  } catch (error) {
    failure = {
      kind: error instanceof DocsCiError ? error.kind : 'internal',
      message: redact(errorMessage(error)),
    };
    if (!(error instanceof DocsCiError) && error instanceof Error && error.stack)
      core.debug(redact(error.stack));
  }
  try {
    const hasResult = (options.outputs as readonly string[]).includes('result');
    await writeOutcome({
      report: ctx.report,
      failure,
      setResult: hasResult ? (json) => outputs.set('result' as N, json) : undefined,
      summaryFile: ctx.runner.summaryFile,
      logger,
    });
    if (failure) core.setFailed(`${options.name} failed: ${failure.message}`);
  } finally {
    run?.dispose();
    closeAgents();
  }
}

/** The two lines every entry file holds, plus the safety net against a stray rejection. */
export function installSafetyNet(name: string): void {
  process.on('unhandledRejection', (reason) => {
    core.setFailed(`${name} failed: unhandled rejection: ${redact(String(reason))}`);
    process.exit(1);
  });
}
