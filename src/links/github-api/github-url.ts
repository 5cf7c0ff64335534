/**
 * github.com addresses that GitHub's API can answer for: a user or organization, a repository (and
 * its list pages), a file or folder at a ref, a commit, an issue or pull request, a release. Anything
 * else (search, settings, gists, marketing pages) is checked as a web page.
 */
export type GitHubTarget =
  | { kind: 'owner'; owner: string }
  | { kind: 'repository'; owner: string; repo: string }
  /** `blob` or `tree`: the ref and path, as written (a ref may hold slashes: `refPath` is split later). */
  | { kind: 'object'; owner: string; repo: string; type: 'blob' | 'tree'; refPath: string[] }
  | { kind: 'commit'; owner: string; repo: string; sha: string }
  | { kind: 'issue'; owner: string; repo: string; number: number }
  | { kind: 'release'; owner: string; repo: string; tag: string };

/** First path segments of github.com that are GitHub's own pages, not users or organizations. */
const RESERVED = new Set(
  (
    'about account apps blog codespaces collections contact copilot customer-stories dashboard enterprise ' +
    'enterprises events explore features github-copilot home issues join login logout marketplace mobile ' +
    'new notifications orgs organizations partners pricing pulls readme resources search security ' +
    'settings signup site solutions sponsors stars team topics trending users watching'
  ).split(' '),
);
/** Pages of a repository that exist when the repository does. */
const REPOSITORY_PAGES = new Set(
  'actions activity branches commits discussions forks graphs issues labels milestones network packages projects pulls pulse releases security stargazers tags watchers wiki'.split(
    ' ',
  ),
);
const NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const REPO = /^[A-Za-z0-9._-]+$/;

export function parseGitHubUrl(url: string): GitHubTarget | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (!/^(www\.)?github\.com$/i.test(parsed.hostname) || parsed.port !== '') return undefined;
  let segments: string[];
  try {
    segments = parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [owner, repoSegment, section, ...rest] = segments;
  if (!owner || RESERVED.has(owner.toLowerCase()) || !NAME.test(owner)) return undefined;
  if (repoSegment === undefined) return parsed.search ? undefined : { kind: 'owner', owner };
  const repo = repoSegment.replace(/\.git$/, '');
  if (!REPO.test(repo)) return undefined;
  if (section === undefined) return { kind: 'repository', owner, repo };
  if ((section === 'blob' || section === 'tree') && rest.length > 0)
    return { kind: 'object', owner, repo, type: section, refPath: rest };
  if (section === 'commit' && rest[0] && /^[0-9a-f]{7,40}$/i.test(rest[0]))
    return { kind: 'commit', owner, repo, sha: rest[0] };
  if ((section === 'issues' || section === 'pull') && rest[0] && /^\d+$/.test(rest[0]))
    return { kind: 'issue', owner, repo, number: Number(rest[0]) };
  if (section === 'releases' && rest[0] === 'tag' && rest.length > 1)
    return { kind: 'release', owner, repo, tag: rest.slice(1).join('/') };
  if (REPOSITORY_PAGES.has(section) && (rest.length === 0 || section === 'wiki'))
    return { kind: 'repository', owner, repo };
  return undefined;
}

/** `#L10`, `#L10-L20`, `#L10C3-L12C8`: GitHub's line anchors, which its script scrolls to. */
export function isLineAnchor(fragment: string): boolean {
  return /^L\d+(C\d+)?(-L\d+(C\d+)?)?$/.test(fragment);
}
