/**
 * What a link written in a page asks the checker to do: fetch an outside document (and check its
 * fragment), or nothing, with the reason.
 */

export type LinkTarget =
  | {
      kind: 'external';
      /** The URL in normal form (host lower-cased, punycode, path percent-encoded), fragment kept. */
      url: string;
      /** The same without its fragment: what is requested, once per run. */
      document: string;
      /** The fragment, decoded, without `#`; undefined when none (or empty). */
      fragment: string | undefined;
    }
  | { kind: 'skipped'; url: string; reason: string }
  | { kind: 'malformed'; url: string; reason: string }
  /** A link inside the site (relative, rooted, or to the site's own address): `docs-ci validate` checks those. */
  | { kind: 'internal' };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Names reserved for examples in documentation (RFC 2606): never a page to reach. */
const RESERVED_EXAMPLE = /(^|\.)(example\.(com|net|org)|[^.]+\.example|[^.]+\.invalid)$/i;
const NOT_FETCHED: Record<string, string> = {
  mailto: 'an e-mail address: not checked',
  tel: 'a phone number: not checked',
  javascript: 'a script, not a page: not checked',
  data: 'inline data, not a page: not checked',
  sms: 'a phone number: not checked',
  ftp: 'an FTP address: only http and https links are checked',
};

/**
 * Classifies one target as written. `siteUrl` (the site's own address) makes absolute links to it
 * internal. Template expressions and placeholders (`{url}`, `<your-domain>`) are written for the
 * reader to fill in: skipped, not broken.
 */
export function classifyTarget(written: string, siteUrl?: URL): LinkTarget {
  const target = written.trim();
  if (target === '' || target.startsWith('#')) return { kind: 'internal' };
  const scheme = SCHEME.exec(target)?.[1]?.toLowerCase();
  const protocolRelative = target.startsWith('//');
  if (scheme === undefined && !protocolRelative) return { kind: 'internal' };
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return {
      kind: 'skipped',
      url: target,
      reason: NOT_FETCHED[scheme] ?? `a ${scheme}: link: only http and https links are checked`,
    };
  }
  if (/[{}]|<[^>]*>|\$\{/.test(target)) {
    return { kind: 'skipped', url: target, reason: 'a placeholder for the reader to fill in: not checked' };
  }
  // A space is written only inside `<...>` (CommonMark), and the renderer links to it
  // percent-encoded (`another page` → `another%20page`): that is the URL the reader follows.
  const encoded = target.replace(/\s/g, (space) => encodeURIComponent(space));
  let parsed: URL;
  try {
    parsed = new URL(protocolRelative ? `https:${encoded}` : encoded);
  } catch {
    return { kind: 'malformed', url: target, reason: 'not a valid URL: the reader cannot follow it' };
  }
  if (parsed.hostname === '') {
    return { kind: 'malformed', url: target, reason: 'no host name in the URL: the reader cannot follow it' };
  }
  if (parsed.username || parsed.password) {
    return {
      kind: 'skipped',
      url: redactCredentials(parsed),
      reason: 'carries a user name or password: not requested',
    };
  }
  if (siteUrl && isUnder(parsed, siteUrl)) return { kind: 'internal' };
  if (RESERVED_EXAMPLE.test(parsed.hostname)) {
    return {
      kind: 'skipped',
      url: parsed.href,
      reason: 'an example domain (reserved for documentation): not checked',
    };
  }
  const fragment = parsed.hash.length > 1 ? safeDecode(parsed.hash.slice(1)) : undefined;
  const url = parsed.href;
  parsed.hash = '';
  return { kind: 'external', url, document: parsed.href, fragment };
}

function isUnder(url: URL, site: URL): boolean {
  if (url.hostname !== site.hostname) return false;
  const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  return base === '/' || url.pathname === site.pathname || url.pathname.startsWith(base);
}

/** `decodeURIComponent`, or the text as it is when it is no valid escape sequence. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function redactCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}
