import { BlockList, isIP } from 'node:net';

/**
 * Addresses a link may not make the runner reach unless allowed: loopback, private, link-local
 * (the cloud metadata service lives at 169.254.169.254), shared, benchmark, multicast and reserved
 * ranges, in IPv4, IPv6 and IPv4 mapped into IPv6.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64's well-known prefix reaches IPv4 addresses, private ones included.
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** IPv4 written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `64:ff9b::7f00:1`), as IPv4. */
function embeddedIpv4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|::ffff:0:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a page's link must not reach without `allow-private`; false for public ones. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return PRIVATE.check(v4, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}
