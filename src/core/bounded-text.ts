/** Text that refuses pieces beyond a byte budget; `force` always fits (its budget is reserved). */
export class BoundedText {
  private readonly parts: string[] = [];
  private bytes = 0;
  private readonly budget: number;
  private full = false;

  constructor(budget: number) {
    this.budget = budget;
  }

  push(piece: string): boolean {
    if (this.full) return false;
    const size = Buffer.byteLength(piece);
    if (this.bytes + size > this.budget) {
      this.full = true;
      return false;
    }
    this.parts.push(piece);
    this.bytes += size;
    return true;
  }

  force(piece: string): void {
    this.parts.push(piece);
    this.bytes += Buffer.byteLength(piece);
  }

  text(): string {
    return this.parts.join('');
  }
}
