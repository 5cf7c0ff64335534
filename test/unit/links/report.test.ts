import { linkFindings } from '../../../src/links/annotations.js';
import { decidingBroken, headline, renderLinkSummary, renderLinkText } from '../../../src/links/render.js';
import type { LinkReport } from '../../../src/links/index.js';
import type { CheckedLink } from '../../../src/links/types.js';
import { boundedLinkReport } from '../../../src/actions/links/result.js';

const link = (url: string, status: CheckedLink['status'], extra: Partial<CheckedLink> = {}): CheckedLink => ({
  url,
  status,
  code: status === 'broken' ? 404 : 200,
  reason: status === 'broken' ? 'the server answers 404 Not Found' : 'ok',
  finalUrl: url,
  fragment: null,
  sources: [{ file: 'guides/a.mdx', line: 3, column: 5 }],
  ...extra,
});

function report(links: CheckedLink[], compared = true): LinkReport {
  const summary = { ok: 0, broken: 0, suspect: 0, skipped: 0, excluded: 0, requests: 7, hosts: 3, cached: 1 };
  for (const l of links) summary[l.status]++;
  return {
    links,
    summary,
    pages: 2,
    networkDown: 0,
    ...(compared
      ? {
          comparison: {
            base: 'commit 1a2b3c4',
            newLinks: links.filter((l) => l.new).length,
            newBroken: links.filter((l) => l.new && l.status === 'broken').length,
          },
        }
      : {}),
  };
}

const sample = report([
  link('https://new.test/gone', 'broken', { new: true }),
  link('https://old.test/gone', 'broken', {
    new: false,
    sources: [
      { file: 'a.mdx', line: 1, column: 1 },
      { file: 'b.mdx', line: 2, column: 2 },
    ],
  }),
  link('https://slow.test/', 'suspect', { code: null, reason: 'no answer within 10 s', new: false }),
  link('https://fine.test/', 'ok', { new: true }),
  link('mailto:x@y.test', 'skipped', { reason: 'an e-mail address: not checked' }),
]);

describe('link report rendering', () => {
  it('decides on new broken links only when compared, on all otherwise', () => {
    expect(decidingBroken(sample, 'new').map((l) => l.url)).toEqual(['https://new.test/gone']);
    expect(decidingBroken(sample, 'all')).toHaveLength(2);
  });

  it('says the counts in one line', () => {
    expect(headline(sample)).toBe(
      '5 links: 2 broken (1 new), 1 suspect, 1 ok, 1 skipped · 7 requests to 3 hosts, 1 from the cache',
    );
  });

  it('prints one line per broken or suspect link with its places', () => {
    expect(renderLinkText(sample)).toEqual([
      'guides/a.mdx:3:5: broken: https://new.test/gone (the server answers 404 Not Found)',
      'a.mdx:1:1, b.mdx:2:2: broken (already at the base): https://old.test/gone (the server answers 404 Not Found)',
      'guides/a.mdx:3:5: suspect: https://slow.test/ (no answer within 10 s)',
      headline(sample),
    ]);
  });

  it('groups the summary by verdict and host, folding what does not decide', () => {
    const text = renderLinkSummary(sample, {
      scope: 'new',
      sourceUrl: (s) => `https://github.com/acme/docs/blob/abc/docs/${s.file}#L${s.line}`,
    });
    expect(text).toContain('## Links');
    expect(text).toContain('### Broken links the change added (1)');
    expect(text).toContain('**new\\.test**');
    expect(text).toContain(
      '<details><summary>Broken links already at the base (do not fail the step) (1)</summary>',
    );
    expect(text).toContain('<details><summary>Suspect');
    expect(text).toContain('(https://github.com/acme/docs/blob/abc/docs/guides/a.mdx#L3)');
    expect(text.indexOf('new\\.test')).toBeLessThan(text.indexOf('old\\.test'));
    expect(text).not.toContain('fine\\.test');
  });

  it('escapes what a page or server wrote', () => {
    const hostile = report(
      [link('https://x.test/<img src=x>', 'broken', { reason: '<script>@team #1' })],
      false,
    );
    const text = renderLinkSummary(hostile, { scope: 'all' });
    expect(text).not.toMatch(/<script>|<img/);
    expect(text).not.toContain('@team');
  });

  it('stops at the size budget and says how many were left out', () => {
    const many = report(
      Array.from({ length: 400 }, (_, i) => link(`https://h${i}.test/${'x'.repeat(200)}`, 'broken')),
      false,
    );
    const text = renderLinkSummary(many, { scope: 'all', maxBytes: 20_000 });
    expect(Buffer.byteLength(text)).toBeLessThan(20_000);
    expect(text).toMatch(/_\d+ links left out for size: see the job log\._/);
  });
});

describe('linkFindings', () => {
  it('annotates every place of a broken link, new ones first, old ones as warnings', () => {
    const findings = linkFindings(sample, 'new');
    expect(findings.map((f) => [f.file, f.severity, f.new])).toEqual([
      ['guides/a.mdx', 'error', true],
      ['a.mdx', 'warning', false],
      ['b.mdx', 'warning', false],
    ]);
    expect(findings[1]!.message).toContain('already broken at the base');
  });
});

describe('boundedLinkReport', () => {
  it('keeps the report whole when it fits and cuts it with a note when not', () => {
    expect(boundedLinkReport(sample)).not.toHaveProperty('truncated');
    const many = report(
      Array.from({ length: 3000 }, (_, i) => link(`https://h${i}.test/${'x'.repeat(300)}`, 'ok')),
      false,
    );
    const cut = boundedLinkReport(many);
    expect(Buffer.byteLength(JSON.stringify(cut))).toBeLessThan(512 * 1024);
    expect(cut.truncated?.links).toBe(3000 - cut.links.length);
  });
});
