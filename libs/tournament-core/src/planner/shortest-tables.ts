import type { Rng } from '@app/razz-engine';
import type { WorkTable } from './work-state';

/**
 * The receiving tables bucketed by player count, so drawing a seat at the shortest tables costs
 * O(1) expected instead of a scan of every table per seated player (a 250-table break seats
 * ~2,000 players over ~1,000 tables). Counts only grow while seating, so the lowest bucket only
 * moves up.
 */
export class ShortestTables {
  private readonly buckets: WorkTable[][] = [];
  private readonly slot = new Map<WorkTable, number>();
  private lowest = 0;
  /** Open seats can differ between tables (mixed sizes): the bound for rejection sampling. */
  private readonly mostSeats: number;

  constructor(receivers: readonly WorkTable[]) {
    let most = 0;
    for (const t of receivers) {
      most = t.maxSeats > most ? t.maxSeats : most;
      if (t.count < t.maxSeats) this.add(t);
    }
    this.mostSeats = most;
  }

  /**
   * A table among those with the fewest players, drawn so that every open seat there is equally
   * likely: a uniform table, kept with chance (its open seats / the most any could have).
   */
  draw(rng: Rng): WorkTable {
    while (this.lowest < this.buckets.length && (this.buckets[this.lowest]?.length ?? 0) === 0) this.lowest++;
    const bucket = this.buckets[this.lowest];
    if (bucket === undefined) throw new Error('ShortestTables: no open seat (the fit check should have prevented this)');
    const bound = this.mostSeats - this.lowest;
    for (;;) {
      const t = bucket[rng.int(bucket.length)] as WorkTable;
      if (bound === 1 || rng.int(bound) < t.maxSeats - t.count) return t;
    }
  }

  /** Call before a player is seated at `t` (its count is still the old one). */
  seating(t: WorkTable): void {
    this.remove(t);
    if (t.count + 1 < t.maxSeats) this.add(t, t.count + 1);
  }

  private add(t: WorkTable, count = t.count): void {
    const bucket = (this.buckets[count] ??= []);
    this.slot.set(t, bucket.length);
    bucket.push(t);
  }

  private remove(t: WorkTable): void {
    const bucket = this.buckets[t.count] as WorkTable[];
    const at = this.slot.get(t) as number;
    const last = bucket.pop() as WorkTable;
    if (last !== t) {
      bucket[at] = last;
      this.slot.set(last, at);
    }
    this.slot.delete(t);
  }
}
