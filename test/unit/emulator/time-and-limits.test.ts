import { createEmulatorClock } from '../../../src/emulator/clock.js';
import { retryHintHeaders, SlidingWindowLimiter } from '../../../src/emulator/rate-limit.js';

describe('createEmulatorClock', () => {
  it('runs emulated time timeScale times faster and maps instants back to real time', () => {
    let real = 1_000_000;
    const clock = createEmulatorClock(60, () => real);
    expect(clock.now()).toBe(1_000_000);
    real += 1000;
    expect(clock.now()).toBe(1_060_000);
    expect(clock.toRealEpochMs(1_060_000)).toBe(1_001_000);
    expect(clock.realDuration(60_000)).toBe(1000);
    expect(clock.iso(1_000_000)).toBe(new Date(1_000_000).toISOString());
  });

  it('jumps forward with advance(); the same instant then lies earlier in real time', () => {
    let real = 0;
    const clock = createEmulatorClock(10, () => real);
    clock.advance(5000);
    expect(clock.now()).toBe(5000);
    expect(clock.toRealEpochMs(5000)).toBe(0);
    real = 100;
    expect(clock.now()).toBe(6000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it.each([0, -1, Number.NaN, Infinity])('rejects timeScale %p', (scale) => {
    expect(() => createEmulatorClock(scale)).toThrow(/timeScale/);
  });
});

describe('SlidingWindowLimiter', () => {
  const limit = { count: 2, windowMs: 1000 };

  it('accepts count requests per sliding window and says when the next slot frees', () => {
    const limiter = new SlidingWindowLimiter();
    expect(limiter.take('org', limit, 0)).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.take('org', limit, 400)).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.take('org', limit, 500)).toEqual({ allowed: false, retryAfterMs: 500 });
    // Rejected requests do not count: the first slot frees at 1000 as announced.
    expect(limiter.take('org', limit, 1000)).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.take('org', limit, 1100)).toEqual({ allowed: false, retryAfterMs: 300 });
    expect(limiter.take('other', limit, 1100)).toEqual({ allowed: true, remaining: 1 });
    limiter.reset();
    expect(limiter.take('org', limit, 1100).allowed).toBe(true);
  });
});

describe('retryHintHeaders', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0, 250);

  it('rounds every form up so that waiting what it says is enough', () => {
    expect(retryHintHeaders('seconds', 1001, now)).toEqual({ 'Retry-After': '2' });
    expect(retryHintHeaders('seconds', 10, now)).toEqual({ 'Retry-After': '1' });
    expect(retryHintHeaders('http-date', 1000, now)).toEqual({
      'Retry-After': 'Mon, 01 Jan 2024 12:00:02 GMT',
    });
    expect(retryHintHeaders('reset', 1000, now, 5)).toEqual({
      'X-RateLimit-Reset': String(Date.UTC(2024, 0, 1, 12, 0, 2) / 1000),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Limit': '5',
    });
    expect(retryHintHeaders('none', 1000, now)).toEqual({});
  });
});
