/**
 * The hashes of keys that authenticated lately, bounded in size and age: while an address is
 * refused new keys (it guessed too many), the keys it has been using successfully still get in.
 * Only hashes are kept (`hashApiKey`), as in the database.
 */
export class RecentKeys {
  /** hash → last success (ms); Map order is the order of last success. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxSize: number,
  ) {}

  has(hash: string): boolean {
    const at = this.seen.get(hash);
    if (at === undefined) return false;
    if (Date.now() - at <= this.maxAgeMs) return true;
    this.seen.delete(hash);
    return false;
  }

  add(hash: string): void {
    this.seen.delete(hash);
    this.seen.set(hash, Date.now());
    if (this.seen.size > this.maxSize) this.seen.delete(this.seen.keys().next().value as string);
  }

  delete(hash: string): void {
    this.seen.delete(hash);
  }
}
