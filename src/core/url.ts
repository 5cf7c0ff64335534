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
 * (`<organization>-<branch>.<platform-domain>`), so a value without a scheme gets `https://` in
 * front, and nothing else: no trailing slash added or removed, no case or path rewritten (workflows
 * append paths to it). Undefined when there is no address or it cannot be made an http(s) link.
 */
export function previewLink(address: string | undefined): string | undefined {
  const text = address?.trim();
  if (!text || /\s/.test(text)) return undefined;
  if (isHttpUrl(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text)) return undefined;
  const withScheme = `https://${text.replace(/^\/\/+/, '')}`;
  if (!isHttpUrl(withScheme)) return undefined;
  const { hostname } = new URL(withScheme);
  return hostname.includes('.') || hostname === 'localhost' ? withScheme : undefined;
}

/**
 * The preview address to report: the link when the service's value is one (see previewLink), else
 * the value verbatim, so that outputs and JSON still show what the service gave (with a warning).
 */
export function reportedPreviewAddress(address: string | undefined): string | undefined {
  if (address === undefined || address.trim() === '') return undefined;
  return previewLink(address) ?? address;
}
