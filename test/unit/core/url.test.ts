import { previewLink } from '../../../src/core/url.js';

describe('previewLink', () => {
  it.each([
    ['acme-feature-x.preview.docs.example', 'https://acme-feature-x.preview.docs.example/'],
    ['acme-feature-x.preview.docs.example/guides', 'https://acme-feature-x.preview.docs.example/guides'],
    ['//acme.docs.example', 'https://acme.docs.example/'],
    ['localhost:4010/previews/p/', 'https://localhost:4010/previews/p/'],
    ['https://pr-3.preview.example.com', 'https://pr-3.preview.example.com/'],
    ['http://127.0.0.1:4010/previews/p/x/', 'http://127.0.0.1:4010/previews/p/x/'],
    ['  acme.docs.example  ', 'https://acme.docs.example/'],
  ])('links %s as %s', (address, link) => {
    expect(previewLink(address)).toBe(link);
  });

  it.each([undefined, '', '   ', 'not a host', 'javascript:alert(1)', 'ftp://x.example', 'nodots'])(
    'gives no link for %p',
    (address) => {
      expect(previewLink(address)).toBeUndefined();
    },
  );
});
