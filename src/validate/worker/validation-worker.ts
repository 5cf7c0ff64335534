/**
 * Entry of dist/validate-worker: validates the repository described by `workerData` (a
 * RepositoryInput) in this worker thread and posts one WorkerAnswer, serialized (see protocol.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage, isDocsCiError } from '../../core/errors.js';
import type { RepositoryInput } from '../types.js';
import { analyzeRepository } from '../validate-docs.js';
import { encodeAnswer } from './protocol.js';
import type { WorkerAnswer } from './protocol.js';

if (!parentPort) throw new Error('validation-worker runs as a worker thread of docs-ci, not on its own');

let answer: WorkerAnswer;
try {
  const { report } = await analyzeRepository(workerData as RepositoryInput);
  answer = { ok: true, report };
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
