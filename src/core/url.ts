/** An absolute http(s) URL with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A preview address as a link. The service's docs give it as a bare host
 * (`<organization>-<branch>.<platform-domain>`), so a value without a scheme is read as
 * `https://<value>`. Undefined when there is no address or it cannot be made an http(s) link.
 */
export function previewLink(address: string | undefined): string | undefined {
  const text = address?.trim();
  if (!text) return undefined;
  if (isHttpUrl(text)) return new URL(text).href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text)) return undefined;
  const withScheme = `https://${text.replace(/^\/\/+/, '')}`;
  if (!isHttpUrl(withScheme) || /\s/.test(text)) return undefined;
  const url = new URL(withScheme);
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : undefined;
}
