import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Two local sites on 127.0.0.1 (production "before" and a preview "after", two origins) and a third
 * host for outside assets, serving synthetic pages that exercise the visual review: an inserted
 * paragraph, a swapped image, a clock, a late web font, lazy images, animations, aria-busy, a
 * 30,000 px page, 404s on either side, a 500, a page that never settles, a login, a way out.
 */
export type Side = 'before' | 'after';

export interface VisualSite {
  url: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface VisualSites {
  before: VisualSite;
  after: VisualSite;
  /** Another origin: images load from it; navigations to it must be blocked. */
  outside: VisualSite;
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>` +
  `<style>body{font-family:sans-serif;margin:0;padding:24px;background:#fff;color:#111}` +
  `p{font-size:18px;line-height:28px;margin:0 0 16px}h1,h2{margin:0 0 16px}</style>${head}</head>` +
  `<body>${body}</body></html>`;

const paragraphs = (count: number, from = 0) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<p>Paragraph ${index + from}: the quick brown fox jumps over the lazy dog, then reads the docs.</p>`,
  ).join('');

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="${fill}"/></svg>`;

/** A web font file: the packaged Chromium's Open Sans (unpacked with it), else a system DejaVu. */
function fontFile(): Buffer | undefined {
  const candidates = [
    '/tmp/fonts/fonts/Open_Sans/OpenSans-Bold.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
  ];
  const found = candidates.find((file) => existsSync(file));
  return found ? readFileSync(found) : undefined;
}

type Handler = (side: Side, request: IncomingMessage, response: ServerResponse, outside: string) => void;

const html = (response: ServerResponse, body: string, status = 200) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
};

const routes: Record<string, Handler> = {
  '/plain': (_side, _q, r) => html(r, page('Plain', `<h1>Plain</h1>${paragraphs(12)}`)),
  '/inserted': (side, _q, r) =>
    html(
      r,
      page(
        'Inserted',
        `<h1>Inserted</h1>${paragraphs(4)}${side === 'after' ? '<h2>New section</h2><p>This paragraph is new in the preview.</p>' : ''}${paragraphs(20, 4)}`,
      ),
    ),
  '/swapped': (side, _q, r) =>
    html(
      r,
      page(
        'Swapped',
        `<h1>Swapped</h1>${paragraphs(3)}<img src="/img/${side === 'before' ? 'red' : 'blue'}.svg" width="200" height="120">${paragraphs(3, 3)}`,
      ),
    ),
  '/clock': (_side, _q, r) =>
    html(
      r,
      page(
        'Clock',
        `<h1>Clock</h1><div id="clock" style="font:32px monospace;height:40px"></div>${paragraphs(6)}` +
          // A random reading each tick: both sides are captured at once, and two tabs loaded together
          // would show the same time since their own start.
          `<script>const c=document.getElementById('clock');const t=()=>{c.textContent=String(Math.random()).slice(2,12)};t();setInterval(t,37)</script>`,
      ),
    ),
  '/late-font': (_side, _q, r) =>
    html(
      r,
      page(
        'Late font',
        `<h1 style="font-family:LateFace,monospace;font-size:40px">Late font heading</h1>${paragraphs(4)}`,
        `<style>@font-face{font-family:LateFace;src:url(/font/late.ttf) format("truetype");font-display:swap}</style>`,
      ),
    ),
  '/missing-font': (_side, _q, r) =>
    html(
      r,
      page(
        'Missing font',
        `<h1 style="font-family:NeverFace,monospace">Missing font</h1>${paragraphs(2)}`,
        `<style>@font-face{font-family:NeverFace;src:url(/font/never.ttf) format("truetype");font-display:swap}</style>`,
      ),
    ),
  '/lazy': (_side, _q, r) =>
    html(
      r,
      page(
        'Lazy',
        `<h1>Lazy</h1>${paragraphs(40)}<img loading="lazy" src="/img/slow-green.svg" width="200" height="120"><img loading="lazy" src="/img/none.svg" width="200" height="120">${paragraphs(4, 40)}`,
      ),
    ),
  '/animated': (_side, _q, r) =>
    html(
      r,
      page(
        'Animated',
        `<h1>Animated</h1><div class="spin"></div><div class="grow"></div>${paragraphs(4)}`,
        `<style>.spin{width:80px;height:80px;background:#36c;animation:spin 1s linear infinite}` +
          `.grow{width:20px;height:30px;background:#c63;animation:grow 3s forwards;margin-top:10px}` +
          `@keyframes spin{to{transform:rotate(360deg)}}@keyframes grow{to{width:600px}}</style>`,
      ),
    ),
  '/busy': (_side, _q, r) =>
    html(
      r,
      page(
        'Busy',
        `<h1>Busy</h1><div id="list" aria-busy="true">Loading…</div>${paragraphs(3)}` +
          `<script>setTimeout(()=>{const l=document.getElementById('list');l.innerHTML='<p>Loaded item one</p><p>Loaded item two</p>';l.setAttribute('aria-busy','false')},700)</script>`,
      ),
    ),
  '/tall': (_side, _q, r) =>
    html(
      r,
      page(
        'Tall',
        `<h1>Tall</h1><div style="height:29800px;background:linear-gradient(#fff,#eef)"></div>` +
          `<div id="bottom" style="height:100px;background:#f0f"></div>`,
      ).replace('padding:24px', 'padding:0'),
    ),
  '/gone-before': (side, _q, r) =>
    side === 'before' ? html(r, page('404', 'Not found'), 404) : routes['/plain']!(side, _q, r, ''),
  '/gone-after': (side, _q, r) =>
    side === 'after' ? html(r, page('404', 'Not found'), 404) : routes['/plain']!(side, _q, r, ''),
  '/error': (_side, _q, r) => html(r, page('Error', 'Internal error'), 500),
  '/never': (_side, _q, r) =>
    html(
      r,
      page('Never', `<h1>Never settles</h1>${paragraphs(3)}<img src="/hang.svg" width="10" height="10">`),
    ),
  '/hang.svg': () => undefined,
  '/private': (_side, _q, r) => {
    r.writeHead(302, { location: '/login?next=/private' });
    r.end();
  },
  '/login': (_side, _q, r) => html(r, page('Log in', '<form><input name="user"></form>')),
  '/away': (_side, _q, r, outside) => {
    r.writeHead(302, { location: `${outside}/elsewhere` });
    r.end();
  },
  '/interrupts': (_side, _q, r, outside) =>
    html(
      r,
      page(
        'Interrupts',
        `<h1>Interrupts</h1>${paragraphs(2)}<script>window.open(${JSON.stringify(`${outside}/popup`)});alert('Hello');document.body.insertAdjacentHTML('beforeend','<p id="after-alert">After the alert</p>')</script>`,
      ),
    ),
  '/leaves': (_side, _q, r, outside) =>
    html(
      r,
      page(
        'Leaves',
        `<h1>Leaves</h1><img src="${outside}/img/outside.svg" width="200" height="120">` +
          `<iframe src="${outside}/framed" width="300" height="100"></iframe>${paragraphs(2)}` +
          `<script>setTimeout(()=>{location.href=${JSON.stringify(`${outside}/elsewhere`)}},50)</script>`,
      ),
    ),
};

function serveAsset(path: string, response: ServerResponse): boolean {
  const image = /^\/img\/(red|blue|outside|slow-green)\.svg$/.exec(path);
  if (image) {
    const fill = image[1] === 'outside' ? 'orange' : image[1] === 'slow-green' ? 'green' : image[1]!;
    const send = () => {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      response.end(svg(fill));
    };
    if (image[1] === 'slow-green') setTimeout(send, 400);
    else send();
    return true;
  }
  if (path === '/font/late.ttf') {
    const font = fontFile();
    setTimeout(() => {
      response.writeHead(font ? 200 : 404, { 'content-type': 'font/ttf', 'cache-control': 'no-store' });
      response.end(font);
    }, 900);
    return true;
  }
  if (path === '/font/never.ttf') return true;
  return false;
}

async function startSite(side: Side | 'outside', outside: () => string): Promise<VisualSite> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (serveAsset(path, response)) return;
    if (side === 'outside') return html(response, page('Outside', '<h1>Outside</h1>'));
    const route = routes[path];
    if (route) return route(side, request, response, outside());
    html(response, page('404', 'Not found'), 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startVisualSites(): Promise<VisualSites> {
  let outsideUrl = '';
  const outside = await startSite('outside', () => outsideUrl);
  outsideUrl = outside.url;
  const before = await startSite('before', () => outsideUrl);
  const after = await startSite('after', () => outsideUrl);
  return {
    before,
    after,
    outside,
    close: async () => {
      await Promise.all([before.close(), after.close(), outside.close()]);
    },
  };
}
