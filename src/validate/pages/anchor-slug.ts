/**
 * The ids the service gives headings and components, as its CLI computes them for
 * `broken-links --check-anchors` (learned from the `mint` package, 4.2.x; see heading-anchors.ts
 * for which elements get one).
 *
 * A heading's id: its text lower-cased, trimmed, each run of whitespace made `-`, then
 * percent-encoded (encodeURIComponent). When something was encoded, runs of characters other than
 * ASCII letters, digits, `_` and `%` become `-`; otherwise runs of characters other than `a-z`,
 * `0-9` and `_` do. A word followed by a lone `-s` or `-t` is joined to it (`what-s` is `whats`),
 * runs of `-` shrink to one and are trimmed at both ends. Repeats are numbered `-2`, `-3`, ...
 * (HeadingCounter). The anchor a link must name is that id cleaned (cleanAnchor): percent-decoded,
 * with `?,;:!'"()[]{}` and emoji removed, so "Hello, World!" is `hello-world`, "日本語 ガイド"
 * `日本語-ガイド`, "100% done" `100%-done`, "C++ & C#" `c++-&-c#`.
 *
 * Accordion and View titles and parameter names are slugged differently (ComponentSlug): letters
 * transliterated to ASCII (German umlauts as `ae`, `oe`, `ue`, `ß` as `ss`, other accents dropped,
 * `&` as `and`), runs of anything but `a-z0-9` made `-`, no percent-encoding.
 */

/** Punctuation and emoji the service removes from an id before the page renders it (and from a link's fragment). */
const STRIPPED_PUNCTUATION = /[?,;:!'"()[\]{}]/g;
const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;

/** An id as the page renders it, or a link's fragment as it is compared: decoded, punctuation and emoji removed. */
export function cleanAnchor(id: string): string {
  if (!/[%?,;:!'"()[\]{}\u0080-\uffff]/.test(id)) return id;
  let decoded: string;
  try {
    // A `%` that starts no escape stands for itself.
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return id;
  }
  return decoded.replace(STRIPPED_PUNCTUATION, '').replace(EMOJI, '');
}

/** A `{#custom-id}` of a heading, as the build writes it out: unsafe characters and emoji gone, spaces `-`. */
export function customHeadingId(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()[\]{}]/g, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, '-');
}

/** The id of a heading with this text, before numbering and cleaning (see the module comment). */
export function headingSlug(title: string): string {
  // Most titles are words and spaces: nothing to encode, nothing to join or trim.
  if (/^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/.test(title) && !/ [st](?: |$)/i.test(title))
    return title.toLowerCase().replaceAll(' ', '-');
  let encoded: string;
  try {
    encoded = encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
  } catch {
    // A lone surrogate: nothing the build could render either.
    return '';
  }
  const kept = /%[0-9A-F]{2}/.test(encoded) ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g;
  return tidyDashes(encoded.replace(kept, '-'));
}

/** `-` runs shrunk and trimmed, after a lone `s` or `t` is joined to the word before it. */
function tidyDashes(slug: string): string {
  return slug
    .replace(/([a-zA-Z\d]+)-([st])(?=-|$)/g, '$1$2')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Numbers repeated heading ids: the second `setup` is `setup-2`, the third `setup-3`. Counted
 * case-insensitively; an id whose base (trailing `-N` parts left out) came more than twice gets a
 * number even the first time.
 */
export class HeadingCounter {
  /** Made on the second id: most pages have few headings, many one. */
  private seen: Map<string, number> | undefined;
  private first: string | undefined;

  constructor() {
    this.seen = undefined;
    this.first = undefined;
  }

  next(slug: string): string {
    if (slug === '') return '';
    const key = slug.toLowerCase();
    if (this.first === undefined) {
      this.first = key;
      return slug;
    }
    if (this.seen === undefined) this.seen = new Map([[this.first, 1]]);
    const base = this.seen.get(key.replace(/(?:-\d+)+$/, '')) ?? 0;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    return count >= 2 || base > 2 ? `${slug}-${count}` : slug;
  }
}

/**
 * The second numbering the table of contents applies to its entries' cleaned ids: a repeat gets
 * the first free `-2`, `-3`, ... and that id is then taken too.
 */
export class TocIds {
  private readonly seen: Map<string, number>;

  constructor() {
    this.seen = new Map();
  }

  take(id: string): string {
    const count = this.seen.get(id) ?? 0;
    this.seen.set(id, count + 1);
    if (count === 0) return id;
    let suffix = count + 1;
    while (this.seen.has(`${id}-${suffix}`)) suffix++;
    const numbered = `${id}-${suffix}`;
    this.seen.set(numbered, 1);
    return numbered;
  }
}

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/**
 * Characters the service's transliteration has no letters for, which therefore separate words:
 * punctuation and spaces beyond ASCII, and Chinese, Japanese and Korean script.
 */
const NOT_ASCII = /[\u0080-\u{10ffff}]/gu;
const SEPARATING = /[\p{P}\p{Z}\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}]/u;

/**
 * An ASCII slug of a component's text (Accordion and View titles, parameter names), or undefined
 * when the text has characters this kit does not transliterate as the service does (other
 * scripts, symbols, letters such as `ø` or `æ`): the id is then unknown. `splitWords` separates
 * camelCase words first.
 */
export function componentSlug(text: string, splitWords = false): string | undefined {
  let ascii = text
    .normalize()
    .replace(/&/g, ' and ')
    .replace(/[äöüÄÖÜß]/g, (c) => GERMAN[c]!)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .normalize()
    .replace(NOT_ASCII, (c) => (SEPARATING.test(c) ? ' ' : c));
  if (NOT_ASCII.test(ascii)) return undefined;
  if (splitWords) ascii = splitCamelCase(ascii);
  return tidyDashes(ascii.toLowerCase().replace(/[^a-z\d]+/g, '-'));
}

/**
 * Words of a camelCase name apart: a space before a capital that follows a lower-case letter or a
 * digit (`userId`), before a digit that follows two or more capitals (`ID2`), and before the last
 * capital of a run that starts a word (`HTTPServer`; not before a plural's `s`: `APIs` stays whole).
 */
function splitCamelCase(text: string): string {
  const upper = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
  const lowerOrDigit = (c: string | undefined) => c !== undefined && /[a-z\d]/.test(c);
  let out = text[0] ?? '';
  let capitals = upper(text[0]) ? 1 : 0;
  for (let i = 1; i < text.length; i++) {
    const before = text[i - 1];
    const c = text[i]!;
    const wordStart =
      (lowerOrDigit(before) && upper(c)) ||
      (capitals >= 2 && /\d/.test(c)) ||
      (upper(before) && upper(c) && /[a-rt-z\d]/.test(text[i + 1] ?? ''));
    out += wordStart ? ` ${c}` : c;
    capitals = upper(c) ? capitals + 1 : 0;
  }
  return out;
}

/** The id of a ParamField/ResponseField named `name`, the `count`-th of that name before it (0: first). */
export function parameterAnchor(name: string, count: number): string | undefined {
  return componentSlug(`param-${name}${count > 0 ? `_${count}` : ''}`, true);
}
