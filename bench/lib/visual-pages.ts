import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The visual benchmark's sites: production ("before") and a preview ("after") on two local origins,
 * serving generated pages by path: `/changed/N` (the preview inserts one paragraph mid-page),
 * `/tall/N` (16,000 px, one paragraph inserted) and `/busy/N` (the same on both sides, but with a late
 * web font, lazy images, animations and a clock: what makes careless captures differ).
 */
export interface BenchSite {
  url: string;
  close(): Promise<void>;
}

const PARAGRAPH =
  'The quick brown fox jumps over the lazy dog while the reviewer reads the documentation page again.';

function page(title: string, body: string, head = ''): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>` +
    '<style>body{font-family:sans-serif;margin:0;padding:24px 48px}p{font-size:18px;line-height:28px;margin:0 0 16px}</style>' +
    `${head}</head><body><h1>${title}</h1>${body}</body></html>`
  );
}

/** Paragraphs of about `height` px (44 px each). */
function paragraphs(height: number, insertAt: number | undefined): string {
  const count = Math.ceil(height / 44);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === insertAt) parts.push('<h2>What is new</h2><p>This paragraph exists only on the preview.</p>');
    parts.push(`<p>${i}. ${PARAGRAPH}</p>`);
  }
  return parts.join('');
}

function busy(index: number): string {
  const head =
    '<style>@font-face{font-family:Late;src:url(/font.ttf) format("truetype");font-display:swap}' +
    'h1{font-family:Late,serif}.spin{width:60px;height:60px;background:#36c;animation:spin 1s linear infinite}' +
    '@keyframes spin{to{transform:rotate(360deg)}}.fade{transition:opacity 2s;opacity:.2}</style>';
  const body =
    `<div class="spin"></div><p id="clock" style="font:24px monospace"></p>${paragraphs(900, undefined)}` +
    `<img loading="lazy" src="/image.svg?${index}" width="300" height="120">${paragraphs(900, undefined)}` +
    `<img loading="lazy" src="/image.svg?b${index}" width="300" height="120">` +
    "<script>const c=document.getElementById('clock');setInterval(()=>{c.textContent=new Date().toISOString()},50);" +
    "document.querySelector('.spin').classList.add('fade')</script>";
  return page(`Busy page ${index}`, body, head);
}

function fontFile(): Buffer | undefined {
  for (const file of [
    '/tmp/fonts/fonts/Open_Sans/OpenSans-Bold.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
  ])
    if (existsSync(file)) return readFileSync(file);
  return undefined;
}

export async function startBenchSite(side: 'before' | 'after'): Promise<BenchSite> {
  const font = fontFile();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const send = (type: string, body: string | Buffer | undefined, status = 200) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const [, kind, n] = url.pathname.split('/');
    const index = Number(n);
    if (url.pathname === '/font.ttf') {
      setTimeout(() => send('font/ttf', font, font ? 200 : 404), 300);
    } else if (url.pathname === '/image.svg') {
      setTimeout(
        () =>
          send(
            'image/svg+xml',
            '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="teal"/></svg>',
          ),
        150,
      );
    } else if (kind === 'changed') {
      send(
        'text/html',
        page(`Changed page ${index}`, paragraphs(2500, side === 'after' ? 20 + index : undefined)),
      );
    } else if (kind === 'tall') {
      send(
        'text/html',
        page(`Tall page ${index}`, paragraphs(16_000, side === 'after' ? 100 + index : undefined)),
      );
    } else if (kind === 'busy') {
      send('text/html', busy(index));
    } else {
      send('text/html', page('Not found', ''), 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
