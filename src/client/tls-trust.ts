import { TlsTrustError } from '../core/errors.js';

/**
 * TLS failures that are the runner's configuration, not the network's: the certificate chain does
 * not reach a trusted authority, the certificate is out of its dates, it names another host, or the
 * address speaks plain HTTP. Another try meets the same certificate, so none is made.
 */
const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'INVALID_CA',
  'CERT_SIGNATURE_FAILURE',
  'CERT_REVOKED',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'INVALID_PURPOSE',
  'PATH_LENGTH_EXCEEDED',
]);
const OUT_OF_DATE = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);
const OTHER_HOST = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'HOSTNAME_MISMATCH']);
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);

const TRUST_A_PRIVATE_CA =
  'If the server uses a private certificate authority (a company proxy or storage), trust it: set ' +
  'NODE_EXTRA_CA_CERTS to its PEM file, or add it to the system store and set NODE_USE_SYSTEM_CA=1 ' +
  '(in an action: env: on the step or the job). Certificate errors are configuration errors: not retried.';

/** The cause in words, when `error` is a TLS failure of the configuration; else undefined. */
export function tlsTrustCause(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined) return undefined;
  if (UNTRUSTED.has(code))
    return `its certificate is not signed by an authority this runner trusts (${code})`;
  if (OUT_OF_DATE.has(code)) {
    return (
      `its certificate is ${code === 'CERT_HAS_EXPIRED' ? 'expired' : 'not valid yet'} (${code}; ` +
      `this runner's clock says ${new Date().toISOString()}: check it if the certificate looks current)`
    );
  }
  if (OTHER_HOST.has(code)) return `its certificate is for another host name (${code})`;
  if (NOT_TLS.has(code)) {
    return `it does not speak TLS on that port (${code}): check that the address is https:// only if the server offers TLS there`;
  }
  return undefined;
}

/** A TlsTrustError for `error` when it is a TLS failure of the configuration; else undefined. */
export function tlsTrustError(error: unknown, host: string, what: string): TlsTrustError | undefined {
  const cause = tlsTrustCause(error);
  if (cause === undefined) return undefined;
  const advice = cause.includes('does not speak TLS') ? '' : ` ${TRUST_A_PRIVATE_CA}`;
  return new TlsTrustError(`${what}: the TLS connection to ${host} failed: ${cause}.${advice}`, {
    host,
    cause: error,
  });
}
