import type { DocumentCheck } from '../types.js';

/** Paths of the pages that ask for a login: `/login`, `/sign-in`, `/auth/...`, `/sso`, `/password`. */
const LOGIN_PATH =
  /(^|[/._-])(log-?in|sign-?in|signon|sso|auth|authenticate|oauth2?|password|protected)([/._?-]|$)/i;

const RETURN_PARAMETER =
  /[?&](next|redirect|redirect_uri|redirect_to|return|returnTo|return_to|callbackUrl|from|continue)=/i;

/**
 * Whether a page of the site is behind a login: it answers 401 or 403, or it is redirected to a page
 * whose path asks for one, at an identity provider, off the site's address, or with a parameter that
 * remembers where the reader was going. It is decided from where the request ends, never from the
 * words of the page's own address: a preview of branch `feature/new-auth` lives under `...-new-auth-...`,
 * and docs have pages such as `/api-reference/auth/login` that answer 200 themselves. A site's own
 * page is not refused to robots: a 403 there is the site's protection, not a link problem.
 */
export function loginWall(
  requested: string,
  check: DocumentCheck,
  site: URL,
): { url: string; reason: string } | undefined {
  if (check.code === 401 || check.code === 403)
    return {
      url: requested,
      reason: `the site asks for a login (${requested} answers ${check.code})`,
    };
  if (!check.finalUrl || check.finalUrl === requested) return undefined;
  let final: URL;
  try {
    final = new URL(check.finalUrl);
  } catch {
    return undefined;
  }
  // Within the site only the path below its address speaks: the address itself (a preview's branch
  // name) is the site's, not the page's.
  const onSite = isWithinSite(final, site);
  const path = onSite ? final.pathname.slice(sitePrefix(site).length - 1) : final.pathname;
  // A documentation page about logging in is no login wall: the wall sends readers off the site,
  // or to a short path that remembers where they were going.
  const wallLike =
    !onSite || RETURN_PARAMETER.test(final.search) || path.split('/').filter(Boolean).length <= 1;
  if (!LOGIN_PATH.test(path) || !wallLike) return undefined;
  return {
    url: requested,
    reason: `the site asks for a login (${requested} is redirected to ${final.origin}${final.pathname})`,
  };
}

/** The site's path with a final slash: what every page of the site starts with. */
function sitePrefix(site: URL): string {
  return site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
}

/** Whether `url` is a page of the site: its origin, under its path. */
export function isWithinSite(url: URL, site: URL): boolean {
  if (url.origin !== site.origin) return false;
  const prefix = sitePrefix(site);
  return prefix === '/' || url.pathname === site.pathname || url.pathname.startsWith(prefix);
}
