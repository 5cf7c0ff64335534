/**
 * Preloaded (`node --import`) into a checker that is not the kit (linkinator, the service's CLI):
 * resolves the simulated web's names (a JSON file of name → address named by SIM_WEB_NAMES) and
 * `localhost`; every other name is ENOTFOUND, so the process cannot reach the internet by name.
 * undici (linkinator's and Node's own fetch) connects through `net.connect`, which calls
 * `dns.lookup` of the `node:dns` module object at connect time: replacing it there is enough.
 */
import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { isIP } from 'node:net';

type Callback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const file = process.env.SIM_WEB_NAMES;
if (file) {
  const names = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  names.set('localhost', '127.0.0.1');
  const addressOf = (hostname: string) =>
    isIP(hostname) ? hostname : names.get(hostname.toLowerCase().replace(/\.$/, ''));
  const familyOf = (address: string) => (isIP(address) === 6 ? 6 : 4);
  const notFound = (hostname: string) =>
    Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
      code: 'ENOTFOUND',
      errno: -3008,
      syscall: 'getaddrinfo',
      hostname,
    });

  function lookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback): void {
    const done = (typeof options === 'function' ? options : callback)!;
    const settings: LookupOptions = typeof options === 'object' ? options : {};
    const address = addressOf(hostname);
    process.nextTick(() => {
      if (!address) done(notFound(hostname), settings.all ? [] : '');
      else if (settings.all) done(null, [{ address, family: familyOf(address) }]);
      else done(null, address, familyOf(address));
    });
  }
  (dns as { lookup: unknown }).lookup = lookup;
  (dns.promises as { lookup: unknown }).lookup = (hostname: string, options?: LookupOptions) => {
    const address = addressOf(hostname);
    if (!address) return Promise.reject(notFound(hostname));
    const family = familyOf(address);
    return Promise.resolve(options?.all ? [{ address, family }] : { address, family });
  };
  syncBuiltinESMExports();
}
