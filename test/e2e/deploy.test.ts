import { ANSWER_MODES } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const suite = useActionSuite({ github: false, emulator: { timeScale: 50 } });
const { runBuiltAction } = suite;

beforeEach(() => {
  suite.emulator.control.configure({ failBranches: [] });
});

const inputs = () => ({
  'api-key': suite.emulator.apiKey,
  'base-url': suite.emulator.url,
  'project-id': 'proj',
});

/**
 * Every case runs against the emulator's full answers and its sparse ones: only the statusId and the state.
 */
describe.each(ANSWER_MODES)('with %s answers', (_mode, sparse) => {
  beforeEach(() => suite.emulator.control.configure({ sparse }));

  describe('deploy action (dist)', () => {
    it('triggers, follows to success, sets outputs and a summary', async () => {
      const run = await runBuiltAction('deploy', { inputs: inputs() });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['status']).toBe('success');
      expect(run.outputs['status-id']).toMatch(/\w+/);
      expect(JSON.parse(run.outputs['result'] as string)).toMatchObject({ ok: true, status: 'success' });
      expect(run.summary).toContain('success');
      expect(run.stdout).toContain(`::add-mask::${suite.emulator.apiKey}`);
      expect(run.everything.replace(`::add-mask::${suite.emulator.apiKey}`, '')).not.toContain(
        suite.emulator.apiKey,
      );
    });

    it('fails on a failed deployment, keeping the outputs', async () => {
      suite.emulator.control.configure({ failBranches: ['main'] });
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
      expect(suite.emulator.requests).toHaveLength(0);
      const empty = await runBuiltAction('deploy', { inputs: { ...inputs(), 'api-key': '' } });
      expect(empty.stdout).toMatch(/input api-key is empty/);
    });

    it('with wait false ends once triggered', async () => {
      const run = await runBuiltAction('deploy', { inputs: { ...inputs(), wait: 'false' } });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['status']).toBe('triggered');
    });
  });
});
