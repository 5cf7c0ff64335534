import nock from 'nock';
import { ANSWER_MODES } from '../support/fake-github.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

let emulator: RunningEmulator;

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const runBuiltAction = withSecretGuard(runUnguarded, () => ({ apiKey: emulator.apiKey }));

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ timeScale: 50 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.control.configure({ failBranches: [] });
  emulator.control.clearRequests();
});

const inputs = () => ({ 'api-key': emulator.apiKey, 'base-url': emulator.url, 'project-id': 'proj' });

/**
 * Every case runs against the emulator's full answers and its sparse ones: only the statusId and the state.
 */
describe.each(ANSWER_MODES)('with %s answers', (_mode, sparse) => {
  beforeEach(() => emulator.control.configure({ sparse }));

  describe('deploy action (dist)', () => {
    it('triggers, follows to success, sets outputs and a summary', async () => {
      const run = await runBuiltAction('deploy', { inputs: inputs() });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['status']).toBe('success');
      expect(run.outputs['status-id']).toMatch(/\w+/);
      expect(JSON.parse(run.outputs['result'] as string)).toMatchObject({ ok: true, status: 'success' });
      expect(run.summary).toContain('success');
      expect(run.stdout).toContain(`::add-mask::${emulator.apiKey}`);
      expect(run.everything.replace(`::add-mask::${emulator.apiKey}`, '')).not.toContain(emulator.apiKey);
    });

    it('fails on a failed deployment, keeping the outputs', async () => {
      emulator.control.configure({ failBranches: ['main'] });
      const run = await runBuiltAction('deploy', { inputs: inputs() });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['status']).toBe('failure');
      expect(run.outputs['status-id']).toBeTruthy();
      expect(JSON.parse(run.outputs['result'] as string)).toMatchObject({ ok: false, status: 'failure' });
      expect(run.stdout).toMatch(/::error::deploy failed: deployment \w+ ended in failure/);
    });

    it('rejects bad inputs before any request, naming the input', async () => {
      const run = await runBuiltAction('deploy', {
        inputs: { ...inputs(), 'project-id': 'a/b', timeout: 'soon' },
      });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toMatch(/::error::deploy failed: .*(project-id|timeout)/);
      expect(emulator.requests).toHaveLength(0);
      const empty = await runBuiltAction('deploy', { inputs: { ...inputs(), 'api-key': '' } });
      expect(empty.stdout).toMatch(/input api-key is required/);
    });

    it('with wait false ends once triggered', async () => {
      const run = await runBuiltAction('deploy', { inputs: { ...inputs(), wait: 'false' } });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['status']).toBe('triggered');
    });
  });
});
