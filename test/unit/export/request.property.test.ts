import fc from 'fast-check';
import { DEPLOYMENT_TYPES, parseDeploymentType } from '../../../src/export/deployment-type.js';
import { checkDomain, checkExportPaths, checkVersionLabel } from '../../../src/export/request.js';
import { outcome, rejection, WHITESPACE } from '../../support/outcome.js';

/** Hostnames the service accepts: labels of letters, digits and inner hyphens, at most 253 characters. */
const label = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'),
    minLength: 1,
    maxLength: 20,
  })
  .filter((l) => !l.startsWith('-') && !l.endsWith('-'));
const hostname = fc.oneof(
  fc.domain(),
  fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.')),
);

describe('checkDomain (property)', () => {
  it('accepts generated valid hostnames, lower-cased', () => {
    fc.assert(
      fc.property(hostname, (host) => {
        expect(checkDomain(host, 'input domain')).toBe(host.toLowerCase());
      }),
    );
  });

  it('rejects any string with a scheme, naming the hostname to use instead', () => {
    fc.assert(
      fc.property(
        hostname,
        fc.constantFrom('http', 'https', 'ftp', 's3', 'git+ssh'),
        fc.string(),
        (host, scheme, rest) => {
          const message = rejection(() =>
            checkDomain(`${scheme}://${host}${rest ? `/${rest}` : ''}`, 'input domain'),
          );
          expect(message).toMatch(/^input domain: /);
        },
      ),
    );
  });

  it('rejects any string with a slash or whitespace', () => {
    fc.assert(
      fc.property(
        hostname,
        fc.constantFrom('/', ...WHITESPACE),
        fc.string({ maxLength: 10 }),
        fc.boolean(),
        (host, bad, rest, before) => {
          const text = before ? `${bad}${host}${rest}` : `${host}${bad}${rest}`;
          expect(rejection(() => checkDomain(text, '--domain'))).toMatch(/^--domain: /);
        },
      ),
    );
  });

  it('only throws ConfigurationError; what it accepts is a bare hostname', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.domain().map((d) => `${d}:8080`),
        ),
        (text) => {
          const result = outcome(() => checkDomain(text));
          if (result.ok) expect(result.value).toMatch(/^[a-z0-9.-]{1,253}$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('checkExportPaths (property)', () => {
  const segment = fc
    .string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.'),
      minLength: 1,
      maxLength: 12,
    })
    .filter((s) => s !== '..');
  const pagePath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

  it('keeps page paths, dropping blank items', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(pagePath, fc.constant('  ')), { maxLength: 6 }), (paths) => {
        expect(checkExportPaths(paths, 'input paths')).toEqual(paths.filter((p) => p.trim() !== ''));
      }),
    );
  });

  it('rejects a leading slash, a .. segment, a query, a fragment or inner whitespace', () => {
    fc.assert(
      fc.property(pagePath, fc.constantFrom('/', '../', '?', '#', ' ', '\t'), (path, bad) => {
        const text = bad === '/' ? `/${path}` : bad === '../' ? `${path}/../x` : `${path}${bad}x`;
        expect(rejection(() => checkExportPaths([text], 'input paths'))).toMatch(/^input paths: /);
      }),
    );
  });
});

describe('checkVersionLabel (property)', () => {
  it('accepts printable labels without whitespace, up to 128 characters', () => {
    const printable = fc.string({
      unit: fc.constantFrom(...'abcXYZ0189.-_+~:@'),
      minLength: 1,
      maxLength: 128,
    });
    fc.assert(fc.property(printable, (v) => expect(checkVersionLabel(v, 'input version')).toBe(v)));
  });

  it('rejects any label containing whitespace or a control character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...WHITESPACE, '\u0000', '\u001b'),
        fc.string({ maxLength: 20 }),
        (a, bad, b) => {
          expect(rejection(() => checkVersionLabel(a + bad + b, '--version'))).toMatch(/^--version: /);
        },
      ),
    );
  });
});

describe('parseDeploymentType (property)', () => {
  it('accepts the three types in any case, with _ or without the separator', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEPLOYMENT_TYPES),
        fc.constantFrom('-', '_', ''),
        fc.func(fc.boolean()),
        (type, separator, upper) => {
          const text = [...type.replace('-', separator)]
            .map((c, i) => (upper(i) ? c.toUpperCase() : c))
            .join('');
          expect(parseDeploymentType(` ${text} `, 'input deployment-type')).toBe(type);
        },
      ),
    );
  });

  it('rejects the names of Object.prototype members', () => {
    for (const text of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(rejection(() => parseDeploymentType(text, '--deployment-type'))).toMatch(/^--deployment-type: /);
    }
  });

  it('rejects everything else, listing the types', () => {
    const known = new Set([
      'cloud',
      'client-hosted',
      'client_hosted',
      'clienthosted',
      'air-gapped',
      'air_gapped',
      'airgapped',
    ]);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !known.has(s.trim().toLowerCase())),
        (text) => {
          expect(rejection(() => parseDeploymentType(text, '--deployment-type'))).toMatch(
            /^--deployment-type: .*cloud, client-hosted, air-gapped/s,
          );
        },
      ),
    );
  });
});
