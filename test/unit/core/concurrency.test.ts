import { mapLimited, slots } from '../../../src/core/concurrency.js';

/** A task that notes how many tasks run with it, and ends when told. */
function tracker() {
  const state = { now: 0, most: 0, order: [] as number[] };
  const endings: Array<() => void> = [];
  const task = (id: number) => async () => {
    state.now += 1;
    state.most = Math.max(state.most, state.now);
    state.order.push(id);
    await new Promise<void>((resolve) => endings.push(resolve));
    state.now -= 1;
    return id * 10;
  };
  const endOne = async () => {
    endings.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { state, task, endOne, pending: () => endings.length };
}

describe('slots', () => {
  it('runs at most N tasks at once, the others in the order they came, and passes results and errors on', async () => {
    const { state, task, endOne, pending } = tracker();
    const run = slots(2);
    const results = [1, 2, 3, 4].map((id) => run(task(id)));
    const failed = run(() => Promise.reject(new Error('boom')));
    await endOne();
    expect(state.order).toEqual([1, 2, 3]);
    while (pending() > 0) await endOne();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    await expect(failed).rejects.toThrow('boom');
    expect(state.most).toBe(2);
    // A failed task gives its slot back.
    expect(await run(() => Promise.resolve('after'))).toBe('after');
  });
});

describe('mapLimited', () => {
  it('keeps at most N in flight and returns results in the items order', async () => {
    let now = 0;
    let most = 0;
    const results = await mapLimited([30, 10, 20, 5, 1], 2, async (ms, index) => {
      now += 1;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, ms));
      now -= 1;
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:5', '4:1']);
    expect(most).toBe(2);
    expect(await mapLimited([], 3, () => Promise.resolve(1))).toEqual([]);
  });
});
