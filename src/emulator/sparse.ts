/**
 * Sparse mode: the service's published description marks no answer field required, so a real
 * answer may carry as little as this. The emulator then keeps only what a client needs to go on
 * (the ids to follow, the state, the bundle link) and gives the preview address as a bare host
 * (`<organization>-<branch>.<platform-domain>`), as the service's docs write it.
 */
export const SPARSE_FIELDS = {
  preview: ['statusId', 'previewUrl'],
  deploy: ['statusId'],
  status: ['status'],
  exportJob: ['jobId', 'status'],
  bundle: ['bundleUrl'],
} as const;

export type SparseShape = keyof typeof SPARSE_FIELDS;

/** The body unchanged, or in sparse mode only the fields kept for its shape. */
export function shapeBody<T extends Record<string, unknown>>(
  sparse: boolean,
  shape: SparseShape,
  body: T,
): Partial<T> {
  if (!sparse) return body;
  const kept: Record<string, unknown> = {};
  for (const key of SPARSE_FIELDS[shape]) if (body[key] !== undefined) kept[key] = body[key];
  return kept as Partial<T>;
}

/** The platform domain of sparse preview addresses (reserved for tests: never resolves). */
export const SPARSE_PREVIEW_DOMAIN = 'preview.emulator.test';

/** `<organization>-<branch slug>.preview.emulator.test`: a host, no scheme, no path. */
export function barePreviewHost(org: string, branchSlug: string): string {
  const orgSlug = org
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${orgSlug}-${branchSlug}.${SPARSE_PREVIEW_DOMAIN}`;
}
