import { createTarGz, createZip } from '../../../src/emulator/archive.js';
import { buildSite, traversalEntries } from '../../../src/emulator/site.js';
import { readTar, readZip } from '../../support/archive-reader.js';

describe('archives', () => {
  it('writes a tar.gz that tar reads back, byte-identical on every build', async () => {
    const site = buildSite();
    const one = createTarGz(site.entries);
    expect(createTarGz(buildSite().entries).equals(one)).toBe(true);
    const entries = await readTar(one);
    expect(entries.filter((e) => e.path.endsWith('.html'))).toHaveLength(site.pageCount);
    expect(entries.find((e) => e.path === 'assets/')?.type).toBe('Directory');
    expect(entries.find((e) => e.path === 'index.html')?.content).toContain('<a href="guides/index.html"');
  });

  it('keeps long paths (ustar prefix)', async () => {
    const path = `${'deep/'.repeat(30)}page.html`;
    const entries = await readTar(createTarGz([{ type: 'file', path, content: Buffer.from('x') }]));
    expect(entries[0]).toMatchObject({ path, content: 'x' });
  });

  it('writes traversal entries verbatim in tar and zip', async () => {
    const expected = [
      expect.objectContaining({ path: '../evil.txt', type: 'File' }),
      expect.objectContaining({ path: '/etc/x', type: 'File' }),
      expect.objectContaining({
        path: 'assets/escape',
        type: 'SymbolicLink',
        linkpath: '../../../../etc/passwd',
      }),
    ];
    expect(await readTar(createTarGz(traversalEntries()))).toEqual(expect.arrayContaining(expected));
    expect(readZip(createZip(traversalEntries()))).toEqual(expect.arrayContaining(expected));
  });

  it('writes a zip whose entries inflate back to the site files', () => {
    const site = buildSite({ externalAssets: true });
    const entries = readZip(createZip(site.entries));
    const css = entries.find((e) => e.path === 'assets/external.css');
    expect(css?.content).toContain('@import url("https://fonts.googleapis.com/');
    expect(entries.find((e) => e.path === 'guides/')?.type).toBe('Directory');
  });
});
