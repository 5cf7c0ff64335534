import { ConfigurationError } from './errors.js';

/** What differs between the values that name a site: how the mistake is told, and two rules. */
export interface SiteAddressRules {
  /** The value as the user named it, first in the message: `--after`, `live`, `input site-url`. */
  what: string;
  /**
   * The message's words, kept as each command and input has always said them (users match on them):
   * `of a site` (`--after: "x" is not an http(s) address of a site (for example …)`), `address`
   * (the same without "of a site"), `input` (an action input: the trimmed value, a closing full stop).
   */
  wording: 'of a site' | 'address' | 'input';
  /** Refuse a user name or password in the address (a site the kit visits itself). */
  refuseCredentials?: boolean;
  /** The address that page paths resolve below: query and fragment dropped, the path ending in `/`. */
  base?: boolean;
}

const EXAMPLE = '(for example https://docs.example.com)';

/**
 * A site's address: an absolute http or https URL (white space around it trimmed), else a
 * ConfigurationError naming the value. The one parser of the site addresses the CLI and actions take.
 */
export function parseSiteAddress(text: string, rules: SiteAddressRules): URL {
  const url = httpUrl(text.trim());
  if (url && !(rules.refuseCredentials && (url.username || url.password)))
    return rules.base ? siteBase(url) : url;
  throw new ConfigurationError(
    rules.wording === 'input'
      ? `${rules.what}: "${text.trim()}" is not an http(s) address ${EXAMPLE}.`
      : `${rules.what}: ${JSON.stringify(text)} is not an http(s) address${rules.wording === 'of a site' ? ' of a site' : ''} ${EXAMPLE}`,
  );
}

/** `url` made the address that page paths resolve below: no query or fragment, the path ending in `/`. */
export function siteBase(url: URL): URL {
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
