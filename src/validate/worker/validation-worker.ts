/**
 * Entry of dist/validate-worker: one side of the validation of the repository that `workerData`
 * describes (a WorkerInput, see protocol.ts), in this worker thread; posts one WorkerAnswer,
 * serialized. Each side loads only its own code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { errorMessage, isDocsCiError } from '../../core/errors.js';
import { repositoryFiles } from '../repository-files.js';
import type { RepositoryInput } from '../types.js';
import { encodeAnswer, splitsAnchorChecks } from './protocol.js';
import type { WorkerAnswer, WorkerInput } from './protocol.js';
import type { PageSideResult } from '../check-pages.js';
import type { SpecAnchorShare } from '../split-anchor-checks.js';

if (!parentPort) throw new Error('validation-worker runs as a worker thread of docs-ci, not on its own');

const { role, repository, peer, pageBatches } = workerData as WorkerInput;

async function checkSpecSide(repository: RepositoryInput, peer: MessagePort) {
  const { checkSpecs } = await import('../check-specs.js');
  const pageSide = new Promise<PageSideResult>((resolve) => peer.once('message', resolve));
  const { PageBatches } = await import('../pages/check-mdx.js');
  const batches = new PageBatches(pageBatches);
  const shareAnchors = splitsAnchorChecks(repository)
    ? (share: SpecAnchorShare) => peer.postMessage(share)
    : undefined;
  const files = await repositoryFiles(repository);
  const { outcome } = await checkSpecs(repository, files, pageSide, { batches, shareAnchors });
  return outcome;
}

async function checkPageSide(repository: RepositoryInput, peer: MessagePort) {
  const { checkPageSide } = await import('../check-pages.js');
  const { PageBatches } = await import('../pages/check-mdx.js');
  const fromSpecs = splitsAnchorChecks(repository)
    ? new Promise<SpecAnchorShare>((resolve) => peer.once('message', resolve))
    : undefined;
  return checkPageSide(
    repository,
    new PageBatches(pageBatches),
    (result) => peer.postMessage(result),
    fromSpecs,
  );
}

let answer: WorkerAnswer<unknown>;
try {
  const outcome =
    role === 'specs' ? await checkSpecSide(repository, peer) : await checkPageSide(repository, peer);
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
const encoded = encodeAnswer(answer);
parentPort.postMessage(encoded, [encoded]);
