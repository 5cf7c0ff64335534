import type { RunningEmulator } from '../../src/emulator/index.js';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** One API call with the emulator's key (or `key`; `null` sends no Authorization header). */
export async function call(
  emulator: RunningEmulator,
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? emulator.apiKey : options.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export async function startCompletedExport(emulator: RunningEmulator): Promise<string> {
  const started = await call(emulator, 'POST', '/static-export/jobs', {
    body: { domain: 'docs.example.com' },
  });
  expect(started.status).toBe(202);
  emulator.control.advanceTime(10 * 60_000);
  return started.json.jobId as string;
}

export async function bundleLink(emulator: RunningEmulator, jobId: string) {
  const answer = await call(emulator, 'POST', `/static-export/jobs/${jobId}/bundle`);
  expect(answer.status).toBe(200);
  return answer.json as { jobId: string; bundleUrl: string; sizeBytes: number; expiresAt: string };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
