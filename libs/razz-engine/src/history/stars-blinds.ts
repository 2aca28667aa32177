/**
 * A flop game's blinds as the text states them: who posted the small and the big blind, the
 * other posts (new and returning players), and the stakes the header and the blind lines give.
 */
import type { BlindPost } from '../hand/types';
import type { BlindStakes } from '../rules';
import type { StarsBlind, StarsHand } from './stars-hand';

export interface TextBlinds {
  small: number | null;
  big: number;
  posts: BlindPost[];
}

/**
 * The blind plan: the summary's `(small blind)` / `(big blind)` tags name the seats (they also
 * name a big blind all-in from the ante, who posts no line); without a tag, the first
 * `posts small blind` / `posts big blind` line (the engine posts the small, then the big blind,
 * then the others). Every other line is a post: another big blind, `small & big blinds`, or a
 * dead small blind. A string says why there is no plan.
 */
export function blindsFromText(hand: StarsHand): TextBlinds | string {
  const first = (kind: StarsBlind['kind']): StarsBlind | undefined => hand.blinds.find((b) => b.kind === kind);
  const big = hand.positions.big ?? first('big')?.seat;
  if (big === undefined) return 'no big blind: neither a "posts big blind" line nor a "(big blind)" seat in the summary';
  const smallLine = hand.blinds.find((b) => b.kind === 'small' && (hand.positions.small === null || b.seat === hand.positions.small));
  // Every seat has a summary line and none is tagged: the small blind was dead (a `posts small blind` line is then a dead post).
  const untagged = hand.positions.small === null && hand.summary.seats.length === hand.seats.length;
  const small = hand.positions.small ?? (smallLine && smallLine.seat !== big && !untagged ? smallLine.seat : null);
  const planLines = new Set([
    hand.blinds.find((b) => b.kind === 'big' && b.seat === big),
    small === null ? undefined : hand.blinds.find((b) => b.kind === 'small' && b.seat === small),
  ]);
  const posts = hand.blinds.filter((b) => !planLines.has(b)).map((b): BlindPost => ({ seat: b.seat, kind: b.kind === 'small' ? 'dead-small' : b.kind }));
  return { small, big, posts };
}

/** The chips a full small blind is: the live small blind's line, else a full `small & big blinds` less the big blind, else a full dead small blind. */
function statedSmallBlind(hand: StarsHand, plan: TextBlinds, bigBlind: number): number | null {
  const full = (b: StarsBlind): boolean => !b.allIn;
  const live = hand.blinds.find((b) => b.kind === 'small' && b.seat === plan.small && full(b));
  if (live) return live.amount;
  const both = hand.blinds.find((b) => b.kind === 'small-and-big' && full(b));
  if (both) return both.amount - bigBlind;
  const dead = hand.blinds.find((b) => b.kind === 'small' && b.seat !== plan.small && full(b));
  return dead ? dead.amount : null;
}

/**
 * The stakes: a fixed-limit header names the small and big bet (the big blind is the small bet)
 * and the small blind is read from the blind lines (PokerStars' small blind is not always half:
 * $0.05/$0.10 posts $0.02); a pot- or no-limit header names the blinds, and the limits a rotation
 * would use are taken as one and two big blinds (they do not change how such a hand is played).
 * The ante is the largest ante line. When no line states a full small blind, half the big blind is
 * assumed (or the all-in post, if larger): any amount from there up to the big blind plays the
 * hand the same way.
 */
export function blindStakesFromText(hand: StarsHand, plan: TextBlinds, notes: string[]): BlindStakes {
  const ante = hand.antes.reduce((max, a) => Math.max(max, a.amount), 0);
  const withAnte = ante > 0 ? { ante } : {};
  if (hand.stakes.names === 'blinds') {
    const { small, big } = hand.stakes;
    return { smallBlind: small, bigBlind: big, smallBet: big, bigBet: 2 * big, ...withAnte };
  }
  const bigBlind = hand.stakes.small;
  const stated = statedSmallBlind(hand, plan, bigBlind);
  if (stated !== null) return { smallBlind: stated, bigBlind, smallBet: bigBlind, bigBet: hand.stakes.big, ...withAnte };
  const posted = Math.max(0, ...hand.blinds.filter((b) => b.kind === 'small').map((b) => b.amount));
  const assumed = Math.max(posted, Math.floor(bigBlind / 2), 1);
  if (plan.small !== null || plan.posts.some((p) => p.kind !== 'big')) notes.push(`the small blind is not stated in full; assumed ${assumed} chips`);
  return { smallBlind: assumed, bigBlind, smallBet: bigBlind, bigBet: hand.stakes.big, ...withAnte };
}

/** Chips each seat put in with its blind lines: `live` counts as its first bet before the flop, `dead` goes to the pot only. */
export function blindChips(hand: StarsHand, plan: TextBlinds, stakes: BlindStakes): Map<number, { live: number; dead: number }> {
  const chips = new Map<number, { live: number; dead: number }>();
  for (const b of hand.blinds) {
    const post = plan.posts.find((p) => p.seat === b.seat);
    const live = post?.kind === 'dead-small' ? 0 : post?.kind === 'small-and-big' ? Math.min(b.amount, stakes.bigBlind) : b.amount;
    const before = chips.get(b.seat) ?? { live: 0, dead: 0 };
    chips.set(b.seat, { live: before.live + live, dead: before.dead + b.amount - live });
  }
  return chips;
}
