import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { API_ROUTES } from './api-routes.js';
import type { Exchange, RecordedRequest } from './exchange.js';
import { arrivedWhileClosing, closeAfterAnswer, DEFAULT_CLOSE_LINGER_MS } from './closing-connections.js';
import { HttpFailure, PROXY_502_HTML, resetConnection, send, sendError, sendXmlError } from './exchange.js';
import type { EmulatedOperation, FaultKind } from './faults.js';
import { describeFault } from './faults.js';
import {
  handleLogin,
  handlePreviewSite,
  handleProductionSite,
  handleScreenshot,
  LOGIN_PATH,
  PREVIEW_PATH,
  SCREENSHOT_PATH,
  SITE_PATH,
} from './preview-site.js';
import { retryHintHeaders } from './rate-limit.js';
import type { EmulatorState } from './state.js';
import { handleDownload, redirectedLocation, sendExpired, STORAGE_PATH } from './storage-route.js';

export const API_PREFIX = '/v1';

type Target =
  | { kind: 'api'; operation: EmulatedOperation; run: (ex: Exchange, org: string) => Promise<void> }
  | { kind: 'download'; operation: 'download'; jobId: string }
  | {
      kind: 'page';
      operation: 'preview-site' | 'site' | 'other';
      run: (ex: Exchange) => void | Promise<void>;
    };

function notFound(message: string): Target {
  return {
    kind: 'page',
    operation: 'other',
    run: (ex) => sendError(ex, 404, message),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpFailure(400, `Invalid request: "${segment}" is not a valid URL path segment.`);
  }
}

function resolveTarget(method: string, path: string, state: EmulatorState): Target {
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    const apiPath = path.slice(API_PREFIX.length);
    const matching = API_ROUTES.map((route) => ({ route, match: route.pattern.exec(apiPath) })).filter(
      (m) => m.match,
    );
    const hit = matching.find((m) => m.route.method === method);
    if (!hit) {
      if (matching.length === 0) return notFound(`No API operation at ${method} ${path}.`);
      const allow = matching.map((m) => m.route.method).join(', ');
      return {
        kind: 'page',
        operation: 'other',
        run: (ex) =>
          sendError(ex, 405, `Method ${method} is not allowed on ${path}; use ${allow}.`, { Allow: allow }),
      };
    }
    const { route, match } = hit as { route: (typeof API_ROUTES)[number]; match: RegExpExecArray };
    return {
      kind: 'api',
      operation: route.operation,
      run: (ex, org) => route.handle({ ex, state, org, params: match.slice(1).map(decodeSegment) }),
    };
  }
  const storage = STORAGE_PATH.exec(path);
  if (storage && (method === 'GET' || method === 'HEAD')) {
    return { kind: 'download', operation: 'download', jobId: storage[1] as string };
  }
  const preview = PREVIEW_PATH.exec(path);
  if (preview && (method === 'GET' || method === 'HEAD')) {
    return { kind: 'page', operation: 'preview-site', run: (ex) => handlePreviewSite(ex, state, preview) };
  }
  const site = SITE_PATH.exec(path);
  if (site && (method === 'GET' || method === 'HEAD')) {
    return { kind: 'page', operation: 'site', run: (ex) => handleProductionSite(ex, state, site) };
  }
  if (path === LOGIN_PATH && (method === 'GET' || method === 'HEAD')) {
    return { kind: 'page', operation: 'other', run: handleLogin };
  }
  if (SCREENSHOT_PATH.test(path) && method === 'GET') {
    return { kind: 'page', operation: 'other', run: handleScreenshot };
  }
  return notFound(`Not found: ${method} ${path}. The API is served under ${API_PREFIX}.`);
}

const STATUS_MESSAGES: Record<number, string> = {
  500: 'Internal server error. Try again later.',
  502: 'Bad gateway. Try again later.',
  503: 'Service temporarily unavailable. Try again later.',
  504: 'Gateway timeout. Try again later.',
};

/** Faults that answer (or drop the connection) instead of the operation. True when answered. */
async function applyEarlyFault(ex: Exchange, state: EmulatorState, fault: FaultKind): Promise<boolean> {
  const download = ex.record.operation === 'download';
  switch (fault.kind) {
    case 'reset-before':
      resetConnection(ex);
      return true;
    case 'status': {
      const text =
        STATUS_MESSAGES[fault.status] ?? `${STATUS_CODES[fault.status] ?? 'Error'} (emulated fault).`;
      if (download)
        sendXmlError(ex, fault.status, fault.status >= 500 ? 'InternalError' : 'AccessDenied', text);
      else sendError(ex, fault.status, text);
      return true;
    }
    case '429': {
      const headers = retryHintHeaders(
        state.limiter.hints.formOf(fault.retryAfter ?? state.settings.retryAfter),
        fault.retryAfterMs ?? 1000,
        Date.now(),
      );
      if (download) {
        for (const [name, value] of Object.entries(headers)) ex.res.setHeader(name, value);
        sendXmlError(ex, 429, 'SlowDown', 'Please reduce your request rate.');
      } else {
        sendError(ex, 429, 'Too many requests. Slow down and retry later.', headers);
      }
      return true;
    }
    case 'html-error':
      send(ex, 502, PROXY_502_HTML, { 'Content-Type': 'text/html' });
      return true;
    case 'expire':
      sendExpired(ex, state, state.clock.now() - 1000, 1);
      return true;
    case 'redirect': {
      const location = redirectedLocation(ex.url);
      if (location === undefined) return false;
      send(ex, 302, '', { Location: location });
      return true;
    }
    case 'slow':
      await state.delay(fault.delayMs);
      return false;
    default:
      return false;
  }
}

async function dispatch(ex: Exchange, state: EmulatorState, target: Target): Promise<void> {
  if (arrivedWhileClosing(ex)) {
    // The proxy read it before closing: an API operation still takes effect, its answer is lost
    // (a read has no effect to take, so it is dropped at once). No fault rule is counted.
    ex.fault = { kind: 'reset-after' };
    ex.record.fault = describeFault(ex.fault);
    if (target.kind !== 'api') {
      resetConnection(ex);
      return;
    }
  } else {
    if (target.kind === 'page') {
      await target.run(ex);
      return;
    }
    ex.fault = state.faults.take(target.operation);
    if (ex.fault) ex.record.fault = describeFault(ex.fault);
    if (ex.fault?.kind === 'close-after-answer') {
      closeAfterAnswer(ex, ex.fault.lingerMs ?? DEFAULT_CLOSE_LINGER_MS);
    }
    if (ex.fault && (await applyEarlyFault(ex, state, ex.fault))) return;
  }
  if (target.kind === 'download') {
    await handleDownload(ex, state, target.jobId);
    return;
  }
  const auth = state.keyRing.authenticate(ex.req.headers.authorization);
  if (!auth.ok) {
    sendError(ex, 401, auth.error, { 'WWW-Authenticate': 'Bearer' });
    return;
  }
  await target.run(ex, auth.org);
}

export function createRequestHandler(state: EmulatorState, requests: RecordedRequest[]) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', state.origin);
    const method = req.method ?? 'GET';
    const record: RecordedRequest = {
      at: Date.now(),
      method,
      path: url.pathname,
      operation: 'other',
      status: 0,
      org: state.keyRing.orgOf(req.headers.authorization),
    };
    requests.push(record);
    const ex: Exchange = { req, res, url, record, fault: undefined };
    const answer = async () => {
      const target = resolveTarget(method, url.pathname, state);
      record.operation = target.operation;
      await dispatch(ex, state, target);
    };
    answer().catch((error: unknown) => {
      if (res.headersSent || req.socket.destroyed) return;
      if (error instanceof HttpFailure) sendError(ex, error.status, error.message, error.headers);
      else sendError(ex, 500, `Emulator error: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}
