import { alignRows } from '../../../../src/visual/compare/align.js';

/** Rows as numbers: 0 is a blank row, anything else a row of its own. */
function rows(...parts: Array<number | number[]>): number[] {
  return parts.flatMap((p) => (Array.isArray(p) ? p : [p]));
}
const blank = (n: number) => Array<number>(n).fill(0);
const unique = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('alignRows', () => {
  it('finds no hunk in identical rows', () => {
    const a = rows(unique(1, 50), blank(30), unique(100, 50));
    expect(alignRows(a, [...a])).toEqual([]);
  });

  it('makes an insertion one pure hunk and leaves the rows below it matched', () => {
    const a = rows(unique(1, 40), blank(24), unique(100, 40), blank(24), unique(200, 40));
    const b = rows(
      unique(1, 40),
      blank(24),
      unique(1000, 30),
      blank(24),
      unique(100, 40),
      blank(24),
      unique(200, 40),
    );
    const hunks = alignRows(a, b);
    expect(hunks).toHaveLength(1);
    const [hunk] = hunks;
    expect(hunk!.a1 - hunk!.a0).toBe(0);
    expect(hunk!.b1 - hunk!.b0).toBe(54);
  });

  it('makes a removal one pure hunk', () => {
    const a = rows(unique(1, 40), blank(24), unique(500, 60), blank(24), unique(100, 40));
    const b = rows(unique(1, 40), blank(24), unique(100, 40));
    const [hunk, ...others] = alignRows(a, b);
    expect(others).toEqual([]);
    // Which of the equal blank runs goes with it is a free choice; the removed rows are all in it.
    expect(hunk!.b1).toBe(hunk!.b0);
    expect(hunk!.a1 - hunk!.a0).toBe(84);
    expect(hunk!.a0).toBeLessThanOrEqual(64);
    expect(hunk!.a1).toBeGreaterThanOrEqual(124);
  });

  it('does not pair blank runs far apart: the long identical run anchors', () => {
    // The same long article, with one section moved from the top to the bottom.
    const section = rows(unique(900, 10), blank(40));
    const article = rows(unique(1, 200), blank(40), unique(300, 200));
    const a = rows(section, article);
    const b = rows(article, section);
    const hunks = alignRows(a, b);
    expect(hunks).toEqual([
      { a0: 0, a1: 50, b0: 0, b1: 0 },
      { a0: a.length, a1: a.length, b0: article.length, b1: b.length },
    ]);
  });

  it('keeps a replaced block of equal height as one hunk paired row for row', () => {
    const a = rows(unique(1, 20), unique(50, 16), unique(100, 20));
    const b = rows(unique(1, 20), unique(70, 16), unique(100, 20));
    expect(alignRows(a, b)).toEqual([{ a0: 20, a1: 36, b0: 20, b1: 36 }]);
  });

  it('aligns gaps without unique rows with Myers: repeated rows around a changed height', () => {
    const a = rows(1, blank(10), 7, 7, blank(10), 2);
    const b = rows(1, blank(10), 7, 7, 7, blank(10), 2);
    expect(alignRows(a, b)).toEqual([{ a0: 13, a1: 13, b0: 13, b1: 14 }]);
  });

  it('calls a gap one replaced hunk when it needs more edits than the cap', () => {
    const a = rows(
      1,
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 5 : 6)),
      2,
    );
    const b = rows(
      1,
      Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? 8 : 7)),
      2,
    );
    expect(alignRows(a, b, { maxEdits: 4 })).toEqual([{ a0: 1, a1: 101, b0: 1, b1: 101 }]);
  });

  it('handles empty sides', () => {
    expect(alignRows([], [1, 2])).toEqual([{ a0: 0, a1: 0, b0: 0, b1: 2 }]);
    expect(alignRows([1, 2], [])).toEqual([{ a0: 0, a1: 2, b0: 0, b1: 0 }]);
    expect(alignRows([], [])).toEqual([]);
  });

  it('aligns 30,000 rows with a few edits into one inserted and one removed hunk', () => {
    const a = rows(...Array.from({ length: 300 }, (_, i) => rows(unique(i * 1000 + 1, 70), blank(30))));
    const b = [...a.slice(0, 5000), ...unique(5_000_000, 120), ...a.slice(5000, 20000), ...a.slice(20100)];
    const [inserted, removed, ...others] = alignRows(a, b);
    expect(others).toEqual([]);
    expect(inserted).toEqual({ a0: 5000, a1: 5000, b0: 5000, b1: 5120 });
    expect(removed!.a1 - removed!.a0).toBe(100);
    expect(removed!.b1).toBe(removed!.b0);
    expect(removed!.a0).toBeLessThanOrEqual(20000);
    expect(removed!.a1).toBeGreaterThanOrEqual(20070);
  });
});
