import { PageCollector } from '../../../../src/links/http/page-collector.js';

const read = (html: string, chunk = html.length) => {
  const collector = new PageCollector();
  for (let i = 0; i < html.length; i += chunk) collector.write(html.slice(i, i + chunk));
  const anchors = collector.end();
  return { anchors, page: collector.page() };
};

describe('PageCollector', () => {
  const html =
    '<!doctype html><html><head><base href="/docs/"><title><a href="no">x</a></title></head><body>' +
    '<header><a href="/">Home</a></header><nav><ul><li><a href="a">A</a></li></ul></nav>' +
    '<main><h2 id="one">One</h2><p><a href="b#one" class=x>B</a> <a name="old"></a>' +
    '<a href=\'c?x=1&amp;y=2\'>C</a> <a>no href</a> <a href="">empty</a></p>' +
    '<aside><a href="/aside">x</a></aside><!-- <a href="commented"> --><script>"<a href=\\"s\\">"</script></main>' +
    '<footer><a href="https://social.test">S</a></footer></body></html>';

  it("reads the content's links, tells the site's frame apart, and keeps the anchors", () => {
    const { anchors, page } = read(html);
    expect(page.baseHref).toBe('/docs/');
    expect(page.links.filter((link) => !link.frame).map((link) => link.href)).toEqual(['b#one', 'c?x=1&y=2']);
    expect(page.links.filter((link) => link.frame).map((link) => link.href)).toEqual([
      '/',
      'a',
      '/aside',
      'https://social.test',
    ]);
    expect([...anchors]).toEqual(['one', 'old']);
  });

  it('reads the same whatever the chunks the page arrives in', () => {
    const whole = read(html);
    for (const size of [1, 7, 64]) expect(read(html, size)).toEqual(whole);
  });
});
