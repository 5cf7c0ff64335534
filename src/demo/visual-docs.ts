import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';

/**
 * Two docs folders for the preview's visual review against the emulator: production (`base/docs`)
 * and the pull request's head (`head/docs`, also the workspace's checkout). The head inserts a
 * paragraph in the setup guide and swaps its image (the demo scene and the e2e tests); `extraPages`
 * adds pages that gain one sentence on the head.
 */
export interface VisualDocs {
  base: string;
  head: string;
  /** `docs/...` paths of the pages the pull request changes. */
  changed: string[];
  cleanup(): Promise<void>;
}

/** A solid PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    png.data[i * 4] = rgb[0];
    png.data[i * 4 + 1] = rgb[1];
    png.data[i * 4 + 2] = rgb[2];
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Paragraph ${i + 1} explains one more step of the setup in plain words, as a reader would.`,
  ).join('\n\n');

export async function createVisualDocs(options: { extraPages?: number } = {}): Promise<VisualDocs> {
  const root = await mkdtemp(join(tmpdir(), 'docs-ci-visual-docs-'));
  const extra = Array.from({ length: options.extraPages ?? 0 }, (_, i) => `guides/extra-${i}`);
  const write = async (side: 'base' | 'head', path: string, content: string | Buffer) => {
    const file = join(root, side, 'docs', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  for (const side of ['base', 'head'] as const) {
    await write(
      side,
      'docs.json',
      JSON.stringify({
        name: 'Acme',
        navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/setup', ...extra] }] },
      }),
    );
    await write(side, 'index.mdx', page('Home', 'Welcome.'));
    await write(side, 'images/logo-red.png', solidPng(240, 120, [200, 30, 30]));
    await write(side, 'images/logo-blue.png', solidPng(240, 120, [30, 60, 200]));
    const inserted =
      side === 'head'
        ? '\n\nThis paragraph is new: the pull request inserts it before the install steps.'
        : '';
    const logo = side === 'head' ? 'logo-blue' : 'logo-red';
    await write(
      side,
      'guides/setup.mdx',
      page(
        'Set up',
        `## Before you start\n\n${filler(3)}${inserted}\n\n## Install\n\n${filler(4)}\n\n## Brand\n\n![Logo](/images/${logo}.png)\n\n${filler(3)}`,
      ),
    );
    for (const [i, path] of extra.entries()) {
      const change = side === 'head' ? `\n\nPage ${i} gained this sentence in the pull request.` : '';
      await write(side, `${path}.mdx`, page(`Extra ${i}`, `## Extra ${i}\n\n${filler(2)}${change}`));
    }
  }
  return {
    base: join(root, 'base'),
    head: join(root, 'head'),
    changed: ['docs/guides/setup.mdx', ...extra.map((path) => `docs/${path}.mdx`)],
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
