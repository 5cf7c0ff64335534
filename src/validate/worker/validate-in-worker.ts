import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { ConfigurationError, errorMessage } from '../../core/errors.js';
import { assembleReport } from '../assemble-report.js';
import { PageBatches } from '../pages/check-mdx.js';
import type { Finding } from '../types.js';
import type { SpecOutcome } from '../check-specs.js';
import type { RepositoryInput, Validation } from '../types.js';
import { decodeAnswer } from './protocol.js';
import type { WorkerAnswer, WorkerInput } from './protocol.js';

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

/**
 * Validates a repository in two worker threads with a capped young generation, one checking the
 * specs and one the pages (protocol.ts): on two cores, the pages are read while the specs are
 * checked. Resolves undefined when no worker can be started here (no worker bundle, or it failed to
 * load), so that the caller validates on its own thread; a worker that started reports its
 * findings or its error.
 */
export async function validateInWorker(
  repository: RepositoryInput,
  script: string | URL | undefined = workerBundleBeside(import.meta.url),
): Promise<Validation | undefined> {
  if (script === undefined) return undefined;
  const channel = new MessageChannel();
  const pageBatches = new PageBatches().shared;
  const specs = startWorker<SpecOutcome>(script, {
    role: 'specs',
    repository,
    peer: channel.port1,
    pageBatches,
  });
  const pages = startWorker<Finding[]>(script, {
    role: 'pages',
    repository,
    peer: channel.port2,
    pageBatches,
  });
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
  const [specOutcome, pageFindings] = await Promise.all([settled(specs.outcome), settled(pages.outcome)]);
  if (specOutcome === undefined || pageFindings === undefined) return undefined;
  return {
    report: assembleReport(repository, specOutcome, pageFindings),
    otherVersions: specOutcome.otherVersions,
  };
}

interface RunningWorker<Outcome> {
  /** The side's outcome; undefined when the worker did not load or was stopped. */
  outcome: Promise<Outcome | undefined>;
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
    return { outcome: Promise.resolve(undefined), stop: () => undefined };
  }
  let stopped = false;
  const outcome = new Promise<Outcome | undefined>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    let answer: ArrayBuffer | undefined;
    worker.once('message', (encoded: ArrayBuffer) => {
      answer = encoded;
      // Keep-alive sockets of downloaded specs would hold the thread open.
      void worker.terminate();
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
        if (answer === undefined) {
          if (stopped) resolve(undefined);
          else reject(new Error(`the validation worker stopped with exit code ${code} before it answered`));
          return;
        }
        let decoded: WorkerAnswer<Outcome>;
        try {
          decoded = decodeAnswer<Outcome>(answer);
        } catch (error) {
          reject(new Error(`the validation worker's answer could not be read: ${errorMessage(error)}`));
          return;
        }
        if (decoded.ok) resolve(decoded.outcome);
        else reject(rebuildError(decoded.error));
      });
    });
  });
  return {
    outcome,
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
