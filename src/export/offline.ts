import type { Dirent } from 'node:fs';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { ConfigurationError } from '../core/errors.js';
import type { DeploymentType, FeatureStatus } from './deployment-type.js';
import { featuresFor } from './deployment-type.js';
import type { LoadKind, RuntimeUrl } from './runtime-urls.js';
import { externalOrigin, urlsInCss, urlsInHtml, urlsInJs } from './runtime-urls.js';
import { escapeMarkdown } from '../core/markdown.js';

export interface ExternalOrigin {
  origin: string;
  kind: LoadKind;
  /** Bundle files (relative, `/`-separated) that load from the origin. */
  files: string[];
  /** Listed in allowOrigins (reachable from an air-gapped network, e.g. an internal mirror). */
  allowed: boolean;
}

export interface OfflineReadiness {
  deploymentType: DeploymentType;
  filesScanned: number;
  externalOrigins: ExternalOrigin[];
  features: FeatureStatus[];
  /** Air-gapped only: the site loads something from an origin it cannot reach. */
  blocking: boolean;
}

export interface OfflineScanOptions {
  dir: string;
  deploymentType: DeploymentType;
  /** Origins (`https://mirror.internal`), hosts (`mirror.internal`) or `*.internal` patterns. */
  allowOrigins?: string[] | undefined;
}

const SCANNERS: Record<string, (text: string) => RuntimeUrl[]> = {
  '.html': urlsInHtml,
  '.htm': urlsInHtml,
  '.css': urlsInCss,
  '.js': urlsInJs,
  '.mjs': urlsInJs,
};
const YIELD_EVERY = 200;

/**
 * Lists the external origins an exported site loads at run time and what that means for the
 * deployment type. For air-gapped deployments any origin outside `allowOrigins` is blocking.
 */
export async function scanOfflineReadiness(options: OfflineScanOptions): Promise<OfflineReadiness> {
  const isAllowed = originMatcher(options.allowOrigins ?? []);
  const files = await listScannableFiles(options.dir);
  const found = new Map<string, { origin: string; kind: LoadKind; files: Set<string> }>();

  // Synchronous reads: an export is thousands of small files, and readFileSync is an order of
  // magnitude faster on those than fs/promises. Yielding now and then keeps timers and signals alive.
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as string;
    const scan = SCANNERS[extname(file).toLowerCase()] as (text: string) => RuntimeUrl[];
    const name = relative(options.dir, file).split(sep).join('/');
    for (const { url, kind } of scan(readFileSync(file, 'utf8'))) {
      const origin = externalOrigin(url);
      if (!origin) continue;
      const key = `${origin} ${kind}`;
      let entry = found.get(key);
      if (!entry) found.set(key, (entry = { origin, kind, files: new Set() }));
      entry.files.add(name);
    }
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
  }

  const externalOrigins = [...found.values()]
    .map((entry) => ({
      origin: entry.origin,
      kind: entry.kind,
      files: [...entry.files].sort(),
      allowed: isAllowed(entry.origin),
    }))
    .sort((a, b) => a.origin.localeCompare(b.origin) || a.kind.localeCompare(b.kind));
  return {
    deploymentType: options.deploymentType,
    filesScanned: files.length,
    externalOrigins,
    features: featuresFor(options.deploymentType),
    blocking: options.deploymentType === 'air-gapped' && externalOrigins.some((entry) => !entry.allowed),
  };
}

async function listScannableFiles(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    ) {
      throw new ConfigurationError(
        `offline check: ${dir} is not a folder. Point it at the extracted bundle.`,
      );
    }
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && extname(entry.name).toLowerCase() in SCANNERS)
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Parses the allow list (comma, space or newline separated) into the patterns `originMatcher`
 * takes; an entry that is neither an origin, a host nor `*.host` is a ConfigurationError.
 */
export function parseAllowOrigins(text: string, what = 'allow-origins'): string[] {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) toPattern(entry, what);
  return entries;
}

type Pattern = { origin: string } | { host: string; subdomains: boolean };

function toPattern(entry: string, what: string): Pattern {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
    const origin = externalOrigin(entry);
    if (origin) return { origin };
  } else if (/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i.test(entry)) {
    const subdomains = entry.startsWith('*.');
    return { host: (subdomains ? entry.slice(2) : entry).toLowerCase(), subdomains };
  }
  throw new ConfigurationError(
    `${what}: "${entry}" is not an origin (https://mirror.example.com), a host (mirror.example.com) ` +
      'or a wildcard (*.example.com).',
  );
}

function originMatcher(entries: string[]): (origin: string) => boolean {
  const patterns = entries.map((entry) => toPattern(entry.trim(), 'allow-origins'));
  return (origin) => {
    const host = new URL(origin).host;
    return patterns.some((pattern) => {
      if ('origin' in pattern) return pattern.origin === origin;
      if (pattern.subdomains) return host.endsWith(`.${pattern.host}`);
      return host === pattern.host;
    });
  };
}

const MAX_ROWS = 50;
const FILES_PER_ROW = 3;

/** The job summary section: verdict, feature table, then the origins found. */
export function renderOfflineMarkdown(result: OfflineReadiness): string {
  const lines = [`### Offline readiness (${result.deploymentType})`, ''];
  const outside = result.externalOrigins.filter((entry) => !entry.allowed);
  const originCount = new Set(outside.map((entry) => entry.origin)).size;
  if (result.externalOrigins.length === 0) {
    lines.push(`No external origin is loaded at run time (${result.filesScanned} files scanned).`);
  } else if (result.blocking) {
    lines.push(
      `**Blocking:** the site loads from ${originCount} external origin${originCount === 1 ? '' : 's'} that an ` +
        'air-gapped deployment cannot reach. Mirror them, remove them, or list internal mirrors in allow-origins.',
    );
  } else {
    lines.push(
      `${new Set(result.externalOrigins.map((entry) => entry.origin)).size} external origin(s) are loaded at run ` +
        `time (${result.filesScanned} files scanned): not blocking for a ${result.deploymentType} deployment.`,
    );
  }
  lines.push('', '| Feature | Availability |', '| --- | --- |');
  for (const feature of result.features)
    lines.push(`| ${escapeMarkdown(feature.name)} | ${feature.availability} |`);

  if (result.externalOrigins.length > 0) {
    lines.push('', '| Origin | Loads | Files | Allowed |', '| --- | --- | --- | --- |');
    for (const entry of result.externalOrigins.slice(0, MAX_ROWS)) {
      const shown = entry.files
        .slice(0, FILES_PER_ROW)
        .map((file) => escapeMarkdown(file))
        .join(', ');
      const more =
        entry.files.length > FILES_PER_ROW ? ` and ${entry.files.length - FILES_PER_ROW} more` : '';
      lines.push(
        `| ${escapeMarkdown(entry.origin)} | ${entry.kind} | ${shown}${more} | ${entry.allowed ? 'yes' : 'no'} |`,
      );
    }
    if (result.externalOrigins.length > MAX_ROWS) {
      lines.push('', `${result.externalOrigins.length - MAX_ROWS} more rows not shown.`);
    }
  }
  return `${lines.join('\n')}\n`;
}
