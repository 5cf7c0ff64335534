import { previewLink, reportedPreviewAddress } from '../../../src/core/url.js';

describe('previewLink', () => {
  it.each([
    ['acme-feature-x.preview.docs.example', 'https://acme-feature-x.preview.docs.example'],
    ['acme-feature-x.preview.docs.example/guides', 'https://acme-feature-x.preview.docs.example/guides'],
    ['//acme.docs.example', 'https://acme.docs.example'],
    ['localhost:4010/previews/p/', 'https://localhost:4010/previews/p/'],
    ['https://pr-3.preview.example.com', 'https://pr-3.preview.example.com'],
    ['https://pr-3.preview.example.com/docs', 'https://pr-3.preview.example.com/docs'],
    ['https://Pr-3.Preview.example.com/A%2fB?x=1', 'https://Pr-3.Preview.example.com/A%2fB?x=1'],
    ['acme.docs.example/guides/', 'https://acme.docs.example/guides/'],
    ['http://127.0.0.1:4010/previews/p/x/', 'http://127.0.0.1:4010/previews/p/x/'],
    ['  acme.docs.example  ', 'https://acme.docs.example'],
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

describe('reportedPreviewAddress', () => {
  it('is the link when the value is one, with nothing added (no trailing slash)', () => {
    expect(reportedPreviewAddress('acme.docs.example')).toBe('https://acme.docs.example');
    expect(`${reportedPreviewAddress('https://acme.docs.example')}/guides`).toBe(
      'https://acme.docs.example/guides',
    );
  });

  it('is the value verbatim when it is not a usable link', () => {
    expect(reportedPreviewAddress('not a host')).toBe('not a host');
    expect(reportedPreviewAddress('nodots')).toBe('nodots');
    expect(reportedPreviewAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('is undefined when there is no address', () => {
    expect(reportedPreviewAddress(undefined)).toBeUndefined();
    expect(reportedPreviewAddress('  ')).toBeUndefined();
  });
});
