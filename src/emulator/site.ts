import type { ArchiveEntry } from './archive.js';

interface Page {
  path: string;
  title: string;
  body: string;
  /** Extra tags for <head>. */
  head?: string;
}

/** A 1x1 PNG: the site's image asset. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const BASE_PAGES: Page[] = [
  {
    path: 'index.html',
    title: 'Emulated Docs',
    body: '<p>Welcome to the documentation exported by the docs-ci emulator.</p><img src="assets/logo.png" alt="Logo" width="32" height="32">',
  },
  { path: 'quickstart.html', title: 'Quickstart', body: '<p>Install, configure, deploy.</p>' },
  { path: 'api-reference.html', title: 'API reference', body: '<p>POST /project/preview/{projectId}</p>' },
  { path: 'guides/index.html', title: 'Guides', body: '<p>Task-oriented guides.</p>' },
  { path: 'guides/previews.html', title: 'Preview deployments', body: '<p>One preview per branch.</p>' },
  { path: 'guides/static-export.html', title: 'Static export', body: '<p>Export, bundle, roll out.</p>' },
  { path: '404.html', title: 'Page not found', body: '<p>This page does not exist.</p>' },
];

/** Pages that depend on outside origins, for tests of an offline-readiness scanner. */
const EXTERNAL_PAGES: Page[] = [
  {
    path: 'integrations/index.html',
    title: 'Integrations',
    head:
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap">\n' +
      '<script src="https://cdn.jsdelivr.net/npm/mermaid@10/dist/mermaid.min.js"></script>\n' +
      '<link rel="stylesheet" href="../assets/external.css">',
    body: '<p>Diagrams rendered by a script from a CDN.</p>',
  },
  {
    path: 'integrations/analytics.html',
    title: 'Analytics',
    head:
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-EMULATOR1"></script>\n' +
      "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-EMULATOR1');</script>",
    body: '<p>Page views are counted by an analytics script.</p><img src="https://cdn.example-cdn.com/images/banner.png" alt="Banner">',
  },
];

const STYLE_CSS = `body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; }
nav a { margin-right: 0.75rem; }
img { vertical-align: middle; }
`;

const EXTERNAL_CSS = `@import url("https://fonts.googleapis.com/css2?family=Roboto+Mono");
.banner { background-image: url(https://cdn.example-cdn.com/images/background.png); }
`;

const APP_JS = `document.addEventListener('DOMContentLoaded', function () {
  var here = document.body.getAttribute('data-page');
  document.querySelectorAll('nav a').forEach(function (link) {
    if (link.getAttribute('data-path') === here) link.setAttribute('aria-current', 'page');
  });
});
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderPage(page: Page, all: Page[]): string {
  const up = '../'.repeat(page.path.split('/').length - 1);
  const nav = all
    .filter((p) => p.path !== '404.html')
    .map((p) => `<a href="${up}${p.path}" data-path="${p.path}">${escapeHtml(p.title)}</a>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="${up}assets/style.css">
<script src="${up}assets/app.js" defer></script>
${page.head ?? ''}
</head>
<body data-page="${page.path}">
<nav>
${nav}
</nav>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body.replaceAll('src="assets/', `src="${up}assets/`)}
</main>
</body>
</html>
`;
}

export interface Site {
  entries: ArchiveEntry[];
  pageCount: number;
}

/** The static site inside the default bundle: self-contained unless `externalAssets` is set. */
export function buildSite(options: { externalAssets?: boolean } = {}): Site {
  const pages = options.externalAssets ? [...BASE_PAGES, ...EXTERNAL_PAGES] : BASE_PAGES;
  const searchIndex = JSON.stringify(pages.map((p) => ({ path: p.path, title: p.title })));
  const files: [string, string | Buffer][] = [
    ...pages.map((p): [string, string] => [p.path, renderPage(p, pages)]),
    ['assets/style.css', STYLE_CSS],
    ['assets/app.js', APP_JS],
    ['assets/logo.png', TINY_PNG],
    ['assets/search-index.json', searchIndex + '\n'],
  ];
  if (options.externalAssets) files.push(['assets/external.css', EXTERNAL_CSS]);
  const directories = new Set<string>();
  for (const [path] of files) {
    const parts = path.split('/').slice(0, -1);
    parts.forEach((_, i) => directories.add(parts.slice(0, i + 1).join('/') + '/'));
  }
  const entries: ArchiveEntry[] = [
    ...[...directories].sort().map((path): ArchiveEntry => ({ type: 'directory', path })),
    ...files
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, content]): ArchiveEntry => ({ type: 'file', path, content: Buffer.from(content) })),
  ];
  return { entries, pageCount: pages.length };
}

/** An archive that tries to write outside the extraction folder, for tests of safe extraction. */
export function traversalEntries(): ArchiveEntry[] {
  return [
    { type: 'file', path: 'index.html', content: Buffer.from('<!doctype html><title>ok</title>\n') },
    { type: 'file', path: '../evil.txt', content: Buffer.from('written outside the extraction folder\n') },
    { type: 'file', path: '/etc/x', content: Buffer.from('absolute path entry\n') },
    { type: 'symlink', path: 'assets/escape', target: '../../../../etc/passwd' },
  ];
}

export { escapeHtml };
