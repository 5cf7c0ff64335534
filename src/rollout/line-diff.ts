/**
 * Line diffs for small text files (values files): the matching lines of two versions (Myers),
 * a unified diff for logs, and a three-way merge that carries an edit made on a normalized copy
 * back onto the original bytes.
 */

/** Pairs [index in a, index in b] of lines kept by the shortest edit script, in order. */
export function matchLines(a: readonly string[], b: readonly string[]): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < start; i++) pairs.push([i, i]);
  for (const [x, y] of myers(a.slice(start, endA), b.slice(start, endB))) pairs.push([x + start, y + start]);
  for (let i = 0; endA + i < a.length; i++) pairs.push([endA + i, endB + i]);
  return pairs;
}

// Past this many edits the two texts have little in common: report no match inside the window.
const MAX_EDITS = 4000;

function myers(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [];
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] holds V for k in [-d-1, d+1] as it was before step d.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(max, MAX_EDITS); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
      let x = down ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return [];
}

function backtrack(trace: Int32Array[], n: number, m: number): [number, number][] {
  const pairs: [number, number][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d] as Int32Array;
    const at = (k: number) => v[k + d + 1] as number;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      pairs.push([x, y]);
    }
    x = prevX;
    y = prevY;
  }
  return pairs.reverse();
}

/**
 * A unified diff (`---`/`+++` headers, `@@` hunks, `context` lines around each change); empty
 * when the texts are equal.
 */
export function unifiedDiff(
  before: string,
  after: string,
  labels: { from: string; to: string },
  context = 3,
): string {
  if (before === after) return '';
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  const ops: { type: ' ' | '-' | '+'; line: string; ai: number; bi: number }[] = [];
  let i = 0;
  let j = 0;
  for (const [x, y] of [...matchLines(a, b), [a.length, b.length] as [number, number]]) {
    for (; i < x; i++) ops.push({ type: '-', line: a[i] as string, ai: i, bi: j });
    for (; j < y; j++) ops.push({ type: '+', line: b[j] as string, ai: i, bi: j });
    if (x < a.length && y < b.length) ops.push({ type: ' ', line: a[x] as string, ai: i++, bi: j++ });
  }

  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  let index = 0;
  while (index < ops.length) {
    const firstChange = ops.findIndex((op, at) => at >= index && op.type !== ' ');
    if (firstChange < 0) break;
    const begin = Math.max(index, firstChange - context);
    let end = firstChange;
    // Extend the hunk while the next change is within 2 × context lines.
    for (let at = firstChange; at < ops.length; at++) {
      if ((ops[at] as (typeof ops)[number]).type !== ' ') end = at;
      else if (at - end > 2 * context) break;
    }
    const stop = Math.min(ops.length, end + context + 1);
    const hunk = ops.slice(begin, stop);
    const first = hunk[0] as (typeof ops)[number];
    const aCount = hunk.filter((op) => op.type !== '+').length;
    const bCount = hunk.filter((op) => op.type !== '-').length;
    const aStart = aCount === 0 ? first.ai : first.ai + 1;
    const bStart = bCount === 0 ? first.bi : first.bi + 1;
    out.push(`@@ -${aStart},${aCount} +${bStart},${bCount} @@`);
    for (const op of hunk) out.push(`${op.type}${op.line}`);
    index = stop;
  }
  return `${out.join('\n')}\n`;
}

/**
 * Three-way merge by lines: `edited` is `baseline` plus our change; `original` is `baseline` with
 * the author's own formatting. Regions only the edit touched take the edit; regions only the
 * formatting touched keep the original; a region both touched takes the edit.
 */
export function mergeLines(original: string, baseline: string, edited: string): string {
  const o = original.split('\n');
  const b = baseline.split('\n');
  const e = edited.split('\n');
  const inO = new Int32Array(b.length).fill(-1);
  const inE = new Int32Array(b.length).fill(-1);
  for (const [bi, oi] of matchLines(b, o)) inO[bi] = oi;
  for (const [bi, ei] of matchLines(b, e)) inE[bi] = ei;

  const out: string[] = [];
  let bi = 0;
  let oi = 0;
  let ei = 0;
  for (;;) {
    let stable = bi;
    while (stable < b.length && ((inO[stable] as number) < 0 || (inE[stable] as number) < 0)) stable++;
    const oEnd = stable < b.length ? (inO[stable] as number) : o.length;
    const eEnd = stable < b.length ? (inE[stable] as number) : e.length;
    const bChunk = b.slice(bi, stable);
    const oChunk = o.slice(oi, oEnd);
    const eChunk = e.slice(ei, eEnd);
    out.push(
      ...(sameLines(oChunk, bChunk)
        ? eChunk
        : sameLines(eChunk, bChunk)
          ? oChunk
          : bothChanged(oChunk, bChunk, eChunk)),
    );
    if (stable >= b.length) break;
    out.push(o[oEnd] as string);
    bi = stable + 1;
    oi = oEnd + 1;
    ei = eEnd + 1;
  }
  return out.join('\n');
}

/**
 * A region changed by the formatting and by the edit. When the formatting changed lines one for
 * one (same count), lines the edit kept come from the original and the rest from the edit;
 * otherwise the edit's version of the whole region wins.
 */
function bothChanged(o: string[], b: string[], e: string[]): string[] {
  if (o.length !== b.length) return e;
  const out: string[] = [];
  let ei = 0;
  for (const [bi, matched] of [...matchLines(b, e), [b.length, e.length] as [number, number]]) {
    for (; ei < matched; ei++) out.push(e[ei] as string);
    if (bi < b.length) {
      out.push(o[bi] as string);
      ei = matched + 1;
    }
  }
  return out;
}

function sameLines(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((line, i) => line === y[i]);
}
