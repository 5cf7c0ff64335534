import type { Findings } from '../findings.js';
import { HTTP_METHODS } from './endpoint-reference.js';
import { isRecord } from '../source/json-path.js';
import type { OpenApiDocument } from './openapi-model.js';
import type { SpecSiteSettings } from './check-openapi.js';

/** Playground displays that send requests (the default is interactive). */
const SENDS_REQUESTS = (display: string | undefined) => display !== 'simple' && display !== 'none';

/** Document-level rules: servers for the playground, tag groups, webhooks only from 3.1 on. */
export function checkDocumentLevel(
  document: OpenApiDocument,
  findings: Findings,
  site: SpecSiteSettings = {},
): void {
  const { root, source } = document;
  if (root.webhooks !== undefined && document.minor === '3.0') {
    findings.at(
      source,
      ['webhooks'],
      'openapi-webhooks-version',
      `webhooks need OpenAPI 3.1 or later; this document is ${document.openapi}: set openapi to 3.1.x (or drop webhooks)`,
    );
  }
  if (SENDS_REQUESTS(site.playgroundDisplay) && !hasServers(root)) {
    findings.at(
      source,
      'servers' in root ? ['servers'] : ['openapi'],
      'openapi-no-servers',
      'no servers: the API playground cannot send requests and falls back to simple mode; add servers: [{ url: "https://api.example.com" }]',
    );
  }
  if (Array.isArray(root.tags)) {
    root.tags.forEach((tag, index) => {
      if (isRecord(tag) && 'x-group' in tag && typeof tag['x-group'] !== 'string') {
        findings.at(
          source,
          ['tags', index, 'x-group'],
          'openapi-x-group-invalid',
          `x-group on tag ${JSON.stringify(tag.name)} must be a string (the navigation group label)`,
          'value',
        );
      }
    });
  }
}

/** Servers at the root, or on every path item or operation (webhooks send no requests). */
function hasServers(root: Record<string, unknown>): boolean {
  const nonEmpty = (servers: unknown) => Array.isArray(servers) && servers.length > 0;
  if (nonEmpty(root.servers)) return true;
  const items = isRecord(root.paths) ? Object.values(root.paths).filter(isRecord) : [];
  return items.every(
    (item) =>
      nonEmpty(item.servers) ||
      HTTP_METHODS.every((method) => {
        const operation = item[method];
        return !isRecord(operation) || nonEmpty(operation.servers);
      }),
  );
}
