/**
 * The hand-history chain of a table (docs/fairness.md "The hash chain"): each stored history's
 * `chain` holds the hash of the table's previous stored history (by hand number) and its own
 * (`historyHash`, which covers `chain.previous`).
 */
import { historyHash, type HandHistory } from '@app/razz-engine';

/**
 * The hash the table's next history links to. A history stored before the chain existed has no
 * `chain`: its hash is computed now from the history as stored (so the first chained hand of a
 * table that played before still pins its predecessor down), never written back.
 */
export function linkHashOf(history: HandHistory): string {
  return history.chain?.hash ?? historyHash(history);
}

/** `history` joined to the chain after `previous` (null: the table's first stored history). */
export function chainHistory(history: HandHistory, previous: string | null): HandHistory {
  const linked: HandHistory = { ...history, chain: { previous, hash: '' } };
  return { ...linked, chain: { previous, hash: historyHash(linked) } };
}
