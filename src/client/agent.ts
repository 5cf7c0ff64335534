import type { Agent } from 'node:http';
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
