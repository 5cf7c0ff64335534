import type { DocumentCheck } from '../types.js';

/** Paths of the pages that ask for a login: `/login`, `/sign-in`, `/auth/...`, `/sso`, `/password`. */
const LOGIN_PATH =
  /(^|[/._-])(log-?in|sign-?in|signon|sso|auth|authenticate|oauth2?|password|protected)([/._?-]|$)/i;

const RETURN_PARAMETER =
  /[?&](next|redirect|redirect_uri|redirect_to|return|returnTo|return_to|callbackUrl|from|continue)=/i;

/**
 * Whether a page of the site is behind a login: it answers 401 or 403, or it is redirected to a page
 * whose path asks for one (on the site or at an identity provider). A site's own page is not refused
 * to robots: a 403 there is the site's protection, not a link problem.
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
  const requestedPath = new URL(requested).pathname;
  // A documentation page about logging in is no login wall: the wall sends readers elsewhere, or
  // to a short path that remembers where they were going.
  const wallLike =
    final.origin !== site.origin ||
    RETURN_PARAMETER.test(final.search) ||
    final.pathname.split('/').filter(Boolean).length <= 1;
  const movedToLogin = LOGIN_PATH.test(final.pathname) && !LOGIN_PATH.test(requestedPath) && wallLike;
  if (!movedToLogin) return undefined;
  return {
    url: requested,
    reason: `the site asks for a login (${requested} is redirected to ${final.origin}${final.pathname})`,
  };
}
