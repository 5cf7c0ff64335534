import { ConfigurationError } from '../../../src/core/errors.js';
import { parseSiteAddress, siteBase } from '../../../src/core/site-address.js';
import type { SiteAddressRules } from '../../../src/core/site-address.js';

const plain: SiteAddressRules = { what: 'site-url', wording: 'address' };
/** `docs-ci links --live`'s rules: the strictest caller. */
const live: SiteAddressRules = { what: 'live', wording: 'of a site', refuseCredentials: true, base: true };

function mistake(text: string, rules: SiteAddressRules): string {
  try {
    parseSiteAddress(text, rules);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
}

describe('parseSiteAddress', () => {
  it.each([
    ['http://docs.example.com', 'http://docs.example.com/'],
    ['https://docs.example.com', 'https://docs.example.com/'],
    ['HTTPS://Docs.Example.COM:443/guides', 'https://docs.example.com/guides'],
    ['  https://docs.example.com/a/b  ', 'https://docs.example.com/a/b'],
    ['http://127.0.0.1:4010/previews/p/', 'http://127.0.0.1:4010/previews/p/'],
  ])('takes %p as %s', (text, href) => {
    expect(parseSiteAddress(text, plain).href).toBe(href);
  });

  it.each([
    'ftp://docs.example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:docs@example.com',
    'docs.example.com',
    'http://',
    'https://docs example.com',
    '',
    '   ',
  ])('refuses %p (another scheme, no host, no address)', (text) => {
    expect(mistake(text, plain)).toContain('is not an http(s) address');
    expect(mistake(text, live)).toContain('is not an http(s) address of a site');
  });

  it('takes a user name or password unless the rules refuse them', () => {
    expect(parseSiteAddress('https://user:secret@docs.example.com', plain).username).toBe('user');
    expect(mistake('https://user:secret@docs.example.com', live)).toMatch(/^live: /);
    expect(mistake('https://user@docs.example.com', live)).toMatch(/^live: /);
    expect(mistake('https://:secret@docs.example.com', live)).toMatch(/^live: /);
  });

  it('keeps the query, the fragment and the path as given, unless a base is asked for', () => {
    expect(parseSiteAddress('https://docs.example.com/v2?lang=en#top', plain).href).toBe(
      'https://docs.example.com/v2?lang=en#top',
    );
    expect(parseSiteAddress('https://docs.example.com/v2?lang=en#top', live).href).toBe(
      'https://docs.example.com/v2/',
    );
  });

  it('as a base, ends the path with one slash, so that page paths resolve below it', () => {
    expect(parseSiteAddress('https://docs.example.com', live).href).toBe('https://docs.example.com/');
    expect(parseSiteAddress('https://docs.example.com/v2', live).href).toBe('https://docs.example.com/v2/');
    expect(parseSiteAddress('https://docs.example.com/v2/', live).href).toBe('https://docs.example.com/v2/');
    const base = parseSiteAddress('https://host.example/previews/p', live);
    expect(new URL('guides/setup', base).href).toBe('https://host.example/previews/p/guides/setup');
  });

  it('words the mistake as each caller always has, naming the value as the user gave it', () => {
    expect(mistake(' docs.example.com ', { what: '--after', wording: 'of a site' })).toBe(
      '--after: " docs.example.com " is not an http(s) address of a site (for example https://docs.example.com)',
    );
    expect(mistake('ftp://x.example', plain)).toBe(
      'site-url: "ftp://x.example" is not an http(s) address (for example https://docs.example.com)',
    );
    expect(mistake(' ftp://x.example ', { what: 'input live-url', wording: 'input' })).toBe(
      'input live-url: "ftp://x.example" is not an http(s) address (for example https://docs.example.com).',
    );
  });

  it('siteBase is the same base step for an address parsed elsewhere (the visual review)', () => {
    expect(siteBase(new URL('https://docs.example.com/v2?x=1#a')).href).toBe('https://docs.example.com/v2/');
    expect(siteBase(new URL('http://127.0.0.1:4010/p/')).href).toBe('http://127.0.0.1:4010/p/');
  });
});
