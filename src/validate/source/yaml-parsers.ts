import type * as SourceDocumentModule from './source-document.js';

// The YAML parsers (`yaml`, `js-yaml`, through source-document.ts) take a fifth of a validation's
// start-up to evaluate, and a repository with no page, no YAML spec and no non-strict JSON never
// uses them. The readers are synchronous (a page at a time, in batches): each asynchronous step
// that may meet YAML loads them first (loadYamlParsers), and the synchronous code takes them with
// yamlParsers().

type YamlParsers = typeof SourceDocumentModule;

let parsers: YamlParsers | undefined;

export async function loadYamlParsers(): Promise<YamlParsers> {
  parsers ??= await import('./source-document.js');
  return parsers;
}

/** The parsers loaded by loadYamlParsers; a caller that did not load them first is a bug. */
export function yamlParsers(): YamlParsers {
  if (!parsers) throw new Error('unreachable: a YAML parser used before loadYamlParsers()');
  return parsers;
}
