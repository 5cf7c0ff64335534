import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '../core/errors.js';
import type { DocsSite } from './docs-pages.js';
import type { Exchange } from './exchange.js';
import { send } from './exchange.js';
import { pageFaultAt } from './page-faults.js';
import { renderDocsPage, renderNoticePage } from './render-page.js';
import { expandSnippets } from './snippet-imports.js';
import { escapeHtml } from './site.js';
import type { EmulatorState } from './state.js';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

/** An HTML notice page (404, 500, login) with this status. */
export function sendNotice(
  ex: Exchange,
  status: number,
  title: string,
  bodyHtml: string,
  headers: Record<string, string> = {},
): void {
  send(ex, status, renderNoticePage(title, bodyHtml), { ...HTML, ...headers });
}

export function sendPageNotFound(ex: Exchange): void {
  sendNotice(ex, 404, 'Page not found', '<p>There is no page at this address.</p>');
}

/** The REAL wait `pageLatencyMs` adds before every answer of a documentation site. */
export async function pageLatency(state: EmulatorState): Promise<void> {
  if (state.settings.pageLatencyMs > 0) await state.delay(state.settings.pageLatencyMs);
}

/**
 * Answers a request for `rest` (the path below the site's base, still percent-encoded) of the site
 * that renders the documentation folder `dir` at `base` (`/previews/p/s/`, `/sites/p/`): a page
 * fault if one is set for that path, else the page, a redirect of docs.json, a static file of the
 * folder, or a 404 page.
 */
export async function serveDocsSite(
  ex: Exchange,
  state: EmulatorState,
  site: { dir: string; base: string; rest: string },
): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(site.rest);
  } catch {
    sendPageNotFound(ex);
    return;
  }
  const fault = pageFaultAt(state.settings.pageFaults, path);
  if (fault) {
    ex.record.fault =
      fault.kind === 'slow' ? `slow:${fault.delayMs}:${fault.path}` : `${fault.kind}:${fault.path}`;
    if (fault.kind === '404') {
      sendPageNotFound(ex);
      return;
    }
    if (fault.kind === '500') {
      sendNotice(
        ex,
        500,
        'Server error',
        '<p>Something went wrong while loading this page (emulated fault).</p>',
      );
      return;
    }
    await state.delay(fault.delayMs ?? 0);
  }
  let docs: DocsSite;
  try {
    docs = await state.docs.site(site.dir);
  } catch (error) {
    sendNotice(
      ex,
      500,
      'Site unavailable',
      `<p>The documentation folder could not be read: ${escapeHtml(errorMessage(error))}</p>`,
    );
    return;
  }
  const answer = await docs.answer(path);
  switch (answer.kind) {
    case 'page': {
      const { page } = answer;
      let text: string | undefined;
      if (page.kind === 'file') {
        text = await readFile(join(docs.dir, ...page.source.split('/')), 'utf8').catch(() => undefined);
        if (text !== undefined) text = await expandSnippets(text, page.source, docs.dir);
        if (text === undefined) {
          sendPageNotFound(ex);
          return;
        }
      }
      send(ex, 200, renderDocsPage(page, text, { base: site.base, pages: docs.pages }), HTML);
      return;
    }
    case 'markdown': {
      const { page } = answer;
      const text =
        page.kind === 'file'
          ? await readFile(join(docs.dir, ...page.source.split('/')), 'utf8').catch(() => undefined)
          : `# ${page.title}\n\n${page.operation ?? ''}\n`;
      if (text === undefined) sendPageNotFound(ex);
      else send(ex, 200, text, { 'Content-Type': 'text/markdown; charset=utf-8' });
      return;
    }
    case 'redirect':
      send(ex, answer.status, '', { Location: redirectLocation(answer.location, site.base) });
      return;
    case 'file': {
      const content = await readFile(answer.file).catch(() => undefined);
      if (content === undefined) sendPageNotFound(ex);
      else send(ex, 200, content, { 'Content-Type': answer.contentType });
      return;
    }
    default:
      sendPageNotFound(ex);
  }
}

/** A redirect's destination inside the site: paths below its base, absolute URLs as written. */
function redirectLocation(destination: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith('//')) return destination;
  return base + destination.replace(/^\/+/, '');
}
