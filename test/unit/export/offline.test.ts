import { escapeMarkdown } from '../../../src/core/markdown.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ConfigurationError } from '../../../src/core/errors.js';
import { parseDeploymentType } from '../../../src/export/deployment-type.js';
import {
  parseAllowOrigins,
  renderOfflineMarkdown,
  scanOfflineReadiness,
} from '../../../src/export/offline.js';
import type { RuntimeUrl } from '../../../src/export/runtime-urls.js';
import { externalOrigin, urlsInCss, urlsInHtml, urlsInJs } from '../../../src/export/runtime-urls.js';

const origins = (urls: RuntimeUrl[]) => urls.map((u) => externalOrigin(u.url)).filter(Boolean);
import { removeDir, tempDir } from '../../support/export-fixtures.js';

const INDEX_HTML = `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
  <link rel="canonical" href="https://docs.example.com/">
  <link rel="preconnect" href="https://fonts.gstatic.com">
  <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
  <link rel="icon" href="https://cdn.example.net/favicon.ico">
  <link rel="preload" as="font" href="//fonts.gstatic.com/s/inter.woff2" crossorigin>
  <link rel="stylesheet" href="/assets/site.css">
  <meta property="og:image" content="https://cdn.example.net/og.png">
  <script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
  <script src="/assets/app.js" defer></script>
  <script type="application/ld+json">{"@context": "https://schema.org", "url": "https://docs.example.com"}</script>
  <script>fetch("https://telemetry.example.org/v1/ping", { method: "POST" });</script>
  <style>.hero { background: url('https://images.example.com/hero.jpg') }</style>
</head>
<body>
  <a href="https://github.com/example/docs">Edit on GitHub</a>
  <a href="https://status.example.com"><img src="/img/badge.svg" alt=""></a>
  <!-- <script src="https://commented.example.com/x.js"></script> -->
  <img srcset="https://images.example.com/a-1x.png 1x, https://images2.example.com/a-2x.png 2x" src="/a.png">
  <img src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'></svg>">
  <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#i"/></svg>
  <iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>
  <div style="background-image: url(&quot;https://bg.example.com/x.png&quot;)"></div>
</body>
</html>`;

const SITE_CSS = `@import url("https://fonts.googleapis.com/css2?family=Mono");
@font-face { font-family: X; src: url(https://fonts.gstatic.com/s/x.woff2) format("woff2"); }
/* url(https://commented.example.com/y.png) */
.icon { background: url(data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) }
.logo { background: url("/img/logo.png") }
.banner { background: url('https://images.example.com/banner.webp') }`;

const APP_JS = `const ns = "http://www.w3.org/2000/svg";
document.createElementNS(ns, "svg");
const docs = "https://reactjs.org/docs/error-decoder.html";
fetch(\`https://search.example.com/api/\${query}\`).then((r) => r.json());
fetch(\`https://\${tenant}.example.com/x\`);
const xhr = new XMLHttpRequest(); xhr.open("GET", "https://api.example.com/v1/me");
const ws = new WebSocket("wss://assistant.example.com/chat");
import("https://esm.example.com/widget.js");
window.open("https://example.com/help");`;

let dir: string;

beforeEach(async () => {
  dir = await tempDir('docs-ci-offline-');
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/site.css': SITE_CSS,
    'assets/app.js': APP_JS,
    'guides/start.html':
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><p>Start</p>',
    'assets/logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://ignored.example.com/x.png"/></svg>',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
});

afterEach(async () => {
  await removeDir(dir);
});

describe('scanOfflineReadiness', () => {
  it('lists every origin loaded at run time, and nothing else', async () => {
    const result = await scanOfflineReadiness({ dir, deploymentType: 'cloud' });
    expect(result.filesScanned).toBe(4);
    expect(result.externalOrigins.map((o) => `${o.origin} ${o.kind}`)).toEqual([
      'https://api.example.com fetch',
      'https://bg.example.com image',
      'https://cdn.example.net image',
      'https://esm.example.com script',
      'https://fonts.googleapis.com style',
      'https://fonts.gstatic.com font',
      'https://images.example.com image',
      'https://images2.example.com image',
      'https://search.example.com fetch',
      'https://telemetry.example.org fetch',
      'https://www.googletagmanager.com script',
      'https://www.youtube-nocookie.com frame',
      'wss://assistant.example.com fetch',
    ]);
    const gtag = result.externalOrigins.find((o) => o.origin === 'https://www.googletagmanager.com');
    expect(gtag?.files).toEqual(['guides/start.html', 'index.html']);
    const fonts = result.externalOrigins.find((o) => o.origin === 'https://fonts.gstatic.com');
    expect(fonts?.files).toEqual(['assets/site.css', 'index.html']);
    expect(result.blocking).toBe(false);
    expect(result.features).toEqual([
      { name: 'Documentation search', availability: 'available' },
      { name: 'AI assistant', availability: 'available' },
      { name: 'Web analytics', availability: 'available' },
      { name: 'API playground', availability: 'available' },
      { name: 'Static export bundle', availability: 'available' },
    ]);
  });

  it('blocks an air-gapped deployment on origins outside the allow list', async () => {
    const result = await scanOfflineReadiness({ dir, deploymentType: 'air-gapped' });
    expect(result.blocking).toBe(true);
    expect(result.features.map((f) => f.availability)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'configurable',
      'available',
    ]);
  });

  it('does not block when every origin is allowed', async () => {
    const result = await scanOfflineReadiness({
      dir,
      deploymentType: 'air-gapped',
      allowOrigins: [
        '*.example.com',
        'cdn.example.net',
        'https://telemetry.example.org',
        '*.googleapis.com',
        'fonts.gstatic.com',
        'www.googletagmanager.com',
        'www.youtube-nocookie.com',
        'wss://assistant.example.com',
      ],
    });
    expect(result.externalOrigins.filter((o) => !o.allowed)).toEqual([]);
    expect(result.blocking).toBe(false);
  });

  it('reports client-hosted features as configurable and never blocks', async () => {
    const result = await scanOfflineReadiness({ dir, deploymentType: 'client-hosted' });
    expect(result.blocking).toBe(false);
    expect(result.features[0]).toEqual({ name: 'Documentation search', availability: 'configurable' });
  });

  it('names a missing folder', async () => {
    await expect(scanOfflineReadiness({ dir: join(dir, 'nope'), deploymentType: 'cloud' })).rejects.toThrow(
      ConfigurationError,
    );
  });

  it('scans thousands of files quickly', async () => {
    const many = join(dir, 'many');
    await mkdir(many);
    await Promise.all(
      Array.from({ length: 3000 }, (_, i) =>
        writeFile(
          join(many, `p${i}.html`),
          `${'<p>text</p>'.repeat(200)}<script src="https://cdn${i % 7}.example.com/a.js"></script>`,
        ),
      ),
    );
    const started = Date.now();
    const result = await scanOfflineReadiness({ dir: many, deploymentType: 'air-gapped' });
    expect(result.filesScanned).toBe(3000);
    expect(result.externalOrigins).toHaveLength(7);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('runtime URL extraction', () => {
  it('ignores navigation links, namespaces and data: URIs', () => {
    const html =
      '<a href="https://a.example.com">a</a><svg xmlns="http://www.w3.org/2000/svg"></svg>' +
      '<img src="data:image/png;base64,AAAA"><form action="https://f.example.com"></form>';
    expect(origins(urlsInHtml(html))).toEqual([]);
    const css =
      'a { background: url(data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E) }';
    expect(origins(urlsInCss(css))).toEqual([]);
    expect(origins(urlsInJs('const s = "https://example.com/license"; console.log(s);'))).toEqual([]);
  });

  it('reads attributes with > inside quotes and unquoted values', () => {
    expect(urlsInHtml('<img alt="a > b" src=https://i.example.com/x.png>')).toEqual([
      { url: 'https://i.example.com/x.png', kind: 'image' },
    ]);
  });

  it('classifies preload targets by their "as"', () => {
    expect(
      urlsInHtml(
        '<link rel="preload" as="script" href="https://s.example.com/a.js">' +
          '<link rel="modulepreload" href="https://m.example.com/b.js"><link rel="manifest" href="https://x.example.com/m.json">',
      ).map((u) => u.kind),
    ).toEqual(['script', 'script', 'other']);
  });
});

describe('renderOfflineMarkdown', () => {
  it('escapes file names and origins for the job summary', () => {
    const markdown = renderOfflineMarkdown({
      deploymentType: 'air-gapped',
      filesScanned: 2,
      blocking: true,
      features: [{ name: 'Web analytics', availability: 'unavailable' }],
      externalOrigins: [
        {
          origin: 'https://cdn.example.com',
          kind: 'script',
          files: ['a|b.html', '<img src=x onerror=alert(1)>.html', '@team.html', 'd.html'],
          allowed: false,
        },
      ],
    });
    expect(markdown).toContain('**Blocking:** the site loads from 1 external origin that');
    expect(markdown).toContain('| Web analytics | unavailable |');
    expect(markdown).toContain(escapeMarkdown('a|b.html'));
    expect(markdown).toContain(escapeMarkdown('<img src=x onerror=alert(1)>.html'));
    expect(markdown).not.toMatch(/@team/);
    expect(markdown).toContain('and 1 more');
    expect(markdown).toContain(escapeMarkdown('https://cdn.example.com'));
    expect(markdown).not.toMatch(/<img/);
  });

  it('says when nothing external is loaded', () => {
    const markdown = renderOfflineMarkdown({
      deploymentType: 'cloud',
      filesScanned: 10,
      blocking: false,
      features: [],
      externalOrigins: [],
    });
    expect(markdown).toContain('No external origin is loaded at run time (10 files scanned).');
  });
});

describe('input parsers', () => {
  it.each([
    ['cloud', 'cloud'],
    ['Client-Hosted', 'client-hosted'],
    [' air_gapped ', 'air-gapped'],
    ['airgapped', 'air-gapped'],
  ])('parseDeploymentType(%p)', (text, type) => {
    expect(parseDeploymentType(text)).toBe(type);
  });

  it('rejects an unknown deployment type naming the input and the choices', () => {
    expect(() => parseDeploymentType('on-prem')).toThrow(
      'deployment-type: "on-prem" is not a deployment type. Use one of: cloud, client-hosted, air-gapped.',
    );
  });

  it('parses and validates allow-origins', () => {
    expect(parseAllowOrigins('https://mirror.internal, *.corp.example\nfonts.internal:8443')).toEqual([
      'https://mirror.internal',
      '*.corp.example',
      'fonts.internal:8443',
    ]);
    expect(() => parseAllowOrigins('https://ok.example, not a/host')).toThrow(/allow-origins: "a\/host"/);
  });
});
