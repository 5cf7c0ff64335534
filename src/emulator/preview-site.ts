import type { Exchange } from './exchange.js';
import { send } from './exchange.js';
import { buildSite, escapeHtml, TINY_PNG } from './site.js';
import type { EmulatorState } from './state.js';

export const PREVIEW_PATH = /^\/previews\/([^/]+)\/([^/]+)\/(.*)$/;
export const SCREENSHOT_PATH = /^\/screenshots\/[A-Za-z0-9_-]+\.png$/;

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
};

let siteFiles: Map<string, Buffer> | undefined;

/** The built-in site's files by path, shared by every preview. */
function previewFiles(): Map<string, Buffer> {
  siteFiles ??= new Map(
    buildSite()
      .entries.filter((e) => e.type === 'file')
      .map((e) => [e.path, e.content]),
  );
  return siteFiles;
}

function html(ex: Exchange, status: number, title: string, body: string) {
  const page = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>\n`;
  send(ex, status, page, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** GET on a previewUrl: 200 once a deployment of the preview succeeded, 404 before. */
export function handlePreviewSite(ex: Exchange, state: EmulatorState, match: RegExpExecArray): void {
  const [, projectSegment = '', slug = '', rest = ''] = match;
  const found = state.deployments.findPreview(projectSegment, slug);
  if (!found) {
    html(ex, 404, 'Preview not found', '<h1>404</h1><p>There is no preview at this address.</p>');
    return;
  }
  if (!found.live) {
    html(ex, 404, 'Preview not ready', '<h1>404</h1><p>This preview has not been deployed yet.</p>');
    return;
  }
  const { preview } = found;
  if (rest === '' || rest === 'index.html') {
    html(
      ex,
      200,
      `Preview of ${preview.branch}`,
      `<h1>Preview of ${escapeHtml(preview.projectId)}</h1><p>Branch: <code>${escapeHtml(preview.branch)}</code></p><p><a href="quickstart.html">Quickstart</a></p>`,
    );
    return;
  }
  const file = previewFiles().get(rest);
  if (!file) {
    html(ex, 404, 'Page not found', '<h1>404</h1><p>This page does not exist in the preview.</p>');
    return;
  }
  const extension = rest.slice(rest.lastIndexOf('.') + 1);
  send(ex, 200, file, { 'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream' });
}

export function handleScreenshot(ex: Exchange): void {
  send(ex, 200, TINY_PNG, { 'Content-Type': 'image/png' });
}
