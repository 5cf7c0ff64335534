import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/run-action.js';

interface Recipe {
  name: string;
  script: string;
  env: (branch: string) => Record<string, string>;
}
const { cliRecipes, scriptLines, RECIPES_PAGE } = (await import(join(ROOT, 'scripts/cli-recipes.js'))) as {
  cliRecipes: (markdown: string) => Recipe[];
  RECIPES_PAGE: string;
  scriptLines: (yaml: string) => string[];
};

describe('the recipes for other CI systems (docs/cli.md)', () => {
  const recipes = cliRecipes(readFileSync(join(ROOT, RECIPES_PAGE), 'utf8'));

  it('are the shell, GitLab CI and Bitbucket Pipelines ones, each running the published package', () => {
    expect(recipes.map((r) => r.name)).toEqual(['shell', 'gitlab', 'bitbucket']);
    for (const { script } of recipes) {
      const calls = script.split('\n').filter((line) => line.includes('docs-ci'));
      expect(calls.length).toBeGreaterThanOrEqual(2);
      for (const call of calls) expect(call).toMatch(/^npx --yes docs-ci@1 (validate|preview) /);
    }
  });

  it('run the CI configurations’ script lines in order and stop at the first failure', () => {
    const gitlab = recipes.find((r) => r.name === 'gitlab')!;
    expect(gitlab.script.split('\n')[0]).toBe('set -e');
    expect(gitlab.script).toContain('--branch "$CI_COMMIT_REF_NAME" --json > preview.json');
    expect(gitlab.env('docs/x')).toMatchObject({ CI_COMMIT_REF_NAME: 'docs/x' });
    const bitbucket = recipes.find((r) => r.name === 'bitbucket')!;
    expect(bitbucket.script).toContain('--branch "$BITBUCKET_BRANCH"');
    expect(bitbucket.env('docs/y')).toMatchObject({ BITBUCKET_BRANCH: 'docs/y' });
  });

  it('read a script: list as written, and refuse what they cannot run faithfully', () => {
    expect(scriptLines('job:\n  script:\n    - echo a\n    - echo "b: c"\n  artifacts: {}\n')).toEqual([
      'echo a',
      'echo "b: c"',
    ]);
    expect(() => scriptLines('job:\n  script:\n    - "echo a"\n')).toThrow(/quoted/);
    expect(() => scriptLines('job:\n  image: node\n')).toThrow(/no script/);
  });
});
