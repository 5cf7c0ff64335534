import { existsSync } from 'node:fs';
import { win32 } from 'node:path';
import { ConfigurationError } from '../../core/errors.js';

/** No Chrome or Chromium at `--browser`, `CHROME_PATH` or the usual places: said in one line. */
export class BrowserNotFoundError extends ConfigurationError {
  override name = 'BrowserNotFoundError';
}

export interface FoundBrowser {
  path: string;
  /** Where it was found: `--browser`, `CHROME_PATH`, or `the usual locations`. */
  from: string;
}

export interface FindBrowserOptions {
  /** `--browser PATH` (the preview action has none). */
  explicit?: string | undefined;
  env: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  /** For tests: whether a file exists. */
  exists?: (path: string) => boolean;
}

/** Names looked up on PATH, in order (Linux, and macOS or Windows with a Chromium on PATH). */
const COMMAND_NAMES = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser', 'chrome'];

const LINUX_PATHS = [
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
];

const MAC_PATHS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome Canary.app/Contents/MacOS/Google Chrome Canary',
];

function windowsPaths(env: NodeJS.ProcessEnv): string[] {
  const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(
    (root): root is string => Boolean(root),
  );
  if (roots.length === 0) roots.push('C:\\Program Files', 'C:\\Program Files (x86)');
  return roots.flatMap((root) => [
    `${root}\\Google\\Chrome\\Application\\chrome.exe`,
    `${root}\\Chromium\\Application\\chrome.exe`,
  ]);
}

/** The usual install locations of Chrome and Chromium on one platform, PATH first. */
export function usualBrowserPaths(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  const separator = platform === 'win32' ? ';' : ':';
  const onPath = (env.PATH ?? env.Path ?? '')
    .split(separator)
    .filter(Boolean)
    .flatMap((dir) =>
      COMMAND_NAMES.map((name) => (platform === 'win32' ? win32.join(dir, `${name}.exe`) : `${dir}/${name}`)),
    );
  if (platform === 'darwin') return [...MAC_PATHS, ...onPath];
  if (platform === 'win32') return [...windowsPaths(env), ...onPath];
  return [...onPath, ...LINUX_PATHS];
}

/**
 * The browser to drive: `--browser`, then `CHROME_PATH`, then the usual locations. A path given by
 * the user that does not exist is a mistake of its own, not a reason to look elsewhere.
 */
export function findBrowser(options: FindBrowserOptions): FoundBrowser {
  const exists = options.exists ?? existsSync;
  const platform = options.platform ?? process.platform;
  const given: Array<[string | undefined, string]> = [
    [options.explicit, '--browser'],
    [options.env.CHROME_PATH, 'CHROME_PATH'],
  ];
  for (const [path, from] of given) {
    if (path === undefined || path.trim() === '') continue;
    if (exists(path)) return { path, from };
    throw new BrowserNotFoundError(
      `${from}: no browser at ${path}; give the path of Chrome or Chromium (--browser PATH or env CHROME_PATH)`,
    );
  }
  for (const path of usualBrowserPaths(options.env, platform))
    if (exists(path)) return { path, from: 'the usual locations' };
  throw new BrowserNotFoundError(
    'no Chrome or Chromium found: install one or set CHROME_PATH to its executable (or pass --browser PATH)',
  );
}
