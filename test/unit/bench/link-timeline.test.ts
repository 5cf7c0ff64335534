import { describeTimeline, linkTimeline } from '../../../bench/lib/link-timeline.js';
import type { RequestRecord } from '../../../bench/lib/simulated-web.js';

const record = (host: string, atMs: number, endMs: number, status = 200): RequestRecord => ({
  host,
  atMs,
  endMs,
  status,
});

// Issue 47: where a link check's wall time goes, read from what the web saw.
describe('linkTimeline', () => {
  it('tells when the heaviest queue ran, its gaps, the tail after it and the idle slots', () => {
    const log = [
      // The heaviest host, 2 at once: 0-100 and 100-200 on one lane, 0-100 and 150-250 on the other.
      record('heavy', 100, 200),
      record('heavy', 100, 200),
      record('heavy', 200, 300),
      record('heavy', 250, 350),
      // A small host answered last, and a 429.
      record('small', 120, 170, 429),
      record('small', 300, 500),
      // Not answered yet: left out.
      record('small', 400, -1),
    ];
    const timeline = linkTimeline(log, { heaviest: 'heavy', concurrency: 2, slots: 4 })!;
    expect(timeline).toMatchObject({
      firstRequestMs: 100,
      lastAnswerMs: 500,
      heaviest: { name: 'heavy', startMs: 100, endMs: 350, webMs: 200, gapMs: 50 },
      lastHost: { name: 'small', endMs: 500 },
      tailMs: 150,
      tooMany: 1,
    });
    // 4 slots x 400 ms, less 400 ms of heavy and 250 ms of small requests.
    expect(timeline.idleSlotSeconds).toBeCloseTo(0.95, 5);
    expect(describeTimeline(timeline, 700)).toBe(
      "first request at 0.1 s; heavy 0.1-0.3 s (the web's own time for it 0.2 s, gaps 0.1 s); last answer 0.5 s " +
        'from small (0.1 s after the heaviest host); exit 0.2 s later; 1 slot-seconds idle; 1 answered 429',
    );
  });

  it('has nothing to tell without an answer, and no tail when the heaviest host ends last', () => {
    expect(linkTimeline([record('a', 10, -1)], { heaviest: 'a', concurrency: 1, slots: 2 })).toBeUndefined();
    const timeline = linkTimeline([record('a', 0, 100), record('b', 0, 50)], {
      heaviest: 'a',
      concurrency: 1,
      slots: 2,
    })!;
    expect(timeline).toMatchObject({ tailMs: 0, heaviest: { gapMs: 0 }, idleSlotSeconds: 0.05 });
  });
});
