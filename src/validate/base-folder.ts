import type { BaseFolder, BaseFolderRequest } from './base/compare-with-base.js';

export type { BaseFolder, BaseFolderRequest };

/**
 * The change's base commit's docs folder for `use` (see compare-with-base.ts), for other checks that
 * tell what a change introduced. Loaded on call: git, GitHub's tarball and node-tar stay out of the
 * start-up code of the actions that import the validator.
 */
export async function withBaseFolder<T>(
  request: BaseFolderRequest,
  use: (base: BaseFolder) => Promise<T>,
): Promise<T | undefined> {
  const { withBaseFolder: load } = await import('./base/compare-with-base.js');
  return load(request, use);
}
