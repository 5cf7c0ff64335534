import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadActionYaml, subActionNames } from '../../support/action-metadata.js';
import { ROOT } from '../../support/run-action.js';

const names = subActionNames();
const load = (name: string) => loadActionYaml(`actions/${name}/action.yml`);

/** Rows of the markdown table between <!-- tag --> and <!-- /tag -->: first cell without backticks, and the last cell. */
function tableRows(readme: string, tag: string): { name: string; last: string }[] {
  const match = new RegExp(`<!-- ${tag} -->([\\s\\S]*?)<!-- /${tag} -->`).exec(readme);
  if (!match) throw new Error(`no <!-- ${tag} --> section`);
  return (match[1] as string)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
      return { name: (cells[1] as string).replace(/`/g, ''), last: cells[cells.length - 2] as string };
    });
}

describe('action metadata', () => {
  it('knows the seven actions of the interface', () => {
    expect(names.sort()).toEqual([
      'deploy',
      'export',
      'links',
      'preview',
      'rollout',
      'validate',
      'watch-specs',
    ]);
  });

  it.each(names)('%s: name, description, branding, every input and output described', (name) => {
    const action = load(name);
    expect(action.name).toMatch(/^docs-ci /);
    expect(action.description?.length).toBeGreaterThan(20);
    expect(action.branding?.icon && action.branding.color).toBeTruthy();
    for (const [input, spec] of Object.entries(action.inputs ?? {})) {
      expect(spec.description?.trim().length).toBeGreaterThan(5);
      expect(input).toMatch(/^[a-z][a-z0-9-]*$/);
    }
    for (const [output, spec] of Object.entries(action.outputs ?? {})) {
      expect(spec.description?.trim().length).toBeGreaterThan(5);
      expect(output).toMatch(/^[a-z][a-z0-9-]*$/);
    }
    expect(Object.keys(action.outputs ?? {})).toContain('result');
  });

  it('every action uses the same Node runtime, node24, and points at its own bundle', () => {
    const runtimes = new Set(names.map((n) => load(n).runs.using));
    expect([...runtimes]).toEqual(['node24']);
    for (const name of names) {
      const main = load(name).runs.main;
      expect(main).toBe(`../../dist/${name}/index.js`);
      expect(existsSync(join(ROOT, 'actions', name, main))).toBe(true);
    }
  });

  it.each(names)('%s: README inputs and outputs tables match action.yml', (name) => {
    const readmePath = join(ROOT, 'actions', name, 'README.md');
    expect(existsSync(readmePath)).toBe(true);
    const readme = readFileSync(readmePath, 'utf8');
    const action = load(name);
    const inputs = tableRows(readme, 'inputs');
    expect(inputs.map((r) => r.name)).toEqual(Object.keys(action.inputs ?? {}));
    for (const row of inputs) {
      const spec = action.inputs?.[row.name];
      const expected =
        spec?.default === undefined ? (spec?.required ? '(required)' : '') : `\`${spec.default}\``;
      expect([row.name, row.last]).toEqual([row.name, expected]);
    }
    expect(tableRows(readme, 'outputs').map((r) => r.name)).toEqual(Object.keys(action.outputs ?? {}));
    expect(readme).toMatch(/permissions:/);
    expect(readme).toMatch(/steps\.[a-z-]+\.outputs\./);
  });
});
