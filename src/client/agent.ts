import type { Agent } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { getProxyUrl, HttpClient, preloadUndici } from '@actions/http-client';

/**
 * The http.Agent for a URL, as @actions/http-client chooses it: a tunnelling agent when
 * `https_proxy`/`http_proxy` applies (honouring `no_proxy`; 127.0.0.1 and localhost are never
 * proxied), a plain keep-alive agent otherwise. Node's https module adds NODE_EXTRA_CA_CERTS itself.
 */
// One HttpClient per origin: a client caches a single agent, whatever the protocol of later URLs.
const clients = new Map<string, HttpClient>();
const cache = new Map<string, Agent>();

export function agentFor(url: string): Agent {
  const parsed = new URL(url);
  const key = `${parsed.protocol}//${parsed.host}`;
  let agent = cache.get(key);
  if (!agent) {
    const client = new HttpClient('docs-ci', [], { keepAlive: true });
    agent = client.getAgent(url);
    clients.set(key, client);
    cache.set(key, agent);
  }
  return agent;
}

/**
 * The http.Agent for a request that must go on a connection that carried nothing before it (and
 * carries nothing after): a request that changes state, whose copy sent on a connection the server
 * was closing may have been processed without an answer. Behind a proxy, agentFor(url)'s tunnelling
 * agent already opens a tunnel per request; otherwise an agent that keeps no connection alive.
 */
export function oneShotAgentFor(url: string): Agent {
  if (usesProxy(url)) return agentFor(url);
  return url.startsWith('https:') ? oneShotAgents.https : oneShotAgents.http;
}

// maxSockets stays unlimited: then Node sends `Connection: close` and the socket ends with its
// answer; a limited pool announces keep-alive and hands a freed socket to a request queued behind it.
const oneShotAgents = {
  http: new http.Agent({ keepAlive: false, maxSockets: Infinity }),
  https: new https.Agent({ keepAlive: false, maxSockets: Infinity }),
};

/**
 * Whether agentFor(url) tunnels through a proxy: the same decision of @actions/http-client
 * (`https_proxy`/`http_proxy`, `no_proxy`, loopback never proxied).
 */
export function usesProxy(url: string): boolean {
  const proxy = getProxyUrl(url);
  return proxy !== '' && new URL(proxy).hostname !== '';
}

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/**
 * Behind a proxy, @actions/http-client's `getAgentDispatcher` needs undici. As patched (patches/),
 * that package leaves undici in a chunk of its own, so that no run without a proxy compiles it
 * (about 30 ms of every start-up here); a run with a proxy variable loads it here, before anything asks.
 */
export async function prepareProxySupport(env: NodeJS.ProcessEnv): Promise<void> {
  if (PROXY_VARIABLES.some((name) => env[name])) await preloadUndici();
}

/** Closes idle keep-alive sockets so a finished process exits at once. */
export function closeAgents(): void {
  for (const client of clients.values()) client.dispose();
  // The tunnelling agent used behind a proxy has no destroy(): its sockets close with their requests.
  for (const agent of cache.values()) (agent as Partial<Agent>).destroy?.();
  clients.clear();
  cache.clear();
}
