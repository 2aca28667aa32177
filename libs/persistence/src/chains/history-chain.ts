/**
 * The hand-history chain of a table (docs/fairness.md "The hash chain"): each stored history's
 * `chain` holds the hash of the table's previous stored history (by hand number) and its own
 * (`historyHash`, which covers `chain.previous`).
 */
import { historyChainProblem, historyHash, type HandHistory, type HistoryChain } from '@app/razz-engine';

/**
 * The hash the table's next history links to. A history stored before the chain existed has no
 * `chain`: its hash is computed now from the history as stored (so the first chained hand of a
 * table that played before still pins its predecessor down), never written back. A history whose
 * `chain` is not a sound link (null, not an object, a hash that is not 64 hex digits: a damaged
 * row) cannot be linked to by its own hash: it is treated as unchained — the next history links to
 * its hash computed now, as stored, and `chains:check` names it as the broken link.
 */
export function linkHashOf(history: HandHistory): string {
  const chain: unknown = history.chain;
  return chain !== undefined && historyChainProblem(chain) === null ? (chain as HistoryChain).hash : historyHash(history);
}

/** `history` joined to the chain after `previous` (null: the table's first stored history). */
export function chainHistory(history: HandHistory, previous: string | null): HandHistory {
  const linked: HandHistory = { ...history, chain: { previous, hash: '' } };
  return { ...linked, chain: { previous, hash: historyHash(linked) } };
}
