import { createHash, randomBytes } from 'node:crypto';

export function generateApiKey(): string {
  return `dcs_${randomBytes(20).toString('hex')}`;
}

/** Deployment ids look like database object ids: 24 hex digits. */
export function newStatusId(): string {
  return randomBytes(12).toString('hex');
}

export function newExportJobId(): string {
  return `se_${randomBytes(8).toString('hex')}`;
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/**
 * URL-safe, readable and collision-free slug of a branch name: lowercase letters, digits and dashes,
 * plus a short hash of the exact name (so `feat/a` and `feat-a` get different previews).
 */
export function branchSlug(branch: string): string {
  const readable = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const hash = sha1Hex(branch).slice(0, 6);
  return readable ? `${readable}-${hash}` : hash;
}

/** `*` matches any run of characters (slashes included); everything else is literal. */
export function matchesBranchPattern(branch: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.includes('*')) return pattern === branch;
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${source}$`).test(branch);
  });
}
