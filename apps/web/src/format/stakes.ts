import type { Stakes } from '../api/types';
import { formatChips } from './amounts';

/** One line of a level's stakes, the terms a room uses: a flop game's blinds, a stud game's ante and bring-in. */
export interface StakesPart {
  label: string;
  value: string;
}

/** The stakes of a level, named: blinds for flop games (Hold'em, Omaha), ante and bring-in for stud games; then the bets. */
export function stakesParts(stakes: Stakes): StakesPart[] {
  const parts: StakesPart[] = [];
  if (stakes.smallBlind !== undefined && stakes.bigBlind !== undefined) {
    parts.push({ label: 'Blinds', value: `${formatChips(stakes.smallBlind)} / ${formatChips(stakes.bigBlind)}` });
  }
  if (stakes.ante !== undefined && stakes.ante > 0) parts.push({ label: 'Ante', value: formatChips(stakes.ante) });
  if (stakes.bringIn !== undefined) parts.push({ label: 'Bring-in', value: formatChips(stakes.bringIn) });
  parts.push({ label: 'Small bet', value: formatChips(stakes.smallBet) }, { label: 'Big bet', value: formatChips(stakes.bigBet) });
  return parts;
}

/** The stakes in one line: `Ante 10 · Bring-in 25 · Small bet 100 · Big bet 200`. */
export function stakesLine(stakes: Stakes): string {
  return stakesParts(stakes)
    .map((p) => `${p.label} ${p.value}`)
    .join(' · ');
}
