import {
  BrowserNotFoundError,
  findBrowser,
  usualBrowserPaths,
} from '../../../src/visual/browser/find-browser.js';
import { ConfigurationError } from '../../../src/core/errors.js';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('findBrowser', () => {
  it('takes --browser first, then CHROME_PATH, then the usual locations', () => {
    const exists = only('/opt/x/chrome', '/env/chrome', '/usr/bin/chromium');
    const env = { CHROME_PATH: '/env/chrome', PATH: '/nothing' };
    expect(findBrowser({ explicit: '/opt/x/chrome', env, exists, platform: 'linux' })).toEqual({
      path: '/opt/x/chrome',
      from: '--browser',
    });
    expect(findBrowser({ env, exists, platform: 'linux' })).toEqual({
      path: '/env/chrome',
      from: 'CHROME_PATH',
    });
    expect(findBrowser({ env: { PATH: '/nothing' }, exists, platform: 'linux' })).toEqual({
      path: '/usr/bin/chromium',
      from: 'the usual locations',
    });
  });

  it('finds google-chrome on PATH before the fixed Linux paths, and /snap/bin/chromium last', () => {
    const paths = usualBrowserPaths({ PATH: '/a:/b' }, 'linux');
    expect(paths.indexOf('/a/google-chrome')).toBe(0);
    expect(paths).toContain('/b/chromium-browser');
    expect(paths.indexOf('/a/google-chrome')).toBeLessThan(paths.indexOf('/usr/bin/google-chrome'));
    expect(paths[paths.length - 1]).toBe('/snap/bin/chromium');
  });

  it('knows the application paths of macOS and the Program Files paths of Windows', () => {
    expect(usualBrowserPaths({}, 'darwin')[0]).toBe(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
    const windows = usualBrowserPaths(
      { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' },
      'win32',
    );
    expect(windows).toContain('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(windows).toContain('C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe');
    const found = findBrowser({
      env: { PROGRAMFILES: 'C:\\Program Files' },
      exists: only('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'),
      platform: 'win32',
    });
    expect(found.path).toBe('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
  });

  it('says in one line naming CHROME_PATH that no browser was found (a configuration error, exit 2)', () => {
    let error: unknown;
    try {
      findBrowser({ env: { PATH: '/nothing' }, exists: () => false, platform: 'linux' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BrowserNotFoundError);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as BrowserNotFoundError).exitCode).toBe(2);
    expect((error as Error).message).toMatch(/CHROME_PATH/);
    expect((error as Error).message).not.toMatch(/\n/);
  });

  it('does not look elsewhere when the path the user gave does not exist', () => {
    const exists = only('/usr/bin/chromium');
    expect(() => findBrowser({ explicit: '/typo/chrome', env: {}, exists, platform: 'linux' })).toThrow(
      /--browser: no browser at \/typo\/chrome/,
    );
    expect(() => findBrowser({ env: { CHROME_PATH: '/typo/chrome' }, exists, platform: 'linux' })).toThrow(
      /CHROME_PATH: no browser at \/typo\/chrome/,
    );
  });
});
