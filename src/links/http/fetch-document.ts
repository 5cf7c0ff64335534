import { lookup as systemLookup, promises as dnsPromises } from 'node:dns';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { DocumentCheck } from '../types.js';
import { isPrivateAddress as defaultIsPrivate } from './address-policy.js';
import { AnchorCollector } from './html-anchors.js';
import { PageCollector } from './page-collector.js';
import type { RenderedPage } from './page-collector.js';
import { parseRetryAfter } from './retry-after.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** What a test or the bench changes about the network: name resolution, trust, what counts as private. */
export interface NetworkOptions {
  /** Name resolution (default: the system's, every address). An error's `code` says why it failed. */
  lookup?: ((hostname: string) => Promise<ResolvedAddress[]>) | undefined;
  /** Whether the DNS works at all (default: the root zone's name servers resolve). */
  probeDns?: (() => Promise<boolean>) | undefined;
  isPrivateAddress?: ((ip: string) => boolean) | undefined;
  /** More trusted certificate authorities (a private CA in tests). */
  ca?: string | Buffer | Array<string | Buffer> | undefined;
  userAgent?: string | undefined;
}

export interface FetchOptions {
  /** Read the HTML for its anchors: a link to the document has a fragment. */
  wantAnchors: boolean;
  /** Also read the page's links (implies reading the HTML, as `wantAnchors`): the live check's pages. */
  collectLinks?: boolean | undefined;
  /** Ask with GET at once (the document needed GET last time), without reading its body. */
  startWithGet?: boolean | undefined;
  /** For one request: connection, head and the body read. */
  timeoutMs: number;
  maxRedirects?: number | undefined;
  /** Past this much HTML the rest is not read; the anchors seen so far stand. */
  maxHtmlBytes?: number | undefined;
  signal?: AbortSignal | undefined;
  now?: (() => number) | undefined;
}

/** One attempt at a document; `retry` when another attempt may go otherwise (429, 5xx, a timeout, a reset). */
export interface Attempt {
  check: DocumentCheck;
  retry?: { afterMs?: number | undefined; maxTries?: number | undefined } | undefined;
  /** The host (with port) that answered last, for the scheduler's bookkeeping. */
  host: string;
  /** No answer at all (a timeout, a refused or reset connection): counts toward a host that stopped answering. */
  unanswered?: boolean | undefined;
}

const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; docs-ci link check; +https://github.com/acme/docs-ci)';
const HEAD_REFUSED = new Set([400, 403, 404, 405, 501]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_DRAINED = 64 * 1024;

/** An error of the name lookup, told apart from the connection's. */
class LookupError extends Error {
  readonly code: string;
  readonly address: string | undefined;
  constructor(code: string, message: string, address?: string) {
    super(message);
    this.code = code;
    this.address = address;
  }
}

/**
 * Keep-alive agents per origin, whose connections resolve names through the address policy: the
 * address checked is the one connected to, so a name that resolves to a private address never
 * reaches it (unless allowed).
 */
export class AgentPool {
  private readonly agents = new Map<string, http.Agent>();
  private readonly network: NetworkOptions;
  private readonly allowPrivate: boolean;
  private dnsProbe: Promise<boolean> | undefined;
  /** The DNS answers nothing: later lookups fail at once instead of each waiting for the resolver. */
  dnsDown = false;

  constructor(network: NetworkOptions = {}, allowPrivate = false) {
    this.network = network;
    this.allowPrivate = allowPrivate;
  }

  agentFor(url: URL): http.Agent {
    const key = url.origin;
    let agent = this.agents.get(key);
    if (!agent) {
      const options = {
        keepAlive: true,
        maxSockets: 8,
        lookup: this.lookupFunction(),
        ...(url.protocol === 'https:' && this.network.ca ? { ca: this.network.ca } : {}),
      };
      agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      this.agents.set(key, agent);
    }
    return agent;
  }

  isPrivate(ip: string): boolean {
    return (this.network.isPrivateAddress ?? defaultIsPrivate)(ip);
  }

  get allowsPrivate(): boolean {
    return this.allowPrivate;
  }

  destroy(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /**
   * Whether the DNS works at all, asked once at the first failed lookup: a resolver without a network
   * may answer "no such name" for every name (slowly), which says nothing about the links.
   */
  private dnsWorks(): Promise<boolean> {
    this.dnsProbe ??= (this.network.probeDns ?? probeDns)().catch(() => false);
    return this.dnsProbe;
  }

  /** Node's `lookup` option: resolves, drops private addresses unless allowed, answers in either form. */
  private lookupFunction() {
    const resolve = this.network.lookup ?? systemResolve;
    return (
      hostname: string,
      options: { all?: boolean } | number,
      callback: (error: Error | null, address: string | ResolvedAddress[], family?: number) => void,
    ): void => {
      if (this.dnsDown) {
        callback(new LookupError('EDNSDOWN', `no DNS server answers (looking up ${hostname})`), '');
        return;
      }
      resolve(hostname).then(
        (addresses) => {
          const allowed = this.allowPrivate ? addresses : addresses.filter((a) => !this.isPrivate(a.address));
          if (allowed.length === 0) {
            const first = addresses[0]?.address;
            callback(
              addresses.length === 0
                ? new LookupError('ENOTFOUND', `no address for ${hostname}`)
                : new LookupError('EPRIVATE', `${hostname} resolves to a private address`, first),
              '',
            );
          } else if (typeof options === 'object' && options.all) callback(null, allowed);
          else callback(null, allowed[0]!.address, allowed[0]!.family);
        },
        async (error: unknown) => {
          const code = (error as NodeJS.ErrnoException).code ?? 'EDNS';
          if (!(await this.dnsWorks())) this.dnsDown = true;
          callback(
            this.dnsDown
              ? new LookupError('EDNSDOWN', `no DNS server answers (looking up ${hostname})`)
              : new LookupError(code, (error as Error).message),
            '',
          );
        },
      );
    };
  }
}

function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  return new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error
        ? reject(error)
        : resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))),
    ),
  );
}

/**
 * Whether the DNS works at all: the root zone's name servers resolve. A resolver without a network
 * may answer "no such name" for every name, which says nothing about the link.
 */
export async function probeDns(): Promise<boolean> {
  try {
    const servers = await dnsPromises.resolveNs('.');
    return servers.length > 0;
  } catch {
    return false;
  }
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  anchors?: ReadonlySet<string> | undefined;
  page?: RenderedPage | undefined;
}

/**
 * Checks one document: HEAD first (GET when a link has a fragment, or when HEAD is refused),
 * redirects followed hop by hop (at most `maxRedirects`, loops named), a body read only for the
 * anchors of HTML and at most `maxHtmlBytes` of it. Never sends credentials or cookies.
 */
export async function fetchDocument(url: string, options: FetchOptions, agents: AgentPool): Promise<Attempt> {
  const maxRedirects = options.maxRedirects ?? 10;
  const now = options.now ?? Date.now;
  const chain: string[] = [];
  let current = new URL(url);
  let requests = 0;
  const result = (check: Omit<DocumentCheck, 'requests'>, extra: Partial<Attempt> = {}): Attempt => ({
    check: { ...check, requests },
    host: current.host,
    ...extra,
  });
  for (;;) {
    chain.push(current.href);
    // `localhost` and its subdomains are loopback by definition (RFC 6761), whatever the resolver says.
    if (!agents.allowsPrivate && /(^|\.)localhost\.?$/i.test(current.hostname))
      return result(privateAddress(current.hostname, chain));
    if (!agents.allowsPrivate && isIP(current.hostname.replace(/^\[|\]$/g, '')) !== 0) {
      const ip = current.hostname.replace(/^\[|\]$/g, '');
      if (agents.isPrivate(ip)) return result(privateAddress(ip, chain));
    }
    let answer: Answer;
    try {
      requests++;
      const head = !options.wantAnchors && !options.collectLinks && !options.startWithGet;
      answer = await request(current, head ? 'HEAD' : 'GET', options, agents);
      if (head && HEAD_REFUSED.has(answer.status)) {
        requests++;
        answer = await request(current, 'GET', options, agents);
      }
    } catch (error) {
      // A name that did not resolve, or resolved to a refused address, sent nothing.
      if (error instanceof LookupError || (error as NodeJS.ErrnoException).code === 'EPRIVATE') requests--;
      return failure(error, current, chain, result);
    }
    const { status, headers } = answer;
    if (REDIRECTS.has(status)) {
      const location = headers.location;
      if (!location)
        return result({
          status: 'broken',
          code: status,
          reason: `the server answers ${describe(status)} without saying where to`,
          finalUrl: current.href,
        });
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return result({
          status: 'broken',
          code: status,
          reason: `the server redirects to ${JSON.stringify(location)}, which is not an address`,
          finalUrl: current.href,
        });
      }
      next.hash = '';
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        return result({
          status: 'broken',
          code: status,
          reason: `the server redirects to a ${next.protocol} address, which a browser cannot show`,
          finalUrl: next.href,
        });
      if (chain.includes(next.href))
        return result({
          status: 'broken',
          code: status,
          reason: `redirect loop: ${[...chain.slice(chain.indexOf(next.href)), next.href].join(' -> ')}`,
          finalUrl: next.href,
        });
      if (chain.length > maxRedirects)
        return result({
          status: 'broken',
          code: status,
          reason: `more than ${maxRedirects} redirects (from ${chain[0]})`,
          finalUrl: next.href,
        });
      current = next;
      continue;
    }
    return verdict(answer, current, now, result);
  }
}

function verdict(
  answer: Answer,
  url: URL,
  now: () => number,
  result: (check: Omit<DocumentCheck, 'requests'>, extra?: Partial<Attempt>) => Attempt,
): Attempt {
  const { status, headers } = answer;
  const finalUrl = url.href;
  const base = { code: status, finalUrl };
  if (status >= 200 && status < 300)
    return result({
      ...base,
      status: 'ok',
      reason: `the server answers ${describe(status)}`,
      anchors: answer.anchors,
      ...(answer.page ? { page: answer.page } : {}),
      ...(headers['content-type'] ? { contentType: String(headers['content-type']) } : {}),
    });
  if (headers['cf-mitigated'] === 'challenge' || status === 999)
    return result({
      ...base,
      status: 'suspect',
      reason: `the site shows robots a challenge instead of the page (bot protection, ${status}): a reader's browser gets through`,
    });
  if (status === 404 || status === 410)
    return result({ ...base, status: 'broken', reason: `the server answers ${describe(status)}` });
  if (status === 401 || status === 403)
    return result({
      ...base,
      status: 'suspect',
      reason: `the server answers ${describe(status)}: the page needs a login, or the site refuses robots`,
    });
  if (RETRIED.has(status)) {
    const afterMs = parseRetryAfter(firstHeader(headers['retry-after']), now());
    return result(
      {
        ...base,
        status: 'suspect',
        reason: `the server answers ${describe(status)}${status === 429 ? ' (too many requests)' : ': the site may be down for now'}`,
      },
      { retry: { afterMs } },
    );
  }
  if (status >= 500)
    return result({
      ...base,
      status: 'suspect',
      reason: `the server answers ${describe(status)}: the site may be down for now`,
    });
  if (status >= 300)
    return result({
      ...base,
      status: 'broken',
      reason: `the server answers ${describe(status)}, which is no page`,
    });
  return result({ ...base, status: 'broken', reason: `the server answers ${describe(status)}` });
}

function failure(
  error: unknown,
  url: URL,
  chain: readonly string[],
  result: (check: Omit<DocumentCheck, 'requests'>, extra?: Partial<Attempt>) => Attempt,
): Attempt {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const hop = chain.length > 1 ? ` (redirected from ${chain[0]})` : '';
  const host = url.hostname;
  if (error instanceof LookupError) {
    if (code === 'EPRIVATE') return result(privateAddress(error.address ?? host, chain));
    if (code === 'EDNSDOWN')
      return result({
        status: 'suspect',
        code: null,
        reason: `the host name ${host} could not be looked up: no DNS server answers on this runner`,
        finalUrl: null,
        networkDown: true,
      });
    if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'ENONAME')
      return result({
        status: 'broken',
        code: null,
        reason: `no such host name: ${host}${hop}`,
        finalUrl: null,
        noSuchHost: true,
      });
    return result(
      {
        status: 'suspect',
        code: null,
        reason: `the host name ${host} could not be looked up (${code}): no DNS server answered`,
        finalUrl: null,
        networkDown: true,
      },
      { retry: {}, unanswered: true },
    );
  }
  if (code === 'EPRIVATE')
    return result(privateAddress((error as { address?: string }).address ?? host, chain));
  if (code === 'ETIMEDOUT' || error instanceof RequestTimeout)
    return result(
      {
        status: 'suspect',
        code: null,
        reason: `no answer from ${url.host} within ${(error as RequestTimeout).seconds ?? '?'} s${hop}`,
        finalUrl: null,
      },
      // Each try costs a whole timeout: one more tells a slow moment from a page that never answers.
      { retry: { maxTries: 2 }, unanswered: true },
    );
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH')
    return result(
      {
        status: 'suspect',
        code: null,
        reason: `${url.host} cannot be reached from here (${code})`,
        finalUrl: null,
        networkDown: true,
      },
      { retry: {}, unanswered: true },
    );
  if (TLS_TRUST.test(code))
    return result({
      status: 'broken',
      code: null,
      reason: `the site's certificate is not trusted (${code})${hop}: browsers show readers a warning`,
      finalUrl: null,
    });
  if (code === 'ECONNREFUSED')
    return result(
      {
        status: 'suspect',
        code: null,
        reason: `${url.host} refuses connections: the site may be down${hop}`,
        finalUrl: null,
      },
      { retry: {}, unanswered: true },
    );
  if ((error as Error).name === 'AbortError' || code === 'ABORT_ERR')
    return result({
      status: 'suspect',
      code: null,
      reason: 'not checked: the time limit was reached',
      finalUrl: null,
    });
  return result(
    {
      status: 'suspect',
      code: null,
      reason: `the connection to ${url.host} failed (${code || (error as Error).message})${hop}`,
      finalUrl: null,
    },
    { retry: {}, unanswered: true },
  );
}

const TLS_TRUST = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ALTNAME|ERR_TLS_CERT|HOSTNAME_MISMATCH/;

function privateAddress(ip: string, chain: readonly string[]): Omit<DocumentCheck, 'requests'> {
  const via = chain.length > 1 ? ` after a redirect from ${chain[0]}` : '';
  return {
    status: 'skipped',
    code: null,
    reason: `points to a private address (${ip})${via}: not requested (allow-private requests such addresses)`,
    finalUrl: null,
  };
}

class RequestTimeout extends Error {
  readonly seconds: number;
  constructor(ms: number) {
    super(`no answer within ${Math.round(ms / 1000)} s`);
    this.seconds = Math.round(ms / 100) / 10;
  }
}

function request(
  url: URL,
  method: 'HEAD' | 'GET',
  options: FetchOptions,
  agents: AgentPool,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(answer!);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method,
      agent: agents.agentFor(url),
      headers: {
        'user-agent': DEFAULT_USER_AGENT,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    const timer = setTimeout(() => {
      const timeout = new RequestTimeout(options.timeoutMs);
      req.destroy(timeout);
      finish(timeout);
    }, options.timeoutMs);
    const onAbort = () => {
      const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
      req.destroy(aborted);
      finish(aborted);
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('socket', (socket: Socket) => {
      // A second guard: the address actually connected to (the lookup already refused private ones).
      // A kept-alive socket is connected already: checked at once, no listener left on it.
      const guard = () => {
        const remote = socket.remoteAddress;
        if (!agents.allowsPrivate && remote && agents.isPrivate(remote))
          req.destroy(
            Object.assign(new Error(`connected to a private address ${remote}`), {
              code: 'EPRIVATE',
              address: remote,
            }),
          );
      };
      if (socket.connecting) socket.once('connect', guard);
      else guard();
    });
    req.on('error', (error) => finish(error));
    req.on('response', (response) => {
      const answer = { status: response.statusCode ?? 0, headers: response.headers };
      response.on('error', (error) => finish(error));
      const type = String(response.headers['content-type'] ?? '').toLowerCase();
      const wantsBody =
        method === 'GET' &&
        (options.wantAnchors || options.collectLinks) &&
        answer.status >= 200 &&
        answer.status < 300 &&
        /html/.test(type);
      if (!wantsBody) {
        // The head says it all. A short body is drained so the connection serves the next request.
        const length = Number(response.headers['content-length']);
        if (method === 'HEAD' || (Number.isFinite(length) && length <= MAX_DRAINED)) {
          response.resume();
          response.once('end', () => finish(undefined, answer));
          response.once('close', () => finish(undefined, answer));
        } else {
          response.destroy();
          finish(undefined, answer);
        }
        return;
      }
      readAnchors(response, type, options.maxHtmlBytes ?? 4 * 1024 * 1024, options.collectLinks).then(
        (read) => finish(undefined, { ...answer, ...read }),
        (error: unknown) => finish(error as Error),
      );
    });
    req.end();
  });
}

/** Reads an HTML body (decoded) for its anchors (and links), stopping at `maxBytes`. */
function readAnchors(
  response: IncomingMessage,
  type: string,
  maxBytes: number,
  collectLinks = false,
): Promise<{ anchors: ReadonlySet<string>; page?: RenderedPage }> {
  return new Promise((resolve, reject) => {
    const collector = collectLinks ? new PageCollector() : new AnchorCollector();
    const charset = /charset=["']?([\w-]+)/.exec(type)?.[1]?.toLowerCase();
    const decoder = new StringDecoder(
      charset === 'iso-8859-1' || charset === 'latin1' || charset === 'windows-1252' ? 'latin1' : 'utf8',
    );
    const encoding = String(response.headers['content-encoding'] ?? '')
      .toLowerCase()
      .trim();
    let body: NodeJS.ReadableStream & { destroy(): void } = response;
    let inflater: Transform | undefined;
    if (encoding === 'gzip' || encoding === 'x-gzip') inflater = zlib.createGunzip();
    else if (encoding === 'deflate') inflater = zlib.createInflate();
    else if (encoding === 'br') inflater = zlib.createBrotliDecompress();
    if (inflater) {
      response.pipe(inflater);
      inflater.on('error', reject);
      body = inflater;
    }
    let read = 0;
    let done = false;
    const stop = () => {
      if (done) return;
      done = true;
      collector.write(decoder.end());
      const anchors = collector.end();
      resolve(collector instanceof PageCollector ? { anchors, page: collector.page() } : { anchors });
    };
    body.on('data', (chunk: Buffer) => {
      if (done) return;
      read += chunk.length;
      collector.write(decoder.write(chunk));
      if (read >= maxBytes) {
        stop();
        response.destroy();
        inflater?.destroy();
      }
    });
    body.on('end', stop);
    response.on('close', () => {
      if (!response.complete && !done)
        reject(
          Object.assign(new Error('the connection closed in the middle of the page'), { code: 'ECONNRESET' }),
        );
    });
  });
}

function describe(status: number): string {
  const text = http.STATUS_CODES[status];
  return text ? `${status} ${text}` : String(status);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
