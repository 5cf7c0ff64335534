/** How a pull request changed a published page (GitHub's `copied`/`changed` count as modified). */
export type PageChange = 'added' | 'modified' | 'renamed' | 'removed';

/** One line of the "Changed pages" list; also one item of the `changed-pages` output. */
export interface ChangedPage {
  /** The repository file the page comes from (the spec file for a generated endpoint page). */
  path: string;
  /** Address of the page on the preview; null for a removed page or when the preview URL is unknown. */
  url: string | null;
  change: PageChange;
  /** Front-matter title, the operation's title for an endpoint page, else the path. */
  title: string;
  /** For a renamed page: the file it was before. */
  previousPath?: string;
  /** Set on the single line that stands for a spec whose endpoint changes could not be computed. */
  spec?: true;
}

export type { PullRequestFile } from '../../github/pull-request-files.js';
