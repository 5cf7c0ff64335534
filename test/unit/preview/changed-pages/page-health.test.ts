import { aFinding as finding, reportOf as report } from '../../../support/findings.js';
import { markIntroduced } from '../../../../src/validate/compare/introduced.js';
import {
  pageHealthHeadline,
  pageHealthMarker,
  pageHealthOf,
} from '../../../../src/preview/changed-pages/page-health.js';
import type { ChangedPage } from '../../../../src/preview/changed-pages/types.js';

const page = (path: string, change: ChangedPage['change'] = 'modified'): ChangedPage => ({
  path,
  url: `https://preview.example/${path}`,
  change,
  title: path,
});

describe('the health of the changed pages', () => {
  const old = finding({ file: 'old.mdx' });
  const compared = markIntroduced(
    report([
      old,
      finding({
        severity: 'error',
        rule: 'snippet-not-found',
        message: 'imports "<x>" which does not exist',
      }),
      finding({}),
    ]),
    [old],
    { base: 'commit b' },
  );
  const health = pageHealthOf(compared, 'docs');

  it('a page with new findings: counts and the first error, escaped; a page without: ✓', () => {
    expect(pageHealthMarker(health, page('docs/guide.mdx'))).toBe(
      '❌ 1 new error, 1 new warning: snippet\\-not\\-found\\: imports &quot;&lt;x&gt;&quot; which does not exist ·',
    );
    expect(pageHealthMarker(health, page('docs/other.mdx'))).toBe('✓');
    // Only the new findings count: old.mdx has one, from the base.
    expect(pageHealthMarker(health, page('docs/old.mdx'))).toBe('✓');
    expect(pageHealthMarker(health, page('docs/guide.mdx', 'removed'))).toBeUndefined();
  });

  it('the headline counts the new problems of the listed pages only', () => {
    expect(pageHealthHeadline(health, [page('docs/guide.mdx'), page('docs/other.mdx')])).toBe(
      '**2 new problems in the changed pages** (marked on each page below).',
    );
    expect(pageHealthHeadline(health, [page('docs/other.mdx')])).toBeUndefined();
  });

  it('without a base, every finding counts and is not called new', () => {
    const plain = pageHealthOf(report([finding({})]), '');
    expect(pageHealthMarker(plain, page('guide.mdx'))).toMatch(/^⚠️ 1 warning: link\\-broken/);
    expect(pageHealthHeadline(plain, [page('guide.mdx')])).toBe(
      '**1 problem in the changed pages** (marked on each page below).',
    );
  });
});
