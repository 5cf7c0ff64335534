import { pageLatency, sendNotice, serveDocsSite } from './docs-site.js';
import type { Exchange } from './exchange.js';
import { send } from './exchange.js';
import { buildSite, escapeHtml, TINY_PNG } from './site.js';
import type { EmulatorState } from './state.js';

export const PREVIEW_PATH = /^\/previews\/([^/]+)\/([^/]+)\/(.*)$/;
export const SITES_PREFIX = '/sites/';
/** A production site: `/sites/<projectId>/<page path>` (the slash after the id may be missing). */
export const SITE_PATH = /^\/sites\/([^/]+)(\/.*)?$/;
export const LOGIN_PATH = '/login';
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

/**
 * GET on a previewUrl: 200 once a deployment of the preview succeeded, 404 before. Behind the
 * `previewAccess` wall when there is one; the pages of the branch's documentation folder when the
 * emulator has one (docs-site.ts), else the built-in placeholder site.
 */
export async function handlePreviewSite(
  ex: Exchange,
  state: EmulatorState,
  match: RegExpExecArray,
): Promise<void> {
  await pageLatency(state);
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
  if (state.settings.previewAccess !== 'public') {
    loginWall(ex, state);
    return;
  }
  const dir = state.docs.forBranch(preview.branch);
  if (dir !== undefined) {
    await serveDocsSite(ex, state, { dir, base: `/previews/${projectSegment}/${slug}/`, rest });
    return;
  }
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

/** What a password-protected preview answers a visitor who has not logged in. */
function loginWall(ex: Exchange, state: EmulatorState): void {
  if (state.settings.previewAccess === 'login-redirect') {
    const next = encodeURIComponent(ex.url.pathname + ex.url.search);
    send(ex, 302, '', { Location: `${state.origin}${LOGIN_PATH}?next=${next}` });
    return;
  }
  sendNotice(ex, 401, 'Log in to view this preview', loginForm(ex.url.pathname));
}

function loginForm(next: string): string {
  return (
    '<p>This preview is password protected.</p>\n' +
    `<form method="post" action="${LOGIN_PATH}"><input type="hidden" name="next" value="${escapeHtml(next)}">` +
    '<label>Password <input type="password" name="password"></label> <button type="submit">Log in</button></form>'
  );
}

/** GET /login: the login form password-protected previews redirect to. */
export function handleLogin(ex: Exchange): void {
  sendNotice(ex, 200, 'Log in', loginForm(ex.url.searchParams.get('next') ?? '/'));
}

/**
 * GET on a production site (`/sites/<projectId>/...`): the pages of `docsDir` (docs-site.ts);
 * 404 when the emulator has no documentation folder.
 */
export async function handleProductionSite(
  ex: Exchange,
  state: EmulatorState,
  match: RegExpExecArray,
): Promise<void> {
  await pageLatency(state);
  const [, projectSegment = '', rest] = match;
  if (rest === undefined) {
    send(ex, 301, '', { Location: `${SITES_PREFIX}${projectSegment}/${ex.url.search}` });
    return;
  }
  const dir = state.docs.production();
  if (dir === undefined) {
    sendNotice(ex, 404, 'Site not found', '<p>The emulator serves no documentation site (no docsDir).</p>');
    return;
  }
  await serveDocsSite(ex, state, { dir, base: `${SITES_PREFIX}${projectSegment}/`, rest: rest.slice(1) });
}

export function handleScreenshot(ex: Exchange): void {
  send(ex, 200, TINY_PNG, { 'Content-Type': 'image/png' });
}
