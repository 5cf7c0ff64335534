import { loadYamlParsers, yamlParsers } from '../../../../src/validate/source/yaml-parsers.js';

// The YAML parsers are loaded by import() (start-up, BENCHMARKS.md section 5); the synchronous
// readers take them from yamlParsers(), which must refuse to answer before they are loaded.
describe('yamlParsers', () => {
  it('refuses before loadYamlParsers, then hands out the loaded parsers', async () => {
    expect(() => yamlParsers()).toThrow('a YAML parser used before loadYamlParsers()');
    const loaded = await loadYamlParsers();
    expect(yamlParsers()).toBe(loaded);
    expect(await loadYamlParsers()).toBe(loaded);
    const parsed = yamlParsers().parseYamlSource('openapi.yaml', 'openapi: 3.1.0\ninfo:\n  title: T\n');
    expect(parsed.ok && parsed.document.data).toEqual({ openapi: '3.1.0', info: { title: 'T' } });
    expect(parsed.ok && parsed.document.position(['info', 'title'])).toEqual({ line: 3, column: 3 });
  });
});
