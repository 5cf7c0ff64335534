import type { CollectedLink } from './collect.js';
import type { CheckedDocument } from './check-documents.js';
import { isLineAnchor } from './github/github-url.js';
import type { CheckedLink, FragmentStatus, LinkStatus } from './types.js';

/** Ids a single-page application's shell has before its script renders the page. */
const APP_SHELL_IDS = new Set(['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte', 'main']);

/**
 * The verdict of one link: its document's, and then its fragment's. A fragment is judged only where
 * the HTML can say: a page whose ids a script adds (an application shell, GitHub's pages) and text
 * fragments (`#:~:text=`) are not judged.
 */
export function linkVerdict(link: CollectedLink, document: CheckedDocument | undefined): CheckedLink {
  const base = { url: link.url, sources: link.sources };
  if (link.settled) {
    return {
      ...base,
      status: link.settled.status,
      code: null,
      reason: link.settled.reason,
      finalUrl: null,
      fragment: null,
    };
  }
  if (!document) {
    return { ...base, status: 'suspect', code: null, reason: 'not checked', finalUrl: null, fragment: null };
  }
  const checked: CheckedLink = {
    ...base,
    status: document.status,
    code: document.code,
    reason: document.reason,
    finalUrl: document.finalUrl,
    fragment: null,
    ...(document.cached ? { cached: true } : {}),
  };
  if (document.status !== 'ok' || link.fragment === undefined) return checked;
  const fragment = judgeFragment(link.fragment, document);
  if (fragment === undefined) return checked;
  if (fragment === 'ok') return { ...checked, fragment };
  return {
    ...checked,
    status: 'broken' satisfies LinkStatus,
    fragment,
    reason: `the page has no anchor #${link.fragment}${nearest(link.fragment, document.anchors)}`,
  };
}

function judgeFragment(
  fragment: string,
  document: CheckedDocument,
): Exclude<FragmentStatus, null> | undefined {
  if (fragment.startsWith(':~:')) return undefined;
  if (document.viaGitHub || isGitHubPage(document.finalUrl)) return isLineAnchor(fragment) ? 'ok' : undefined;
  const anchors = document.anchors;
  if (!anchors) return undefined;
  if (anchors.has(fragment)) return 'ok';
  // `#top` scrolls to the top of any HTML page.
  if (fragment === 'top' || fragment === '') return 'ok';
  if ([...anchors].every((id) => APP_SHELL_IDS.has(id))) return undefined;
  return 'missing';
}

function isGitHubPage(url: string | null): boolean {
  if (!url) return false;
  try {
    return /^(www\.)?github\.com$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** ` (did you mean #x?)` when one anchor differs only in case or punctuation. */
function nearest(fragment: string, anchors: ReadonlySet<string> | undefined): string {
  if (!anchors) return '';
  const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const wanted = plain(fragment);
  for (const anchor of anchors) if (plain(anchor) === wanted) return ` (did you mean #${anchor}?)`;
  return '';
}
