import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { errorMessage, OperationFailedError } from '../../core/errors.js';

/** Flags that keep Chrome off the network (no updates, sync, pings) and its output steady. */
export const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-sync',
  '--disable-quic',
  '--disable-gpu',
  '--hide-scrollbars',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--font-render-hinting=none',
];

export interface LaunchOptions {
  executablePath: string;
  /** More flags, e.g. those a packaged Chromium needs. */
  extraArgs?: readonly string[] | undefined;
  /** Ends the browser at once (kill) when aborted. */
  signal?: AbortSignal | undefined;
  /** Whether Chrome's sandbox must be off (root, a container); default: decided from the machine. */
  noSandbox?: boolean | undefined;
}

/** Chrome's sandbox cannot start as root, and rarely inside a container. */
export function needsNoSandbox(): boolean {
  if (process.getuid?.() === 0) return true;
  if (process.platform !== 'linux') return false;
  if (existsSync('/.dockerenv') || existsSync('/run/.containerenv')) return true;
  try {
    return /docker|kubepods|containerd|lxc/.test(readFileSync('/proc/1/cgroup', 'utf8'));
  } catch {
    return false;
  }
}

export interface LaunchedBrowser {
  browser: Browser;
  /** `HeadlessChrome/153.0.8010.0`. */
  version: string;
  /** Closes the browser (killed when closing hangs) and removes its profile. */
  close(): Promise<void>;
}

/**
 * Starts a headless Chrome through puppeteer-core (loaded here, on first use, so that what takes no
 * screenshot never evaluates it), with a fresh profile in the temp folder. Killed at once when the
 * signal aborts.
 */
export async function launchBrowser(options: LaunchOptions): Promise<LaunchedBrowser> {
  const { default: puppeteer } = await import('puppeteer-core');
  const profile = await mkdtemp(join(tmpdir(), 'docs-ci-chrome-'));
  const args = [
    ...QUIET_FLAGS,
    `--user-data-dir=${profile}`,
    ...((options.noSandbox ?? needsNoSandbox()) ? ['--no-sandbox', '--disable-setuid-sandbox'] : []),
    ...(options.extraArgs ?? []),
  ];
  const removeProfile = () =>
    rm(profile, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: options.executablePath,
      headless: true,
      pipe: true,
      args,
      defaultViewport: null,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      protocolTimeout: 120_000,
      timeout: 60_000,
    });
  } catch (error) {
    await removeProfile();
    throw new OperationFailedError(
      `could not start the browser at ${options.executablePath}: ${firstLine(errorMessage(error))}`,
    );
  }
  const kill = () => browser.process()?.kill('SIGKILL');
  options.signal?.addEventListener('abort', kill, { once: true });
  let version: string;
  try {
    version = await browser.version();
  } catch (error) {
    kill();
    await removeProfile();
    throw error;
  }
  return {
    browser,
    version,
    close: async () => {
      options.signal?.removeEventListener('abort', kill);
      await closeOrKill(browser);
      await removeProfile();
    },
  };
}

/** A browser for the time of `use`, closed whatever happens. */
export async function withBrowser<T>(
  options: LaunchOptions,
  use: (launched: LaunchedBrowser) => Promise<T>,
): Promise<T> {
  const launched = await launchBrowser(options);
  try {
    return await use(launched);
  } finally {
    await launched.close();
  }
}

async function closeOrKill(browser: Browser): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = browser.close().then(
    () => true,
    () => false,
  );
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 5_000);
  });
  const ok = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!ok) browser.process()?.kill('SIGKILL');
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
