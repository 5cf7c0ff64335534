import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowItem, SyntheticPage } from '../../../../bench/lib/synthetic-captures.js';
import { flowPage } from '../../../../bench/lib/synthetic-captures.js';
import type { CompareResult, WholeImage } from '../../../../src/visual/compare/index.js';
import type { TiledCapture } from '../../../../src/visual/types.js';
import { runVisualJob } from '../../../support/visual-compare.js';

// Two whole 30,000 px captures at 1280 px are 300 MB of RGBA: the comparison must never hold either.
const LIMIT_MIB = 300;
const TILE = 4096;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-memory-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function tallPage(
  extra: Partial<SyntheticPage> = {},
  edit?: (items: FlowItem[]) => FlowItem[],
): SyntheticPage {
  const items = Array.from({ length: 75 }, (_, i): FlowItem =>
    i % 3 === 2 ? { kind: 'image', height: 420, seed: i } : { kind: 'text', height: 16 * 24, seed: i },
  );
  return flowPage(1280, edit ? edit(items) : items, extra);
}

async function tiles(page: SyntheticPage, name: string): Promise<TiledCapture> {
  return runVisualJob<TiledCapture>({
    op: 'tiles',
    page,
    name,
    dir: join(dir, 'tiles'),
    tileHeights: [TILE, TILE],
  });
}

type Measured<T> = T & { peakRss: number; startRss?: number };

/**
 * The child's peak (VmHWM, in MiB) counts Node itself and the TypeScript sources it loaded (about
 * 80 MiB before the comparison starts): the whole process stays under the limit, the comparison's own
 * growth under two thirds of it.
 */
function expectUnderLimit(result: Measured<object>): void {
  expect(result.peakRss).toBeLessThan(LIMIT_MIB);
  if (result.startRss !== undefined)
    expect(result.peakRss - result.startRss).toBeLessThan(LIMIT_MIB * (2 / 3));
}

describe('memory of the comparison', () => {
  it(`compares two 30,000 px captures with changes all down the page under ${LIMIT_MIB} MiB`, async () => {
    const before = await tiles(tallPage(), 'before');
    const after = await tiles(
      tallPage({}, (items) => [
        ...items.slice(0, 3),
        { kind: 'text', height: 120, seed: 500 },
        ...items.slice(3, 40),
        { kind: 'image', height: 420, seed: 501 },
        ...items.slice(41, 70),
      ]),
      'after',
    );
    expect(before.height).toBeGreaterThan(30_000);
    const result = await runVisualJob<Measured<CompareResult>>({
      op: 'compare',
      before,
      after,
      dir: join(dir, 'changes'),
    });
    expect(result.regions.map((r) => r.kind)).toEqual(['inserted', 'changed', 'removed']);
    expectUnderLimit(result);
    for (const name of await readdir(join(dir, 'changes'))) {
      expect((await stat(join(dir, 'changes', name))).size).toBeLessThan(5_000_000);
    }
  }, 300_000);

  it(`compares two 30,000 px captures that differ in every row (a colour shift) under ${LIMIT_MIB} MiB`, async () => {
    const before = await tiles(tallPage(), 'plain');
    const after = await tiles(tallPage({ background: [180, 200, 240] }), 'shifted');
    const result = await runVisualJob<Measured<CompareResult>>({
      op: 'compare',
      before,
      after,
      dir: join(dir, 'shift'),
    });
    expect(result.regions.length).toBeGreaterThan(0);
    expectUnderLimit(result);
    const whole = await runVisualJob<Measured<WholeImage>>({
      op: 'whole',
      page: after,
      file: join(dir, 'shift', 'whole.png'),
      dir: join(dir, 'shift'),
    });
    expectUnderLimit(whole);
  }, 300_000);
});
