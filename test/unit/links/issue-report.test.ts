import { renderIssueReport } from '../../../src/links/issue-report.js';
import type { LinkReport } from '../../../src/links/run-links.js';
import type { CheckedLink } from '../../../src/links/types.js';

const site = 'https://docs.acme.test/';
const link = (url: string, status: CheckedLink['status'], pages: string[], line: number): CheckedLink => ({
  url,
  status,
  code: status === 'broken' ? 404 : null,
  reason: status === 'broken' ? 'the server answers 404 Not Found' : 'no answer within 10 s',
  finalUrl: url,
  fragment: null,
  sources: pages.map((page) => ({ file: `${page}.mdx`, line, column: 1 })),
  pages: pages.map((page) => `${site}${page}`),
});
const report: LinkReport = {
  links: [
    link('https://gone.test/a', 'broken', ['guide', 'setup'], 4),
    link('https://gone.test/b', 'broken', ['guide'], 0),
    link('https://slow.test/', 'suspect', ['guide'], 9),
  ],
  summary: { ok: 3, broken: 2, suspect: 1, skipped: 0, excluded: 0, requests: 9, hosts: 3, cached: 0 },
  pages: 3,
  networkDown: 0,
  live: {
    siteUrl: site,
    pages: [
      {
        url: `${site}guide`,
        file: 'guide.mdx',
        status: 'ok',
        code: 200,
        reason: 'ok',
        links: [],
        broken: 2,
        suspect: 1,
      },
      {
        url: `${site}setup`,
        file: 'setup.mdx',
        status: 'ok',
        code: 200,
        reason: 'ok',
        links: [],
        broken: 1,
        suspect: 0,
      },
      {
        url: `${site}old`,
        file: 'old.mdx',
        status: 'broken',
        code: 404,
        reason: 'the server answers 404 Not Found',
        links: [],
        broken: 0,
        suspect: 0,
      },
    ],
  },
};

describe('renderIssueReport', () => {
  it('groups the broken links by rendered page, each with its source line at the commit; suspect ones only counted', () => {
    const rendered = renderIssueReport(report, {
      sha: 'abcdef1234567',
      runUrl: 'https://github.test/acme/docs/actions/runs/7',
      sourceUrl: (source) => `https://github.test/acme/docs/blob/abcdef1/${source.file}#L${source.line}`,
    });
    expect(rendered.header).toMatch(
      /^\*\*2 broken links\*\* and \*\*1 page that do not load\*\* on 3 pages, found in the pages of .* at commit `abcdef1` by \[this run\]/,
    );
    expect(rendered.header).toMatch(/1 suspect link .* are not listed/);
    // The page that does not load first, then by number of broken links.
    expect(rendered.sections[0]).toMatch(
      /^### \[docs\\\.acme\\\.test\/old\]\(https:\/\/docs\.acme\.test\/old\) · old\\\.mdx\n\n- ❌ The page does not load: the server answers 404 Not Found/,
    );
    expect(rendered.sections[1]).toContain('guide');
    expect(rendered.sections[1]).toContain(
      '[guide\\.mdx\\:4](https://github.test/acme/docs/blob/abcdef1/guide.mdx#L4)',
    );
    expect(rendered.sections[1]).toContain(
      '(https://gone.test/b) · the server answers 404 Not Found · made by the build',
    );
    expect(rendered.sections[1]).not.toContain('slow');
    // A link on two pages is listed on each, with the line of that page's own file.
    expect(rendered.sections[2]).toContain('[setup\\.mdx\\:4]');
    expect(rendered.sections[2]).not.toContain('guide\\.mdx');
    expect(rendered.linksPerSection).toEqual([0, 2, 1]);
  });

  it('groups by source file when the sources were checked, not a live site', () => {
    const sources = { ...report, live: undefined };
    const rendered = renderIssueReport(sources, { sha: 'abcdef1234567' });
    expect(rendered.sections.map((section) => section.split('\n')[0])).toEqual([
      '### guide\\.mdx',
      '### setup\\.mdx',
    ]);
  });
});
