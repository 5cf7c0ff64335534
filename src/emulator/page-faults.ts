import { ConfigurationError } from '../core/errors.js';

/**
 * A fault of one page of a served documentation site (preview or production): `404` and `500`
 * answer that status with an HTML error page, `slow` answers normally after `delayMs` REAL ms.
 * `path` is the page's URL path relative to the site root (`guides/intro` or `/guides/intro`).
 */
export interface PageFault {
  path: string;
  kind: '404' | '500' | 'slow';
  delayMs?: number;
}

const KINDS: readonly PageFault['kind'][] = ['404', '500', 'slow'];

/** A site path without its leading and trailing slashes: how page paths are compared. */
export function sitePathKey(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export function validatePageFault(fault: PageFault): void {
  if (!KINDS.includes(fault.kind)) throw new RangeError(`page fault kind must be one of ${KINDS.join(', ')}`);
  if (typeof fault.path !== 'string') throw new RangeError('page fault needs a path');
  if (fault.kind === 'slow' && !(Number.isFinite(fault.delayMs) && (fault.delayMs as number) >= 0)) {
    throw new RangeError('slow page fault needs delayMs >= 0');
  }
}

/** The fault of the page at `path` (relative to the site root), if one is set. */
export function pageFaultAt(faults: readonly PageFault[], path: string): PageFault | undefined {
  const key = sitePathKey(path);
  return faults.find((fault) => sitePathKey(fault.path) === key);
}

/**
 * Parses the CLI's `--page-fault` text: `404:PATH`, `500:PATH` or `slow:MS:PATH`, PATH relative to
 * the site root (`/guides/intro` or `guides/intro`; `/` is the home page).
 */
export function parsePageFaultSpec(text: string): PageFault {
  const spec = text.trim();
  const fail = (why: string): never => {
    throw new ConfigurationError(
      `Invalid page fault "${text}": ${why}. Expected 404:PATH, 500:PATH or slow:MS:PATH, for example 404:/guides/intro.`,
    );
  };
  const slow = /^slow:(\d+):(.*)$/i.exec(spec);
  if (slow) return { kind: 'slow', delayMs: Number(slow[1]), path: checkedPath(slow[2]!, fail) };
  if (/^slow(:|$)/i.test(spec)) return fail('slow needs a whole number of ms before the path');
  const status = /^(404|500):(.*)$/.exec(spec);
  if (status) return { kind: status[1] as '404' | '500', path: checkedPath(status[2]!, fail) };
  return fail('unknown kind');
}

function checkedPath(path: string, fail: (why: string) => never): string {
  if (path === '') fail('the path is empty');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) || /[?#\s]/.test(path)) {
    fail(`"${path}" is not a page path relative to the site root`);
  }
  return path;
}
