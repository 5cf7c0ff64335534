import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorMessage } from '../core/errors.js';
import type { RunningEmulator } from '../emulator/index.js';
import type { ActionRunResult } from './action-runner.js';
import { runBuiltAction } from './action-runner.js';
import type { FakeGitHub } from './fake-github.js';
import { pullRequestEvent } from './samples.js';
import { createVisualDocs } from './visual-docs.js';

/**
 * The demo's visual review: production and the preview of a pull request that inserts a paragraph
 * and swaps an image, both served by the emulator; the preview action compares them in a headless
 * Chrome and shows the regions in its comment, the images on the fake GitHub's image branch.
 */

export interface VisualSceneOptions {
  root: string;
  host: { PATH?: string | undefined; HOME?: string | undefined; CHROME_PATH?: string | undefined };
  emulator: RunningEmulator;
  /** The folder the emulator's production site renders in the other scenes: put back afterwards. */
  docsDir: string;
  github: FakeGitHub;
  env: Record<string, string>;
  api: Record<string, string>;
  say: (text?: string) => void;
  indent: (text: string) => string;
  renderLog: (result: ActionRunResult) => string[];
}

export interface SceneOutcome {
  title: string;
  ok: boolean;
  detail: string;
}

/**
 * A browser for the scene: CHROME_PATH, the usual install locations, else the Chromium of the
 * @sparticuz/chromium devDependency when node_modules has it. That package (about 60 MB of payload)
 * is resolved from the project folder at run time, never bundled into the CLI.
 */
export async function demoBrowser(
  root: string,
  host: VisualSceneOptions['host'],
): Promise<string | undefined> {
  if (host.CHROME_PATH && existsSync(host.CHROME_PATH)) return host.CHROME_PATH;
  const { findBrowser } = await import('../visual/browser/find-browser.js');
  try {
    return findBrowser({ env: { PATH: host.PATH } }).path;
  } catch {
    // below: the packaged Chromium
  }
  try {
    // Resolved from the project folder at run time: the bundler must not follow it into the CLI.
    const fromProject = createRequire(join(root, 'package.json'));
    const resolved = fromProject.resolve(['@sparticuz', 'chromium'].join('/'));
    const module = (await import(/* webpackIgnore: true */ pathToFileURL(resolved).href)) as {
      default: { executablePath: () => Promise<string> };
    };
    return await module.default.executablePath();
  } catch {
    return undefined;
  }
}

export async function runVisualScene(options: VisualSceneOptions): Promise<SceneOutcome> {
  const { emulator, github, say, indent } = options;
  const title = 'visual review of a pull request';
  say('\n━━ 11. Visual review: production against the preview of a pull request (visual: changed, site-url)');
  say('  uses: ./actions/preview');
  const browser = await demoBrowser(options.root, options.host);
  if (!browser) {
    say(
      '  No Chrome or Chromium here (CHROME_PATH, the usual locations, @sparticuz/chromium): the scene is skipped.',
    );
    return { title, ok: true, detail: 'skipped: no browser on this machine (set CHROME_PATH to run it)' };
  }
  const docs = await createVisualDocs();
  const branch = 'docs/new-look';
  const reports = await mkdtemp(join(tmpdir(), 'docs-ci-demo-visual-'));
  try {
    emulator.control.setDocsDir(join(docs.base, 'docs'));
    emulator.control.setBranchDocs(branch, join(docs.head, 'docs'));
    github.addPull({ number: 49, headRef: branch });
    github.setPullFiles(49, [{ filename: 'docs/guides/setup.mdx', status: 'modified' }]);
    say(`  checkout: the files of ${branch}: one paragraph inserted in /guides/setup, its logo swapped`);
    const result = await runBuiltAction('preview', {
      root: options.root,
      host: options.host,
      workspace: docs.head,
      eventName: 'pull_request',
      event: pullRequestEvent({
        number: 49,
        title: 'A new look for the setup guide',
        branch,
        headSha: 'c'.repeat(40),
        baseSha: 'b'.repeat(40),
      }),
      inputs: {
        ...options.api,
        'project-id': 'acme-docs',
        'site-url': emulator.control.siteUrl('acme-docs'),
        'check-links': 'none',
        'changed-pages-status': 'false',
      },
      // The report folder outlives the step (RUNNER_TEMP), so that its index.html can be opened.
      env: { ...options.env, CHROME_PATH: browser, RUNNER_TEMP: reports, GITHUB_SERVER_URL: github.url },
      killAfterMs: 100_000,
    });
    const lines = options.renderLog(result);
    if (lines.length > 0) say(indent(lines.join('\n')));
    say(`  exit code ${result.exitCode}`);
    const comment = github.comments(49)[0]?.body ?? '';
    const section = comment.slice(comment.indexOf('#### Visual changes'));
    if (section.startsWith('####')) {
      say('  The visual section of its comment on pull request #49:');
      say(indent(section.trim()));
    }
    const visual = (
      JSON.parse(result.outputs['result'] ?? '{}') as {
        visual?: { folder?: string; pages?: { regions: unknown[] }[] };
      }
    ).visual;
    const regions = visual?.pages?.[0]?.regions.length ?? 0;
    if (visual?.folder) say(`  The report folder (report.json, index.html, the images): ${visual.folder}`);
    const commit = github.git.branch('docs-ci-assets');
    return {
      title,
      ok:
        result.exitCode === 0 &&
        result.outputs['visual-changed'] === '1' &&
        regions === 2 &&
        commit !== undefined,
      detail: `${result.outputs['visual-changed'] ?? '?'} page changed, ${regions} regions shown as before | after pairs, images on docs-ci-assets ${commit?.sha.slice(0, 7) ?? '-'}; report in ${visual?.folder ?? '?'}`,
    };
  } catch (error) {
    return { title, ok: false, detail: errorMessage(error) };
  } finally {
    emulator.control.setBranchDocs(branch, undefined);
    emulator.control.setDocsDir(options.docsDir);
    await docs.cleanup();
  }
}
