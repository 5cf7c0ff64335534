import { escapeMarkdown, fencedBlock, safeLinkTarget } from '../../../src/core/markdown.js';
import { renderForkSkippedComment, renderPreviewComment } from '../../../src/preview/comment.js';
import { composeStickyBody } from '../../../src/github/sticky-comment.js';

const base = {
  branch: 'feature/intro',
  sha: '0123456789abcdef0123456789abcdef01234567',
  runUrl: 'https://github.com/acme/docs/actions/runs/9001',
};
const XSS = '<img src=x onerror=alert(1)>';

describe('escapeMarkdown', () => {
  it('renders HTML as text', () => {
    const out = escapeMarkdown(XSS);
    expect(out).not.toMatch(/[<>]/);
    expect(out).toBe('&lt;img src\\=x onerror\\=alert\\(1\\)&gt;');
  });

  it('defuses links, images, mentions, references and table pipes', () => {
    const out = escapeMarkdown('[link](javascript:alert(1)) ![i](x) @octocat @acme/team #12 a|b');
    expect(out).not.toMatch(/(^|[^\\])[[\]()|]/);
    expect(out).toContain('@\u200docto');
    expect(out).toContain('@\u200dacme');
    expect(out).toContain('\\#\u200d12');
    expect(out).toContain('a\\|b');
  });

  it('keeps text on one line and drops control characters', () => {
    expect(escapeMarkdown('a\n# heading\r\n\u001b[31mred\u001b[0m\u0007')).toBe('a \\# heading red');
  });
});

describe('fencedBlock', () => {
  it('uses a fence longer than any backtick run inside', () => {
    const block = fencedBlock('before\n````\n<script>x</script>\n``````` end');
    const fence = block.split('\n')[0]!.replace('text', '');
    expect(fence).toBe('`'.repeat(8));
    expect(block.endsWith(`\n${fence}`)).toBe(true);
  });
});

describe('safeLinkTarget', () => {
  it('accepts http(s) only and encodes characters that end a link', () => {
    expect(safeLinkTarget('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkTarget('data:text/html,x')).toBeUndefined();
    expect(safeLinkTarget('https://x.test/a)b (c)')).toBe('https://x.test/a%29b%20%28c%29');
  });
});

describe('renderPreviewComment', () => {
  it('renders building with branch, commit, run link and start time', () => {
    const body = renderPreviewComment({ ...base, status: 'building', startedAt: '2024-05-01T12:34:56Z' });
    expect(body).toContain('Building the docs preview');
    expect(body).toContain('| Branch | feature/intro |');
    expect(body).toContain('`0123456`');
    expect(body).toContain('[workflow run](https://github.com/acme/docs/actions/runs/9001)');
    expect(body).toContain('2024-05-01 12:34 UTC');
  });

  it('renders ready with the preview link', () => {
    const body = renderPreviewComment({
      ...base,
      status: 'ready',
      previewUrl: 'https://pr-12.preview.example.com/',
      finishedAt: new Date('2024-05-01T12:40:00Z'),
      title: 'Handbook',
    });
    expect(body).toContain('[Open the preview](https://pr-12.preview.example.com/)');
    expect(body).toContain('Docs preview ready · Handbook');
  });

  it('links a bare-host address as https://<host>, and says when there is no address', () => {
    const bare = renderPreviewComment({
      ...base,
      status: 'ready',
      previewUrl: 'acme-feature-x.preview.docs.example',
      finishedAt: 0,
    });
    expect(bare).toContain(
      '**[Open the preview](https://acme-feature-x.preview.docs.example)** · https\\://acme\\-feature\\-x',
    );
    const none = renderPreviewComment({ ...base, status: 'ready', finishedAt: 0 });
    expect(none).toContain('Preview address unknown: the service did not give one.');
    expect(none).toContain('Docs preview ready');
  });

  it('does not link a preview URL that is not http(s)', () => {
    const body = renderPreviewComment({
      ...base,
      status: 'ready',
      previewUrl: 'javascript:alert(1)',
      finishedAt: 0,
    });
    expect(body).not.toContain('](javascript');
  });

  it('renders an XSS branch name and mentions as text everywhere', () => {
    const body = renderPreviewComment({ ...base, branch: `${XSS} @admin`, status: 'building', startedAt: 0 });
    expect(body).not.toContain('<img');
    expect(body).not.toContain('@admin');
  });

  it('renders failed with the summary and the last log lines in an unbreakable fence', () => {
    const logLines = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    logLines.push('```', '</details><img src=x onerror=alert(1)>', '@everyone ```` done');
    const body = renderPreviewComment({
      ...base,
      status: 'failed',
      summary: `Build failed: ${XSS}\nsee [docs](javascript:x)`,
      logLines,
      maxLogLines: 10,
      finishedAt: 0,
    });
    expect(body).toContain('Build failed\\: &lt;img');
    expect(body).not.toContain('](javascript');
    const fence = '`````';
    const start = body.indexOf(`${fence}text\n`);
    const end = body.indexOf(`\n${fence}\n`, start + 1);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const inside = body.slice(start + fence.length + 5, end).split('\n');
    expect(inside).toHaveLength(10);
    expect(inside[0]).toBe('line 93');
    expect(inside.at(-1)).toBe('@everyone ```` done');
    expect(body.slice(0, start)).not.toContain('<img');
  });

  it('keeps a 70,000-character log under the comment limit', () => {
    const oneLine = renderPreviewComment({
      ...base,
      status: 'failed',
      summary: 'x',
      logLines: ['y'.repeat(70_000)],
      finishedAt: 0,
    });
    const manyLines = renderPreviewComment({
      ...base,
      status: 'failed',
      summary: 's'.repeat(70_000),
      logLines: Array.from({ length: 700 }, () => 'z'.repeat(100)),
      maxLogLines: 1000,
      finishedAt: 0,
    });
    for (const body of [oneLine, manyLines]) {
      expect(body.length).toBeLessThan(65_536);
      expect(composeStickyBody('docs', body, { statusId: 'x' }).length).toBeLessThan(65_536);
    }
    expect(oneLine).toMatch(/characters cut\]/);
  });
});

describe('renderForkSkippedComment', () => {
  it('says why and how a maintainer runs the preview', () => {
    const body = renderForkSkippedComment({
      ...base,
      headRepository: 'forker/docs',
      pullRequestNumber: 30,
      workflowUrl: 'https://github.com/acme/docs/actions/workflows/preview.yml',
    });
    expect(body).toContain('comes from forker/docs.');
    expect(body).toContain('no secrets');
    expect(body).toContain('**Run workflow**');
    expect(body).toContain('`pull-request` to `30`');
    expect(body).toContain(
      'git fetch origin pull/30/head:docs-preview/pr-30 && git push origin docs-preview/pr-30',
    );
    expect(body).toContain('(https://github.com/acme/docs/actions/workflows/preview.yml)');
  });
});

describe('the ready comment shows a screenshot of the preview', () => {
  const ready = {
    branch: 'docs/x',
    sha: 'a'.repeat(40),
    status: 'ready' as const,
    previewUrl: 'https://acme-docs-x.example.app',
    finishedAt: 0,
  };

  it('light and dark through a <picture> following the color scheme, linked to the preview', () => {
    const body = renderPreviewComment({
      ...ready,
      screenshots: {
        default: 'https://shots.example/1.png',
        light: 'https://shots.example/1-light.png',
        dark: 'https://shots.example/1-dark.png',
      },
    });
    expect(body).toContain(
      '<a href="https://acme-docs-x.example.app"><picture>' +
        '<source media="(prefers-color-scheme: dark)" srcset="https://shots.example/1-dark.png">' +
        '<source media="(prefers-color-scheme: light)" srcset="https://shots.example/1-light.png">' +
        '<img src="https://shots.example/1.png" alt="Screenshot of the docs preview" width="480"></picture></a>',
    );
  });

  it('one screenshot alone is a plain image; a light one stands in for the default', () => {
    const only = renderPreviewComment({ ...ready, screenshots: { default: 'https://shots.example/a.png' } });
    expect(only).toMatch(/<a href="[^"]+"><img src="https:\/\/shots\.example\/a\.png" [^>]*><\/a>/);
    expect(only).not.toContain('<picture>');
    const light = renderPreviewComment({ ...ready, screenshots: { light: 'https://shots.example/l.png' } });
    expect(light).toContain('<img src="https://shots.example/l.png"');
  });

  it('no screenshot, or none that is an http(s) link: no image at all', () => {
    expect(renderPreviewComment(ready)).not.toMatch(/<img|<picture/);
    const bad = renderPreviewComment({
      ...ready,
      screenshots: { default: 'javascript:alert(1)', dark: 'not a url' },
    });
    expect(bad).not.toMatch(/<img|<picture|javascript/);
  });

  it('attribute text is escaped: quotes and angle brackets cannot leave the attribute', () => {
    const body = renderPreviewComment({
      ...ready,
      screenshots: { default: 'https://shots.example/a.png?x="><script>&y=1' },
    });
    expect(body).not.toContain('"><script>');
    expect(body).toContain('src="https://shots.example/a.png?x=%22%3E%3Cscript%3E&amp;y=1"');
  });
});
