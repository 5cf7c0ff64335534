import { politenessBoundMs } from '../../../../src/links/schedule/politeness-bound.js';

describe('politenessBoundMs', () => {
  it('is set by the host with the most work for its concurrency', () => {
    const hosts = [
      { urls: 40, latencyMs: 50, concurrency: 2 },
      { urls: 40, latencyMs: 50, concurrency: 2 },
      { urls: 30, latencyMs: 50, concurrency: 1 },
    ];
    // 40 x 50 / 2 = 1000 ms for the first two; 30 x 50 / 1 = 1500 ms for the third.
    expect(politenessBoundMs(hosts)).toBe(1500);
  });

  it('counts whole rounds: 3 documents two at a time take two latencies', () => {
    expect(politenessBoundMs([{ urls: 3, latencyMs: 100, concurrency: 2 }])).toBe(200);
    expect(politenessBoundMs([{ urls: 2000, latencyMs: 100, concurrency: 2 }])).toBe(100_000);
  });

  it('takes a host rate limit into account when it is the slower of the two', () => {
    // 60 URLs at 1 per second take a minute, whatever the concurrency.
    expect(politenessBoundMs([{ urls: 60, latencyMs: 100, concurrency: 4, ratePerSecond: 1 }])).toBe(60_000);
    // A generous rate leaves the concurrency to decide.
    expect(politenessBoundMs([{ urls: 60, latencyMs: 100, concurrency: 4, ratePerSecond: 1000 }])).toBe(1500);
  });

  it('shares all the work over the overall limit when one is given', () => {
    const hosts = Array.from({ length: 50 }, () => ({ urls: 100, latencyMs: 10, concurrency: 2 }));
    expect(politenessBoundMs(hosts)).toBe(500);
    expect(politenessBoundMs(hosts, 32)).toBe(1562.5);
    expect(politenessBoundMs(hosts, 1000)).toBe(500);
  });

  it('is zero without work and refuses meaningless loads', () => {
    expect(politenessBoundMs([])).toBe(0);
    expect(politenessBoundMs([{ urls: 0, latencyMs: 100, concurrency: 1 }])).toBe(0);
    expect(() => politenessBoundMs([{ urls: 1, latencyMs: 100, concurrency: 0 }])).toThrow(RangeError);
    expect(() => politenessBoundMs([{ urls: -1, latencyMs: 100, concurrency: 1 }])).toThrow(RangeError);
    expect(() => politenessBoundMs([{ urls: 1, latencyMs: 100, concurrency: 1, ratePerSecond: 0 }])).toThrow(
      RangeError,
    );
    expect(() => politenessBoundMs([{ urls: 1, latencyMs: 1, concurrency: 1 }], 0)).toThrow(RangeError);
  });
});
