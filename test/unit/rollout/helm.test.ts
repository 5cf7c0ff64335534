import { chmod, mkdir, mkdtemp, readFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { CancelledError, ConfigurationError, OperationFailedError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { registerSecret } from '../../../src/core/secrets.js';
import { helmUpgrade } from '../../../src/rollout/helm.js';
import { CLI_ROLLOUT_NAMES, parseHelmArgs, parseRolloutPlan } from '../../../src/rollout/plan.js';
import { splitArgs } from '../../../src/rollout/split-args.js';

function outcomeOf(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

let dir: string;
let argsFile: string;

/** A fake `helm` first on PATH: records one argument per line, then runs `body`. */
async function fakeHelm(
  body = 'echo "Release \\"$3\\" has been upgraded. Happy Helming!"',
): Promise<NodeJS.ProcessEnv> {
  const bin = join(dir, 'bin');
  await mkdir(bin);
  const script = join(bin, 'helm');
  await writeFile(script, `#!/bin/sh\nprintf '%s\\n' "$@" > "${argsFile}"\n${body}\n`);
  await chmod(script, 0o755);
  return { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
}

const recordedArgs = async () => (await readFile(argsFile, 'utf8')).trimEnd().split('\n');

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-helm-'));
  argsFile = join(dir, 'argv.txt');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('helmUpgrade', () => {
  it('runs helm upgrade --install with the values file and the extra arguments, no URL', async () => {
    const env = await fakeHelm();
    const logger = createRecordingLogger();
    const bundleUrl = 'https://storage.example.com/b.tar.gz?X-Amz-Signature=helm-test-secret';
    registerSecret(bundleUrl);
    const result = await helmUpgrade({
      release: 'rel',
      chart: 'chart',
      namespace: 'ns',
      valuesFile: 'values.yaml',
      args: parseHelmArgs("--wait --atomic --timeout 10m --description 'nightly docs'"),
      logger,
      env,
    });
    const argv = await recordedArgs();
    expect(argv).toEqual([
      'upgrade',
      '--install',
      'rel',
      'chart',
      '--namespace',
      'ns',
      '-f',
      'values.yaml',
      '--wait',
      '--atomic',
      '--timeout',
      '10m',
      '--description',
      'nightly docs',
    ]);
    expect(result.args).toEqual(argv);
    expect(argv.join(' ')).not.toMatch(/https?:|--set/);
    expect(logger.text()).toContain(
      'Running helm upgrade --install rel chart --namespace ns -f values.yaml --wait',
    );
    expect(logger.text()).toContain('Release "rel" has been upgraded. Happy Helming!');
  });

  it('leaves out --namespace when none is given', async () => {
    const env = await fakeHelm();
    await helmUpgrade({
      release: 'docs',
      chart: './chart',
      args: [],
      valuesFile: 'v.yaml',
      logger: createRecordingLogger(),
      env,
    });
    expect(await recordedArgs()).toEqual(['upgrade', '--install', 'docs', './chart', '-f', 'v.yaml']);
  });

  it.each([
    ['--set staticExport.bundleUrl=https://x.example.com/b.tar.gz'],
    ['--set-string=global.staticExport.bundleUrl=x'],
    ['--set image.tag=1 --set-string staticExport.bundleUrl=x'],
    ["--description 'https://s.example.com/b.tar.gz?X-Amz-Signature=abc'"],
  ])('refuses the bundle URL on the command line: %s', (extraArgs) => {
    const error = outcomeOf(() => parseHelmArgs(extraArgs, 'input helm-args'));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /^input helm-args: the bundle URL must not be passed on the helm command line/,
    );
  });

  it('allows unrelated --set arguments', async () => {
    const env = await fakeHelm();
    await helmUpgrade({
      release: 'rel',
      chart: 'chart',
      valuesFile: 'values.yaml',
      args: parseHelmArgs('--set image.tag=1.4.2'),
      logger: createRecordingLogger(),
      env,
    });
    expect((await recordedArgs()).slice(-2)).toEqual(['--set', 'image.tag=1.4.2']);
  });

  it('says how to get helm when it is missing', async () => {
    const empty = join(dir, 'empty');
    await mkdir(empty);
    const error = await helmUpgrade({
      release: 'rel',
      chart: 'chart',
      args: [],
      valuesFile: 'values.yaml',
      logger: createRecordingLogger(),
      env: { ...process.env, PATH: empty },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toBe(
      'helm not found on PATH: install it (azure/setup-helm) or drop the helm inputs.',
    );
  });

  it("reports helm's failure with its last stderr lines, redacted", async () => {
    registerSecret('s3cr3t-token-value');
    const env = await fakeHelm(
      'echo "WARNING: kube config is group-readable" >&2\n' +
        'echo "Error: UPGRADE FAILED: timed out waiting for the condition (token s3cr3t-token-value)" >&2\nexit 1',
    );
    const logger = createRecordingLogger();
    const error = await helmUpgrade({
      release: 'rel',
      chart: 'chart',
      args: [],
      valuesFile: 'values.yaml',
      logger,
      env,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    const message = (error as Error).message;
    expect(message).toMatch(/^helm upgrade of release "rel" failed: helm exited with code 1:\n/);
    expect(message).toContain('Error: UPGRADE FAILED: timed out waiting for the condition (token ***)');
    expect(message).not.toContain('s3cr3t-token-value');
    expect(logger.text()).toContain('WARNING: kube config is group-readable');
  });

  it('stops helm when cancelled', async () => {
    const env = await fakeHelm('sleep 5');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(
      helmUpgrade({
        release: 'rel',
        chart: 'chart',
        args: [],
        valuesFile: 'values.yaml',
        logger: createRecordingLogger(),
        env,
        signal: controller.signal,
      }),
    ).rejects.toThrow(CancelledError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each([
    [{ release: 'Rel_1' }, /--helm-release: "Rel_1" is not a valid name/],
    [{ namespace: '-n' }, /--helm-namespace: "-n" is not a valid name/],
    [{ chart: '--dry-run' }, /--helm-chart: "--dry-run" is not a usable value/],
  ])('the rollout plan validates the helm options first: %p', (override, message) => {
    expect(() =>
      parseRolloutPlan(
        { valuesFile: 'values.yaml', release: 'rel', chart: 'chart', ...override },
        CLI_ROLLOUT_NAMES,
      ),
    ).toThrow(message);
  });
});

describe('splitArgs', () => {
  it.each([
    ['--wait --atomic --timeout 10m', ['--wait', '--atomic', '--timeout', '10m']],
    ["  --description 'two words'  ", ['--description', 'two words']],
    ['--set "a=b c" --x=\'y\'', ['--set', 'a=b c', '--x=y']],
    ['--set a=\\"q\\"', ['--set', 'a="q"']],
    ['--label "say \\"hi\\""', ['--label', 'say "hi"']],
    ["''", ['']],
    ["--set 'a;b'", ['--set', 'a;b']],
    ['', []],
  ])('splits %p', (text, args) => {
    expect(splitArgs(text)).toEqual(args);
  });

  it.each([
    ["--description 'open", /unterminated ' quote/],
    ['--x "open', /unterminated " quote/],
    ['--wait; rm -rf /', /";" is shell syntax/],
    ['--set a=$(cat secret)', /"\$\(" is shell syntax/],
  ])('refuses %p', (text, message) => {
    expect(() => splitArgs(text)).toThrow(ConfigurationError);
    expect(() => splitArgs(text)).toThrow(message);
  });
});
