import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { answerErrors, description, operationFor } from '../../support/service-description.js';
import { call } from './helpers.js';

/**
 * The emulator is one implementation of the service's published description, not the contract:
 * every answer it gives, in full and in sparse mode, validates against the description with no
 * field the description does not list (test/fixtures/service/published-description.json).
 */
let emulator: RunningEmulator;
const checked: string[] = [];

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ previewLimit: false, deployLimit: false, failBranches: ['broken'] });
});
afterAll(() => emulator.close());

async function checkedCall(method: string, path: string, body?: unknown) {
  const answer = await call(emulator, method, path, body === undefined ? {} : { body });
  expect(answer.json).toBeDefined();
  expect(answerErrors(method, path, answer.status, answer.json, { strict: true })).toEqual([]);
  checked.push(operationFor(method, path).operation.operationId);
  return answer;
}

/** Polls a status path through every state (emulated minutes pass between polls). */
async function follow(path: string, terminal: string[]) {
  const seen: unknown[] = [];
  for (let i = 0; i < 12; i += 1) {
    const answer = await checkedCall('GET', path);
    seen.push(answer.json.status);
    if (terminal.includes(answer.json.status as string)) return seen;
    emulator.control.advanceTime(20_000);
  }
  return seen;
}

describe.each([
  ['full', false],
  ['sparse', true],
])('%s answers validate against the published description', (_mode, sparse) => {
  beforeEach(() => emulator.control.configure({ sparse, exportOutcome: 'completed' }));

  it('preview, deployment and status answers, to success and to failure', async () => {
    for (const branch of ['feature/ok', 'broken']) {
      const preview = await checkedCall('POST', '/project/preview/proj', { branch });
      expect(preview.status).toBe(202);
      if (sparse) expect(preview.json.previewUrl).toMatch(/^[a-z0-9-]+\.preview\.emulator\.test$/);
      const states = await follow(`/project/update-status/${preview.json.statusId}`, ['success', 'failure']);
      expect(states.at(-1)).toBe(branch === 'broken' ? 'failure' : 'success');
    }
    const deploy = await checkedCall('POST', '/project/update/proj');
    expect(deploy.status).toBe(202);
    const states = await follow(`/project/update-status/${deploy.json.statusId}`, ['success', 'failure']);
    expect(states).toEqual(expect.arrayContaining(['queued', 'in_progress', 'success']));
  });

  it('export job, bundle and error answers', async () => {
    for (const outcome of ['completed', 'failed'] as const) {
      emulator.control.configure({ exportOutcome: outcome });
      const started = await checkedCall('POST', '/static-export/jobs', { domain: 'docs.example.com' });
      expect(started.status).toBe(202);
      const jobId = started.json.jobId as string;
      const notYet = await checkedCall('POST', `/static-export/jobs/${jobId}/bundle`);
      expect(notYet.status).toBe(409);
      emulator.control.advanceTime(30_000);
      const states = await follow(`/static-export/jobs/${jobId}`, ['completed', 'failed']);
      expect(states.at(-1)).toBe(outcome);
      const bundle = await checkedCall('POST', `/static-export/jobs/${jobId}/bundle`);
      expect(bundle.status).toBe(outcome === 'completed' ? 200 : 409);
    }
    expect((await checkedCall('GET', '/static-export/jobs/se_unknown')).status).toBe(404);
    expect((await checkedCall('POST', '/static-export/jobs', { domain: 'https://x.test/' })).status).toBe(
      400,
    );
  });
});

afterAll(() => {
  // Every documented operation was exercised.
  const documented = Object.values(description.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
  expect(new Set(checked)).toEqual(new Set(documented));
});
