import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigurationError } from '../../../src/core/errors.js';
import { validateDocs } from '../../../src/validate/index.js';
import type { ValidateOptions } from '../../../src/validate/index.js';
import { analyzeRepository, readRepository } from '../../../src/validate/validate-docs.js';
import { validateInWorker, workerBundleBeside } from '../../../src/validate/worker/validate-in-worker.js';

// The shipped worker bundle (dist/ is built and checked before the tests run).
const root = resolve(import.meta.dirname, '../../..');
const workerScript = join(root, 'dist', 'validate-worker', 'index.js');
const corpus = join(root, 'test', 'fixtures', 'validate');
const cases = readdirSync(corpus)
  .filter((name) => existsSync(join(corpus, name, 'expected.json')))
  .sort();

describe('validation in a worker thread (dist/validate-worker)', () => {
  it.each(cases)('%s: the same report as on the calling thread', async (name) => {
    const expected = JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as {
      options?: Omit<ValidateOptions, 'dir'>;
    };
    const options = { ...expected.options, dir: join(corpus, name) };
    const here = await validateDocs(options);
    const inWorker = await validateInWorker(await readRepository(options), workerScript);
    expect(inWorker).toBeDefined();
    expect(inWorker?.report).toEqual(here);
    // The size threshold only decides where the same validation runs.
    expect(await validateDocs(options, { workerScript, fromFiles: 0 })).toEqual(here);
  });

  it('checks other versions of pages the same way as the calling thread', async () => {
    const dir = join(corpus, 'pages-and-specs-meet');
    const repository = await readRepository({ dir });
    // Each page with a new broken link, an import of a missing snippet and a front matter error.
    const otherVersions = ['intro.mdx', 'guides/refs.mdx', 'drafts/listed.mdx'].map((file) => ({
      file,
      text: readFileSync(join(dir, file), 'utf8')
        .replace(/^---\n/, '---\ndeprecated: sometimes\n')
        .concat("\nimport Gone from '/snippets/gone.mdx';\n\n[gone](/gone-page)\n"),
    }));
    const here = await analyzeRepository({ ...repository, otherVersions });
    const inWorker = await validateInWorker({ ...repository, otherVersions }, workerScript);
    expect(inWorker?.otherVersions).toEqual(here.otherVersions);
    const found = here.otherVersions && 'findings' in here.otherVersions ? here.otherVersions.findings : [];
    expect(new Set(found.map((f) => f.rule))).toEqual(
      new Set(['mdx-front-matter-type', 'snippet-not-found', 'link-broken']),
    );
    expect(new Set(found.map((f) => f.file))).toEqual(new Set(otherVersions.map((v) => v.file)));
    // The repository's own findings are untouched by them.
    expect(inWorker?.report).toEqual(await validateDocs({ dir }));
  });

  it('is found beside the running bundle, and not beside the sources', () => {
    const bundle = new URL(`file://${join(root, 'dist', 'validate', 'index.js')}`).href;
    expect(workerBundleBeside(bundle)?.href).toBe(new URL(`file://${workerScript}`).href);
    expect(workerBundleBeside(import.meta.url)).toBeUndefined();
  });

  it('stays on the calling thread below the size threshold', async () => {
    // A worker script that would fail the run if it were used.
    const options = { dir: join(corpus, 'valid-inheritance') };
    const report = await validateDocs(options, { workerScript: join(root, 'no-such-worker.js') });
    expect(report.errors).toEqual([]);
  });
});

describe('the calling side of the worker protocol', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-ci-worker-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const script = (name: string, body: string): string => {
    const path = join(dir, name);
    writeFileSync(path, body);
    return path;
  };
  const answering = (answer: unknown) =>
    script(
      `answer-${Math.random().toString(36).slice(2)}.mjs`,
      `import { parentPort } from 'node:worker_threads';
const bytes = new TextEncoder().encode(${JSON.stringify(JSON.stringify(answer))});
parentPort.postMessage(bytes.buffer, [bytes.buffer]);
`,
    );
  const repository = () => readRepository({ dir: join(corpus, 'valid-inheritance') });

  it('a configuration error in the worker is a ConfigurationError here, with its message', async () => {
    const worker = answering({
      ok: false,
      error: { name: 'ConfigurationError', message: 'dir: cannot list /x: EACCES', configuration: true },
    });
    const failure = validateInWorker(await repository(), worker);
    await expect(failure).rejects.toBeInstanceOf(ConfigurationError);
    await expect(failure).rejects.toThrow('dir: cannot list /x: EACCES');
  });

  it('any other error keeps its name and message', async () => {
    const worker = answering({
      ok: false,
      error: { name: 'TypeError', message: 'x is not a function', configuration: false },
    });
    await expect(validateInWorker(await repository(), worker)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'x is not a function',
    });
  });

  it('an unreadable answer fails the run with a clear error, never hangs', async () => {
    const garbled = script(
      'garbled.mjs',
      `import { parentPort } from 'node:worker_threads';
const bytes = new Uint8Array([0xff, 0x0d, 0x6f, 0x6b]);
parentPort.postMessage(bytes.buffer, [bytes.buffer]);
`,
    );
    await expect(validateInWorker(await repository(), garbled)).rejects.toThrow(
      /the validation worker's answer could not be read/,
    );
  });

  it('a worker that does not load leaves the validation to the calling thread', async () => {
    const broken = script('broken.mjs', `import './no-such-module.mjs';\n`);
    await expect(validateInWorker(await repository(), broken)).resolves.toBeUndefined();
    const missing = join(dir, 'missing.mjs');
    await expect(validateInWorker(await repository(), missing)).resolves.toBeUndefined();
  });

  // A side that never answers: it waits for the other side, as the page side waits for the specs.
  const oneSide = (name: string, role: 'specs' | 'pages', body: string) =>
    script(
      name,
      `import { parentPort, workerData } from 'node:worker_threads';
if (workerData.role === '${role}') {
${body}
} else {
  setInterval(() => undefined, 60_000);
}
`,
    );

  it('a side that fails stops the other side, which waits for it', async () => {
    const worker = oneSide(
      'specs-fail.mjs',
      'specs',
      `const bytes = new TextEncoder().encode(JSON.stringify({ ok: false, error: { name: 'Error', message: 'the spec side failed', configuration: false } }));
parentPort.postMessage(bytes.buffer, [bytes.buffer]);`,
    );
    await expect(validateInWorker(await repository(), worker)).rejects.toThrow('the spec side failed');
  });

  it('a side that does not load stops the other side and leaves the validation to the calling thread', async () => {
    const worker = oneSide('pages-broken.mjs', 'pages', `await import('./no-such-module.mjs');`);
    await expect(validateInWorker(await repository(), worker)).resolves.toBeUndefined();
  });

  it('a worker that exits without answering fails the run with its exit code', async () => {
    const quits = script('quits.mjs', `process.exit(3);\n`);
    await expect(validateInWorker(await repository(), quits)).rejects.toThrow(
      'the validation worker stopped with exit code 3 before it answered',
    );
  });
});
