import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigurationError, errorMessage } from '../core/errors.js';

/** Per page (relative to the docs folder), the URLs it links to, in normal form with fragments. */
export type UrlsByPage = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Whether a link is new at the head: some page links to its URL where the base's same page (followed
 * through a rename) did not. A link only moved within a page, or a page only renamed, is not new.
 */
export function isNewLink(
  url: string,
  pages: readonly string[],
  base: UrlsByPage,
  renames: ReadonlyMap<string, string> = new Map(),
): boolean {
  const headToBase = new Map([...renames].map(([from, to]) => [to, from]));
  return pages.some((page) => !base.get(headToBase.get(page) ?? page)?.has(url));
}

const report = z.object({
  links: z.array(z.object({ url: z.string(), sources: z.array(z.object({ file: z.string() })) })),
});

/** The pages' URLs of a previous `docs-ci links --format json` report, for `--baseline FILE`. */
export async function readLinkBaseline(path: string): Promise<UrlsByPage> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ConfigurationError(
      `--baseline: cannot read ${path} as JSON (${errorMessage(error)}); give the output of docs-ci links --format json`,
    );
  }
  const parsed = report.safeParse(json);
  if (!parsed.success) {
    throw new ConfigurationError(
      `--baseline: ${path} is not a docs-ci links report (it needs links[] of {url, sources[{file}]}); ` +
        'give the output of docs-ci links --format json',
    );
  }
  if ((json as { truncated?: unknown }).truncated !== undefined) {
    throw new ConfigurationError(
      `--baseline: ${path} is a cut report (it has "truncated"): links left out of it would count as new; ` +
        'give the whole output of docs-ci links --format json',
    );
  }
  const pages = new Map<string, Set<string>>();
  for (const link of parsed.data.links) {
    for (const source of link.sources) {
      let urls = pages.get(source.file);
      if (!urls) pages.set(source.file, (urls = new Set()));
      urls.add(link.url);
    }
  }
  return pages;
}
