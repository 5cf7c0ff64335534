import nock from 'nock';
import { emulatorOptionsFrom } from '../../../src/cli/commands/emulator.js';
import { ConfigurationError } from '../../../src/core/errors.js';
import { parsePageFaultSpec } from '../../../src/emulator/page-faults.js';

nock.disableNetConnect();

type CliOptions = Parameters<typeof emulatorOptionsFrom>[0];

const DEFAULTS: CliOptions = {
  port: '0',
  host: '127.0.0.1',
  timeScale: '1',
  previews: true,
  staticExport: true,
};

function optionsFrom(flags: Partial<CliOptions>) {
  return emulatorOptionsFrom({ ...DEFAULTS, ...flags });
}

function usageError(flags: Partial<CliOptions>): ConfigurationError {
  try {
    optionsFrom(flags);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return error as ConfigurationError;
  }
  throw new Error('expected a usage error');
}

describe('docs-ci emulator: documentation-site flags', () => {
  it('sets no site option when none is given', () => {
    const options = optionsFrom({});
    for (const key of ['docsDir', 'branchDocs', 'pageLatencyMs', 'previewAccess', 'pageFaults'])
      expect(options).not.toHaveProperty(key);
  });

  it('reads --docs-dir, --branch-docs, --page-latency, --preview-access and --page-fault', () => {
    expect(
      optionsFrom({
        docsDir: './docs',
        branchDocs: ['feature/x=./docs-x', 'a=b=c'],
        pageLatency: '20',
        previewAccess: 'login-redirect',
        pageFault: ['404:/guides/intro', '500:/x', 'slow:2000:/x'],
      }),
    ).toMatchObject({
      docsDir: './docs',
      branchDocs: { 'feature/x': './docs-x', a: 'b=c' },
      pageLatencyMs: 20,
      previewAccess: 'login-redirect',
      pageFaults: [
        { kind: '404', path: '/guides/intro' },
        { kind: '500', path: '/x' },
        { kind: 'slow', delayMs: 2000, path: '/x' },
      ],
    });
  });

  it.each([
    [{ pageFault: ['403:/x'] }, /^--page-fault: Invalid page fault "403:\/x": unknown kind/],
    [{ pageFault: ['slow:/x'] }, /^--page-fault: .*slow needs a whole number of ms/],
    [{ pageFault: ['404:'] }, /^--page-fault: .*the path is empty/],
    [{ pageFault: ['404:https://example.com/x'] }, /^--page-fault: .*not a page path/],
    [{ previewAccess: 'private' }, /^--preview-access: "private" must be public, login-401, login-redirect/],
    [{ pageLatency: '-5' }, /^--page-latency: "-5" must be a number >= 0/],
    [{ pageLatency: 'fast' }, /^--page-latency: "fast"/],
    [{ branchDocs: ['no-folder'] }, /^--branch-docs: "no-folder" must be BRANCH=DIR/],
    [{ branchDocs: ['=dir'] }, /^--branch-docs: "=dir"/],
  ])('%p is a usage error naming the flag', (flags, message) => {
    expect(usageError(flags).message).toMatch(message);
  });
});

describe('parsePageFaultSpec', () => {
  it.each([
    ['404:guides/intro', { kind: '404', path: 'guides/intro' }],
    [' 500:/ ', { kind: '500', path: '/' }],
    ['SLOW:0:/a/b/', { kind: 'slow', delayMs: 0, path: '/a/b/' }],
  ])('parses %p', (text, fault) => {
    expect(parsePageFaultSpec(text)).toEqual(fault);
  });
});
