/**
 * Finds the URLs a page loads by itself at run time (scripts, styles, fonts, images, frames,
 * fetches) in HTML, CSS and JavaScript text. Navigation (`<a href>`), metadata (`<link
 * rel=canonical>`, `og:image`), XML namespaces and data: URIs are not loads and are left out.
 * Regular expressions, not a parser: fast on thousands of files, and the exports are generated HTML.
 */

export type LoadKind = 'script' | 'style' | 'font' | 'image' | 'fetch' | 'frame' | 'other';

export interface RuntimeUrl {
  url: string;
  kind: LoadKind;
}

/** The origin of an absolute or protocol-relative http(s)/ws(s) URL; undefined for anything local. */
export function externalOrigin(raw: string): string | undefined {
  let url = raw.trim();
  if (url.startsWith('//')) url = `https:${url}`;
  if (!/^(https?|wss?):\/\//i.test(url)) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  sol: '/',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = (match[1] as string).toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

const PRELOAD_AS: Record<string, LoadKind> = {
  script: 'script',
  worker: 'script',
  style: 'style',
  font: 'font',
  image: 'image',
  fetch: 'fetch',
  document: 'frame',
  iframe: 'frame',
};

function linkKind(attributes: Map<string, string>): LoadKind | undefined {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'style';
  if (rel.includes('modulepreload')) return 'script';
  if (rel.includes('preload') || rel.includes('prefetch')) {
    return PRELOAD_AS[(attributes.get('as') ?? '').toLowerCase()] ?? 'other';
  }
  if (rel.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')) return 'image';
  if (rel.includes('manifest')) return 'other';
  return undefined; // canonical, alternate, preconnect, next, ...: not loads
}

const LOADING_TAG =
  /<(script|link|img|iframe|frame|source|video|audio|track|embed|object|input|base)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

export function urlsInHtml(html: string): RuntimeUrl[] {
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  const found: RuntimeUrl[] = [];
  const add = (url: string | undefined, kind: LoadKind) => {
    if (url) found.push({ url, kind });
  };

  for (const match of text.matchAll(LOADING_TAG)) {
    const tag = (match[1] as string).toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    const src = attributes.get('src');
    switch (tag) {
      case 'script':
        add(src, 'script');
        break;
      case 'link': {
        const kind = linkKind(attributes);
        if (kind) {
          add(attributes.get('href'), kind);
          for (const url of srcsetUrls(attributes.get('imagesrcset') ?? '')) add(url, 'image');
        }
        break;
      }
      case 'img':
        add(src, 'image');
        add(attributes.get('data-src'), 'image');
        for (const url of srcsetUrls(attributes.get('srcset') ?? '')) add(url, 'image');
        for (const url of srcsetUrls(attributes.get('data-srcset') ?? '')) add(url, 'image');
        break;
      case 'iframe':
      case 'frame':
        add(src, 'frame');
        break;
      case 'source':
        add(src, 'other');
        for (const url of srcsetUrls(attributes.get('srcset') ?? '')) add(url, 'image');
        break;
      case 'video':
        add(src, 'other');
        add(attributes.get('poster'), 'image');
        break;
      case 'audio':
      case 'track':
      case 'embed':
        add(src, 'other');
        break;
      case 'object':
        add(attributes.get('data'), 'other');
        break;
      case 'input':
        if ((attributes.get('type') ?? '').toLowerCase() === 'image') add(src, 'image');
        break;
      case 'base':
        // Every relative URL of the page then loads from there.
        add(attributes.get('href'), 'other');
        break;
    }
  }

  for (const match of text.matchAll(INLINE_SCRIPT)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (attributes.has('src')) continue;
    if (!JS_TYPES.has((attributes.get('type') ?? '').toLowerCase())) continue;
    found.push(...urlsInJs(match[2] ?? ''));
  }
  for (const match of text.matchAll(INLINE_STYLE)) found.push(...urlsInCss(match[1] ?? ''));
  for (const match of text.matchAll(STYLE_ATTRIBUTE)) {
    found.push(...urlsInCss(decodeEntities(match[1] ?? match[2] ?? '')));
  }
  return found;
}

const FONT_FILE = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;
const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)(?:[?#]|$)/i;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^)"'\s;]+))/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;

function cssUrlKind(url: string): LoadKind {
  if (FONT_FILE.test(url)) return 'font';
  if (IMAGE_FILE.test(url)) return 'image';
  if (/\.css(?:[?#]|$)/i.test(url)) return 'style';
  return 'other';
}

export function urlsInCss(css: string): RuntimeUrl[] {
  const found: RuntimeUrl[] = [];
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  text = text.replace(CSS_IMPORT, (whole, a?: string, b?: string, c?: string) => {
    found.push({ url: a ?? b ?? c ?? '', kind: 'style' });
    return ' '.repeat(whole.length);
  });
  text = text.replace(FONT_FACE, (block: string) => {
    for (const match of block.matchAll(CSS_URL))
      found.push({ url: match[1] ?? match[2] ?? match[3] ?? '', kind: 'font' });
    return ' ';
  });
  for (const match of text.matchAll(CSS_URL)) {
    const url = match[1] ?? match[2] ?? match[3] ?? '';
    found.push({ url, kind: cssUrlKind(url) });
  }
  return found;
}

// A string literal holding an absolute or protocol-relative URL: group 1 is the quote, 2 the URL,
// 3 what ended it (the quote, or `${` of a template literal).
const LITERAL_URL = String.raw`(["'\x60])((?:(?:https?|wss?):)?\/\/(?:[^"'\x60\s$]|\$(?!\{))*)(\1|\$\{)`;
const JS_PATTERNS: { pattern: RegExp; kind: LoadKind }[] = [
  { pattern: new RegExp(String.raw`\bfetch\(\s*${LITERAL_URL}`, 'g'), kind: 'fetch' },
  {
    pattern: new RegExp(String.raw`\.open\(\s*["'\x60][A-Za-z]+["'\x60]\s*,\s*${LITERAL_URL}`, 'g'),
    kind: 'fetch',
  },
  {
    pattern: new RegExp(String.raw`\bnew\s+(?:WebSocket|EventSource)\(\s*${LITERAL_URL}`, 'g'),
    kind: 'fetch',
  },
  { pattern: new RegExp(String.raw`\bsendBeacon\(\s*${LITERAL_URL}`, 'g'), kind: 'fetch' },
  { pattern: new RegExp(String.raw`\bimport(?:Scripts)?\(\s*${LITERAL_URL}`, 'g'), kind: 'script' },
  {
    pattern: new RegExp(String.raw`\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?${LITERAL_URL}`, 'g'),
    kind: 'script',
  },
  { pattern: new RegExp(String.raw`\.src\s*=\s*${LITERAL_URL}`, 'g'), kind: 'other' },
];

/** `https://api.example.com/${path}` keeps its origin; `https://${host}/` has none to report. */
function literalUrl(text: string, end: string): string | undefined {
  if (end !== '${') return text;
  return /^(?:(?:https?|wss?):)?\/\/[^/]+\//i.test(text) ? text : undefined;
}

export function urlsInJs(js: string): RuntimeUrl[] {
  const found: RuntimeUrl[] = [];
  for (const { pattern, kind } of JS_PATTERNS) {
    for (const match of js.matchAll(pattern)) {
      const url = literalUrl(match[2] ?? '', match[3] ?? '');
      if (url) found.push({ url, kind });
    }
  }
  return found;
}
