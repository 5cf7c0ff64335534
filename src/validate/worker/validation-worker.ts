/**
 * Entry of dist/validate-worker: one side (`workerData`, a WorkerInput: see protocol.ts) of the
 * validation of the repository the calling thread sends as its first message, in this worker
 * thread; posts one WorkerAnswer, serialized. Each side loads only its own code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage, isDocsCiError } from '../../core/errors.js';
import { repositoryFiles } from '../repository-files.js';
import type { GeneratedPage, RepositoryInput } from '../types.js';
import { encodeMessage, splitsAnchorChecks } from './protocol.js';
import type { WorkerAnswer, WorkerInput } from './protocol.js';
import type { PageSideResult } from '../check-pages.js';
import type { SpecAnchorShare } from '../split-anchor-checks.js';

if (!parentPort) throw new Error('validation-worker runs as a worker thread of docs-ci, not on its own');

const { role, peer, pageBatches } = workerData as WorkerInput;
const port = parentPort;

async function specSide() {
  const { checkSpecs } = await import('../check-specs.js');
  const { PageBatches } = await import('../pages/check-mdx.js');
  return async (repository: RepositoryInput) => {
    const pageSide = new Promise<PageSideResult>((resolve) => peer.once('message', resolve));
    const batches = new PageBatches(pageBatches);
    const shareAnchors = splitsAnchorChecks(repository)
      ? (share: SpecAnchorShare) => peer.postMessage(share)
      : undefined;
    const files = await repositoryFiles(repository);
    let sentAhead = false;
    const sendGenerated = (generated: GeneratedPage[]) => {
      const encoded = encodeMessage({ generated });
      port.postMessage(encoded, [encoded]);
      sentAhead = true;
    };
    const shared = { batches, shareAnchors, sendGenerated };
    const { outcome } = await checkSpecs(repository, files, pageSide, shared);
    // The calling thread has them already.
    return sentAhead ? { ...outcome, generated: [] } : outcome;
  };
}

async function pageSide() {
  const { checkPageSide } = await import('../check-pages.js');
  const { PageBatches } = await import('../pages/check-mdx.js');
  return (repository: RepositoryInput) => {
    const fromSpecs = splitsAnchorChecks(repository)
      ? new Promise<SpecAnchorShare>((resolve) => peer.once('message', resolve))
      : undefined;
    return checkPageSide(
      repository,
      new PageBatches(pageBatches),
      (result) => peer.postMessage(result),
      fromSpecs,
    );
  };
}

// This side's code loads while the calling thread may still be listing the repository.
const side = role === 'specs' ? specSide() : pageSide();
// A failure to load is answered below, once the repository has come.
side.catch(() => undefined);
const repository = await new Promise<RepositoryInput>((resolve) => port.once('message', resolve));

let answer: WorkerAnswer<unknown>;
try {
  const outcome: unknown = await (await side)(repository);
  answer = { ok: true, outcome };
} catch (error) {
  answer = {
    ok: false,
    error: {
      name: error instanceof Error ? error.name : 'Error',
      message: errorMessage(error),
      configuration: isDocsCiError(error) && error.kind === 'configuration',
    },
  };
}
const encoded = encodeMessage(answer);
parentPort.postMessage(encoded, [encoded]);
