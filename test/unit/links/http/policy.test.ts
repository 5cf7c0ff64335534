import { isPrivateAddress } from '../../../../src/links/http/address-policy.js';
import { AnchorCollector } from '../../../../src/links/http/html-anchors.js';
import { parseRetryAfter } from '../../../../src/links/http/retry-after.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '[::1]',
    'fe80::1%eth0',
  ])('%s is private', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    'example.com',
  ])('%s is not', (ip) => expect(isPrivateAddress(ip)).toBe(false));
});

describe('parseRetryAfter', () => {
  const now = Date.parse('Sat, 28 Nov 2026 10:00:00 GMT');
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
  it.each([undefined, '', '-5', '1.5', 'soon', '12abc'])('gives no hint for %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('AnchorCollector', () => {
  const anchors = (...chunks: string[]) => {
    const collector = new AnchorCollector();
    for (const chunk of chunks) collector.write(chunk);
    return [...collector.end()].sort();
  };

  it('collects ids of every element and names of links, in every quoting', () => {
    expect(
      anchors(
        `<h2 id="install">x</h2><div ID='Setup'></div><p id=plain>y</p><a name="faq"></a><meta name="description"><input name="q">`,
      ),
    ).toEqual(['Setup', 'faq', 'install', 'plain']);
  });

  it('decodes character references', () => {
    expect(anchors('<h2 id="a&amp;b"></h2><h2 id="&#x27;q&#39;"></h2><h2 id="caf&#233;"></h2>')).toEqual([
      "'q'",
      'a&b',
      'café',
    ]);
  });

  it('ignores comments, scripts, styles and quoted >', () => {
    expect(
      anchors(
        '<!-- <h2 id="no"> --><script>var s = "<div id=\\"no2\\">";</script><style>#x{}</style><a title="a > b" id="yes">',
      ),
    ).toEqual(['yes']);
  });

  it('reads tags, comments and end tags cut across chunks', () => {
    expect(
      anchors(
        '<h2 i',
        'd="spl',
        'it">t</h2><!',
        '-- <p id="no"> -',
        '-><scr',
        'ipt>"<p id=no3>"</scr',
        'ipt><p id="after">',
      ),
    ).toEqual(['after', 'split']);
  });

  it('reads a 4 MiB page quickly', () => {
    const page = '<section id="s"><p class="c">text text text</p></section>'.repeat(75_000);
    const started = performance.now();
    const found = anchors(page.slice(0, 2_000_000), page.slice(2_000_000));
    expect(found).toEqual(['s']);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
