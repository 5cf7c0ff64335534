import type { FakeAnswer } from './fake-github-http.js';

/**
 * The Actions artifact service as @actions/artifact (v2+) talks to it, served by the fake GitHub:
 * the results service's twirp calls at `ACTIONS_RESULTS_URL` (`CreateArtifact` answering a signed
 * upload URL, `FinalizeArtifact` answering the artifact id), authorized by `ACTIONS_RUNTIME_TOKEN`,
 * and the signed URL itself as Azure Blob Storage answers a block upload (`comp=block`, then
 * `comp=blocklist`), which needs no Authorization header: the signature is in the URL.
 */

export interface FakeArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The uploaded bytes (a zip unless the upload skipped the archive). */
  bytes: Buffer;
  size: number;
  /** `sha256:<hex>` as FinalizeArtifact reported it. */
  hash: string | undefined;
  finalized: boolean;
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';
const BLOB_PREFIX = '/devstoreaccount1/actions-results/';
const SIGNATURE = 'fake-artifact-signature';

/**
 * An `ACTIONS_RUNTIME_TOKEN` as the runner hands one out: a JWT whose `scp` claim names the run's and
 * the job's backend ids (`Actions.Results:<run>:<job>`), which @actions/artifact reads. Not signed.
 */
export function fakeRuntimeToken(runBackendId = 'run-backend-1', jobBackendId = 'job-backend-1'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    scp: `Actions.GenericRead:x Actions.Results:${runBackendId}:${jobBackendId}`,
    exp: 4102444800,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

export class FakeArtifacts {
  private readonly store: FakeArtifact[] = [];
  private readonly blocks = new Map<number, Map<string, Buffer>>();
  private nextId = 4000;
  private denied = false;

  /** Artifacts as uploaded, in creation order. */
  list(): FakeArtifact[] {
    return this.store.map((artifact) => ({ ...artifact }));
  }

  /** Every CreateArtifact answers 403, as for a token without `actions: write`. */
  deny(denied = true): void {
    this.denied = denied;
  }

  /** The answer to a request the artifact service handles; undefined for any other request. */
  answer(
    method: string,
    url: URL,
    authorization: string | undefined,
    body: Buffer,
    origin: string,
  ): FakeAnswer | undefined {
    if (method === 'POST' && url.pathname.startsWith(TWIRP)) {
      if (!/^bearer\s+\S+/i.test(authorization ?? '')) {
        return { status: 401, body: { code: 'unauthenticated', msg: 'missing runtime token' } };
      }
      let request: Record<string, unknown>;
      try {
        request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return { status: 400, body: { code: 'malformed', msg: 'the body is not JSON' } };
      }
      const method = url.pathname.slice(TWIRP.length);
      if (method === 'CreateArtifact') return this.create(request, origin);
      if (method === 'FinalizeArtifact') return this.finalize(request);
      return { status: 404, body: { code: 'bad_route', msg: `no method ${method}` } };
    }
    if (method === 'PUT' && url.pathname.startsWith(BLOB_PREFIX)) return this.upload(url, body);
    return undefined;
  }

  private create(request: Record<string, unknown>, origin: string): FakeAnswer {
    if (this.denied)
      return { status: 403, body: { code: 'permission_denied', msg: 'the token may not create artifacts' } };
    const name = request['name'];
    const run = request['workflow_run_backend_id'];
    const job = request['workflow_job_run_backend_id'];
    if (
      typeof name !== 'string' ||
      typeof run !== 'string' ||
      typeof job !== 'string' ||
      request['version'] === undefined
    ) {
      return {
        status: 400,
        body: { code: 'invalid_argument', msg: 'name, backend ids and version are required' },
      };
    }
    if (this.store.some((a) => a.name === name && a.workflowRunBackendId === run && a.finalized)) {
      return {
        status: 409,
        body: {
          code: 'already_exists',
          msg: `an artifact with this name already exists on the workflow run`,
        },
      };
    }
    const artifact: FakeArtifact = {
      id: this.nextId++,
      name,
      workflowRunBackendId: run,
      workflowJobRunBackendId: job,
      bytes: Buffer.alloc(0),
      size: 0,
      hash: undefined,
      finalized: false,
    };
    this.store.push(artifact);
    const signed = `${origin}${BLOB_PREFIX}${artifact.id}/${encodeURIComponent(name)}.zip?sv=2023-11-03&se=2099-01-01T00%3A00%3A00Z&sr=b&sp=cw&sig=${SIGNATURE}`;
    return { status: 200, body: { ok: true, signed_upload_url: signed } };
  }

  private finalize(request: Record<string, unknown>): FakeAnswer {
    const artifact = this.store.find(
      (a) =>
        a.name === request['name'] &&
        a.workflowRunBackendId === request['workflow_run_backend_id'] &&
        !a.finalized,
    );
    if (!artifact)
      return { status: 404, body: { code: 'not_found', msg: 'no artifact is being uploaded by that name' } };
    if (String(request['size']) !== String(artifact.bytes.length)) {
      return {
        status: 400,
        body: {
          code: 'invalid_argument',
          msg: `size ${String(request['size'])} is not the ${artifact.bytes.length} bytes uploaded`,
        },
      };
    }
    artifact.size = artifact.bytes.length;
    const hash = request['hash'];
    artifact.hash = typeof hash === 'string' ? hash : undefined;
    artifact.finalized = true;
    return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
  }

  /** Azure Blob Storage's Put Block and Put Block List on the signed URL. */
  private upload(url: URL, body: Buffer): FakeAnswer {
    const id = Number(url.pathname.slice(BLOB_PREFIX.length).split('/')[0]);
    const artifact = this.store.find((a) => a.id === id && !a.finalized);
    if (url.searchParams.get('sig') !== SIGNATURE || !artifact) {
      return blobError(403, 'AuthenticationFailed', 'Server failed to authenticate the request.');
    }
    const headers = {
      etag: `"0x8D${id.toString(16).toUpperCase()}"`,
      'last-modified': new Date().toUTCString(),
      'x-ms-request-id': `fake-${id}-${Date.now()}`,
      'x-ms-version': '2023-11-03',
      'x-ms-request-server-encrypted': 'true',
      'content-length': '0',
    };
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid');
      if (!blockId) return blobError(400, 'InvalidQueryParameterValue', 'blockid is missing');
      const blocks = this.blocks.get(id) ?? new Map<string, Buffer>();
      blocks.set(blockId, Buffer.from(body));
      this.blocks.set(id, blocks);
      return { status: 201, headers };
    }
    if (comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (m) => m[1]!,
      );
      const blocks = this.blocks.get(id) ?? new Map<string, Buffer>();
      if (ids.some((blockId) => !blocks.has(blockId))) {
        return blobError(400, 'InvalidBlockList', 'The specified block list is invalid.');
      }
      artifact.bytes = Buffer.concat(ids.map((blockId) => blocks.get(blockId)!));
      this.blocks.delete(id);
      return { status: 201, headers };
    }
    // Put Blob: the whole body at once.
    artifact.bytes = Buffer.from(body);
    return { status: 201, headers };
  }
}

function blobError(status: number, code: string, message: string): FakeAnswer {
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-ms-error-code': code },
    body: Buffer.from(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    ),
  };
}
