import { classifyTarget } from '../../../src/links/link-targets.js';

describe('classifyTarget', () => {
  it.each([
    ['/quickstart', 'rooted'],
    ['./guide#setup', 'relative'],
    ['#anchor', 'same page'],
    ['guides/intro.mdx', 'a file'],
    ['', 'empty'],
  ])('leaves %p to the validator (%s)', (target) => {
    expect(classifyTarget(target)).toEqual({ kind: 'internal' });
  });

  it('normalises the URL and strips the fragment for the request', () => {
    expect(classifyTarget('HTTPS://Docs.Acme.COM/a b/../c?q=1#Section%201'.replace(' ', '%20'))).toEqual({
      kind: 'external',
      url: 'https://docs.acme.com/c?q=1#Section%201',
      document: 'https://docs.acme.com/c?q=1',
      fragment: 'Section 1',
    });
  });

  it('reads a URL with spaces (CommonMark `<...>`) as the renderer links it: percent-encoded, never broken (issue 47)', () => {
    expect(classifyTarget('https://host.test/docs/another page')).toEqual({
      kind: 'external',
      url: 'https://host.test/docs/another%20page',
      document: 'https://host.test/docs/another%20page',
      fragment: undefined,
    });
    expect(classifyTarget('https://host.test/a b?q=x y#Part two')).toEqual({
      kind: 'external',
      url: 'https://host.test/a%20b?q=x%20y#Part%20two',
      document: 'https://host.test/a%20b?q=x%20y',
      fragment: 'Part two',
    });
  });

  it('reads protocol-relative links as https', () => {
    expect(classifyTarget('//cdn.acme.com/x.png')).toMatchObject({
      kind: 'external',
      document: 'https://cdn.acme.com/x.png',
    });
  });

  it('gives the punycode host of an internationalised name', () => {
    expect(classifyTarget('https://bücher.acme/')).toMatchObject({
      document: 'https://xn--bcher-kva.acme/',
    });
  });

  it.each([
    ['mailto:team@example.com', 'e-mail'],
    ['tel:+441234', 'phone'],
    ['javascript:void(0)', 'script'],
    ['data:image/png;base64,AAAA', 'inline data'],
    ['ftp://ftp.example.com/file', 'FTP'],
    ['vscode://extension/x', 'vscode:'],
  ])('skips %p with a reason', (target, words) => {
    const result = classifyTarget(target);
    expect(result.kind).toBe('skipped');
    expect(result.kind === 'skipped' && result.reason).toContain(words);
  });

  it.each([
    'https://{your-domain}/api',
    'https://<your-domain>.example.com',
    'https://api.example.com/${path}',
  ])('skips the placeholder %p', (target) => {
    expect(classifyTarget(target)).toMatchObject({
      kind: 'skipped',
      reason: expect.stringContaining('placeholder'),
    });
  });

  it.each([
    'https://example.com/x',
    'http://api.example.org/v1',
    'https://docs.acme.example/',
    'http://gone.invalid/',
  ])('skips the reserved example domain of %p', (target) => {
    expect(classifyTarget(target)).toMatchObject({
      kind: 'skipped',
      reason: expect.stringContaining('example domain'),
    });
  });

  it.each(['https://', 'http://exa mple.com', 'https://[::1', 'http://:80/'])(
    'calls %p malformed',
    (target) => {
      expect(classifyTarget(target)).toMatchObject({ kind: 'malformed' });
    },
  );

  it('never requests a URL with credentials, nor shows them', () => {
    const result = classifyTarget('https://user:hunter2@example.com/x');
    expect(result).toMatchObject({ kind: 'skipped' });
    expect(JSON.stringify(result)).not.toContain('hunter2');
  });

  it('treats absolute links to the site itself as internal', () => {
    const site = new URL('https://docs.acme.com');
    expect(classifyTarget('https://docs.acme.com/quickstart#x', site)).toEqual({ kind: 'internal' });
    expect(classifyTarget('https://acme.com/pricing', site)).toMatchObject({ kind: 'external' });
    const under = new URL('https://acme.com/docs/');
    expect(classifyTarget('https://acme.com/docs/intro', under)).toEqual({ kind: 'internal' });
    expect(classifyTarget('https://acme.com/pricing', under)).toMatchObject({ kind: 'external' });
  });
});
