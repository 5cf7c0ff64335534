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
      '❌ **1 broken link on the changed pages** (1 suspect) · **2 changed pages did not load on the preview** · 2 of 4 changed pages read, 2 links checked as rendered.',
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

  it('shows ✅ only when every changed page was read, and says how many were (issue 47)', () => {
    // The comment: every page redirected to a login on another host, read as a login form.
    const elsewhere = (path: string) =>
      page(path, {
        status: 'suspect',
        reason: `the page is redirected off the site, to https://login.test/login?next=%2F${path}: it was not read`,
      });
    const unread: LiveReport = {
      ...report,
      pages: [elsewhere('a'), elsewhere('b'), elsewhere('c')],
      links: [],
      summary: { ...report.summary, broken: 0, suspect: 0 },
    };
    const headline = liveHeadline({ report: unread });
    expect(headline).not.toMatch(/✅/);
    expect(headline).toBe(
      '⚠️ **0 broken links on the changed pages** (0 suspect) · **3 changed pages did not load on the preview** · 0 of 3 changed pages read, 0 links checked as rendered.',
    );
    // Not HTML (broken) and failing (suspect) pages are not read either.
    const mixed: LiveReport = {
      ...unread,
      pages: [
        page('fine'),
        page('data', { status: 'broken', code: 200, reason: 'not HTML' }),
        page('flaky', { status: 'suspect', code: 503, reason: '503' }),
      ],
    };
    expect(liveHeadline({ report: mixed })).toMatch(/^❌ .* · 1 of 3 changed pages read, 0 links/);
    expect(liveMarker(unread, changed('a'))).toMatch(
      /^⚠️ the page did not load on the preview: .*redirected off/,
    );
    expect(liveFailures(unread)).toBe(0);
    const allRead = { ...unread, pages: [page('fine'), page('guide')] };
    expect(liveHeadline({ report: allRead })).toMatch(/^✅ .* · 2 of 2 changed pages read, 0 links checked/);
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
