import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { ConfigurationError, errorMessage } from '../../core/errors.js';
import { assembleReport } from '../assemble-report.js';
import { PageBatches } from '../pages/check-mdx.js';
import type { Finding } from '../types.js';
import type { SpecOutcome } from '../check-specs.js';
import type { RepositoryInput, Validation } from '../types.js';
import { decodeMessage, isAnswer } from './protocol.js';
import type { GeneratedPagesAhead, WorkerAnswer, WorkerInput, WorkerMessage } from './protocol.js';

/**
 * Each worker's young generation, in MB. V8 lets the young generation of a long run grow to several
 * times 16 MB, and what it frees is not given back before the process ends: on a 25,000-page
 * repository that was about 90 MiB of peak RSS. An action cannot pass `--max-semi-space-size` to
 * Node, but a worker's resource limits can cap it. Measured through the CLI on that repository
 * (one worker): 8 MB gave 272-275 MiB of peak RSS at the same speed, 16 MB 279-297, 32 MB 308-314,
 * and validating on the main thread 358-366 MiB.
 */
const YOUNG_GENERATION_MB = 8;

/** Where ncc puts the worker bundle: dist/validate-worker/, beside every other bundle. */
const WORKER_BUNDLE = '../validate-worker/index.js';

/**
 * The worker bundle beside the bundle this module runs from, when it exists. From sources (tests,
 * the TypeScript loader) there is none, and validation stays on the calling thread.
 */
export function workerBundleBeside(moduleUrl: string, bundle = WORKER_BUNDLE): URL | undefined {
  // Resolved at run time from a parameter, so that ncc does not try to copy it as an asset.
  const script = new URL(bundle, moduleUrl);
  return script.protocol === 'file:' && existsSync(fileURLToPath(script)) ? script : undefined;
}

/** The two threads of a worker run, started before the repository is listed (see startValidationWorkers). */
export interface ValidationWorkers {
  /**
   * Validates the repository on them (once). Resolves undefined when they could not be started or
   * did not load, so that the caller validates on its own thread; a worker that started reports
   * its findings or its error.
   */
  run(repository: RepositoryInput): Promise<Validation | undefined>;
  /** Ends them unused. */
  stop(): void;
}

/**
 * Starts the two worker threads of a validation, with a capped young generation: one checks the
 * specs and one the pages (protocol.ts), so that on two cores the pages are read while the specs
 * are checked. Each loads its side's code until `run` sends it the repository: started as soon as
 * the listing shows a large repository, they load while the rest is listed. Undefined when there is
 * no worker bundle here.
 */
export function startValidationWorkers(
  script: string | URL | undefined = workerBundleBeside(import.meta.url),
): ValidationWorkers | undefined {
  if (script === undefined) return undefined;
  const channel = new MessageChannel();
  const pageBatches = new PageBatches().shared;
  const specs = startWorker<SpecOutcome>(script, { role: 'specs', peer: channel.port1, pageBatches });
  const pages = startWorker<Finding[]>(script, { role: 'pages', peer: channel.port2, pageBatches });
  // Each side waits for the other: when one stops, so does the other.
  const stopBoth = () => {
    specs.stop();
    pages.stop();
  };
  const settled = <Outcome>(outcome: Promise<Outcome | undefined>) =>
    outcome.then(
      (value) => {
        if (value === undefined) stopBoth();
        return value;
      },
      (error: unknown) => {
        stopBoth();
        throw error;
      },
    );
  return {
    run: async (repository) => {
      specs.send(repository);
      pages.send(repository);
      const [specOutcome, pageFindings] = await Promise.all([settled(specs.outcome), settled(pages.outcome)]);
      if (specOutcome === undefined || pageFindings === undefined) return undefined;
      const generated = specs.ahead()?.generated;
      if (generated) specOutcome.generated = generated;
      return {
        report: assembleReport(repository, specOutcome, pageFindings),
        otherVersions: specOutcome.otherVersions,
      };
    },
    stop: stopBoth,
  };
}

/** Validates a repository in two worker threads (startValidationWorkers), started now. */
export async function validateInWorker(
  repository: RepositoryInput,
  script: string | URL | undefined = workerBundleBeside(import.meta.url),
): Promise<Validation | undefined> {
  return startValidationWorkers(script)?.run(repository);
}

interface RunningWorker<Outcome> {
  /** The side's outcome; undefined when the worker did not load or was stopped. */
  outcome: Promise<Outcome | undefined>;
  /** What the worker posted ahead of its answer, if anything. */
  ahead(): GeneratedPagesAhead | undefined;
  /** Gives the worker the repository to validate. */
  send(repository: RepositoryInput): void;
  stop(): void;
}

function startWorker<Outcome>(script: string | URL, input: WorkerInput): RunningWorker<Outcome> {
  let worker: Worker;
  try {
    worker = new Worker(script, {
      workerData: input,
      transferList: [input.peer],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
  } catch {
    return {
      outcome: Promise.resolve(undefined),
      ahead: () => undefined,
      send: () => undefined,
      stop: () => undefined,
    };
  }
  let stopped = false;
  let ahead: GeneratedPagesAhead | undefined;
  const outcome = new Promise<Outcome | undefined>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    worker.on('message', (encoded: ArrayBuffer) => {
      let message: WorkerMessage<Outcome>;
      try {
        message = decodeMessage<Outcome>(encoded);
      } catch (error) {
        void worker.terminate();
        settle(() =>
          reject(new Error(`the validation worker's answer could not be read: ${errorMessage(error)}`)),
        );
        return;
      }
      if (!isAnswer(message)) {
        ahead = message;
        return;
      }
      // Keep-alive sockets of downloaded specs would hold the thread open. The answer is decoded
      // while the thread ends: its teardown takes 10-40 ms on a large repository.
      void worker.terminate();
      settle(() => {
        if (message.ok) resolve(message.outcome);
        else reject(rebuildError(message.error));
      });
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(new Error(`the validation ran out of memory: ${error.message}`, { cause: error }));
        } else {
          // Errors of the validation come back as answers: this is a worker that did not load
          // (or crashed outside the validation), no reason to fail the run. Validate here instead.
          resolve(undefined);
        }
      });
    });
    worker.once('exit', (code) => {
      settle(() => {
        if (stopped) resolve(undefined);
        else reject(new Error(`the validation worker stopped with exit code ${code} before it answered`));
      });
    });
  });
  // Started before anyone waits for it: a failure is seen when the outcome is awaited, not as an
  // unhandled rejection meanwhile.
  outcome.catch(() => undefined);
  return {
    outcome,
    ahead: () => ahead,
    send: (repository) => worker.postMessage(repository),
    stop: () => {
      stopped = true;
      void worker.terminate();
    },
  };
}

function rebuildError(error: Extract<WorkerAnswer<unknown>, { ok: false }>['error']): Error {
  if (error.configuration) return new ConfigurationError(error.message);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}
