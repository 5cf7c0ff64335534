/**
 * The browser of the visual tests: CHROME_PATH when set, else the Chromium that the
 * @sparticuz/chromium devDependency brings through npm (unpacked to /tmp/chromium on first use, about
 * 2 s), so that `npm ci && npm test` needs no browser installed on the machine.
 */
export interface TestBrowser {
  executablePath: string;
  args: string[];
}

/** Flags of the packaged Chromium that a desktop run does not want: one process for all tabs, no CORS. */
const UNWANTED = /^--(single-process|disable-web-security|headless|allow-running-insecure-content)/;

let resolved: Promise<TestBrowser> | undefined;

export function testBrowser(): Promise<TestBrowser> {
  resolved ??= (async () => {
    const fromEnv = process.env.CHROME_PATH;
    if (fromEnv) return { executablePath: fromEnv, args: [] };
    const chromium = (await import('@sparticuz/chromium')).default;
    const executablePath = await chromium.executablePath();
    return { executablePath, args: chromium.args.filter((arg) => !UNWANTED.test(arg)) };
  })();
  return resolved;
}
