/**
 * What `razz verify` checks across the hands of one input, in its order (docs/fairness.md): the
 * hash chain — each hand of a table records, as its previous link, the hash of the table's hand
 * before it in the file, so a hand removed or moved breaks the chain there, and a fair hand without
 * a link fails —, and nonces that
 * increase within a table's epoch. (Commitments are checked hand by hand against the revealed
 * seed: comparing them between hands could not tell which hand was changed.)
 */
import type { VerifyHand } from './verify-input';

const short = (hash: string): string => `${hash.slice(0, 16)}…`;

type Linked = VerifyHand & { chain: NonNullable<VerifyHand['chain']> };
type Fair = VerifyHand & { fairness: NonNullable<VerifyHand['fairness']> };

function linkProblem(hand: Linked, before: Linked | undefined): string | null {
  if (!before || hand.chain.previous === before.chain.hash) return null;
  const link = hand.chain.previous === null ? 'starts a new chain (previous none)' : `links to ${short(hand.chain.previous)}`;
  return `chain: it ${link}, but ${before.label} before it in the file hashes to ${short(before.chain.hash)}: a hand between them is missing, or the hands are out of order`;
}

function nonceProblem(hand: Fair, before: Fair | undefined): string | null {
  if (!before || BigInt(hand.fairness.nonce) > BigInt(before.fairness.nonce)) return null;
  return `nonce: ${hand.fairness.nonce} comes after nonce ${before.fairness.nonce} of ${before.label} in epoch ${hand.fairness.epoch}: nonces increase within an epoch`;
}

/**
 * Each hand's problems with the hands before it in the input (same index as `hands`): its chain
 * link against the previous chained hand of its table, its nonce against the previous hand of
 * its table and epoch.
 */
export function sequenceProblems(hands: readonly VerifyHand[]): string[][] {
  const lastLinked = new Map<string, Linked>();
  const lastFair = new Map<string, Fair>();
  return hands.map((hand) => {
    const problems: (string | null)[] = [];
    const table = hand.table ?? '';
    if (hand.chain) {
      const linked = hand as Linked;
      problems.push(linkProblem(linked, lastLinked.get(table)));
      lastLinked.set(table, linked);
    }
    // The room chains every fair hand it stores (the text's `Hash chain:` line, the JSON's `chain`):
    // a fair hand without a link was not stored by a table as it is — or was slipped into the file.
    if (hand.fairness && !hand.chain) {
      problems.push(
        `no hash chain: the hand records a fair shuffle but no link (the room chains every fair hand it stores): it cannot be placed among the hands of its table`,
      );
    }
    if (hand.fairness) {
      const fair = hand as Fair;
      // A JSON pair as the key: a table name may hold any character, and two pairs never read alike.
      const key = JSON.stringify([table, fair.fairness.epoch]);
      problems.push(nonceProblem(fair, lastFair.get(key)));
      lastFair.set(key, fair);
    }
    return problems.filter((p): p is string => p !== null);
  });
}
