import {
  gitHubFragmentStatus,
  hasUntriedSplits,
  isLineAnchor,
  parseGitHubUrl,
  refPathSplits,
  targetKey,
} from '../../../../src/links/github/github-url.js';
import type { GitHubTarget } from '../../../../src/links/github/github-url.js';

const repo = { owner: 'octo', repo: 'kit' };

describe('parseGitHubUrl', () => {
  const checkable: [string, GitHubTarget][] = [
    ['https://github.com/octo', { kind: 'owner', owner: 'octo' }],
    ['https://github.com/octo/', { kind: 'owner', owner: 'octo' }],
    ['https://github.com/octo?tab=repositories', { kind: 'owner', owner: 'octo' }],
    ['https://github.com/github', { kind: 'owner', owner: 'github' }],
    ['https://github.com/octo/kit', { kind: 'repository', ...repo }],
    ['https://www.github.com/octo/kit', { kind: 'repository', ...repo }],
    ['https://GitHub.com/octo/kit', { kind: 'repository', ...repo }],
    ['http://github.com/octo/kit', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit.git', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit?tab=readme-ov-file', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/issues', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/issues?q=is%3Aopen', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/pulls', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/releases', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/releases/latest', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/tags', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/actions', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/graphs/contributors', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/network/members', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit/stargazers', { kind: 'repository', ...repo }],
    ['https://github.com/octo/kit.js', { kind: 'repository', owner: 'octo', repo: 'kit.js' }],
    ['https://github.com/octo/.github', { kind: 'repository', owner: 'octo', repo: '.github' }],
    ['https://github.com/octo/kit/tree/main', { kind: 'object', ...repo, type: 'tree', refPath: ['main'] }],
    ['https://github.com/octo/kit/tree/main/', { kind: 'object', ...repo, type: 'tree', refPath: ['main'] }],
    [
      'https://github.com/octo/kit/blob/main/docs/x.md',
      { kind: 'object', ...repo, type: 'blob', refPath: ['main', 'docs', 'x.md'] },
    ],
    [
      'https://github.com/octo/kit/blob/main/docs/x.md?plain=1',
      { kind: 'object', ...repo, type: 'blob', refPath: ['main', 'docs', 'x.md'] },
    ],
    [
      'https://github.com/octo/kit/tree/release/1.x/src',
      { kind: 'object', ...repo, type: 'tree', refPath: ['release', '1.x', 'src'] },
    ],
    [
      'https://github.com/octo/kit/blob/main/docs/My%20File%20%C3%A9.md',
      { kind: 'object', ...repo, type: 'blob', refPath: ['main', 'docs', 'My File é.md'] },
    ],
    [
      'https://github.com/octo/kit/blame/v1.2.0/README.md',
      { kind: 'object', ...repo, type: 'blob', refPath: ['v1.2.0', 'README.md'] },
    ],
    [
      'https://github.com/octo/kit/commit/0123456789abcdef0123456789abcdef01234567',
      { kind: 'commit', ...repo, sha: '0123456789abcdef0123456789abcdef01234567' },
    ],
    ['https://github.com/octo/kit/commit/ABCDEF1', { kind: 'commit', ...repo, sha: 'abcdef1' }],
    ['https://github.com/octo/kit/issues/12', { kind: 'issue', ...repo, number: 12 }],
    ['https://github.com/octo/kit/pull/34', { kind: 'issue', ...repo, number: 34 }],
    ['https://github.com/octo/kit/pull/34/files', { kind: 'issue', ...repo, number: 34 }],
    ['https://github.com/octo/kit/pull/34/commits/abcdef1', { kind: 'issue', ...repo, number: 34 }],
    ['https://github.com/octo/kit/releases/tag/v1.0', { kind: 'release', ...repo, tag: 'v1.0' }],
    ['https://github.com/octo/kit/releases/tag/pkg/v1.0', { kind: 'release', ...repo, tag: 'pkg/v1.0' }],
    ['https://github.com/octo/kit/releases/tag/pkg%40v1.0', { kind: 'release', ...repo, tag: 'pkg@v1.0' }],
  ];
  test.each(checkable)('%s', (url, target) => {
    expect(parseGitHubUrl(url)).toEqual(target);
  });

  const notCheckable = [
    'https://gist.github.com/octo/0123abcd',
    'https://raw.githubusercontent.com/octo/kit/main/README.md',
    'https://api.github.com/repos/octo/kit',
    'https://docs.github.com/en/actions',
    'https://github.com',
    'https://github.com/',
    'https://github.com/search?q=kit',
    'https://github.com/settings/tokens',
    'https://github.com/orgs/octo/people',
    'https://github.com/users/octo/projects/1',
    'https://github.com/marketplace/actions/checkout',
    'https://github.com/sponsors/octo',
    'https://github.com/topics/docs',
    'https://github.com/features/actions',
    'https://github.com/apps/dependabot',
    'https://github.com/login?return_to=%2Focto',
    'https://github.com/advisories/GHSA-xxxx-xxxx-xxxx',
    'https://github.com/octo/kit/wiki',
    'https://github.com/octo/kit/wiki/Home',
    'https://github.com/octo/kit/raw/main/README.md',
    'https://github.com/octo/kit/settings',
    'https://github.com/octo/kit/discussions/5',
    'https://github.com/octo/kit/compare/main...dev',
    'https://github.com/octo/kit/commits/main',
    'https://github.com/octo/kit/commit/main',
    'https://github.com/octo/kit/commit/abc',
    'https://github.com/octo/kit/commit/0123456789abcdef0123456789abcdef01234567.patch',
    'https://github.com/octo/kit/issues/new',
    'https://github.com/octo/kit/issues/12/linked_closing_reference',
    'https://github.com/octo/kit/issues/0',
    'https://github.com/octo/kit/issues/99999999999',
    'https://github.com/octo/kit/pull',
    'https://github.com/octo/kit/releases/download/v1/kit.tgz',
    'https://github.com/octo/kit/releases/tag',
    'https://github.com/octo/kit/blob',
    'https://github.com/octo/kit/edit/main/README.md',
    'https://github.com/octo/kit/archive/refs/heads/main.zip',
    'https://github.com/octo/kit/actions/runs/1',
    'https://github.com/octo/kit/issues/labels',
    'https://github.com/-octo',
    'https://github.com/octo_under',
    'https://github.com/octo/..',
    'https://github.com/octo/kit%20x',
    'https://github.com/octo/kit/blob/main/%E0%A4%A',
    'https://github.com:8443/octo/kit',
    'https://user@github.com/octo/kit',
    'ftp://github.com/octo/kit',
    'git@github.com:octo/kit.git',
    'not a url',
  ];
  test.each(notCheckable)('%s is checked as a web page', (url) => {
    expect(parseGitHubUrl(url)).toBeUndefined();
  });
});

describe('refPathSplits', () => {
  test('tries the ref ending at each of the first three segments, shortest first', () => {
    expect(refPathSplits(['release', '1.x', 'docs', 'a.md'])).toEqual([
      { ref: 'release', path: '1.x/docs/a.md' },
      { ref: 'release/1.x', path: 'docs/a.md' },
      { ref: 'release/1.x/docs', path: 'a.md' },
    ]);
    expect(refPathSplits(['main'])).toEqual([{ ref: 'main', path: '' }]);
    expect(refPathSplits(['main', 'a'])).toEqual([
      { ref: 'main', path: 'a' },
      { ref: 'main/a', path: '' },
    ]);
    expect(hasUntriedSplits(['release', '1.x', 'docs', 'a.md'])).toBe(true);
    expect(hasUntriedSplits(['main', 'docs', 'a.md'])).toBe(false);
  });
});

describe('line anchors', () => {
  test.each(['L10', 'L10-L20', 'L10C2-L12C4', 'L1C5', 'L3-L3'])(
    '#%s is a line anchor: never missing',
    (fragment) => {
      expect(isLineAnchor(fragment)).toBe(true);
      expect(gitHubFragmentStatus(fragment)).toBe('ok');
    },
  );
  test.each(['l10', 'L', 'L10-', 'L10-20', 'installation', 'readme-ov-file', 'issuecomment-123', 'diff-abc'])(
    '#%s is not judged',
    (fragment) => {
      expect(isLineAnchor(fragment)).toBe(false);
      expect(gitHubFragmentStatus(fragment)).toBeNull();
    },
  );
});

describe('targetKey', () => {
  test('one key for the spellings of one target, another for a different one', () => {
    const key = (url: string) => targetKey(parseGitHubUrl(url)!);
    expect(key('https://github.com/Octo/Kit')).toBe(key('https://www.github.com/octo/kit.git'));
    expect(key('https://github.com/octo/kit')).toBe(key('https://github.com/octo/kit/pulls'));
    expect(key('https://github.com/octo/kit/pull/3')).toBe(key('https://github.com/octo/kit/issues/3'));
    expect(key('https://github.com/octo/kit/blob/main/A.md')).not.toBe(
      key('https://github.com/octo/kit/blob/main/a.md'),
    );
    expect(key('https://github.com/octo/kit/releases/tag/V1')).not.toBe(
      key('https://github.com/octo/kit/releases/tag/v1'),
    );
  });
});
