import type { LiveSection } from '../run-links.js';

/**
 * A live check in a result (`--format json`, an action's `result`): each page's status without its
 * links, which the report's `links[]` lists once each with the pages they are on.
 */
export function liveResult(live: LiveSection) {
  return {
    siteUrl: live.siteUrl,
    ...(live.login ? { login: live.login } : {}),
    pages: live.pages.map((page) => ({
      url: page.url,
      ...(page.file === undefined ? {} : { file: page.file }),
      status: page.status,
      code: page.code,
      reason: page.reason,
      broken: page.broken,
      suspect: page.suspect,
    })),
  };
}
