import { resolve } from 'node:path';
import { DocsSite } from './docs-pages.js';

/**
 * Which documentation folder each site renders (production: `docsDir`; a preview of branch B:
 * `branchDocs[B] ?? docsDir`), and each folder's page index, read once on first use. Setting a
 * folder (even the same one again) forgets every index read so far, so that a test that rewrote a
 * folder's files sees them.
 */
export class DocsFolders {
  private docsDir: string | undefined;
  private readonly branchDocs = new Map<string, string>();
  private readonly sites = new Map<string, Promise<DocsSite>>();

  constructor(docsDir: string | undefined, branchDocs: Record<string, string> = {}) {
    this.docsDir = docsDir === undefined ? undefined : resolve(docsDir);
    for (const [branch, dir] of Object.entries(branchDocs)) this.branchDocs.set(branch, resolve(dir));
  }

  /** The folder the production site renders, if any. */
  production(): string | undefined {
    return this.docsDir;
  }

  /** The folder a preview of `branch` renders; undefined: the built-in placeholder site. */
  forBranch(branch: string): string | undefined {
    return this.branchDocs.get(branch) ?? this.docsDir;
  }

  setDocsDir(dir: string | undefined): void {
    this.docsDir = dir === undefined ? undefined : resolve(dir);
    this.sites.clear();
  }

  /** `undefined` removes the branch's own folder (its previews render `docsDir` again). */
  setBranchDocs(branch: string, dir: string | undefined): void {
    if (dir === undefined) this.branchDocs.delete(branch);
    else this.branchDocs.set(branch, resolve(dir));
    this.sites.clear();
  }

  /** The folder's page index; a folder that cannot be read is tried again on the next request. */
  site(dir: string): Promise<DocsSite> {
    let site = this.sites.get(dir);
    if (!site) {
      site = DocsSite.load(dir);
      this.sites.set(dir, site);
      site.catch(() => {
        if (this.sites.get(dir) === site) this.sites.delete(dir);
      });
    }
    return site;
  }
}
