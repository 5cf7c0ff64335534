import {
  clearSecretsForTests,
  isPresignedUrl,
  redact,
  registerSecret,
  safeUrl,
} from '../../../src/core/secrets.js';

afterEach(() => clearSecretsForTests());

describe('redact', () => {
  it('removes every registered secret', () => {
    registerSecret('dcs_supersecret');
    expect(redact('key dcs_supersecret and dcs_supersecret again')).toBe('key *** and *** again');
  });

  it('strips the query string of presigned URLs, keeping plain URLs', () => {
    const url =
      'https://bucket.s3.amazonaws.com/exports/se_1/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AK%2F&X-Amz-Signature=deadbeef';
    expect(isPresignedUrl(url)).toBe(true);
    expect(redact(`downloading ${url} now`)).toBe(
      'downloading https://bucket.s3.amazonaws.com/exports/se_1/bundle.tar.gz?<redacted> now',
    );
    expect(redact('see https://docs.example.com/page?tab=2')).toBe('see https://docs.example.com/page?tab=2');
    expect(safeUrl('https://x.test/a?b=c')).toBe('https://x.test/a?<redacted>');
  });

  it('ignores values too short to be secrets', () => {
    registerSecret('ab');
    expect(redact('abc')).toBe('abc');
  });
});
