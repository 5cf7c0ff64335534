/**
 * A URL segment made from an operation's summary, tag or path, the way the service's build names
 * its generated pages (observed from its published build tooling): spaces become `-`, `{param}`
 * parts become `-`, one leading and one trailing `-` go, then the characters `{ } ( ) , . '`,
 * newlines and `/` are removed, each `--` becomes `-` (one pass, left to right), and the result is
 * lower-cased. Nothing else changes: no Unicode normalization (Japanese voiced marks, accents and
 * emoji stay), other punctuation (`:`, `?`, `&`, `_`, tabs) stays.
 */
export function pageSlug(text: string): string {
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/**
 * The title the build gives a page that names none: the last segment of its URL path, with `-` and
 * `_` as spaces and the first letter upper-cased (`guides/getting-started` is "Getting started").
 */
export function titleFromSlug(slug: string): string {
  const path = slug.includes('?') ? slug.slice(0, slug.indexOf('?')) : slug;
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
