import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isInternalTarget, mdastLinkTargets } from '../../../../bench/lib/mdast-links.js';
import { extractFrontMatter } from '../../../../src/validate/pages/front-matter.js';
import { scanPageBody } from '../../../../src/validate/pages/page-body.js';

// The validator finds links by pattern (page-body.ts), for speed; the build parses pages with the
// micromark/mdast family. On every page of the corpus both must find the same internal links.
const corpus = join(import.meta.dirname, '../../../fixtures/validate');

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function bothReadings(text: string): { scan: string[]; mdast: string[] | undefined } {
  const frontMatter = extractFrontMatter(text);
  const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
  const scan = scanPageBody(text, bodyStart).links.map((link) => link.target);
  const mdast = mdastLinkTargets(text, bodyStart);
  const internal = (targets: string[]) => targets.filter(isInternalTarget).sort();
  return { scan: internal(scan), mdast: mdast && internal(mdast) };
}

describe('the link scan agrees with the mdast parser', () => {
  const pages = pagesUnder(corpus);

  it.each(pages.map((page) => [relative(corpus, page), page]))('%s', (_name, page) => {
    const { scan, mdast } = bothReadings(readFileSync(page, 'utf8'));
    // A page the strict MDX parser rejects is not a reference (the build reads it more leniently).
    if (mdast !== undefined) expect(scan).toEqual(mdast);
  });

  it('compares real pages, not only rejected ones', () => {
    const parsed = pages.filter((page) => bothReadings(readFileSync(page, 'utf8')).mdast !== undefined);
    expect(parsed.length).toBeGreaterThanOrEqual(pages.length * 0.9);
    expect(parsed.map((page) => relative(corpus, page))).toContain('links-as-parsed/index.mdx');
  });

  it('reads the patterns the build reads as it does', () => {
    const page = [
      '[escaped](https\\://example.com) [spaced](a b) [angled](<a b>) [titled](/t "T")',
      '`[code](/code)` [used][ref] [unused-label]: /x',
      '',
      '[ref]: /defined',
      '',
      '<Card href="/card" /> <a href={"/braced"}>x</a> <img src="/i.png" />',
    ].join('\n');
    const { scan, mdast } = bothReadings(page);
    expect(mdast).toEqual(['/braced', '/card', '/defined', '/i.png', '/t', 'a b'].sort());
    expect(scan).toEqual(mdast);
  });
});
