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
import { encodeAnswer } from './protocol.js';
import type { PageMessage, WorkerAnswer, WorkerInput } from './protocol.js';
import type { UnresolvedLinks } from '../check-pages.js';
import type { PageReferences } from '../pages/check-mdx.js';

if (!parentPort) throw new Error('validation-worker runs as a worker thread of docs-ci, not on its own');

const { role, repository, peer } = workerData as WorkerInput;

/** The spec side: the page side's two messages arrive while the specs are checked. */
async function checkSpecSide(repository: RepositoryInput, peer: MessagePort) {
  const { checkSpecs } = await import('../check-specs.js');
  let gotReferences: (references: PageReferences[]) => void = () => undefined;
  let gotUnresolvedLinks: (links: UnresolvedLinks[]) => void = () => undefined;
  const fromPageSide = {
    references: new Promise<PageReferences[]>((resolve) => (gotReferences = resolve)),
    unresolvedLinks: new Promise<UnresolvedLinks[]>((resolve) => (gotUnresolvedLinks = resolve)),
  };
  peer.on('message', (message: PageMessage) => {
    if ('references' in message) gotReferences(message.references);
    else gotUnresolvedLinks(message.unresolvedLinks);
  });
  const { outcome } = await checkSpecs(repository, await repositoryFiles(repository), fromPageSide);
  return outcome;
}

async function checkPageSide(repository: RepositoryInput, peer: MessagePort) {
  const { PageChecks } = await import('../check-pages.js');
  const pages = await PageChecks.read(repository.root, await repositoryFiles(repository), false);
  post(peer, { references: pages.pageReferences() });
  post(peer, { unresolvedLinks: pages.checkAgainstFilePages() });
  return pages.findings.list();
}

function post(peer: MessagePort, message: PageMessage): void {
  peer.postMessage(message);
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
