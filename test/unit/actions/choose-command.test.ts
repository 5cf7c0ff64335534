import { chooseCommand, PREVIEW_EVENTS, unusedInputs } from '../../../src/actions/root/choose-command.js';
import { ConfigurationError } from '../../../src/core/errors.js';

const choose = (command: string, eventName: string, given: string[] = []) =>
  chooseCommand({ command, eventName, given: new Set(given) });

describe('root action: chooseCommand', () => {
  it.each(PREVIEW_EVENTS.filter((e) => e !== 'deployment_status'))('auto on %s runs preview', (event) => {
    expect(choose('auto', event)).toEqual({ command: 'preview', reason: `command: auto, ${event} event` });
  });

  it("auto on deployment_status runs preview attached to the service app's preview", () => {
    expect(choose('auto', 'deployment_status')).toEqual({
      command: 'preview',
      reason: "command: auto, deployment_status event, attached to the service app's preview (no trigger)",
    });
  });

  it('auto with branches says scheduled mode', () => {
    expect(choose('', 'schedule', ['branches']).reason).toBe(
      'command: auto, schedule event, scheduled mode for the branches input',
    );
  });

  it('auto runs export when domain or job-id is given, before looking at the event', () => {
    expect(choose('auto', 'workflow_dispatch', ['domain'])).toEqual({
      command: 'export',
      reason: 'command: auto, input domain is given',
    });
    expect(choose('auto', 'release', ['job-id']).command).toBe('export');
  });

  it('auto on any other event is a configuration error naming the command input', () => {
    expect(() => choose('auto', 'release')).toThrow(ConfigurationError);
    expect(() => choose('auto', 'issue_comment')).toThrow(
      /input command: .*issue_comment event.*Set command to one of/,
    );
    expect(() => choose('auto', '')).toThrow(/no event name/);
  });

  it('an explicit command runs on any event; case and spaces do not matter', () => {
    expect(choose(' Validate ', 'release')).toEqual({ command: 'validate', reason: 'command: validate' });
    expect(choose('watch-specs', 'schedule', ['branches']).command).toBe('watch-specs');
  });

  it('links runs only when command names it: auto never picks it, whatever the inputs', () => {
    expect(choose('links', 'schedule')).toEqual({ command: 'links', reason: 'command: links' });
    expect(choose('auto', 'pull_request', ['exclude', 'site-url', 'allow-private']).command).toBe('preview');
  });

  it('an unknown command lists the known ones', () => {
    expect(() => choose('publish', 'push')).toThrow(
      'input command: "publish" is not a command; use auto (the default) or one of deploy, export, links, preview, rollout, validate, watch-specs.',
    );
  });
});

describe('root action: unusedInputs', () => {
  it('names inputs the command does not read, never command or github-token', () => {
    expect(
      unusedInputs('preview', new Set(['project-id', 'domain', 'values-file', 'command', 'github-token'])),
    ).toEqual(['domain', 'values-file']);
    expect(unusedInputs('export', new Set(['domain', 'values-file', 'helm-release']))).toEqual([]);
  });
});
