// npm run link-agreement -- DIR [DIR...]
//
// Run by hand on real documentation repositories: reads every .mdx page with the kit's link scan
// (src/validate/pages/page-body.ts) and with the build's parser family (micromark + MDX into
// mdast, bench/lib/mdast-links.ts), and counts the pages on which their internal links agree, with
// each disagreement (what only one of them finds) and the time each took. Pages the strict MDX
// parser rejects are counted apart: the build reads them more leniently.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { extractFrontMatter } from '../src/validate/pages/front-matter.js';
import { scanPageBody } from '../src/validate/pages/page-body.js';
import { isInternalTarget, mdastLinkTargets } from './lib/mdast-links.js';

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.mdx$/i.test(entry.name) &&
        !/(^|\/)(node_modules|\.[^/]+)\//.test(entry.parentPath),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function difference(a: string[], b: string[]): string[] {
  const rest = [...b];
  const only: string[] = [];
  for (const item of a) {
    const at = rest.indexOf(item);
    if (at >= 0) rest.splice(at, 1);
    else only.push(item);
  }
  return only;
}

for (const arg of process.argv.slice(2)) {
  const dir = resolve(arg);
  let parsed = 0;
  let agree = 0;
  let links = 0;
  let scanMs = 0;
  let mdastMs = 0;
  const disagreements: string[] = [];
  const pages = pagesUnder(dir);
  for (const page of pages) {
    const text = readFileSync(page, 'utf8');
    const frontMatter = extractFrontMatter(text);
    const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
    let started = performance.now();
    const scan = scanPageBody(text, bodyStart)
      .links.map((link) => link.target)
      .filter(isInternalTarget);
    scanMs += performance.now() - started;
    started = performance.now();
    const mdast = mdastLinkTargets(text, bodyStart)?.filter(isInternalTarget);
    mdastMs += performance.now() - started;
    if (mdast === undefined) continue;
    parsed++;
    links += mdast.length;
    const onlyScan = difference(scan, mdast);
    const onlyMdast = difference(mdast, scan);
    if (onlyScan.length === 0 && onlyMdast.length === 0) agree++;
    else {
      disagreements.push(
        `  ${relative(dir, page)}: only the scan ${JSON.stringify(onlyScan)}, only mdast ${JSON.stringify(onlyMdast)}`,
      );
    }
  }
  console.log(
    `${arg}: ${pages.length} pages, ${parsed} parsed as MDX, ${agree} agree (${links} internal links); ` +
      `scan ${scanMs.toFixed(0)} ms, mdast ${mdastMs.toFixed(0)} ms`,
  );
  for (const line of disagreements) console.log(line);
}
