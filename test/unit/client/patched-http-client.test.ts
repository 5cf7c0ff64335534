import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HttpClient } from '@actions/http-client';
import { ProxyAgent } from 'undici';

// patches/@actions+http-client+*.patch (applied by scripts/apply-patches.js) makes @actions/http-client
// load undici when a proxy dispatcher is first needed instead of at import: every action starts
// about 25 ms sooner. These tests pin what the patch must keep.
describe('@actions/http-client as patched', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('still gives an undici ProxyAgent as the dispatcher when a proxy applies', () => {
    process.env.https_proxy = 'http://proxy.example.test:3128';
    delete process.env.no_proxy;
    delete process.env.NO_PROXY;
    const dispatcher = new HttpClient('docs-ci').getAgentDispatcher('https://api.example.test/x');
    expect(dispatcher).toBeInstanceOf(ProxyAgent);
  });

  it('gives no dispatcher without a proxy, as before', () => {
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) delete process.env[name];
    expect(new HttpClient('docs-ci').getAgentDispatcher('https://api.example.test/x')).toBeUndefined();
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

  it('bundle undici behind the patched loader, as a module of the bundle', () => {
    const loaders = files
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .filter((code) => code.includes('loadUndici'));
    expect(loaders.length).toBeGreaterThan(0);
    for (const code of loaders)
      expect(code).toMatch(/function loadUndici\(\)\s*\{\s*return [\w$]+\(\d+\);?\s*\}/);
  });
});
