import type { DocsConfig } from './docs-config.js';
import { DEFAULT_API_DIRECTORY } from './openapi-field.js';
import type { SpecSource } from './openapi-field.js';
import { describeEndpoint } from '../openapi/endpoint-reference.js';
import { endpointHint } from '../openapi/endpoint-hint.js';
import { lookupSpec, matchEndpoint } from '../openapi/spec-lookup.js';
import type { UncheckedReferences } from '../pages/check-mdx.js';
import type { Findings } from '../findings.js';
import type { OpenApiDocument } from '../openapi/openapi-model.js';
import { pageFor } from '../pages/generated-pages.js';
import type { PageCandidate } from '../pages/generated-pages.js';
import type { SourceDocument } from '../source/source-document.js';
import type { SpecRegistry } from '../openapi/spec-registry.js';

/**
 * Checks what the navigation references in the specs and lists the pages it generates: every
 * endpoint of sections with `openapi` and no pages, and each `[file] METHOD /path` entry.
 */
export function checkNavigation(
  docs: SourceDocument,
  config: DocsConfig,
  registry: SpecRegistry,
  extension: string,
  findings: Findings,
  unchecked: UncheckedReferences,
): PageCandidate[] {
  const candidates: PageCandidate[] = [];
  const hinted = new Set<string>();
  for (const source of config.sources) {
    if (source.kind !== 'url' || !source.usable || hinted.has(source.target)) continue;
    hinted.add(source.target);
    findings.at(
      source.document ?? docs,
      source.at,
      'openapi-source-url',
      'a spec referenced by URL must be publicly reachable, and changing it never redeploys the site: call the Trigger deployment operation after each change (or keep the spec in the repository)',
      'value',
    );
  }

  let runs = 0;
  for (const section of config.sections) {
    for (const source of section.sources) {
      const document = documentOf(source, registry);
      if (!document) continue;
      // Each navigation element's spec is one bulk generation in the build, with its own URL counters.
      const run = String(runs++);
      for (const info of document.operations) {
        const candidate = pageFor(document, info, source.directory, extension, section.version, run);
        if (candidate) candidates.push(candidate);
      }
    }
  }

  for (const entry of config.endpoints) {
    const { reference } = entry;
    const what = describeEndpoint(reference);
    let documents: { document: OpenApiDocument; directory: string }[] = [];
    let checkable = true;
    const unreadUrls: string[] = [];
    if (reference.file) {
      const named = lookupSpec(reference.file, registry);
      if (!named) {
        findings.at(
          entry.document ?? docs,
          entry.at,
          'nav-endpoint-spec-not-found',
          `spec file ${JSON.stringify(reference.file)} of "${what}" does not exist (paths are relative to the repository root)`,
          'value',
        );
        continue;
      }
      if (named.entry.state === 'unknown') unchecked.add([named.target]);
      if (named.entry.state !== 'ok') continue;
      if (!named.exact) {
        findings.at(
          entry.document ?? docs,
          entry.at,
          'openapi-reference-loose',
          `${JSON.stringify(reference.file)} is not an exact path: the build finds ${named.target}; write "${named.target} ${what}"`,
          'value',
        );
      }
      const scoped = entry.scope?.find((s) => s.target === named.target);
      documents = [{ document: named.entry.document, directory: scoped?.directory ?? DEFAULT_API_DIRECTORY }];
    } else {
      if (!entry.scope) {
        findings.at(
          entry.document ?? docs,
          entry.at,
          'nav-endpoint-no-spec',
          `"${what}" needs a spec: add openapi to this group or one above it, or name the file ("openapi.yaml ${what}")`,
          'value',
        );
        continue;
      }
      for (const source of entry.scope) {
        const document = documentOf(source, registry);
        if (document) documents.push({ document, directory: source.directory });
        else {
          checkable = false;
          if (source.kind === 'url' && source.usable) unreadUrls.push(source.target);
        }
      }
    }
    const match = documents.find(({ document }) => matchEndpoint(document, reference) !== undefined);
    if (!match) {
      // Missing files and offline URLs are reported (or hinted) where they are referenced.
      if (unreadUrls.length > 0) unchecked.add(unreadUrls);
      if (!checkable || documents.length === 0) continue;
      const names = documents.map(({ document }) => document.file).join(', ');
      const hint = endpointHint(
        documents.map(({ document }) => document),
        reference,
      );
      findings.at(docs, entry.at, 'nav-endpoint-not-found', `"${what}" is not in ${names}${hint}`, 'value');
      continue;
    }
    const found = matchEndpoint(match.document, reference);
    if (!found) continue;
    const { info } = found;
    if (found.trailingSlash) {
      findings.at(
        entry.document ?? docs,
        entry.at,
        'openapi-path-trailing-slash',
        `"${what}" matches ${info.method.toUpperCase()} ${info.path} of ${match.document.file} only up to a trailing "/": write the path exactly as the spec does`,
        'value',
      );
    }
    if (info.operation['x-excluded'] === true) {
      findings.at(
        entry.document ?? docs,
        entry.at,
        'nav-endpoint-excluded',
        `"${what}" is x-excluded in ${match.document.file}, so it has no page: remove the entry or the extension`,
        'value',
      );
      continue;
    }
    const candidate = pageFor(match.document, info, match.directory, extension, entry.version);
    if (candidate) candidates.push(candidate);
  }

  if (
    config.downloadSpecAt &&
    registry.documents().length === 0 &&
    !config.sources.some((s) => s.kind === 'url')
  ) {
    findings.at(
      docs,
      config.downloadSpecAt,
      'contextual-download-spec-no-spec',
      'download-spec is enabled but the repository has no OpenAPI spec to download',
      'value',
    );
  }
  return candidates;
}

function documentOf(source: SpecSource, registry: SpecRegistry): OpenApiDocument | undefined {
  if (!source.usable) return undefined;
  const entry = registry.get(source.target);
  return entry.state === 'ok' ? entry.document : undefined;
}
