import type { StreetDef } from '@app/razz-engine';

/** Where the deck stands at a moment of a stud hand: cards left in the stub, burn cards that could become one. */
export interface StubCount {
  left: number;
  burns: number;
}

/**
 * How many of the streets still to come will be a community card if every live hand goes to the
 * showdown: the engine's short-deck rule (`dealStreet` in the engine's `hand/dealing.ts`) run on
 * counts only. Equity needs it said (`communityToCome`), and the broadcast knows the stub
 * exactly, where a player's view can only guess it. Folds before then can only turn a community
 * street back into one card each, which the next street's figures then show.
 *
 * `tdaLastStreet`: the rule option `shortDeck: 'tda'`, which decides the last street by its own
 * rule (RP-10H): every live hand gets a card when the stub, with the earlier burns reshuffled in
 * when needed, holds one for each, a burn and one kept back; else one community card.
 */
export function communityToCome(stub: StubCount, live: number, streetsToCome: readonly StreetDef[], tdaLastStreet: boolean): number {
  let { left, burns } = stub;
  let shared = 0;
  streetsToCome.forEach((street, i) => {
    const last = i === streetsToCome.length - 1;
    if (last && tdaLastStreet) {
      const need = live + 2;
      if (left >= need || left + burns >= need) return;
      shared++;
      return;
    }
    if (left === 0) [left, burns] = [burns, 0];
    if (left - 1 >= live * street.deal.length) {
      left -= 1 + live * street.deal.length;
      burns += 1;
      return;
    }
    shared++;
    if (left >= 2) [left, burns] = [left - 2, burns + 1];
    else left -= 1;
  });
  return shared;
}
