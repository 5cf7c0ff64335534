import { ignoreRules } from '../../../../src/validate/source/ignore-rules.js';

describe('ignoreRules: what the build leaves out', () => {
  const ignored = ignoreRules('');

  // Each answer was checked against the service's published build tooling (its ignore matcher).
  it.each([
    ['README.md', true],
    ['readme.md', true],
    ['guides/Readme.MD', true],
    ['CHANGELOG.md', true],
    ['CONTRIBUTING.md', true],
    ['LICENSE.md', true],
    ['readme.mdx', false],
    ['license.mdx', false],
    ['LICENSE', false],
    ['CODE_OF_CONDUCT.md', false],
    ['licence.md', false],
    ['.github/pull_request_template.md', true],
    ['.vscode/notes.md', true],
    ['.changeset/quick-fox.md', false],
    ['.mintlify/draft.mdx', true],
    ['.mintlify/config.json', false],
    ['.mintlify/skills/write.md', false],
    ['node_modules/pkg/readme.mdx', true],
    ['guides/setup.mdx', false],
  ])('%s: %s', (file, expected) => {
    expect(ignored(file)).toBe(expected);
  });

  it('adds the patterns of the ignore file (gitignore syntax, comments and blanks skipped)', () => {
    const rules = ignoreRules('# drafts\n\ndrafts/\n*.draft.mdx\n!keep.draft.mdx\n');
    expect(rules('drafts/a.mdx')).toBe(true);
    expect(rules('guides/b.draft.mdx')).toBe(true);
    expect(rules('keep.draft.mdx')).toBe(false);
    expect(rules('guides/b.mdx')).toBe(false);
  });
});

describe('ignoreRules without an ignore file', () => {
  it('answers as the gitignore engine given the default patterns, for any path', async () => {
    const { default: ignore } = await import('ignore');
    const { DEFAULT_IGNORES } = await import('../../../../src/validate/source/ignore-rules.js');
    const engine = ignore().add([...DEFAULT_IGNORES]);
    const fast = ignoreRules('');
    const segments = [
      'a',
      'README.md',
      'readme.mdx',
      'License.md',
      '.github',
      '.GitHub',
      'node_modules',
      '.mintlify',
      'skills',
      'x.json',
      'y.YAML',
      'z.mdx',
      '.changeset',
      'CHANGELOG.md',
      'docs',
    ];
    const paths: string[] = [];
    for (const a of segments) {
      paths.push(a);
      for (const b of segments) {
        paths.push(`${a}/${b}`);
        for (const c of segments) paths.push(`${a}/${b}/${c}`);
      }
    }
    const disagreements = paths.filter((path) => fast(path) !== engine.ignores(path));
    expect(disagreements).toEqual([]);
  });
});
