import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the service that answers with bodies a test scripts: for answers the emulator never
 * gives (generated from the published description, its own examples, extra fields, unknown states).
 * Each operation answers its queue in order; the last answer repeats.
 */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

export type ScriptedOperation = 'preview' | 'deploy' | 'status' | 'export-start' | 'export-get' | 'bundle';

const ROUTES: [ScriptedOperation, string, RegExp][] = [
  ['preview', 'POST', /^\/v1\/project\/preview\/[^/]+$/],
  ['deploy', 'POST', /^\/v1\/project\/update\/[^/]+$/],
  ['status', 'GET', /^\/v1\/project\/update-status\/[^/]+$/],
  ['export-start', 'POST', /^\/v1\/static-export\/jobs$/],
  ['export-get', 'GET', /^\/v1\/static-export\/jobs\/[^/]+$/],
  ['bundle', 'POST', /^\/v1\/static-export\/jobs\/[^/]+\/bundle$/],
];

export class ScriptedService {
  url = '';
  readonly apiKey = 'dcs_scripted_0123456789abcdef';
  /** Method and path of every request, in order. */
  readonly requests: { operation: ScriptedOperation | undefined; method: string; path: string }[] = [];
  private readonly queues = new Map<ScriptedOperation, ScriptedAnswer[]>();
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const operation = ROUTES.find(
          ([, method, pattern]) => method === req.method && pattern.test(path),
        )?.[0];
        this.requests.push({ operation, method: req.method ?? '', path });
        const queue = operation ? this.queues.get(operation) : undefined;
        const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
        if (!answer) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: `nothing scripted for ${req.method} ${path}` }));
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Replaces the script: each operation's answers, in order (200/202 bodies unless given a status). */
  script(answers: Partial<Record<ScriptedOperation, (ScriptedAnswer | Record<string, unknown>)[]>>): void {
    this.queues.clear();
    this.requests.length = 0;
    for (const [operation, list] of Object.entries(answers) as [ScriptedOperation, unknown[]][]) {
      const success =
        operation === 'preview' || operation === 'deploy' || operation === 'export-start' ? 202 : 200;
      this.queues.set(
        operation,
        list.map((a) =>
          a && typeof a === 'object' && 'status' in a && typeof a.status === 'number' && 'body' in a
            ? (a as ScriptedAnswer)
            : { status: success, body: a },
        ),
      );
    }
  }

  count(operation: ScriptedOperation): number {
    return this.requests.filter((r) => r.operation === operation).length;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function startScriptedService(): Promise<ScriptedService> {
  return new ScriptedService().listen();
}
