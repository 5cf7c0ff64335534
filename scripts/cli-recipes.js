// The recipes for other CI systems of the documentation's page "The CLI in any CI" (docs/cli.md), as
// shell scripts to run the way
// each system runs them: the shell recipe as it is, the `script:` lines of the GitLab CI and Bitbucket
// Pipelines ones one after the other, stopping at the first that fails, with the variables the
// system sets for the branch of a merge or pull request.

const RECIPES = [
  { name: 'shell', language: 'sh', firstLine: '#!/bin/sh', env: () => ({}) },
  {
    name: 'gitlab',
    language: 'yaml',
    firstLine: '# .gitlab-ci.yml',
    env: (branch) => ({
      CI: 'true',
      GITLAB_CI: 'true',
      CI_PIPELINE_SOURCE: 'merge_request_event',
      CI_COMMIT_REF_NAME: branch,
    }),
  },
  {
    name: 'bitbucket',
    language: 'yaml',
    firstLine: '# bitbucket-pipelines.yml',
    env: (branch) => ({ CI: 'true', BITBUCKET_BRANCH: branch }),
  },
];

/** The items of the one `script:` list of a CI configuration, as written (plain YAML scalars). */
export function scriptLines(yaml) {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => /^\s*script:\s*$/.test(line));
  if (start < 0) throw new Error('no script: list');
  const items = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s*- (.*)$/.exec(line);
    if (!item) break;
    // Quoted scalars would need YAML's unquoting; the recipes keep to plain ones.
    if (/^['"]/.test(item[1])) throw new Error(`quoted script line, not supported here: ${item[1]}`);
    items.push(item[1]);
  }
  if (items.length === 0) throw new Error('empty script: list');
  return items;
}

/** The page holding the recipes, relative to the repository root. */
export const RECIPES_PAGE = 'docs/cli.md';

/** Every recipe found in a Markdown page: name, the shell script to run, and its CI variables. */
export function cliRecipes(markdown) {
  const blocks = [...markdown.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({
    language: m[1],
    text: m[2],
  }));
  return RECIPES.flatMap((recipe) => {
    const block = blocks.find(
      (b) => b.language === recipe.language && b.text.split('\n')[0] === recipe.firstLine,
    );
    if (!block) return [];
    const script = recipe.language === 'sh' ? block.text : `set -e\n${scriptLines(block.text).join('\n')}\n`;
    return [{ name: recipe.name, script, env: recipe.env }];
  });
}
