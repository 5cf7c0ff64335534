import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_INPUTS } from '../../../src/actions/root/command-inputs.js';
import { loadActionYaml, subActionNames } from '../../support/action-metadata.js';
import { ROOT } from '../../support/run-action.js';

const load = loadActionYaml;
const root = load('action.yml');
const subActions = subActionNames();

describe('root action.yml', () => {
  it('is ready for the Marketplace: name, short description, branding, node24, an existing bundle', () => {
    expect(root.name?.length).toBeGreaterThan(0);
    expect(root.name?.length).toBeLessThanOrEqual(100);
    expect(root.description?.length).toBeLessThan(125);
    expect(root.branding?.icon && root.branding.color).toBeTruthy();
    expect(root.runs.using).toBe('node24');
    expect(existsSync(join(ROOT, root.runs.main))).toBe(true);
  });

  it('declares command plus the union of the sub-actions inputs, each once', () => {
    const union = new Set(
      subActions.flatMap((n) => Object.keys(load(`actions/${n}/action.yml`).inputs ?? {})),
    );
    expect(Object.keys(root.inputs ?? {}).sort()).toEqual(['command', ...union].sort());
    for (const spec of Object.values(root.inputs ?? {})) {
      expect(spec.required ?? false).toBe(false);
      expect(spec.description?.trim().length).toBeGreaterThan(10);
    }
  });

  it('declares no default that differs between commands: only command and the common github-token', () => {
    const withDefault = Object.entries(root.inputs ?? {}).filter(([, spec]) => spec.default !== undefined);
    expect(withDefault.map(([name]) => name).sort()).toEqual(['command', 'github-token']);
    expect(root.inputs?.command?.default).toBe('auto');
    for (const name of subActions) {
      const token = load(`actions/${name}/action.yml`).inputs?.['github-token'];
      if (token) expect(token.default).toBe(root.inputs?.['github-token']?.default);
    }
  });

  it('declares the union of the sub-actions outputs plus command', () => {
    const union = new Set(
      subActions.flatMap((n) => Object.keys(load(`actions/${n}/action.yml`).outputs ?? {})),
    );
    expect(Object.keys(root.outputs ?? {}).sort()).toEqual(['command', ...union].sort());
  });

  it('has its inputs and outputs tables on docs/root-action.md, generated from action.yml', () => {
    const page = readFileSync(join(ROOT, 'docs/root-action.md'), 'utf8');
    const names = (tag: string) =>
      [
        ...(new RegExp(`<!-- ${tag} -->([\\s\\S]*?)<!-- /${tag} -->`).exec(page)?.[1] ?? '').matchAll(
          /^\| `([a-z0-9-]+)` \|/gm,
        ),
      ].map((m) => m[1]);
    expect(names('inputs')).toEqual(Object.keys(root.inputs ?? {}));
    expect(names('outputs')).toEqual(Object.keys(root.outputs ?? {}));
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/action-docs.js'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('knows every command and the defaults of its own action.yml (generated table up to date)', () => {
    expect(Object.keys(COMMAND_INPUTS).sort()).toEqual(subActions);
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/command-inputs.js'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});

describe('release hygiene', () => {
  it('every action.yml points at an existing node24 bundle (the release workflow runs the same check)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/check-action-bundles.js')], { stdio: 'pipe' }),
    ).not.toThrow();
    const release = readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8');
    expect(release).toMatch(/npm run check-dist/);
    expect(release).toMatch(/check-action-bundles\.js/);
  });
});
