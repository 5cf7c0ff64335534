import { renderPreviewSummary, renderScheduledSummary } from '../../../src/preview/summary.js';

describe('job summary', () => {
  it('renders one preview with escaped fields', () => {
    const text = renderPreviewSummary({
      outcome: 'ready',
      branch: '<img src=x onerror=alert(1)>|x',
      sha: 'f'.repeat(40),
      previewUrl: 'https://pr-3.preview.example.com',
      pullRequestNumber: 3,
      durationMs: 190_000,
    });
    expect(text).toContain('| Status | ✅ ready |');
    expect(text).toContain('| Branch | &lt;img src\\=x onerror\\=alert\\(1\\)&gt;\\|x |');
    expect(text).toContain('| Commit | `fffffff` |');
    expect(text).toContain('(https://pr-3.preview.example.com)');
    expect(text).toContain('| Duration | 3m10s |');
  });

  it('renders the scheduled multi-branch table', () => {
    const text = renderScheduledSummary([
      {
        branch: 'main',
        outcome: 'ready',
        previewUrl: 'https://main.preview.example.com',
        durationMs: 41_000,
      },
      { branch: 'feature/a|b', outcome: 'failed', durationMs: 850 },
      { branch: '@team', outcome: 'skipped' },
    ]);
    const rows = text.split('\n').filter((line) => line.startsWith('| '));
    expect(rows[0]).toBe('| Branch | Status | Preview | Duration |');
    expect(rows[1]).toMatch(
      /^\| main \| ✅ ready \| \[.*\]\(https:\/\/main\.preview\.example\.com\) \| 41s \|$/,
    );
    expect(rows[2]).toBe('| feature/a\\|b | ❌ failed | — | 850ms |');
    expect(rows[3]).toBe('| @\u200dteam | ⏭️ skipped | — | — |');
    expect(text).toContain('3 branches: 1 ready, 1 failed, 1 skipped.');
    expect(renderScheduledSummary([])).toContain('No branch matched.');
  });

  it('an attached preview names who built it, escaped', () => {
    const text = renderPreviewSummary({
      outcome: 'ready',
      branch: 'docs/x',
      previewUrl: 'https://acme-docs-x-1a2b.mintlify.site',
      builtBy: 'mintlify[bot] (deployment 7 to staging); nothing triggered',
    });
    expect(text).toContain(
      '| Built by | mintlify\\[bot\\] \\(deployment 7 to staging\\); nothing triggered |',
    );
    expect(renderPreviewSummary({ outcome: 'ready', branch: 'main' })).not.toContain('Built by');
  });
});
