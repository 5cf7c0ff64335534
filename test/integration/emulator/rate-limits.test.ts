import nock from 'nock';
import type { RetryAfterForm } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { call, sleep } from './helpers.js';

nock.enableNetConnect('127.0.0.1');

const WINDOW_MS = 1000;

/** Fills the window (2 per 1000 real ms) and returns the 429 and when the window frees a slot. */
async function overLimit(retryAfter: RetryAfterForm) {
  const emulator = await startEmulator({ retryAfter, previewLimit: { count: 2, windowMs: WINDOW_MS } });
  const preview = () => call(emulator, 'POST', '/project/preview/p', { body: { branch: 'main' } });
  expect((await preview()).status).toBe(202);
  const firstAt = emulator.requests[0]!.at;
  expect((await preview()).status).toBe(202);
  const rejected = await preview();
  const rejectedAt = emulator.requests[2]!.at;
  return { emulator, rejected, freeAt: firstAt + WINDOW_MS, rejectedAt, preview };
}

describe('emulator: rate limits', () => {
  it('answers 429 {error} with Retry-After in whole seconds, rounded up', async () => {
    const { emulator, rejected, freeAt, rejectedAt } = await overLimit('seconds');
    try {
      expect(rejected.status).toBe(429);
      expect(rejected.json.error).toMatch(/Rate limit exceeded.*2 requests per second per organization/);
      const seconds = Number(rejected.headers.get('retry-after'));
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds * 1000).toBeGreaterThanOrEqual(freeAt - rejectedAt);
      expect(seconds * 1000).toBeLessThan(freeAt - rejectedAt + 1000);
      expect(rejected.headers.get('x-ratelimit-reset')).toBeNull();
    } finally {
      await emulator.close();
    }
  });

  it('answers 429 with Retry-After as an HTTP date not earlier than the free slot', async () => {
    const { emulator, rejected, freeAt } = await overLimit('http-date');
    try {
      const value = rejected.headers.get('retry-after')!;
      expect(value).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Date.parse(value)).toBeGreaterThanOrEqual(freeAt);
      expect(Date.parse(value)).toBeLessThan(freeAt + 1000);
    } finally {
      await emulator.close();
    }
  });

  it('answers 429 with X-RateLimit-Reset epoch seconds and Remaining 0 instead of Retry-After', async () => {
    const { emulator, rejected, freeAt } = await overLimit('reset');
    try {
      expect(rejected.headers.get('retry-after')).toBeNull();
      expect(rejected.headers.get('x-ratelimit-remaining')).toBe('0');
      const reset = Number(rejected.headers.get('x-ratelimit-reset'));
      expect(reset * 1000).toBeGreaterThanOrEqual(freeAt);
      expect(reset * 1000).toBeLessThan(freeAt + 1000);
    } finally {
      await emulator.close();
    }
  });

  it('answers 429 without any hint in the "none" form', async () => {
    const { emulator, rejected } = await overLimit('none');
    try {
      expect(rejected.status).toBe(429);
      expect(rejected.headers.get('retry-after')).toBeNull();
      expect(rejected.headers.get('x-ratelimit-reset')).toBeNull();
      expect(rejected.json.error).toMatch(/Try again later/);
    } finally {
      await emulator.close();
    }
  });

  it('accepts the request once the advertised wait has passed, not before', async () => {
    const { emulator, rejected, rejectedAt, preview } = await overLimit('seconds');
    try {
      const waitMs = Number(rejected.headers.get('retry-after')) * 1000;
      expect((await preview()).status).toBe(429);
      await sleep(Math.max(0, rejectedAt + waitMs - Date.now()));
      expect((await preview()).status).toBe(202);
    } finally {
      await emulator.close();
    }
  });

  it('limits per organization and per operation; resetLimits() frees the windows', async () => {
    const other = 'dcs_otherorg000000000000';
    const emulator = await startEmulator({
      keys: [{ key: other, org: 'org_other' }],
      deployLimit: { count: 1, windowMs: 60_000 },
    });
    try {
      expect((await call(emulator, 'POST', '/project/update/p')).status).toBe(202);
      expect((await call(emulator, 'POST', '/project/update/p')).status).toBe(429);
      expect((await call(emulator, 'POST', '/project/update/p', { key: other })).status).toBe(202);
      expect((await call(emulator, 'POST', '/project/preview/p', { body: { branch: 'b' } })).status).toBe(
        202,
      );
      emulator.control.resetLimits();
      expect((await call(emulator, 'POST', '/project/update/p')).status).toBe(202);
    } finally {
      await emulator.close();
    }
  });

  it('applies the documented defaults: 5 previews per minute, 10 deployments per 10 s', async () => {
    const emulator = await startEmulator();
    try {
      const previews = [];
      for (let i = 0; i < 6; i += 1) {
        previews.push(
          (await call(emulator, 'POST', '/project/preview/p', { body: { branch: `b${i}` } })).status,
        );
      }
      expect(previews).toEqual([202, 202, 202, 202, 202, 429]);
      const deploys = [];
      for (let i = 0; i < 11; i += 1)
        deploys.push((await call(emulator, 'POST', '/project/update/p')).status);
      expect(deploys.filter((s) => s === 202)).toHaveLength(10);
      expect(deploys[10]).toBe(429);
    } finally {
      await emulator.close();
    }
  });

  it('limits export starts when exportStartLimit is set', async () => {
    const emulator = await startEmulator({ exportStartLimit: { count: 1, windowMs: 3_600_000 } });
    try {
      const start = () =>
        call(emulator, 'POST', '/static-export/jobs', { body: { domain: 'docs.example.com' } });
      expect((await start()).status).toBe(202);
      const rejected = await start();
      expect(rejected.status).toBe(429);
      expect(rejected.json.error).toMatch(/per hour/);
      expect(Number(rejected.headers.get('retry-after'))).toBeGreaterThan(3500);
    } finally {
      await emulator.close();
    }
  });
  it('answers 429 with and without Retry-After in turn in the "mixed" form (both happen)', async () => {
    const { emulator, rejected, preview } = await overLimit('mixed');
    try {
      const second = await preview();
      const third = await preview();
      expect([rejected, second, third].map((r) => r.status)).toEqual([429, 429, 429]);
      expect(rejected.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(second.headers.get('retry-after')).toBeNull();
      expect(second.json.error).toMatch(/Try again later/);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await emulator.close();
    }
  });

  it("notes in the request log a request that came before its key's Retry-After allowed", async () => {
    const other = 'dcs_samefirm000000000000';
    const emulator = await startEmulator({
      keys: [{ key: other, org: 'org_emulator' }],
      previewLimit: { count: 1, windowMs: WINDOW_MS },
    });
    const preview = (key?: string) =>
      call(emulator, 'POST', '/project/preview/p', { body: { branch: 'main' }, ...(key ? { key } : {}) });
    try {
      expect((await preview()).status).toBe(202);
      expect((await preview()).status).toBe(429); // told to wait about a second
      expect((await preview()).status).toBe(429); // too early
      expect((await preview(other)).status).toBe(429); // same organization, but never told to wait
      const [, told, early, otherKey] = emulator.requests;
      expect(told!.early).toBeUndefined();
      expect(early!.early!.earlyMs).toBeGreaterThan(0);
      expect(early!.early!.afterAnswerMs).toBeGreaterThanOrEqual(0);
      expect(otherKey!.early).toBeUndefined();
      await sleep(1000);
      expect((await preview()).status).toBe(202);
      expect(emulator.requests.at(-1)!.early).toBeUndefined();
    } finally {
      await emulator.close();
    }
  });

  it('runs the windows on emulated time with rateLimitClock "emulated": Retry-After in emulated seconds', async () => {
    const emulator = await startEmulator({
      timeScale: 60,
      rateLimitClock: 'emulated',
      previewLimit: { count: 1, windowMs: 60_000 },
    });
    const preview = () => call(emulator, 'POST', '/project/preview/p', { body: { branch: 'main' } });
    try {
      expect((await preview()).status).toBe(202);
      const rejected = await preview();
      expect(rejected.status).toBe(429);
      const seconds = Number(rejected.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      await sleep(1050); // one emulated minute
      expect((await preview()).status).toBe(202);
    } finally {
      await emulator.close();
    }
  });
});
