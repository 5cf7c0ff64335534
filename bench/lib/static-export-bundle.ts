/**
 * A documentation bundle shaped like a real static export, generated deterministically for the
 * export benchmark: tens of thousands of small compressible files in nested folders (HTML pages
 * sharing one layout with their own text, a JSON data file per page, CSS and JS chunks), some
 * images that do not compress, a sitemap. Written once as a .tar.gz (gzip level 6, as `tar -czf`
 * and most exporters write it) and reused while the generator version stays the same.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header } from 'tar';
import { seededRandom } from './seeded-random.js';

export interface ExportShape {
  /** Pages: each one HTML file and one JSON data file. */
  pages: number;
  /** CSS and JS chunks under _next/static. */
  assets: number;
  /** Images of random bytes (gzip stores them). */
  images: number;
}

export const EXPORT_BUNDLE_SHAPE: ExportShape = { pages: 18_000, assets: 2_400, images: 1_500 };

/** Bumped whenever the generator's output changes: a cached bundle of another version is rebuilt. */
const GENERATOR_VERSION = 1;
const BLOCK = 512;
const SECTIONS = ['guides', 'api-reference', 'concepts', 'integrations', 'changelog', 'sdks'];
const LANGUAGES = ['en', 'fr', 'de'];
const WORDS = (
  'the a an of to and in is for on with as by that this it from be are at or your you can use ' +
  'request response token client server deployment export bundle page site search index config ' +
  'option value default return error status field object array string number boolean schema ' +
  'endpoint parameter header query body path method create update delete list retrieve webhook ' +
  'event payload signature secret key rotate scope permission role user team workspace project ' +
  'environment variable build preview production staging domain certificate redirect cache ' +
  'invalidate limit rate retry timeout backoff pagination cursor filter sort order ascending ' +
  'descending version migration breaking change deprecated feature flag analytics metric trace'
).split(' ');

function sentence(next: () => number, words: number): string {
  const picked: string[] = [];
  for (let i = 0; i < words; i++) picked.push(WORDS[Math.floor(next() * WORDS.length)] as string);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(next: () => number): string {
  return Array.from({ length: 3 + Math.floor(next() * 5) }, () =>
    sentence(next, 8 + Math.floor(next() * 14)),
  ).join(' ');
}

/** The layout every page shares: head, navigation (long, as real sidebars are), footer. */
function layout(): { head: string; nav: string; footer: string } {
  const links = SECTIONS.flatMap((section) =>
    Array.from(
      { length: 40 },
      (_, i) =>
        `<li class="nav-item"><a class="nav-link group flex items-center" href="/${section}/topic-${i}">${section} topic ${i}</a></li>`,
    ),
  ).join('\n');
  return {
    head:
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
      '<link rel="stylesheet" href="/_next/static/css/app-0.css"/><link rel="preload" as="script" href="/_next/static/chunks/main-0.js"/>' +
      '<script src="/_next/static/chunks/webpack-0.js" defer=""></script>',
    nav: `<nav id="sidebar" class="sidebar fixed inset-y-0 overflow-y-auto"><ul class="nav-list">\n${links}\n</ul></nav>`,
    footer:
      '<footer class="footer border-t py-10"><div class="flex gap-4"><a href="/privacy">Privacy</a><a href="/terms">Terms</a>' +
      '<a href="/status">Status</a></div><p>Built with the documentation platform.</p></footer>' +
      '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/[[...slug]]","isFallback":false}</script></body></html>',
  };
}

interface Entry {
  path: string;
  body: Buffer | undefined;
}

function pagePath(index: number): { folder: string; slug: string } {
  const language = LANGUAGES[index % LANGUAGES.length] as string;
  const section = SECTIONS[Math.floor(index / LANGUAGES.length) % SECTIONS.length] as string;
  const group = Math.floor(index / 18) % 25;
  return { folder: `${language}/${section}/group-${group}`, slug: `page-${index}` };
}

/** Folders first (as `tar -czf` of a tree lists them), then the files of each. */
function* entries(shape: ExportShape): Generator<Entry> {
  const next = seededRandom(32);
  const { head, nav, footer } = layout();
  const folders = new Set<string>();
  const folder = function* (path: string): Generator<Entry> {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      if (folders.has(prefix)) continue;
      folders.add(prefix);
      yield { path: `${prefix}/`, body: undefined };
    }
  };
  yield* folder('site');
  yield { path: 'site/robots.txt', body: Buffer.from('User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n') };
  for (let i = 0; i < shape.assets; i++) {
    const css = i % 4 === 0;
    yield* folder(`site/_next/static/${css ? 'css' : 'chunks'}`);
    const rules = Array.from({ length: 20 + Math.floor(next() * 120) }, (_, k) =>
      css
        ? `.c${i}-${k}{display:flex;margin:${k % 7}px ${k % 5}px;color:#${(k * 2654435761).toString(16).slice(-6)}}`
        : `function f${i}_${k}(e,t){return e&&t?e.${WORDS[k % WORDS.length]}(t,${Math.floor(next() * 1e6)}):null}`,
    ).join(css ? '\n' : ';');
    yield {
      path: `site/_next/static/${css ? 'css' : 'chunks'}/${css ? 'app' : 'chunk'}-${i}.${css ? 'css' : 'js'}`,
      body: Buffer.from(rules),
    };
  }
  for (let i = 0; i < shape.images; i++) {
    yield* folder(`site/images/set-${i % 20}`);
    const bytes = Buffer.alloc(4096 + 4 * Math.floor(next() * 10_000));
    for (let k = 0; k < bytes.length; k += 4) bytes.writeUInt32LE(Math.floor(next() * 4294967296), k);
    yield { path: `site/images/set-${i % 20}/figure-${i}.png`, body: bytes };
  }
  const urls: string[] = [];
  for (let i = 0; i < shape.pages; i++) {
    const { folder: dir, slug } = pagePath(i);
    yield* folder(`site/${dir}`);
    const title = sentence(next, 3 + Math.floor(next() * 4)).slice(0, -1);
    const paragraphs = Array.from({ length: 4 + Math.floor(next() * 10) }, () => paragraph(next));
    const headings = paragraphs.map((_, k) => `Section ${k}: ${sentence(next, 3).slice(0, -1)}`);
    const article = paragraphs
      .map(
        (p, k) =>
          `<h2 id="section-${k}" class="heading">${headings[k] as string}</h2><p class="prose">${p}</p>`,
      )
      .join('\n');
    const html =
      `${head}<title>${title}</title><meta name="description" content="${headings[0] as string}"/></head><body>` +
      `${nav}<main id="content" class="prose max-w-none"><h1>${title}</h1>\n${article}\n</main>${footer}`;
    urls.push(`/${dir}/${slug}`);
    yield { path: `site/${dir}/${slug}.html`, body: Buffer.from(html) };
    const data = {
      pageProps: {
        title,
        slug: `/${dir}/${slug}`,
        headings: headings.map((text, k) => ({ depth: 2, text, id: `section-${k}` })),
        searchText: paragraphs.join(' ').slice(0, 1200 + Math.floor(next() * 2000)),
        lastModified: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      },
    };
    yield { path: `site/${dir}/${slug}.json`, body: Buffer.from(JSON.stringify(data)) };
  }
  yield {
    path: 'site/sitemap.xml',
    body: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls.map((u) => `<url><loc>https://docs.example.com${u}</loc></url>`).join('\n') +
        '\n</urlset>\n',
    ),
  };
  yield {
    path: 'site/404.html',
    body: Buffer.from(`${head}<title>Not found</title></head><body>${nav}${footer}`),
  };
}

function* tarBlocks(shape: ExportShape, counts: { files: number; bytes: number }): Generator<Buffer> {
  for (const { path, body } of entries(shape)) {
    const header = new Header({
      path,
      mode: body ? 0o644 : 0o755,
      uid: 0,
      gid: 0,
      size: body?.length ?? 0,
      mtime: new Date(Date.UTC(2026, 10, 1)),
      type: body ? 'File' : 'Directory',
    });
    header.encode();
    yield Buffer.from(header.block as Buffer);
    if (!body) continue;
    counts.files += 1;
    counts.bytes += body.length;
    yield body;
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad > 0) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(2 * BLOCK);
}

export interface ExportBundle {
  path: string;
  /** Size of the .tar.gz. */
  size: number;
  sha256: string;
  files: number;
  /** Bytes of all files, as extracted. */
  rawBytes: number;
  /** Time the generation took when this run wrote it; undefined when it was reused. */
  generatedMs?: number | undefined;
  /** What the generation took when it was written (kept in the stamp). */
  generationMs: number;
}

/** The bundle under `cacheDir`, written once per generator version and shape. */
export async function ensureExportBundle(
  cacheDir: string,
  shape: ExportShape = EXPORT_BUNDLE_SHAPE,
): Promise<ExportBundle> {
  const name = `export-bundle-v${GENERATOR_VERSION}-${shape.pages}-${shape.assets}-${shape.images}`;
  const path = join(cacheDir, `${name}.tar.gz`);
  const stamp = join(cacheDir, `${name}.json`);
  if (existsSync(stamp) && existsSync(path)) {
    return { path, ...(JSON.parse(readFileSync(stamp, 'utf8')) as Omit<ExportBundle, 'path'>) };
  }
  const started = performance.now();
  const hash = createHash('sha256');
  let size = 0;
  const counts = { files: 0, bytes: 0 };
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const partial = `${path}.partial`;
  try {
    await pipeline(
      Readable.from(tarBlocks(shape, counts)),
      createGzip({ level: 6 }),
      tap,
      createWriteStream(partial),
    );
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  const generationMs = Math.round(performance.now() - started);
  const facts = {
    size,
    sha256: hash.digest('hex'),
    files: counts.files,
    rawBytes: counts.bytes,
    generationMs,
  };
  writeFileSync(stamp, JSON.stringify(facts));
  return { path, ...facts, generatedMs: generationMs };
}
