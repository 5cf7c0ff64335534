import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedPagePaths } from '../../../src/visual/pages/changed-between-folders.js';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-ci-folders-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function folder(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

const docsJson = (pages: string[]) =>
  JSON.stringify({ name: 'Docs', navigation: { groups: [{ group: 'Guides', pages }] } });
const mdx = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('changedPagePaths (--docs-dir against --base-dir)', () => {
  it('lists added, modified and removed pages and the pages importing a changed snippet, by path', async () => {
    const base = await folder('base', {
      'docs.json': docsJson(['same', 'edited', 'gone', 'guides/uses-snippet']),
      'same.mdx': mdx('Same'),
      'edited.mdx': mdx('Edited', 'Before.'),
      'gone.mdx': mdx('Gone'),
      'guides/uses-snippet.mdx': mdx('Uses', "import Note from '/snippets/note.mdx';\n\n<Note />"),
      'snippets/note.mdx': 'A note.',
    });
    const head = await folder('head', {
      'docs.json': docsJson(['same', 'edited', 'added', 'guides/uses-snippet']),
      'same.mdx': mdx('Same'),
      'edited.mdx': mdx('Edited', 'After.'),
      'added.mdx': mdx('Added'),
      'guides/uses-snippet.mdx': mdx('Uses', "import Note from '/snippets/note.mdx';\n\n<Note />"),
      'snippets/note.mdx': 'A changed note.',
    });
    const paths = await changedPagePaths(head, base);
    expect([...paths].sort()).toEqual(['/added', '/edited', '/gone', '/guides/uses-snippet']);
    expect(paths).not.toContain('/same');
  });

  it('lists nothing when the folders hold the same files', async () => {
    const files = { 'docs.json': docsJson(['a']), 'a.mdx': mdx('A') };
    expect(await changedPagePaths(await folder('one', files), await folder('two', files))).toEqual([]);
  });
});
