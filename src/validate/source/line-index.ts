export interface Position {
  line: number;
  column: number;
}

/**
 * Offset to 1-based line/column. Line starts are found on demand and only as far as asked, so
 * files without findings never pay for it and findings near the top stay cheap in huge files.
 */
export class LineIndex {
  private readonly text: string;
  private readonly starts = [0];
  private scanned = 0;
  private readonly columnOffset: (offset: number) => number;

  /** `columnOffset` maps offsets of `text` to those columns count in (see ascii-json.ts). */
  constructor(text: string, columnOffset: (offset: number) => number = (offset) => offset) {
    this.text = text;
    this.columnOffset = columnOffset;
  }

  position(offset: number): Position {
    this.scanTo(offset);
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: this.columnOffset(offset) - this.columnOffset(starts[low]!) + 1 };
  }

  private scanTo(offset: number): void {
    while (this.scanned <= offset && this.scanned < this.text.length) {
      const newline = this.text.indexOf('\n', this.scanned);
      if (newline === -1) {
        this.scanned = this.text.length;
        return;
      }
      this.starts.push(newline + 1);
      this.scanned = newline + 1;
    }
  }
}
