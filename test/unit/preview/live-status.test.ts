import type { LivePage, LiveReport } from '../../../src/links/live/live-check.js';
import type { CheckedLink } from '../../../src/links/types.js';
import {
  combineMarkers,
  liveFailures,
  liveHeadline,
  liveMarker,
} from '../../../src/preview/changed-pages/live-status.js';
import type { ChangedPage } from '../../../src/preview/changed-pages/types.js';

const site = 'https://acme-feature.docs.test/';
const link = (url: string, status: CheckedLink['status'], reason: string): CheckedLink => ({
  url,
  status,
  code: status === 'broken' ? 404 : 200,
  reason,
  finalUrl: url,
  fragment: null,
  sources: [{ file: 'guide.mdx', line: 3, column: 5 }],
  pages: [`${site}guide`],
});
const page = (path: string, extra: Partial<LivePage> = {}): LivePage => ({
  url: `${site}${path}`,
  file: `${path}.mdx`,
  status: 'ok',
  code: 200,
  reason: 'the server answers 200 OK',
  links: [],
  broken: 0,
  suspect: 0,
  ...extra,
});
const changed = (path: string): ChangedPage => ({
  path: `docs/${path}.mdx`,
  url: `${site}${path}`,
  change: 'modified',
  title: path,
});
const broken = link('https://gone.test/x', 'broken', 'the server answers 404 Not Found');
const suspect = link('https://slow.test/', 'suspect', 'no answer from slow.test within 10 s');
const report: LiveReport = {
  siteUrl: site,
  pages: [
    page('guide', { links: [broken, suspect], broken: 1, suspect: 1 }),
    page('fine'),
    page('missing', { status: 'broken', code: 404, reason: 'the server answers 404 Not Found' }),
    page('flaky', { status: 'suspect', code: 503, reason: 'the server answers 503 Service Unavailable' }),
  ],
  links: [broken, suspect],
  summary: { ok: 0, broken: 1, suspect: 1, skipped: 0, excluded: 0, requests: 6, hosts: 3, cached: 0 },
  networkDown: 0,
};

describe('the live check in the preview comment', () => {
  it('marks each page: its first broken link, a page that does not load, nothing when fine', () => {
    expect(liveMarker(report, changed('guide'))).toBe(
      // Escaped: the reason and the address come from outside.
      '❌ 1 broken link: https\\://gone\\.test/x \\(the server answers 404 Not Found\\) ·',
    );
    expect(liveMarker(report, changed('fine'))).toBeUndefined();
    expect(liveMarker(report, changed('missing'))).toBe('❌ the page answers 404 on the preview ·');
    expect(liveMarker(report, changed('flaky'))).toMatch(/^⚠️ the page did not load on the preview: .*503/);
  });

  it('puts the live marker beside the validation status, replacing a plain ✓', () => {
    expect(combineMarkers('✓', '❌ 1 broken link: x ·')).toBe('❌ 1 broken link: x ·');
    expect(combineMarkers('❌ 1 new error: e ·', '❌ 1 broken link: x ·')).toBe(
      '❌ 1 new error: e · ❌ 1 broken link: x ·',
    );
    expect(combineMarkers('✓', undefined)).toBe('✓');
    expect(combineMarkers(undefined, undefined)).toBeUndefined();
  });

  it('counts broken links (distinct), suspect ones and pages that do not load in one line', () => {
    expect(liveHeadline({ report })).toBe(
      '❌ **1 broken link on the changed pages** (1 suspect) · **2 changed pages did not load on the preview** · 2 links on 4 pages checked as rendered.',
    );
    expect(liveHeadline({ running: true })).toMatch(/Checking the links/);
    expect(liveFailures(report)).toBe(2);
    const fine = {
      ...report,
      pages: [page('fine')],
      links: [],
      summary: { ...report.summary, broken: 0, suspect: 0 },
    };
    expect(liveHeadline({ report: fine })).toMatch(
      /^✅ \*\*0 broken links on the changed pages\*\* \(0 suspect\)/,
    );
    expect(liveFailures(fine)).toBe(0);
  });

  it('says in one line that a preview behind a login cannot be checked', () => {
    const login = {
      ...report,
      login: { url: `${site}guide`, reason: `the site asks for a login (${site}guide answers 401)` },
    };
    expect(liveHeadline({ report: login })).toMatch(
      /^🔒 .*answers 401\\\)\. The live check needs a public preview\.$/,
    );
    expect(
      liveMarker({ ...login, pages: [page('guide', { status: 'login' })] }, changed('guide')),
    ).toBeUndefined();
  });
});
