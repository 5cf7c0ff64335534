/**
 * A URL segment made from an operation's summary, tag or path, the way the service's build names
 * its generated pages (observed from its published build tooling): spaces become `-`, `{param}`
 * parts become `-`, one leading and one trailing `-` go, then the characters `{ } ( ) , . '`,
 * newlines and `/` are removed, each `--` becomes `-` (one pass, left to right), and the result is
 * lower-cased. Nothing else changes: no Unicode normalization (Japanese voiced marks, accents and
 * emoji stay), other punctuation (`:`, `?`, `&`, `_`, tabs) stays.
 */
export function pageSlug(text: string): string {
  if (!SLUG_SPECIAL.test(text)) {
    // Nothing to remove (most summaries and tags): the same steps without their passes.
    let slug = text.replaceAll(' ', '-');
    if (slug.startsWith('-')) slug = slug.slice(1);
    if (slug.endsWith('-')) slug = slug.slice(0, -1);
    if (slug.includes('--')) slug = slug.replace(/--/g, '-');
    return slug.toLowerCase();
  }
  return slugEveryStep(text);
}

/** pageSlug's steps, one pass each: what pageSlug gives any text (its short path is tested against this). */
export function slugEveryStep(text: string): string {
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/** What the build's steps remove or replace besides spaces: braces and the removed characters. */
const SLUG_SPECIAL = /[{}(),.'\n/]/;

/**
 * The title the build gives a page that names none: the last segment of its URL path, with `-` and
 * `_` as spaces and the first letter upper-cased (`guides/getting-started` is "Getting started").
 */
export function titleFromSlug(slug: string): string {
  const path = slug.includes('?') ? slug.slice(0, slug.indexOf('?')) : slug;
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
