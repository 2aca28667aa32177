import { splitSharedPlaces } from '../payouts/shared-places';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';

/** A player who busted in the hand, with the chips they had when the hand started. */
export interface Bust {
  playerId: string;
  startingStack: number;
}

/**
 * Where a busted player finished. `place` is the best place of the range the player shares;
 * `sharedTo` the worst (equal to `place` when nobody shares it).
 */
export interface Placing {
  playerId: string;
  place: number;
  sharedTo: number;
}

export interface PlaceBustsOptions {
  /** Hand-for-hand (docs/rules/tournaments.md, places and payouts; TDA RP-8): everyone busting in the same hand shares the places. */
  handForHand?: boolean;
}

/**
 * Assigns finishing places to the players who busted in one hand. They take the last places
 * (`playersBefore` counts everyone still in before the hand). More chips at the start of the
 * hand places higher; equal starting stacks share their places. In hand-for-hand play they all
 * share. Players who share keep the order given (it decides odd chips in `prizesForPlacings`).
 * @example
 * placeBusts([{ playerId: 'a', startingStack: 500 }, { playerId: 'b', startingStack: 900 }], 10).value
 * // [{ playerId: 'b', place: 9, sharedTo: 9 }, { playerId: 'a', place: 10, sharedTo: 10 }]
 */
export function placeBusts(busts: readonly Bust[], playersBefore: number, options: PlaceBustsOptions = {}): CoreResult<Placing[]> {
  const problem = bustsProblem(busts, playersBefore);
  if (problem !== null) return fail('PLACES_INPUT', problem);
  const first = playersBefore - busts.length + 1;
  if (options.handForHand) return ok(busts.map((b) => ({ playerId: b.playerId, place: first, sharedTo: playersBefore })));
  const ordered = busts.map((b, i) => ({ b, i })).sort((x, y) => y.b.startingStack - x.b.startingStack || x.i - y.i);
  const placings: Placing[] = [];
  for (let k = 0; k < ordered.length;) {
    const stack = (ordered[k] as { b: Bust }).b.startingStack;
    let end = k;
    while (end + 1 < ordered.length && (ordered[end + 1] as { b: Bust }).b.startingStack === stack) end++;
    for (let j = k; j <= end; j++) placings.push({ playerId: (ordered[j] as { b: Bust }).b.playerId, place: first + k, sharedTo: first + end });
    k = end + 1;
  }
  return ok(placings);
}

function bustsProblem(busts: readonly Bust[], playersBefore: number): string | null {
  if (!Array.isArray(busts) || busts.length === 0) return 'at least one busted player is needed';
  if (!isIntAtLeast(playersBefore, busts.length + 1)) {
    return `playersBefore must be a whole number above the ${busts.length} bust(s): somebody wins the hand, got ${String(playersBefore)}`;
  }
  const ids = new Set<string>();
  for (const b of busts) {
    if (typeof b?.playerId !== 'string' || ids.has(b.playerId)) return `player ids must be distinct strings, got ${String(b?.playerId)}`;
    if (!isIntAtLeast(b.startingStack, 1)) return `player ${b.playerId}: startingStack must be a whole number ≥ 1`;
    ids.add(b.playerId);
  }
  return null;
}

/** A player's prize (0 outside the money). */
export interface PlacingPrize {
  playerId: string;
  amount: number;
}

/**
 * The prize of each placing: players sharing places split the sum of those places' prizes
 * (`splitSharedPlaces`, odd units to the earlier player in `placings`). `amounts[0]` is 1st.
 * @example prizesForPlacings([{ playerId: 'a', place: 2, sharedTo: 3 }, { playerId: 'b', place: 2, sharedTo: 3 }], [500, 301, 200]).value
 * // [{ playerId: 'a', amount: 251 }, { playerId: 'b', amount: 250 }]
 */
export function prizesForPlacings(placings: readonly Placing[], amounts: readonly number[], unit = 1): CoreResult<PlacingPrize[]> {
  const groups = new Map<string, number[]>();
  placings.forEach((p, i) => {
    const key = `${p.place}-${p.sharedTo}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const prizes: PlacingPrize[] = placings.map((p) => ({ playerId: p.playerId, amount: 0 }));
  for (const members of groups.values()) {
    const { place, sharedTo } = placings[members[0] as number] as Placing;
    if (sharedTo - place + 1 !== members.length) return fail('PLACES_INPUT', `places ${place}–${sharedTo} are shared by ${members.length} players`);
    const split = splitSharedPlaces(
      Array.from({ length: members.length }, (_, k) => amounts[place - 1 + k] ?? 0),
      unit,
    );
    if (!split.ok) return split;
    members.forEach((m, k) => ((prizes[m] as PlacingPrize).amount = split.value[k] as number));
  }
  return ok(prizes);
}
