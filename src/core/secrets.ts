/**
 * One registry of secrets for the whole process. Everything printed (logs, errors, summaries,
 * comments, JSON results) goes through `redact`, so a secret registered once never shows up in output.
 */
const secrets = new Set<string>();
const listeners: ((secret: string) => void)[] = [];

/** Query parameters that make a URL a credential (S3/GCS/Azure presigned links, tokens). */
const SENSITIVE_QUERY =
  /[?&](x-amz-(signature|credential|security-token)|x-goog-(signature|credential)|signature|sig|token|access_token|se|sp|sv)=/i;

export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 4 || secrets.has(value)) return;
  secrets.add(value);
  for (const listener of listeners) listener(value);
}

/** Called for every secret registered now or later (the actions pass `core.setSecret`). */
export function onSecretRegistered(listener: (secret: string) => void): void {
  listeners.push(listener);
  for (const secret of secrets) listener(secret);
}

/** A URL whose query string is a credential (a presigned link). */
export function isPresignedUrl(url: string): boolean {
  return SENSITIVE_QUERY.test(url);
}

/** The URL without its query string: safe to print. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : `${url.slice(0, q)}?<redacted>`;
}

/** Removes every registered secret and every presigned query string from the text. */
export function redact(text: string): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  // Any URL carrying credential parameters loses its whole query string.
  return out.replace(/https?:\/\/[^\s"'<>()]+/g, (url) => (isPresignedUrl(url) ? safeUrl(url) : url));
}

/** Test hook: forget every registered secret. */
export function clearSecretsForTests(): void {
  secrets.clear();
}
