/**
 * A simulated web on this machine for the link checker's tests and benchmark: many named hosts, each
 * on its own loopback address (127.1.x.y; Linux routes all of 127/8 to lo), all on one port, each with
 * its own latency, the concurrency it tolerates, a rate limit and a failure mode, reached through a
 * name lookup the caller controls (`lookup`, or `names()` for another process's preload). The web is
 * generated from a seed: the same hosts, URLs, pages and ground truth on every machine. Nothing here
 * reaches the internet.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { seededRandom } from './seeded-random.js';

/** What a correct checker must say of a link: it works, it is broken, or whatever fails is not the link's fault. */
export type Truth = 'ok' | 'broken' | 'not-links-fault';

/** What one URL of a host does. */
export type PathKind =
  /** 200 HTML. */
  | 'page'
  /** 200 HTML; the link's `#fragment` is an id of the page. */
  | 'anchor-ok'
  /** 200 HTML; the link's `#fragment` is no id of the page. */
  | 'anchor-missing'
  /** 301 to a page, relative `Location`. */
  | 'redirect'
  /** 302 (absolute) → 307 (relative) → 301 (root-relative) → a page. */
  | 'redirect-chain'
  /** 301 to a path that answers 404. */
  | 'redirect-dead'
  | 'not-found'
  | 'gone'
  /** The host never answers this path (the connection is dropped after `hangMs`). */
  | 'hang'
  /** The host name does not resolve. */
  | 'no-such-host';

/** How a whole host behaves besides its paths. */
export type HostBehaviour =
  | 'plain'
  /** HEAD answered 405 Method Not Allowed; GET works. */
  | 'head-405'
  /** HEAD answered 404 Not Found; GET works (servers that route only GET). */
  | 'head-404'
  /** Some requests (seeded, per URL and attempt) answered 503 Service Unavailable. */
  | 'flaky-503'
  /** Every request answered 403 with `cf-mitigated: challenge` (bot protection). */
  | 'bot-challenge'
  /** Every request answered 999 (LinkedIn's answer to robots). */
  | 'status-999'
  /** Slow, and some paths never answer. */
  | 'slow';

export interface RateLimit {
  /** Requests admitted per window; beyond them 429 with Retry-After until the window ends. */
  requests: number;
  windowMs: number;
  /** `Retry-After: 7` or `Retry-After: <HTTP-date>`. */
  retryAfter: 'seconds' | 'http-date';
}

export interface HostPlan {
  name: string;
  /** Distinct URLs (fragments included) linked on this host. */
  urls: number;
  /** Mean wait before the head of each answer. */
  latencyMs: number;
  /** Requests in flight the host serves at once; one more is answered 429 (Retry-After: 1). */
  concurrency: number;
  rateLimit?: RateLimit | undefined;
  behaviour?: HostBehaviour | undefined;
  /** False: the name does not resolve (every URL `no-such-host`). */
  resolves?: boolean | undefined;
  /** Share of each path kind (normalised); default {@link DEFAULT_MIX}. */
  mix?: Partial<Record<PathKind, number>> | undefined;
  /** For `flaky-503`: the chance that one request is answered 503. */
  flakyRate?: number | undefined;
}

export interface WebPlan {
  seed: number;
  hosts: HostPlan[];
}

/** One linked URL with what it does and what a checker must say of it. */
export interface SimUrl {
  /** As written in the pages (normal form: `new URL(...).href`), fragment included. */
  url: string;
  /** The URL without its fragment: what is requested. */
  document: string;
  host: string;
  kind: PathKind;
  truth: Truth;
}

type Route =
  | { type: 'page'; ids: string[]; bytes: number }
  | { type: 'redirect'; status: 301 | 302 | 307 | 308; location: string }
  | { type: 'status'; status: 404 | 410 }
  | { type: 'hang' };

export interface HostStats {
  requests: number;
  head: number;
  get: number;
  /** Most requests in flight at once. */
  maxConcurrent: number;
  /** 429 answers (rate limit or concurrency). */
  tooMany: number;
  /** Of them, for more requests at once than the host tolerates. */
  overConcurrency: number;
  unavailable: number;
  /** Requests never answered (hang). */
  hung: number;
  /** When the last request arrived, ms after the start or the last reset (0: none). */
  lastRequestMs: number;
  /** Connections opened (a client that keeps them alive opens about as many as it sends at once). */
  connections: number;
}

export interface RequestRecord {
  host: string;
  /** When it arrived and when its connection's answer ended (-1: not yet), ms after the start or the last reset. */
  atMs: number;
  endMs: number;
  status: number;
}

interface HostState {
  plan: HostPlan;
  address: string;
  routes: Map<string, Route>;
  /** Requests in flight, answered or not yet: what the client sends at once. */
  inFlight: number;
  /** Requests admitted (not turned away with a 429): what the host tolerates. */
  serving: number;
  windowStart: number;
  windowCount: number;
  /** Requests per path, for the seeded 503s. */
  attempts: Map<string, number>;
  latencyRandom: () => number;
  stats: HostStats;
}

export interface StartOptions {
  /** One port for every host; 0 (default) finds one free on every address. 80 needs root. */
  port?: number | undefined;
  /** How long a `hang` path holds the connection before dropping it without an answer. Default 30 s. */
  hangMs?: number | undefined;
  /** Multiplies every latency and rate-limit window (tests run the web fast). Default 1. */
  timeScale?: number | undefined;
}

export interface ResolvedName {
  address: string;
  family: 4 | 6;
}

/** Kinds and their default shares on an ordinary host. */
export const DEFAULT_MIX: Readonly<Record<PathKind, number>> = {
  page: 0.87,
  'anchor-ok': 0.04,
  'anchor-missing': 0.008,
  redirect: 0.03,
  'redirect-chain': 0.01,
  'redirect-dead': 0.004,
  'not-found': 0.016,
  gone: 0.005,
  hang: 0,
  'no-such-host': 0,
};

const FIRST_HOST_OCTETS = [1, 0, 1] as const;

/** The loopback address of the i-th host: 127.1.0.1, 127.1.0.2, ... 127.1.0.254, 127.1.1.1, ... */
export function hostAddress(index: number): string {
  const [second, thirdStart, fourthStart] = FIRST_HOST_OCTETS;
  const third = thirdStart + Math.floor(index / 254);
  const fourth = fourthStart + (index % 254);
  if (third > 255) throw new Error(`too many hosts for 127.${second}.x.y: ${index + 1}`);
  return `127.${second}.${third}.${fourth}`;
}

/** A number in [0, 1) from the seed and a key: the same on every machine, whatever the order of requests. */
export function seededUnit(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return seededRandom(hash >>> 0)();
}

const WORDS = [
  'install',
  'configure',
  'overview',
  'quickstart',
  'reference',
  'api',
  'auth',
  'tokens',
  'deploy',
  'cache',
  'errors',
  'limits',
  'webhooks',
  'events',
  'search',
  'export',
  'import',
  'billing',
  'teams',
  'roles',
  'storage',
  'streams',
  'queues',
  'logging',
  'metrics',
  'testing',
  'migration',
  'release-notes',
  'faq',
  'examples',
];
const SECTIONS = [
  'docs',
  'guide',
  'blog',
  'api',
  'reference',
  'learn',
  'wiki',
  'questions',
  'issues',
  'help',
];

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!;
}

/**
 * The kind of each of `count` URLs: the shares of `mix` (largest remainders, so a small share still
 * shows on a big enough host), in a seeded order.
 */
function allocateKinds(mix: Record<PathKind, number>, count: number, next: () => number): PathKind[] {
  const entries = Object.entries(mix) as [PathKind, number][];
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  const exact = entries.map(([kind, share]) => ({ kind, value: (share / total) * count }));
  const counts = new Map(exact.map((e) => [e.kind, Math.floor(e.value)]));
  let left = count - [...counts.values()].reduce((a, b) => a + b, 0);
  for (const e of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    counts.set(e.kind, counts.get(e.kind)! + 1);
  }
  const kinds = [...counts].flatMap(([kind, n]) => Array<PathKind>(n).fill(kind));
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds;
}

interface BuiltHost {
  plan: HostPlan;
  routes: Map<string, Route>;
  urls: SimUrl[];
}

/**
 * The routes and URLs of one host. `origin` carries the port when it is not 80. A URL's path is
 * unique on its host; `anchor-ok` and `anchor-missing` links point at sections of pages (some the
 * same page as a plain link, as docs do).
 */
function buildHost(plan: HostPlan, origin: string, seed: number): BuiltHost {
  const next = seededRandom((seededUnit(seed, plan.name) * 2 ** 32) >>> 0);
  const routes = new Map<string, Route>();
  const urls: SimUrl[] = [];
  const resolves = plan.resolves ?? true;
  const behaviour = plan.behaviour ?? 'plain';
  const mix = { ...DEFAULT_MIX, ...(behaviour === 'slow' ? { hang: 0.15 } : {}), ...plan.mix };
  const blocked = behaviour === 'bot-challenge' || behaviour === 'status-999';
  const section = pick(SECTIONS, next);
  const pages: { path: string; ids: string[] }[] = [];
  const seen = new Set<string>();
  let serial = 0;
  const freshPath = (prefix = section) => {
    let path: string;
    do path = `/${prefix}/${pick(WORDS, next)}-${++serial}`;
    while (routes.has(path));
    return path;
  };
  const newPage = (path = freshPath()) => {
    const ids = Array.from({ length: 3 + Math.floor(next() * 8) }, (_, i) => `${pick(WORDS, next)}-${i + 1}`);
    routes.set(path, { type: 'page', ids, bytes: 4_000 + Math.floor(next() * 36_000) });
    const page = { path, ids };
    pages.push(page);
    return page;
  };
  const add = (path: string, kind: PathKind, fragment?: string) => {
    const document = `${origin}${path}`;
    const url = fragment === undefined ? document : `${document}#${fragment}`;
    if (seen.has(url)) return false;
    seen.add(url);
    let truth: Truth;
    if (!resolves) truth = 'broken';
    else if (blocked || kind === 'hang') truth = 'not-links-fault';
    else if (kind === 'page' || kind === 'anchor-ok' || kind === 'redirect' || kind === 'redirect-chain')
      truth = 'ok';
    else truth = 'broken';
    urls.push({ url, document, host: plan.name, kind: resolves ? kind : 'no-such-host', truth });
    return true;
  };

  const kinds = allocateKinds(mix, plan.urls, next);
  while (urls.length < plan.urls) {
    // A kind drawn again once the plan's are used (a fragment link may repeat one already made).
    const drawn = kinds[urls.length] ?? 'page';
    const kind = !resolves || blocked ? 'page' : drawn;
    switch (kind) {
      case 'page':
      case 'no-such-host':
        add(newPage().path, 'page');
        break;
      case 'anchor-ok':
      case 'anchor-missing': {
        // Half the section links go to a page already linked, half to a new one.
        const page = pages.length > 0 && next() < 0.5 ? pick(pages, next) : newPage();
        const fragment = kind === 'anchor-ok' ? pick(page.ids, next) : `${pick(WORDS, next)}-section`;
        add(page.path, kind, fragment);
        break;
      }
      case 'redirect': {
        const target = newPage(freshPath(`${section}/current`));
        const path = freshPath(`${section}/old`);
        routes.set(path, {
          type: 'redirect',
          status: 301,
          location: `../current/${target.path.split('/').pop()}`,
        });
        add(path, kind);
        break;
      }
      case 'redirect-chain': {
        const target = newPage(freshPath('latest'));
        const path = freshPath('v1');
        const hop2 = `${path}-v2`;
        const hop3 = `${path}-v3`;
        routes.set(path, { type: 'redirect', status: 302, location: `${origin}${hop2}` });
        routes.set(hop2, { type: 'redirect', status: 307, location: hop3.split('/').pop()! });
        routes.set(hop3, { type: 'redirect', status: 301, location: target.path });
        add(path, kind);
        break;
      }
      case 'redirect-dead': {
        const path = freshPath(`${section}/moved`);
        routes.set(path, { type: 'redirect', status: 301, location: `/removed${path}` });
        add(path, kind);
        break;
      }
      case 'not-found':
        // Not in the routes: every unknown path is a 404.
        add(freshPath(), kind);
        break;
      case 'gone': {
        const path = freshPath();
        routes.set(path, { type: 'status', status: 410 });
        add(path, kind);
        break;
      }
      case 'hang': {
        const path = freshPath('export');
        routes.set(path, { type: 'hang' });
        add(path, kind);
        break;
      }
    }
  }
  return { plan, routes, urls };
}

function originOf(name: string, port: number): string {
  return `http://${name}${port === 80 ? '' : `:${port}`}`;
}

/** The URLs of a plan and their truth, without starting anything (the port only shows in the URLs). */
export function planUrls(plan: WebPlan, port = 80): SimUrl[] {
  return plan.hosts.flatMap((host) => buildHost(host, originOf(host.name, port), plan.seed).urls);
}

/**
 * A web of `hosts` hosts and `urls` distinct URLs as real sites are: a few special hosts with
 * hundreds of links (one rate-limited in seconds, one in HTTP dates, one behind a bot challenge, one
 * answering 999, one flaky, one slow that never answers some paths, one whose name is gone), then
 * a long tail (Zipf) of `hNNN.sim.test` hosts with latencies of tens to hundreds of ms, some
 * rate-limited, some refusing HEAD, some not resolving.
 */
export function planWeb(options: { seed: number; hosts: number; urls: number }): WebPlan {
  const next = seededRandom(options.seed);
  const scale = options.urls / 5000;
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const specials: HostPlan[] = [
    // The host with the most links, as a language's documentation is on many docs sites.
    { name: 'docs.python.org', urls: count(420), latencyMs: 100, concurrency: 12 },
    {
      name: 'developer.mozilla.org',
      urls: count(320),
      latencyMs: 80,
      concurrency: 8,
      mix: { 'anchor-ok': 0.2, 'anchor-missing': 0.02, 'redirect-chain': 0.05 },
    },
    {
      name: 'en.wikipedia.org',
      urls: count(260),
      latencyMs: 40,
      concurrency: 8,
      rateLimit: { requests: 120, windowMs: 10_000, retryAfter: 'seconds' },
    },
    {
      // Its pages' ids come from a script: no fragment links here (the kit does not judge them).
      name: 'github.com',
      urls: count(200),
      latencyMs: 50,
      concurrency: 8,
      mix: { 'anchor-ok': 0, 'anchor-missing': 0 },
      rateLimit: { requests: 70, windowMs: 10_000, retryAfter: 'seconds' },
    },
    {
      name: 'stackoverflow.com',
      urls: count(120),
      latencyMs: 70,
      concurrency: 4,
      rateLimit: { requests: 30, windowMs: 5_000, retryAfter: 'http-date' },
    },
    { name: 'www.npmjs.com', urls: count(80), latencyMs: 50, concurrency: 8, behaviour: 'bot-challenge' },
    {
      name: 'medium.com',
      urls: count(60),
      latencyMs: 150,
      concurrency: 4,
      behaviour: 'flaky-503',
      flakyRate: 0.1,
    },
    { name: 'www.linkedin.com', urls: count(12), latencyMs: 100, concurrency: 4, behaviour: 'status-999' },
    {
      name: 'legacy.acme-tools.net',
      urls: count(16),
      latencyMs: 500,
      concurrency: 2,
      behaviour: 'slow',
      mix: { hang: 0.15 },
    },
    { name: 'api.old-vendor.io', urls: count(6), latencyMs: 50, concurrency: 4, resolves: false },
  ].slice(0, Math.max(0, options.hosts - 1)) as HostPlan[];
  const tailHosts = options.hosts - specials.length;
  let remaining = options.urls - specials.reduce((sum, h) => sum + h.urls, 0);
  if (tailHosts <= 0 || remaining < tailHosts) throw new Error('planWeb: too few URLs for the hosts');
  // Zipf weights: a few hosts with hundreds of URLs, most with a handful.
  const weights = Array.from({ length: tailHosts }, (_, i) => 1 / (i + 1) ** 1.05);
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => 1 + Math.floor(((remaining - tailHosts) * w) / weightTotal));
  remaining -= counts.reduce((a, b) => a + b, 0);
  for (let i = 0; remaining > 0; i = (i + 1) % tailHosts, remaining--) counts[i]!++;
  const tail = counts.map((urls, i): HostPlan => {
    const roll = next();
    // Big sites are fast and take more at once (a CDN); small ones range from tens to hundreds of ms.
    const big = urls > 60;
    const latencyMs = big
      ? 15 + Math.floor(next() * 45)
      : Math.round(15 * Math.exp(next() * Math.log(250 / 15)));
    // Rate limits on plain hosts: with HEAD refused as well, linkinator livelocks (every window
    // spent on HEADs, the GETs after them always 429) and the comparison would measure its timeout.
    const rateLimited = next() < 0.1;
    const behaviour: HostBehaviour = rateLimited
      ? 'plain'
      : roll < 0.08
        ? 'head-405'
        : roll < 0.12
          ? 'head-404'
          : roll < 0.16
            ? 'flaky-503'
            : roll < 0.18
              ? 'bot-challenge'
              : 'plain';
    return {
      name: `h${String(i).padStart(3, '0')}.sim.test`,
      urls,
      latencyMs,
      concurrency: big ? 8 + Math.floor(next() * 9) : next() < 0.1 ? 1 : 2 + Math.floor(next() * 7),
      behaviour,
      ...(behaviour === 'flaky-503' ? { flakyRate: 0.08 } : {}),
      ...(rateLimited
        ? {
            rateLimit: {
              // A host with many links is still checked in about 20 s at most.
              requests: Math.max(5 + Math.floor(next() * 20), Math.ceil((urls * 1.3) / 4)),
              windowMs: 5_000,
              retryAfter: next() < 0.5 ? 'seconds' : 'http-date',
            } satisfies RateLimit,
          }
        : {}),
      resolves: i < 10 || urls > 3 || next() > 0.15,
    };
  });
  return { seed: options.seed, hosts: [...specials, ...tail] };
}

/**
 * A web whose host loads are skewed (issue 47's second web): a few heavy hosts hold a fifth of the
 * URLs, each near the run's whole time at two requests at once, and a long tail of small hosts shares
 * the rest; every host answers in `minLatencyMs`-`maxLatencyMs` (log-uniform on the tail), `rateLimited`
 * mid-sized hosts limit their rate (429 with Retry-After). Handing slots to the hosts with the fewest
 * requests in flight starts the heavy hosts' queues late, and those decide when the run ends.
 */
export function planSkewedWeb(options: {
  seed: number;
  hosts: number;
  urls: number;
  rateLimited: number;
  minLatencyMs: number;
  maxLatencyMs: number;
}): WebPlan {
  const next = seededRandom(options.seed);
  const { minLatencyMs, maxLatencyMs } = options;
  const heavy: HostPlan[] = [
    { name: 'docs.aws.amazon.com', urls: 330, latencyMs: 110, concurrency: 12 },
    { name: 'learn.microsoft.com', urls: 280, latencyMs: 120, concurrency: 10 },
    { name: 'cloud.google.com', urls: 230, latencyMs: 95, concurrency: 8 },
    { name: 'kubernetes.io', urls: 190, latencyMs: 80, concurrency: 8, mix: { 'anchor-ok': 0.15 } },
    { name: 'docs.docker.com', urls: 150, latencyMs: 70, concurrency: 6 },
  ].map((host) => ({ ...host, latencyMs: Math.min(maxLatencyMs, Math.max(minLatencyMs, host.latencyMs)) }));
  const tailHosts = options.hosts - heavy.length;
  let remaining = options.urls - heavy.reduce((sum, h) => sum + h.urls, 0);
  if (tailHosts <= options.rateLimited || remaining < tailHosts)
    throw new Error('planSkewedWeb: too few URLs or hosts');
  // A flatter tail than planWeb's: a few dozen mid-sized hosts, most with a handful.
  const weights = Array.from({ length: tailHosts }, (_, i) => 1 / (i + 4) ** 0.9);
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => 1 + Math.floor(((remaining - tailHosts) * w) / weightTotal));
  remaining -= counts.reduce((a, b) => a + b, 0);
  for (let i = 0; remaining > 0; i = (i + 1) % tailHosts, remaining--) counts[i]!++;
  // The rate-limited hosts: mid-sized ones (every third of the first hosts of the tail).
  const limited = new Set(Array.from({ length: options.rateLimited }, (_, i) => 1 + i * 3));
  const tail = counts.map((urls, i): HostPlan => {
    const roll = next();
    const latencyMs = Math.round(minLatencyMs * Math.exp(next() * Math.log(maxLatencyMs / minLatencyMs)));
    const rateLimited = limited.has(i);
    const behaviour: HostBehaviour = rateLimited
      ? 'plain'
      : roll < 0.06
        ? 'head-405'
        : roll < 0.09
          ? 'head-404'
          : roll < 0.11
            ? 'flaky-503'
            : 'plain';
    return {
      name: `s${String(i).padStart(3, '0')}.skew.test`,
      urls,
      latencyMs,
      concurrency: 2 + Math.floor(next() * 7),
      behaviour,
      ...(behaviour === 'flaky-503' ? { flakyRate: 0.05 } : {}),
      ...(rateLimited
        ? {
            rateLimit: {
              // Checked in about 12 s at most at its rate: below the heavy hosts' time.
              requests: Math.max(6 + Math.floor(next() * 14), Math.ceil((urls * 1.1 * 5) / 12)),
              windowMs: 5_000,
              retryAfter: next() < 0.5 ? 'seconds' : 'http-date',
            } satisfies RateLimit,
          }
        : {}),
      resolves: urls > 2 || next() > 0.05,
    };
  });
  return { seed: options.seed, hosts: [...heavy, ...tail] };
}

/** 10 hosts, 60 URLs, every behaviour once, latencies of a few ms: for integration tests (starts in ms). */
export const SMALL_WEB: WebPlan = {
  seed: 20261128,
  hosts: [
    {
      name: 'docs.sim.test',
      urls: 12,
      latencyMs: 5,
      concurrency: 4,
      mix: {
        page: 0.4,
        'anchor-ok': 0.2,
        'anchor-missing': 0.1,
        redirect: 0.1,
        'redirect-chain': 0.1,
        'not-found': 0.05,
        gone: 0.05,
      },
    },
    { name: 'head405.sim.test', urls: 6, latencyMs: 5, concurrency: 4, behaviour: 'head-405' },
    { name: 'head404.sim.test', urls: 6, latencyMs: 5, concurrency: 4, behaviour: 'head-404' },
    { name: 'flaky.sim.test', urls: 6, latencyMs: 5, concurrency: 4, behaviour: 'flaky-503', flakyRate: 0.3 },
    { name: 'wall.sim.test', urls: 4, latencyMs: 5, concurrency: 4, behaviour: 'bot-challenge' },
    {
      name: 'busy.sim.test',
      urls: 8,
      latencyMs: 5,
      concurrency: 2,
      rateLimit: { requests: 3, windowMs: 1000, retryAfter: 'seconds' },
    },
    {
      name: 'dated.sim.test',
      urls: 6,
      latencyMs: 5,
      concurrency: 2,
      rateLimit: { requests: 3, windowMs: 1000, retryAfter: 'http-date' },
    },
    { name: 'slow.sim.test', urls: 5, latencyMs: 40, concurrency: 2, behaviour: 'slow', mix: { hang: 0.3 } },
    { name: 'pro.sim.test', urls: 4, latencyMs: 5, concurrency: 4, behaviour: 'status-999' },
    { name: 'gone.sim.test', urls: 3, latencyMs: 5, concurrency: 4, resolves: false },
  ],
};

/** The benchmark's web: 5,000 distinct URLs on 300 hosts. */
export const BENCH_WEB: WebPlan = planWeb({ seed: 11, hosts: 300, urls: 5000 });

/** The benchmark's second web, with skewed host loads: 5,134 URLs on 496 hosts, 39 rate-limited. */
export const SKEWED_WEB: WebPlan = planSkewedWeb({
  seed: 47,
  hosts: 496,
  urls: 5134,
  rateLimited: 39,
  minLatencyMs: 40,
  maxLatencyMs: 250,
});

function enotfound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    syscall: 'getaddrinfo',
    hostname,
  });
}

/** A running simulated web. Close it. */
export class SimulatedWeb {
  readonly plan: WebPlan;
  readonly port: number;
  /** Every linked URL, with its truth. */
  readonly urls: readonly SimUrl[];
  private readonly hosts: Map<string, HostState>;
  private readonly byAddress: Map<string, HostState>;
  private readonly byUrl: Map<string, SimUrl>;
  private readonly listeners: net.Server[];
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly hangMs: number;
  private readonly timeScale: number;
  private statsSince = performance.now();
  /** Every request since the start or the last reset: its host, when it arrived and was answered (ms), its status. */
  private log: RequestRecord[] = [];

  private constructor(
    plan: WebPlan,
    port: number,
    built: BuiltHost[],
    listeners: net.Server[],
    options: StartOptions,
  ) {
    this.plan = plan;
    this.port = port;
    this.hangMs = options.hangMs ?? 30_000;
    this.timeScale = options.timeScale ?? 1;
    this.listeners = listeners;
    this.hosts = new Map();
    this.byAddress = new Map();
    built.forEach((host, index) => {
      if (host.plan.resolves === false) return;
      const state: HostState = {
        plan: host.plan,
        address: hostAddress(index),
        routes: host.routes,
        inFlight: 0,
        serving: 0,
        windowStart: 0,
        windowCount: 0,
        attempts: new Map(),
        latencyRandom: seededRandom((seededUnit(plan.seed, `latency ${host.plan.name}`) * 2 ** 32) >>> 0),
        stats: emptyStats(),
      };
      this.hosts.set(host.plan.name, state);
      this.byAddress.set(state.address, state);
    });
    this.urls = built.flatMap((host) => host.urls);
    this.byUrl = new Map(this.urls.map((u) => [u.url, u]));
  }

  /** Builds the plan's hosts and serves them; every host on its own address, all on one port. */
  static async start(plan: WebPlan, options: StartOptions = {}): Promise<SimulatedWeb> {
    const served = plan.hosts
      .map((host, index) => ({ host, index }))
      .filter((h) => h.host.resolves !== false);
    const addresses = served.map((h) => hostAddress(h.index));
    // The URLs carry the port, known once bound: connections before the web exists are dropped.
    const ready: { web?: SimulatedWeb } = {};
    const connection = (socket: Socket) => {
      const web = ready.web;
      if (!web) return socket.destroy();
      web.sockets.add(socket);
      const host = web.byAddress.get(socket.localAddress ?? '');
      if (host) host.stats.connections++;
      socket.once('close', () => web.sockets.delete(socket));
      server.emit('connection', socket);
    };
    const server = http.createServer({ keepAliveTimeout: 5_000 }, (req, res) => ready.web?.handle(req, res));
    const { port, listeners } = await listenEverywhere(addresses, options.port ?? 0, connection);
    const built = plan.hosts.map((host) => buildHost(host, originOf(host.name, port), plan.seed));
    ready.web = new SimulatedWeb(plan, port, built, listeners, options);
    return ready.web;
  }

  /** The web's name lookup: its hosts' loopback addresses; any other name is ENOTFOUND. */
  readonly lookup = (hostname: string): Promise<ResolvedName[]> => {
    const host = this.hosts.get(hostname.toLowerCase().replace(/\.$/, ''));
    return host
      ? Promise.resolve([{ address: host.address, family: 4 as const }])
      : Promise.reject(enotfound(hostname));
  };

  /** Host name → address, for another process's resolver (bench/children/links-resolve.ts). */
  names(): Record<string, string> {
    return Object.fromEntries([...this.hosts].map(([name, host]) => [name, host.address]));
  }

  /** Writes {@link names} as JSON; returns the path. */
  writeNames(path: string): string {
    writeFileSync(path, JSON.stringify(this.names()));
    return path;
  }

  originOf(hostname: string): string {
    return originOf(hostname, this.port);
  }

  /** What a correct checker must say of a URL as written (undefined: not a URL of this web). */
  truthOf(url: string): Truth | undefined {
    return this.byUrl.get(normalUrl(url))?.truth;
  }

  urlInfo(url: string): SimUrl | undefined {
    return this.byUrl.get(normalUrl(url));
  }

  hostPlan(name: string): HostPlan | undefined {
    return this.plan.hosts.find((h) => h.name === name);
  }

  /** Requests received since the start or the last reset, per host (hosts that received none too). */
  stats(): Map<string, HostStats> {
    return new Map([...this.hosts].map(([name, host]) => [name, { ...host.stats }]));
  }

  /** Every request since the start or the last reset, in the order they arrived (the benchmark's timeline). */
  requests(): readonly RequestRecord[] {
    return this.log;
  }

  totals(): HostStats {
    const total = emptyStats();
    for (const host of this.hosts.values()) {
      for (const key of Object.keys(total) as (keyof HostStats)[]) {
        total[key] =
          key === 'maxConcurrent' || key === 'lastRequestMs'
            ? Math.max(total[key], host.stats[key])
            : total[key] + host.stats[key];
      }
    }
    return total;
  }

  /** Zeroes the counters, the rate-limit windows and the 503 draws (each run meets the same web). */
  resetStats(): void {
    this.statsSince = performance.now();
    this.log = [];
    for (const host of this.hosts.values()) {
      host.stats = emptyStats();
      host.windowStart = 0;
      host.windowCount = 0;
      host.attempts.clear();
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await Promise.all(this.listeners.map((l) => new Promise<void>((done) => l.close(() => done()))));
  }

  private later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const host = this.byAddress.get(req.socket.localAddress ?? '');
    const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!host || hostHeader !== host.plan.name) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('misdirected request\n');
      return;
    }
    const { stats, plan } = host;
    const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
    stats.requests++;
    stats.lastRequestMs = performance.now() - this.statsSince;
    if (method === 'HEAD') stats.head++;
    else stats.get++;
    host.inFlight++;
    stats.maxConcurrent = Math.max(stats.maxConcurrent, host.inFlight);
    const record: RequestRecord = { host: plan.name, atMs: stats.lastRequestMs, endMs: -1, status: 0 };
    this.log.push(record);
    let admitted = false;
    let timer: NodeJS.Timeout | undefined;
    res.once('close', () => {
      record.endMs = performance.now() - this.statsSince;
      record.status = res.statusCode;
      host.inFlight--;
      if (admitted) host.serving--;
      if (timer) {
        clearTimeout(timer);
        this.timers.delete(timer);
      }
    });
    const latency = plan.latencyMs * this.timeScale * (0.8 + 0.4 * host.latencyRandom());

    // Turned away at the edge, quickly: more at once than the host serves, or past the rate limit.
    if (host.serving >= plan.concurrency) {
      stats.tooMany++;
      stats.overConcurrency++;
      timer = this.later(latency / 4, () => tooMany(res, '1'));
      return;
    }
    const limit = plan.rateLimit;
    if (limit) {
      const now = Date.now();
      const windowMs = limit.windowMs * this.timeScale;
      if (now - host.windowStart >= windowMs) {
        host.windowStart = now;
        host.windowCount = 0;
      }
      if (host.windowCount >= limit.requests) {
        stats.tooMany++;
        const endsAt = host.windowStart + windowMs;
        const retryAfter =
          limit.retryAfter === 'seconds'
            ? String(Math.max(1, Math.ceil((endsAt - now) / 1000)))
            : new Date(Math.ceil(endsAt / 1000) * 1000).toUTCString();
        timer = this.later(latency / 4, () => tooMany(res, retryAfter));
        return;
      }
      host.windowCount++;
    }
    admitted = true;
    host.serving++;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = host.routes.get(path);
    if (route?.type === 'hang') {
      stats.hung++;
      // Never answered: the connection is dropped when a gateway would give up.
      timer = this.later(this.hangMs, () => req.socket.destroy());
      return;
    }
    timer = this.later(latency, () => {
      timer = undefined;
      this.answer(host, method, path, route, res);
    });
  }

  private answer(
    host: HostState,
    method: 'HEAD' | 'GET',
    path: string,
    route: Route | undefined,
    res: ServerResponse,
  ) {
    const behaviour = host.plan.behaviour ?? 'plain';
    if (behaviour === 'bot-challenge') {
      res
        .writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' })
        .end('<!doctype html><title>Just a moment...</title><p>Checking your browser.</p>');
      return;
    }
    if (behaviour === 'status-999') {
      res.writeHead(999, 'Request denied', { 'content-type': 'text/html' }).end('<html></html>');
      return;
    }
    if (behaviour === 'flaky-503') {
      const attempt = (host.attempts.get(path) ?? 0) + 1;
      host.attempts.set(path, attempt);
      if (
        seededUnit(this.plan.seed, `503 ${host.plan.name}${path} ${attempt}`) < (host.plan.flakyRate ?? 0.1)
      ) {
        host.stats.unavailable++;
        res.writeHead(503, { 'content-type': 'text/plain' }).end('temporarily unavailable\n');
        return;
      }
    }
    if (method === 'HEAD' && behaviour === 'head-405') {
      res.writeHead(405, { allow: 'GET', 'content-type': 'text/plain' }).end();
      return;
    }
    if (method === 'HEAD' && behaviour === 'head-404') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end();
      return;
    }
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' }).end(errorPage(404, 'Not Found'));
      return;
    }
    switch (route.type) {
      case 'redirect':
        res.writeHead(route.status, { location: route.location, 'content-type': 'text/html' }).end();
        return;
      case 'status':
        res.writeHead(route.status, { 'content-type': 'text/html' }).end(errorPage(route.status, 'Gone'));
        return;
      case 'page': {
        const body = pageHtml(host.plan.name, path, route);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(method === 'HEAD' ? undefined : body);
        return;
      }
      case 'hang':
        return;
    }
  }
}

function tooMany(res: ServerResponse, retryAfter: string): void {
  res.writeHead(429, { 'retry-after': retryAfter, 'content-type': 'text/plain' }).end('too many requests\n');
}

function emptyStats(): HostStats {
  return {
    requests: 0,
    head: 0,
    get: 0,
    maxConcurrent: 0,
    lastRequestMs: 0,
    tooMany: 0,
    overConcurrency: 0,
    unavailable: 0,
    hung: 0,
    connections: 0,
  };
}

function errorPage(status: number, text: string): string {
  return `<!doctype html><html><head><title>${status} ${text}</title></head><body><h1>${text}</h1></body></html>`;
}

const FILLER =
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation.</p>\n';

/** A page of about `route.bytes` with its ids on headings. */
function pageHtml(hostname: string, path: string, route: Extract<Route, { type: 'page' }>): string {
  const parts = [
    `<!doctype html><html><head><meta charset="utf-8"><title>${path} - ${hostname}</title></head><body>`,
  ];
  parts.push(`<h1>${path}</h1>`);
  const perSection = Math.max(1, Math.floor(route.bytes / FILLER.length / route.ids.length));
  for (const id of route.ids) {
    parts.push(`<h2 id="${id}">${id}</h2>\n`, FILLER.repeat(perSection));
  }
  parts.push('</body></html>\n');
  return parts.join('');
}

/** Binds every address on one port: `port`, or (0) one found free on every address. */
async function listenEverywhere(
  addresses: readonly string[],
  port: number,
  onConnection: (socket: Socket) => void,
): Promise<{ port: number; listeners: net.Server[] }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const listeners: net.Server[] = [];
    let chosen = port;
    try {
      for (const address of addresses) {
        const listener = net.createServer(onConnection);
        await new Promise<void>((done, fail) => {
          listener.once('error', fail);
          listener.listen({ port: chosen, host: address, backlog: 511 }, () => {
            listener.off('error', fail);
            done();
          });
        });
        listeners.push(listener);
        if (chosen === 0) chosen = (listener.address() as net.AddressInfo).port;
      }
      return { port: chosen, listeners };
    } catch (error) {
      await Promise.all(listeners.map((l) => new Promise<void>((done) => l.close(() => done()))));
      // A fixed port is taken: nothing to retry. A found one may be taken on another address: find another.
      if (port !== 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no port free on every address of the simulated web');
}

export function startSimulatedWeb(plan: WebPlan, options: StartOptions = {}): Promise<SimulatedWeb> {
  return SimulatedWeb.start(plan, options);
}

/** The small web for integration tests: 10 hosts, 60 URLs, a hang dropped after 2 s. */
export function startSmallWeb(options: StartOptions = {}): Promise<SimulatedWeb> {
  return SimulatedWeb.start(SMALL_WEB, { hangMs: 2_000, ...options });
}

export function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------
// Judging a checker against the truth.

/** A checker's verdict on a link: `other` is neither (suspect, skipped, a warning). */
export type Verdict = 'ok' | 'broken' | 'other';

export interface Score {
  /** Links of the web the checker gave a verdict on. */
  judged: number;
  /** Links of the web it said nothing of. */
  unjudged: number;
  /** Said broken, but the link works or its failure is not its fault. */
  falseBroken: number;
  /** Broken, but not said so. */
  missedBroken: number;
  /** Per kind of URL, for the notes: `bot-challenge page: 80`. */
  falseBrokenByKind: Record<string, number>;
  missedBrokenByKind: Record<string, number>;
}

/** Counts a checker's false broken links and missed broken links against the web's truth. */
export function scoreVerdicts(
  web: { urls: readonly SimUrl[]; hostPlan(name: string): HostPlan | undefined },
  verdicts: ReadonlyMap<string, Verdict>,
): Score {
  const score: Score = {
    judged: 0,
    unjudged: 0,
    falseBroken: 0,
    missedBroken: 0,
    falseBrokenByKind: {},
    missedBrokenByKind: {},
  };
  const normal = new Map([...verdicts].map(([url, verdict]) => [normalUrl(url), verdict]));
  for (const link of web.urls) {
    const verdict = normal.get(link.url);
    if (verdict === undefined) {
      score.unjudged++;
      continue;
    }
    score.judged++;
    const behaviour = web.hostPlan(link.host)?.behaviour ?? 'plain';
    const label = behaviour === 'plain' ? link.kind : `${behaviour} ${link.kind}`;
    if (verdict === 'broken' && link.truth !== 'broken') {
      score.falseBroken++;
      score.falseBrokenByKind[label] = (score.falseBrokenByKind[label] ?? 0) + 1;
    } else if (verdict !== 'broken' && link.truth === 'broken') {
      score.missedBroken++;
      score.missedBrokenByKind[label] = (score.missedBrokenByKind[label] ?? 0) + 1;
    }
  }
  return score;
}

// ---------------------------------------------------------------------------------------------
// The docs folder that links to the web.

export interface LinkSite {
  dir: string;
  /** Page paths relative to `dir`, without extension (as docs.json lists them). */
  pages: string[];
  /** Links written (a URL on several pages counts on each). */
  links: number;
  /** Per page (with `.mdx`), the URLs it links to, in order. */
  linksByPage: Map<string, string[]>;
}

/**
 * A docs folder (`docs.json` and `pages` `.mdx` pages under `links/`) whose pages hold the given
 * URLs (default every URL of the web) as markdown links, JSX `<a href>` and autolinks (GFM literals:
 * MDX reads `<https://...>` as JSX), several per page; about one URL in six is also linked from two
 * or three other pages.
 */
export function generateLinkSite(
  web: { urls: readonly SimUrl[] },
  options: { dir: string; pages: number; urls?: readonly SimUrl[] | undefined; seed?: number | undefined },
): LinkSite {
  const next = seededRandom(options.seed ?? 7);
  const urls = [...(options.urls ?? web.urls)];
  // Shuffled, so that a page links to many hosts as a real page does.
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [urls[i], urls[j]] = [urls[j]!, urls[i]!];
  }
  const pageCount = Math.max(1, Math.min(options.pages, urls.length));
  const linksByPage = new Map<string, string[]>();
  const pages = Array.from({ length: pageCount }, (_, i) => `links/page-${String(i + 1).padStart(4, '0')}`);
  for (const page of pages) linksByPage.set(`${page}.mdx`, []);
  urls.forEach((link, i) => {
    linksByPage.get(`${pages[i % pageCount]!}.mdx`)!.push(link.url);
    if (next() < 1 / 6) {
      for (let extra = 1 + Math.floor(next() * 2); extra > 0; extra--) {
        const other = `${pick(pages, next)}.mdx`;
        const list = linksByPage.get(other)!;
        if (!list.includes(link.url)) list.push(link.url);
      }
    }
  });
  mkdirSync(join(options.dir, 'links'), { recursive: true });
  writeFileSync(
    join(options.dir, 'docs.json'),
    JSON.stringify({ name: 'Simulated links', navigation: { pages } }, null, 2) + '\n',
  );
  let links = 0;
  for (const [file, list] of linksByPage) {
    links += list.length;
    writeFileSync(join(options.dir, file), pageMdx(file, list));
  }
  return { dir: options.dir, pages, links, linksByPage };
}

function pageMdx(file: string, urls: readonly string[]): string {
  const title = file.replace(/^links\//, '').replace(/\.mdx$/, '');
  const lines = ['---', `title: ${title}`, '---', '', `# ${title}`, ''];
  urls.forEach((url, i) => {
    // No host name in the text: `www.x` would be an autolink of its own.
    const label = pick(WORDS, () => ((i * 7) % WORDS.length) / WORDS.length);
    if (i % 3 === 0) lines.push(`Read [the ${label} page](${url}) before you start.`, '');
    else if (i % 3 === 1) lines.push(`<a href="${url}">More on ${label}</a>`, '');
    else lines.push(`See ${url} for the details.`, '');
  });
  return lines.join('\n');
}

/**
 * The same pages as plain Markdown (`.md`, front matter dropped, the same links in the same three
 * forms), for checkers that do not read MDX (linkinator reads `.md` with `--markdown`).
 */
export function writeMarkdownCopy(site: LinkSite, dir: string): string[] {
  const files: string[] = [];
  for (const [file, urls] of site.linksByPage) {
    const target = join(dir, file.replace(/\.mdx$/, '.md'));
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, pageMdx(file, urls).replace(/^---\n[\s\S]*?\n---\n/, ''));
    files.push(target);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// What the hosts allow.

/** One host as `politenessBoundMs` reads it. */
export interface HostAllowance {
  name: string;
  /** Documents to request (URLs without fragment, each once). */
  urls: number;
  /** Per document: the host's latency times the requests a careful checker needs (HEAD refused: GET too; each redirect hop). */
  latencyMs: number;
  /** What politeness allows at once: the host's tolerance, at most the checker's per-host limit. */
  concurrency: number;
  /** Documents per second the rate limit allows. */
  ratePerSecond?: number | undefined;
}

/** Requests a careful checker (HEAD first, GET when HEAD is refused or a fragment needs the body) sends for one document. */
function requestsFor(plan: HostPlan, kind: PathKind, wantAnchors: boolean): number {
  const behaviour = plan.behaviour ?? 'plain';
  const hops = kind === 'redirect' || kind === 'redirect-dead' ? 2 : kind === 'redirect-chain' ? 4 : 1;
  if (wantAnchors) return hops;
  // HEAD refused (400/403/404/405/501): a GET follows, at every hop.
  const refused =
    behaviour === 'head-405' ||
    behaviour === 'head-404' ||
    behaviour === 'bot-challenge' ||
    kind === 'not-found' ||
    kind === 'redirect-dead';
  return kind === 'redirect-dead' ? hops + 1 : refused ? hops * 2 : hops;
}

/**
 * Per host, what it allows a polite checker: its documents, the latency of the requests each needs,
 * its tolerated concurrency capped at `hostConcurrency(name)` and its rate limit in documents per
 * second. Hosts that never answer a path count their answered documents only (a timeout is not
 * politeness); names that do not resolve are left out.
 */
export function hostAllowances(
  web: Pick<SimulatedWeb, 'urls' | 'hostPlan'>,
  hostConcurrency: (host: string) => number,
): HostAllowance[] {
  const byHost = new Map<string, Map<string, { kind: PathKind; wantAnchors: boolean }>>();
  for (const link of web.urls) {
    if (link.kind === 'no-such-host' || link.kind === 'hang') continue;
    let documents = byHost.get(link.host);
    if (!documents) byHost.set(link.host, (documents = new Map()));
    const known = documents.get(link.document);
    const wantAnchors = link.url !== link.document;
    documents.set(link.document, {
      kind: link.kind,
      wantAnchors: (known?.wantAnchors ?? false) || wantAnchors,
    });
  }
  const allowances: HostAllowance[] = [];
  for (const [name, documents] of byHost) {
    const plan = web.hostPlan(name)!;
    let requests = 0;
    for (const doc of documents.values()) requests += requestsFor(plan, doc.kind, doc.wantAnchors);
    const perDocument = requests / documents.size;
    allowances.push({
      name,
      urls: documents.size,
      latencyMs: plan.latencyMs * perDocument,
      concurrency: Math.max(1, Math.min(plan.concurrency, hostConcurrency(name))),
      ratePerSecond: plan.rateLimit
        ? plan.rateLimit.requests / (plan.rateLimit.windowMs / 1000) / perDocument
        : undefined,
    });
  }
  return allowances.sort((a, b) => a.name.localeCompare(b.name));
}
