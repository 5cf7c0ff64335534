import { checkDocumentLevel } from './check-document.js';
import { ExtensionChecker } from './check-extensions.js';
import { RefChecker } from './check-refs.js';
import { SecurityChecker } from './check-security.js';
import { walkDocument } from './document-walk.js';
import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import { buildOpenApiDocument } from './openapi-model.js';
import type { OpenApiDocument } from './openapi-model.js';
import { checkOpenApiSchema } from './openapi-schema.js';
import type { SourceDocument } from '../source/source-document.js';

/** What docs.json says that changes which advice applies to a spec. */
export interface SpecSiteSettings {
  /** `api.playground.display`: `simple` and `none` send no request, so servers are not needed. */
  playgroundDisplay?: string | undefined;
}

/** More schema findings than this per file bury the first ones, which usually cause the rest. */
const MAX_SCHEMA_FINDINGS = 50;

/**
 * Every rule on one parsed spec. Returns the document model when it is OpenAPI 3.0/3.1 (even with
 * findings, so references into it can still be checked), undefined otherwise.
 */
export async function checkOpenApiSource(
  source: SourceDocument,
  findings: Findings,
  extension: string,
  site: SpecSiteSettings = {},
): Promise<OpenApiDocument | undefined> {
  const root = source.data;
  if (!isRecord(root)) {
    findings.at(
      source,
      [],
      'openapi-version-unsupported',
      'not an OpenAPI document: the top level must be an object',
      'value',
    );
    return undefined;
  }
  const version = detectVersion(root);
  if ('problem' in version) {
    findings.at(source, version.at, 'openapi-version-unsupported', version.problem, 'value');
    return undefined;
  }

  const issues = (await checkOpenApiSchema(root, version.minor)).filter(
    // Reported once, with the reason, by checkDocumentLevel.
    (issue) => !(issue.path.length === 1 && issue.path[0] === 'webhooks' && version.minor === '3.0'),
  );
  for (const issue of issues.slice(0, MAX_SCHEMA_FINDINGS)) {
    findings.at(source, issue.path, 'openapi-schema', issue.message, issue.target);
  }
  if (issues.length > MAX_SCHEMA_FINDINGS) {
    findings.at(
      source,
      [],
      'openapi-schema',
      `${issues.length - MAX_SCHEMA_FINDINGS} more schema problems are not shown; fix the ones above first`,
      'value',
    );
  }

  const document = buildOpenApiDocument(source, root, version.openapi, version.minor);
  const refs = new RefChecker(root);
  const extensions = new ExtensionChecker(source, findings, extension, document.operationObjects);
  const security = new SecurityChecker(document, findings);
  walkDocument(root, (node, path) => {
    refs.visit(node, path);
    extensions.visit(node, path);
    security.visit(node, path);
  });
  refs.report(source, findings);
  security.checkDocument();
  checkDocumentLevel(document, findings, site);
  return document;
}

type Version = { openapi: string; minor: '3.0' | '3.1' } | { problem: string; at: (string | number)[] };

function detectVersion(root: Record<string, unknown>): Version {
  if (root.openapi === undefined && root.swagger !== undefined) {
    return {
      at: ['swagger'],
      problem: `Swagger ${JSON.stringify(root.swagger)} (OpenAPI 2.0) is not supported: convert the document to OpenAPI 3.0 or 3.1 (e.g. with swagger2openapi)`,
    };
  }
  const openapi = root.openapi;
  if (openapi === undefined) {
    return {
      at: [],
      problem: 'not an OpenAPI document: there is no top-level openapi field (e.g. openapi: 3.1.0)',
    };
  }
  if (typeof openapi !== 'string') {
    return {
      at: ['openapi'],
      problem: `openapi must be a string such as "3.1.0", not ${JSON.stringify(openapi)} (quote it in YAML)`,
    };
  }
  const minor = /^3\.0\.\d+(-.+)?$/.test(openapi)
    ? '3.0'
    : /^3\.1\.\d+(-.+)?$/.test(openapi)
      ? '3.1'
      : undefined;
  if (!minor) {
    return {
      at: ['openapi'],
      problem: `OpenAPI ${openapi} is not supported: the service reads OpenAPI 3.0.x and 3.1.x documents`,
    };
  }
  return { openapi, minor };
}
