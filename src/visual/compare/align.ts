/**
 * Aligns the pixel rows of two captures as a text diff aligns lines, so that content inserted near the
 * top does not make the whole page below it a change. Rows are compared by their hashes.
 *
 * Patience diff: rows that occur exactly once on each side (text lines almost always do) anchor the
 * alignment through their longest increasing run, then each gap between anchors is aligned again on its
 * own. Blank rows, the most common rows of a web page, never anchor: they only extend the anchors' runs
 * (common prefix and suffix of each gap), so unrelated blank runs far apart are never paired. A gap with
 * no unique row left falls back to Myers' O(ND) diff with a cap on D; beyond the cap the gap is one
 * replaced hunk, compared pixel by pixel later.
 */

/** Rows [a0, a1) of the first side and [b0, b1) of the second that do not match; an empty range is a pure insertion or removal. */
export interface Hunk {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

export interface AlignOptions {
  /** Most edits the Myers fallback tries in a gap before calling it one replaced hunk. */
  maxEdits?: number;
}

const DEFAULT_MAX_EDITS = 256;

export function alignRows(a: ArrayLike<number>, b: ArrayLike<number>, options: AlignOptions = {}): Hunk[] {
  const maxEdits = options.maxEdits ?? DEFAULT_MAX_EDITS;
  // matchOf[i] = the row of b paired with row i of a, or -1.
  const matchOf = new Int32Array(a.length).fill(-1);
  const stack: Array<[number, number, number, number]> = [[0, a.length, 0, b.length]];
  while (stack.length > 0) {
    let [a0, a1, b0, b1] = stack.pop()!;
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) matchOf[a0++] = b0++;
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) matchOf[--a1] = --b1;
    if (a0 === a1 || b0 === b1) continue;
    const anchors = uniqueAnchors(a, a0, a1, b, b0, b1);
    if (anchors.length > 0) {
      let pa = a0;
      let pb = b0;
      for (const [i, j] of anchors) {
        stack.push([pa, i, pb, j]);
        matchOf[i] = j;
        pa = i + 1;
        pb = j + 1;
      }
      stack.push([pa, a1, pb, b1]);
      continue;
    }
    myers(a, a0, a1, b, b0, b1, maxEdits, matchOf);
  }
  return hunksOf(matchOf, b.length);
}

function hunksOf(matchOf: Int32Array, bLength: number): Hunk[] {
  const hunks: Hunk[] = [];
  let pa = 0;
  let pb = 0;
  for (let i = 0; i < matchOf.length; i++) {
    const j = matchOf[i]!;
    if (j < 0) continue;
    if (i > pa || j > pb) hunks.push({ a0: pa, a1: i, b0: pb, b1: j });
    pa = i + 1;
    pb = j + 1;
  }
  if (pa < matchOf.length || pb < bLength) hunks.push({ a0: pa, a1: matchOf.length, b0: pb, b1: bLength });
  return hunks;
}

/** Pairs of rows unique on both sides of the ranges, in their longest run increasing on both sides. */
function uniqueAnchors(
  a: ArrayLike<number>,
  a0: number,
  a1: number,
  b: ArrayLike<number>,
  b0: number,
  b1: number,
): Array<[number, number]> {
  const seen = new Map<number, { inA: number; atA: number; inB: number; atB: number }>();
  for (let i = a0; i < a1; i++) {
    const entry = seen.get(a[i]!);
    if (entry) entry.inA++;
    else seen.set(a[i]!, { inA: 1, atA: i, inB: 0, atB: -1 });
  }
  for (let j = b0; j < b1; j++) {
    const entry = seen.get(b[j]!);
    if (entry) {
      entry.inB++;
      entry.atB = j;
    }
  }
  const candidates: Array<[number, number]> = [];
  for (let i = a0; i < a1; i++) {
    const entry = seen.get(a[i]!)!;
    if (entry.inA === 1 && entry.inB === 1) candidates.push([i, entry.atB]);
  }
  return longestIncreasing(candidates);
}

/** Patience sorting: the longest subsequence of pairs (already increasing in [0]) increasing in [1]. */
function longestIncreasing(pairs: Array<[number, number]>): Array<[number, number]> {
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length);
  for (let p = 0; p < pairs.length; p++) {
    const value = pairs[p]![1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]![1] < value) lo = mid + 1;
      else hi = mid;
    }
    previous[p] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = p;
  }
  const result: Array<[number, number]> = [];
  for (let p = tails.length > 0 ? tails[tails.length - 1]! : -1; p >= 0; p = previous[p]!) {
    result.push(pairs[p]!);
  }
  return result.reverse();
}

/** Myers' greedy diff of the ranges; pairs its matches in `matchOf`, or none when it needs more than `maxEdits`. */
function myers(
  a: ArrayLike<number>,
  a0: number,
  a1: number,
  b: ArrayLike<number>,
  b0: number,
  b1: number,
  maxEdits: number,
  matchOf: Int32Array,
): void {
  const n = a1 - a0;
  const m = b1 - b0;
  const max = Math.min(maxEdits, n + m);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        backtrack(trace, offset, n, m, (i, j) => (matchOf[a0 + i] = b0 + j));
        return;
      }
    }
  }
}

function backtrack(
  trace: Int32Array[],
  offset: number,
  n: number,
  m: number,
  pair: (i: number, j: number) => void,
): void {
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const v = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? k + 1 : k - 1;
    const prevX = v[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) pair(--x, --y);
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) pair(--x, --y);
}
