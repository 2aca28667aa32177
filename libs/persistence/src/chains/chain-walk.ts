/**
 * Walking one hash chain (a table's hand histories, or the audit log) link by link, in its order:
 * pure, fed one stored item at a time, so a chain of any length is checked in pages.
 */

/** One stored item of a chain, as the walk sees it. */
export interface ChainLink {
  /** How a report names it: `hand #1042 (serial 98231)`, `record #17`. */
  label: string;
  /** Its stored link; null when it was stored before the chain existed (or outside it). */
  stored: { hash: string; previous: string | null } | null;
  /** Its hash recomputed from what it stores; null when nothing is stored to hash (a finished hand whose history is missing). */
  recomputed: string | null;
  /** Why its stored link cannot be read (a `chain` that is not `{ previous, hash }`): a break wherever it stands. */
  malformed?: string;
}

/** The first link that does not hold, and why. */
export interface ChainBreak {
  at: string;
  reason: string;
}

export interface ChainWalkResult {
  /** Items walked, chained or not. */
  items: number;
  /** Items stored before the chain began (no link of their own). */
  beforeChain: number;
  broken: ChainBreak | null;
}

/**
 * Each chained item must store the hash recomputed from it, and link to the hash of the item
 * before it (that item's stored hash, or for one stored before the chain, its recomputed hash);
 * the first item links to nothing. Once the chain has begun, every item must be chained. The walk
 * stops at the first break.
 */
export class ChainWalk {
  private last: { label: string; hash: string } | null = null;
  private items = 0;
  private beforeChain = 0;
  private begun = false;
  private broken: ChainBreak | null = null;

  /** The break this link makes, or null; after a break nothing more is looked at. */
  add(link: ChainLink): ChainBreak | null {
    if (this.broken) return this.broken;
    this.items++;
    const why = link.malformed ?? (this.begun || link.stored ? this.reasonAgainst(link) : null);
    if (why) this.broken = { at: link.label, reason: why };
    else if (!link.stored) this.beforeChain++;
    this.begun ||= link.stored !== null;
    if (link.recomputed !== null) this.last = { label: link.label, hash: link.recomputed };
    return this.broken;
  }

  result(): ChainWalkResult {
    return { items: this.items, beforeChain: this.beforeChain, broken: this.broken };
  }

  private reasonAgainst(link: ChainLink): string | null {
    if (link.recomputed === null) return 'its history is missing';
    if (!link.stored) return `it carries no link, after ${this.last?.label ?? 'the chain began'}`;
    const { hash, previous } = link.stored;
    if (hash !== link.recomputed) return `stored hash ${hash} ≠ recomputed ${link.recomputed}`;
    if (this.last === null) return previous === null ? null : `previous ${previous}, but nothing comes before it`;
    if (previous !== this.last.hash) return `previous ${previous ?? 'none'} does not match ${this.last.label}'s hash ${this.last.hash}`;
    return null;
  }
}
