import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { TINY_PNG } from '../../src/emulator/site.js';
import { call } from './emulator-calls.js';

/** The docs folder of the docs-site-*.test.ts files: four pages, an image, redirects, a file that is no page. */
export const DOCS_JSON = {
  name: 'Emulated docs',
  navigation: {
    groups: [
      { group: 'Start', pages: ['index', 'guides/intro'] },
      { group: 'Guides', pages: ['guides/setup', { group: 'Reference', pages: ['reference/api'] }] },
    ],
  },
  redirects: [
    { source: '/old/:slug*', destination: '/guides/:slug*' },
    { source: '/moved', destination: 'guides/setup', permanent: false },
    { source: '/elsewhere', destination: 'https://example.com/docs' },
  ],
};

export const INTRO = `---
title: Introduction
---

Read the [setup guide](./setup) first, then the [API](/reference/api#list-items).

## Getting started

Some text & more <Tooltip tip="hint">text</Tooltip>.

## Install

- [Download](https://example.com/download)
- Run \`[not](/in-a-span)\`

## Install

### What's new? {#custom-id}

## Hello, World!

\`\`\`md
[not a link](https://example.com/in-code) and https://example.com/bare-in-code
\`\`\`

<Card title="Setup card" href="/guides/setup">
  Card body.
</Card>

See <https://example.com/auto> or https://example.com/bare. Also <a href="/raw#top">raw</a>.

![Logo](/images/logo.png)
`;

export const FILES: Record<string, string | Buffer> = {
  'docs.json': JSON.stringify(DOCS_JSON, null, 2),
  'index.mdx': '---\ntitle: Welcome\n---\n\nStart with the [introduction](/guides/intro).\n',
  'guides/intro.mdx': INTRO,
  'guides/setup.md': '# Setup\n\nSteps. Back to [intro](intro#install).\n',
  'reference/api.mdx': '---\ntitle: API reference\n---\n\n## List items\n\nGET /items\n',
  'images/logo.png': TINY_PNG,
  'README.md': '# Not a page\n',
};

export async function writeDocs(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** One GET, redirects not followed. */
export async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The ids of elements inside the page's article. */
export function articleIds(html: string): Set<string> {
  const article = /<article>([\s\S]*)<\/article>/.exec(html)?.[1] ?? '';
  return new Set([...article.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));
}

export function articleHrefs(html: string): string[] {
  const article = /<article>([\s\S]*)<\/article>/.exec(html)?.[1] ?? '';
  return [...article.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

export interface DocsSite {
  /** The temp dir that holds both folders (a file beside them is outside the site). */
  readonly root: string;
  /** A second folder with one page (`changed`), for branchDocs. */
  readonly otherDir: string;
  readonly emulator: RunningEmulator;
  /** Starts a preview of `branch` and lets it go live; its URL. */
  livePreview(branch: string): Promise<string>;
}

/**
 * The setup of the docs-site-*.test.ts files: FILES in a temp folder, an emulator serving it, and
 * after each test the site's access, faults and latency set back. Call at the top of a describe;
 * the returned object is filled in by the hooks.
 */
export function useDocsSite(): DocsSite {
  let root: string | undefined;
  let emulator: RunningEmulator | undefined;
  const started = () => {
    if (!root || !emulator) throw new Error('useDocsSite: read the site inside a test');
    return { root, emulator };
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docs-site-'));
    await writeDocs(join(root, 'docs'), FILES);
    await writeDocs(join(root, 'other'), {
      'docs.json': JSON.stringify({ name: 'Other', navigation: { pages: ['changed'] } }),
      'changed.mdx': '---\ntitle: Changed page\n---\n\n## Only here\n',
    });
    emulator = await startEmulator({ timeScale: 1, previewLimit: false, docsDir: join(root, 'docs') });
  });
  afterAll(async () => {
    await emulator?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });
  afterEach(() => {
    emulator?.control.configure({ previewAccess: 'public', pageFaults: [], pageLatencyMs: 0 });
  });

  return {
    get root() {
      return started().root;
    },
    get otherDir() {
      return join(started().root, 'other');
    },
    get emulator() {
      return started().emulator;
    },
    async livePreview(branch) {
      const { emulator } = started();
      const answer = await call(emulator, 'POST', '/project/preview/proj', { body: { branch } });
      expect(answer.status).toBe(202);
      emulator.control.advanceTime(10 * 60_000);
      return answer.json.previewUrl as string;
    },
  };
}
