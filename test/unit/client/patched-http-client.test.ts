import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HttpClient, preloadUndici } from '@actions/http-client';
import { ProxyAgent } from 'undici';
import { prepareProxySupport } from '../../../src/client/agent.js';

// patches/@actions+http-client+*.patch (applied by scripts/apply-patches.js) keeps undici out of
// @actions/http-client's import: it is loaded by preloadUndici() through import(), so that the bundles
// compile it only behind a proxy (every action starts about 30 ms sooner). The kit calls
// prepareProxySupport at start. These tests pin what the patch must keep. They run in this order:
// undici is loaded once per test file.
describe('@actions/http-client as patched', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const withoutProxy = () => {
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'])
      delete process.env[name];
  };

  it('gives no dispatcher without a proxy, as before, and never needs undici for it', () => {
    withoutProxy();
    expect(new HttpClient('docs-ci').getAgentDispatcher('https://api.example.test/x')).toBeUndefined();
  });

  it('names the missing preload when a proxy dispatcher is asked for before undici is loaded', async () => {
    withoutProxy();
    await prepareProxySupport(process.env); // no proxy variable: loads nothing
    process.env.https_proxy = 'http://proxy.example.test:3128';
    expect(() => new HttpClient('docs-ci').getAgentDispatcher('https://api.example.test/x')).toThrow(
      /a proxy dispatcher needs undici, which was not loaded; await preloadUndici\(\) first/,
    );
  });

  it('prepareProxySupport loads undici when a proxy variable is set: the dispatcher is an undici ProxyAgent', async () => {
    withoutProxy();
    process.env.HTTP_PROXY = 'http://proxy.example.test:3128';
    await prepareProxySupport(process.env);
    const dispatcher = new HttpClient('docs-ci').getAgentDispatcher('http://api.example.test/x');
    expect(dispatcher).toBeInstanceOf(ProxyAgent);
    await (dispatcher as ProxyAgent).close();
    expect(await preloadUndici()).toHaveProperty('ProxyAgent', ProxyAgent);
  });
});

describe('dist bundles', () => {
  const dist = resolve(import.meta.dirname, '../../../dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

  it('load nothing at run time but Node built-ins (the lazy undici is bundled, not required from node_modules)', () => {
    expect(files.length).toBeGreaterThan(10);
    const external = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      for (const match of code.matchAll(/\(import\.meta\.url\)\("([^"]+)"\)/g)) {
        if (!builtins.has(match[1]!)) external.add(`${file}: ${match[1]}`);
      }
    }
    expect([...external]).toEqual([]);
  });

  it('keep undici out of the code every run compiles: it is a chunk, loaded by preloadUndici', () => {
    const undiciChunks = files.filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes('class ProxyAgent extends DispatcherBase'),
    );
    expect(undiciChunks.length).toBeGreaterThan(0);
    for (const file of undiciChunks) expect(file).toMatch(/^[\w-]+\/\d+\.index\.js$/);
    const loaders = files.filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes('function loadUndici'),
    );
    expect(loaders.length).toBeGreaterThan(0);
    for (const file of loaders) {
      const code = readFileSync(join(dist, file), 'utf8');
      // webpack's chunk loading (`__webpack_require__.e(<chunk id>)`), minified or not
      const preload = code.slice(code.indexOf('function preloadUndici()'));
      expect(preload.slice(0, preload.indexOf('return'))).toMatch(
        /await [\w$]+\.e\((\/\* import\(\) \*\/ )?\d+\)/,
      );
    }
  });
});
