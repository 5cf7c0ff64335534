import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VisualReport } from '../../../src/visual/types.js';
import { runCli } from '../../support/cli.js';
import { runCliChild } from '../../support/cli-child.js';
import { browserEnv } from '../../support/visual-child.js';
import type { VisualSites } from '../../support/visual-sites.js';
import { startVisualSites } from '../../support/visual-sites.js';

const SLOW = 180_000;
let sites: VisualSites;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  sites = await startVisualSites();
  work = await mkdtemp(join(tmpdir(), 'docs-ci-visual-cli-'));
  env = await browserEnv();
}, SLOW);

afterAll(async () => {
  await sites?.close();
  await rm(work, { recursive: true, force: true });
});

/** A docs folder with docs.json and the given pages (`name` -> MDX body). */
async function docsFolder(name: string, pages: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  const names = Object.keys(pages);
  await writeFile(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Docs', navigation: { groups: [{ group: 'Guides', pages: names }] } }),
  );
  for (const [page, body] of Object.entries(pages))
    await writeFile(join(dir, `${page}.mdx`), `---\ntitle: ${page}\n---\n\n${body}\n`);
  return dir;
}

describe('docs-ci visual: bad input', () => {
  const badInput: Array<[string, string[], Record<string, string>, RegExp]> = [
    ['no --after', ['--pages', '/a'], {}, /--after is required/],
    [
      'an --after that is no address',
      ['--after', 'docs.example.com', '--pages', '/a'],
      {},
      /--after: "docs.example.com" is not an http\(s\) address/,
    ],
    [
      'a --width that is no number',
      ['--after', 'http://127.0.0.1:1', '--pages', '/a', '--width', 'wide'],
      {},
      /--width: "wide" is not a whole number/,
    ],
    ['no pages', ['--after', 'http://127.0.0.1:1'], {}, /give --pages PATH .* or --docs-dir DIR/],
    [
      'a page given as an address',
      ['--after', 'http://127.0.0.1:1', '--pages', 'https://x.example/a'],
      {},
      /--pages: .* is not a page path/,
    ],
    [
      '--base-dir without --docs-dir',
      ['--after', 'http://127.0.0.1:1', '--base-dir', '.'],
      {},
      /--base-dir needs --docs-dir/,
    ],
    [
      'no browser',
      ['--after', 'http://127.0.0.1:1', '--pages', '/a'],
      { CHROME_PATH: '/no/such/chrome' },
      /CHROME_PATH: no browser at \/no\/such\/chrome/,
    ],
  ];
  it.each(badInput)(
    '%s: one clear line, exit 2, nothing launched',
    async (_name, args, extraEnv, message) => {
      const run = await runCli(['visual', ...args, '--out', join(work, 'never'), '--json'], {
        PATH: '',
        ...extraEnv,
      });
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
      expect(run.json).toMatchObject({ ok: false, error: { kind: 'configuration' } });
      expect(existsSync(join(work, 'never'))).toBe(false);
    },
  );

  it('refuses a colour scheme or a --fail-on level it does not know (exit 2)', async () => {
    for (const args of [
      ['--color-scheme', 'sepia'],
      ['--fail-on', 'sometimes'],
    ]) {
      const run = await runCli(['visual', '--after', 'http://127.0.0.1:1', '--pages', '/a', ...args], {
        PATH: '',
      });
      expect(run.code).toBe(2);
    }
  });
});

describe('docs-ci visual in a real Chromium', () => {
  it(
    'prints the report as one JSON object, and exits 1 with --fail-on changed',
    async () => {
      const out = join(work, 'json');
      const args = [
        'visual',
        '--after',
        sites.after.url,
        '--before',
        sites.before.url,
        '--pages',
        '/plain',
        '--pages',
        'inserted',
        '--out',
        out,
      ];
      const run = await runCliChild([...args, '--json'], env);
      expect(run.code).toBe(0);
      const report = run.json as unknown as VisualReport & { ok: boolean };
      expect(report.ok).toBe(true);
      expect(report.pages.map((page) => [page.path, page.status])).toEqual([
        ['/plain', 'unchanged'],
        ['/inserted', 'changed'],
      ]);
      expect(report.summary).toMatchObject({ changed: 1, unchanged: 1, total: 2 });
      expect(existsSync(join(out, 'index.html'))).toBe(true);
      expect(existsSync(join(out, 'report.json'))).toBe(true);

      const failing = await runCliChild([...args, '--fail-on', 'changed'], env);
      expect(failing.code).toBe(1);
      expect(failing.stdout).toContain('changed   /inserted  (1 region(s))');
      expect(failing.stdout).toContain('unchanged /plain');
      expect(failing.stdout.trim().split('\n').pop()).toBe(`Report: ${join(out, 'index.html')}`);
    },
    SLOW,
  );

  it(
    'takes the pages a change touches from --docs-dir against --base-dir, and every page from --docs-dir alone',
    async () => {
      const base = await docsFolder('base', { plain: 'Same text.', inserted: 'Old text.' });
      const head = await docsFolder('head', {
        plain: 'Same text.',
        inserted: 'Old text.\n\nA new paragraph.',
      });
      const changed = await runCliChild(
        [
          'visual',
          '--after',
          sites.after.url,
          '--docs-dir',
          head,
          '--base-dir',
          base,
          '--out',
          join(work, 'changed'),
          '--json',
        ],
        env,
      );
      expect(changed.code).toBe(0);
      expect((changed.json as unknown as VisualReport).pages.map((page) => [page.path, page.status])).toEqual(
        [['/inserted', 'captured']],
      );
      const every = await runCliChild(
        [
          'visual',
          '--after',
          sites.after.url,
          '--docs-dir',
          head,
          '--max-pages',
          '1',
          '--out',
          join(work, 'every'),
          '--json',
        ],
        env,
      );
      const report = every.json as unknown as VisualReport;
      expect([...report.pages.map((page) => page.path), ...(report.notCaptured ?? [])].sort()).toEqual([
        '/inserted',
        '/plain',
      ]);
      expect(report.notCaptured).toHaveLength(1);
    },
    SLOW,
  );
});
